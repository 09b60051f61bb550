/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * Study materials and file storage (issue #18) through the real server, once on the local disk and once
 * on an S3-compatible server (s3rver) started here; each on PGlite or PostgreSQL like every API test.
 */

import {
  LOCKED_EXPIRED,
  LOCKED_NOT_COVERED,
  LOCKED_SUBSCRIBE,
  LOCKED_TRIAL_VIDEO,
  SIGNED_URL_TTL_MS,
} from "@medhavi/domain";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffActions } from "../src/db/schema";
import { HAS_MATERIALS } from "../src/modules/courses/admin";
import { NO_COURSE } from "../src/modules/materials/admin";
import { LINK_EXPIRED, LINK_INVALID } from "../src/platform/files";
import { EMPTY_FILE, PATH_IN_NAME } from "../src/platform/uploads";
import { adminToken, startTestApp, studentSession, subscribe } from "./helpers";
import {
  buyYearly,
  call,
  courseId,
  expirePlans,
  fetchUrl,
  localKeys,
  MP4,
  multipart,
  PDF,
  PNG,
  uploadFile,
  WEBM,
} from "./materials-world";
import { startS3 } from "./s3-server";
import { TEST_STAFF_NAME } from "./staff";

// Small limits, so "oversize" needs kilobytes, not 50 MB.
const LIMITS = { UPLOAD_MAX_PDF_MB: "0.01", UPLOAD_MAX_VIDEO_MB: "0.02", UPLOAD_MAX_IMAGE_MB: "0.01" };

