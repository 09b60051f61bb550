import { inflateSync } from "node:zlib";
import { HttpError } from "./errors";
import type { FileKind } from "./sniff";

/**
 * Checks of what is inside an uploaded file, beyond its kind (platform/sniff.ts): how many pixels an
 * image declares (a 2 MB PNG may declare 65,535 × 65,535 px, 17 GB once decoded, and freeze every
 * browser that shows it), and whether a PDF carries script or actions that start other programs.
 */

/** 40 megapixels: any phone photo or scan; far more would only exhaust the viewer's memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = `The picture is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8000 × 5000 px). Resize it and try again.`;
export const UNREADABLE_IMAGE =
  "The picture could not be read. Save it again as a JPEG or PNG and try again.";
export const ACTIVE_PDF =
  "This PDF contains scripts or actions that run on opening. Save it again without them (print it to PDF) and upload that copy.";

/** The width and height an image's header declares, or null when its header cannot be read. */
export function imageSize(data: Buffer, kind: FileKind): { width: number; height: number } | null {
  switch (kind.mime) {
    case "image/png":
      // The IHDR chunk comes first: width and height, 4 bytes each, big-endian.
      return data.length >= 24 && data.toString("ascii", 12, 16) === "IHDR"
        ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
        : null;
    case "image/gif":
      return data.length >= 10 ? { width: data.readUInt16LE(6), height: data.readUInt16LE(8) } : null;
    case "image/webp":
      return webpSize(data);
    case "image/jpeg":
      return jpegSize(data);
    default:
      return null;
  }
}

function webpSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 30) return null;
  const chunk = data.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8 ")
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The frame header (SOF0–SOF15, not DHT, JPG or DAC) found by walking the markers. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** Refuses an image whose header cannot be read (415) or that declares too many pixels (413). */
export function assertImageFits(data: Buffer, kind: FileKind): void {
  const size = imageSize(data, kind);
  if (!size || size.width === 0 || size.height === 0) throw new HttpError(415, UNREADABLE_IMAGE);
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
}

/**
 * Names that make a PDF act on its own: script (JavaScript, JS), starting programs (Launch), files
 * inside it (EmbeddedFile), Flash or media players (RichMedia) and XFA forms (which script too).
 * Matched after the #xx escapes PDF names allow, so /J#61vaScript is /JavaScript.
 */
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%]|$)/;
const MAX_INFLATED = 64 * 1024 * 1024;

/**
 * True when a PDF carries active content, in its plain objects or inside its compressed object streams
 * (where PDF 1.5+ writers put dictionaries). Such a file is refused, not cleaned: rewriting a PDF safely
 * needs a full PDF library, and an applicant can print theirs to PDF in a minute.
 */
export function pdfHasActiveContent(data: Buffer): boolean {
  const text = data.toString("latin1");
  if (ACTIVE.test(unescapeNames(text))) return true;
  let inflated = 0;
  const objectStream =
    /<<((?:(?!>>\s*stream)[\s\S]){0,2000}?\/Type\s*\/ObjStm[\s\S]{0,2000}?)>>\s*stream\r?\n/g;
  for (let match = objectStream.exec(text); match; match = objectStream.exec(text)) {
    if (!/\/FlateDecode/.test(match[1] ?? "")) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    let body: Buffer;
    try {
      body = inflateSync(data.subarray(start, end), { maxOutputLength: MAX_INFLATED - inflated });
    } catch {
      // Unreadable or too large to unpack: the file cannot be cleared, so it is refused.
      return true;
    }
    inflated += body.length;
    if (ACTIVE.test(unescapeNames(body.toString("latin1")))) return true;
  }
  return false;
}

const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
