/**
 * Encrypted JSON values in localStorage (spec sections 3 and 8): the session, "user-info", "user-token" and
 * "admin-info".
 *
 * What this is and is not (ADR 021): each value is sealed with AES-GCM (Web Crypto) under a random 256-bit
 * key kept in the same browser's localStorage. That stops casual reading (DevTools opened over a shoulder,
 * an extension scanning storage for e-mail addresses) and detects any change: the GCM tag covers the value
 * and the entry's name, so an altered byte, a value sealed under another key or one moved to another entry
 * is refused. It is obfuscation and integrity, not protection from code running on the page: anything the
 * page can read, a script on the page can read too, the key included. Real secrets (payment keys, password
 * hashes) never reach the browser; the session token kept here is short-lived and checked by the server on
 * every call.
 *
 * Components read the session during render, so reads are synchronous and never touch crypto: `load()`
 * decrypts every entry into memory once as the app starts (main.tsx awaits it before anything reads); a
 * write changes memory at once and reaches localStorage a moment later, writes in the order they were made;
 * another tab's change is decrypted, then announced. Stored data that cannot be decrypted clears
 * localStorage and reloads the page (section 8). Entries of the format before this one (`mdv1.`, ChaCha20
 * without a tag) are dropped without a reload: the student signs in again, once.
 */

export type SecureKey = "user-info" | "user-token" | "admin-info" | (string & {});

/** localStorage key of the per-browser AES-256 key (32 random bytes, base64). */
export const CIPHER_KEY_NAME = "medhavi-session-key";
/** Prefix of every stored value, then base64 of the IV (12 bytes), the ciphertext and the tag (16 bytes). */
export const FORMAT = "mdv2.";
/** The session's entries: one of them holding anything but FORMAT has been tampered with. */
const SESSION_KEYS: readonly string[] = ["user-info", "user-token", "admin-info"];
/** The ChaCha20 entries and key of the format before AES-GCM. */
const OLD_FORMAT = "mdv1.";
const OLD_CIPHER_KEY_NAME = "medhavi-storage-key";
const AES = "AES-GCM";
const IV_BYTES = 12;

export interface SecureStorageOptions {
  /** Defaults to window.localStorage, looked up at call time. */
  storage?: () => Storage;
  /** What to do after wiping undecryptable data; defaults to window.location.reload(). */
  onCorrupt?: () => void;
}

