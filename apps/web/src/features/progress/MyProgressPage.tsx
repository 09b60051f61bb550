import {
  MIN_BAND_HALF_WIDTH,
  MIN_PREDICTION_COHORT,
  type PercentileBand,
  type Progress,
  type ProgressPoint,
} from "@medhavi/domain";
import InsightsOutlinedIcon from "@mui/icons-material/InsightsOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatAcademyDay } from "../../lib/academyTime";
import { api } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { ListPagination } from "../../lib/ListPagination";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { ScrollableTable } from "../../lib/ScrollableTable";
import { StudentPage } from "../auth/StudentPage";
import { formatMarks } from "../exams/format";
import { attemptKeys, reviewPath } from "../exams/types";

const ProgressChart = lazy(() => import("./ProgressChart"));

/** The band's explanation: in English exactly as the server wrote it, in Hindi from its figures. */
function useBandText(band: PercentileBand): string {
  const { t, language } = useT();
  if (band.status === "band") {
    const hindi = t(
      "progress.bandExplanation",
      "From your last {{n}} mocks (percentiles spread ±{{spread}}): 8 times in 10 a result like yours falls in this band. Fewer or less steady mocks give a wider band; mocks are not the real exam, so it is never narrower than ±{{min}}.",
      { n: band.mocks, spread: Math.round(band.spread), min: MIN_BAND_HALF_WIDTH },
    );
    return language === "en" ? band.explanation : hindi;
  }
  const hindi = t(
    "progress.bandReason",
    "A band needs at least {{needed}} mocks each taken by {{cohort}} or more students; you have {{n}}.",
    { needed: band.needed, cohort: MIN_PREDICTION_COHORT, n: band.mocks },
  );
  return language === "en" ? band.reason : hindi;
}

function BandCard({ band }: { band: PercentileBand }) {
  const { t } = useT();
  const text = useBandText(band);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3 }}
      component="section"
      aria-labelledby="band-heading"
    >
      <Typography id="band-heading" variant="h2" sx={{ fontSize: "1.125rem", color: "secondary.dark" }}>
        {t("progress.predicted", "Predicted percentile in the real exam")}
      </Typography>
      {band.status === "band" ? (
        <>
          <Typography sx={{ fontSize: "2rem", fontWeight: 700 }}>
            {band.low} – {band.high}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </>
      ) : (
        <>
          <Typography sx={{ fontSize: "1.25rem", fontWeight: 700, my: 0.5 }}>
            {t("progress.notEnoughData", "Not enough data yet")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </>
      )}
    </Paper>
  );
}

function MocksTable({ items }: { items: ProgressPoint[] }) {
  const { t } = useT();
  return (
    <ScrollableTable
      label={t("progress.yourMocks", "Your mocks")}
      regionLabel={t("progress.yourTestsScrollable", "Your tests, scrollable")}
    >
      <TableHead sx={{ "& th": { whiteSpace: "nowrap" } }}>
        <TableRow>
          <TableCell>{t("progress.test", "Test")}</TableCell>
          <TableCell align="right">{t("progress.score", "Score")}</TableCell>
          <TableCell align="right">{t("progress.rank", "Rank")}</TableCell>
          <TableCell align="right">{t("progress.percentile", "Percentile")}</TableCell>
          <TableCell align="right">{t("progress.accuracy", "Accuracy")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((p) => (
          <TableRow key={p.attemptId}>
            <TableCell component="th" scope="row">
              <Link component={RouterLink} to={reviewPath(p.examId, p.attemptId)} sx={{ fontWeight: 600 }}>
                {p.title}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                {formatAcademyDay(p.submittedAt)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              {formatMarks(p.score)} / {formatMarks(p.maxMarks)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              {t("progress.rankOf", "{{rank}} of {{of}}", { rank: p.rank, of: p.of })}
            </TableCell>
            <TableCell align="right">{p.percentile}</TableCell>
            <TableCell align="right">{p.accuracy} %</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

function ProgressBody() {
  const { t } = useT();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    queryKey: attemptKeys.progress(page + 1, pageSize),
    queryFn: () =>
      api.get<Progress>(`/user_exam/progress?page=${page + 1}&pageSize=${pageSize}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending)
    return <LoadingSkeletons label={t("progress.loading", "Loading your progress")} height={160} />;
  if (query.isError) {
    return (
      <LoadError
        message={t(
          "progress.couldNotLoad",
          "Your progress could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { items, total, prediction } = query.data;
  if (total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
        <InsightsOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: "1.25rem", my: 1 }}>
          {t("progress.noTestsYet", "No tests yet")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t(
            "progress.takeAMock",
            "Take a mock test: your score, rank, percentile and accuracy will be charted here.",
          )}
        </Typography>
        <Button component={RouterLink} to="/active-test" variant="contained">
          {t("progress.seeActiveTests", "See active tests")}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={2.5}>
      <BandCard band={prediction} />
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 3 }}
        component="section"
        aria-labelledby="chart-heading"
      >
        <Typography id="chart-heading" variant="h2" sx={{ fontSize: "1.125rem", color: "secondary.dark" }}>
          {t("progress.overTime", "Over time")}
          {total > items.length
            ? ` ${t("progress.thisPage", "(this page: {{shown}} of {{total}} tests)", { shown: items.length, total })}`
            : ""}
        </Typography>
        {items.length < 2 ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t("progress.chartAfterSecond", "The chart appears after your second test.")}
          </Alert>
        ) : (
          <Box
            role="img"
            aria-label={t(
              "progress.chartLabel",
              "Chart of score, percentile and accuracy per test; the table below has the figures",
            )}
          >
            <Suspense
              fallback={
                <LoadingSkeletons
                  label={t("progress.loadingChart", "Loading the chart")}
                  height={280}
                  count={1}
                />
              }
            >
              <ProgressChart points={items} />
            </Suspense>
          </Box>
        )}
      </Paper>
      <Box component="section" aria-labelledby="mocks-heading">
        <Typography
          id="mocks-heading"
          variant="h2"
          sx={{ fontSize: "1.125rem", color: "secondary.dark", mb: 1 }}
        >
          {t("progress.newestFirst", "Your tests, newest first")}
        </Typography>
        <MocksTable items={items} />
        <ListPagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
          sizes={[10, 20, 50]}
        />
      </Box>
    </Stack>
  );
}

export default function MyProgressPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("progress.myProgress", "My Progress")}
      lead={t(
        "progress.lead",
        "Your mocks over time: score, rank, percentile and accuracy, and where that puts you in the real exam.",
      )}
      loggedOutLead={t("progress.loggedOutLead", "Log in to see your progress across tests.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ProgressBody />
      </Container>
    </StudentPage>
  );
}
