/**
 * Where queued requests live between page loads: one IndexedDB object store (a few lines over the raw
 * API rather than a dependency). Tests use the in-memory store.
 */

export interface OutboxEntry {
  /** Also the request's Idempotency-Key: a replay of the same entry never doubles anything. */
  id: string;
  /** Sending order. */
  seq: number;
  /** Whose change it is: another account signed in on this device never sends it. */
  userId: number | null;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Relative to /api. */
  path: string;
  body?: unknown;
  /** What it is, for the banner and the toasts ("Profile changes"). */
  label: string;
  createdAt: number;
}

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = "medhavi-outbox";
const STORE = "requests";

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function indexedDbStore(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await db()).transaction(STORE, mode);
    const result = await promised(op(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
    return result;
  };
  return {
    all: () => run("readonly", (s) => s.getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => void (await run("readwrite", (s) => s.put(entry))),
    delete: async (id) => void (await run("readwrite", (s) => s.delete(id))),
    clear: async () => void (await run("readwrite", (s) => s.clear())),
  };
}

export function memoryStore(
  initial: OutboxEntry[] = [],
): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map(initial.map((e) => [e.id, structuredClone(e)]));
  return {
    entries,
    all: async () => [...entries.values()].map((e) => structuredClone(e)),
    put: async (entry) => void entries.set(entry.id, structuredClone(entry)),
    delete: async (id) => void entries.delete(id),
    clear: async () => entries.clear(),
  };
}
