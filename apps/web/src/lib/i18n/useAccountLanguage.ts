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
export function useAccountLanguage(user: AccountLike | null, save: (language: "en" | "hi") => void): void {
  useEffect(() => {
    if (!user || user.userid === undefined) return;
    const id = String(user.userid);
    if (syncedAccount() === id) return;
    try {
      window.localStorage.setItem(LANGUAGE_ACCOUNT_KEY, id);
    } catch {
      // Without storage this runs again next start: harmless, the account's language is applied again.
    }
    if (isLanguage(user.language)) void setLanguage(user.language);
    else if (storedLanguage() !== "en") save(storedLanguage());
  }, [user, save]);
}
