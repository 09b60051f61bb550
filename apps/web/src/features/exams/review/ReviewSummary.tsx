import type { AnswerOutcome, AttemptReview } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
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
        Submitted {formatAcademyTime(result.submittedAt)}
        {result.autoSubmitted && " · submitted automatically when time ran out"}
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
          label="Score"
          value={`${formatMarks(result.score)} / ${formatMarks(result.maxMarks)}`}
          detail={pending ? "so far" : undefined}
        />
        <Stat label="Accuracy" value={`${review.accuracy}%`} detail="of your objective answers" />
        <Stat
          label="Rank"
          value={review.rank_provisional ? `${review.rank} (provisional)` : String(review.rank)}
          detail={`of ${review.of} ${review.of === 1 ? "student" : "students"}${
            review.rank_provisional ? "; may change as written answers are marked" : ""
          }`}
        />
        <Stat
          label="Percentile"
          value={String(review.percentile)}
          detail={`${review.percentile}% scored at or below you`}
        />
        <Stat label="Time taken" value={formatDuration(result.submittedAt - review.startedAt)} />
      </Box>
      <Stack
        component="ul"
        direction="row"
        aria-label="Answers by outcome"
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
                {label}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
