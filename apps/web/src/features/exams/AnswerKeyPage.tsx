import {
  ANSWER_TYPE,
  type ChallengeWindow,
  describeNumericKey,
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
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError, api } from "../../lib/http";
import { LoadError } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { StudentPage } from "../auth/StudentPage";

interface KeyQuestion {
  id: number;
  number: number;
  text: string;
  answer_type: number | null;
  options: Array<{ key: string; text: string }>;
  provisional: { correct: string[]; numeric: NumericKey | null };
  final: { correct: string[]; numeric: NumericKey | null; dropped: boolean };
  answer: { selected: string[]; text: string } | null;
  challenged: boolean;
}

interface AnswerKey {
  exam: { id: number; title: string; closes_at: number | null; challenge_fee: number };
  window: ChallengeWindow;
  score: number;
  max_marks: number;
  questions: KeyQuestion[];
}

const keyText = (k: { correct: string[]; numeric: NumericKey | null }) =>
  k.numeric ? describeNumericKey(k.numeric) : k.correct.join(", ");

function ChallengeForm({
  examId,
  questionId,
  number,
}: {
  examId: number;
  questionId: number;
  number: number;
}) {
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
        label={`Why is the key of question ${number} wrong?`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {mutation.isError && (
        <Alert severity="error">
          {mutation.error instanceof Error ? mutation.error.message : "Not saved."}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={mutation.isPending} sx={{ alignSelf: "flex-start" }}>
        Challenge this answer
      </Button>
    </Stack>
  );
}

function KeyView({ examId }: { examId: number }) {
  const query = useQuery({
    queryKey: ["answer-key", examId],
    queryFn: () => api.get<AnswerKey>(`/user_exam/exams/${examId}/answer-key`, { silent: true }),
    retry: false,
  });
  if (query.isPending) return <Typography role="status">Loading the answer key…</Typography>;
  if (query.isError) {
    const known = query.error instanceof ApiError && query.error.status < 500;
    return known ? (
      <Alert severity="info">{query.error.message}</Alert>
    ) : (
      <LoadError message="The answer key could not be loaded." onRetry={() => query.refetch()} />
    );
  }
  const { exam, window, questions, score, max_marks } = query.data;
  const open = window.state === "open";
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: "1.375rem" }}>
        {exam.title}
      </Typography>
      <Typography>
        Your score: <strong>{score}</strong> of {max_marks}
      </Typography>
      <Alert severity={open ? "info" : "success"}>
        {open
          ? `Provisional answer key. You may challenge a question until ${formatAcademyDateTime(window.until)}${
              exam.challenge_fee > 0 ? ` (fee ₹${exam.challenge_fee} per question)` : ""
            }.`
          : "Challenges are closed. Where a question's key was revised, the final key is shown."}
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
            aria-label={`Question ${q.number}`}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
              <Typography variant="h3" sx={{ fontSize: "1.0625rem" }}>
                Question {q.number}
              </Typography>
              {q.final.dropped && <Chip size="small" color="warning" label="Dropped" />}
              {changed && <Chip size="small" color="info" label="Key revised" />}
              {q.challenged && <Chip size="small" label="You challenged this" />}
            </Stack>
            <RichText html={q.text} />
            <Typography sx={{ mt: 1 }}>
              Provisional key: <strong>{keyText(q.provisional)}</strong>
              {changed && (
                <>
                  {" "}
                  · Final key: <strong>{keyText(q.final)}</strong>
                </>
              )}{" "}
              · Your answer: <strong>{mine || "not answered"}</strong>
            </Typography>
            {open && !q.challenged && <ChallengeForm examId={exam.id} questionId={q.id} number={q.number} />}
          </Paper>
        );
      })}
    </Stack>
  );
}

export default function AnswerKeyPage() {
  const examId = Number(useParams().examId);
  return (
    <StudentPage
      title="Answer Key"
      lead="The provisional answer key of a test you took, and challenges to it."
      loggedOutLead="Log in to see the answer key of your tests."
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {Number.isSafeInteger(examId) && examId > 0 ? (
          <KeyView examId={examId} />
        ) : (
          <Alert severity="warning">No such test.</Alert>
        )}
      </Container>
    </StudentPage>
  );
}
