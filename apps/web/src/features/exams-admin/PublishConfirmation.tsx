import { useQuery } from "@tanstack/react-query";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { api } from "../../lib/http";

interface PublishPreview {
  announcement: "scheduled" | "rescheduled" | null;
  notifies: number;
}

function previewText(preview: PublishPreview | undefined, failed: boolean): string {
  if (failed) return "The number of students to notify could not be counted. You can still publish.";
  if (!preview) return "Counting the students this will notify…";
  if (!preview.announcement)
    return "Nobody is notified: it is a demo test, or its students were told of this window before.";
  const who = `${preview.notifies} student${preview.notifies === 1 ? "" : "s"} whose plan covers this course`;
  return preview.announcement === "scheduled"
    ? `${who} will be notified of a new test.`
    : `${who} will be notified that the test was rescheduled.`;
}

/** Publishing tells a course's students at once: staff see how many before they confirm. */
export function PublishConfirmation({
  examId,
  title,
  open,
  onClose,
  onConfirm,
}: {
  examId: number;
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const preview = useQuery({
    queryKey: ["exam-publish-preview", examId],
    queryFn: () => api.get<PublishPreview>(`/exams/${examId}/publish-preview`, { silent: true }),
    enabled: open,
    staleTime: 0,
  });
  return (
    <ConfirmActionDialog
      open={open}
      title={`Publish “${title}”?`}
      message={previewText(preview.data, preview.isError)}
      confirmLabel="Publish"
      askReason={false}
      ready={!preview.isPending || preview.isError}
      onClose={onClose}
      // A refusal shows on the page (the composer's notice), so the dialog closes either way.
      onConfirm={() => onConfirm().catch(() => undefined)}
    />
  );
}
