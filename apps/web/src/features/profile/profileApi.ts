import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import type { UserInfo } from "../auth/session";

export const profileKey = (email: string | undefined) => ["profile", email ?? null] as const;

/** Keeps "user-info" in step with what the server says (only writes when something changed). */
export function storeUserInfo(fresh: UserInfo): void {
  const current = secureStorage.getItem<UserInfo>("user-info");
  if (JSON.stringify(current) !== JSON.stringify(fresh)) secureStorage.setItem("user-info", fresh);
}

/** The signed-in student's profile, fresh from the server (POST /getProfile), mirrored into "user-info". */
export function useProfile(email: string | undefined) {
  return useQuery({
    queryKey: profileKey(email),
    queryFn: async () => {
      const fresh = await api.post<UserInfo>("/getProfile", { email }, { silent: true });
      storeUserInfo(fresh);
      return fresh;
    },
    enabled: Boolean(email),
    staleTime: 0,
  });
}

/** After an edit: the reply is the fresh user info; cache it under its (possibly new) email, then store it. */
export function useApplyProfile(): (fresh: UserInfo) => void {
  const client = useQueryClient();
  return useCallback(
    (fresh: UserInfo) => {
      client.setQueryData(profileKey(fresh.email), fresh);
      storeUserInfo(fresh);
    },
    [client],
  );
}
