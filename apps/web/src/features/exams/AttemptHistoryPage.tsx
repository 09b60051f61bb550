import type { HistoryItem } from "@medhavi/domain";
import HistoryEduOutlinedIcon from "@mui/icons-material/HistoryEduOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { useT } from "../../lib/i18n/useT";
import { PagedList } from "../../lib/PagedList";
import { visuallyHidden } from "../../lib/visuallyHidden";
import { StudentPage } from "../auth/StudentPage";
import { AttemptStatusChip } from "./AttemptStatusChip";
import { formatDuration, formatMarks } from "./format";
import { attemptKeys, reviewPath, testSeriesPath } from "./types";

const AUTO_SUBMITTED = "Submitted automatically when time ran out";

/** "52 / 120", "so far" while written answers wait; a dash before submission. */
function scoreText(item: HistoryItem): string {
  if (item.score === null || item.maxMarks === null) return "—";
  return `${formatMarks(item.score)} / ${formatMarks(item.maxMarks)}`;
}

function timeTaken(item: HistoryItem): string {
  return item.submittedAt === null ? "—" : formatDuration(item.submittedAt - item.startedAt);
}

function AttemptAction({ item }: { item: HistoryItem }) {
  const { t } = useT();
  return item.status === "in_progress" ? (
    <Button
      component={RouterLink}
      to={testSeriesPath(item.examId)}
      size="small"
      variant="contained"
      aria-label={t("exams.resumeAria", "Resume {{title}}", { title: item.title })}
    >
      {t("history.resume", "Resume")}
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={reviewPath(item.examId, item.attemptId)}
      size="small"
      variant="outlined"
      color="secondary"
      aria-label={t("exams.reviewAria", "Review {{title}}", { title: item.title })}
    >
      {t("history.review", "Review")}
    </Button>
  );
}

function StatusCell({ item }: { item: HistoryItem }) {
  return (
    <>
      <AttemptStatusChip status={item.status} />
      {item.autoSubmitted && (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
          {AUTO_SUBMITTED}
        </Typography>
      )}
    </>
  );
}

function ScoreText({ item }: { item: HistoryItem }) {
  return (
    <>
      {scoreText(item)}
      {item.status === "pending_evaluation" && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
          so far
        </Typography>
      )}
    </>
  );
}

function HistoryTable({ items }: { items: HistoryItem[] }) {
  const { t } = useT();
  return (
    <TableContainer>
      <Table aria-label={t("history.attemptHistory", "Attempt history")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("history.date", "Date")}</TableCell>
            <TableCell>{t("history.test", "Test")}</TableCell>
            <TableCell align="right">{t("history.score", "Score")}</TableCell>
            <TableCell>{t("history.timeTaken", "Time taken")}</TableCell>
            <TableCell>{t("history.status", "Status")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("history.action", "Action")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.attemptId} hover sx={{ verticalAlign: "top" }}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {formatAcademyTime(item.submittedAt ?? item.startedAt)}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{item.title}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                <ScoreText item={item} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{timeTaken(item)}</TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                <StatusCell item={item} />
              </TableCell>
              <TableCell align="right">
                <AttemptAction item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HistoryCards({ items }: { items: HistoryItem[] }) {
  const { t } = useT();
  return (
    <Stack
      spacing={1.5}
      component="ul"
      aria-label={t("history.attemptHistory", "Attempt history")}
      sx={{ listStyle: "none", p: 0, m: 0 }}
    >
      {items.map((item) => (
        <Card component="li" variant="outlined" key={item.attemptId}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatAcademyTime(item.submittedAt ?? item.startedAt)}
                  {item.submittedAt !== null && ` · ${timeTaken(item)}`}
                </Typography>
              </Box>
              <Typography
                sx={{ fontWeight: 700, fontSize: "1.125rem", textAlign: "right", whiteSpace: "nowrap" }}
              >
                <ScoreText item={item} />
              </Typography>
            </Stack>
            <Stack
              direction="row"
              sx={{ justifyContent: "space-between", alignItems: "flex-end", gap: 1, mt: 1.5 }}
            >
              <Box>
                <StatusCell item={item} />
              </Box>
              <AttemptAction item={item} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function EmptyState() {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
      <HistoryEduOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mt: 1, mb: 1 }}>
        {t("history.youHaveNotTaken", "You have not taken a test yet")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(
          "history.everyTestYouTake",
          "Every test you take appears here with your score and a link to its answers and solutions.",
        )}
      </Typography>
      <Button component={RouterLink} to="/active-test" variant="contained">
        {t("history.seeActiveTests", "See active tests")}
      </Button>
    </Paper>
  );
}

export default function AttemptHistoryPage() {
  const { t } = useT();
  useAcademyZone();
  return (
    <StudentPage
      title={t("history.attemptHistory2", "Attempt History")}
      lead={t(
        "history.everyTestYouHave",
        "Every test you have taken, newest first, with your score, time taken and a link to its answers and solutions.",
      )}
      loggedOutLead={t("history.logInToSee2", "Log in to see the tests you have taken and your scores.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PagedList<HistoryItem>
          queryKey={attemptKeys.history}
          path={(page, pageSize) => `/user_exam/attempts?page=${page}&pageSize=${pageSize}`}
          loadingLabel={t("history.loadingAttempts", "Loading attempts")}
          errorMessage={t(
            "history.yourAttemptsCouldNot",
            "Your attempts could not be loaded. Check your connection and try again.",
          )}
          empty={<EmptyState />}
          cards={(items) => <HistoryCards items={items} />}
          table={(items) => <HistoryTable items={items} />}
          staleTime={0}
        />
      </Container>
    </StudentPage>
  );
}
