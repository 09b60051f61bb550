import { MESSAGES, SESSION_EXPIRY_REDIRECT_MS } from "@medhavi/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiClientDeps, ApiError, createApiClient, replyRequestId, withReference } from "./http";
import { createSecureStorage } from "./secureStorage";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(pathname = "/profile") {
  const storage = createSecureStorage({ onCorrupt: () => {} });
  const deps = {
    fetch: vi.fn<typeof fetch>(),
    storage,
    pathname: vi.fn(() => pathname),
    redirect: vi.fn<(url: string) => void>(),
    showError: vi.fn<(message: string) => void | Promise<void>>(),
    reportNetworkFailure: vi.fn<() => void>(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  } satisfies ApiClientDeps;
  return { api: createApiClient(deps), deps, storage };
}

function sentHeaders(deps: ReturnType<typeof setup>["deps"]): Record<string, string> {
  return (deps.fetch.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe("api client", () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls /api + path and resolves to the envelope's data", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "success", message: "", data: [{ id: 1 }] }));
    await expect(api.get<{ id: number }[]>("/user_exam/get_all_courses")).resolves.toEqual([{ id: 1 }]);
    expect(deps.fetch.mock.calls[0]?.[0]).toBe("/api/user_exam/get_all_courses");
    expect(deps.fetch.mock.calls[0]?.[1]?.method).toBe("GET");
  });

  it("sends JSON bodies with post and put, and uses DELETE", async () => {
    const { api, deps } = setup();
    deps.fetch.mockImplementation(() =>
      Promise.resolve(json({ status: "success", message: "", data: null })),
    );
    await api.post("/login", { email: "a@b.in", password: "secret1" });
    await api.put("/pushnotification", { notificationType: "new_user" });
    await api.delete("/blogs/4");
    const [post, put, del] = deps.fetch.mock.calls;
    expect(post?.[1]).toMatchObject({
      method: "POST",
      body: JSON.stringify({ email: "a@b.in", password: "secret1" }),
    });
    expect((post?.[1]?.headers as Record<string, string> | undefined)?.["Content-Type"]).toBe(
      "application/json",
    );
    expect(put?.[1]?.method).toBe("PUT");
    expect(del?.[1]).toMatchObject({ method: "DELETE" });
    expect(del?.[1]?.body).toBeUndefined();
  });

  it("sends the user token outside the admin area", async () => {
    const { api, deps, storage } = setup("/profile");
    storage.setItem("user-token", "user-jwt");
    storage.setItem("admin-info", { token: "admin-jwt" });
    deps.fetch.mockResolvedValue(json({ status: "success", message: "", data: 1 }));
    await api.get("/getProfile");
    expect(sentHeaders(deps).Authorization).toBe("Bearer user-jwt");
  });

  it("sends the admin token on any URL containing /admin", async () => {
    const { api, deps, storage } = setup("/admin/users");
    storage.setItem("user-token", "user-jwt");
    storage.setItem("admin-info", { token: "admin-jwt", name: "Staff" });
    deps.fetch.mockResolvedValue(json({ status: "success", message: "", data: 1 }));
    await api.get("/getUserList");
    expect(sentHeaders(deps).Authorization).toBe("Bearer admin-jwt");
  });

  it("sends no Authorization header without a token", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "success", message: "", data: 1 }));
    await api.get("/blogs");
    expect(sentHeaders(deps).Authorization).toBeUndefined();
  });

  it("throws ApiError and shows the server's message when status is not success", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "error", message: "Invalid Email Id", data: null }));
    const error = await api.post("/verifyEmail", { email: "x@y.in" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Invalid Email Id", status: 200 });
    expect(deps.showError).toHaveBeenCalledWith("Invalid Email Id");
  });

  it("falls back to a generic message when a failure has none", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "fail", data: null }));
    await expect(api.get("/x")).rejects.toThrow(MESSAGES.SOMETHING_WENT_WRONG);
    expect(deps.showError).toHaveBeenCalledWith(MESSAGES.SOMETHING_WENT_WRONG);
  });

  it("skips the toast with { silent: true }", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "error", message: "Nope", data: null }));
    await expect(api.get("/x", { silent: true })).rejects.toThrow("Nope");
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("on 401 with a token: toast, storage cleared, redirect home after 3 s", async () => {
    vi.useFakeTimers();
    const { api, deps, storage } = setup("/profile");
    storage.setItem("user-token", "expired");
    storage.setItem("user-info", { firstName: "Isha" });
    deps.fetch.mockResolvedValue(json({ status: "error", message: "jwt expired", data: null }, 401));
    await expect(api.get("/getProfile")).rejects.toMatchObject({ status: 401 });
    expect(deps.showError).toHaveBeenCalledWith(MESSAGES.SESSION_EXPIRED);
    expect(storage.getItem("user-token")).toBeNull();
    expect(storage.getItem("user-info")).toBeNull();
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS - 1);
    expect(deps.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.redirect).toHaveBeenCalledWith("/");
  });

  it("on 401 on a page just opened: the 3 s count from when the toast shows, at most twice that", async () => {
    vi.useFakeTimers();
    const { api, deps, storage } = setup("/profile");
    storage.setItem("user-token", "expired");
    let show = () => {};
    deps.showError.mockReturnValue(new Promise<void>((resolve) => (show = resolve)));
    deps.fetch.mockResolvedValue(json({ status: "error", message: "", data: null }, 401));
    await expect(api.get("/getProfile")).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(1_200); // the toast host is loading
    show();
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRY_REDIRECT_MS - 1);
    expect(deps.redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);

    // A toast host that never shows does not hold the page.
    const stuck = setup("/profile");
    stuck.storage.setItem("user-token", "expired");
    stuck.deps.showError.mockReturnValue(new Promise<void>(() => {}));
    stuck.deps.fetch.mockResolvedValue(json({ status: "error", message: "", data: null }, 401));
    await expect(stuck.api.get("/getProfile")).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(2 * SESSION_EXPIRY_REDIRECT_MS - 1);
    expect(stuck.deps.redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stuck.deps.redirect).toHaveBeenCalledWith("/");
  });

  it("on 401 in the admin area: redirect to /admin/login, once for several failing calls", async () => {
    vi.useFakeTimers();
    const { api, deps, storage } = setup("/admin/exam");
    storage.setItem("admin-info", { token: "old" });
    deps.fetch.mockImplementation(() =>
      Promise.resolve(json({ status: "error", message: "", data: null }, 401)),
    );
    await Promise.allSettled([api.get("/a"), api.get("/b")]);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith("/admin/login");
  });

  it("treats a 401 without a token (e.g. wrong password) as an ordinary error", async () => {
    const { api, deps } = setup("/");
    deps.fetch.mockResolvedValue(
      json({ status: "error", message: "Wrong email or password", data: null }, 401),
    );
    await expect(api.post("/login", {})).rejects.toMatchObject({
      status: 401,
      message: "Wrong email or password",
    });
    expect(deps.showError).toHaveBeenCalledWith("Wrong email or password");
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it("logs other HTTP errors and throws; no toast without a server message", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.get("/x")).rejects.toMatchObject({ name: "ApiError", status: 502 });
    expect(consoleError).toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("shows the envelope message of a 4xx reply", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(json({ status: "error", message: "Select a course.", data: null }, 400));
    await expect(api.post("/subscribe", {})).rejects.toMatchObject({ status: 400 });
    expect(deps.showError).toHaveBeenCalledWith("Select a course.");
    expect(consoleError).toHaveBeenCalled();
  });

  it("turns a shed request (503 + Retry-After) into a retryable ApiError, without a toast on a silent call", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(
      new Response(
        JSON.stringify({ status: "error", message: "The server is very busy right now.", data: null }),
        {
          status: 503,
          headers: { "Content-Type": "application/json", "Retry-After": "3" },
        },
      ),
    );
    const error = await api
      .put("/user_exam/attempts/1/answers/2", { seq: 1 }, { silent: true })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 3_000 });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.reportNetworkFailure).not.toHaveBeenCalled();
  });

  it("names the request id of a server-side failure so support can find it", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValue(
      new Response(
        JSON.stringify({
          status: "error",
          message: "File storage is not answering right now. Please try again in a few seconds.",
          data: null,
          requestId: "3f6c1d2e-0000-4000-8000-000000000001",
        }),
        {
          status: 503,
          headers: {
            "Content-Type": "application/json",
            "X-Request-Id": "3f6c1d2e-0000-4000-8000-000000000001",
            "Retry-After": "10",
          },
        },
      ),
    );
    const shown =
      "File storage is not answering right now. Please try again in a few seconds. (Reference: 3f6c1d2e-0000-4000-8000-000000000001)";
    await expect(api.get("/x")).rejects.toMatchObject({
      status: 503,
      message: shown,
      requestId: "3f6c1d2e-0000-4000-8000-000000000001",
      retryAfterMs: 10_000,
    });
    expect(deps.showError).toHaveBeenCalledWith(shown);
  });

  it("takes the id from the envelope when a proxy dropped the header, and leaves 4xx messages alone", async () => {
    const { api, deps } = setup();
    deps.fetch.mockResolvedValueOnce(
      json(
        {
          status: "error",
          message: "Something went wrong on our side.",
          data: null,
          requestId: "req-12345678",
        },
        500,
      ),
    );
    await expect(api.get("/x")).rejects.toMatchObject({
      message: "Something went wrong on our side. (Reference: req-12345678)",
    });
    deps.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: "error", message: "Select a course.", data: null }), {
        status: 400,
        headers: { "X-Request-Id": "req-87654321" },
      }),
    );
    await expect(api.get("/x")).rejects.toMatchObject({
      message: "Select a course.",
      requestId: "req-87654321",
    });
  });

  it("withReference and replyRequestId ignore what is not an id", () => {
    expect(withReference("Oops.", 500, null)).toBe("Oops.");
    expect(withReference("Oops.", 404, "abc")).toBe("Oops.");
    expect(withReference("Oops.", 502, "abc")).toBe("Oops. (Reference: abc)");
    expect(replyRequestId(null, { requestId: "<script>" })).toBeNull();
    expect(replyRequestId("", { requestId: "ok-1" })).toBe("ok-1");
  });

  it("reports network failures to the connectivity monitor", async () => {
    const { api, deps } = setup();
    deps.fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get("/x")).rejects.toMatchObject({ status: 0 });
    expect(deps.reportNetworkFailure).toHaveBeenCalledTimes(1);
  });

  it("rethrows aborts untouched", async () => {
    const { api, deps } = setup();
    deps.fetch.mockRejectedValue(new DOMException("aborted", "AbortError"));
    await expect(api.get("/x", { signal: new AbortController().signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(deps.reportNetworkFailure).not.toHaveBeenCalled();
  });

  /** A reply whose headers have come and whose body read fails because the request is aborted. */
  function replyAbortedWhileRead(status: number, controller: AbortController): Response {
    const reply = new Response("{}", { status });
    vi.spyOn(reply, "text").mockImplementation(async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    return reply;
  }

  it("an abort while the reply's body is read is an abort, not a malformed reply", async () => {
    const { api, deps } = setup();
    const controller = new AbortController();
    deps.fetch.mockResolvedValue(replyAbortedWhileRead(200, controller));
    await expect(api.get("/x", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(consoleError).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("a 401 ends the session even when the request is aborted while its body is read", async () => {
    vi.useFakeTimers();
    const { api, deps, storage } = setup("/profile");
    storage.setItem("user-token", "expired");
    const controller = new AbortController();
    deps.fetch.mockResolvedValue(replyAbortedWhileRead(401, controller));
    await expect(api.get("/x", { signal: controller.signal })).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem("user-token")).toBeNull();
  });
});
