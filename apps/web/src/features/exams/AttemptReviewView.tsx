import type { AttemptReview, ReviewQuestion } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { readAttemptLanguage } from "./player/paperLanguage";
import { availableFilters, FILTER_LABELS, matchesFilter, type ReviewFilter } from "./review/filters";
import { ReviewQuestionCard } from "./review/ReviewQuestionCard";
import { ReviewSummary } from "./review/ReviewSummary";

const ALL_SECTIONS = -1;

/** Questions in paper order, numbered 1..n across sections as on the test screen. */
function numbered(questions: readonly ReviewQuestion[]) {
  return [...questions]
    .sort((a, b) => a.section - b.section || a.position - b.position)
    .map((question, index) => ({ question, number: index + 1 }));
}

/**
 * A submitted attempt, question by question: the summary, then each question with the student's answer
 * against the key, filterable by outcome and by section. Used for a student's test (/mcq-answers) and for
 * the demo result; renders h2 and below, so the page keeps its own h1.
 */
export function AttemptReviewView({ review, doubts = false }: { review: AttemptReview; doubts?: boolean }) {
  const { t } = useT();
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const [section, setSection] = useState(ALL_SECTIONS);
  const items = useMemo(() => numbered(review.questions), [review.questions]);
  // Each question first shows in the language the student last read it in during the test.
  const languages = useMemo(
    () => readAttemptLanguage(review.result.examId, review.result.attemptId),
    [review.result.examId, review.result.attemptId],
  );
  const sections = review.exam.sections;
  const tabs = sections.length > 1;
  const inSection = items.filter((i) => section === ALL_SECTIONS || i.question.section === section);
  const shown = inSection.filter((i) => matchesFilter(i.question, filter));
  const sectionName = (index: number) => sections[index]?.name ?? null;
  const filterLabel = (f: ReviewFilter) => t(`review.filter.${f}`, FILTER_LABELS[f]);
  // The provisional key (and challenges to it) opens to those who sat the exam once its window closed.
  const closes = review.exam.closes_at;
  const keyOpen = doubts && !review.exam.is_demo && closes !== null && closes <= Date.now();

  return (
    <Stack spacing={2.5}>
      <ReviewSummary review={review} />
      {keyOpen && (
        <Button
          component={RouterLink}
          to={`/answer-key/${review.exam.id}`}
          variant="outlined"
          color="secondary"
          sx={{ alignSelf: "flex-start" }}
        >
          {t("review.answerKeyLink", "Answer key and challenges")}
        </Button>
      )}
      {review.result.status === "pending_evaluation" && (
        <Alert severity="info">
          {t("review.pendingWritten", "Written answers are waiting for evaluation; your score may rise.")}
        </Alert>
      )}
      {!review.answers_shown && (
        <Alert severity="info">
          {translateMessage(review.answers_notice)}{" "}
          {t("review.ownAnswers", "You can still see your own answers and the marks for each question.")}
        </Alert>
      )}

      <Box component="section" aria-labelledby="review-questions-heading">
        <Typography
          id="review-questions-heading"
          variant="h2"
          sx={{ fontSize: "1.25rem", color: "secondary.dark", mb: 1.5 }}
        >
          {t("review.questions", "Questions")}
        </Typography>
        {tabs && (
          <Tabs
            value={section}
            onChange={(_event, next: number) => setSection(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t("review.sections", "Sections")}
            sx={{ mb: 1.5, borderBottom: 1, borderColor: "divider" }}
          >
            <Tab value={ALL_SECTIONS} label={t("review.allSections", "All sections")} />
            {sections.map((s, index) => (
              <Tab key={s.name} value={index} label={s.name} />
            ))}
          </Tabs>
        )}
        <Stack
          direction="row"
          role="group"
          aria-label={t("review.showQuestions", "Show questions")}
          sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}
        >
          {availableFilters(review.questions).map((f) => {
            const count = inSection.filter((i) => matchesFilter(i.question, f)).length;
            const selected = f === filter;
            return (
              <Chip
                key={f}
                label={`${filterLabel(f)} (${count})`}
                clickable
                color={selected ? "primary" : "default"}
                variant={selected ? "filled" : "outlined"}
                aria-pressed={selected}
                onClick={() => setFilter(f)}
              />
            );
          })}
        </Stack>
        {shown.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: "center", borderRadius: 3 }}>
            <Typography color="text.secondary">
              {t("review.noMatch", "No questions here match “{{filter}}”.", { filter: filterLabel(filter) })}
            </Typography>
          </Paper>
        ) : (
          <Stack spacing={2}>
            {shown.map(({ question, number }) => (
              <ReviewQuestionCard
                key={question.id}
                question={question}
                number={number}
                sectionName={tabs && section === ALL_SECTIONS ? sectionName(question.section) : null}
                showAnswers={review.answers_shown}
                language={languages.questions[question.id] ?? languages.default}
                doubt={
                  doubts ? { attemptId: review.result.attemptId, examTitle: review.exam.title } : undefined
                }
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
