import { Readable } from "node:stream";
import { hasPathCharacters } from "@medhavi/domain";
import type { FastifyRequest } from "fastify";
import { assertImageFits } from "./content-checks";
import { BAD_MULTIPART } from "./error-handler";
import { HttpError } from "./errors";
import { type FileKind, SNIFF_BYTES, sniffDocument, sniffImage } from "./sniff";
import { newKey, type Storage } from "./storage";

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;
export const PATH_IN_NAME = "The file name may not contain /, \\ or “..”. Rename the file and try again.";
export const EMPTY_FILE = "The file is empty.";
const NO_FILE = "Choose a file to upload.";
const INTERRUPTED = "The upload was interrupted. Try again.";

/** Reads one uploaded image (multipart, at most 2 MB: small enough to hold), judged by its content. */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<{ data: Buffer; kind: FileKind }> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new HttpError(400, "Choose a picture to upload.");
  if (hasPathCharacters(file.filename)) {
    file.file.resume();
    throw new HttpError(400, PATH_IN_NAME);
  }
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === "FST_REQ_FILE_TOO_LARGE"
      ? new HttpError(413, `The picture must be ${mb(maxBytes)} or smaller.`)
      : uploadFailure(err);
  });
  if (data.length === 0) throw new HttpError(400, EMPTY_FILE);
  const kind = sniffImage(data);
  if (!kind) throw new HttpError(415, "Upload a JPEG, PNG, WebP or GIF image.");
  assertImageFits(data, kind);
  return { data, kind };
}

/** A body cut short or malformed while reading a file is the client's fault, not ours. */
export function uploadFailure(err: unknown): HttpError {
  return err instanceof HttpError ? err : new HttpError(400, BAD_MULTIPART);
}

export interface StoredUpload {
  key: string;
  kind: FileKind;
  size: number;
  filename: string;
}

/**
 * Streams one uploaded document (multipart field `file`) to private storage: the kind is judged by the
 * first bytes (PDF, MP4, WebM), the size is counted as it flows and limited per kind, and a refused or
 * failed upload leaves nothing stored. Nothing is held in memory beyond the current chunk.
 */
export async function streamDocumentUpload(
  request: FastifyRequest,
  storage: Storage,
  opts: { limits: { pdf: number; video: number }; expect?: "pdf" | "video" },
): Promise<StoredUpload> {
  const max = Math.max(opts.limits.pdf, opts.limits.video);
  const file = await request
    .file({ limits: { fileSize: max + 1, files: 1, fields: 5 } })
    .catch(() => undefined);
  if (file?.fieldname !== "file") {
    file?.file.resume();
    throw new HttpError(400, NO_FILE);
  }
  if (hasPathCharacters(file.filename)) {
    file.file.resume();
    throw new HttpError(400, PATH_IN_NAME);
  }
  const chunks = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  try {
    while (head.length < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
  } catch {
    throw new HttpError(400, INTERRUPTED);
  }
  const refuse = (status: number, message: string) => {
    file.file.resume();
    return new HttpError(status, message);
  };
  if (head.length === 0) throw refuse(400, EMPTY_FILE);
  const kind = sniffDocument(head);
  if (!kind) throw refuse(415, "Upload a PDF, MP4 or WebM file.");
  if (opts.expect && kind.kind !== opts.expect) {
    throw refuse(
      415,
      opts.expect === "pdf"
        ? "This item is a PDF: upload a PDF file."
        : "This item is a video: upload an MP4 or WebM file.",
    );
  }
  const limit = opts.limits[kind.kind as "pdf" | "video"];
  const tooLarge = new HttpError(
    413,
    `${kind.kind === "pdf" ? "A PDF" : "A video"} must be ${mb(limit)} or smaller.`,
  );
  let size = 0;
  let refused: HttpError | undefined;
  const body = Readable.from(
    (async function* () {
      let chunk: Buffer | undefined = head;
      while (chunk) {
        size += chunk.length;
        if (size > limit) {
          refused = tooLarge;
          throw tooLarge;
        }
        yield chunk;
        const next = await chunks.next().catch((err: { code?: string }) => {
          // The client's body failed (too large, cut short): a 4xx, unlike a storage failure.
          refused = err.code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge : new HttpError(400, INTERRUPTED);
          throw refused;
        });
        chunk = next.done ? undefined : next.value;
      }
      if (file.file.truncated) {
        refused = tooLarge;
        throw tooLarge;
      }
    })(),
  );
  const key = newKey("material", kind.extension, true);
  try {
    await storage.put(key, body, kind.mime);
  } catch (err) {
    await storage.remove(key).catch(() => {});
    file.file.resume();
    throw refused ?? err;
  }
  return { key, kind, size, filename: file.filename };
}
