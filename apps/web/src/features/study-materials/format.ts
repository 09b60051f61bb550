import { formatAcademyDay } from "../../lib/academyTime";
import { translate } from "../../lib/i18n/language";
import type { MaterialKind, StudentMaterial } from "./types";

export const KIND_LABELS: Record<MaterialKind, string> = { pdf: "PDF", video: "Video", link: "Video link" };

export const KIND_OPTIONS = (Object.keys(KIND_LABELS) as MaterialKind[]).map((value) => ({
  value,
  label: KIND_LABELS[value],
}));

/** KIND_LABELS in the language on screen (the student's screens; the back office keeps KIND_LABELS). */
export function kindLabel(kind: MaterialKind): string {
  if (kind === "pdf") return translate("study.kindPdf", "PDF");
  if (kind === "video") return translate("study.kindVideo", "Video");
  return translate("study.kindLink", "Video link");
}

/** KIND_OPTIONS in the language on screen. */
export const kindOptions = () =>
  (Object.keys(KIND_LABELS) as MaterialKind[]).map((value) => ({ value, label: kindLabel(value) }));

/** 1536 → "1.5 KB", 52428800 → "50 MB". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** 754 → "12:34", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** What the list says about a student's progress on one item. */
export function progressLabel(item: Pick<StudentMaterial, "kind" | "progress">): string | null {
  const progress = item.progress;
  if (!progress) return null;
  if (progress.done) return translate("study.done", "Done");
  if (progress.position <= 0) return null;
  if (item.kind === "pdf")
    return translate("study.stoppedAtPage", "Stopped at page {{page}}", {
      page: Math.floor(progress.position),
    });
  if (item.kind === "video")
    return translate("study.stoppedAt", "Stopped at {{time}}", { time: formatClock(progress.position) });
  return null;
}

/** On the academy's calendar (IST), whatever zone the phone is set to. */
export const formatDate = (ms: number) => formatAcademyDay(ms);
