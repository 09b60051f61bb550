import type { QueryClient } from "@tanstack/react-query";
import { DELIVERED_EVENT, outboxHinted } from "../lib/outbox/outboxState";
import { secureStorage } from "../lib/secureStorage";

/**
 * Starts the outbox after the page has loaded when the last visit left changes in it (the outbox and its
 * IndexedDB code load only then, or at the first change that cannot be sent), and applies what a
 * delivered change means for the page: the profile reply becomes the stored user info, and every cached
 * query is refetched so lists show the new answer or doubt.
 */
export function startOutboxEffects(client: QueryClient, target: Window = window): void {
  target.addEventListener(DELIVERED_EVENT, (event) => {
    const { path, data } = (event as CustomEvent<{ path: string; data: unknown }>).detail;
    if (path === "/updateprofile" && data && typeof data === "object")
      secureStorage.setItem("user-info", data);
    void client.invalidateQueries();
  });
  const resume = () => {
    if (outboxHinted()) {
      void import("../lib/outbox/appOutbox").then(
        (m) => m.appOutbox(),
        (error: unknown) => console.error("The outbox could not load", error),
      );
    }
  };
  // The outbox's module (not its IndexedDB) is fetched when the page is idle, so that a change made after
  // the connection drops can still be queued even where no service worker holds the chunk.
  const prefetch = () => {
    resume();
    const idle = target.requestIdleCallback ?? ((fn: () => void) => target.setTimeout(fn, 2_000));
    // Signed-in students only: a visitor's home page fetches nothing more.
    if (secureStorage.getItem("user-info"))
      idle(() => void import("../lib/outbox/appOutbox").catch(() => undefined));
  };
  if (document.readyState === "complete") prefetch();
  else target.addEventListener("load", prefetch, { once: true });
}
