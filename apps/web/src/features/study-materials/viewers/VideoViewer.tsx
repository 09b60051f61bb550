import Box from "@mui/material/Box";
import { useRef } from "react";

export interface VideoViewerProps {
  url: string;
  title: string;
  /** Seconds to start from (the remembered position). */
  startAt: number;
  onTime: (seconds: number, now: boolean) => void;
  onEnded: () => void;
  /** The signed URL may expire during a long lecture: ask for a fresh one (the position is kept). */
  onExpired: () => void;
}

/** The browser's own player: seeking works through HTTP Range on the signed URL. */
export default function VideoViewer({ url, title, startAt, onTime, onEnded, onExpired }: VideoViewerProps) {
  const resumeAt = useRef(startAt);
  // Until the metadata is in and the start position applied, the element's time (0) means nothing: a
  // timeupdate then must neither move the resume point nor be saved over the remembered position.
  const started = useRef(false);

  /** Once the metadata is in: jump to the remembered position (idempotent; several events may say so). */
  const begin = (video: HTMLVideoElement) => {
    if (started.current || video.readyState < 1) return;
    started.current = true;
    const at = resumeAt.current;
    // Near the end, start over rather than land on the last frame.
    if (at > 0 && (!Number.isFinite(video.duration) || at < video.duration - 3)) video.currentTime = at;
    video.dataset.started = "true"; // for tests: the remembered position is applied
  };

  return (
    <Box sx={{ bgcolor: "common.black", display: "flex", alignItems: "center", height: "100%" }}>
      {/* biome-ignore lint/a11y/useMediaCaption: lectures are uploaded without caption tracks */}
      <video
        key={url}
        // The metadata may already be in by the time React attaches its handlers (a cached file).
        ref={(video) => {
          if (video) begin(video);
        }}
        src={url}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        style={{ width: "100%", maxHeight: "100%", display: "block" }}
        onLoadedMetadata={(event) => begin(event.currentTarget)}
        onLoadedData={(event) => begin(event.currentTarget)}
        onCanPlay={(event) => begin(event.currentTarget)}
        onTimeUpdate={(event) => {
          if (!started.current) return;
          resumeAt.current = event.currentTarget.currentTime;
          onTime(event.currentTarget.currentTime, false);
        }}
        onPause={(event) => started.current && onTime(event.currentTarget.currentTime, true)}
        onSeeked={(event) => started.current && onTime(event.currentTarget.currentTime, true)}
        onEnded={onEnded}
        onError={() => {
          started.current = false;
          onExpired();
        }}
      />
    </Box>
  );
}
