import { OFFLINE_CHECK_TIMEOUT_MS } from "@medhavi/domain";
import { connectivity } from "../connectivity";
import { ApiError, api, type RequestOptions } from "../http";
import { translate } from "../i18n/language";
import { toast } from "../toast";
import type { NewEntry } from "./outbox";
import { pendingIn } from "./outboxState";

/**
 * Sends a state-changing request of a student, or queues it in the outbox when the server cannot be
 * reached (or earlier changes are still waiting, to keep the order). Every attempt carries the same
 * Idempotency-Key, so a request that reached the server just before the connection dropped is not doubled
 * when it is replayed. Never use it for payments or logins: they need a live connection.
 */

export type ChangeResult<T> = { queued: false; data: T } | { queued: true };

/** `headers` go with this attempt only; a queued change is sent later without them. */
export type Change = Omit<NewEntry, "id"> & Pick<RequestOptions, "silent" | "headers">;

function request<T>(change: Change, id: string): Promise<T> {
  const options: RequestOptions = {
    headers: { ...change.headers, "Idempotency-Key": id },
    ...(change.silent ? { silent: true } : {}),
  };
  switch (change.method) {
    case "POST":
      return api.post<T>(change.path, change.body, options);
    case "PUT":
      return api.put<T>(change.path, change.body, options);
    case "PATCH":
      return api.patch<T>(change.path, change.body, options);
    default:
      return api.delete<T>(change.path, options);
  }
}

async function queue(change: Change, id: string): Promise<{ queued: true }> {
  let appOutbox: typeof import("./appOutbox").appOutbox;
  try {
    // A chunk request caught by the connection dropping may hang rather than fail: give up after 5 s.
    ({ appOutbox } = await Promise.race([
      import("./appOutbox"),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("timed out")), OFFLINE_CHECK_TIMEOUT_MS),
      ),
    ]));
  } catch (error) {
    // Offline before the outbox's code ever loaded (no service worker yet): say so plainly.
    console.error("The outbox could not load", error);
    throw new ApiError("The server could not be reached.", 0);
  }
  await appOutbox().enqueue({
    method: change.method,
    path: change.path,
    label: change.label,
    body: change.body,
    id,
  });
  // Quiet callers (progress saves, hiding a notification) rely on the banner's count instead.
  if (!change.silent) {
    const what = translate(`outbox.label.${change.label}`, change.label);
    toast(
      translate("outbox.queued", "No connection: {{what}} will be sent when you're back online.", { what }),
      "info",
    );
  }

  return { queued: true };
}

export async function submitChange<T>(change: Change): Promise<ChangeResult<T>> {
  const id = globalThis.crypto.randomUUID();
  if (!connectivity.getState().online || pendingIn("outbox") > 0) return queue(change, id);
  try {
    return { queued: false, data: await request<T>(change, id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return queue(change, id);
    throw error;
  }
}
