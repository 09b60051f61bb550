import { PROOF_OF_WORK_PATHS } from "@medhavi/domain";
import { connectivity } from "../connectivity";
import { api } from "../http";
import { secureStorage } from "../secureStorage";
import { toast } from "../toast";
import { Outbox } from "./outbox";
import { DELIVERED_EVENT, OUTBOX_HINT_KEY, registerPendingSource } from "./outboxState";
import { indexedDbStore, type OutboxEntry } from "./store";

/**
 * The app's one outbox, created when first needed (a change could not be sent, or the last page load left
 * some): this module and the IndexedDB code load in their own chunk, never with the home page.
 */

function currentUser(): number | null {
  const id = Number(secureStorage.getItem<{ userid?: unknown }>("user-info")?.userid);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function send(entry: OutboxEntry): Promise<unknown> {
  if (entry.method === "POST" && PROOF_OF_WORK_PATHS.includes(entry.path)) {
    // A public form that waited for the connection: its proof of work is solved now, when it goes.
    const { ProofOfWorkSolver, withProof } = await import("../proofOfWork");
    let key = entry.id;
    return withProof(new ProofOfWorkSolver(), (proof) => {
      const options = { silent: true, headers: { ...proof, "Idempotency-Key": key } };
      // A refused proof's reply is kept under its key: the second try goes under another.
      key = `${entry.id}-pow`;
      return api.post(entry.path, entry.body, options);
    });
  }
  const options = { silent: true, headers: { "Idempotency-Key": entry.id } };
  switch (entry.method) {
    case "POST":
      return api.post(entry.path, entry.body, options);
    case "PUT":
      return api.put(entry.path, entry.body, options);
    case "PATCH":
      return api.patch(entry.path, entry.body, options);
    default:
      return api.delete(entry.path, options);
  }
}

function hint(count: number): void {
  try {
    if (count > 0) window.localStorage.setItem(OUTBOX_HINT_KEY, String(count));
    else window.localStorage.removeItem(OUTBOX_HINT_KEY);
  } catch {
    // Storage refused: the outbox still works while the tab is open.
  }
}

let instance: Outbox | null = null;

/** Logout: every waiting change of this device is dropped (a fresh page has an empty outbox to clear). */
export async function clearOutbox(): Promise<void> {
  if (instance) await instance.clear();
  else await indexedDbStore().clear();
}

export function appOutbox(): Outbox {
  if (instance) return instance;
  const outbox = new Outbox({
    store: indexedDbStore(),
    send,
    connectivity,
    currentUser,
    onCount: hint,
    onOutcome: (outcome) => {
      if (outcome.kind === "sent") {
        toast(`Sent: ${outcome.entry.label}.`, "success");
        window.dispatchEvent(
          new CustomEvent(DELIVERED_EVENT, { detail: { path: outcome.entry.path, data: outcome.data } }),
        );
      } else {
        toast(`Not sent: ${outcome.entry.label}. ${outcome.message}`, "error");
      }
    },
  });
  registerPendingSource("outbox", { count: () => outbox.count(), subscribe: outbox.subscribe });
  // A student signing in (again) may send what waited for them.
  secureStorage.subscribe(() => outbox.retryNow());
  instance = outbox;
  return outbox;
}
