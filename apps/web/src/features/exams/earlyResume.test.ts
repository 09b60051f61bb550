import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { resumeEarly, takeEarlyResume } from "./earlyResume";
import { reloadedAttempt } from "./player/resumeStorage";
import { startedAttempt } from "./player/testSupport";

afterEach(() => {
  window.localStorage.clear();
  takeEarlyResume(0, 0);
  vi.restoreAllMocks();
});

const signIn = () => window.localStorage.setItem("user-info", "encrypted");

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
  it("asks for the attempt as the app starts, and hands the reply to the test page once", async () => {
    signIn();
    const attempt = startedAttempt();
    const post = vi.spyOn(api, "post").mockResolvedValue(attempt);
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    expect(post).toHaveBeenCalledExactlyOnceWith("/user_exam/5/start", { resume: 9 }, { silent: true });
    // Another attempt's page does not get it; the page it was for gets it, once.
    expect(takeEarlyResume(5, 8)).toBeNull();
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    await expect(takeEarlyResume(5, 9)).resolves.toBe(attempt);
    expect(takeEarlyResume(5, 9)).toBeNull();
  });

  it("hands a refusal to the page, which shows it", async () => {
    signIn();
    vi.spyOn(api, "post").mockRejectedValue(new Error("This attempt has been submitted."));
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    await expect(takeEarlyResume(5, 9)).rejects.toThrow("This attempt has been submitted.");
  });

  it("asks nothing when signed out or on any other page", () => {
    const post = vi.spyOn(api, "post");
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    signIn();
    resumeEarly({ pathname: "/testseries/5", search: "" });
    resumeEarly({ pathname: "/", search: "" });
    expect(post).not.toHaveBeenCalled();
    expect(takeEarlyResume(5, 9)).toBeNull();
  });
});
