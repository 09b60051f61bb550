import type { SubscriberInfo } from "@medhavi/domain";
import { useRef } from "react";
import { api, sessionExpiring } from "../../lib/http";
import { LANGUAGE_KEY } from "../../lib/i18n/language";
import { type SecureKey, secureStorage } from "../../lib/secureStorage";
import { useSecureItem } from "../../lib/useSecureItem";

/** The student's details kept in secure storage under "user-info" (spec section 3). */
export interface UserInfo extends SubscriberInfo {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  userid?: number | string;
  profilePic?: string;
  /** Had the free trial already (sent by the server with the profile). */
  trial_used?: boolean;
}

/** Admin details under "admin-info": a token plus whatever the admin login returns. */
export interface AdminInfo {
  token?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * The signed-in user (or staff member) as stored. When a call finds the session over, storage is cleared at
 * once but the page stays, with the session-expired toast, until the HTTP client's redirect 3 s later
 * (spec): meanwhile a page keeps the signed-in view it had, rather than flashing its signed-out one.
 */
function useSessionItem<T>(key: SecureKey): T | null {
  const item = useSecureItem<T>(key);
  const last = useRef<T | null>(null);
  if (item || !sessionExpiring()) last.current = item;
  return last.current;
}

export const useUserInfo = (): UserInfo | null => useSessionItem<UserInfo>("user-info");

export const useAdminInfo = (): AdminInfo | null => useSessionItem<AdminInfo>("admin-info");

export function displayName(info: UserInfo | AdminInfo | null | undefined, fallback = "My account"): string {
  if (!info) return fallback;
  const full = [info.firstName, info.lastName].filter(Boolean).join(" ").trim();
  if (full) return full;
  if ("name" in info && info.name) return info.name;
  return info.email || fallback;
}

/** Two letters for an avatar without a picture. */
export function initials(user: UserInfo): string {
  const letters = `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`.toUpperCase();
  return letters || (user.email?.[0]?.toUpperCase() ?? "?");
}

/** What POST /login returns: the user fields plus the session token. */
export type LoginReply = UserInfo & { token: string };

/** sessionStorage flag: the first notification fetch after a login may pop up the welcome message. */
export const WELCOME_CHECK_KEY = "medhavi-welcome-check";

/**
 * Stores a successful login: the user fields under "user-info", the token under "user-token". Resolves once
 * both are saved (they are encrypted first), so the page can be reloaded.
 */
export function storeLogin(reply: LoginReply): Promise<void> {
  const { token, ...info } = reply;
  secureStorage.setItem("user-info", info);
  secureStorage.setItem("user-token", token);
  try {
    window.sessionStorage.setItem(WELCOME_CHECK_KEY, String(Date.now()));
  } catch {
    // Private modes may refuse sessionStorage; the welcome popup is a nicety.
  }
  return secureStorage.flush();
}

/**
 * Ends a session on the server without involving the session-expiry flow: storage is cleared first and the
 * token is sent explicitly, so a 401 (already revoked) is an ordinary, ignored failure.
 */
function endServerSession(token: unknown): Promise<void> {
  if (typeof token !== "string" || token === "") return Promise.resolve();
  return api.post("/logout", undefined, { silent: true, headers: { Authorization: `Bearer ${token}` } }).then(
    () => undefined,
    (error: unknown) => console.warn("logout: the server session could not be ended", error),
  );
}

/**
 * Student logout (spec section 4): the whole session leaves the browser at once and the server session is
 * ended in the background (a failure is ignored). The caller navigates to /.
 */
export function logout(): Promise<void> {
  const token = secureStorage.getItem<unknown>("user-token");
  secureStorage.clear();
  // "Logout clears local storage": the cipher key, drafts and the outbox hint too, not only our entries.
  // The site's language is the device's choice, not the student's data: it stays.
  try {
    const language = window.localStorage.getItem(LANGUAGE_KEY);
    window.localStorage.clear();
    if (language) window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): nothing was kept there.
  }
  forgetDeviceData();
  return endServerSession(token);
}

/**
 * Changes still waiting in the outbox and cached pictures belong to the student leaving: a shared phone must
 * not send them under the next student's name, nor show them. Loads the outbox only if it holds anything.
 */
function forgetDeviceData(): void {
  void import("../../lib/outbox/appOutbox")
    .then((m) => m.clearOutbox())
    .catch((error: unknown) => console.warn("logout: the outbox could not be cleared", error));
  if (typeof caches !== "undefined") void caches.delete("medhavi-images").catch(() => false);
}

/** Admin logout: admin info only, and the staff session on the server. The caller navigates to /admin/login. */
export function adminLogout(): Promise<void> {
  const token = secureStorage.getItem<AdminInfo>("admin-info")?.token;
  secureStorage.removeItem("admin-info");
  return endServerSession(token);
}

/** Reloads the signed-in student's profile by email (after a subscription, a profile edit...) and stores it. */
export async function reloadProfile(): Promise<UserInfo | null> {
  const current = secureStorage.getItem<UserInfo>("user-info");
  if (!current?.email) return null;
  const fresh = await api.post<UserInfo>("/getProfile", { email: current.email });
  secureStorage.setItem("user-info", fresh);
  await secureStorage.flush(); // saved before a caller reloads the page
  return fresh;
}

/** Focus events closer together than this do not ask again. */
export const PROFILE_REFRESH_MIN_MS = 30_000;

/**
 * Keeps the stored subscription true to the server (issue 14: after staff force-unsubscribe a student,
 * every page showed the old plan until /profile was opened): the profile is fetched again at each start
 * and whenever the window regains focus (at most every 30 s). Quiet: a failure keeps what is stored; a 401
 * ends the session as on any call. Not in the back office.
 */
export function startProfileRefresh(target: Window = window): void {
  let last = 0;
  const refresh = () => {
    const now = Date.now();
    if (now - last < PROFILE_REFRESH_MIN_MS || target.location.pathname.includes("/admin")) return;
    const current = secureStorage.getItem<UserInfo>("user-info");
    if (!current?.email) return;
    last = now;
    api.post<UserInfo>("/getProfile", { email: current.email }, { silent: true }).then(
      (fresh) => {
        if (JSON.stringify(secureStorage.getItem("user-info")) !== JSON.stringify(fresh))
          secureStorage.setItem("user-info", fresh);
      },
      (error: unknown) => console.warn("The profile could not be refreshed", error),
    );
  };
  refresh();
  target.addEventListener("focus", refresh);
  target.document.addEventListener("visibilitychange", () => {
    if (target.document.visibilityState === "visible") refresh();
  });
}
