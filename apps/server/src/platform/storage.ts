import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { storageUnavailable } from "./unavailable";

/**
 * Where uploaded files live: the local disk under DATA_DIR/uploads (default) or an S3-compatible bucket
 * (platform/storage-s3.ts). Keys are flat names for public objects (served at /uploads/{key}) and
 * `private/{name}` for private ones (reachable only through a signed URL after a rights check).
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Streams `body` to `key`. On any failure nothing is left under the key (no orphan, no partial file). */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** Size, validator and type of an object; null when it does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes, or the inclusive byte range asked for. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes an object; unknown keys and names from elsewhere (full URLs) are ignored. */
  remove(key: string): Promise<void>;
  /** A presigned GET URL the client fetches directly (S3), or null when the server serves the file itself. */
  presign(
    key: string,
    ttlSeconds: number,
    download: { contentType: string; filename?: string },
  ): Promise<string | null>;
  /** Stores an in-memory image under a fresh unguessable public name and returns the name. */
  save(data: Buffer, prefix: string, extension: string): Promise<string>;
  /** Resolves when the store answers and takes writes (readiness): the disk is writable, the bucket reachable. */
  check(): Promise<void>;
  close?(): void;
}

export interface ObjectInfo {
  size: number;
  etag: string;
  lastModified: Date;
  contentType: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

export const PRIVATE_PREFIX = "private/";

/** Keys are ours: letters, digits, `.`, `_`, `-`, at most one `private/` folder; never `..`. */
const KEY = /^(private\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
export const isValidKey = (key: string) => KEY.test(key) && !key.includes("..");

/** A fresh unguessable key (128 random bits). */
export function newKey(prefix: string, extension: string, privateObject = false): string {
  return `${privateObject ? PRIVATE_PREFIX : ""}${prefix}-${randomBytes(16).toString("hex")}.${extension}`;
}

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  json: "application/json",
};
/** The content type a key's extension stands for (keys are made by us from the sniffed kind). */
export const typeOfKey = (key: string) => TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

const toStream = (body: Readable | Buffer) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);

export function localStorage(dir: string): Storage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error("invalid storage key");
    return join(dir, key);
  };
  const storage: Storage = {
    kind: "local",
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file, a failure leaves nothing.
      const temp = `${path}.part-${randomBytes(6).toString("hex")}`;
      // Opened before the copy starts: a stream that opens lazily could create the file after a failed
      // copy's clean-up had already run, leaving an orphan.
      const file = await open(temp, "wx");
      let size = 0;
      try {
        await pipeline(
          toStream(body),
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              size += chunk.length;
              yield chunk;
            }
          },
          file.createWriteStream(),
        );
        await rename(temp, path);
      } catch (err) {
        await file.close().catch(() => {});
        await rm(temp, { force: true });
        throw err;
      }
      return { size };
    },
    async stat(key) {
      if (!isValidKey(key)) return null;
      const info = await stat(pathOf(key)).catch(() => null);
      if (!info?.isFile()) return null;
      const tag = createHash("sha1").update(`${key}:${info.size}:${info.mtimeMs}`).digest("base64url");
      return {
        size: info.size,
        etag: `"${tag.slice(0, 22)}"`,
        lastModified: info.mtime,
        contentType: typeOfKey(key),
      };
    },
    async read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      if (!key || !isValidKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
    async presign() {
      return null;
    },
    async save(data, prefix, extension) {
      const key = newKey(prefix, extension);
      await storage.put(key, data, typeOfKey(key));
      return key;
    },
    async check() {
      await mkdir(dir, { recursive: true });
      const probe = join(dir, `.ready-${process.pid}`);
      await writeFile(probe, "");
      await rm(probe, { force: true });
    },
  };
  return storage;
}

/**
 * The store as routes see it: a failure that is the store's fault (unreachable, 5xx, disk full or
 * read-only) becomes a 503 with Retry-After instead of a 500; anything else passes through unchanged.
 */
export function guardStorage(inner: Storage): Storage {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        throw storageUnavailable(err) ?? err;
      }
    };
  return {
    kind: inner.kind,
    put: guard(inner.put.bind(inner)),
    stat: guard(inner.stat.bind(inner)),
    read: guard(inner.read.bind(inner)),
    remove: guard(inner.remove.bind(inner)),
    presign: guard(inner.presign.bind(inner)),
    save: guard(inner.save.bind(inner)),
    check: () => inner.check(),
    ...(inner.close ? { close: inner.close.bind(inner) } : {}),
  };
}
