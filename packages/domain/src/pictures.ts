// A student's profile picture: the kinds and the size the server accepts (it judges a file by its content,
// platform/uploads.ts), checked by the browser too before anything is uploaded.

export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PICTURE_TYPE_ERROR = "Choose a JPEG, PNG, WebP or GIF image.";
export const PICTURE_SIZE_ERROR = "The picture must be 2 MB or smaller.";

/** The browser's check before an upload: the problem to show, or null when the file may go. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TYPE_ERROR;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_SIZE_ERROR;
  return null;
}
