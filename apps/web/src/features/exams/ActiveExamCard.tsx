import type { ActiveExam } from "@medhavi/domain";
import { MARKING_SCHEMES } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { ExamStatusChip } from "./ExamStatusChip";
import { formatMarks } from "./format";
import { reviewPath, testSeriesPath } from "./types";

/** "Always open", "Until …", "From …" or "… – …". */
export function windowText(opens: number | null, closes: number | null): string {
  if (opens === null && closes === null) return translate("exams.alwaysOpen", "Always open");
  if (opens === null) return translate("exams.until", "Until {{time}}", { time: formatAcademyTime(closes!) });
  if (closes === null) return translate("exams.from", "From {{time}}", { time: formatAcademyTime(opens) });
  return `${formatAcademyTime(opens)} – ${formatAcademyTime(closes)}`;
}

function markingText(exam: ActiveExam): string {
  const scheme = MARKING_SCHEMES.find((s) => s.id === exam.marking_scheme);
  const base =
    scheme && scheme.marks !== null && scheme.negative !== null
      ? `+${scheme.marks} / ${scheme.negative > 0 ? `−${scheme.negative}` : "0"}`
      : translate("exams.perQuestion", "Set per question");
  return exam.partial_credit ? translate("exams.partialCredit", "{{base}}, partial credit", { base }) : base;
}

function Actions({ exam }: { exam: ActiveExam }) {
  const { t } = useT();
  const start = testSeriesPath(exam.id);
  if (exam.status === "in_progress") {
    return (
      <Button
        component={RouterLink}
        to={start}
        variant="contained"
        aria-label={t("exams.resumeAria", "Resume {{title}}", { title: exam.title })}
      >
        {t("history.resume", "Resume")}
      </Button>
    );
  }
  if (exam.status === "submitted") {
    // A submitted test always has an attempt; the check narrows the type.
    if (exam.attemptId === null) return null;
    return (
      <>
        <Button
          component={RouterLink}
          to={reviewPath(exam.id, exam.attemptId)}
          variant="contained"
          aria-label={t("exams.viewResultAria", "View result of {{title}}", { title: exam.title })}
        >
          {t("history.viewResult", "View result")}
        </Button>
        {exam.canStart && (
          <Button
            component={RouterLink}
            to={start}
            color="secondary"
            variant="outlined"
            aria-label={t("exams.startAgainAria", "Start again: {{title}}", { title: exam.title })}
          >
            {t("history.startAgain", "Start again")}
          </Button>
        )}
      </>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={start}
      variant="contained"
      aria-label={t("exams.startAria", "Start {{title}}", { title: exam.title })}
    >
      {t("history.start", "Start")}
    </Button>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={wide ? { gridColumn: "1 / -1" } : undefined}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One open test: what it is, its window and size, how many attempts are left, and what to do next. */
export function ActiveExamCard({ exam, index }: { exam: ActiveExam; index: number }) {
  const { t } = useT();
  useAcademyZone();
  const sections = exam.sections.map((s) => s.name).join(" · ");
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={exam.title}
      sx={{ display: "flex", flexDirection: "column", animationDelay: `${Math.min(index, 6) * 80}ms` }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: "1.125rem", color: "secondary.dark" }}>
              {exam.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {exam.courseName}
              {sections && ` · ${sections}`}
            </Typography>
          </Box>
          <ExamStatusChip status={exam.status} />
        </Stack>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1.5, mt: 2, mb: 0 }}
        >
          <Fact
            label={t("history.window", "Window")}
            value={windowText(exam.opens_at, exam.closes_at)}
            wide
          />
          <Fact
            label={t("history.duration", "Duration")}
            value={t("duration.m", "{{m}} min", { m: exam.duration_min })}
          />
          <Fact label={t("history.questions", "Questions")} value={String(exam.questions)} />
          <Fact label={t("history.marks", "Marks")} value={formatMarks(exam.marks)} />
          <Fact label={t("history.marking", "Marking")} value={markingText(exam)} />
          <Fact
            label={t("history.attempts", "Attempts")}
            value={t("exams.attemptsUsed", "{{used}} of {{allowed}} used", {
              used: exam.attempts_used,
              allowed: exam.attempts_allowed,
            })}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: "wrap" }}>
        <Actions exam={exam} />
      </CardActions>
    </Card>
  );
}
