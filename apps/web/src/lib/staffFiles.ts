import { csvLine } from "@medhavi/domain";
import { secureStorage } from "./secureStorage";
import { toastError } from "./toast";

/** A column's CSV reader, as DataTable's columns carry it. */
export interface CsvColumn<T> {
  header: string;
  csv?: (row: T) => string | number | null | undefined;
}

/** Saves `parts` as a file through a temporary link. */
export function saveFile(name: string, parts: BlobPart[], type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The rows as CSV (RFC 4180, CRLF), with the columns that have a `csv` reader. */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const exported = columns.filter((c) => c.csv);
  return [exported.map((c) => c.header), ...rows.map((row) => exported.map((c) => c.csv?.(row)))]
    .map(csvLine)
    .join("");
}

const CUT_SHORT =
  "The export stopped before the end (the connection was lost). Nothing was downloaded; try again.";

/** A staff-only call with the admin token; a refusal becomes an Error with the server's message. */
async function staffFetch(path: string): Promise<Response> {
  const token = secureStorage.getItem<{ token?: unknown }>("admin-info")?.token;
  const headers: Record<string, string> = {};
  if (typeof token === "string" && token !== "") headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw new Error("The server could not be reached. Nothing was downloaded.");
  }
  if (response.ok) return response;
  const reply: unknown = await response.json().catch(() => null);
  const message = (reply as { message?: unknown } | null)?.message;
  throw new Error(
    typeof message === "string" && message !== ""
      ? message
      : `The download failed (HTTP ${response.status}). Nothing was downloaded.`,
  );
}

/** Saves a file the server sent, under the name it gave (else `fallbackName`). */
async function saveReply(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  let body: Blob;
  try {
    body = await response.blob();
  } catch {
    throw new Error(CUT_SHORT);
  }
  saveFile(name, [body], response.headers.get("content-type") ?? undefined);
}

/** Downloads a staff-only file (the question bank's CSV template or export) and saves it; a failure is a toast. */
export async function downloadStaffFile(path: string, fallbackName: string): Promise<void> {
  try {
    await saveReply(await staffFetch(path), fallbackName);
  } catch (error) {
    toastError(`Download failed: ${error instanceof Error ? error.message : "unknown error"}`);
  }
}

/**
 * Every item of a list, as the server streams it (platform/exports.ts: one JSON item a line, then
 * `{"end":true,"count":n}`), handed to `onItem` as it arrives. Throws unless the stream ends with that
 * line and its count, so an export cut short is never saved as if it were whole.
 */
async function readItems<T>(response: Response, onItem: (item: T) => void): Promise<number> {
  if (!response.body) throw new Error(CUT_SHORT);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let count = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw new Error(CUT_SHORT);
    }
    if (chunk.done) throw new Error(CUT_SHORT);
    buffered += chunk.value;
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf("\n");
      if (line === "") continue;
      const value = JSON.parse(line) as T & { end?: unknown; count?: unknown };
      if (value.end === true) {
        if (value.count !== count) throw new Error(CUT_SHORT);
        await reader.cancel();
        return count;
      }
      onItem(value);
      count += 1;
    }
  }
}

/**
 * Saves every row of a server list as CSV: streamed items (NDJSON) become CSV lines with the table's own
 * columns as they arrive, or, when the server makes the CSV itself (text/csv), its file as it is.
 */
export async function exportList<T>(
  path: string,
  name: string,
  columns: ReadonlyArray<CsvColumn<T>>,
  onProgress?: (rows: number) => void,
): Promise<void> {
  const response = await staffFetch(path);
  if (response.headers.get("content-type")?.startsWith("text/csv")) return saveReply(response, name);
  const exported = columns.filter((c) => c.csv);
  const parts: string[] = ["\uFEFF", csvLine(exported.map((c) => c.header))];
  await readItems<T>(response, (row) => {
    parts.push(csvLine(exported.map((c) => c.csv?.(row))));
    if (parts.length % 500 === 0) onProgress?.(parts.length - 2);
  });
  saveFile(name, parts);
}
