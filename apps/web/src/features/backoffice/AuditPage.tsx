import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useAcademyZone } from "../../lib/academyTime";
import { DataTable } from "../../lib/DataTable";
import { api } from "../../lib/http";
import { SearchField } from "../../lib/SearchField";
import { AdminPage } from "../admin/AdminPage";
import { AUDIT_COLUMNS } from "./auditColumns";
import type { AuditEntry, Paged } from "./types";

/** The audit list's filters as a query string. */
function auditQuery(filter: { action: string; target: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action) params.set("action", filter.action);
  if (filter.target) params.set("target", filter.target);
  return params;
}

export default function AuditPage() {
  useAcademyZone();
  const [action, setAction] = useState("");
  const [target, setTarget] = useState("");
  const filter = { action: action.trim(), target: target.trim() };
  return (
    <AdminPage
      title="Audit log"
      description="Every staff action: who did what, to whom, when and why. Newest first."
    >
      <DataTable<AuditEntry>
        label="Audit log"
        columns={AUDIT_COLUMNS}
        queryKey={["admin", "audit", filter]}
        fetchPage={({ page, pageSize }) =>
          api.get<Paged<AuditEntry>>(`/audit?${auditQuery(filter)}&page=${page}&pageSize=${pageSize}`, {
            silent: true,
          })
        }
        rowKey={(e) => e.id}
        csvName="audit-log.csv"
        exportPath={() => `/audit/export?${auditQuery(filter)}`}
        empty={
          <Typography sx={{ p: 3 }} color="text.secondary">
            Nothing recorded for these filters yet.
          </Typography>
        }
        filters={
          <>
            <SearchField
              label="Action (e.g. grant-plan)"
              value={action}
              onChange={(e) => setAction(e.target.value)}
            />
            <SearchField
              label="Target (e.g. user:12)"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </>
        }
      />
    </AdminPage>
  );
}
