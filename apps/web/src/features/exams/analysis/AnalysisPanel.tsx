import {
  ANSWER_CLASS_LABELS,
  ANSWER_CLASSES,
  type AnswerClass,
  type AttemptAnalytics,
  type GroupStats,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError, api } from "../../../lib/http";
import { translateMessage } from "../../../lib/i18n/message";
import { useT } from "../../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { ScrollableTable } from "../../../lib/ScrollableTable";
import { formatDuration, formatMarks, formatSigned } from "../format";
import { attemptKeys } from "../types";

const CLASS_COLOURS: Record<AnswerClass, string> = {
  "quick-right": "success.dark",
  "slow-right": "success.main",
  guess: "error.dark",
  "slow-wrong": "error.main",
  skipped: "text.secondary",
  pending: "info.main",
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, flex: "1 1 150px" }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: "1.5rem", fontWeight: 700 }}>{value}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.125rem", color: "secondary.dark", mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Subjects or topics: accuracy, attempted, marks and time; scrolls sideways on a phone. */
function GroupTable({ rows, label, topics }: { rows: GroupStats[]; label: string; topics: boolean }) {
  const { t } = useT();
  return (
    <ScrollableTable label={label}>
      <TableHead sx={{ "& th": { whiteSpace: "nowrap" } }}>
        <TableRow>
          <TableCell>{topics ? t("analysis.topic", "Topic") : t("analysis.subject", "Subject")}</TableCell>
          <TableCell align="right">{t("analysis.attempted", "Attempted")}</TableCell>
          <TableCell align="right">{t("analysis.accuracy", "Accuracy")}</TableCell>
          <TableCell align="right">{t("analysis.marks", "Marks")}</TableCell>
          <TableCell align="right">{t("analysis.time", "Time")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((g) => (
          <TableRow key={`${g.subject}/${g.topic}`}>
            <TableCell component="th" scope="row">
              {topics ? (
                <>
                  {g.topic}
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: "block" }}
                  >
                    {g.subject}
                  </Typography>
                </>
              ) : (
                g.subject
              )}
            </TableCell>
            <TableCell align="right">
              {t("analysis.attemptedOf", "{{attempted}} of {{questions}}", {
                attempted: g.attempted,
                questions: g.questions,
              })}
            </TableCell>
            <TableCell align="right">{g.attempted === 0 ? "—" : `${g.accuracy} %`}</TableCell>
            <TableCell align="right">
              {formatMarks(g.marks)} / {formatMarks(g.maxMarks)}
            </TableCell>
            <TableCell align="right">{formatDuration(g.timeMs)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

/** An answer class's label in the language on screen ("Quick and right"…). */
function useClassLabel(): (c: AnswerClass) => string {
  const { t } = useT();
  return (c) => t(`analysis.class.${c}`, ANSWER_CLASS_LABELS[c]);
}

function ClassBar({ analytics }: { analytics: AttemptAnalytics }) {
  const classLabel = useClassLabel();
  const total = analytics.questions.length || 1;
  const shown = ANSWER_CLASSES.filter((c) => analytics.classes[c] > 0);
  return (
    <>
      <Box
        aria-hidden
        sx={{
          display: "flex",
          height: 14,
          borderRadius: 7,
          overflow: "hidden",
          bgcolor: "grey.200",
          mb: 1.5,
        }}
      >
        {shown.map((c) => (
          <Box
            key={c}
            sx={{ width: `${(analytics.classes[c] / total) * 100}%`, bgcolor: CLASS_COLOURS[c] }}
          />
        ))}
      </Box>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 2 }}>
        {ANSWER_CLASSES.filter((c) => c !== "pending" || analytics.classes.pending > 0).map((c) => (
          <Box component="li" key={c} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: CLASS_COLOURS[c] }} />
            <Typography variant="body2">
              {classLabel(c)}: <strong>{analytics.classes[c]}</strong>
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

function TimeTable({ analytics }: { analytics: AttemptAnalytics }) {
  const { t } = useT();
  const classLabel = useClassLabel();
  const ms = (v: number | null) => (v === null ? "—" : formatDuration(v));
  return (
    // Scrolls on a phone and past 10 questions.
    <ScrollableTable
      label={t("analysis.timePerQuestion", "Time per question")}
      stickyHeader
      sx={{ maxHeight: 480 }}
    >
      <TableHead sx={{ "& th": { whiteSpace: "nowrap" } }}>
        <TableRow>
          <TableCell>{t("analysis.q", "Q.")}</TableCell>
          <TableCell align="right">{t("analysis.yourTime", "Your time")}</TableCell>
          <TableCell align="right">{t("analysis.median", "Median")}</TableCell>
          <TableCell align="right">{t("analysis.top10", "Top 10 %")}</TableCell>
          <TableCell>{t("analysis.class", "Class")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {analytics.questions.map((q, i) => (
          <TableRow key={q.questionId}>
            <TableCell component="th" scope="row">
              {i + 1}
            </TableCell>
            <TableCell align="right">{formatDuration(q.timeMs)}</TableCell>
            <TableCell align="right">{ms(q.medianMs)}</TableCell>
            <TableCell align="right">{ms(q.topMs)}</TableCell>
            <TableCell sx={{ color: CLASS_COLOURS[q.answerClass], whiteSpace: "nowrap" }}>
              {classLabel(q.answerClass)}
              {q.reference.basis === "budget" && q.answerClass !== "skipped" && " *"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

/** The analysis of a submitted attempt (the "Analysis" tab of the review). */
export function AnalysisView({ analytics }: { analytics: AttemptAnalytics }) {
  const { t } = useT();
  const guesses = analytics.classes.guess;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5 }}>
        <Figure
          label={t("analysis.score", "Score")}
          value={`${formatMarks(analytics.score)} / ${formatMarks(analytics.maxMarks)}`}
        />
        <Figure
          label={t("analysis.lostToNegative", "Lost to negative marking")}
          value={formatSigned(-analytics.negativeMarksLost)}
        />
        <Figure
          label={t("analysis.withoutGuesses", "Without the guesses")}
          value={formatMarks(analytics.scoreWithoutGuesses)}
          note={
            guesses === 0
              ? t("analysis.noGuesses", "No quick wrong answers")
              : t("analysis.hadYouSkipped", "Had you skipped {{count}} quick wrong answers", {
                  count: guesses,
                  defaultValue_one: "Had you skipped {{count}} quick wrong answer",
                })
          }
        />
      </Stack>
      <Block id="analysis-classes" title={t("analysis.howYouAnswered", "How you answered")}>
        <ClassBar analytics={analytics} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translateMessage(analytics.threshold)}
        </Typography>
      </Block>
      <Block id="analysis-subjects" title={t("analysis.bySubject", "By subject")}>
        <GroupTable rows={analytics.subjects} label={t("analysis.bySubject", "By subject")} topics={false} />
      </Block>
      <Block id="analysis-topics" title={t("analysis.byTopic", "By topic")}>
        <GroupTable rows={analytics.topics} label={t("analysis.byTopic", "By topic")} topics />
      </Block>
      <Block id="analysis-time" title={t("analysis.timePerQuestion", "Time per question")}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(
            "analysis.against",
            "Against the median and the top 10 % of the {{count}} students who took this test (each by their first attempt). * Too few answered it: compared with the paper's time per question instead.",
            {
              count: analytics.cohort,
              defaultValue_one:
                "Against the median and the top 10 % of the {{count}} student who took this test (each by their first attempt). * Too few answered it: compared with the paper's time per question instead.",
            },
          )}
        </Typography>
        <TimeTable analytics={analytics} />
      </Block>
    </Stack>
  );
}

/** Loads and shows the analysis of one attempt. */
export default function AnalysisPanel({ attemptId }: { attemptId: number }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: attemptKeys.analytics(attemptId),
    queryFn: () => api.get<AttemptAnalytics>(`/user_exam/attempts/${attemptId}/analytics`, { silent: true }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  if (query.isPending)
    return <LoadingSkeletons label={t("review.loadingTheAnalysis", "Loading the analysis")} height={120} />;
  if (query.isError) {
    return (
      <LoadError
        message={t(
          "analysis.couldNotLoad",
          "The analysis could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data.questions.length === 0)
    return (
      <Alert severity="info">{t("analysis.noQuestions", "This test has no questions to analyse.")}</Alert>
    );
  return <AnalysisView analytics={query.data} />;
}
