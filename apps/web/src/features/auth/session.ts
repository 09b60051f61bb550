import type { SubscriberInfo } from "@medhavi/domain";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { useSecureItem } from "../../lib/useSecureItem";

/** The student's details kept in secure storage under "user-info" (spec section 3). */
export interface UserInfo extends SubscriberInfo {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobileNumber?: string;
  userid?: number | string;
  profilePic?: string;
}

/** Admin details under "admin-info": a token plus whatever the admin login returns. */
export interface AdminInfo {
  token?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export function useUserInfo(): UserInfo | null {
  return useSecureItem<UserInfo>("user-info");
}

export function useAdminInfo(): AdminInfo | null {
  return useSecureItem<AdminInfo>("admin-info");
}

export function displayName(info: UserInfo | AdminInfo | null | undefined, fallback = "My account"): string {
  if (!info) return fallback;
  const full = [info.firstName, info.lastName].filter(Boolean).join(" ").trim();
  if (full) return full;
  if ("name" in info && info.name) return info.name;
  return info.email || fallback;
}

/** Student logout: the whole session leaves the browser (spec section 4). The caller navigates to /. */
export function logout(): void {
  secureStorage.clear();
}

/** Admin logout: admin info only; the caller navigates to /admin/login. */
export function adminLogout(): void {
  secureStorage.removeItem("admin-info");
}

/** Reloads the signed-in student's profile by email (after a subscription, a profile edit...) and stores it. */
export async function reloadProfile(): Promise<UserInfo | null> {
  const current = secureStorage.getItem<UserInfo>("user-info");
  if (!current?.email) return null;
  const fresh = await api.post<UserInfo>("/getProfile", { email: current.email });
  secureStorage.setItem("user-info", fresh);
  return fresh;
}
