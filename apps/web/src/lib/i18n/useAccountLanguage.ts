import { useEffect, useRef } from "react";
import { isLanguage, setLanguage, storedLanguage } from "./language";

interface AccountLike {
  userid?: number | string;
  language?: unknown;
}

/**
 * At login (no user → a user): the account's language wins; an account that never chose one takes this
 * device's choice (saved through `save`). A session already open at start keeps the device's choice.
 */
export function useAccountLanguage(user: AccountLike | null, save: (language: "en" | "hi") => void): void {
  const seen = useRef(user?.userid ?? null);
  useEffect(() => {
    const id = user?.userid ?? null;
    const login = id !== null && id !== seen.current;
    seen.current = id;
    if (!login || !user) return;
    if (isLanguage(user.language)) void setLanguage(user.language);
    else if (storedLanguage() !== "en") save(storedLanguage());
  }, [user, save]);
}
