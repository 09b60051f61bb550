import { PICTURE_TYPES, pictureProblem } from "@medhavi/domain";
import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "../../lib/http";
import { translate } from "../../lib/i18n/language";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { toastSuccess } from "../../lib/toast";
import { uploadUrl } from "../../lib/uploads";
import { displayName, initials, type UserInfo } from "../auth/session";
import { useApplyProfile } from "./profileApi";

/** A preview URL for the chosen file, revoked when it changes or the card goes away. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The picture, name and email, with "Change picture": checked here first, previewed, then uploaded. */
export function PictureCard({ user }: { user: UserInfo }) {
  const { t } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = usePreview(file);
  const applyProfile = useApplyProfile();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ""; // choosing the same file again still fires a change
    if (!chosen) return;
    const rejected = pictureProblem(chosen);
    setProblem(rejected);
    setFile(rejected ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.append("image", file);
      const { profilePic } = await api.post<{ profilePic: string }>("/profilepicuploadtospace", form, {
        silent: true,
      });
      applyProfile({ ...user, profilePic });
      setFile(null);
      toastSuccess("Profile picture updated.");
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message
          : translate("profile.uploadError", "The picture could not be uploaded."),
      );
    } finally {
      setBusy(false);
    }
  };

  const src = preview ?? uploadUrl(user.profilePic) ?? undefined;
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: "center", p: 3 }}>
        <Box sx={{ position: "relative", display: "inline-block" }}>
          <Avatar
            src={src}
            alt={
              preview
                ? t("profile.preview", "Preview of your new picture")
                : t("profile.pictureOf", "Picture of {{name}}", { name: displayName(user) })
            }
            sx={{
              width: 112,
              height: 112,
              mx: "auto",
              fontSize: 40,
              bgcolor: "primary.main",
              color: "primary.contrastText",
              border: preview ? "3px dashed" : "3px solid",
              borderColor: preview ? "primary.dark" : "background.paper",
              boxShadow: 2,
            }}
          >
            {initials(user)}
          </Avatar>
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.25rem", mt: 2 }}>
          {displayName(user)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
          {user.email}
        </Typography>

        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(",")}
          onChange={choose}
          hidden
          aria-label={t("profile.chooseAProfilePicture", "Choose a profile picture")}
          data-testid="picture-input"
        />
        {file ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Preview of <strong>{file.name}</strong>. Upload it?
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "center" }}>
              <Button variant="contained" onClick={upload} loading={busy}>
                {t("profile.uploadPicture", "Upload picture")}
              </Button>
              <Button variant="outlined" color="secondary" onClick={() => setFile(null)} disabled={busy}>
                {t("profile.cancel", "Cancel")}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            sx={{ mt: 2 }}
          >
            {t("profile.changePicture", "Change picture")}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
          {t("profile.jpegPngWebpOr", "JPEG, PNG, WebP or GIF, up to 2 MB.")}
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mt: 2, textAlign: "left" }}>
            {translateMessage(problem)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
