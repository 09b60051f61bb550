/**
 * Encrypted JSON values in localStorage (spec sections 3 and 8).
 *
 * What this is and is not: values are encrypted with ChaCha20 under a random 256-bit key that is kept in
 * the same browser's localStorage. That stops casual reading (a shoulder-surfer opening DevTools, a
 * browser extension scanning storage for e-mail addresses) and detects tampering or corruption, but it
 * is obfuscation, not protection against code running on the page: anything the page can read, a script
 * on the page can read too. Real secrets (payment keys, password hashes) never reach the browser; the
 * session token kept here is short-lived and checked by the server on every call.
 *
 * The API is synchronous (WebCrypto is async only) so components can read the session during render.
 * Stored data that cannot be decrypted or parsed clears localStorage and reloads the page (section 8).
 */

export type SecureKey = "user-info" | "user-token" | "admin-info" | (string & {});

/** localStorage key of the per-browser cipher key. */
export const CIPHER_KEY_NAME = "medhavi-storage-key";
/** Prefix of every stored value; it versions the format and marks the entries `clear()` removes. */
const FORMAT = "mdv1.";
/** Plain-text marker encrypted with the value, so a wrong key or changed bytes are detected. */
const MAGIC = "mdv1:";

export interface SecureStorageOptions {
  /** Defaults to window.localStorage, looked up at call time. */
  storage?: () => Storage;
  /** What to do after wiping undecryptable data; defaults to window.location.reload(). */
  onCorrupt?: () => void;
  /** Random bytes source; defaults to crypto.getRandomValues. */
  randomBytes?: (length: number) => Uint8Array;
}

export interface SecureStorage {
  getItem<T = unknown>(key: SecureKey): T | null;
  setItem(key: SecureKey, value: unknown): void;
  removeItem(key: SecureKey): void;
  /** Removes every encrypted entry (the session); keeps plain preferences such as the `mobile` flag. */
  clear(): void;
  /** The stored (encrypted) text of a key: a cheap, stable snapshot for useSyncExternalStore. */
  getRaw(key: SecureKey): string | null;
  /** Called after every change made here and after changes made in other tabs. */
  subscribe(listener: () => void): () => void;
}

// ---- ChaCha20 (RFC 8439), small and self-contained ----

function rotl(v: number, c: number): number {
  return ((v << c) | (v >>> (32 - c))) >>> 0;
}

function quarterRound(x: Uint32Array, a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) >>> 0;
  x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) >>> 0;
  x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) >>> 0;
  x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) >>> 0;
  x[b] = rotl(x[b]! ^ x[c]!, 7);
}

function readU32(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24)) >>>
    0
  );
}

/** XORs `data` with the ChaCha20 key stream; the same call encrypts and decrypts. */
export function chacha20(key: Uint8Array, nonce: Uint8Array, data: Uint8Array, counter = 1): Uint8Array {
  if (key.length !== 32) throw new RangeError("chacha20: key must be 32 bytes");
  if (nonce.length !== 12) throw new RangeError("chacha20: nonce must be 12 bytes");
  const state = new Uint32Array(16);
  state[0] = 0x61707865;
  state[1] = 0x3320646e;
  state[2] = 0x79622d32;
  state[3] = 0x6b206574;
  for (let i = 0; i < 8; i++) state[4 + i] = readU32(key, i * 4);
  for (let i = 0; i < 3; i++) state[13 + i] = readU32(nonce, i * 4);
  const out = new Uint8Array(data.length);
  const working = new Uint32Array(16);
  const block = new Uint8Array(64);
  for (let offset = 0; offset < data.length; offset += 64) {
    state[12] = (counter + offset / 64) >>> 0;
    working.set(state);
    for (let round = 0; round < 10; round++) {
      quarterRound(working, 0, 4, 8, 12);
      quarterRound(working, 1, 5, 9, 13);
      quarterRound(working, 2, 6, 10, 14);
      quarterRound(working, 3, 7, 11, 15);
      quarterRound(working, 0, 5, 10, 15);
      quarterRound(working, 1, 6, 11, 12);
      quarterRound(working, 2, 7, 8, 13);
      quarterRound(working, 3, 4, 9, 14);
    }
    for (let i = 0; i < 16; i++) {
      const word = (working[i]! + state[i]!) >>> 0;
      block[i * 4] = word & 0xff;
      block[i * 4 + 1] = (word >>> 8) & 0xff;
      block[i * 4 + 2] = (word >>> 16) & 0xff;
      block[i * 4 + 3] = (word >>> 24) & 0xff;
    }
    const end = Math.min(64, data.length - offset);
    for (let i = 0; i < end; i++) out[offset + i] = data[offset + i]! ^ block[i]!;
  }
  return out;
}

