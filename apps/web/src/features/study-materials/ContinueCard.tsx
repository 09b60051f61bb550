import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { kindLabel, progressLabel } from "./format";
import type { StudentMaterial } from "./types";

/** "Continue where you left off": the material the student last had open, one tap away. */
export function ContinueCard({ item }: { item: StudentMaterial }) {
  const { t } = useT();
  const where = progressLabel(item);
  return (
    <Card variant="outlined" component="section" aria-labelledby="continue-heading" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <PlayCircleOutlineIcon sx={{ fontSize: 40, color: "primary.main" }} aria-hidden />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id="continue-heading"
              variant="overline"
              sx={{ color: "secondary.main", fontWeight: 700 }}
            >
              {t("study.continueWhereYouLeft", "Continue where you left off")}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[item.course_name, item.chapter, kindLabel(item.kind), where].filter(Boolean).join(" · ")}
            </Typography>
          </Stack>
          <Button variant="contained" component={RouterLink} to={`/study-materials?open=${item.id}`}>
            {t("study.continue", "Continue")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
