import { SIGNED_IN_COOKIE } from "@medhavi/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createSecureStorage } from "./secureStorage";
import { keepSignedInHint } from "./signedInHint";

const hinted = () => document.cookie.split("; ").includes(`${SIGNED_IN_COOKIE}=1`);

describe("the signed-in hint cookie", () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the cookie under test.
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it("follows the student's session: set at sign-in, gone at sign-out", () => {
    const store = createSecureStorage();
    const stop = keepSignedInHint(store);
    expect(hinted()).toBe(false);
    store.setItem("user-info", { firstName: "Asha" });
    expect(hinted()).toBe(true);
    store.removeItem("user-info");
    expect(hinted()).toBe(false);
    stop();
    store.setItem("user-info", { firstName: "Asha" });
    expect(hinted()).toBe(false);
  });

  it("is set at start for a session from before the hint existed", () => {
    const store = createSecureStorage();
    store.setItem("user-info", { firstName: "Asha" });
    expect(hinted()).toBe(false);
    const stop = keepSignedInHint(store);
    expect(hinted()).toBe(true);
    stop();
  });

  it("an admin's session alone is not a student's", () => {
    const store = createSecureStorage();
    store.setItem("admin-info", { name: "Staff" });
    const stop = keepSignedInHint(store);
    expect(hinted()).toBe(false);
    stop();
  });
});
