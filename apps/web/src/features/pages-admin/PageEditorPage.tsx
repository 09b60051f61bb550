import {
  FOOTER_CONTACT_SLUG,
  PAGE_MESSAGES,
  type PageRevisionSummary,
  type StaffPage,
  TEXT_MAX,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatAcademyTime } from "../../lib/academyTime";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { ApiError } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { relativeTime } from "../../lib/relativeTime";
import { toastError, toastSuccess } from "../../lib/toast";
import { usePageTitle } from "../../lib/usePageTitle";
import { pageKeys } from "../content/pagesApi";
import { adminPageKeys, restoreRevision, savePage, useAdminPage, useRevision, useRevisions } from "./api";
import { PageBodyEditor } from "./PageBodyEditor";
import { PagePreviewDialog, type PreviewContent } from "./PagePreview";

interface Draft {
  title: string;
  seo_title: string;
  description: string;
  body: string;
  /** The Hindi version's fields; all empty means the page is English only. */
  hindi_title: string;
  hindi_description: string;
  hindi_body: string;
}

const draftOf = (p: StaffPage): Draft => ({
  title: p.title,
  seo_title: p.seo_title,
  description: p.description,
  body: p.body,
  hindi_title: p.hindi?.title ?? "",
  hindi_description: p.hindi?.description ?? "",
  hindi_body: p.hindi?.body ?? "",
});

const DRAFT_KEYS = [
  "title",
  "seo_title",
  "description",
  "body",
  "hindi_title",
  "hindi_description",
  "hindi_body",
] as const;

const sameDraft = (a: Draft, b: Draft) => DRAFT_KEYS.every((key) => a[key] === b[key]);

/** An editor's empty body is "<p></p>" or similar: no text and no picture. */
const blankHtml = (html: string) => !/<img/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, "") === "";

/** Whether staff have written any Hindi (then its heading and text are required). */
const hasHindi = (d: Draft) =>
  d.hindi_title.trim() !== "" || d.hindi_description.trim() !== "" || !blankHtml(d.hindi_body);

/** What the server gets: the Hindi version, or null to make the page English only. */
const updateOf = (d: Draft) => ({
  title: d.title,
  seo_title: d.seo_title,
  description: d.description,
  body: d.body,
  hindi: hasHindi(d) ? { title: d.hindi_title, description: d.hindi_description, body: d.hindi_body } : null,
});

