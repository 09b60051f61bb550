import { HONEYPOT_FIELD } from "@medhavi/domain";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useMemo } from "react";
import type { z } from "zod";
import { CoursePicker } from "../../lib/CoursePicker";
import { phoneChars } from "../../lib/formErrors";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { visuallyHidden } from "../../lib/visuallyHidden";
import { useUserInfo } from "../auth/session";
import { usePublicCourses } from "../subscription/useCourses";
import { DocumentField } from "./DocumentField";
import { useApplicationForm } from "./useApplicationForm";

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "date" | "number" | "textarea" | "select" | "course" | "document";
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  full?: boolean;
  helper?: string;
  /** For documents: which upload call. */
  purpose?: "idproof" | "marksheet";
}

export interface ApplicationFormProps {
  name: string;
  title: string;
  intro: string;
  endpoint: string;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** Numbers the server expects as numbers. */
  numeric?: readonly string[];
  /** Extra fixed values sent with the form (e.g. which page it came from). */
  extra?: Record<string, unknown>;
  confirmation: string;
}

/** Space above the form when the page put something before it (contact cards, buttons). */
const spaced = { "* + &": { mt: { xs: 3, md: 4 } } } as const;

/** A public application form: fields laid out in two columns (one on phones), its confirmation in place. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { t } = useT();
  // The forms' own texts (forms.tsx) are keyed by their English.
  const spec = (english: string) => t(`apply.${english}`, english);

  const user = useUserInfo();
  const initial = useMemo(
    () => Object.fromEntries([...props.fields.map((f) => [f.name, ""]), [HONEYPOT_FIELD, ""]]),
    [props.fields],
  ) as Record<string, string>;
  const prefill = useMemo(
    () =>
      user
        ? {
            name: [user.firstName, user.lastName].filter(Boolean).join(" "),
            email: user.email ?? "",
            mobile: user.mobileNumber ?? "",
          }
        : undefined,
    [user],
  );
  const { numeric = [], extra } = props;
  const toPayload = useMemo(
    () => (values: Record<string, string>) => {
      const out: Record<string, unknown> = { ...extra };
      for (const [k, v] of Object.entries(values)) {
        if (k === "idempotency_key" || k.endsWith("__name")) continue;
        if (k === HONEYPOT_FIELD) {
          if (v) out[k] = v;
          continue;
        }
        out[k] = numeric.includes(k) ? (v.trim() === "" ? null : Number(v)) : v;
      }
      return out;
    },
    [numeric, extra],
  );
  const form = useApplicationForm({
    name: props.name,
    endpoint: props.endpoint,
    schema: props.schema,
    initial,
    prefill,
    toPayload,
  });
  const needsCourses = props.fields.some((f) => f.type === "course");
  const courses = usePublicCourses(needsCourses);

  if (form.state.kind === "queued") {
    const { mobile } = form.state;
    return (
      <Card variant="outlined" component="section" aria-labelledby={`${props.name}-queued`} sx={spaced}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 }, textAlign: "center" }}>
          <Typography variant="h2" id={`${props.name}-queued`} sx={{ fontSize: "1.5rem", mt: 1, mb: 1 }}>
            {t("apply.savedOnThisDevice", "Saved on this device")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {mobile
              ? t(
                  "apply.queuedTo",
                  "There is no connection just now. Your form will be sent when you're back online, and your reference number comes by SMS to the number ending {{last4}}.",
                  { last4: mobile.slice(-4) },
                )
              : t(
                  "apply.queued",
                  "There is no connection just now. Your form will be sent when you're back online, and your reference number comes by SMS.",
                )}
          </Typography>
          <Button variant="outlined" onClick={form.startOver}>
            {t("apply.sendAnother", "Send another")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (form.state.kind === "done") {
    const { reply, mobile } = form.state;
    return (
      <Card variant="outlined" component="section" aria-labelledby={`${props.name}-done`} sx={spaced}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 }, textAlign: "center" }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h2" id={`${props.name}-done`} sx={{ fontSize: "1.5rem", mt: 1, mb: 1 }}>
            {spec(props.confirmation)}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {t("apply.yourReferenceNumberIs", "Your reference number is")}
          </Typography>
          <Typography
            data-testid="application-reference"
            sx={{ fontSize: "2rem", fontWeight: 700, letterSpacing: "0.08em", color: "secondary.dark" }}
          >
            {reply.reference}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
            {mobile
              ? t(
                  "apply.keepTo",
                  "Keep it for your records. We have also sent it by SMS to the number ending {{last4}}.",
                  {
                    last4: mobile.slice(-4),
                  },
                )
              : t("apply.keep", "Keep it for your records. We have also sent it by SMS.")}
          </Typography>
          <Button variant="outlined" onClick={form.startOver}>
            {t("apply.sendAnother", "Send another")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const sending = form.state.kind === "sending";
  const render = (f: FieldSpec): ReactNode => {
    const error = form.errors[f.name];
    const common = {
      id: `${props.name}-${f.name}`,
      name: f.name,
      label: spec(f.label),
      fullWidth: true,
      error: Boolean(error),
      helperText: error ? translateMessage(error) : f.helper ? spec(f.helper) : " ",
      disabled: sending,
    };
    switch (f.type) {
      case "course":
        return (
          <CoursePicker
            courses={courses.data?.flat ?? []}
            value={form.values[f.name] ? Number(form.values[f.name]) : null}
            onChange={(id) => form.setValue(f.name, id ? String(id) : "")}
            label={
              courses.isError
                ? t("apply.courseError", "Course (could not load the list: reload the page)")
                : spec(f.label)
            }
            helperText={
              error
                ? translateMessage(error)
                : courses.isLoading
                  ? t("apply.loadingCourses", "Loading courses…")
                  : f.helper
                    ? spec(f.helper)
                    : " "
            }
            error={Boolean(error)}
            size="medium"
          />
        );
      case "document":
        return (
          <DocumentField
            label={spec(f.label)}
            purpose={f.purpose ?? "idproof"}
            uploadId={form.values[f.name] ?? ""}
            fileName={form.values[`${f.name}__name`] ?? ""}
            error={error}
            disabled={sending}
            onUploaded={(id, fileName) => {
              form.setValue(`${f.name}__name`, fileName);
              form.setValue(f.name, id);
            }}
          />
        );
      case "select":
        return (
          <TextField
            {...common}
            select
            value={form.values[f.name] ?? ""}
            onChange={(e) => form.setValue(f.name, e.target.value)}
          >
            {f.options?.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {spec(o.label)}
              </MenuItem>
            ))}
          </TextField>
        );
      default:
        return (
          <TextField
            {...common}
            type={f.type === "textarea" ? "text" : (f.type ?? "text")}
            multiline={f.type === "textarea"}
            minRows={f.type === "textarea" ? 4 : undefined}
            autoComplete={f.autoComplete}
            value={form.values[f.name] ?? ""}
            onChange={(e) =>
              form.setValue(f.name, f.type === "tel" ? phoneChars(e.target.value) : e.target.value)
            }
            slotProps={{
              ...(f.type === "date" ? { inputLabel: { shrink: true } } : {}),
              htmlInput: f.type === "tel" ? { inputMode: "tel" } : f.type === "number" ? { min: 1 } : {},
            }}
          />
        );
    }
  };

  const errorCount = Object.keys(form.errors).length;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${props.name}-title`} sx={spaced}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Typography
          variant="h2"
          id={`${props.name}-title`}
          sx={{ fontSize: "1.5rem", mb: 1, color: "secondary.dark" }}
        >
          {spec(props.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {spec(props.intro)}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label={spec(props.title)}
          onFocus={form.warm}
          onSubmit={(e) => {
            e.preventDefault();
            void form.send();
          }}
        >
          <Box
            sx={{
              display: "grid",
              columnGap: 2,
              rowGap: 1,
              gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            }}
          >
            {props.fields.map((f) => (
              <Box key={f.name} sx={{ gridColumn: { md: f.full ? "1 / -1" : "auto" } }}>
                {render(f)}
              </Box>
            ))}
          </Box>
          {/* The honeypot: hidden from people and screen readers; robots fill it. */}
          <Box aria-hidden sx={{ ...visuallyHidden, left: "-10000px" }}>
            <label>
              {t("apply.website", "Website")}
              <input
                type="text"
                name={HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                value={form.values[HONEYPOT_FIELD] ?? ""}
                onChange={(e) => form.setValue(HONEYPOT_FIELD, e.target.value)}
              />
            </label>
          </Box>
          {form.state.kind === "failed" && (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void form.send()}>
                  {t("apply.retry", "Retry")}
                </Button>
              }
            >
              {form.state.message}
            </Alert>
          )}
          {errorCount > 0 && form.state.kind === "editing" && (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              Some fields need your attention ({errorCount}).
            </Alert>
          )}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ mt: 3, alignItems: { sm: "center" } }}
          >
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {sending ? t("apply.sending", "Sending…") : spec(props.submitLabel)}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t(
                "apply.noAccountNeededWhat",
                "No account needed. What you type is kept on this device until it is sent.",
              )}
            </Typography>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
