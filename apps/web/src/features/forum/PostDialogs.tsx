import { FORUM_TITLE_MAX, textToHtml } from "@medhavi/domain";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { Translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { Composer, htmlToText, type Picture } from "./Composer";

const REASONS = (t: Translate) => [
  { value: "spam", label: t("forum.spamOrAdvertising", "Spam or advertising") },
  { value: "abusive", label: t("forum.rudeOrAbusive", "Rude or abusive") },
  { value: "wrong", label: t("forum.wrongOrMisleading", "Wrong or misleading") },
  { value: "off-topic", label: t("forum.notAboutStudies", "Not about studies") },
  { value: "other", label: t("forum.somethingElse", "Something else") },
];

/** Why a post should be looked at by a moderator. */
export function ReportDialog({
  open,
  onClose,
  onReport,
}: {
  open: boolean;
  onClose: () => void;
  onReport: (reason: string, detail: string) => Promise<unknown>;
}) {
  const { t } = useT();
  const [reason, setReason] = useState("");
  const [detail, setDetail] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onReport(reason, detail.trim());
      setReason("");
      setDetail("");
      onClose();
    } catch {
      // The client showed the message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreenBelow="sm"
      aria-labelledby="report-title"
    >
      <DialogTitle id="report-title">{t("forum.reportToAModerator", "Report to a moderator")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t("forum.reason", "Reason")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
          >
            {REASONS(t).map((r) => (
              <MenuItem key={r.value} value={r.value}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t("forum.anythingToAddOptional", "Anything to add (optional)")}
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("forum.cancel", "Cancel")}</Button>
        <Button
          variant="contained"
          disabled={!reason || busy}
          onClick={() => void submit()}
          startIcon={busy ? <CircularProgress size={16} /> : undefined}
        >
          {t("forum.report", "Report")}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

const keyOf = (url: string) => url.split("/").pop() ?? url;

/** Edit a doubt (title and text) or an answer (text), keeping or removing its pictures. */
export function EditDialog({
  open,
  onClose,
  initialTitle,
  initialHtml,
  images,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  initialTitle?: string;
  initialHtml: string;
  images: string[];
  onSave: (changes: { title?: string; body: string; images: string[] }) => Promise<unknown>;
}) {
  const { t } = useT();
  const [title, setTitle] = useState(initialTitle ?? "");
  const [text, setText] = useState(() => htmlToText(initialHtml));
  const [pictures, setPictures] = useState<Picture[]>(images.map((url) => ({ key: keyOf(url), url })));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave({
        ...(initialTitle === undefined ? {} : { title: title.trim() }),
        body: textToHtml(text),
        images: pictures.map((p) => p.key),
      });
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-title">
      <DialogTitle id="edit-title">
        {initialTitle === undefined
          ? t("forum.editAnswer", "Edit answer")
          : t("forum.editDoubt", "Edit doubt")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {initialTitle !== undefined && (
            <TextField
              label={t("forum.title", "Title")}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: FORUM_TITLE_MAX } }}
            />
          )}
          <Composer
            label={t("forum.text", "Text")}
            text={text}
            onText={setText}
            pictures={pictures}
            onPictures={setPictures}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("forum.cancel", "Cancel")}</Button>
        <Button variant="contained" disabled={busy || text.trim() === ""} onClick={() => void save()}>
          {t("forum.save", "Save")}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
