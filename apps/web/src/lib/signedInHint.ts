import { SIGNED_IN_COOKIE } from "@medhavi/domain";
import { type SecureStorage, secureStorage } from "./secureStorage";

/**
 * Keeps the SIGNED_IN_COOKIE hint in step with this device's student session, so the server sends the
 * plain app shell, not the page rendered for a signed-out visitor, to a signed-in student. Runs at start
 * (sessions from before the hint existed) and on every sign-in and sign-out, in this tab or another.
 */
/** Whether this device holds a student's session (what the hint tells the server). */
export function hasSession(store: SecureStorage = secureStorage): boolean {
  return store.getRaw("user-info") !== null;
}

export function keepSignedInHint(store: SecureStorage = secureStorage): () => void {
  let hinted: boolean | undefined;
  const sync = () => {
    const signedIn = hasSession(store);
    if (signedIn === hinted) return;
    hinted = signedIn;
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
    document.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  };
  sync();
  return store.subscribe(sync);
}
