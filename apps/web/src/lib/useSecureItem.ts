import { useMemo, useSyncExternalStore } from "react";
import { type SecureKey, type SecureStorage, secureStorage } from "./secureStorage";

/**
 * Reads a secure-storage value and re-renders when it changes (here or in another tab). The snapshot is
 * the value's JSON text, which is stable between changes, so it is parsed again only when it changes.
 */
export function useSecureItem<T>(key: SecureKey, store: SecureStorage = secureStorage): T | null {
  const raw = useSyncExternalStore(
    store.subscribe,
    () => store.getRaw(key),
    () => null,
  );
  return useMemo(() => (raw === null ? null : store.getItem<T>(key)), [raw, key, store]);
}
