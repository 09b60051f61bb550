import { type ForumAnswer, type ForumAuthor, type ForumThread, textToHtml } from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import FlagOutlinedIcon from "@mui/icons-material/FlagOutlined";
import NotificationsActiveOutlinedIcon from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsNoneOutlinedIcon from "@mui/icons-material/NotificationsNoneOutlined";
import SchoolIcon from "@mui/icons-material/School";
import ThumbUpAltIcon from "@mui/icons-material/ThumbUpAlt";
import ThumbUpOffAltIcon from "@mui/icons-material/ThumbUpOffAlt";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { ApiError } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { relativeTime } from "../../lib/relativeTime";
import { toastSuccess } from "../../lib/toast";
import { usePageTitle } from "../../lib/usePageTitle";
import { forumApi, useForumAction, useThread } from "./api";
import { Composer, type Picture } from "./Composer";
import { EditDialog, ReportDialog } from "./PostDialogs";

type Kind = "question" | "answer";
type Moderation = { kind: Kind; id: number; action: "hide" | "restore" | "lock" | "unlock" | "delete" };

type Target = { kind: Kind; id: number };

/**
 * The buttons under a doubt or an answer: Edit for its author (and staff), Delete for a student author
 * (`canDelete`), Report for students; staff moderate instead (`children` first: the doubt's lock).
 */
function PostActions({
  target,
  canEdit,
  canDelete,
  hidden,
  staff,
  onEdit,
  onDelete,
  onReport,
  onModerate,
  children,
}: {
  target: Target;
  canEdit: boolean;
  canDelete: boolean;
  hidden: boolean;
  staff: boolean;
  onEdit: (target: Target) => void;
  onDelete: () => void;
  onReport: (target: Target) => void;
  onModerate: (moderation: Moderation) => void;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      {canEdit && (
        <Button size="small" onClick={() => onEdit(target)}>
          {t("forum.edit", "Edit")}
        </Button>
      )}
      {canDelete && !staff && (
        <Button size="small" color="error" onClick={onDelete}>
          {t("forum.delete", "Delete")}
        </Button>
      )}
      {staff ? (
        <>
          {children}
          <Button
            size="small"
            color="warning"
            onClick={() => onModerate({ ...target, action: hidden ? "restore" : "hide" })}
          >
            {hidden ? t("forum.restore", "Restore") : t("forum.hide", "Hide")}
          </Button>
          <Button size="small" color="error" onClick={() => onModerate({ ...target, action: "delete" })}>
            {t("forum.delete", "Delete")}
          </Button>
        </>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagOutlinedIcon />}
          onClick={() => onReport(target)}
        >
          {t("forum.report", "Report")}
        </Button>
      )}
    </>
  );
}

function Byline({ author, at, edited }: { author: ForumAuthor; at: number; edited: boolean }) {
  const { t } = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {author.name}
      </Typography>
      {author.teacher && (
        <Chip size="small" color="primary" icon={<SchoolIcon />} label={t("forum.teacher", "Teacher")} />
      )}
      <Typography variant="caption" color="text.secondary">
        {relativeTime(at)}
        {edited && ` · ${t("forum.edited", "edited")}`}
      </Typography>
    </Stack>
  );
}

function Pictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1.5 }}>
      {urls.map((url, n) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={url}
            alt={`Attached picture ${n + 1}`}
            loading="lazy"
            sx={{
              width: { xs: 140, sm: 180 },
              height: { xs: 140, sm: 180 },
              objectFit: "cover",
              borderRadius: 2,
              border: 1,
              borderColor: "divider",
              display: "block",
              bgcolor: "background.default",
            }}
          />
        </Link>
      ))}
    </Stack>
  );
}

function VoteButton({
  votes,
  voted,
  disabled,
  onVote,
}: {
  votes: number;
  voted: boolean;
  disabled: boolean;
  onVote: () => void;
}) {
  return (
    <Button
      size="small"
      variant={voted ? "contained" : "outlined"}
      color={voted ? "primary" : "inherit"}
      startIcon={voted ? <ThumbUpAltIcon /> : <ThumbUpOffAltIcon />}
      onClick={onVote}
      disabled={disabled}
      aria-pressed={voted}
      // The name starts with the count it shows (WCAG 2.5.3); pressed says whether the vote is yours.
      aria-label={`${votes} ${votes === 1 ? "upvote" : "upvotes"}`}
    >
      {votes}
    </Button>
  );
}

