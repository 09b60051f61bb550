import { useQuery } from "@tanstack/react-query";
import { api } from "./http";

/** GET /config: the settings the server gives the web app. */
export interface ServerConfig {
  time_zone: string;
  zone_label: string;
  /** "sandbox": checkouts grant plans with no money moving (the back office says so). */
  payments?: "razorpay" | "sandbox";
}

/** The server's settings, loaded once per visit (undefined until they arrive). */
export function useServerConfig(): ServerConfig | undefined {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => api.get<ServerConfig>("/config", { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