export interface SecureStorage {
  /** Decrypts what is stored into memory (again); the app awaits it before anything reads the session. */
  load(): Promise<void>;
  getItem<T = unknown>(key: SecureKey): T | null;
  setItem(key: SecureKey, value: unknown): void;
  removeItem(key: SecureKey): void;
  /** Removes every encrypted entry (the session); keeps plain preferences such as the `mobile` flag. */
  clear(): void;
  /** The value's JSON text, or null: a cheap snapshot, stable between changes, for useSyncExternalStore. */
  getRaw(key: SecureKey): string | null;
  /** Called after every change made here and after changes made in other tabs. */
  subscribe(listener: () => void): () => void;
  /** Resolves once every write made so far has reached storage. */
  flush(): Promise<void>;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The entry's name goes into the tag: a value copied under another name does not decrypt. */
const aesParams = (iv: Uint8Array<ArrayBuffer>, name: string): AesGcmParams => ({
  name: AES,
  iv,
  additionalData: new TextEncoder().encode(FORMAT + name),
});

async function seal(key: CryptoKey, name: string, json: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(aesParams(iv, name), key, new TextEncoder().encode(json));
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return FORMAT + toBase64(bytes);
}

/** The JSON text sealed in `stored`; rejects when the tag does not match (OperationError). */
async function unseal(key: CryptoKey, name: string, stored: string): Promise<string> {
  const bytes = fromBase64(stored.slice(FORMAT.length));
  const plain = await crypto.subtle.decrypt(
    aesParams(bytes.slice(0, IV_BYTES), name),
    key,
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

function names(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((n) => n !== null);
}

export function createSecureStorage(options: SecureStorageOptions = {}): SecureStorage {
  const storage = options.storage ?? (() => window.localStorage);
  const onCorrupt = options.onCorrupt ?? (() => window.location.reload());
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** The session as JSON text by entry name: what every read answers from. */
  const cache = new Map<string, string>();
  // Each change made here takes the next number; an entry's last one tells a pending write or a decryption
  // under way that it has been overtaken (a removal or clear() is immediate, a write waits for crypto).
  let changes = 0;
  const lastChange = new Map<string, number>();
  const change = (name: string) => {
    changes += 1;
    lastChange.set(name, changes);
    return changes;
  };

  // The key as stored and imported; a different stored text (another tab, a logout) is imported anew.
  let cipher: { text: string; key: Promise<CryptoKey> } | null = null;
  const keyFrom = (text: string): Promise<CryptoKey> => {
    if (cipher?.text !== text) {
      const key = (async () =>
        crypto.subtle.importKey("raw", fromBase64(text), AES, false, ["encrypt", "decrypt"]))();
      cipher = { text, key };
    }
    return cipher.key;
  };
  const keyForWriting = (): Promise<CryptoKey> => {
    const text = storage().getItem(CIPHER_KEY_NAME);
    if (text !== null) return keyFrom(text);
    const fresh = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    storage().setItem(CIPHER_KEY_NAME, fresh);
    return keyFrom(fresh);
  };

  // One after another, so a later write never lands before an earlier one.
  let writes: Promise<void> = Promise.resolve();
  const persist = (name: string, json: string, mine: number) => {
    writes = writes
      .then(async () => {
        const stored = await seal(await keyForWriting(), name, json);
        if (lastChange.get(name) === mine) storage().setItem(name, stored);
      })
      .catch((error: unknown) => console.error(`secureStorage: "${name}" could not be saved`, error));
  };

  const wipeAndReload = (error: unknown) => {
    console.error("secureStorage: the stored session cannot be read; clearing storage", error);
    try {
      const s = storage();
      for (const name of new Set([...names(s), ...cache.keys()])) change(name);
      cache.clear();
      s.clear();
    } finally {
      notify();
      onCorrupt();
    }
  };

  /** Makes memory what storage holds, except entries changed here meanwhile. */
  const restore = async (): Promise<void> => {
    const started = changes;
    await writes;
    const s = storage();
    const sealed = new Map<string, string>();
    const old: string[] = [];
    let tampered: string | null = null;
    for (const name of names(s)) {
      const text = s.getItem(name) ?? "";
      if (text.startsWith(FORMAT)) sealed.set(name, text);
      else if (text.startsWith(OLD_FORMAT)) old.push(name);
      else if (SESSION_KEYS.includes(name)) tampered = name;
    }
    if (old.length > 0) {
      // Sealed before AES-GCM: nothing is wrong, the session is simply not carried over.
      for (const name of old) s.removeItem(name);
      s.removeItem(OLD_CIPHER_KEY_NAME);
    }
    let found: Map<string, string>;
    try {
      if (tampered !== null) throw new Error(`"${tampered}" is not sealed`);
      found = new Map();
      if (sealed.size > 0) {
        const keyText = s.getItem(CIPHER_KEY_NAME);
        if (keyText === null) throw new Error("the key is gone");
        const key = await keyFrom(keyText);
        for (const [name, text] of sealed) found.set(name, await unseal(key, name, text));
      }
    } catch (error) {
      wipeAndReload(error);
      return;
    }
    let changed = false;
    for (const name of new Set([...cache.keys(), ...found.keys()])) {
      const json = found.get(name);
      if ((lastChange.get(name) ?? 0) > started || cache.get(name) === json) continue;
      if (json === undefined) cache.delete(name);
      else cache.set(name, json);
      changed = true;
    }
    if (changed) notify();
  };

  // Loads and other tabs' changes are read one after another, in the order they came.
  let reads: Promise<void> = Promise.resolve();
  const load = (): Promise<void> => {
    // Storage refused (some private modes): the app still starts, signed out.
    reads = reads
      .then(restore)
      .catch((error: unknown) => console.error("secureStorage: storage cannot be read", error));
    return reads;
  };

  if (typeof window !== "undefined") {
    window.addEventListener("storage", (event) => {
      let area: Storage;
      try {
        area = storage();
      } catch {
        return; // Storage refused (some private modes): nothing of ours can have changed.
      }
      if (event.storageArea !== null && event.storageArea !== area) return;
      const { key, oldValue, newValue } = event;
      const ours =
        key === null ||
        key === CIPHER_KEY_NAME ||
        SESSION_KEYS.includes(key) ||
        [oldValue, newValue].some((value) => value?.startsWith(FORMAT));
      if (ours) void load();
    });
  }

  const removeItem = (key: SecureKey) => {
    change(key);
    cache.delete(key);
    storage().removeItem(key);
    notify();
  };

  return {
    load,
    getItem<T = unknown>(key: SecureKey): T | null {
      const json = cache.get(key);
      return json === undefined ? null : (JSON.parse(json) as T);
    },
    setItem(key: SecureKey, value: unknown): void {
      const json = value === undefined || value === null ? undefined : JSON.stringify(value);
      if (json === undefined) {
        removeItem(key);
        return;
      }
      const mine = change(key);
      cache.set(key, json);
      notify();
      persist(key, json, mine);
    },
    removeItem,
    clear(): void {
      const s = storage();
      const doomed = names(s).filter((name) => s.getItem(name)?.startsWith(FORMAT));
      for (const name of new Set([...doomed, ...cache.keys()])) {
        change(name);
        s.removeItem(name);
      }
      cache.clear();
      notify();
    },
    getRaw(key: SecureKey): string | null {
      return cache.get(key) ?? null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    flush(): Promise<void> {
      return writes;
    },
  };
}

/** The app's storage: user-info, user-token and admin-info live here. */
export const secureStorage: SecureStorage = createSecureStorage();
