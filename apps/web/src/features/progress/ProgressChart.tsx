import type { ProgressPoint } from "@medhavi/domain";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatAcademyDay } from "../../lib/academyTime";

/** Score (as % of the paper), percentile and accuracy per mock, oldest first. Loaded only with the page. */
export default function ProgressChart({ points }: { points: ProgressPoint[] }) {
  const ordered = [...points].reverse();
  const labels = ordered.map((p, i) => `${i + 1}. ${formatAcademyDay(p.submittedAt)}`);
  const pct = (p: ProgressPoint) => (p.maxMarks > 0 ? Math.round((p.score / p.maxMarks) * 1000) / 10 : 0);
  return (
    <LineChart
      height={280}
      margin={{ left: 0, right: 16 }}
      xAxis={[{ scaleType: "point", data: labels }]}
      yAxis={[{ min: 0, max: 100, label: "%" }]}
      series={[
        { data: ordered.map(pct), label: "Score %", color: "#C9972B" },
        { data: ordered.map((p) => p.percentile), label: "Percentile", color: "#5D4037" },
        { data: ordered.map((p) => p.accuracy), label: "Accuracy %", color: "#2E7D32" },
      ]}
    />
  );
}
