import CloudDoneOutlinedIcon from "@mui/icons-material/CloudDoneOutlined";
import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import CloudSyncOutlinedIcon from "@mui/icons-material/CloudSyncOutlined";
import { useSyncExternalStore } from "react";
import { translate } from "../../../lib/i18n/language";
import type { AnswerQueue, QueueState } from "./answerQueue";

export function saveStatusText({ pending, status, busy }: QueueState): string {
  if (status === "waiting" && !busy) {
    return translate(
      "player.offlineSaves",
      "Offline — {{count}} answers will be sent when you're back online",
      {
        count: pending,
        defaultValue_one: "Offline — {{count}} answer will be sent when you're back online",
      },
    );
  }
  if (status === "closed") return translate("player.savingStopped", "Saving has stopped");
  return pending > 0
    ? translate("player.saving", "Saving…")
    : translate("player.allSaved", "All answers saved");
}

/** What a screen reader is told at once: only that saving failed (going offline has its own alert). */
export function saveAlertText({ status }: QueueState): string {
  return status === "closed"
    ? translate("player.saveFailed", "Your answers could not be saved: saving has stopped.")
    : "";
}

/**
 * Unobtrusive save state, in the test screen's bar (which styles its classes, ./PlayerHeader). Not a live region: "Saving…" and "All answers saved" after every answer would
 * interrupt a screen-reader user all test long. Only a failure is announced, through an alert region that
 * is always in the page (so it is registered before its text arrives).
 */
export function SaveStatus({ state }: { state: QueueState }) {
  const text = saveStatusText(state);
  const Icon =
    (state.status === "waiting" && !state.busy) || state.status === "closed"
      ? CloudOffOutlinedIcon
      : state.pending > 0
        ? CloudSyncOutlinedIcon
        : CloudDoneOutlinedIcon;
  return (
    <div className="save" title={text}>
      <Icon fontSize="small" aria-hidden />
      <p className="save-text">{text}</p>
      <span className="visually-hidden" role="alert">
        {saveAlertText(state)}
      </span>
    </div>
  );
}

/** What the screen reads of an answer queue. */
export type QueueStore = Pick<AnswerQueue, "subscribe" | "getState">;

/**
 * The queue's state, read where it is shown: each save goes from pending to sent, and that renders the save
 * status (and an open submit dialog) again, not the whole test screen twice per answer.
 */
export function useQueueState(queue: QueueStore): QueueState {
  return useSyncExternalStore(queue.subscribe, queue.getState);
}

/** SaveStatus of a live queue. */
export function QueueStatus({ queue }: { queue: QueueStore }) {
  return <SaveStatus state={useQueueState(queue)} />;
}
