import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_PIXELS } from "../src/platform/content-checks";
import { startTestApp, studentSession } from "./helpers";
import { jpegOf, pngOf } from "./image-headers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
  Buffer.alloc(64, 1),
]);

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = "----medhavi-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string | undefined, content: Buffer, filename = "me.png", type = "image/png") {
  const body = multipart(content, filename, type);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/profilepicuploadtospace",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe("POST /api/profilepicuploadtospace", () => {
  it("stores a real image, serves it, and removes the previous one", async () => {
    const { token, student } = await studentSession(t.app);
    const first = await upload(token, PNG);
    expect(first.status).toBe(200);
    const name: string = first.body.data.profilePic;
    expect(name).toMatch(/^profile-\d+-[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: "GET", url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(token, PNG);
    expect(second.status).toBe(200);
    expect(existsSync(join(t.env.dataDir, "uploads", name))).toBe(false);
    const profile = await t.app.inject({
      method: "POST",
      url: "/api/getProfile",
      payload: { email: student.email },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.profilePic).toBe(second.body.data.profilePic);
  });

  it("judges the file by its content, not its name", async () => {
    const { token } = await studentSession(t.app);
    const res = await upload(token, Buffer.from("<svg onload=alert(1)>"), "me.png", "image/png");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Upload a JPEG, PNG, WebP or GIF image.");
  });

  it("refuses pictures over 2 MB", async () => {
    const { token } = await studentSession(t.app);
    const res = await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The picture must be 2 MB or smaller.");
  });

  it("refuses a small file that declares 65,535 × 65,535 px (limits pixels, not only bytes)", async () => {
    const { token } = await studentSession(t.app);
    for (const [huge, name] of [
      [pngOf(65_535, 65_535), "me.png"],
      [jpegOf(9_000, 9_000), "me.jpg"],
    ] as const) {
      const res = await upload(token, huge, name);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(TOO_MANY_PIXELS);
    }
    expect((await upload(token, jpegOf(4_000, 3_000), "me.jpg")).status).toBe(200);
  });

  it("needs a session and a file", async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
    const { token } = await studentSession(t.app);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/profilepicuploadtospace",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose a picture to upload.");
  });
});
