import type { Readable } from "node:stream";
import { Readable as NodeReadable } from "node:stream";
import { isValidKey, newKey, type ObjectInfo, type Storage, typeOfKey } from "./storage";

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible service through the official AWS SDK (loaded only when S3 is configured, so a
 * local install does not pay for it at start). Uploads stream through `@aws-sdk/lib-storage`
 * (multipart for large files; a failed upload is aborted, so no part stays behind).
 */
export async function s3Storage(s: S3Settings): Promise<Storage> {
  const sdk = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
  const client = new sdk.S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    // A store that went away fails fast (then 503) instead of holding the request.
    requestHandler: { connectionTimeout: 3000 },
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
  const Bucket = s.bucket;
  const check = (key: string) => {
    if (!isValidKey(key)) throw new Error("invalid storage key");
    return key;
  };
  const missing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
  };

  const storage: Storage = {
    kind: "s3",
    async put(key, body, contentType) {
      check(key);
      let size = Buffer.isBuffer(body) ? body.length : 0;
      const counted = Buffer.isBuffer(body)
        ? body
        : NodeReadable.from(
            (async function* () {
              for await (const chunk of body as AsyncIterable<Buffer>) {
                size += chunk.length;
                yield chunk;
              }
            })(),
          );
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // A single-part upload that failed wrote nothing; removing again covers a reply lost after success.
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw err;
      }
      return { size };
    },
    async stat(key): Promise<ObjectInfo | null> {
      if (!isValidKey(key)) return null;
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${key}"`,
          lastModified: head.LastModified ?? new Date(0),
          contentType: head.ContentType ?? typeOfKey(key),
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      const got = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: check(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return got.Body as Readable;
    },
    async remove(key) {
      if (!key || !isValidKey(key)) return;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presign(key, ttlSeconds, download) {
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: check(key),
        ResponseContentType: download.contentType,
        ...(download.filename ? { ResponseContentDisposition: inline(download.filename) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
    async save(data, prefix, extension) {
      const key = newKey(prefix, extension);
      await storage.put(key, data, typeOfKey(key));
      return key;
    },
    async check() {
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
  return storage;
}

/** `inline; filename*=UTF-8''…`: shown in the browser, saved under the material's title. */
export function inline(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
