import { FORUM_SUBJECTS, FORUM_TITLE_MAX, FORUM_TITLE_MIN, textToHtml } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { toastSuccess } from "../../lib/toast";
import { StudentPage } from "../auth/StudentPage";
import { forumApi, useForumAction, useForumMe } from "./api";
import { Composer, type Picture } from "./Composer";

/** What the test review passes along when a doubt is raised from one of its questions. */
export interface AskFromReview {
  examTitle?: string;
  questionHtml?: string;
  subject?: string;
}

function AskForm() {
  const { t } = useT();
  const me = useForumMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = (useLocation().state ?? {}) as AskFromReview;
  const attempt = Number(params.get("attempt"));
  const question = Number(params.get("question"));
  const linked = attempt > 0 && question > 0;
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [course, setCourse] = useState<number | "">("");
  const [subject, setSubject] = useState<string>(
    FORUM_SUBJECTS.includes(from.subject as never) ? (from.subject as string) : "",
  );
  const [topic, setTopic] = useState("");
  const [tried, setTried] = useState(false);
  const ask = useForumAction(forumApi.ask);

  if (me.isPending) return <LoadingSkeletons label={t("forum.loading", "Loading")} height={56} count={4} />;
  if (me.isError)
    return (
      <LoadError
        message={t("forum.theFormCouldNot", "The form could not be loaded.")}
        onRetry={() => void me.refetch()}
      />
    );
  if (!me.data.can_post)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/forum" color="inherit">
            {t("forum.backToTheForum", "Back to the forum")}
          </Button>
        }
      >
        {me.data.reason}
      </Alert>
    );
  const courseId =
    course === "" ? (me.data.courses.length === 1 ? me.data.courses[0]?.id : undefined) : course;
  const errors = {
    title:
      title.trim().length < FORUM_TITLE_MIN
        ? `Write a title of at least ${FORUM_TITLE_MIN} characters.`
        : undefined,
    body: text.trim() === "" ? t("forum.writeYourDoubt", "Write your doubt.") : undefined,
    course: courseId === undefined ? t("forum.chooseTheCourse", "Choose the course.") : undefined,
    subject: subject === "" ? t("forum.chooseASubject", "Choose a subject.") : undefined,
  };
  const valid = Object.values(errors).every((e) => e === undefined);
  const show = (e: string | undefined) => (tried ? e : undefined);

  const submit = async () => {
    setTried(true);
    if (!valid) return;
    try {
      const sent = await ask.mutateAsync({
        title: title.trim(),
        body: textToHtml(text),
        images: pictures.map((p) => p.key),
        course_id: courseId,
        subject,
        topic: topic.trim(),
        ...(linked ? { from_attempt: { attempt_id: attempt, question_id: question } } : {}),
      });
      if (sent.queued) {
        navigate("/forum"); // it gets its page once it reaches the server
        return;
      }
      toastSuccess("Your doubt is posted. You will be told when someone answers.");
      navigate(`/forum/${sent.data.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {linked && (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, bgcolor: "background.default" }}>
          <Typography variant="overline" color="text.secondary">
            About a question of {from.examTitle ?? "your test"}
          </Typography>
          {from.questionHtml ? (
            <RichText html={from.questionHtml} />
          ) : (
            <Typography>
              {t("forum.theQuestionWillBe", "The question will be shown with your doubt.")}
            </Typography>
          )}
        </Paper>
      )}
      <TextField
        label={t("forum.title", "Title")}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        fullWidth
        error={Boolean(show(errors.title))}
        helperText={show(errors.title) ?? t("forum.sumUpTheDoubt", "Sum up the doubt in one line.")}
        slotProps={{ htmlInput: { maxLength: FORUM_TITLE_MAX } }}
      />
      <Composer
        label={t("forum.yourDoubt", "Your doubt")}
        text={text}
        onText={setText}
        pictures={pictures}
        onPictures={setPictures}
        error={show(errors.body)}
        placeholder={t("forum.whatDidYouTry", "What did you try, and where are you stuck?")}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          label={t("forum.course", "Course")}
          value={courseId ?? ""}
          onChange={(e) => setCourse(Number(e.target.value))}
          required
          fullWidth
          error={Boolean(show(errors.course))}
          helperText={show(errors.course)}
        >
          {me.data.courses.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("forum.subject", "Subject")}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          fullWidth
          error={Boolean(show(errors.subject))}
          helperText={show(errors.subject)}
        >
          {FORUM_SUBJECTS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("forum.topicOptional", "Topic (optional)")}
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
        <Button component={RouterLink} to="/forum">
          {t("forum.cancel", "Cancel")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={ask.isPending}
          startIcon={ask.isPending ? <CircularProgress size={18} /> : undefined}
        >
          {t("forum.postDoubt", "Post doubt")}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function AskPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("forum.askADoubt", "Ask a doubt")}
      lead={t(
        "forum.teachersAndClassmatesAnswer",
        "Teachers and classmates answer here. Write what you tried; formulas and a photo of your working help.",
      )}
      loggedOutLead={t("forum.logInToAsk", "Log in to ask a doubt.")}
    >
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <AskForm />
      </Container>
    </StudentPage>
  );
}
