/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { courses, subscriptions } from "../src/db/schema";
import { post } from "./helpers";

export const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  Buffer.alloc(3000, 0x41),
  Buffer.from("\n%%EOF\n"),
]);
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mp42isom"),
  Buffer.alloc(5000, 7),
]);
export const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 3)]);
export const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
  Buffer.alloc(64, 1),
]);

/** A multipart body with one file part. */
export function multipart(content: Buffer, filename = "notes.pdf", field = "file", type = "application/pdf") {
  const boundary = "----medhavi-materials";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as any }),
  });
  let body: any = null;
  try {
    body = res.json();
  } catch {}
  return { status: res.statusCode, body, raw: res.rawPayload, headers: res.headers };
}

export async function uploadFile(
  app: FastifyInstance,
  token: string,
  id: number,
  content: Buffer,
  filename?: string,
) {
  const mp = multipart(content, filename);
  return call(app, "PUT", `/api/course_document/${id}/file`, token, mp.payload, mp.headers);
}

/** Fetches a signed URL: the server's own (/api/files/…) through inject, an S3 presigned one over HTTP. */
export async function fetchUrl(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  if (url.startsWith("/")) {
    const res = await app.inject({ method: "GET", url, headers });
    return { status: res.statusCode, body: res.rawPayload, headers: res.headers as Record<string, any> };
  }
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    body: Buffer.from(await res.arrayBuffer()),
    headers: Object.fromEntries(res.headers.entries()) as Record<string, any>,
  };
}

export async function courseId(app: FastifyInstance, name: string): Promise<number> {
  const [row] = await app.platform.db.select().from(courses).where(eq(courses.name, name));
  if (!row) throw new Error(`no course ${name}`);
  return row.id;
}

/** Buys a Yearly plan through the sandbox gateway. */
export async function buyYearly(app: FastifyInstance, token: string, course: number) {
  const order = await post(
    app,
    "/api/payment/createorder",
    {
      subscription_start: Date.now(),
      subscription_end: Date.now() + 1000,
      course_id: course,
      subscription_type: "Yearly",
    },
    token,
  );
  if (order.status !== 200) throw new Error(`order: ${order.body.message}`);
  const paid = await post(
    app,
    "/api/payment/sandbox/pay",
    { order_id: order.body.data.order_id, outcome: "success" },
    token,
  );
  if (paid.status !== 200) throw new Error(`pay: ${paid.body.message}`);
  const verified = await post(app, "/api/payment/verify_payment", paid.body.data, token);
  if (verified.status !== 200) throw new Error(`verify: ${verified.body.message}`);
}

/** Moves every plan of the student into the past: the plan ran out yesterday. */
export async function expirePlans(app: FastifyInstance, userId: number) {
  const day = 86_400_000;
  await app.platform.db
    .update(subscriptions)
    .set({ startsAt: new Date(Date.now() - 3 * day), endsAt: new Date(Date.now() - day) })
    .where(eq(subscriptions.userId, userId));
}

/** Every object key in local storage (DATA_DIR/uploads), partial files included. */
export function localKeys(dataDir: string): string[] {
  const root = join(dataDir, "uploads");
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory()
        ? walk(join(dir, name), `${prefix}${name}/`)
        : [`${prefix}${name}`],
    );
  try {
    return walk(root, "").sort();
  } catch {
    return [];
  }
}
