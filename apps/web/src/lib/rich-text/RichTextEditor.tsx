import CodeIcon from "@mui/icons-material/Code";
import DataObjectIcon from "@mui/icons-material/DataObject";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import FunctionsIcon from "@mui/icons-material/Functions";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import LinkIcon from "@mui/icons-material/Link";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import RedoIcon from "@mui/icons-material/Redo";
import TableChartOutlinedIcon from "@mui/icons-material/TableChartOutlined";
import UndoIcon from "@mui/icons-material/Undo";
import YouTubeIcon from "@mui/icons-material/YouTube";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { escapeText } from "../MathText";
import { articleSx } from "./articleSx";
import { RichTextView } from "./RichTextView";
import { YoutubeEmbed, youtubeEmbedUrl } from "./youtube";

export type RichTextEditorProps = {
  /** HTML (as stored; the server sanitises it again). */
  value: string;
  onChange(html: string): void;
  /** Uploads an image and resolves to its URL (/uploads/… or https://…). Without it, images are added by URL. */
  uploadImage?(file: File): Promise<string>;
  label?: string;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
  disabled?: boolean;
};

/** The editor's HTML for an empty document is "<p></p>"; callers get "" instead. */
export function normaliseEditorHtml(html: string): string {
  return html === "<p></p>" ? "" : html;
}

/** Links may point to https, http or mailto only (never javascript:). A bare domain gets https://. */
export function safeLinkHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^mailto:[^\s]+@[^\s]+$/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

type PromptKind = "link" | "youtube" | "formula" | "imageUrl";

