import { ACADEMY_TIME_ZONE, formatAcademyDate, formatAcademyDateTime } from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "./http";
import { formatDay, formatDayTime } from "./i18n/format";
import { languageStore } from "./i18n/language";

// Every time on the back-office screens is on the academy's clock (IST unless the server says otherwise),
// labelled, whatever zone the browser is in.
let zone = ACADEMY_TIME_ZONE;

export const academyZone = () => zone;

const hindi = () => languageStore.get().active === "hi";

/** "1 Sep 2027, 17:05 IST" (in Hindi "1 सित॰ 2027, 5:05 pm IST"). */
export const formatAcademyTime = (ms: number) =>
  hindi() ? formatDayTime(ms, "hi", zone) : formatAcademyDateTime(ms, zone);
/** "1 Sep 2027" on the academy's calendar (in Hindi "1 सित॰ 2027"). */
export const formatAcademyDay = (ms: number) =>
  hindi() ? formatDay(ms, "hi", zone) : formatAcademyDate(ms, zone);

/** Loads the academy's zone from GET /config once (the layouts call it); until then IST. */
export function useAcademyZone(): string {
  const config = useServerConfig();
  if (config?.time_zone) zone = config.time_zone;
  return zone;
}

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
