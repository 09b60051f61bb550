import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";

/** Where uploaded files live. Local disk under DATA_DIR/uploads, served at /uploads/{file}. */
export interface Storage {
  /** Stores the bytes under a fresh unguessable name and returns that name. */
  save(data: Buffer, prefix: string, extension: string): Promise<string>;
  /** Removes a file this storage returned earlier; names from elsewhere (full cloud URLs) are left alone. */
  remove(name: string): Promise<void>;
}

export function localStorage(dir: string): Storage {
  return {
    async save(data, prefix, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${prefix}-${randomBytes(12).toString("hex")}.${extension}`;
      await writeFile(join(dir, name), data, { flag: "wx" });
      return name;
    },
    async remove(name) {
      if (!name || /^[a-z]+:\/\//i.test(name)) return;
      await rm(join(dir, basename(name)), { force: true });
    },
  };
}

export type ImageKind = { mime: string; extension: string };

/** Identifies an image by its first bytes; the browser's filename and content type are not trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: "image/png", extension: "png" };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mime: "image/jpeg", extension: "jpg" };
  }
  if (
    data.length >= 12 &&
    data.toString("ascii", 0, 4) === "RIFF" &&
    data.toString("ascii", 8, 12) === "WEBP"
  ) {
    return { mime: "image/webp", extension: "webp" };
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString("ascii", 0, 6))) {
    return { mime: "image/gif", extension: "gif" };
  }
  return null;
}
