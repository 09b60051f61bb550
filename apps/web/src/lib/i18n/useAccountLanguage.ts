import { useEffect } from "react";
import { isLanguage, setLanguage, storedLanguage } from "./language";

interface AccountLike {
  userid?: number | string;
  language?: unknown;
}

/** localStorage: the account whose language this device last took (the app reloads after a login). */
export const LANGUAGE_ACCOUNT_KEY = "medhavi-language-account";

function syncedAccount(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

/**
 * The first time an account is seen on this device (a login): the account's language wins; an account
 * that never chose one takes this device's choice (saved through `save`). Afterwards the device's
 * choice stands, and switching saves it to the account (chooseLanguage).
 */
export function useAccountLanguage(
  user: AccountLike | null,
  save: (language: "en" | "hi") => Promise<void>,
): void {
  useEffect(() => {
    if (!user || user.userid === undefined) return;
    const id = String(user.userid);
    if (syncedAccount() === id) return;
    if (isLanguage(user.language)) {
      markSynced(id);
      void setLanguage(user.language);
      return;
    }
    const device = storedLanguage();
    if (device === "en") {
      markSynced(id);
      return;
    }
    // Marked only once saved: the app reloads right after a login and may cut the first try short.
    save(device).then(
      () => markSynced(id),
      (err: unknown) => console.warn("The language could not be saved on the account", err),
    );
  }, [user, save]);
}

function markSynced(id: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_ACCOUNT_KEY, id);
  } catch {
    // Without storage this runs again next start: harmless, the account's language is applied again.
  }
}
