import { createHmac, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import { SIGNED_URL_TTL_MS, type SignedAccess } from "@medhavi/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./errors";
import { type ByteRange, PRIVATE_PREFIX, type Storage } from "./storage";
import { inline } from "./storage-s3";

export const LINK_INVALID = "This link is not valid. Open the material again from the list.";
export const LINK_EXPIRED = "This link has expired. Open the material again from the list.";

const sign = (secret: string, key: string, exp: number) =>
  createHmac("sha256", secret).update(`${key}\n${exp}`).digest("base64url");

/**
 * A short-lived URL for a private object, usable without an Authorization header (<video src>, pdf.js):
 * S3 answers a presigned GET; local storage answers `/api/files/{name}?exp&sig`, an HMAC over key and
 * expiry with a key kept in the database (every server process checks the others' links).
 */
export async function signedFileUrl(
  storage: Storage,
  secret: string,
  key: string,
  download: { contentType: string; filename?: string },
  now = Date.now(),
): Promise<SignedAccess> {
  const expiresAt = now + SIGNED_URL_TTL_MS;
  const presigned = await storage.presign(key, Math.floor(SIGNED_URL_TTL_MS / 1000), download);
  if (presigned) return { url: presigned, expires_at: expiresAt };
  const name = key.startsWith(PRIVATE_PREFIX) ? key.slice(PRIVATE_PREFIX.length) : key;
  const sig = sign(secret, key, expiresAt);
  return { url: `/api/files/${encodeURIComponent(name)}?exp=${expiresAt}&sig=${sig}`, expires_at: expiresAt };
}

/** Checks a local signed link; throws 403 with a clear message when tampered or expired. */
export function verifySignedName(secret: string, name: string, exp: string, sig: string, now = Date.now()) {
  const key = `${PRIVATE_PREFIX}${name}`;
  const expiry = /^\d{1,15}$/.test(exp) ? Number(exp) : Number.NaN;
  const expected = Buffer.from(sign(secret, key, expiry));
  const given = Buffer.from(sig);
  if (!Number.isFinite(expiry) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(403, LINK_INVALID);
  }
  if (expiry < now) throw new HttpError(403, LINK_EXPIRED);
  return key;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; other forms are ignored (the whole file is sent). */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/**
 * Streams an object with `Accept-Ranges`, `ETag` and `Last-Modified`: answers 304 to a matching
 * conditional request, 206 to a satisfiable Range (video seeking), 416 to one past the end.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: { cacheControl: string; filename?: string; missing?: string },
) {
  const info = await storage.stat(key);
  if (!info) throw new HttpError(404, opts.missing ?? "This file does not exist.");
  const lastModified = new Date(Math.floor(info.lastModified.getTime() / 1000) * 1000);
  reply
    .header("Accept-Ranges", "bytes")
    .header("ETag", info.etag)
    .header("Last-Modified", lastModified.toUTCString())
    .header("Cache-Control", opts.cacheControl)
    // Uploaded content is served as data, never as a page of ours.
    .header("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .type(info.contentType);
  if (opts.filename) reply.header("Content-Disposition", inline(opts.filename));
  const noneMatch = request.headers["if-none-match"];
  const since = request.headers["if-modified-since"];
  const fresh = noneMatch
    ? noneMatch
        .split(",")
        .some((t) => t.trim() === info.etag || t.trim() === `W/${info.etag}` || t.trim() === "*")
    : since !== undefined && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= lastModified.getTime();
  if (fresh) return reply.status(304).send();
  const ifRange = request.headers["if-range"];
  const rangeAllowed =
    ifRange === undefined || ifRange === info.etag || ifRange === lastModified.toUTCString();
  const range = rangeAllowed ? parseRange(request.headers.range, info.size) : null;
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${info.size}`).type("application/json").send({
      status: "error",
      message: "The requested range is outside the file.",
      data: null,
    });
  }
  if (request.method === "HEAD") {
    // An empty stream: Fastify keeps our Content-Length (it would set 0 for an empty body).
    return reply.header("Content-Length", info.size).send(Readable.from([]));
  }
  if (range) {
    const body = await storage.read(key, range);
    return reply
      .status(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`)
      .header("Content-Length", range.end - range.start + 1)
      .send(body);
  }
  const body = await storage.read(key);
  return reply.header("Content-Length", info.size).send(body);
}
