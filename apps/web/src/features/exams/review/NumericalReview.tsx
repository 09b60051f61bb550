import { MAX_NUMERIC_DECIMALS, type NumericKey, type ReviewQuestion } from "@medhavi/domain";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { OUTCOME } from "./outcomes";

/** A tolerance's ends without float noise (9.8 − 0.1 is 9.7, not 9.700000000000001). */
const end = (n: number) => Number(n.toFixed(MAX_NUMERIC_DECIMALS));

/**
 * What was accepted, as packages/domain's acceptedAnswerText writes it in English: "Exactly 20",
 * "9.8 ± 0.1: any value from 9.7 to 9.9", "Any value from 2.4 to 2.6"; whole-number keys say so.
 */
export function acceptedAnswerLabel(key: NumericKey): string {
  const text =
    key.mode === "exact"
      ? translate("numeric.exactly", "Exactly {{value}}", { value: key.value })
      : key.mode === "tolerance"
        ? translate("numeric.tolerance", "{{value}} ± {{tolerance}}: any value from {{min}} to {{max}}", {
            value: key.value,
            tolerance: key.tolerance,
            min: end(key.value - key.tolerance),
            max: end(key.value + key.tolerance),
          })
        : translate("numeric.range", "Any value from {{min}} to {{max}}", { min: key.min, max: key.max });
  return key.integer ? translate("numeric.whole", "{{text}} (a whole number)", { text }) : text;
}

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
  const { t } = useT();
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
          {t("review.yourAnswer", "Your answer")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: "anywhere" }}>
          {value || t("outcome.unanswered", "Not answered")}
          {look && colour && (
            <Box
              component="span"
              sx={{ ml: 1, fontWeight: 600, fontSize: "0.8125rem", color: `${colour}.dark` }}
            >
              · {t(`outcome.${question.outcome}`, look.label)}
            </Box>
          )}
        </Typography>
      </Box>
      {showAnswers && question.numeric && (
        <Box sx={{ px: 1.5, py: 1, border: 1, borderColor: "success.main", borderRadius: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("review.acceptedAnswer", "Accepted answer")}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {acceptedAnswerLabel(question.numeric)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