/** A doubt with its answers. Students vote, accept, follow, report and answer; staff also moderate. */
export function ThreadView({ id, staff, listPath }: { id: number; staff: boolean; listPath: string }) {
  const { t } = useT();
  const thread = useThread(id);
  usePageTitle(thread.data?.question.title ?? t("forum.forum", "Forum"));
  if (thread.isPending)
    return (
      <LoadingSkeletons
        label={t("forum.loadingTheDoubt", "Loading the doubt")}
        height={140}
        count={3}
        spacing={2}
      />
    );
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return missing ? (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={listPath} color="inherit">
            {t("forum.allDoubts", "All doubts")}
          </Button>
        }
      >
        {t("forum.thisDoubtIsNo", "This doubt is no longer here: it was deleted or hidden by a moderator.")}
      </Alert>
    ) : (
      <LoadError
        message={t("forum.theDoubtCouldNot", "The doubt could not be loaded.")}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  return <Thread data={thread.data} staff={staff} listPath={listPath} />;
}

function Thread({ data, staff, listPath }: { data: ForumThread; staff: boolean; listPath: string }) {
  const { t } = useT();
  const { question: q, answers } = data;
  const navigate = useNavigate();
  const act = useForumAction(async (run: () => Promise<unknown>) => run());
  const [reporting, setReporting] = useState<{ kind: Kind; id: number } | null>(null);
  const [editing, setEditing] = useState<{ kind: Kind; id: number } | null>(null);
  const [moderating, setModerating] = useState<Moderation | null>(null);
  const [text, setText] = useState("");
  const [pictures, setPictures] = useState<Picture[]>([]);
  const answer = useForumAction(forumApi.answer);
  const editingAnswer = editing?.kind === "answer" ? answers.find((a) => a.id === editing.id) : undefined;

  const run = (fn: () => Promise<unknown>, done?: string) =>
    act.mutateAsync(fn).then(
      () => done && toastSuccess(done),
      () => {},
    );

  const postAnswer = async () => {
    try {
      const sent = await answer.mutateAsync({
        question_id: q.id,
        body: textToHtml(text),
        images: pictures.map((p) => p.key),
      });
      setText("");
      setPictures([]);
      if (!sent.queued) toastSuccess("Answer posted.");
    } catch {
      // Shown by the client.
    }
  };

  const moderationLabel: Record<Moderation["action"], string> = {
    hide: "Hide",
    restore: "Restore",
    lock: "Lock thread",
    unlock: "Unlock thread",
    delete: "Delete",
  };

  const answerActions = (a: ForumAnswer) => (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center", mt: 1.5 }}>
      <VoteButton
        votes={a.votes}
        voted={a.voted}
        disabled={act.isPending}
        onVote={() => void run(() => forumApi.vote("answer", a.id, !a.voted))}
      />
      {q.can_accept && !a.hidden && (
        <Button
          size="small"
          color="success"
          variant={a.accepted ? "contained" : "outlined"}
          startIcon={a.accepted ? <CheckCircleIcon /> : <CheckCircleOutlineIcon />}
          onClick={() =>
            void run(
              () => forumApi.accept(a.id, !a.accepted),
              a.accepted ? t("forum.acceptanceTakenBack", "Acceptance taken back.") : "Answer accepted.",
            )
          }
        >
          {a.accepted ? t("forum.accepted", "Accepted") : t("forum.acceptAnswer", "Accept answer")}
        </Button>
      )}
      {!q.can_accept && a.accepted && (
        <Chip
          color="success"
          icon={<CheckCircleIcon />}
          label={t("forum.acceptedAnswer", "Accepted answer")}
        />
      )}
      <PostActions
        target={{ kind: "answer", id: a.id }}
        canEdit={a.can_edit}
        canDelete={a.can_edit}
        hidden={a.hidden}
        staff={staff}
        onEdit={setEditing}
        onDelete={() => void run(() => forumApi.deleteAnswer(a.id), "Answer deleted.")}
        onReport={setReporting}
        onModerate={setModerating}
      />
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {t("forum.allDoubts", "All doubts")}
        </Button>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
          component="article"
          aria-labelledby="doubt-title"
        >
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75, mb: 1 }}>
            <Chip size="small" label={q.subject} color="secondary" variant="outlined" />
            {q.topic && <Chip size="small" label={q.topic} variant="outlined" />}
            <Chip size="small" label={q.course_name} variant="outlined" />
            {q.locked && <Chip size="small" label={t("forum.locked", "Locked")} color="warning" />}
            {q.hidden && (
              <Chip
                size="small"
                label={t("forum.hiddenFromStudents", "Hidden from students")}
                color="warning"
              />
            )}
          </Stack>
          <Typography
            id="doubt-title"
            variant="h1"
            sx={{ fontSize: { xs: "1.35rem", md: "1.75rem" }, mb: 1 }}
          >
            {q.title}
          </Typography>
          <Byline author={q.author} at={q.created_at} edited={q.edited} />
          {q.linked && (
            <Paper
              variant="outlined"
              sx={{ p: 2, mt: 2, borderRadius: 2, bgcolor: "background.default" }}
              aria-label={t("forum.testQuestion", "Test question")}
            >
              <Typography variant="overline" color="text.secondary">
                From the test “{q.linked.exam_title}”
              </Typography>
              {q.linked.text ? (
                <>
                  <RichText html={q.linked.text} />
                  {q.linked.options.length > 0 && (
                    <Box component="ol" type="A" sx={{ pl: 3, mb: 0 }}>
                      {q.linked.options.map((o) => (
                        <li key={o.key}>
                          <RichText html={o.text} />
                        </li>
                      ))}
                    </Box>
                  )}
                </>
              ) : (
                <Typography color="text.secondary">
                  {t("forum.theQuestionIsShown", "The question is shown here once the test has closed.")}
                </Typography>
              )}
            </Paper>
          )}
          <RichText html={q.body} sx={{ mt: 2, fontSize: "1.02rem" }} data-testid="doubt-body" />
          <Pictures urls={q.image_urls} />
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 2 }}>
            <VoteButton
              votes={q.votes}
              voted={q.voted}
              disabled={act.isPending}
              onVote={() => void run(() => forumApi.vote("question", q.id, !q.voted))}
            />
            <Button
              size="small"
              color="inherit"
              startIcon={
                q.following ? <NotificationsActiveOutlinedIcon /> : <NotificationsNoneOutlinedIcon />
              }
              onClick={() =>
                void run(
                  () => forumApi.follow(q.id, !q.following),
                  q.following
                    ? t("forum.youWillNotBe", "You will not be told of new answers.")
                    : "You will be told of new answers.",
                )
              }
            >
              {q.following ? t("forum.following", "Following") : t("forum.follow", "Follow")}
            </Button>
            <PostActions
              target={{ kind: "question", id: q.id }}
              canEdit={q.can_edit}
              canDelete={q.can_edit && q.answers === 0}
              hidden={q.hidden}
              staff={staff}
              onEdit={setEditing}
              onDelete={() =>
                void run(() => forumApi.deleteQuestion(q.id), "Doubt deleted.").then(() => navigate(listPath))
              }
              onReport={setReporting}
              onModerate={setModerating}
            >
              <Button
                size="small"
                color="warning"
                onClick={() =>
                  setModerating({ kind: "question", id: q.id, action: q.locked ? "unlock" : "lock" })
                }
              >
                {q.locked ? t("forum.unlockThread", "Unlock thread") : t("forum.lockThread", "Lock thread")}
              </Button>
            </PostActions>
          </Stack>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="answers-title">
        <Typography id="answers-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
          {answers.length === 0
            ? t("forum.noAnswersYet", "No answers yet")
            : t("forum.answerCount", "{{count}} answers", {
                count: answers.length,
                defaultValue_one: "{{count}} answer",
              })}
        </Typography>
        {answers.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(
              "forum.teachersLookAtUnanswered",
              "Teachers look at unanswered doubts every day. You will be told when someone answers.",
            )}
          </Typography>
        )}
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {answers.map((a) => (
            <Box
              key={a.id}
              component="article"
              aria-label={`Answer by ${a.author.name}`}
              sx={{
                p: { xs: 1.5, md: 2 },
                borderRadius: 2,
                ...(a.accepted ? { border: 2, borderColor: "success.main" } : {}),
                ...(a.hidden ? { opacity: 0.55 } : {}),
              }}
            >
              <Byline author={a.author} at={a.created_at} edited={a.edited} />
              {a.hidden && (
                <Chip
                  size="small"
                  color="warning"
                  label={t("forum.hiddenFromStudents", "Hidden from students")}
                  sx={{ mt: 1 }}
                />
              )}
              <RichText html={a.body} sx={{ mt: 1 }} />
              <Pictures urls={a.images} />
              {answerActions(a)}
            </Box>
          ))}
        </Stack>
      </Box>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
        component="section"
        aria-labelledby="your-answer"
      >
        <Typography id="your-answer" variant="h2" sx={{ fontSize: "1.15rem", mb: 1.5 }}>
          {t("forum.yourAnswer", "Your answer")}
        </Typography>
        {data.can_answer ? (
          <Stack spacing={1.5}>
            <Composer
              label={t("forum.answer", "Answer")}
              text={text}
              onText={setText}
              pictures={pictures}
              onPictures={setPictures}
              placeholder={t("forum.explainTheStepsFormulas", "Explain the steps; formulas between $ signs.")}
            />
            <Box sx={{ textAlign: "right" }}>
              <Button
                variant="contained"
                disabled={answer.isPending || text.trim() === ""}
                onClick={() => void postAnswer()}
                startIcon={answer.isPending ? <CircularProgress size={18} /> : undefined}
              >
                {t("forum.postAnswer", "Post answer")}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Alert severity="info">{data.answer_refusal}</Alert>
        )}
      </Paper>

      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        onReport={(reason, detail) =>
          reporting
            ? act
                .mutateAsync(() => forumApi.report({ ...reporting, reason, detail }))
                .then(() => toastSuccess("Thank you. A moderator will look at it."))
            : Promise.resolve()
        }
      />
      {editing && (
        <EditDialog
          open
          onClose={() => setEditing(null)}
          {...(editing.kind === "question" ? { initialTitle: q.title } : {})}
          initialHtml={editing.kind === "question" ? q.body : (editingAnswer?.body ?? "")}
          images={editing.kind === "question" ? q.image_urls : (editingAnswer?.images ?? [])}
          onSave={(changes) =>
            act
              .mutateAsync(() =>
                editing.kind === "question"
                  ? forumApi.editQuestion(q.id, { ...changes, subject: q.subject, topic: q.topic })
                  : forumApi.editAnswer(editing.id, changes),
              )
              .then(() => toastSuccess("Saved."))
          }
        />
      )}
      {moderating && (
        <ConfirmActionDialog
          open
          title={`${moderationLabel[moderating.action]} ${moderating.kind === "question" ? "this doubt" : "this answer"}?`}
          message={
            moderating.action === "delete"
              ? "It is removed for good, with its pictures" +
                (moderating.kind === "question" ? " and answers." : ".")
              : moderating.action === "hide"
                ? t(
                    "forum.studentsWillNoLonger",
                    "Students will no longer see it; its open reports are closed.",
                  )
                : moderating.action === "restore"
                  ? t("forum.studentsWillSeeIt", "Students will see it again.")
                  : moderating.action === "lock"
                    ? t("forum.studentsCanNoLonger", "Students can no longer answer; teachers still can.")
                    : t("forum.studentsCanAnswerAgain", "Students can answer again.")
          }
          confirmLabel={moderationLabel[moderating.action]}
          destructive={moderating.action === "delete" || moderating.action === "hide"}
          askReason={moderating.action !== "delete"}
          onClose={() => setModerating(null)}
          onConfirm={async (reason) => {
            const m = moderating;
            if (m.action === "delete") {
              await act.mutateAsync(() =>
                m.kind === "question" ? forumApi.deleteQuestion(m.id) : forumApi.deleteAnswer(m.id),
              );
              if (m.kind === "question") navigate(listPath);
            } else {
              await act.mutateAsync(() =>
                forumApi.moderate({ kind: m.kind, id: m.id, action: m.action, reason }),
              );
            }
            toastSuccess("Done.");
          }}
        />
      )}
    </Stack>
  );
}
