import { afterEach, describe, expect, it, vi } from "vitest";
import { CIPHER_KEY_NAME, createSecureStorage, FORMAT, type SecureStorage } from "./secureStorage";

const make = () => {
  const onCorrupt = vi.fn();
  return { store: createSecureStorage({ onCorrupt }), onCorrupt };
};

/** A store over what is in localStorage now, as the next page load finds it. */
async function reopened() {
  const made = make();
  await made.store.load();
  return made;
}

/** `stored` with the byte at `index` of its sealed part (IV, then ciphertext, then tag) changed. */
function flipByte(stored: string, index: number): string {
  const bytes = Buffer.from(stored.slice(FORMAT.length), "base64");
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return FORMAT + bytes.toString("base64");
}

/** The store after writing and saving a student's session. */
async function signedIn(): Promise<SecureStorage> {
  const { store } = make();
  store.setItem("user-info", { firstName: "Diya", userid: 7 });
  store.setItem("user-token", "tok-123");
  await store.flush();
  return store;
}

describe("secureStorage", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("round-trips JSON values through AES-GCM and keeps them unreadable in localStorage", async () => {
    const { store } = make();
    const user = { firstName: "Aarav", email: "aarav@example.in", subscription_end: 1_900_000_000_000 };
    store.setItem("user-info", user);
    store.setItem("user-token", "tok-123");
    expect(store.getItem("user-info")).toEqual(user);
    await store.flush();
    const raw = localStorage.getItem("user-info") ?? "";
    expect(raw.startsWith(FORMAT)).toBe(true);
    expect(raw).not.toContain("Aarav");
    expect(atob(raw.slice(FORMAT.length))).not.toContain("example");
    // IV (12 bytes) + the JSON's bytes + tag (16 bytes).
    expect(atob(raw.slice(FORMAT.length)).length).toBe(12 + JSON.stringify(user).length + 16);
    expect(atob(localStorage.getItem(CIPHER_KEY_NAME) ?? "")).toHaveLength(32);
    const { store: next, onCorrupt } = await reopened();
    expect(next.getItem("user-info")).toEqual(user);
    expect(next.getItem("user-token")).toBe("tok-123");
    expect(onCorrupt).not.toHaveBeenCalled();
  });

  it("uses a fresh IV for every write", async () => {
    const { store } = make();
    store.setItem("user-token", "same");
    await store.flush();
    const first = localStorage.getItem("user-token");
    store.setItem("user-token", "same");
    await store.flush();
    expect(localStorage.getItem("user-token")).not.toBe(first);
  });

  it("reads from memory: no decryption after load, and each read is a fresh copy", async () => {
    await signedIn();
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    const { store } = await reopened();
    expect(decrypt).toHaveBeenCalledTimes(2);
    const first = store.getItem("user-info");
    const second = store.getItem("user-info");
    expect(second).toEqual({ firstName: "Diya", userid: 7 });
    expect(second).not.toBe(first);
    expect(store.getRaw("user-info")).toBe(store.getRaw("user-info"));
    expect(decrypt).toHaveBeenCalledTimes(2);
  });

  it("answers a write at once and saves it after", async () => {
    const { store } = make();
    store.setItem("admin-info", { token: "a" });
    expect(store.getItem("admin-info")).toEqual({ token: "a" });
    expect(localStorage.getItem("admin-info")).toBeNull();
    await store.flush();
    expect(localStorage.getItem("admin-info")?.startsWith(FORMAT)).toBe(true);
  });

  it("returns null for a missing key; setItem(null) and removeItem remove at once", async () => {
    const { store } = make();
    expect(store.getItem("user-info")).toBeNull();
    expect(store.getRaw("user-info")).toBeNull();
    store.setItem("user-info", { a: 1 });
    store.setItem("user-token", "t");
    await store.flush();
    store.setItem("user-info", null);
    store.removeItem("user-token");
    expect(store.getItem("user-info")).toBeNull();
    expect(localStorage.getItem("user-info")).toBeNull();
    expect(localStorage.getItem("user-token")).toBeNull();
  });

  it("saves writes in the order they were made; a later change is never overwritten by an earlier one", async () => {
    const saved: string[] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key, value) {
      saved.push(key);
      setItem.call(this, key, value);
    });
    const { store } = make();
    store.setItem("user-info", { firstName: "Asha" });
    store.setItem("user-token", "first");
    store.setItem("admin-info", { token: "staff" });
    store.setItem("user-token", "second");
    store.setItem("user-info", { firstName: "Diya" });
    store.removeItem("admin-info");
    await store.flush();
    // In the order made; a write overtaken before it was encrypted (the first two, admin-info) is skipped.
    expect(saved).toEqual([CIPHER_KEY_NAME, "user-token", "user-info"]);
    const { store: next } = await reopened();
    expect(next.getItem("user-info")).toEqual({ firstName: "Diya" });
    expect(next.getItem("user-token")).toBe("second");
    expect(next.getItem("admin-info")).toBeNull();
  });

  it("a write still being encrypted does not come back after clear()", async () => {
    const { store } = make();
    store.setItem("user-info", { firstName: "Asha" });
    store.clear();
    await store.flush();
    expect(localStorage.getItem("user-info")).toBeNull();
    expect(store.getItem("user-info")).toBeNull();
  });

  it.each([
    ["the IV", 0],
    ["the ciphertext", 12],
    ["the tag", -1],
  ])("detects a flipped byte in %s: clears storage and reloads", async (_part, index) => {
    await signedIn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("user-info", flipByte(localStorage.getItem("user-info") ?? "", index));
    localStorage.setItem("mobile", "1");
    const { store, onCorrupt } = await reopened();
    expect(store.getItem("user-info")).toBeNull();
    expect(store.getItem("user-token")).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      "a value copied under another key",
      () => localStorage.setItem("user-info", localStorage.getItem("user-token") ?? ""),
    ],
    ["plain text", () => localStorage.setItem("user-info", '{"firstName":"x"}')],
    ["a malformed value", () => localStorage.setItem("user-info", `${FORMAT}not base64!`)],
    ["a truncated value", () => localStorage.setItem("user-info", `${FORMAT}AAAA`)],
    ["a lost cipher key", () => localStorage.removeItem(CIPHER_KEY_NAME)],
    ["a different cipher key", () => localStorage.setItem(CIPHER_KEY_NAME, btoa("k".repeat(32)))],
    ["a damaged cipher key", () => localStorage.setItem(CIPHER_KEY_NAME, "not a key")],
  ])("refuses %s: clears storage and reloads", async (_name, corrupt) => {
    await signedIn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    corrupt();
    const { store, onCorrupt } = await reopened();
    expect(store.getItem("user-info")).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
  });

  it("drops a session in the old ChaCha20 format quietly: signed out, no reload", async () => {
    localStorage.setItem("medhavi-storage-key", "ab".repeat(32));
    localStorage.setItem("user-info", "mdv1.AAAAAAAAAAAAAAAA.c2VhbGVk");
    localStorage.setItem("user-token", "mdv1.AAAAAAAAAAAAAAAA.dG9rZW4=");
    localStorage.setItem("mobile", "1");
    const { store, onCorrupt } = await reopened();
    expect(store.getItem("user-info")).toBeNull();
    expect(onCorrupt).not.toHaveBeenCalled();
    expect({ ...localStorage }).toEqual({ mobile: "1" });
    store.setItem("user-token", "new");
    await store.flush();
    expect((await reopened()).store.getItem("user-token")).toBe("new");
  });

  it("starts signed out when storage is refused (some private modes)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createSecureStorage({
      storage: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    await expect(store.load()).resolves.toBeUndefined();
    expect(store.getItem("user-info")).toBeNull();
  });

  it("clear() removes the encrypted session but keeps plain preferences", async () => {
    const { store } = make();
    store.setItem("user-info", { a: 1 });
    store.setItem("user-token", "t");
    store.setItem("admin-info", { token: "x" });
    await store.flush();
    localStorage.setItem("mobile", "1");
    store.clear();
    expect(store.getItem("user-info")).toBeNull();
    expect(store.getItem("admin-info")).toBeNull();
    expect(Object.keys({ ...localStorage }).sort()).toEqual([CIPHER_KEY_NAME, "mobile"]);
  });

  it("keeps working after the cipher key was removed from storage (a logout clears localStorage)", async () => {
    const store = await signedIn();
    store.clear();
    localStorage.clear();
    store.setItem("user-token", "again");
    await store.flush();
    expect((await reopened()).store.getItem("user-token")).toBe("again");
  });

  it("notifies subscribers on every change made here", () => {
    const { store } = make();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setItem("user-token", "t");
    store.removeItem("user-token");
    store.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.setItem("user-token", "t");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  describe("another tab's changes", () => {
    const fromOtherTab = (key: string | null, oldValue: string | null = null) =>
      window.dispatchEvent(
        new StorageEvent("storage", {
          key,
          oldValue,
          newValue: key === null ? null : localStorage.getItem(key),
          storageArea: localStorage,
        }),
      );

    it("are decrypted, then announced", async () => {
      const { store } = make();
      await store.load();
      const listener = vi.fn(() => store.getItem("user-info"));
      store.subscribe(listener);
      // The other tab signs in: it creates the key, then writes the entries.
      const other = make().store;
      other.setItem("user-info", { firstName: "Kabir" });
      other.setItem("user-token", "t");
      await other.flush();
      fromOtherTab(CIPHER_KEY_NAME);
      fromOtherTab("user-info");
      fromOtherTab("user-token");
      await vi.waitFor(() => expect(store.getItem("user-token")).toBe("t"));
      expect(listener).toHaveReturnedWith({ firstName: "Kabir" });
      // It signs out.
      const before = localStorage.getItem("user-info");
      other.clear();
      fromOtherTab("user-info", before);
      await vi.waitFor(() => expect(store.getItem("user-info")).toBeNull());
    });

    it("that cannot be decrypted clear storage and reload", async () => {
      await signedIn();
      const { store, onCorrupt } = await reopened();
      vi.spyOn(console, "error").mockImplementation(() => {});
      localStorage.setItem("user-info", flipByte(localStorage.getItem("user-info") ?? "", 20));
      fromOtherTab("user-info");
      await vi.waitFor(() => expect(onCorrupt).toHaveBeenCalledTimes(1));
      expect(store.getItem("user-token")).toBeNull();
      expect(localStorage.length).toBe(0);
    });

    it("do not undo a write of this tab still being encrypted", async () => {
      const store = await signedIn();
      store.setItem("user-token", "mine");
      fromOtherTab(null);
      await store.load();
      expect(store.getItem("user-token")).toBe("mine");
      expect(store.getItem("user-info")).toEqual({ firstName: "Diya", userid: 7 });
    });
  });
});
