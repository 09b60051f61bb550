import { createCipheriv } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CIPHER_KEY_NAME, chacha20, createSecureStorage } from "./secureStorage";

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

describe("chacha20", () => {
  it("matches the RFC 8439 section 2.4.2 test vector", () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i);
    const nonce = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0x4a, 0, 0, 0, 0]);
    const plain = new TextEncoder().encode(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const cipher = chacha20(key, nonce, plain, 1);
    expect(hex(cipher.slice(0, 16))).toBe("6e2e359a2568f98041ba0728dd0d6981");
  });

  it("agrees with OpenSSL's ChaCha20 over several blocks and decrypts back", () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 3) & 0xff);
    const nonce = Uint8Array.from({ length: 12 }, (_, i) => (i * 13 + 1) & 0xff);
    const plain = Uint8Array.from({ length: 300 }, (_, i) => (i * 31) & 0xff);
    // OpenSSL's IV is the 32-bit little-endian block counter followed by the 96-bit nonce.
    const iv = Buffer.concat([Buffer.from([1, 0, 0, 0]), Buffer.from(nonce)]);
    const openssl = createCipheriv("chacha20", Buffer.from(key), iv).update(Buffer.from(plain));
    const ours = chacha20(key, nonce, plain);
    expect(hex(ours)).toBe(openssl.toString("hex"));
    expect(hex(chacha20(key, nonce, ours))).toBe(hex(plain));
  });

  it("rejects wrong key and nonce sizes", () => {
    expect(() => chacha20(new Uint8Array(16), new Uint8Array(12), new Uint8Array(1))).toThrow(RangeError);
    expect(() => chacha20(new Uint8Array(32), new Uint8Array(8), new Uint8Array(1))).toThrow(RangeError);
  });
});

describe("secureStorage", () => {
  afterEach(() => {
    localStorage.clear();
  });

  const make = () => {
    const onCorrupt = vi.fn();
    return { store: createSecureStorage({ onCorrupt }), onCorrupt };
  };

  it("round-trips JSON values and keeps them unreadable in localStorage", () => {
    const { store } = make();
    const user = { firstName: "Aarav", email: "aarav@example.in", subscription_end: 1_900_000_000_000 };
    store.setItem("user-info", user);
    store.setItem("user-token", "tok-123");
    expect(store.getItem("user-info")).toEqual(user);
    expect(store.getItem("user-token")).toBe("tok-123");
    const raw = localStorage.getItem("user-info") ?? "";
    expect(raw.startsWith("mdv1.")).toBe(true);
    expect(raw).not.toContain("Aarav");
    expect(raw).not.toContain("example");
    expect(localStorage.getItem(CIPHER_KEY_NAME)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("uses a fresh nonce for every write", () => {
    const { store } = make();
    store.setItem("user-token", "same");
    const first = localStorage.getItem("user-token");
    store.setItem("user-token", "same");
    expect(localStorage.getItem("user-token")).not.toBe(first);
  });

  it("keeps the per-browser key across instances", () => {
    make().store.setItem("admin-info", { token: "a" });
    expect(make().store.getItem("admin-info")).toEqual({ token: "a" });
  });

  it("returns null for a missing key, and setItem(null) removes", () => {
    const { store } = make();
    expect(store.getItem("user-info")).toBeNull();
    store.setItem("user-info", { a: 1 });
    store.setItem("user-info", null);
    expect(localStorage.getItem("user-info")).toBeNull();
  });

  it.each([
    ["plain text", () => localStorage.setItem("user-info", '{"firstName":"x"}')],
    [
      "altered bytes",
      (s: ReturnType<typeof make>["store"]) => {
        s.setItem("user-info", { firstName: "Diya" });
        const raw = localStorage.getItem("user-info")!;
        const at = raw.lastIndexOf(".") + 2; // inside the encrypted marker
        const changed = raw[at] === "A" ? "B" : "A";
        localStorage.setItem("user-info", `${raw.slice(0, at)}${changed}${raw.slice(at + 1)}`);
      },
    ],
    [
      "a lost cipher key",
      (s: ReturnType<typeof make>["store"]) => {
        s.setItem("user-info", { firstName: "Diya" });
        localStorage.removeItem(CIPHER_KEY_NAME);
      },
    ],
    [
      "a different cipher key",
      (s: ReturnType<typeof make>["store"]) => {
        s.setItem("user-info", { firstName: "Diya" });
        localStorage.setItem(CIPHER_KEY_NAME, "ab".repeat(32));
      },
    ],
    [
      "a different cipher key after the value was read",
      (s: ReturnType<typeof make>["store"]) => {
        s.setItem("user-info", { firstName: "Diya" });
        expect(s.getItem("user-info")).toEqual({ firstName: "Diya" });
        localStorage.setItem(CIPHER_KEY_NAME, "ab".repeat(32));
      },
    ],
  ])("clears storage and reloads on undecryptable data (%s)", (_name, corrupt) => {
    const { store, onCorrupt } = make();
    vi.spyOn(console, "error").mockImplementation(() => {});
    corrupt(store);
    localStorage.setItem("mobile", "1");
    expect(store.getItem("user-info")).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
  });

  it("decrypts an unchanged value once; each read is a fresh copy", () => {
    const { store } = make();
    store.setItem("user-info", { firstName: "Aarav" });
    const decode = vi.spyOn(TextDecoder.prototype, "decode");
    const first = store.getItem("user-info");
    const second = store.getItem("user-info");
    expect(second).toEqual({ firstName: "Aarav" });
    expect(second).not.toBe(first);
    expect(decode).toHaveBeenCalledTimes(1);
    store.setItem("user-info", { firstName: "Diya" });
    expect(store.getItem("user-info")).toEqual({ firstName: "Diya" });
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it("clear() removes the encrypted session but keeps plain preferences", () => {
    const { store } = make();
    store.setItem("user-info", { a: 1 });
    store.setItem("user-token", "t");
    store.setItem("admin-info", { token: "x" });
    localStorage.setItem("mobile", "1");
    store.clear();
    expect(store.getItem("user-info")).toBeNull();
    expect(store.getItem("user-token")).toBeNull();
    expect(store.getItem("admin-info")).toBeNull();
    expect(localStorage.getItem("mobile")).toBe("1");
  });

  it("notifies subscribers on every change", () => {
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
});
