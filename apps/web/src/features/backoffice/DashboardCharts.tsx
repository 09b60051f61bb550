import { academyZoneLabel, formatInr } from "@medhavi/domain";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { academyZone } from "../../lib/academyTime";
import type { Dashboard } from "./types";

const shortDay = (key: string) => {
  const [, m, d] = key.split("-");
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${Number(d)} ${months[Number(m) - 1] ?? ""}`;
};

/** Signups and revenue over the last 90 days (academy calendar days). Loaded only with the dashboard. */
export default function DashboardCharts({ series }: { series: Dashboard["series"] }) {
  const days = series.map((s) => shortDay(s.day));
  const zone = academyZoneLabel(academyZone());
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
          Signups, last 90 days ({zone})
        </Typography>
        <BarChart
          height={240}
          xAxis={[{ scaleType: "band", data: days, tickInterval: (_v, i) => i % 15 === 0 }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data: series.map((s) => s.signups), label: "Signups", color: "#C9972B" }]}
          hideLegend
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 1 }}>
          Revenue received, last 90 days ({zone})
        </Typography>
        <LineChart
          height={240}
          xAxis={[{ scaleType: "point", data: days, tickInterval: (_v, i) => i % 15 === 0 }]}
          // Whole rupees on the axis: an empty quarter would otherwise be labelled 0.00, 0.20, ...
          yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatInr(v) }]}
          series={[
            {
              data: series.map((s) => s.revenue),
              label: "Revenue",
              color: "#5D4037",
              area: true,
              showMark: false,
              valueFormatter: (v) => (v === null ? "" : formatInr(v)),
            },
          ]}
          hideLegend
        />
      </Paper>
    </>
  );
}
