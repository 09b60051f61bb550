/** What a file is, judged by its first bytes; the browser's filename and content type are not trusted. */
export interface FileKind {
  kind: "image" | "pdf" | "video";
  mime: string;
  extension: string;
}

/** How many leading bytes the checks below need. */
export const SNIFF_BYTES = 16;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export function sniffImage(data: Buffer): FileKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) {
    return { kind: "image", mime: "image/png", extension: "png" };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { kind: "image", mime: "image/jpeg", extension: "jpg" };
  }
  if (
    data.length >= 12 &&
    data.toString("ascii", 0, 4) === "RIFF" &&
    data.toString("ascii", 8, 12) === "WEBP"
  ) {
    return { kind: "image", mime: "image/webp", extension: "webp" };
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString("ascii", 0, 6))) {
    return { kind: "image", mime: "image/gif", extension: "gif" };
  }
  return null;
}

/** PDF (`%PDF-`), MP4 (an `ftyp` box first) and WebM (an EBML header); anything else is null. */
export function sniffDocument(data: Buffer): FileKind | null {
  if (data.length >= 5 && data.toString("ascii", 0, 5) === "%PDF-") {
    return { kind: "pdf", mime: "application/pdf", extension: "pdf" };
  }
  if (data.length >= 12 && data.toString("ascii", 4, 8) === "ftyp") {
    return { kind: "video", mime: "video/mp4", extension: "mp4" };
  }
  if (data.length >= 4 && data.subarray(0, 4).equals(EBML)) {
    return { kind: "video", mime: "video/webm", extension: "webm" };
  }
  return null;
}

/** Kept for callers of the image-only check (profile pictures, question figures). */
export type ImageKind = FileKind;
