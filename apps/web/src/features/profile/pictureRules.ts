/** Profile pictures the server accepts (docs/api.md): JPEG, PNG, WebP or GIF, at most 2 MB. */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PICTURE_TYPE_ERROR = "Choose a JPEG, PNG, WebP or GIF image.";
export const PICTURE_SIZE_ERROR = "The picture must be 2 MB or smaller.";

/** Client-side check before any upload: the problem to show, or null when the file may go. */
export function pictureProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TYPE_ERROR;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_SIZE_ERROR;
  return null;
}
