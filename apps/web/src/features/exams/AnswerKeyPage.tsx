import {
  ANSWER_TYPE,
  type AttemptQuestion,
  type ChallengeWindow,
  formatAcademyDateTime,
  type NumericKey,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ApiError, api } from "../../lib/http";
import { formatDayTime } from "../../lib/i18n/format";
import { translate } from "../../lib/i18n/language";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { LoadError } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { StudentPage } from "../auth/StudentPage";
import { loadDevanagariFont } from "./player/devanagariFont";
import { type PaperLanguage, questionIn, readAttemptLanguage } from "./player/paperLanguage";
import { QuestionLanguageSelect } from "./player/QuestionLanguageSelect";

interface KeyQuestion {
  id: number;
  number: number;
  text: string;
  answer_type: number | null;
  options: Array<{ key: string; text: string }>;
  hindi?: AttemptQuestion["hindi"];
  provisional: { correct: string[]; numeric: NumericKey | null };
  final: { correct: string[]; numeric: NumericKey | null; dropped: boolean };
  answer: { selected: string[]; text: string } | null;
  challenged: boolean;
}

interface AnswerKey {
  exam: { id: number; title: string; closes_at: number | null; challenge_fee: number };
  window: ChallengeWindow;
  /** The attempt the key is shown against: the student's first submitted one. */
  attempt_id: number;
  score: number;
  max_marks: number;
  questions: KeyQuestion[];
}

/** The key as people read it: "B", "A, C", "42", "9.8 ± 0.1", "2.4 to 2.6" (domain's describeNumericKey). */
function describeKey(key: NumericKey): string {
  if (key.mode === "exact") return String(key.value);
  if (key.mode === "tolerance") return `${key.value} ± ${key.tolerance}`;
  return translate("answerKey.range", "{{min}} to {{max}}", { min: key.min, max: key.max });
}

const keyText = (k: { correct: string[]; numeric: NumericKey | null }) =>
  k.numeric ? describeKey(k.numeric) : k.correct.join(", ");

/** The question's text in the language last chosen for it, with NTA's "View in" on a bilingual one. */
function KeyQuestionText({ question, initial }: { question: KeyQuestion; initial: PaperLanguage }) {
  const [language, setLanguage] = useState(initial);
  const shown = questionIn({ ...question, hindi: question.hindi ?? null }, language);
  useEffect(() => {
    if (shown.lang) void loadDevanagariFont();
  }, [shown.lang]);
  return (
    <>
      {question.hindi && (
        <Stack direction="row" sx={{ mb: 1 }}>
          <QuestionLanguageSelect value={language} onChange={setLanguage} />
        </Stack>
      )}
      <RichText html={shown.text} lang={shown.lang} />
    </>
  );
}

