import { APPLICATION_DOCUMENT_MAX_BYTES, DOCUMENT_KIND_REFUSED, DOCUMENT_TOO_LARGE } from "@medhavi/domain";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { ApiError } from "../../lib/http";
import { translate } from "../../lib/i18n/language";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { uploadWithProgress } from "../../lib/uploadWithProgress";

/** The kind of a file by its first bytes, as the server judges it (PDF, JPEG, PNG, WebP). */
export async function looksAccepted(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (ascii(0, 5) === "%PDF-") return true;
  if (head[0] === 0x89 && ascii(1, 4) === "PNG") return true;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
}

interface Props {
  label: string;
  purpose: "idproof" | "marksheet";
  uploadId: string;
  fileName: string;
  error?: string | undefined;
  disabled?: boolean;
  onUploaded: (uploadId: string, fileName: string) => void;
}

/** Picks a document and uploads it at once (with progress); the form then sends only its upload id. */
export function DocumentField({ label, purpose, uploadId, fileName, error, disabled, onUploaded }: Props) {
  const { t } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > APPLICATION_DOCUMENT_MAX_BYTES) return setProblem(DOCUMENT_TOO_LARGE);
    if (!(await looksAccepted(file).catch(() => false))) return setProblem(DOCUMENT_KIND_REFUSED);
    setProgress(0);
    try {
      const reply = await uploadWithProgress<{ upload_id: string }>(`/${purpose}uploadtospace`, file, {
        method: "POST",
        onProgress: setProgress,
      });
      onUploaded(reply.upload_id, file.name);
    } catch (err) {
      setProblem(
        err instanceof ApiError && err.status !== 0
          ? err.message
          : translate(
              "apply.uploadFailed",
              "The upload failed: check your connection and choose the file again.",
            ),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const message = problem ?? error;
  const done = Boolean(uploadId);
  return (
    <Box
      sx={{
        border: "1px dashed",
        borderColor: message ? "error.main" : done ? "success.main" : "divider",
        borderRadius: 2,
        p: 2,
        mb: 1,
      }}
    >
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: "block", mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("apply.pdfJpegPngOr", "PDF, JPEG, PNG or WebP, up to 5 MB. Only the academy's staff can see it.")}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        hidden
        disabled={disabled || progress !== null}
        onChange={(e) => void choose(e.target.files?.[0])}
        data-testid={`${purpose}-input`}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Button
          variant={done ? "text" : "outlined"}
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || progress !== null}
        >
          {done ? t("apply.replace", "Replace") : t("apply.chooseFile", "Choose file")}
        </Button>
        {done && (
          <Typography sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
              {fileName || t("apply.uploaded", "Uploaded")}
            </Box>
          </Typography>
        )}
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          sx={{ mt: 1.5 }}
          aria-label={t("apply.uploading", "Uploading {{label}}", { label })}
        />
      )}
      {message && <FormHelperText error>{translateMessage(message)}</FormHelperText>}
    </Box>
  );
}
