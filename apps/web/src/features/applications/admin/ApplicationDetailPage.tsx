import {
  type ApplicationDocument,
  type ApplicationStatus,
  type CourseNode,
  DOCUMENT_LABEL,
  HEARD_LABEL,
  INCOME_LABEL,
  STATUS_LABEL,
  SUBSCRIPTION_TYPES,
} from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
import { ConfirmActionDialog } from "../../../lib/ConfirmActionDialog";
import { CoursePicker } from "../../../lib/CoursePicker";
import { api } from "../../../lib/http";
import { subscriptionLabel } from "../../../lib/i18n/format";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { ResponsiveDialog } from "../../../lib/ResponsiveDialog";
import { toastSuccess } from "../../../lib/toast";
import { AdminPage } from "../../admin/AdminPage";
import { ADMIN_COURSES_KEY } from "../../subscription/useCourses";
import { StatusChip } from "./StatusChip";
import { type ApplicationDetail, FIELD_LABEL } from "./types";

const PdfViewer = lazy(() => import("../../study-materials/viewers/PdfViewer"));

const KIND_TITLE = {
  scholarship: "Scholarship application",
  enrolment: "Enrolment request",
  contact: "Contact message",
  partner: "Partner enquiry",
} as const;
const BACK = {
  scholarship: "/admin/scholarship",
  enrolment: "/admin/enrollment",
  contact: "/admin/enquiries",
  partner: "/admin/enquiries",
} as const;

function fieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key === "income_band") return INCOME_LABEL[value as keyof typeof INCOME_LABEL] ?? String(value);
  if (key === "heard_from") return HEARD_LABEL[value as keyof typeof HEARD_LABEL] ?? String(value);
  if (key === "source") return value === "registration" ? "/registration" : "/enrol";
  if (key === "mode") return value === "classroom" ? "Classroom" : "Online";
  return String(value);
}

/** The form's fields in the order the form asks them (the database keeps no order). */
function orderedFields(fields: Record<string, unknown>): [string, unknown][] {
  const known = Object.keys(FIELD_LABEL).filter((k) => k in fields);
  const rest = Object.keys(fields).filter((k) => !(k in FIELD_LABEL));
  return [...known, ...rest].map((k) => [k, fields[k]]);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" }, gap: { sm: 2 }, py: 0.75 }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{children}</Typography>
    </Box>
  );
}

