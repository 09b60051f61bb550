import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useT } from "../../../lib/i18n/useT";

/** A YouTube / Vimeo lecture through its privacy-enhanced embed (youtube-nocookie, Vimeo dnt=1). */
export function LinkViewer({ embedUrl, title }: { embedUrl: string | null; title: string }) {
  const { t } = useT();
  if (!embedUrl)
    return <Alert severity="warning">{t("viewer.linkUnplayable", "This link cannot be played here.")}</Alert>;
  return (
    <Box sx={{ position: "relative", width: "100%", aspectRatio: "16 / 9", bgcolor: "common.black" }}>
      <iframe
        src={embedUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
      />
    </Box>
  );
}
