import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH, sendCsv, sendEveryItem } from "../src/platform/exports";

// The export helpers on a bare server, with a list of 2.5 batches and lists that fail early or midway.
const ITEMS = Array.from({ length: Math.floor(EXPORT_BATCH * 2.5) }, (_, i) => ({ id: i + 1 }));
const pages: number[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get("/items", (_request, reply) =>
    sendEveryItem(reply, async (page, pageSize) => {
      pages.push(page);
      return { items: ITEMS.slice((page - 1) * pageSize, page * pageSize) };
    }),
  );
  app.get("/fails-first", (_request, reply) =>
    sendEveryItem(reply, async () => {
      throw new Error("database down");
    }),
  );
  app.get("/fails-later", (_request, reply) =>
    sendEveryItem(reply, async (page, pageSize) => {
      if (page > 1) throw new Error("database down");
      return { items: ITEMS.slice(0, pageSize) };
    }),
  );
  app.get("/csv", (_request, reply) =>
    sendCsv(
      reply,
      "people.csv",
      (async function* () {
        yield "name\r\n";
        yield "Asha\r\nRavi\r\n";
      })(),
    ),
  );
  await app.ready();
});
afterAll(async () => app?.close());

describe("streamed exports", () => {
  it("stream every item, batch by batch, then an end line with the count", async () => {
    const res = await app.inject({ method: "GET", url: "/items" });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, -1)).toEqual(ITEMS);
    expect(lines.at(-1)).toEqual({ end: true, count: ITEMS.length });
    expect(pages).toEqual([1, 2, 3]);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a failure before the first batch is an ordinary error reply", async () => {
    const res = await app.inject({ method: "GET", url: "/fails-first" });
    expect(res.statusCode).toBe(500);
  });

  it("a failure midway cuts the stream before any end line, so the browser never takes it for whole", async () => {
    const res = await app.inject({ method: "GET", url: "/fails-later" }).catch((err: unknown) => err);
    const body = res instanceof Error ? "" : (res as { body: string }).body;
    expect(body).not.toContain('"end":true');
  });

  it("a CSV the server makes streams with a BOM, as an attachment", async () => {
    const res = await app.inject({ method: "GET", url: "/csv" });
    expect(res.body).toBe("\uFEFFname\r\nAsha\r\nRavi\r\n");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="people.csv"');
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  });
});