// ---- encoding helpers ----

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(text: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/.test(text)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

class CorruptDataError extends Error {
  override name = "CorruptDataError";
}

export function createSecureStorage(options: SecureStorageOptions = {}): SecureStorage {
  const storage = options.storage ?? (() => window.localStorage);
  const onCorrupt = options.onCorrupt ?? (() => window.location.reload());
  const randomBytes =
    options.randomBytes ?? ((length: number) => crypto.getRandomValues(new Uint8Array(length)));
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** The existing key, or null when there is none (or it is damaged). */
  const keyText = (): string | null => storage().getItem(CIPHER_KEY_NAME);
  const parseKey = (text: string | null): Uint8Array | null => (text === null ? null : fromHex(text));

  const keyForWriting = (): Uint8Array => {
    const existing = parseKey(keyText());
    if (existing) return existing;
    const key = randomBytes(32);
    storage().setItem(CIPHER_KEY_NAME, toHex(key));
    return key;
  };

  const encrypt = (value: unknown): string => {
    const nonce = randomBytes(12);
    const plain = new TextEncoder().encode(MAGIC + JSON.stringify(value));
    return `${FORMAT}${toBase64(nonce)}.${toBase64(chacha20(keyForWriting(), nonce, plain))}`;
  };

  // The JSON text of each stored value already decrypted, by cipher key and stored text: every API call
  // reads the session token, and ChaCha20 in script (not yet optimised on a page load) is main-thread time
  // for nothing when the value has not changed. A changed value or key is a new entry, decrypted and
  // checked again; each read parses a fresh object.
  const decrypted = new Map<string, string>();
  const decrypt = (stored: string): unknown => {
    const key = keyText();
    const memo = `${key}|${stored}`;
    let json = decrypted.get(memo);
    if (json === undefined) {
      json = decryptText(stored, parseKey(key));
      if (decrypted.size >= 16) decrypted.clear();
      decrypted.set(memo, json);
    }
    return JSON.parse(json);
  };

  const decryptText = (stored: string, key: Uint8Array | null): string => {
    if (!key || !stored.startsWith(FORMAT)) throw new CorruptDataError("unreadable stored value");
    const [nonceText, cipherText, ...rest] = stored.slice(FORMAT.length).split(".");
    if (nonceText === undefined || cipherText === undefined || rest.length > 0) {
      throw new CorruptDataError("malformed stored value");
    }
    const nonce = fromBase64(nonceText);
    if (nonce.length !== 12) throw new CorruptDataError("malformed nonce");
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      chacha20(key, nonce, fromBase64(cipherText)),
    );
    if (!text.startsWith(MAGIC)) throw new CorruptDataError("wrong key or altered data");
    return text.slice(MAGIC.length);
  };

  const wipeAndReload = () => {
    try {
      storage().clear();
    } finally {
      onCorrupt();
    }
  };

  if (typeof window !== "undefined") {
    window.addEventListener("storage", (event) => {
      if (event.storageArea === null || event.storageArea === storage()) notify();
    });
  }

  return {
    getItem<T = unknown>(key: SecureKey): T | null {
      const stored = storage().getItem(key);
      if (stored === null) return null;
      try {
        return decrypt(stored) as T;
      } catch (error) {
        console.error(`secureStorage: stored "${key}" cannot be read; clearing storage`, error);
        wipeAndReload();
        return null;
      }
    },
    setItem(key: SecureKey, value: unknown): void {
      if (value === undefined || value === null) {
        storage().removeItem(key);
      } else {
        storage().setItem(key, encrypt(value));
      }
      notify();
    },
    removeItem(key: SecureKey): void {
      storage().removeItem(key);
      notify();
    },
    clear(): void {
      const s = storage();
      const doomed: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const name = s.key(i);
        if (name !== null && s.getItem(name)?.startsWith(FORMAT)) doomed.push(name);
      }
      for (const name of doomed) s.removeItem(name);
      notify();
    },
    getRaw(key: SecureKey): string | null {
      return storage().getItem(key);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's storage: user-info, user-token and admin-info live here. */
export const secureStorage: SecureStorage = createSecureStorage();
