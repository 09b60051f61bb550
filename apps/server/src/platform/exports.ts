import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** Rows per query while an export streams: few queries, and none holds the database for long. */
export const EXPORT_BATCH = 500;

/** One page of a list, as the list's own service function reads it. */
export type ListPage<T> = (page: number, pageSize: number) => Promise<{ items: readonly T[] }>;

/**
 * Every item of a paged list (the same filters and order as the list on screen), streamed as NDJSON:
 * one item per line, the list call's own item shape, then `{"end":true,"count":n}` so the browser can
 * tell a whole export from one cut short. The browser turns the items into CSV with the table's columns
 * (apps/web lib/DataTable.tsx), so a column is defined once.
 *
 * Each batch is its own query, not one long transaction (the embedded database has one connection):
 * a row added while an export runs may appear twice at a batch boundary; none already there is missed
 * unless it is deleted meanwhile. The first batch is read before the reply starts, so a failure there
 * is an ordinary error reply; a later one cuts the stream, and the browser reports it.
 */
export async function sendEveryItem<T>(reply: FastifyReply, page: ListPage<T>): Promise<FastifyReply> {
  const first = await page(1, EXPORT_BATCH);
  async function* lines() {
    let batch = first.items;
    let count = 0;
    for (let n = 2; ; n += 1) {
      if (batch.length > 0) yield batch.map((item) => `${JSON.stringify(item)}\n`).join("");
      count += batch.length;
      if (batch.length < EXPORT_BATCH) break;
      batch = (await page(n, EXPORT_BATCH)).items;
    }
    yield `${JSON.stringify({ end: true, count })}\n`;
  }
  return reply
    .type("application/x-ndjson; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(Readable.from(lines()));
}

/**
 * A CSV file streamed as `lines` yields it (a header, then batches of rows), with a BOM so spreadsheet
 * apps read it as UTF-8. The first chunk is made before the reply starts, as in sendEveryItem.
 */
export async function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterator<string>) {
  const first = await lines.next();
  async function* body() {
    if (!first.done) yield `\uFEFF${first.value}`;
    for (let next = await lines.next(); !next.done; next = await lines.next()) yield next.value;
  }
  return reply
    .type("text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${name}"`)
    .header("Cache-Control", "no-store")
    .send(Readable.from(body()));
}
