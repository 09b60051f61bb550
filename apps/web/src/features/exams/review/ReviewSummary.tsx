import type { AnswerOutcome, AttemptReview } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
import { useT } from "../../../lib/i18n/useT";
import { formatDuration, formatMarks } from "../format";
import { Stat } from "../Stat";
import { OUTCOME } from "./outcomes";

/** The outcomes to count: partial only where it can happen, pending only while it does. */
function countedOutcomes(review: AttemptReview): AnswerOutcome[] {
  const { counts } = review.result;
  return (["correct", "partial", "wrong", "unanswered", "pending"] as const).filter(
    (o) =>
      (o !== "partial" || review.exam.partial_credit || counts.partial > 0) &&
      (o !== "pending" || counts.pending > 0),
  );
}

/** Score, accuracy, rank, percentile, time and the count of each outcome. */
export function ReviewSummary({ review }: { review: AttemptReview }) {
  useAcademyZone();
  const { result } = review;
  const pending = result.status === "pending_evaluation";
  const { t } = useT();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="review-title"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography
        id="review-title"
        variant="h2"
        sx={{ fontSize: { xs: "1.25rem", md: "1.5rem" }, color: "secondary.dark" }}
      >
        {review.exam.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("result.submitted", "Submitted {{time}}", { time: formatAcademyTime(result.submittedAt) })}
        {result.autoSubmitted && ` · ${t("result.auto", "submitted automatically when time ran out")}`}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(5, minmax(0, 1fr))" },
          gap: 2,
          mt: 2.5,
          mb: 0,
        }}
      >
        <Stat
          label={t("result.score", "Score")}
          value={`${formatMarks(result.score)} / ${formatMarks(result.maxMarks)}`}
          detail={pending ? t("result.soFar", "so far") : undefined}
        />
        <Stat
          label={t("result.accuracy", "Accuracy")}
          value={`${review.accuracy}%`}
          detail={t("result.accuracyOf", "of your objective answers")}
        />
        <Stat
          label={t("result.rank", "Rank")}
          value={
            review.rank_provisional
              ? t("result.provisional", "{{rank}} (provisional)", { rank: review.rank })
              : String(review.rank)
          }
          detail={`${t("result.of", "of {{count}} students", {
            count: review.of,
            defaultValue_one: "of {{count}} student",
          })}${review.rank_provisional ? t("result.mayChange", "; may change as written answers are marked") : ""}`}
        />
        <Stat
          label={t("result.percentile", "Percentile")}
          value={String(review.percentile)}
          detail={t("result.atOrBelow", "{{p}}% scored at or below you", { p: review.percentile })}
        />
        <Stat
          label={t("result.time", "Time taken")}
          value={formatDuration(result.submittedAt - review.startedAt)}
        />
      </Box>
      <Stack
        component="ul"
        direction="row"
        aria-label={t("result.byOutcome", "Answers by outcome")}
        sx={{ listStyle: "none", p: 0, m: 0, mt: 2.5, flexWrap: "wrap", gap: 1 }}
      >
        {countedOutcomes(review).map((outcome) => {
          const { label, color, icon } = OUTCOME[outcome];
          return (
            <Box
              component="li"
              key={outcome}
              sx={{
                display: "inline-flex",
                alignItems: "center",
                gap: 0.75,
                px: 1.5,
                py: 0.75,
                borderRadius: 2,
                border: 1,
                borderColor: "divider",
                "& svg": { fontSize: 18, color: color === "default" ? "text.secondary" : `${color}.main` },
              }}
            >
              {icon}
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {result.counts[outcome]}
              </Typography>
              <Typography component="span" variant="body2">
                {t(`outcome.${outcome}`, label)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
