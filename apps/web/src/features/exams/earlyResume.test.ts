import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endResumeFocus, useInFocusMode } from "../../lib/focusMode";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { resumeAttempt, resumeEarly } from "./earlyResume";
import * as lazyPlayer from "./player/lazyPlayer";
import { reloadedAttempt } from "./player/resumeStorage";
import { startedAttempt } from "./player/testSupport";

afterEach(() => {
  window.localStorage.clear();
  resumeEarly({ pathname: "/", search: "" });
  endResumeFocus();
  vi.restoreAllMocks();
});

const signIn = () => secureStorage.setItem("user-info", { firstName: "Asha" });

describe("the attempt a reload mid-test resumes", () => {
  it("is the address's attempt (domain's resumeAddress) when a student is signed in", () => {
    const at = (pathname: string, search: string, signedIn: boolean) =>
      reloadedAttempt({ pathname, search }, signedIn);
    expect(at("/testseries/5", "?attempt=9", true)).toEqual({ examId: 5, attemptId: 9 });
    expect(at("/testseries/5", "", true)).toBeNull();
    expect(at("/testseries/5", "?attempt=9", false)).toBeNull();
  });

  it("reads the signed-in state from the device's stored session", () => {
    const address = { pathname: "/testseries/5", search: "?attempt=9" };
    expect(reloadedAttempt(address)).toBeNull();
    signIn();
    expect(reloadedAttempt(address)).toEqual({ examId: 5, attemptId: 9 });
  });
});

describe("resuming early", () => {
  const address = { pathname: "/testseries/5", search: "?attempt=9" };

  it("asks for the attempt as the app starts, and hands the reply to the test page once", async () => {
    signIn();
    const attempt = startedAttempt();
    const asked = startedAttempt({ attemptId: 8 });
    const post = vi.spyOn(api, "post").mockResolvedValueOnce(attempt).mockResolvedValue(asked);
    resumeEarly(address);
    expect(post).toHaveBeenCalledExactlyOnceWith("/user_exam/5/start", { resume: 9 }, { silent: true });
    // The page it was for gets it without asking again, once; after that (and for another attempt) the
    // page's own request goes out.
    await expect(resumeAttempt(5, 9)).resolves.toBe(attempt);
    expect(post).toHaveBeenCalledTimes(1);
    await expect(resumeAttempt(5, 9)).resolves.toBe(asked);
    expect(post).toHaveBeenCalledTimes(2);
    resumeEarly(address);
    await expect(resumeAttempt(5, 8)).resolves.toBe(asked);
    expect(post).toHaveBeenLastCalledWith("/user_exam/5/start", { resume: 8 }, { silent: true });
  });

  it("asks for the player's code after the request, in a task of its own", async () => {
    signIn();
    const post = vi.spyOn(api, "post").mockResolvedValue(startedAttempt());
    const preload = vi.spyOn(lazyPlayer, "preloadPlayer").mockImplementation(() => {});
    resumeEarly(address);
    expect(post).toHaveBeenCalledOnce();
    expect(preload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledOnce();
  });

  it("hands a refusal to the page, which shows it", async () => {
    signIn();
    vi.spyOn(api, "post").mockRejectedValue(new Error("This attempt has been submitted."));
    resumeEarly(address);
    await expect(resumeAttempt(5, 9)).rejects.toThrow("This attempt has been submitted.");
  });

  it("opens the page in focus mode (no top bar, footer or floating buttons to take away)", () => {
    signIn();
    vi.spyOn(api, "post").mockResolvedValue(startedAttempt());
    const focus = renderHook(() => useInFocusMode());
    expect(focus.result.current).toBe(false);
    resumeEarly(address);
    focus.rerender();
    expect(focus.result.current).toBe(true);
  });

  it("asks nothing, and leaves the shell as it is, when signed out or on any other page", () => {
    const post = vi.spyOn(api, "post");
    const focus = renderHook(() => useInFocusMode());
    resumeEarly(address);
    signIn();
    resumeEarly({ pathname: "/testseries/5", search: "" });
    resumeEarly({ pathname: "/", search: "" });
    expect(post).not.toHaveBeenCalled();
    focus.rerender();
    expect(focus.result.current).toBe(false);
  });
});
