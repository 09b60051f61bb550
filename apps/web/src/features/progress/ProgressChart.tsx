import type { ProgressPoint } from "@medhavi/domain";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatAcademyDay } from "../../lib/academyTime";
import { useT } from "../../lib/i18n/useT";

/** Score (as % of the paper), percentile and accuracy per test, oldest first. Loaded only with the page. */
export default function ProgressChart({ points }: { points: ProgressPoint[] }) {
  const { t } = useT();
  const ordered = [...points].reverse();
  const pct = (p: ProgressPoint) => (p.maxMarks > 0 ? Math.round((p.score / p.maxMarks) * 1000) / 10 : 0);
  const scores = ordered.map(pct);
  return (
    <LineChart
      height={280}
      margin={{ left: 0, right: 16 }}
      xAxis={[
        {
          scaleType: "point",
          data: ordered.map((_, i) => i),
          // Ticks stay short on a phone (#1, #2, ...); the tooltip names the test and its day.
          valueFormatter: (i: number, context) => {
            const p = ordered[i];
            if (!p) return "";
            return context.location === "tick"
              ? `#${i + 1}`
              : `${p.title} · ${formatAcademyDay(p.submittedAt)}`;
          },
        },
      ]}
      // A negative score (negative marking) stays on the chart.
      yAxis={[{ min: Math.min(0, Math.floor(Math.min(...scores) / 10) * 10), max: 100, label: "%" }]}
      series={[
        { data: scores, label: t("progress.chart.score", "Score %"), color: "#C9972B" },
        {
          data: ordered.map((p) => p.percentile),
          label: t("progress.chart.percentile", "Percentile"),
          color: "#5D4037",
        },
        {
          data: ordered.map((p) => p.accuracy),
          label: t("progress.chart.accuracy", "Accuracy %"),
          color: "#2E7D32",
        },
      ]}
    />
  );
}