function RevisionHistory({
  slug,
  footer,
  onRestored,
}: {
  slug: string;
  footer: boolean;
  onRestored: (page: StaffPage) => void;
}) {
  const revisions = useRevisions(slug);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<PageRevisionSummary | null>(null);
  const preview = useRevision(slug, previewing);

  let content: React.ReactNode;
  if (revisions.isPending) content = <LoadingSkeletons label="Loading revisions" height={56} count={3} />;
  else if (revisions.isError)
    content = <LoadError message="The revisions could not be loaded." onRetry={() => revisions.refetch()} />;
  else
    content = (
      <List dense disablePadding aria-label="Revisions">
        {revisions.data.map((r) => (
          <ListItem
            key={r.revision}
            divider
            disableGutters
            sx={{ flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
          >
            <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography sx={{ fontWeight: 600 }}>Revision {r.revision}</Typography>
                {r.current && <Chip size="small" color="success" label="Current" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <span title={formatAcademyTime(Date.parse(r.created_at))}>
                  {relativeTime(Date.parse(r.created_at))}
                </span>
                {r.author ? ` · ${r.author}` : ""}
                {r.note ? ` · ${r.note}` : ""}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={() => setPreviewing(r.revision)}
                aria-label={`Preview revision ${r.revision}`}
              >
                Preview
              </Button>
              {!r.current && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRestoring(r)}
                  aria-label={`Restore revision ${r.revision}`}
                >
                  Restore
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    );

  const previewContent: PreviewContent | undefined = preview.data && {
    title: preview.data.title,
    description: preview.data.description,
    body: preview.data.body,
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="revisions-heading">
      <CardContent>
        <Typography id="revisions-heading" variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
          Revision history
        </Typography>
        {content}
      </CardContent>
      <PagePreviewDialog
        open={previewing !== null}
        heading={`Revision ${previewing ?? ""}`}
        footer={footer}
        content={previewContent}
        onClose={() => setPreviewing(null)}
      />
      <ConfirmActionDialog
        open={restoring !== null}
        title={`Restore revision ${restoring?.revision ?? ""}?`}
        message="The page will read as it did in this revision. It is saved as a new revision, so nothing is lost."
        confirmLabel="Restore"
        askReason={false}
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          if (!restoring) return;
          const page = await restoreRevision(slug, restoring.revision);
          toastSuccess(`Revision ${restoring.revision} restored.`);
          onRestored(page);
        }}
      />
    </Card>
  );
}

/** Staff edit one page's copy: heading, browser title, lead, body; save, preview, history and restore. */
export default function PageEditorPage() {
  const { slug = "" } = useParams();
  const queryClient = useQueryClient();
  const query = useAdminPage(slug);
  const page = query.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [base, setBase] = useState<StaffPage | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const [previewOpen, setPreviewOpen] = useState(false);
  const [hindiPreviewOpen, setHindiPreviewOpen] = useState(false);
  usePageTitle(`${page?.label ?? "Page"} · Pages · Admin`);

  // The form starts from the server's copy, and again after a restore.
  useEffect(() => {
    if (page && (!base || page.revision !== base.revision)) {
      setBase(page);
      setDraft(draftOf(page));
    }
  }, [page, base]);

  const refresh = async (next: StaffPage) => {
    queryClient.setQueryData(adminPageKeys.page(slug), next);
    setBase(next);
    setDraft(draftOf(next));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPageKeys.revisions(slug) }),
      queryClient.invalidateQueries({ queryKey: adminPageKeys.list }),
      queryClient.invalidateQueries({ queryKey: pageKeys.page(slug) }),
    ]);
  };

  const footer = slug === FOOTER_CONTACT_SLUG;
  const header = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/admin/pages" underline="hover" color="inherit">
        Pages
      </Link>
      <Typography color="text.primary">{page?.label ?? slug}</Typography>
    </Breadcrumbs>
  );

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box>
        {header}
        {missing ? (
          <Alert severity="warning">{PAGE_MESSAGES.NOT_FOUND}</Alert>
        ) : (
          <LoadError message="The page could not be loaded." onRetry={() => query.refetch()} />
        )}
      </Box>
    );
  }
  if (!page || !draft || !base) {
    return (
      <Box>
        {header}
        <LoadingSkeletons label="Loading the page" height={72} count={4} />
      </Box>
    );
  }

  const dirty = !sameDraft(draft, draftOf(base));
  const titleError = draft.title.trim() === "" ? PAGE_MESSAGES.TITLE_REQUIRED : "";
  const bodyError = draft.body.length > TEXT_MAX.RICH ? PAGE_MESSAGES.BODY_TOO_LONG : "";
  const withHindi = hasHindi(draft);
  const hindiTitleError =
    withHindi && draft.hindi_title.trim() === "" ? PAGE_MESSAGES.HINDI_TITLE_REQUIRED : "";
  let hindiBodyError = "";
  if (withHindi && blankHtml(draft.hindi_body)) hindiBodyError = PAGE_MESSAGES.HINDI_BODY_REQUIRED;
  else if (draft.hindi_body.length > TEXT_MAX.RICH) hindiBodyError = PAGE_MESSAGES.HINDI_BODY_TOO_LONG;
  const invalid = Boolean(titleError || bodyError || hindiTitleError || hindiBodyError);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  const save = async () => {
    setSaving(true);
    setError("");
    try {
      const saved = await savePage(slug, { ...updateOf(draft), base_revision: base.revision });
      await refresh(saved);
      toastSuccess(saved.revision === base.revision ? PAGE_MESSAGES.UNCHANGED : PAGE_MESSAGES.SAVED);
    } catch (err) {
      const message = err instanceof Error ? err.message : "The page could not be saved.";
      setError(message);
      toastError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      {header}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
      >
        <Box>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: "1.5rem", md: "1.875rem" }, color: "secondary.dark" }}
          >
            {page.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Revision {page.revision} · edited {relativeTime(Date.parse(page.updated_at))}
            {page.updated_by ? ` by ${page.updated_by}` : ""}
            {page.path && (
              <>
                {" · "}
                <Link href={page.path} target="_blank" rel="noopener" underline="always">
                  Open the live page
                </Link>
              </>
            )}
          </Typography>
        </Box>
      </Stack>

      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(280px, 1fr)" },
          alignItems: "start",
        }}
      >
        <Card
          variant="outlined"
          component="form"
          aria-label="Edit the page"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid && dirty) void save();
          }}
        >
          <CardContent>
            <Stack spacing={2.5}>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label={footer ? "Heading of the block" : "Heading"}
                value={draft.title}
                onChange={(e) => set("title")(e.target.value)}
                required
                error={Boolean(titleError)}
                helperText={titleError || " "}
                slotProps={{ htmlInput: { maxLength: TEXT_MAX.LINE } }}
              />
              {!footer && (
                <TextField
                  label="Browser tab and search title"
                  value={draft.seo_title}
                  onChange={(e) => set("seo_title")(e.target.value)}
                  helperText="Leave empty to use the heading."
                  slotProps={{ htmlInput: { maxLength: TEXT_MAX.LINE } }}
                />
              )}
              <TextField
                label={footer ? "Tagline" : "Lead paragraph"}
                value={draft.description}
                onChange={(e) => set("description")(e.target.value)}
                multiline
                minRows={2}
                helperText={
                  footer
                    ? "Shown under the academy's name in the footer."
                    : `Shown under the heading; also the description search engines and link previews show (${draft.description.length} characters; about 160 show in search).`
                }
                slotProps={{ htmlInput: { maxLength: TEXT_MAX.MESSAGE } }}
              />
              <PageBodyEditor
                label={footer ? "Contact details" : "Page text"}
                value={draft.body}
                onChange={set("body")}
                error={bodyError}
                helperText={
                  footer
                    ? "Address, phone and email as the footer shows them."
                    : "Each heading starts a new card on the page."
                }
              />
              <Box
                component="fieldset"
                sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
              >
                <Typography component="legend" variant="h2" sx={{ fontSize: "1.125rem", px: 0.5 }}>
                  Hindi version
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Shown to visitors who switch the site to Hindi. Leave all three empty to show the English
                  text there, with a note that the page is in English only.
                </Typography>
                <Stack spacing={2.5}>
                  <TextField
                    label={footer ? "Hindi heading of the block" : "Hindi heading"}
                    value={draft.hindi_title}
                    onChange={(e) => set("hindi_title")(e.target.value)}
                    required={withHindi}
                    error={Boolean(hindiTitleError)}
                    helperText={hindiTitleError || " "}
                    slotProps={{ htmlInput: { maxLength: TEXT_MAX.LINE, lang: "hi" } }}
                  />
                  <TextField
                    label={footer ? "Hindi tagline" : "Hindi lead paragraph"}
                    value={draft.hindi_description}
                    onChange={(e) => set("hindi_description")(e.target.value)}
                    multiline
                    minRows={2}
                    helperText="Also the description search engines show for the Hindi page."
                    slotProps={{ htmlInput: { maxLength: TEXT_MAX.MESSAGE, lang: "hi" } }}
                  />
                  <PageBodyEditor
                    label={footer ? "Hindi contact details" : "Hindi page text"}
                    value={draft.hindi_body}
                    onChange={set("hindi_body")}
                    error={hindiBodyError}
                    helperText="The same page in Hindi; facts and fees as in the English text."
                  />
                  <Box>
                    <Button
                      variant="outlined"
                      onClick={() => setHindiPreviewOpen(true)}
                      disabled={!withHindi}
                    >
                      Preview the Hindi version
                    </Button>
                  </Box>
                </Stack>
              </Box>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                <Button type="submit" variant="contained" disabled={!dirty || saving || invalid}>
                  {saving ? "Saving…" : "Save"}
                </Button>
                <Button variant="outlined" onClick={() => setPreviewOpen(true)}>
                  Preview
                </Button>
                <Button
                  color="inherit"
                  disabled={!dirty || saving}
                  onClick={() => {
                    setDraft(draftOf(base));
                    setError("");
                  }}
                >
                  Discard changes
                </Button>
              </Stack>
              {dirty && (
                <Typography variant="body2" color="text.secondary" role="status">
                  Unsaved changes.
                </Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
        <RevisionHistory slug={slug} footer={footer} onRestored={(p) => void refresh(p)} />
      </Box>
      <PagePreviewDialog
        open={previewOpen}
        heading={dirty ? "Preview (not saved yet)" : "Preview"}
        footer={footer}
        content={draft}
        onClose={() => setPreviewOpen(false)}
      />
      <PagePreviewDialog
        open={hindiPreviewOpen}
        heading={dirty ? "Hindi preview (not saved yet)" : "Hindi preview"}
        footer={footer}
        content={{ title: draft.hindi_title, description: draft.hindi_description, body: draft.hindi_body }}
        onClose={() => setHindiPreviewOpen(false)}
      />
    </Box>
  );
}
