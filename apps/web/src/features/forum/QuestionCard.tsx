import type { ForumQuestionSummary } from "@medhavi/domain";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { MathText } from "../../lib/MathText";
import { relativeTime } from "../../lib/relativeTime";

function Count({ n, label, strong }: { n: number; label: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        minWidth: 64,
        textAlign: "center",
        px: 1,
        py: 0.5,
        borderRadius: 2,
        ...(strong
          ? { bgcolor: "success.main", color: "success.contrastText" }
          : { color: "text.secondary" }),
      }}
    >
      <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{n}</Typography>
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

/** One doubt in the list: counts, title, an excerpt with its formulas, tags and who asked when. */
export function QuestionCard({ q, to }: { q: ForumQuestionSummary; to: string }) {
  const { t } = useT();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, ...(q.hidden ? { opacity: 0.6 } : {}) }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 2 }}>
          <Stack direction={{ xs: "row", sm: "column" }} spacing={0.5} sx={{ flexShrink: 0 }}>
            <Count n={q.votes} label={q.votes === 1 ? "vote" : "votes"} />
            <Count n={q.answers} label={q.answers === 1 ? "answer" : "answers"} strong={q.accepted} />
          </Stack>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mb: 0.5 }}>
              {q.accepted && (
                <CheckCircleIcon
                  color="success"
                  fontSize="small"
                  sx={{ verticalAlign: "text-bottom", mr: 0.5 }}
                  aria-label={t("forum.answerAccepted", "Answer accepted")}
                />
              )}
              {q.locked && (
                <LockOutlinedIcon
                  fontSize="small"
                  sx={{ verticalAlign: "text-bottom", mr: 0.5 }}
                  aria-label={t("forum.locked", "Locked")}
                />
              )}
              {q.title}
            </Typography>
            <MathText text={q.excerpt} lines={2} sx={{ color: "text.secondary", fontSize: "0.9rem" }} />
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75, mt: 1, alignItems: "center" }}>
              <Chip size="small" label={q.subject} color="secondary" variant="outlined" />
              {q.topic && <Chip size="small" label={q.topic} variant="outlined" />}
              <Chip size="small" label={q.course_name} variant="outlined" />
              {q.teacher_answered && (
                <Chip
                  size="small"
                  icon={<SchoolOutlinedIcon />}
                  label={t("forum.teacherAnswered", "Teacher answered")}
                  color="primary"
                />
              )}
              {q.images > 0 && (
                <ImageOutlinedIcon fontSize="small" color="action" aria-label={`${q.images} pictures`} />
              )}
              {q.hidden && <Chip size="small" label={t("forum.hidden", "Hidden")} color="warning" />}
              <Typography variant="caption" color="text.secondary" sx={{ ml: "auto" }}>
                {q.author.name} · {relativeTime(q.created_at)}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