function ChallengeForm({
  examId,
  questionId,
  number,
}: {
  examId: number;
  questionId: number;
  number: number;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const mutation = useMutation({
    mutationFn: () => api.post(`/user_exam/exams/${examId}/challenges`, { question_id: questionId, reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["answer-key", examId] }),
  });
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
      sx={{ mt: 1.5 }}
    >
      <TextField
        label={t("answerKey.why", "Why is the key of question {{n}} wrong?", { n: number })}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {mutation.isError && (
        <Alert severity="error">
          {mutation.error instanceof Error
            ? translateMessage(mutation.error.message)
            : t("answerKey.notSaved", "Not saved.")}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={mutation.isPending} sx={{ alignSelf: "flex-start" }}>
        {t("answerKey.challenge", "Challenge this answer")}
      </Button>
    </Stack>
  );
}

function KeyView({ examId }: { examId: number }) {
  const { t, language } = useT();
  const query = useQuery({
    queryKey: ["answer-key", examId],
    queryFn: () => api.get<AnswerKey>(`/user_exam/exams/${examId}/answer-key`, { silent: true }),
    retry: false,
  });
  if (query.isPending)
    return <Typography role="status">{t("answerKey.loading", "Loading the answer key…")}</Typography>;
  if (query.isError) {
    const known = query.error instanceof ApiError && query.error.status < 500;
    return known ? (
      <Alert severity="info">{translateMessage(query.error.message)}</Alert>
    ) : (
      <LoadError
        message={t("answerKey.loadError", "The answer key could not be loaded.")}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { exam, window, questions, score, max_marks, attempt_id } = query.data;
  // Each question first shows in the language the student last read it in, in the attempt the key is of.
  const languages = readAttemptLanguage(examId, attempt_id);
  const open = window.state === "open";
  // English exactly as before (packages/domain's clock format); Hindi month names in Hindi.
  const until =
    window.state !== "open"
      ? ""
      : language === "hi"
        ? formatDayTime(window.until, "hi")
        : formatAcademyDateTime(window.until);
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: "1.375rem" }}>
        {exam.title}
      </Typography>
      <Typography>
        {t("answerKey.yourScore", "Your score:")} <strong>{score}</strong>{" "}
        {t("answerKey.ofMax", "of {{max}}", { max: max_marks })}
      </Typography>
      <Alert severity={open ? "info" : "success"}>
        {!open
          ? t(
              "answerKey.closed",
              "Challenges are closed. Where a question's key was revised, the final key is shown.",
            )
          : exam.challenge_fee > 0
            ? t(
                "answerKey.openFee",
                "Provisional answer key. You may challenge a question until {{until}} (fee ₹{{fee}} per question).",
                { until, fee: exam.challenge_fee },
              )
            : t("answerKey.open", "Provisional answer key. You may challenge a question until {{until}}.", {
                until,
              })}
      </Alert>
      {questions.map((q) => {
        const changed = keyText(q.final) !== keyText(q.provisional);
        const mine = q.answer
          ? q.answer_type === ANSWER_TYPE.NUMERICAL
            ? q.answer.text
            : q.answer.selected.join(", ")
          : "";
        return (
          <Paper
            key={q.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={t("question.number", "Question {{n}}", { n: q.number })}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
              <Typography variant="h3" sx={{ fontSize: "1.0625rem" }}>
                {t("question.number", "Question {{n}}", { n: q.number })}
              </Typography>
              {q.final.dropped && (
                <Chip size="small" color="warning" label={t("answerKey.dropped", "Dropped")} />
              )}
              {changed && <Chip size="small" color="info" label={t("answerKey.revised", "Key revised")} />}
              {q.challenged && (
                <Chip size="small" label={t("answerKey.youChallenged", "You challenged this")} />
              )}
            </Stack>
            <KeyQuestionText question={q} initial={languages.questions[q.id] ?? languages.default} />
            <Typography sx={{ mt: 1 }}>
              {t("answerKey.provisionalKey", "Provisional key:")} <strong>{keyText(q.provisional)}</strong>
              {changed && (
                <>
                  {" "}
                  · {t("answerKey.finalKey", "Final key:")} <strong>{keyText(q.final)}</strong>
                </>
              )}{" "}
              · {t("answerKey.yourAnswer", "Your answer:")}{" "}
              <strong>{mine || t("answerKey.notAnswered", "not answered")}</strong>
            </Typography>
            {open && !q.challenged && <ChallengeForm examId={exam.id} questionId={q.id} number={q.number} />}
          </Paper>
        );
      })}
    </Stack>
  );
}

export default function AnswerKeyPage() {
  const { t } = useT();
  const examId = Number(useParams().examId);
  return (
    <StudentPage
      title={t("answerKey.title", "Answer Key")}
      lead={t("answerKey.lead", "The provisional answer key of a test you took, and challenges to it.")}
      loggedOutLead={t("answerKey.loggedOutLead", "Log in to see the answer key of your tests.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {Number.isSafeInteger(examId) && examId > 0 ? (
          <KeyView examId={examId} />
        ) : (
          <Alert severity="warning">{t("answerKey.noSuchTest", "No such test.")}</Alert>
        )}
      </Container>
    </StudentPage>
  );
}
