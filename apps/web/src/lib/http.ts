import { type ApiEnvelope, isSuccess, MESSAGES, SESSION_EXPIRY_REDIRECT_MS } from "@medhavi/domain";
import { connectivity } from "./connectivity";
import { type SecureStorage, secureStorage } from "./secureStorage";
import { toastError, whenToastsOnScreen } from "./toast";

/**
 * The one way the web app talks to the server (spec sections 6, 7 and 8).
 *
 * - Paths are relative to /api: `api.get("/getUserList")` calls `/api/getUserList`.
 * - Every call carries `Authorization: Bearer <token>`: the admin token (`admin-info`.token) when the page
 *   URL contains /admin, the user token (`user-token`) otherwise.
 * - Replies are the envelope `{status, message, data}`; the call resolves to `data` when status is
 *   "success". Any other status throws ApiError and shows the server's message as an error toast.
 * - HTTP 401 on a call that carried a token means the session is over: toast, storage cleared, and after
 *   the toast's 3 s on screen a full redirect to /admin/login (admin area) or / (student side). A 401 on
 *   a call made without a token (e.g. wrong password at login) is an ordinary error: no session expired.
 * - Other HTTP errors are logged and thrown; when they carry an envelope its message is shown as well.
 * - A network failure asks the connectivity monitor to confirm whether the connection is down.
 * - `{ silent: true }` skips the error toast (the caller shows the problem itself).
 */

export const API_BASE = "/api";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The envelope's data, if the server sent one. */
    readonly data: unknown = null,
    /** How long the server asked to wait before trying again (`Retry-After` on a 503 or 429), if it did. */
    readonly retryAfterMs: number | null = null,
    /** The server's id of the failed request (X-Request-Id), which support finds in the logs. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

/** The request id of a reply: the X-Request-Id header, else the error envelope's `requestId`. */
export function replyRequestId(header: string | null | undefined, payload: unknown): string | null {
  const fromBody =
    typeof payload === "object" && payload !== null ? (payload as { requestId?: unknown }).requestId : null;
  const id = header || (typeof fromBody === "string" ? fromBody : null);
  return id && /^[A-Za-z0-9._:-]{1,100}$/.test(id) ? id : null;
}

/**
 * A failure on the server's side (5xx) names its request id, so a student or teacher can quote it
 * and support can find the failure in the logs; a 4xx message is the person's to fix and stays as is.
 */
export function withReference(message: string, status: number, requestId: string | null): string {
  return status >= 500 && requestId ? `${message} (Reference: ${requestId})` : message;
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface RequestOptions {
  /** Do not show the error toast for this call. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  storage: SecureStorage;
  /** Current page path, to tell the admin area from the student side. */
  pathname: () => string;
  /** Full page navigation (window.location.assign). */
  redirect: (url: string) => void;
  /** Shows an error toast; may resolve once it is on screen. */
  showError: (message: string) => void | Promise<void>;
  reportNetworkFailure: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

interface StoredAdminInfo {
  token?: unknown;
}

export function isAdminPath(pathname: string): boolean {
  return pathname.includes("/admin");
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === "object" && value !== null && "status" in value;
}

function envelopeMessage(value: unknown): string | null {
  if (!isEnvelope(value)) return null;
  const message = (value as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

let sessionEnding = false;

/**
 * True from a 401 until the redirect: the session is over but the page stays (with its toast) for the
 * 3 s the spec gives, so layouts must not treat the cleared storage as "never logged in" meanwhile.
 */
export const sessionExpiring = () => sessionEnding;

export function createApiClient(deps: ApiClientDeps): ApiClient {
  let expiring = false;

  const tokenFor = (pathname: string): string | null => {
    if (isAdminPath(pathname)) {
      const token = deps.storage.getItem<StoredAdminInfo>("admin-info")?.token;
      return typeof token === "string" && token !== "" ? token : null;
    }
    const token = deps.storage.getItem<unknown>("user-token");
    return typeof token === "string" && token !== "" ? token : null;
  };

  const sessionExpired = (admin: boolean) => {
    if (expiring) return;
    expiring = true;
    sessionEnding = true;
    const shown = deps.showError(MESSAGES.SESSION_EXPIRED);
    deps.storage.clear();
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      expiring = false;
      sessionEnding = false;
      deps.redirect(admin ? "/admin/login" : "/");
    };
    // The message stays 3 s on screen, counted from when it shows (on a page just opened the toast host is
    // still loading); the page never waits more than twice that.
    void Promise.resolve(shown).then(() => deps.setTimeout(leave, SESSION_EXPIRY_REDIRECT_MS));
    deps.setTimeout(leave, 2 * SESSION_EXPIRY_REDIRECT_MS);
  };

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const pathname = deps.pathname();
    const admin = isAdminPath(pathname);
    const token = tokenFor(pathname);
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.signal) init.signal = options.signal;
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const url = `${API_BASE}${path}`;

    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      console.error(`${method} ${url}: network error`, error);
      deps.reportNetworkFailure();
      throw new ApiError("The server could not be reached.", 0);
    }

    const payload = await readJson(response);
    const requestId = replyRequestId(response.headers?.get?.("x-request-id"), payload);
    const fail = (text: string, toast: boolean): never => {
      const message = withReference(text, response.status, requestId);
      if (toast && !options.silent) deps.showError(message);
      throw new ApiError(
        message,
        response.status,
        isEnvelope(payload) ? payload.data : null,
        retryAfterMs(response.headers?.get?.("retry-after") ?? null),
        requestId,
      );
    };

    if (response.status === 401 && token) {
      console.error(`${method} ${url}: HTTP 401, session expired`);
      sessionExpired(admin);
      throw new ApiError(MESSAGES.SESSION_EXPIRED, 401);
    }
    if (!response.ok) {
      console.error(`${method} ${url}: HTTP ${response.status}`, payload);
      const message = envelopeMessage(payload);
      return fail(message ?? `Request failed (HTTP ${response.status}).`, message !== null);
    }
    if (!isEnvelope(payload)) {
      // Aborted while its body was read (the page that asked has gone): an abort, as fetch's own, not a
      // malformed reply. (A 401 or an error status above counts whatever the body.)
      if (options.signal?.aborted) throw new DOMException("The request was aborted", "AbortError");
      console.error(`${method} ${url}: reply is not an API envelope`, payload);
      return fail("Unexpected reply from the server.", false);
    }
    if (!isSuccess(payload)) {
      return fail(envelopeMessage(payload) ?? MESSAGES.SOMETHING_WENT_WRONG, true);
    }
    return payload.data as T;
  }

  return {
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body, options),
    put: (path, body, options) => request("PUT", path, body, options),
    patch: (path, body, options) => request("PATCH", path, body, options),
    delete: (path, options) => request("DELETE", path, undefined, options),
  };
}

export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: secureStorage,
  pathname: () => window.location.pathname,
  redirect: (url) => window.location.assign(url),
  showError: (message) => {
    toastError(message);
    return whenToastsOnScreen();
  },
  reportNetworkFailure: () => connectivity.reportFailure(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
});
