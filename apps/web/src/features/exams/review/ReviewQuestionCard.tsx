import { ANSWER_TYPE, QUESTION_KIND, type ReviewQuestion } from "@medhavi/domain";
import BookmarkIcon from "@mui/icons-material/Bookmark";
import TimerOutlinedIcon from "@mui/icons-material/TimerOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { RichText } from "../../../lib/RichText";
import { formatDuration, formatMarks, formatSigned, signedMarks } from "../format";
import { loadDevanagariFont } from "../player/devanagariFont";
import { type PaperLanguage, questionIn, solutionIn } from "../player/paperLanguage";
import { QuestionLanguageSelect } from "../player/QuestionLanguageSelect";
import { NumericalReview } from "./NumericalReview";
import { OptionList } from "./OptionList";
import { OutcomeChip } from "./outcomes";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function kindLabel(q: ReviewQuestion): string {
  if (q.kind === QUESTION_KIND.SUBJECTIVE) return translate("question.written", "Written answer");
  if (q.answer_type === ANSWER_TYPE.NUMERICAL)
    return q.integer_only
      ? translate("question.numericalWhole", "Numerical (whole number)")
      : translate("question.numerical", "Numerical");
  return q.answer_type === ANSWER_TYPE.MULTI
    ? translate("question.multi", "One or more correct")
    : translate("review.oneCorrect", "One correct");
}

/** "+4 marks", "−1 mark", "+3.5 of 5 marks", or pending while an evaluator has not marked it. */
function marksLabel(q: ReviewQuestion): string {
  if (q.score === null) return translate("review.marksPending", "Marks pending");
  return q.kind === QUESTION_KIND.SUBJECTIVE
    ? translate("review.marksOf", "{{score}} of {{max}} marks", {
        score: formatSigned(q.score),
        max: formatMarks(q.marks),
      })
    : signedMarks(q.score);
}

function WrittenAnswer({ question, language }: { question: ReviewQuestion; language: PaperLanguage }) {
  const { t } = useT();
  const text = question.answer?.text.trim() ?? "";
  const hindiModel = language === "hi" ? question.hindi?.model_answer : "";
  const modelAnswer = hindiModel || question.model_answer;
  return (
    <>
      <Part title={t("review.yourAnswer", "Your answer")}>
        {text ? (
          <Paper variant="outlined" sx={{ p: 1.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {text}
          </Paper>
        ) : (
          <Typography color="text.secondary">
            {t("review.youDidNotAnswer", "You did not answer this question.")}
          </Typography>
        )}
      </Part>
      {question.outcome === "pending" ? (
        <Part title={t("review.evaluation", "Evaluation")}>
          <Typography>
            {t("review.waitingForAnEvaluator", "Waiting for an evaluator to mark this answer.")}
          </Typography>
        </Part>
      ) : (
        text && (
          <Part title={t("review.evaluation", "Evaluation")}>
            <Typography sx={{ fontWeight: 600 }}>
              {t("review.awarded", "Awarded {{score}} of {{marks}} marks", {
                score: formatMarks(question.score ?? 0),
                marks: formatMarks(question.marks),
              })}
            </Typography>
            {question.feedback && (
              <Typography sx={{ whiteSpace: "pre-wrap", mt: 0.5 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {t("review.evaluatorsFeedback", "Evaluator's feedback:")}{" "}
                </Box>
                {question.feedback}
              </Typography>
            )}
          </Part>
        )
      )}
      {modelAnswer && (
        <Part title={t("review.modelAnswer", "Model answer")}>
          <RichText html={modelAnswer} lang={hindiModel ? "hi" : undefined} />
        </Part>
      )}
    </>
  );
}

/** One question of a reviewed attempt: text, the student's answer against the key, marks and solution. */
export function ReviewQuestionCard({
  question,
  number,
  sectionName,
  showAnswers,
  doubt,
  language: initialLanguage = "en",
}: {
  question: ReviewQuestion;
  /** The language the question was last shown in during the test (bilingual papers). */
  language?: PaperLanguage;
  number: number;
  sectionName: string | null;
  showAnswers: boolean;
  /** Student reviews: raise a forum doubt about this question (the forum links and shows it). */
  doubt?: { attemptId: number; examTitle: string } | undefined;
}) {
  const { t } = useT();
  const headingId = `review-q-${question.id}`;
  const [language, setLanguage] = useState(initialLanguage);
  const shown = questionIn(question, language);
  const solution = solutionIn(question, language);
  useEffect(() => {
    if (shown.lang) void loadDevanagariFont();
  }, [shown.lang]);
  const objective = question.kind === QUESTION_KIND.OBJECTIVE;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, gap: 1, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.0625rem", color: "secondary.dark" }}>
          {t("question.number", "Question {{n}}", { n: number })}
          {sectionName && (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, ml: 1 }}>
              {sectionName}
            </Typography>
          )}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75 }}>
          <OutcomeChip outcome={question.outcome} />
          <Chip size="small" label={marksLabel(question)} sx={{ fontWeight: 700 }} />
          {question.dropped && (
            // Why a wrong or blank answer shows full marks: the key dropped the question after challenges.
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t("review.dropped", "Dropped from the key: marks as the exam's rule gives them")}
            />
          )}
          {question.answer?.marked && (
            <Chip
              size="small"
              variant="outlined"
              icon={<BookmarkIcon />}
              label={t("review.markedForReview", "Marked for review")}
            />
          )}
          {doubt && (
            <Button
              size="small"
              variant="outlined"
              color="secondary"
              component={RouterLink}
              to={`/forum/ask?attempt=${doubt.attemptId}&question=${question.id}`}
              state={{ examTitle: doubt.examTitle, questionHtml: question.text }}
              aria-label={t("review.askAbout", "Ask a doubt about question {{n}}", { n: number })}
            >
              {t("review.askADoubt", "Ask a doubt")}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: "wrap", color: "text.secondary", mb: 1.5 }}>
        <Typography variant="body2">{kindLabel(question)}</Typography>
        <Typography variant="body2" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
          <TimerOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {t("review.timeSpent", "Time spent {{time}}", {
            time: formatDuration(question.answer?.time_spent_ms ?? 0),
          })}
        </Typography>
        {question.hindi && <QuestionLanguageSelect value={language} onChange={setLanguage} />}
      </Stack>
      <Box lang={shown.lang}>
        <RichText html={shown.text} sx={{ fontSize: "1rem", lineHeight: 1.6, mb: 1.5 }} />
      </Box>
      {objective && question.answer_type === ANSWER_TYPE.NUMERICAL ? (
        <NumericalReview question={question} showAnswers={showAnswers} />
      ) : objective ? (
        <Box lang={shown.lang}>
          <OptionList
            options={shown.options}
            selected={question.answer?.selected ?? []}
            correct={showAnswers ? question.correct : null}
          />
        </Box>
      ) : (
        <WrittenAnswer question={question} language={language} />
      )}
      {showAnswers && solution && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("review.solution", "Solution")}
          </Typography>
          <RichText html={solution} lang={shown.lang} />
        </>
      )}
    </Paper>
  );
}
