import { acceptedAnswerText, type ReviewQuestion } from "@medhavi/domain";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { OUTCOME } from "./outcomes";

/**
 * A numerical question's review: the value the student typed, marked right or wrong in words, and the
 * accepted answer (exact value, tolerance or range) once the exam shows its answers.
 */
export function NumericalReview({
  question,
  showAnswers,
}: {
  question: ReviewQuestion;
  showAnswers: boolean;
}) {
  const value = question.answer?.text.trim() ?? "";
  const judged = showAnswers && (question.outcome === "correct" || question.outcome === "wrong");
  const look = judged ? OUTCOME[question.outcome] : null;
  const colour = look?.color === "success" || look?.color === "error" ? look.color : null;
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          border: colour ? 2 : 1,
          borderColor: colour ? `${colour}.main` : "divider",
          borderRadius: 2,
          bgcolor: (t) => (colour ? alpha(t.palette[colour].main, 0.07) : t.palette.background.paper),
        }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          Your answer
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: "anywhere" }}>
          {value || "Not answered"}
          {look && colour && (
            <Box
              component="span"
              sx={{ ml: 1, fontWeight: 600, fontSize: "0.8125rem", color: `${colour}.dark` }}
            >
              · {look.label}
            </Box>
          )}
        </Typography>
      </Box>
      {showAnswers && question.numeric && (
        <Box sx={{ px: 1.5, py: 1, border: 1, borderColor: "success.main", borderRadius: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Accepted answer
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {acceptedAnswerText(question.numeric)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
