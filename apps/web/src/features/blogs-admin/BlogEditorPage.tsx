import {
  type BlogCategory,
  fromAcademyInput,
  readingMinutes,
  type StaffBlogPost,
  slugify,
  toAcademyInput,
} from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import VisibilityOutlinedIcon from "@mui/icons-material/VisibilityOutlined";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { academyZone, formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { ApiError } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { LazyRichTextEditor } from "../../lib/rich-text/LazyRichTextEditor";
import { toastSuccess } from "../../lib/toast";
import { AdminPage } from "../admin/AdminPage";
import { PostArticle } from "../blogs/PostArticle";
import { type BlogForm, blogsAdminApi, EMPTY_FORM, formOf } from "./api";
import { StatusChip } from "./StatusChip";

const AUTOSAVE_MS = 1500;
const same = (a: BlogForm, b: BlogForm) => JSON.stringify(a) === JSON.stringify(b);

type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: number }
  | { kind: "error"; message: string };

/** /admin/blogs/new and /admin/blogs/:id: one post, with autosave while it is a draft. */
export default function BlogEditorPage() {
  useAcademyZone();
  const { id: param } = useParams();
  const initialId = param && /^\d+$/.test(param) ? Number(param) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [postId, setPostId] = useState<number | null>(initialId);
  const [post, setPost] = useState<StaffBlogPost | null>(null);
  const [form, setForm] = useState<BlogForm>(EMPTY_FORM);
  const [saved, setSaved] = useState<BlogForm>(EMPTY_FORM);
  const [slugTouched, setSlugTouched] = useState(false);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [loaded, setLoaded] = useState(initialId === null);
  const [preview, setPreview] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<Promise<StaffBlogPost | null> | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));

  const load = useQuery({
    queryKey: ["admin", "blog", initialId],
    queryFn: () => blogsAdminApi.get(initialId ?? 0),
    enabled: initialId !== null && !loaded,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const categories = useQuery({ queryKey: ["blog-categories"], queryFn: blogsAdminApi.categories });

  const accept = useCallback((next: StaffBlogPost, sent?: BlogForm) => {
    setPost(next);
    setPostId(next.id);
    const touched = next.status !== "draft" || !next.slug.startsWith(slugify(next.title) || "post");
    const asForm = { ...formOf(next), slug: touched ? next.slug : "" };
    setSaved(sent ?? asForm);
    return asForm;
  }, []);

  useEffect(() => {
    if (!load.data || loaded) return;
    const asForm = accept(load.data);
    setForm(asForm);
    setSaved(asForm);
    setSlugTouched(asForm.slug !== "");
    setLoaded(true);
  }, [load.data, loaded, accept]);

  const isDraft = !post || post.status === "draft";
  const dirty = !same(form, saved);

  /** Saves the form (creating the post the first time); null when it could not be saved. */
  const save = useCallback(
    async (silent: boolean): Promise<StaffBlogPost | null> => {
      if (inFlight.current) await inFlight.current;
      const sent = form;
      if (!sent.title.trim()) {
        setSaveState({ kind: "error", message: "Give the post a title first." });
        return null;
      }
      setSaveState({ kind: "saving" });
      const run = (async () => {
        try {
          const next =
            postId === null
              ? await blogsAdminApi.create(sent, silent)
              : await blogsAdminApi.update(postId, sent, silent);
          accept(next, sent);
          setSlugError(null);
          setSaveState({ kind: "saved", at: Date.now() });
          if (postId === null) navigate(`/admin/blogs/${next.id}`, { replace: true });
          void queryClient.invalidateQueries({ queryKey: ["admin", "blogs"] });
          return next;
        } catch (error) {
          const message = error instanceof ApiError ? error.message : "The post could not be saved.";
          if (error instanceof ApiError && error.status === 409) setSlugError(message);
          setSaveState({ kind: "error", message });
          return null;
        }
      })();
      inFlight.current = run;
      const result = await run;
      inFlight.current = null;
      return result;
    },
    [form, postId, accept, navigate, queryClient],
  );

  // Drafts save themselves a moment after the last change.
  useEffect(() => {
    if (!loaded || !isDraft || !dirty || !form.title.trim()) return;
    const timer = setTimeout(() => void save(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [loaded, isDraft, dirty, form, save]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const change = (patch: Partial<BlogForm>) => setForm((f) => ({ ...f, ...patch }));

  async function act(run: (id: number) => Promise<StaffBlogPost>, done: string) {
    setBusy(true);
    try {
      const current = dirty || postId === null ? await save(false) : post;
      if (!current) return;
      const next = await run(current.id);
      const slug = next.status !== "draft" ? next.slug : form.slug;
      accept(next, { ...form, slug });
      setForm((f) => ({ ...f, slug }));
      if (next.status !== "draft") setSlugTouched(true);
      toastSuccess(done);
      void queryClient.invalidateQueries({ queryKey: ["admin", "blogs"] });
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  if (initialId !== null && !loaded) {
    return (
      <AdminPage title="Edit post" description="Loading the post…">
        {load.isError ? (
          <LoadError
            sx={{ mt: 2 }}
            message={load.error instanceof ApiError ? load.error.message : "The post could not be loaded."}
            onRetry={() => void load.refetch()}
          />
        ) : (
          <LoadingSkeletons label="Loading post" height={120} count={3} sx={{ mt: 2 }} />
        )}
      </AdminPage>
    );
  }

  const slugShown = slugTouched ? form.slug : (post?.slug ?? slugify(form.title));
  const status = post?.status ?? "draft";
  const saveLine =
    saveState.kind === "saving"
      ? "Saving…"
      : saveState.kind === "saved"
        ? dirty
          ? "Unsaved changes"
          : `Saved at ${new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: academyZone() }).format(saveState.at)}`
        : saveState.kind === "error"
          ? saveState.message
          : dirty
            ? isDraft
              ? "Drafts save automatically"
              : "Unsaved changes"
            : postId === null
              ? "Type a title to start; the draft saves automatically"
              : "All changes saved";

  const categoryOptions: BlogCategory[] = categories.data ?? [];

  return (
    <AdminPage
      title={postId === null ? "New post" : "Edit post"}
      description="Write the article, then publish it now or schedule it. Drafts are saved as you type."
    >
      <Stack direction="row" sx={{ my: 2, alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Button component={RouterLink} to="/admin/blogs" startIcon={<ArrowBackIcon />}>
          All posts
        </Button>
        <Box sx={{ flex: 1 }} />
        <StatusChip status={status} />
        <Typography
          variant="body2"
          role="status"
          color={saveState.kind === "error" ? "error" : "text.secondary"}
          data-testid="save-state"
        >
          {saveLine}
        </Typography>
      </Stack>

      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 320px" },
          alignItems: "start",
        }}
      >
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            value={form.title}
            onChange={(e) => change({ title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          <TextField
            label="Slug"
            value={slugShown}
            onChange={(e) => {
              setSlugTouched(true);
              setSlugError(null);
              change({ slug: e.target.value.toLowerCase().replace(/\s+/g, "-") });
            }}
            onBlur={() => {
              if (slugTouched && !form.slug) setSlugTouched(false);
            }}
            error={slugError !== null}
            helperText={
              slugError ?? `Address: /blogs/${slugShown || "…"}${slugTouched ? "" : " (from the title)"}`
            }
            slotProps={{ htmlInput: { maxLength: 80 } }}
            fullWidth
            size="small"
          />
          <LazyRichTextEditor
            label="Article"
            value={form.body}
            onChange={(body) => change({ body })}
            uploadImage={blogsAdminApi.uploadImage}
            minHeight={phone ? 240 : 360}
          />
          <TextField
            label="Excerpt"
            value={form.excerpt}
            onChange={(e) => change({ excerpt: e.target.value })}
            helperText="One or two sentences for the blog list and link previews. Empty: the article's first lines."
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            fullWidth
          />
        </Stack>

        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Publishing
            </Typography>
            {post?.published_at && status !== "draft" ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {status === "scheduled" ? "Goes live" : "Published"}{" "}
                {formatAcademyTime(Date.parse(post.published_at))}
              </Typography>
            ) : null}
            <Stack spacing={1}>
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlinedIcon />}
                onClick={() => setPreview(true)}
              >
                Preview
              </Button>
              {status !== "published" ? (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void act((id) => blogsAdminApi.publish(id), "Post published.")}
                >
                  Publish now
                </Button>
              ) : null}
              {status !== "published" ? (
                <Button variant="outlined" disabled={busy} onClick={() => setScheduleOpen(true)}>
                  {status === "scheduled" ? "Change schedule" : "Schedule…"}
                </Button>
              ) : null}
              {!isDraft ? (
                <Button
                  variant={dirty ? "contained" : "outlined"}
                  disabled={busy || !dirty}
                  onClick={() => void save(false)}
                >
                  Save changes
                </Button>
              ) : null}
              {status !== "draft" ? (
                <Button
                  color="warning"
                  disabled={busy}
                  onClick={() => void act((id) => blogsAdminApi.unpublish(id), "Post unpublished.")}
                >
                  {status === "scheduled" ? "Cancel schedule" : "Unpublish"}
                </Button>
              ) : null}
              {status === "published" && post ? (
                <Button
                  component="a"
                  href={`/blogs/${post.slug}`}
                  target="_blank"
                  rel="noopener"
                  endIcon={<OpenInNewIcon />}
                >
                  View on the site
                </Button>
              ) : null}
              {postId !== null ? (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={busy}
                  onClick={() => setDeleteOpen(true)}
                >
                  Delete
                </Button>
              ) : null}
            </Stack>
          </Paper>

          <CoverField value={form.cover_image} onChange={(cover_image) => change({ cover_image })} />

          <TextField
            select
            label="Category"
            size="small"
            value={form.category_id ?? ""}
            onChange={(e) => change({ category_id: e.target.value === "" ? null : Number(e.target.value) })}
            helperText={categories.isError ? "Categories could not be loaded." : undefined}
          >
            <MenuItem value="">
              <em>No category</em>
            </MenuItem>
            {categoryOptions.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <NewCategory
            onCreated={(c) => {
              void categories.refetch();
              change({ category_id: c.id });
            }}
          />
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={form.tags}
            onChange={(_, tags) =>
              change({
                tags: (tags as string[])
                  .map((t) => t.trim().toLowerCase())
                  .filter(Boolean)
                  .slice(0, 10),
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label="Tags"
                helperText="Press Enter after each tag (up to 10)."
              />
            )}
          />
          <TextField
            label="Author"
            size="small"
            value={form.author_name}
            onChange={(e) => change({ author_name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Search engines and sharing
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="SEO title"
                size="small"
                value={form.seo_title}
                onChange={(e) => change({ seo_title: e.target.value })}
                helperText={`${form.seo_title.length}/70 · empty: the post's title`}
                slotProps={{ htmlInput: { maxLength: 70 } }}
              />
              <TextField
                label="SEO description"
                size="small"
                multiline
                minRows={2}
                value={form.seo_description}
                onChange={(e) => change({ seo_description: e.target.value })}
                helperText={`${form.seo_description.length}/200 · empty: the excerpt`}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Stack>
          </Paper>
        </Stack>
      </Box>

      <Dialog open={preview} onClose={() => setPreview(false)} fullScreen={phone} maxWidth="md" fullWidth>
        <DialogTitle>Preview</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ maxWidth: 720, mx: "auto" }}>
            <PostArticle
              linkTags={false}
              post={{
                title: form.title || "Untitled",
                body: form.body,
                cover_image: form.cover_image,
                category: categoryOptions.find((c) => c.id === form.category_id) ?? null,
                tags: form.tags,
                author_name: form.author_name,
                published_at: post?.published_at ?? new Date().toISOString(),
                reading_minutes: readingMinutes(form.body),
              }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(false)}>Close</Button>
        </DialogActions>
      </Dialog>

      <ScheduleDialog
        open={scheduleOpen}
        initial={post?.status === "scheduled" && post.published_at ? Date.parse(post.published_at) : null}
        onClose={() => setScheduleOpen(false)}
        onSchedule={async (at) => {
          setScheduleOpen(false);
          await act((id) => blogsAdminApi.publish(id, at), "Post scheduled.");
        }}
      />

      <ConfirmActionDialog
        open={deleteOpen}
        title="Delete this post?"
        message={`“${form.title || "Untitled"}” will be removed from the back office${status === "published" ? " and the public blog" : ""}. This cannot be undone.`}
        confirmLabel="Delete post"
        destructive
        askReason={false}
        onClose={() => setDeleteOpen(false)}
        onConfirm={async () => {
          if (postId === null) return;
          await blogsAdminApi.remove(postId);
          toastSuccess("Post deleted.");
          setSaved(form);
          void queryClient.invalidateQueries({ queryKey: ["admin", "blogs"] });
          navigate("/admin/blogs");
        }}
      />
    </AdminPage>
  );
}

function CoverField({ value, onChange }: { value: string | null; onChange(value: string | null): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Cover image
      </Typography>
      {value ? (
        <Box
          component="img"
          src={value}
          alt="Cover"
          sx={{ width: "100%", borderRadius: 1, mb: 1, display: "block" }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Shown on the blog list and in link previews (JPEG, PNG or WebP, 1200 × 630 works best).
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? "Uploading…" : value ? "Replace" : "Upload"}
        </Button>
        {value ? (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            Remove
          </Button>
        ) : null}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label="Cover image file"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setBusy(true);
          try {
            onChange(await blogsAdminApi.uploadImage(file));
          } catch {
            // The HTTP client has shown the server's message (too large, not an image).
          } finally {
            setBusy(false);
            if (input.current) input.current.value = "";
          }
        }}
      />
    </Paper>
  );
}

function NewCategory({ onCreated }: { onCreated(category: BlogCategory): void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button
        size="small"
        sx={{ alignSelf: "flex-start", mt: "-8px !important" }}
        onClick={() => setOpen(true)}
      >
        New category
      </Button>
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) return;
        setBusy(true);
        try {
          const created = await blogsAdminApi.createCategory(name.trim());
          toastSuccess("Category added.");
          onCreated(created);
          setName("");
          setOpen(false);
        } catch {
          // The server's message (e.g. the name exists) is shown by the HTTP client.
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        size="small"
        label="New category"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={busy || !name.trim()}>
        Add
      </Button>
    </Stack>
  );
}

function ScheduleDialog({
  open,
  initial,
  onClose,
  onSchedule,
}: {
  open: boolean;
  initial: number | null;
  onClose(): void;
  onSchedule(at: number): Promise<void>;
}) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setValue(toAcademyInput(initial ?? Date.now() + 24 * 60 * 60 * 1000, academyZone()));
      setError(null);
    }
  }, [open, initial]);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Schedule the post</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          The post goes live on its own at this time ({academyZone()}). Until then visitors cannot see it.
        </Alert>
        <TextField
          type="datetime-local"
          label="Publish at"
          fullWidth
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? " "}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            const at = value ? fromAcademyInput(value, academyZone()) : Number.NaN;
            if (!Number.isFinite(at)) return setError("Pick a date and time.");
            if (at <= Date.now()) return setError("Pick a time in the future, or use Publish now.");
            void onSchedule(at);
          }}
        >
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
