import type { FastifyRequest } from "fastify";
import { BAD_MULTIPART } from "./error-handler";
import { HttpError } from "./errors";
import { type ImageKind, sniffImage } from "./storage";

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Reads one uploaded image (multipart), judged by its content and limited in size. */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<{ data: Buffer; kind: ImageKind }> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new HttpError(400, "Choose a picture to upload.");
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === "FST_REQ_FILE_TOO_LARGE"
      ? new HttpError(413, `The picture must be ${Math.round(maxBytes / 1024 / 1024)} MB or smaller.`)
      : uploadFailure(err);
  });
  const kind = sniffImage(data);
  if (!kind) throw new HttpError(415, "Upload a JPEG, PNG, WebP or GIF image.");
  return { data, kind };
}

/** A body cut short or malformed while reading a file is the client's fault, not ours. */
export function uploadFailure(err: unknown): HttpError {
  return err instanceof HttpError ? err : new HttpError(400, BAD_MULTIPART);
}
