/**
 * The Storage contract, run on both implementations: the local disk and S3 (s3rver started here).
 * The two-process test checks that servers sharing a database and a bucket serve each other's uploads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { courseDocuments } from "../src/db/schema";
import { parseRange } from "../src/platform/files";
import { sniffDocument, sniffImage } from "../src/platform/sniff";
import { isValidKey, localStorage, newKey, type Storage } from "../src/platform/storage";
import { s3Storage } from "../src/platform/storage-s3";
import { adminToken, createTestEnv, startTestApp, studentSession } from "./helpers";
import {
  buyYearly,
  call,
  courseId,
  fetchUrl,
  localKeys,
  multipart,
  PDF,
  PNG,
  uploadFile,
} from "./materials-world";
import { startS3 } from "./s3-server";

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(["local", "s3"] as const)("%s storage", (kind) => {
  let storage: Storage;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let dir: string;
  const keys = async () => (s3 ? s3.keys() : localKeys(dir));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "medhavi-storage-"));
    if (kind === "s3") {
      s3 = await startS3();
      storage = await s3Storage({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
    } else {
      storage = localStorage(join(dir, "uploads"));
    }
  });
  afterAll(async () => {
    storage?.close?.();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("streams an object in, states its size, validator and type, reads ranges and removes it", async () => {
    const key = newKey("material", "pdf", true);
    const body = Readable.from([PDF.subarray(0, 100), PDF.subarray(100)]);
    expect(await storage.put(key, body, "application/pdf")).toEqual({ size: PDF.length });
    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: PDF.length, contentType: "application/pdf" });
    expect(info?.etag).toMatch(/^"/);
    expect(info?.lastModified).toBeInstanceOf(Date);
    expect((await readAll(await storage.read(key))).equals(PDF)).toBe(true);
    expect((await readAll(await storage.read(key, { start: 0, end: 4 }))).toString()).toBe("%PDF-");
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    await storage.remove(key); // twice is fine
  });

  it("a stream that fails midway leaves no object behind", async () => {
    const before = await keys();
    const key = newKey("material", "mp4", true);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error("client went away");
      })(),
    );
    await expect(storage.put(key, failing, "video/mp4")).rejects.toThrow();
    expect(await storage.stat(key)).toBeNull();
    expect(await keys()).toEqual(before);
  });

  it("a stream that fails before its first byte leaves nothing either, every time", async () => {
    // The temporary file once opened lazily and could appear after the clean-up (1 run in 100).
    const before = await keys();
    for (let i = 0; i < 50; i++) {
      const key = newKey("material", "pdf", true);
      const failing = Readable.from(
        (async function* () {
          yield* [];
          throw new Error("cut short");
        })(),
      );
      await expect(storage.put(key, failing, "application/pdf")).rejects.toThrow();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await keys()).toEqual(before);
  });

  it("saves public images under unguessable names and refuses keys that name a path", async () => {
    const name = await storage.save(PNG, "profile-7", "png");
    expect(name).toMatch(/^profile-7-[0-9a-f]{32}\.png$/);
    expect((await storage.stat(name))?.contentType).toBe("image/png");
    await expect(storage.put("../escape.png", PNG, "image/png")).rejects.toThrow(/invalid storage key/);
    expect(await storage.stat("../../etc/passwd")).toBeNull();
    await storage.remove("https://cdn.example/x.png");
  });

  it("presigns only on S3", async () => {
    const key = newKey("material", "pdf", true);
    await storage.put(key, PDF, "application/pdf");
    const url = await storage.presign(key, 600, { contentType: "application/pdf", filename: "Notes.pdf" });
    if (kind === "local") {
      expect(url).toBeNull();
    } else {
      const res = await fetch(url ?? "", { headers: { range: "bytes=0-3" } });
      expect(res.status).toBe(206);
      expect(await res.text()).toBe("%PDF");
    }
  });
});

describe("file helpers", () => {
  it("parses one byte range and refuses ranges past the end", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
  it("judges files by their first bytes", () => {
    expect(sniffDocument(PDF)?.mime).toBe("application/pdf");
    expect(sniffDocument(Buffer.from("\0\0\0\x18ftypisom"))?.mime).toBe("video/mp4");
    expect(sniffDocument(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))?.mime).toBe("video/webm");
    expect(sniffDocument(PNG)).toBeNull();
    expect(sniffImage(PNG)?.mime).toBe("image/png");
    expect(sniffImage(PDF)).toBeNull();
  });
  it("accepts only our key shapes", () => {
    expect(isValidKey("private/material-ab12.pdf")).toBe(true);
    expect(isValidKey("profile-1-ab.png")).toBe(true);
    for (const bad of ["../x", "private/../x", "a/b/c", "/abs", "private/", ".hidden", "a..b"]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
  });
});

describe("two server processes on one database and one bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDir: string;
  let secondEnv: Awaited<ReturnType<typeof createTestEnv>> | undefined;

  beforeAll(async () => {
    s3 = await startS3();
    first = await startTestApp(s3.env);
    // PostgreSQL: the second server shares the first one's database. PGlite cannot be shared between
    // processes, so there the second one has its own database and still shares the bucket.
    secondDir = mkdtempSync(join(tmpdir(), "medhavi-second-"));
    if (first.env.config.databaseUrl) {
      second = await buildApp({ ...first.env.config, dataDir: secondDir }, { announce: () => {} });
    } else {
      secondEnv = await createTestEnv(s3.env);
      second = await buildApp(secondEnv.config, { announce: () => {} });
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondEnv?.destroy();
    await first?.close();
    await s3?.close();
    rmSync(secondDir, { recursive: true, force: true });
  });

  it("an upload through one is served by the other", async () => {
    const staff = await adminToken(first.app);
    const mp = multipart(PNG, "figure.png", "image", "image/png");
    const img = await call(first.app, "POST", "/api/dev/upload-img-to-s3", staff, mp.payload, mp.headers);
    expect(img.status).toBe(200);
    const served = await call(second, "GET", img.body.data.url);
    expect(served.status).toBe(200);
    expect(served.raw.equals(PNG)).toBe(true);
    expect((await call(second, "GET", "/uploads/course-hierarchy.temp.json")).status).toBe(200);
  });

  it("a material uploaded through one opens for a student of the other (PGlite: the object is in the shared bucket)", async () => {
    const staff = await adminToken(first.app);
    const jeeMain = await courseId(first.app, "JEE Main Complete Course");
    const doc = await call(first.app, "POST", "/api/course_document", staff, {
      title: "Shared",
      course_id: jeeMain,
      kind: "pdf",
    });
    expect((await uploadFile(first.app, staff, doc.body.data.id, PDF)).status).toBe(200);
    if (!first.env.config.databaseUrl) {
      const [row] = await first.app.platform.db
        .select()
        .from(courseDocuments)
        .where(eq(courseDocuments.id, doc.body.data.id));
      expect(await second.platform.storage.stat(row?.storageKey ?? "")).toMatchObject({ size: PDF.length });
      return;
    }
    const s = await studentSession(second);
    await buyYearly(second, s.token, jeeMain);
    const access = await call(second, "GET", `/api/user_study_materials/${doc.body.data.id}/access`, s.token);
    expect(access.status).toBe(200);
    const file = await fetchUrl(second, access.body.data.url);
    expect(file.body.equals(PDF)).toBe(true);
  });
});
