import { type AttemptReview, type PracticePick, type PracticeSet, QUESTION_KIND } from "@medhavi/domain";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../../lib/http";
import { useT } from "../../../lib/i18n/useT";
import { LoadingSkeletons } from "../../../lib/LoadStates";
import { AttemptReviewView } from "../AttemptReviewView";
import { attemptKeys, practicePath } from "../types";

const AnalysisPanel = lazy(() => import("./AnalysisPanel"));

/** How many questions a practice of mistakes would hold: wrong or partly right, or marked; skipped on request. */
export function mistakeCount(review: AttemptReview, skipped: boolean): number {
  return review.questions.filter((q) => {
    if (q.kind === QUESTION_KIND.SUBJECTIVE) return false;
    if (q.outcome === "wrong" || q.outcome === "partial" || q.answer?.marked) return true;
    return skipped && q.outcome === "unanswered";
  }).length;
}

function PracticeCard({ review }: { review: AttemptReview }) {
  const { t } = useT();
  const [skipped, setSkipped] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const attemptId = review.result.attemptId;
  const count = mistakeCount(review, skipped);
  const start = useMutation({
    mutationFn: () => {
      const include: PracticePick[] = skipped ? ["wrong", "marked", "skipped"] : ["wrong", "marked"];
      return api.post<PracticeSet>(`/user_exam/attempts/${attemptId}/practice`, { include });
    },
    onSuccess: (set) => {
      client.setQueryData(attemptKeys.practice(attemptId), set);
      navigate(practicePath(attemptId));
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h2" sx={{ fontSize: "1.125rem", color: "secondary.dark" }}>
        {t("review.reAttemptYourMistakes", "Re-attempt your mistakes")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(
          "review.aPracticeTestOf",
          "A practice test of the questions you got wrong or marked for review: untimed, not ranked, and not counted in your history.",
        )}
      </Typography>
      {review.answers_shown ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          <Button
            variant="contained"
            disabled={count === 0 || start.isPending}
            onClick={() => start.mutate()}
          >
            {count === 0
              ? t("review.nothingToPractise", "Nothing to practise")
              : t("review.practise", "Practise {{count}} questions", {
                  count,
                  defaultValue_one: "Practise {{count}} question",
                })}
          </Button>
          <FormControlLabel
            control={<Checkbox checked={skipped} onChange={(e) => setSkipped(e.target.checked)} />}
            label={t("review.includeSkippedQuestions", "Include skipped questions")}
          />
        </Stack>
      ) : (
        <Typography variant="body2">
          {t(
            "review.youCanPractiseYour",
            "You can practise your mistakes once this test's answers are released.",
          )}
        </Typography>
      )}
    </Paper>
  );
}

/** The review of a student's own attempt with an Analysis tab and the re-attempt of mistakes. */
export function ReviewTabs({ review }: { review: AttemptReview }) {
  const { t } = useT();
  const [tab, setTab] = useState<"questions" | "analysis">("questions");
  return (
    <Stack spacing={2.5}>
      <Tabs
        value={tab}
        onChange={(_e, next) => setTab(next)}
        aria-label={t("review.review", "Review")}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab
          value="questions"
          label={t("review.answersSolutions", "Answers & solutions")}
          id="review-tab-questions"
          aria-controls="review-panel"
        />
        <Tab
          value="analysis"
          label={t("review.analysis", "Analysis")}
          id="review-tab-analysis"
          aria-controls="review-panel"
        />
      </Tabs>
      <div role="tabpanel" id="review-panel" aria-labelledby={`review-tab-${tab}`}>
        {tab === "questions" ? (
          <Stack spacing={2.5}>
            <PracticeCard review={review} />
            <AttemptReviewView review={review} doubts />
          </Stack>
        ) : (
          <Suspense
            fallback={
              <LoadingSkeletons label={t("review.loadingTheAnalysis", "Loading the analysis")} height={120} />
            }
          >
            <AnalysisPanel attemptId={review.result.attemptId} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