const PROMPTS: Record<PromptKind, { title: string; field: string; hint: string; action: string }> = {
  link: { title: "Link", field: "Web address", hint: "https://… or mailto:…", action: "Apply" },
  youtube: {
    title: "YouTube video",
    field: "YouTube link",
    hint: "https://www.youtube.com/watch?v=… or https://youtu.be/…",
    action: "Embed",
  },
  formula: {
    title: "Formula (LaTeX)",
    field: "LaTeX",
    hint: "For example: E = mc^2 or \\frac{a}{b}",
    action: "Insert",
  },
  imageUrl: { title: "Image from a web address", field: "Image URL", hint: "https://…", action: "Insert" },
};

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(event: MouseEvent<HTMLElement>): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onClick={onClick}
          color={active ? "primary" : "default"}
          sx={active ? { bgcolor: "action.selected" } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function HeadingButton({ editor, level, active }: { editor: Editor; level: 2 | 3 | 4; active: boolean }) {
  return (
    <Tooltip title={`Heading ${level}`}>
      <Button
        size="small"
        // The name starts with what the button shows (WCAG 2.5.3: speech users say "H2").
        aria-label={`H${level} heading`}
        aria-pressed={active}
        onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        sx={{ minWidth: 36, px: 0.5, fontWeight: 700, ...(active ? { bgcolor: "action.selected" } : {}) }}
        color={active ? "primary" : "inherit"}
      >
        H{level}
      </Button>
    </Tooltip>
  );
}

/**
 * The shared rich-text editor (blogs, pages): headings, lists, links, images, tables, code, LaTeX ($…$, shown
 * with KaTeX in Preview exactly as readers see it) and YouTube embeds (nocookie player). TipTap is heavy, so
 * import this only from lazily loaded admin screens (or use LazyRichTextEditor).
 */
export function RichTextEditor({
  value,
  onChange,
  uploadImage,
  label = "Body",
  minHeight = 280,
  disabled = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [prompt, setPrompt] = useState<PromptKind | null>(null);
  const [promptValue, setPromptValue] = useState("");
  const [displayMath, setDisplayMath] = useState(false);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [tableMenu, setTableMenu] = useState<HTMLElement | null>(null);

  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          isAllowedUri: (url) => safeLinkHref(url) !== null,
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      YoutubeEmbed,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "rich-text-canvas",
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = normaliseEditorHtml(current.getHTML());
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (a loaded post, a restored revision) replaces the document. A layout effect:
  // it must run in the commit, before the next keystroke; a passive one may run after it (after paint),
  // see a value the editor has already moved past and put the document back.
  useLayoutEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            h4: e.isActive("heading", { level: 4 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            code: e.isActive("code"),
            codeBlock: e.isActive("codeBlock"),
            link: e.isActive("link"),
            table: e.isActive("table"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  function openPrompt(kind: PromptKind) {
    setPrompt(kind);
    setPromptError(null);
    setDisplayMath(false);
    setPromptValue(kind === "link" ? ((editor?.getAttributes("link").href as string | undefined) ?? "") : "");
  }

  function submitPrompt() {
    if (!editor || !prompt) return;
    const text = promptValue.trim();
    if (prompt === "link") {
      if (!text) {
        editor.chain().focus().extendMarkRange("link").unsetLink().run();
        setPrompt(null);
        return;
      }
      const href = safeLinkHref(text);
      if (!href) return setPromptError("Use a web address starting with https:// (or a mailto: address).");
      const { empty } = editor.state.selection;
      if (empty && !editor.isActive("link")) {
        editor
          .chain()
          .focus()
          .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
          .run();
      } else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    } else if (prompt === "youtube") {
      if (!youtubeEmbedUrl(text)) return setPromptError("That is not a YouTube video link.");
      editor.chain().focus().setYoutubeVideo(text).run();
    } else if (prompt === "formula") {
      if (!text) return setPromptError("Type the formula in LaTeX.");
      const tex = text.replace(/^\$+|\$+$/g, "");
      editor
        .chain()
        .focus()
        .insertContent(displayMath ? `<p>$$${escapeText(tex)}$$</p>` : escapeText(`$${tex}$ `))
        .run();
    } else if (prompt === "imageUrl") {
      const href = safeLinkHref(text);
      if (!href?.startsWith("https://")) return setPromptError("Images must come from an https:// address.");
      editor.chain().focus().setImage({ src: href, alt: "" }).run();
    }
    setPrompt(null);
  }

  async function upload(file: File) {
    if (!editor || !uploadImage) return;
    setUploading(true);
    setMessage(null);
    try {
      const src = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
    } catch (error) {
      setMessage(
        error instanceof Error && error.message ? error.message : "The image could not be uploaded.",
      );
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const current = PROMPTS[prompt ?? "link"];

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 0.5 }}>
        <Typography id={labelId} variant="subtitle2" component="span">
          {label}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, next) => setTab(next)}
          aria-label={`${label}: write or preview`}
          sx={{ minHeight: 36, "& .MuiTab-root": { minHeight: 36, py: 0.5 } }}
        >
          <Tab value="write" label="Write" />
          <Tab value="preview" label="Preview" />
        </Tabs>
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "background.paper",
          "&:focus-within": { borderColor: "primary.main" },
        }}
      >
        {tab === "write" && editor && state ? (
          <>
            <Box
              role="toolbar"
              aria-label={`${label} formatting`}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: 0.25,
                p: 0.5,
                borderBottom: 1,
                borderColor: "divider",
                position: "sticky",
                top: 0,
                zIndex: 1,
                bgcolor: "background.paper",
              }}
            >
              <ToolButton
                label="Bold"
                active={state.bold}
                onClick={() => editor.chain().focus().toggleBold().run()}
              >
                <FormatBoldIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Italic"
                active={state.italic}
                onClick={() => editor.chain().focus().toggleItalic().run()}
              >
                <FormatItalicIcon fontSize="small" />
              </ToolButton>
              <HeadingButton editor={editor} level={2} active={state.h2} />
              <HeadingButton editor={editor} level={3} active={state.h3} />
              <HeadingButton editor={editor} level={4} active={state.h4} />
              <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
              <ToolButton
                label="Bulleted list"
                active={state.bullet}
                onClick={() => editor.chain().focus().toggleBulletList().run()}
              >
                <FormatListBulletedIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Numbered list"
                active={state.ordered}
                onClick={() => editor.chain().focus().toggleOrderedList().run()}
              >
                <FormatListNumberedIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Quote"
                active={state.quote}
                onClick={() => editor.chain().focus().toggleBlockquote().run()}
              >
                <FormatQuoteIcon fontSize="small" />
              </ToolButton>
              <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
              <ToolButton label="Link" active={state.link} onClick={() => openPrompt("link")}>
                <LinkIcon fontSize="small" />
              </ToolButton>
              {state.link ? (
                <ToolButton
                  label="Remove link"
                  onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
                >
                  <LinkOffIcon fontSize="small" />
                </ToolButton>
              ) : null}
              <ToolButton
                label={uploading ? "Uploading image…" : "Image"}
                disabled={uploading}
                onClick={() => (uploadImage ? fileInput.current?.click() : openPrompt("imageUrl"))}
              >
                <ImageOutlinedIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Table"
                active={state.table}
                onClick={(event) => setTableMenu(event.currentTarget)}
              >
                <TableChartOutlinedIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Inline code"
                active={state.code}
                onClick={() => editor.chain().focus().toggleCode().run()}
              >
                <CodeIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Code block"
                active={state.codeBlock}
                onClick={() => editor.chain().focus().toggleCodeBlock().run()}
              >
                <DataObjectIcon fontSize="small" />
              </ToolButton>
              <ToolButton label="Formula" onClick={() => openPrompt("formula")}>
                <FunctionsIcon fontSize="small" />
              </ToolButton>
              <ToolButton label="YouTube video" onClick={() => openPrompt("youtube")}>
                <YouTubeIcon fontSize="small" />
              </ToolButton>
              <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
              <ToolButton
                label="Undo"
                disabled={!state.canUndo}
                onClick={() => editor.chain().focus().undo().run()}
              >
                <UndoIcon fontSize="small" />
              </ToolButton>
              <ToolButton
                label="Redo"
                disabled={!state.canRedo}
                onClick={() => editor.chain().focus().redo().run()}
              >
                <RedoIcon fontSize="small" />
              </ToolButton>
            </Box>
            <Menu anchorEl={tableMenu} open={tableMenu !== null} onClose={() => setTableMenu(null)}>
              {[
                {
                  label: "Insert table (3 × 3)",
                  run: () =>
                    editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
                  show: !state.table,
                },
                {
                  label: "Add row below",
                  run: () => editor.chain().focus().addRowAfter().run(),
                  show: state.table,
                },
                {
                  label: "Add column right",
                  run: () => editor.chain().focus().addColumnAfter().run(),
                  show: state.table,
                },
                {
                  label: "Delete row",
                  run: () => editor.chain().focus().deleteRow().run(),
                  show: state.table,
                },
                {
                  label: "Delete column",
                  run: () => editor.chain().focus().deleteColumn().run(),
                  show: state.table,
                },
                {
                  label: "Delete table",
                  run: () => editor.chain().focus().deleteTable().run(),
                  show: state.table,
                },
              ]
                .filter((item) => item.show)
                .map((item) => (
                  <MenuItem
                    key={item.label}
                    onClick={() => {
                      setTableMenu(null);
                      item.run();
                    }}
                  >
                    {item.label}
                  </MenuItem>
                ))}
            </Menu>
            <Box
              onClick={() => editor.commands.focus()}
              sx={[
                articleSx,
                {
                  px: 2,
                  py: 1,
                  cursor: "text",
                  "& .rich-text-canvas": { minHeight, outline: "none" },
                  "& .rich-text-canvas > :first-of-type": { mt: 0.5 },
                  "& .ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main" },
                  "& .selectedCell": { bgcolor: "action.selected" },
                  "& iframe": { pointerEvents: "none" },
                },
              ]}
            >
              <EditorContent editor={editor} />
            </Box>
          </>
        ) : (
          <Box sx={{ px: 2, py: 1, minHeight }} aria-label={`${label} preview`} role="region">
            {value ? (
              <RichTextView html={value} />
            ) : (
              <Typography color="text.secondary">Nothing written yet.</Typography>
            )}
          </Box>
        )}
      </Box>
      {message ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
          Formulas: type LaTeX between $…$ (or $$…$$ on its own line); Preview shows them as readers will.
        </Typography>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label={`${label} image file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Dialog open={prompt !== null} onClose={() => setPrompt(null)} fullWidth maxWidth="xs">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitPrompt();
          }}
        >
          <DialogTitle>{current.title}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={current.field}
              value={promptValue}
              onChange={(event) => {
                setPromptValue(event.target.value);
                setPromptError(null);
              }}
              error={promptError !== null}
              helperText={promptError ?? current.hint}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {prompt === "formula" ? (
              <>
                <FormControlLabel
                  control={
                    <Switch checked={displayMath} onChange={(e) => setDisplayMath(e.target.checked)} />
                  }
                  label="On its own line"
                />
                {promptValue.trim() ? (
                  <Box
                    aria-label="Formula preview"
                    sx={{ mt: 1, p: 1, bgcolor: "action.hover", borderRadius: 1 }}
                  >
                    <RichTextView
                      html={`<p>$${escapeText(promptValue.trim().replace(/^\$+|\$+$/g, ""))}$</p>`}
                    />
                  </Box>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPrompt(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              {current.action}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}

export default RichTextEditor;
