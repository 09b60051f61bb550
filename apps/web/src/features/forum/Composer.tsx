import { FORUM_BODY_TEXT_MAX, FORUM_IMAGE_MAX_BYTES, FORUM_IMAGES_MAX, textToHtml } from "@medhavi/domain";
import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/useT";
import { RichText } from "../../lib/RichText";
import { toastError } from "../../lib/toast";
import { uploadForumImage } from "./api";

export interface Picture {
  key: string;
  url: string;
}

interface ComposerProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  pictures: Picture[];
  onPictures: (pictures: Picture[]) => void;
  error?: string | undefined;
  placeholder?: string;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The body of a doubt or an answer: plain text with formulas between `$…$` (shown typeset below as the
 * student types) and up to four pictures, uploaded as soon as they are chosen.
 */
export function Composer({ label, text, onText, pictures, onPictures, error, placeholder }: ComposerProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const previewId = useId();
  const full = pictures.length + uploading >= FORUM_IMAGES_MAX;

  const add = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, FORUM_IMAGES_MAX - pictures.length - uploading);
    if (input.current) input.current.value = "";
    const added: Picture[] = [];
    for (const file of chosen) {
      if (file.size > FORUM_IMAGE_MAX_BYTES) {
        toastError(`“${file.name}” is larger than 2 MB. Choose a smaller picture.`);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        added.push(await uploadForumImage(file));
      } catch {
        // The client already showed the server's message.
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length > 0) onPictures([...pictures, ...added]);
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label={label}
        value={text}
        onChange={(e) => onText(e.target.value)}
        multiline
        minRows={4}
        maxRows={14}
        fullWidth
        placeholder={placeholder}
        error={Boolean(error)}
        helperText={
          error ??
          `Write formulas between $ signs, e.g. $v^2 = u^2 + 2as$. ${text.length}/${FORUM_BODY_TEXT_MAX}`
        }
        slotProps={{ htmlInput: { maxLength: FORUM_BODY_TEXT_MAX, "aria-describedby": previewId } }}
      />
      {text.includes("$") && (
        <Box
          id={previewId}
          sx={{ p: 1.5, borderRadius: 2, bgcolor: "background.default", border: 1, borderColor: "divider" }}
        >
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {t("forum.preview", "Preview")}
          </Typography>
          <RichText html={textToHtml(text)} data-testid="composer-preview" />
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        {pictures.map((p, n) => (
          <Box key={p.key} sx={{ position: "relative", width: 88, height: 88 }}>
            <Box
              component="img"
              src={p.url}
              alt={`Picture ${n + 1}`}
              sx={{
                width: 88,
                height: 88,
                objectFit: "cover",
                borderRadius: 2,
                border: 1,
                borderColor: "divider",
              }}
            />
            <IconButton
              size="small"
              aria-label={`Remove picture ${n + 1}`}
              onClick={() => onPictures(pictures.filter((x) => x.key !== p.key))}
              sx={{
                position: "absolute",
                top: 2,
                right: 2,
                bgcolor: "background.paper",
                "&:hover": { bgcolor: "background.paper" },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {uploading > 0 && (
          <CircularProgress size={28} aria-label={t("forum.uploadingPicture", "Uploading picture")} />
        )}
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={full}
          onClick={() => input.current?.click()}
        >
          {t("forum.addPicture", "Add picture")}
        </Button>
        <Typography variant="caption" color="text.secondary">
          Up to {FORUM_IMAGES_MAX} pictures, 2 MB each (JPEG, PNG, WebP, GIF)
        </Typography>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t("forum.choosePictures", "Choose pictures")}
          data-testid="forum-picture-input"
          onChange={(e) => void add(e.target.files)}
        />
      </Stack>
    </Stack>
  );
}

/** Stored HTML back to the text a student typed (for editing a post). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/p>\s*<p>/gi, "\n\n"),
    "text/html",
  );
  return doc.body.textContent ?? "";
}