describe.each(["local", "s3"] as const)("study materials on %s storage", (storage) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let staff: string;
  let jeeMain: number;
  let neet: number;
  const keys = async () => (s3 ? s3.keys() : localKeys(t.env.dataDir));

  beforeAll(async () => {
    s3 = storage === "s3" ? await startS3() : undefined;
    t = await startTestApp({ ...LIMITS, ...(s3?.env ?? {}) });
    staff = await adminToken(t.app);
    jeeMain = await courseId(t.app, "JEE Main Complete Course");
    neet = await courseId(t.app, "NEET UG Complete Course");
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await call(t.app, "POST", "/api/course_document", staff, {
      title: "Kinematics notes",
      course_id: jeeMain,
      kind: "pdf",
      chapter: "Chapter 2",
      ...body,
    });
    expect(res.status, res.body?.message).toBe(200);
    return res.body.data;
  };

  it("seeds sample materials for each subscribable course and public demo items, with real PDFs", async () => {
    const list = await call(t.app, "GET", `/api/course_document?course_id=${jeeMain}`, staff);
    expect(list.body.data.items.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data.items.every((m: any) => /sample/i.test(m.title))).toBe(true);
    const demo = await call(t.app, "GET", "/api/demo_study_materials");
    expect(demo.status).toBe(200);
    const items = demo.body.data.items;
    expect(items.map((m: any) => m.kind).sort()).toEqual(["link", "pdf"]);
    expect(items.every((m: any) => m.is_demo && !("uploaded_by" in m))).toBe(true);
    const pdf = items.find((m: any) => m.kind === "pdf");
    const access = await call(t.app, "GET", `/api/demo_study_materials/${pdf.id}/access`);
    expect(access.status).toBe(200);
    const file = await fetchUrl(t.app, access.body.data.url);
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.body.toString("latin1")).toContain("SAMPLE");
    const link = items.find((m: any) => m.kind === "link");
    expect(link.embed_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // A non-demo material is not reachable through the public call.
    const other = list.body.data.items.find((m: any) => m.kind === "pdf");
    expect((await call(t.app, "GET", `/api/demo_study_materials/${other.id}/access`)).status).toBe(404);
  });

  it("staff add a PDF, upload its file (streamed, judged by content), list, reorder, edit and delete it", async () => {
    const doc = await create({ title: "Vectors" });
    expect(doc).toMatchObject({
      kind: "pdf",
      has_file: false,
      course_path: ["JEE", "JEE Main", "JEE Main Complete Course"],
    });
    expect(doc.uploaded_by.name).toBe(TEST_STAFF_NAME);
    const up = await uploadFile(t.app, staff, doc.id, PDF, "vectors.pdf");
    expect(up.status, up.body.message).toBe(200);
    expect(up.body.data).toMatchObject({ has_file: true, mime: "application/pdf", size_bytes: PDF.length });
    const second = await create({ title: "Vectors II" });
    const order = await call(t.app, "POST", "/api/course_document/reorder", staff, {
      course_id: jeeMain,
      chapter: "Chapter 2",
      ids: [second.id, doc.id],
    });
    expect(order.status).toBe(200);
    const list = await call(t.app, "GET", `/api/course_document?course_id=${jeeMain}&q=vectors`, staff);
    expect(list.body.data.items.map((m: any) => m.id)).toEqual([second.id, doc.id]);
    const bad = await call(t.app, "POST", "/api/course_document/reorder", staff, {
      course_id: neet,
      chapter: "Chapter 2",
      ids: [doc.id],
    });
    expect(bad.status).toBe(400);
    const edited = await call(t.app, "PATCH", `/api/course_document/${doc.id}`, staff, {
      title: "Vectors (revised)",
      published: false,
    });
    expect(edited.body.data).toMatchObject({ title: "Vectors (revised)", published: false, has_file: true });

    // Replacing the file removes the old object after the new one is saved.
    const before = await keys();
    const replaced = await uploadFile(t.app, staff, doc.id, Buffer.concat([PDF, Buffer.from("v2")]));
    expect(replaced.status).toBe(200);
    const after = await keys();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);

    const preview = await call(t.app, "GET", `/api/course_document/${doc.id}/access`, staff);
    expect((await fetchUrl(t.app, preview.body.data.url)).body.toString()).toContain("v2");
    expect(preview.body.data.expires_at - Date.now()).toBeLessThanOrEqual(SIGNED_URL_TTL_MS);

    const deleted = await call(t.app, "DELETE", `/api/course_document/${doc.id}`, staff);
    expect(deleted.status).toBe(200);
    expect((await keys()).length).toBe(before.length - 1);
    expect((await call(t.app, "DELETE", `/api/course_document/${doc.id}`, staff)).status).toBe(404);

    // Each change is in the audit log, who did it and to what.
    const log = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(inArray(staffActions.target, [`material:${doc.id}`, `course:${jeeMain}`]))
      .orderBy(staffActions.id);
    expect(log.map((a) => a.action)).toEqual([
      "create-material",
      "upload-material-file",
      "reorder-materials",
      "unpublish-material",
      "upload-material-file",
      "delete-material",
    ]);
    expect(log.at(-1)?.detail).toMatchObject({ title: "Vectors (revised)", chapter: "Chapter 2" });
    expect(log.every((a) => a.actorId !== null)).toBe(true);
  });

  it("refuses bad uploads with a clear 4xx and stores nothing", async () => {
    const doc = await create({ title: "Bad input target" });
    const video = await create({ title: "Lecture", kind: "video" });
    const link = await create({ title: "Link", kind: "link", link_url: "https://youtu.be/dQw4w9WgXcQ" });
    const before = await keys();
    const cases: [number, Buffer, string, number, string | RegExp][] = [
      [doc.id, Buffer.from("MZ\x90\0 this is an exe"), "notes.pdf", 415, "Upload a PDF, MP4 or WebM file."],
      [doc.id, PNG, "notes.pdf", 415, "Upload a PDF, MP4 or WebM file."],
      [doc.id, MP4, "lecture.mp4", 415, "This item is a PDF: upload a PDF file."],
      [video.id, PDF, "notes.pdf", 415, "This item is a video: upload an MP4 or WebM file."],
      [doc.id, Buffer.alloc(0), "notes.pdf", 400, EMPTY_FILE],
      [
        doc.id,
        Buffer.concat([PDF, Buffer.alloc(12 * 1024)]),
        "big.pdf",
        413,
        "A PDF must be 0.01 MB or smaller.",
      ],
      [
        video.id,
        Buffer.concat([MP4, Buffer.alloc(30 * 1024)]),
        "big.mp4",
        413,
        "A video must be 0.02 MB or smaller.",
      ],
      [doc.id, PDF, "../../etc/passwd.pdf", 400, PATH_IN_NAME],
      [doc.id, PDF, "a\\b.pdf", 400, PATH_IN_NAME],
      [link.id, PDF, "notes.pdf", 400, /link item has no file/],
    ];
    for (const [id, content, name, status, message] of cases) {
      const res = await uploadFile(t.app, staff, id, content, name);
      expect(res.status, `${name}: ${res.body?.message}`).toBe(status);
      if (typeof message === "string") expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    const noFile = await call(
      t.app,
      "PUT",
      `/api/course_document/${doc.id}/file`,
      staff,
      ...(() => {
        const mp = multipart(PDF, "x.pdf", "other");
        return [mp.payload, mp.headers] as const;
      })(),
    );
    expect(noFile.status).toBe(400);
    // A body cut short midway (the client went away): 400, and the partial object is gone.
    const whole = multipart(Buffer.concat([PDF, Buffer.alloc(4000, 0x42)]), "cut.pdf");
    const cut = await call(
      t.app,
      "PUT",
      `/api/course_document/${doc.id}/file`,
      staff,
      whole.payload.subarray(0, whole.payload.length - 2000),
      whole.headers,
    );
    expect(cut).toMatchObject({ status: 400, body: { message: "The upload was interrupted. Try again." } });
    expect(await keys()).toEqual(before);
    const webm = await uploadFile(t.app, staff, video.id, WEBM, "lecture.webm");
    expect(webm.body.data).toMatchObject({ mime: "video/webm", has_file: true });

    const unknown = await call(t.app, "POST", "/api/course_document", staff, {
      title: "x",
      course_id: 999_999,
      kind: "pdf",
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: NO_COURSE } });
    const badLink = await call(t.app, "POST", "/api/course_document", staff, {
      title: "x",
      course_id: jeeMain,
      kind: "link",
      link_url: "https://evil.example/video",
    });
    expect(badLink.status).toBe(400);
    expect((await uploadFile(t.app, staff, 2_000_000_000, PDF)).status).toBe(404);
    // A course with materials is not deleted from under them.
    const del = await call(t.app, "DELETE", `/api/courses/${jeeMain}`, staff);
    expect(del.status).toBe(409);
    expect([HAS_MATERIALS, expect.any(String)]).toContain(del.body.message);
  });

  it("a paid student opens covered files with Range and ETag, and the position is remembered", async () => {
    const doc = await create({ title: "Paid notes" });
    await uploadFile(t.app, staff, doc.id, PDF);
    const video = await create({ title: "Paid lecture", kind: "video" });
    await uploadFile(t.app, staff, video.id, MP4);
    const s = await studentSession(t.app);
    await buyYearly(t.app, s.token, jeeMain);

    const list = await call(t.app, "GET", "/api/user_study_materials", s.token);
    expect(list.status).toBe(200);
    expect(list.body.data.access).toMatchObject({ live: true, plan: "Yearly", course_id: jeeMain });
    const mine = list.body.data.items.find((m: any) => m.id === video.id);
    expect(mine).toMatchObject({ locked: false, locked_reason: null, progress: null });
    expect(list.body.data.items.every((m: any) => m.course_path[0] === "JEE")).toBe(true);

    const access = await call(t.app, "GET", `/api/user_study_materials/${video.id}/access`, s.token);
    expect(access.status).toBe(200);
    const { url } = access.body.data;
    const part = await fetchUrl(t.app, url, { range: "bytes=4-11" });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe("ftypmp42");
    expect(part.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    const whole = await fetchUrl(t.app, url);
    expect(whole.status).toBe(200);
    expect(whole.body.equals(MP4)).toBe(true);
    expect(whole.headers.etag).toBeTruthy();
    expect(whole.headers["last-modified"]).toBeTruthy();
    if (storage === "local") {
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      const again = await fetchUrl(t.app, url, { "if-none-match": whole.headers.etag });
      expect(again.status).toBe(304);
      const since = await fetchUrl(t.app, url, { "if-modified-since": whole.headers["last-modified"] });
      expect(since.status).toBe(304);
      const past = await fetchUrl(t.app, url, { range: `bytes=${MP4.length + 10}-` });
      expect(past.status).toBe(416);
      const tail = await fetchUrl(t.app, url, { range: "bytes=-4" });
      expect(tail.body.equals(MP4.subarray(-4))).toBe(true);
    } else {
      expect(url).toMatch(/X-Amz-Expires=600/);
    }

    const saved = await call(t.app, "PUT", `/api/user_study_materials/${video.id}/progress`, s.token, {
      position: 42.5,
      done: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ position: 42.5, done: false });
    await call(t.app, "PUT", `/api/user_study_materials/${doc.id}/progress`, s.token, {
      position: 3,
      done: true,
    });
    const back = await call(t.app, "GET", "/api/user_study_materials?done=false&kind=video", s.token);
    expect(back.body.data.continue).toMatchObject({
      id: video.id,
      progress: { position: 42.5, done: false },
    });
    expect(back.body.data.items.every((m: any) => m.kind === "video" && !m.progress?.done)).toBe(true);
    const done = await call(t.app, "GET", "/api/user_study_materials?done=true", s.token);
    expect(done.body.data.items.map((m: any) => m.id)).toEqual([doc.id]);
    const bad = await call(t.app, "PUT", `/api/user_study_materials/${doc.id}/progress`, s.token, {
      position: -1,
      done: true,
    });
    expect(bad.status).toBe(400);
    // Another student's progress is their own.
    const other = await studentSession(t.app);
    await buyYearly(t.app, other.token, jeeMain);
    const theirs = await call(t.app, "GET", "/api/user_study_materials", other.token);
    expect(theirs.body.data.items.find((m: any) => m.id === video.id).progress).toBeNull();
  });

  it("the trial opens PDFs of its course, not videos; another course's file and unpublished items stay shut", async () => {
    const doc = await create({ title: "Trial notes" });
    await uploadFile(t.app, staff, doc.id, PDF);
    const video = await create({ title: "Trial lecture", kind: "video" });
    await uploadFile(t.app, staff, video.id, MP4);
    const neetDoc = await create({ title: "NEET notes", course_id: neet });
    await uploadFile(t.app, staff, neetDoc.id, PDF);
    const hidden = await create({ title: "Draft", published: false });
    await uploadFile(t.app, staff, hidden.id, PDF);
    const s = await studentSession(t.app);
    expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);

    expect((await call(t.app, "GET", `/api/user_study_materials/${doc.id}/access`, s.token)).status).toBe(
      200,
    );
    const locked = await call(t.app, "GET", `/api/user_study_materials/${video.id}/access`, s.token);
    expect(locked).toMatchObject({ status: 403, body: { message: LOCKED_TRIAL_VIDEO } });
    const foreign = await call(t.app, "GET", `/api/user_study_materials/${neetDoc.id}/access`, s.token);
    expect(foreign).toMatchObject({ status: 403, body: { message: LOCKED_NOT_COVERED } });
    expect((await call(t.app, "GET", `/api/user_study_materials/${hidden.id}/access`, s.token)).status).toBe(
      404,
    );
    const progress = await call(t.app, "PUT", `/api/user_study_materials/${neetDoc.id}/progress`, s.token, {
      position: 1,
      done: false,
    });
    expect(progress.status).toBe(403);

    const list = await call(t.app, "GET", "/api/user_study_materials", s.token);
    const ids = list.body.data.items.map((m: any) => m.id);
    expect(ids).toContain(doc.id);
    expect(ids).not.toContain(neetDoc.id);
    expect(ids).not.toContain(hidden.id);
    const lockedItem = list.body.data.items.find((m: any) => m.id === video.id);
    expect(lockedItem).toMatchObject({ locked: true, locked_reason: LOCKED_TRIAL_VIDEO });
    const seededLink = list.body.data.items.find((m: any) => m.kind === "link" && !m.is_demo);
    expect(seededLink).toMatchObject({ locked: true, link_url: null, embed_url: null });
  });

  it("expired and unsubscribed students see the materials locked and never reach a file", async () => {
    const doc = await create({ title: "Expiring notes" });
    await uploadFile(t.app, staff, doc.id, PDF);
    const expired = await studentSession(t.app);
    await buyYearly(t.app, expired.token, jeeMain);
    await expirePlans(t.app, expired.userid);
    const list = await call(t.app, "GET", "/api/user_study_materials", expired.token);
    expect(list.body.data.access.live).toBe(false);
    const item = list.body.data.items.find((m: any) => m.id === doc.id);
    expect(item).toMatchObject({ locked: true, locked_reason: LOCKED_EXPIRED });
    const denied = await call(t.app, "GET", `/api/user_study_materials/${doc.id}/access`, expired.token);
    expect(denied).toMatchObject({ status: 403, body: { message: LOCKED_EXPIRED } });

    const never = await studentSession(t.app);
    const all = await call(t.app, "GET", "/api/user_study_materials", never.token);
    expect(all.body.data.access).toMatchObject({ live: false, plan: null });
    expect(all.body.data.items.length).toBeGreaterThan(0);
    expect(all.body.data.items.filter((m: any) => !m.is_demo).every((m: any) => m.locked)).toBe(true);
    expect(all.body.data.continue).toBeNull();
    const no = await call(t.app, "GET", `/api/user_study_materials/${doc.id}/access`, never.token);
    expect(no).toMatchObject({ status: 403, body: { message: LOCKED_SUBSCRIBE } });
  });

  it("signed links: tampered or expired ones are refused, private keys never served as public uploads", async () => {
    const doc = await create({ title: "Signed" });
    await uploadFile(t.app, staff, doc.id, PDF);
    const access = await call(t.app, "GET", `/api/course_document/${doc.id}/access`, staff);
    const url: string = access.body.data.url;
    if (storage === "local") {
      const tampered = url.replace(/sig=(.)/, (_m, c) => `sig=${c === "A" ? "B" : "A"}`);
      const bad = await call(t.app, "GET", tampered);
      expect(bad).toMatchObject({ status: 403, body: { message: LINK_INVALID } });
      const longer = url.replace(/exp=(\d+)/, (_m, e) => `exp=${Number(e) + 60_000}`);
      expect((await call(t.app, "GET", longer)).body.message).toBe(LINK_INVALID);
      const name = url.split("?")[0]!.split("/").pop()!;
      const { verifySignedName } = await import("../src/platform/files");
      expect(() => verifySignedName(t.app.platform.fileKey, name, "1", "x")).toThrow(LINK_INVALID);
      const { signedFileUrl } = await import("../src/platform/files");
      const old = await signedFileUrl(
        t.app.platform.storage,
        t.app.platform.fileKey,
        `private/${name}`,
        { contentType: "application/pdf" },
        Date.now() - SIGNED_URL_TTL_MS - 1000,
      );
      expect(await call(t.app, "GET", old.url)).toMatchObject({
        status: 403,
        body: { message: LINK_EXPIRED },
      });
      expect((await call(t.app, "GET", `/uploads/${name}`)).status).toBe(404);
      expect((await call(t.app, "GET", `/uploads/private%2F${name}`)).status).toBe(404);
    } else {
      // The S3 service checks its own signatures (s3rver does not): the link is presigned and short-lived.
      expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      expect(url).toMatch(/X-Amz-Expires=600(&|$)/);
      expect(url).toContain("/private/");
    }
  });

  it("public uploads (profile picture, question and editor images) and the course tree export come from storage", async () => {
    const s = await studentSession(t.app);
    const mp = multipart(PNG, "me.png", "image", "image/png");
    const pic = await call(t.app, "POST", "/api/profilepicuploadtospace", s.token, mp.payload, mp.headers);
    expect(pic.status).toBe(200);
    const served = await call(t.app, "GET", `/uploads/${pic.body.data.profilePic}`);
    expect(served.status).toBe(200);
    expect(served.raw.equals(PNG)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");

    const img = await call(t.app, "POST", "/api/dev/upload-img-to-s3", staff, mp.payload, mp.headers);
    expect(img.status).toBe(200);
    expect(img.body.data.url).toMatch(/^\/uploads\/image-[0-9a-f]{32}\.png$/);
    expect((await call(t.app, "GET", img.body.data.url)).raw.equals(PNG)).toBe(true);
    const notImage = multipart(PDF, "x.png", "image", "image/png");
    expect(
      (await call(t.app, "POST", "/api/dev/upload-img-to-s3", staff, notImage.payload, notImage.headers))
        .status,
    ).toBe(415);
    const big = multipart(Buffer.concat([PNG, Buffer.alloc(12 * 1024)]), "x.png", "image", "image/png");
    expect(
      (await call(t.app, "POST", "/api/dev/upload-img-to-s3", staff, big.payload, big.headers)).status,
    ).toBe(413);
    expect(
      (await call(t.app, "POST", "/api/dev/upload-img-to-s3", s.token, mp.payload, mp.headers)).status,
    ).toBe(403);

    const tree = await call(t.app, "GET", "/uploads/course-hierarchy.temp.json");
    expect(tree.status).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/uploads/course-hierarchy.temp.json" });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(tree.raw.length);
    expect(tree.body[0]).toMatchObject({ name: "Foundation", children: expect.any(Array) });
    const added = await call(t.app, "POST", "/api/courses", staff, {
      parent: 0,
      name: "Olympiads",
      type: "Category",
      for_subscription: false,
      fee: null,
      quarterly_fee: null,
    });
    expect(added.status).toBe(200);
    const after = await call(t.app, "GET", "/uploads/course-hierarchy.temp.json");
    expect(after.body.map((n: any) => n.name)).toContain("Olympiads");
  });
});
