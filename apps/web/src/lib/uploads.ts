/**
 * Where an uploaded file (a profile picture, a document) is served from. The server stores a file name and
 * serves it under /uploads/; a value that is already a full URL (cloud storage) is used as it is.
 * Returns null for an empty value, so callers can fall back to initials or a placeholder.
 */
export function uploadUrl(name: string | null | undefined): string | null {
  const value = name?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `/uploads/${encodeURIComponent(value.replace(/^\/?uploads\//, ""))}`;
}
