import { formatAcademyTime } from "../../lib/academyTime";
import type { Column } from "../../lib/DataTable";
import type { AuditEntry } from "./types";

const detailText = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");

export const AUDIT_COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  {
    key: "at",
    header: "When (IST)",
    card: "title",
    cell: (e) => formatAcademyTime(e.at),
    csv: (e) => formatAcademyTime(e.at),
  },
  { key: "actor", header: "Staff", cell: (e) => e.actor.name, csv: (e) => e.actor.email || e.actor.name },
  { key: "action", header: "Action", cell: (e) => e.action, csv: (e) => e.action },
  { key: "target", header: "Target", cell: (e) => e.target, csv: (e) => e.target },
  { key: "reason", header: "Reason", cell: (e) => e.reason || "—", csv: (e) => e.reason },
  { key: "detail", header: "Detail", cell: (e) => detailText(e.detail), csv: (e) => detailText(e.detail) },
];