/** Opens a document through a signed link from the server (staff only): pdf.js for PDFs, an image otherwise. */
function DocumentViewer({
  id,
  document,
  onClose,
}: {
  id: number;
  document: ApplicationDocument | null;
  onClose: () => void;
}) {
  const access = useQuery({
    queryKey: ["admin", "application-document", id, document],
    enabled: document !== null,
    staleTime: 5 * 60 * 1000,
    queryFn: () =>
      api.get<{ url: string; mime: string }>(`/applications/${id}/documents/${document}/access`, {
        silent: true,
      }),
  });
  const label = document ? DOCUMENT_LABEL[document] : "";
  return (
    <ResponsiveDialog
      open={document !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="doc-title"
    >
      <DialogTitle id="doc-title">{label}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {access.isLoading && <LoadingSkeletons label={`Opening ${label}`} height={320} count={1} />}
        {access.isError && (
          <LoadError
            message={`The ${label.toLowerCase()} could not be opened.`}
            onRetry={() => void access.refetch()}
          />
        )}
        {access.data &&
          (access.data.mime === "application/pdf" ? (
            <Suspense fallback={<LoadingSkeletons label="Loading the PDF viewer" height={320} count={1} />}>
              <PdfViewer url={access.data.url} initialPage={1} onPage={() => {}} />
            </Suspense>
          ) : (
            <Box
              component="img"
              src={access.data.url}
              alt={label}
              sx={{ maxWidth: "100%", display: "block", mx: "auto" }}
            />
          ))}
      </DialogContent>
      <DialogActions>
        {access.data && (
          <Button href={access.data.url} target="_blank" rel="noopener">
            Open in a new tab
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function StatusDialog({
  app,
  to,
  onClose,
}: {
  app: ApplicationDetail;
  to: ApplicationStatus | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [note, setNote] = useState("");
  const [grant, setGrant] = useState(false);
  const [type, setType] = useState("Free_3_months");
  const [course, setCourse] = useState<number | null>(app.course_id);
  const offersGrant = app.kind === "scholarship" && to === "approved";
  const courses = useQuery({
    queryKey: ADMIN_COURSES_KEY,
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
    enabled: offersGrant,
  });
  const save = useMutation({
    mutationFn: () =>
      api.post<{ grant_applied: boolean }>(`/applications/${app.id}/status`, {
        status: to,
        note,
        ...(offersGrant && grant && course ? { grant: { subscription_type: type, course_id: course } } : {}),
      }),
    onSuccess: (reply) => {
      toastSuccess(
        offersGrant && grant
          ? reply.grant_applied
            ? "Approved: the plan is on the student's account."
            : "Approved: the plan will be given when this email signs up."
          : `Marked ${to ? STATUS_LABEL[to].toLowerCase() : ""}.`,
      );
      void client.invalidateQueries({ queryKey: ["admin", "application", app.id] });
      void client.invalidateQueries({ queryKey: ["admin", "applications"] });
      setNote("");
      onClose();
    },
  });
  return (
    <ResponsiveDialog open={to !== null} onClose={onClose} fullScreenBelow="sm" maxWidth="sm" fullWidth>
      <DialogTitle>{to ? `Mark as ${STATUS_LABEL[to].toLowerCase()}` : ""}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(to === "approved" || to === "rejected") && (
            <Alert severity="info">
              The applicant is told of the decision by SMS{app.account_id ? " and in the app" : ""}.
            </Alert>
          )}
          <TextField
            label="Note (optional)"
            multiline
            minRows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {offersGrant && (
            <>
              <FormControlLabel
                control={<Checkbox checked={grant} onChange={(e) => setGrant(e.target.checked)} />}
                label="Give the applicant a plan"
              />
              {grant && (
                <>
                  <TextField
                    select
                    size="small"
                    label="Plan"
                    value={type}
                    onChange={(e) => setType(e.target.value)}
                  >
                    {SUBSCRIPTION_TYPES.map((t) => (
                      <MenuItem key={t} value={t}>
                        {subscriptionLabel(t)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <CoursePicker
                    courses={courses.data ?? []}
                    value={course}
                    onChange={setCourse}
                    subscribableOnly
                    label="Course of the plan"
                  />
                  <Typography variant="body2" color="text.secondary">
                    {app.account_id
                      ? "This email has a student account: the plan starts now."
                      : "No account uses this email yet: the plan is given when they sign up with this email and mobile number."}
                  </Typography>
                </>
              )}
            </>
          )}
          {save.isError && <Alert severity="error">{(save.error as Error).message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={to === "rejected" ? "error" : "primary"}
          disabled={save.isPending || (offersGrant && grant && !course)}
          onClick={() => save.mutate()}
        >
          {to ? STATUS_LABEL[to] : ""}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

export default function ApplicationDetailPage() {
  useAcademyZone();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [viewing, setViewing] = useState<ApplicationDocument | null>(null);
  const [moving, setMoving] = useState<ApplicationStatus | null>(null);
  const [removing, setRemoving] = useState<"delete" | "erase" | null>(null);
  const [note, setNote] = useState("");
  const detail = useQuery({
    queryKey: ["admin", "application", id],
    queryFn: () => api.get<ApplicationDetail>(`/applications/${id}`, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ["admin", "application", id] });
    void client.invalidateQueries({ queryKey: ["admin", "applications"] });
  };
  const addNote = useMutation({
    mutationFn: () => api.post(`/applications/${id}/notes`, { note }),
    onSuccess: () => {
      setNote("");
      refresh();
    },
  });

  const a = detail.data;
  return (
    <AdminPage
      title={a ? `${KIND_TITLE[a.kind]} ${a.reference}` : "Application"}
      description={a ? `Received ${formatAcademyTime(a.created_at)}.` : "Loading the application…"}
    >
      <Button
        component={RouterLink}
        to={a ? BACK[a.kind] : "/admin/scholarship"}
        startIcon={<ArrowBackIcon />}
        sx={{ my: 1 }}
      >
        Back to the list
      </Button>
      {detail.isLoading && <LoadingSkeletons label="Loading the application" height={160} count={2} />}
      {detail.isError && (
        <LoadError
          message={(detail.error as Error).message || "The application could not be loaded."}
          onRetry={() => void detail.refetch()}
        />
      )}
      {a && (
        <>
          {a.erased_at ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The applicant was erased on {formatAcademyTime(a.erased_at)}: their details and documents are
              gone.
            </Alert>
          ) : (
            a.deleted && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Deleted on {formatAcademyTime(a.deleted.at)}: {a.deleted.reason}
              </Alert>
            )
          )}
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" },
              alignItems: "start",
            }}
          >
            <Stack spacing={2}>
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
                    <Typography variant="h2" sx={{ fontSize: "1.125rem" }}>
                      Details
                    </Typography>
                    <StatusChip status={a.status} />
                  </Stack>
                  <Row label="Name">{a.name || "—"}</Row>
                  <Row label="Email">{a.email || "—"}</Row>
                  <Row label="Mobile">{a.mobile || "—"}</Row>
                  {a.course && <Row label="Course">{a.course}</Row>}
                  {orderedFields(a.fields).map(([k, v]) => (
                    <Row key={k} label={FIELD_LABEL[k] ?? k}>
                      {fieldText(k, v)}
                    </Row>
                  ))}
                  {a.account_id && (
                    <Row label="Student account">
                      <Link component={RouterLink} to={`/admin/users/${a.account_id}`}>
                        Open the student's account
                      </Link>
                    </Row>
                  )}
                  {a.grant && (
                    <Row label="Plan granted">
                      {subscriptionLabel(a.grant.subscription_type)}{" "}
                      {a.grant.applied_at
                        ? `(given ${formatAcademyTime(a.grant.applied_at)})`
                        : "(waiting for an account with this email)"}
                    </Row>
                  )}
                </CardContent>
              </Card>
              {a.kind === "scholarship" && (
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
                      Documents
                    </Typography>
                    {a.documents.length === 0 ? (
                      <Typography color="text.secondary">No documents.</Typography>
                    ) : (
                      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
                        {a.documents.map((d) => (
                          <Button
                            key={d.purpose}
                            variant="outlined"
                            startIcon={<DescriptionOutlinedIcon />}
                            onClick={() => setViewing(d.purpose)}
                          >
                            View {DOCUMENT_LABEL[d.purpose]} ({d.mime === "application/pdf" ? "PDF" : "image"}
                            , {Math.max(1, Math.round(d.size / 1024))} KB)
                          </Button>
                        ))}
                      </Stack>
                    )}
                  </CardContent>
                </Card>
              )}
            </Stack>
            <Stack spacing={2}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1.5 }}>
                    Status
                  </Typography>
                  {a.next_statuses.length === 0 ? (
                    <Typography color="text.secondary">No further status change.</Typography>
                  ) : (
                    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                      {a.next_statuses.map((s) => (
                        <Button
                          key={s}
                          variant={s === "approved" ? "contained" : "outlined"}
                          color={s === "rejected" ? "error" : s === "approved" ? "success" : "primary"}
                          onClick={() => setMoving(s)}
                        >
                          {s === "approved"
                            ? "Approve"
                            : s === "rejected"
                              ? "Reject"
                              : `Mark ${STATUS_LABEL[s].toLowerCase()}`}
                        </Button>
                      ))}
                    </Stack>
                  )}
                  {!a.erased_at && (
                    <Stack
                      component="form"
                      direction="row"
                      spacing={1}
                      sx={{ mt: 2 }}
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (note.trim()) addNote.mutate();
                      }}
                    >
                      <TextField
                        size="small"
                        label="Add a note"
                        value={note}
                        onChange={(e) => setNote(e.target.value)}
                        fullWidth
                        slotProps={{ htmlInput: { maxLength: 2000 } }}
                      />
                      <Button type="submit" disabled={!note.trim() || addNote.isPending}>
                        Add
                      </Button>
                    </Stack>
                  )}
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
                    History
                  </Typography>
                  <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="History">
                    {a.history.map((h) => (
                      <Typography component="li" key={h.id} variant="body2" sx={{ mb: 1 }}>
                        <strong>
                          {h.from === null
                            ? "Received"
                            : h.from === h.to
                              ? "Note"
                              : `${STATUS_LABEL[h.from as ApplicationStatus] ?? h.from} → ${STATUS_LABEL[h.to as ApplicationStatus] ?? h.to}`}
                        </strong>{" "}
                        · {formatAcademyTime(h.at)}
                        {h.by ? ` · ${h.by}` : ""}
                        {h.note && (
                          <Box
                            component="span"
                            sx={{ display: "block", color: "text.secondary", whiteSpace: "pre-wrap" }}
                          >
                            {h.note}
                          </Box>
                        )}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
              </Card>
              {!a.erased_at && (
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
                      Remove
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                      {!a.deleted && (
                        <Button color="error" variant="outlined" onClick={() => setRemoving("delete")}>
                          Delete
                        </Button>
                      )}
                      <Button color="error" onClick={() => setRemoving("erase")}>
                        Erase applicant
                      </Button>
                    </Stack>
                  </CardContent>
                </Card>
              )}
            </Stack>
          </Box>
          <DocumentViewer id={a.id} document={viewing} onClose={() => setViewing(null)} />
          <StatusDialog key={moving ?? "none"} app={a} to={moving} onClose={() => setMoving(null)} />
          <ConfirmActionDialog
            open={removing !== null}
            title={removing === "erase" ? "Erase the applicant?" : "Delete the application?"}
            message={
              removing === "erase"
                ? "Their documents are removed and their name, email, mobile and answers are blanked. An anonymous record stays. This cannot be undone."
                : "It leaves the lists (find it with the Deleted filter). Nothing is erased."
            }
            confirmLabel={removing === "erase" ? "Erase" : "Delete"}
            destructive
            onClose={() => setRemoving(null)}
            onConfirm={async (reason) => {
              await api.post(`/applications/${id}/${removing}`, { reason });
              toastSuccess(removing === "erase" ? "Applicant erased." : "Application deleted.");
              refresh();
            }}
          />
        </>
      )}
    </AdminPage>
  );
}
