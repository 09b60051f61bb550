import { formatInr } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router";
import { formatAcademyDay, useAcademyZone } from "../../lib/academyTime";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { AdminPage } from "../admin/AdminPage";
import type { Dashboard, Figures } from "./types";

// The charting library loads with this screen only, after the figures.
const DashboardCharts = lazy(() => import("./DashboardCharts"));

function Stat({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: string | number;
  to: string;
  note?: string;
}) {
  return (
    <Paper
      component={RouterLink}
      to={to}
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 3,
        textDecoration: "none",
        color: "inherit",
        "&:hover": { borderColor: "primary.main" },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: "1.5rem" }}>{value}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function Period({ title, f }: { title: string; f: Figures }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        <Stat label="New signups" value={f.signups} to="/admin/users?role=student" />
        <Stat label="Trials converted to paid" value={f.trials_converted} to="/admin/payments" />
        <Stat
          label="Revenue received"
          value={formatInr(f.revenue_paid)}
          note={`${f.payments} payments`}
          to="/admin/payments"
        />
        <Stat
          label="Refunded"
          value={formatInr(f.revenue_refunded)}
          note={`${f.refunds} refunds`}
          to="/admin/payments"
        />
        <Stat label="Tests taken" value={f.tests_taken} to="/admin/exam" />
      </Box>
    </Box>
  );
}

export default function DashboardPage() {
  useAcademyZone();
  const query = useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: () => api.get<Dashboard>("/dashboard", { silent: true }),
  });
  return (
    <AdminPage
      title="Dashboard"
      description={`How the academy is doing today, ${formatAcademyDay(Date.now())} (IST), and this month.`}
    >
      {query.isPending ? (
        <LoadingSkeletons label="Loading the dashboard" height={96} count={4} />
      ) : query.isError ? (
        <LoadError message="The dashboard could not be loaded." onRetry={() => query.refetch()} />
      ) : (
        <>
          <Period title="Today" f={query.data.today} />
          <Period title="This month" f={query.data.month} />
          <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}>
              Now
            </Typography>
            <Box
              sx={{
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
              }}
            >
              {Object.entries(query.data.live_plans).map(([plan, n]) => (
                <Stat
                  key={plan}
                  label={`Live ${plan} plans`}
                  value={n}
                  to={`/admin/users?plan=${encodeURIComponent(plan)}`}
                />
              ))}
              {Object.keys(query.data.live_plans).length === 0 && (
                <Stat label="Live plans" value={0} to="/admin/users" />
              )}
              <Stat
                label="Written answers waiting"
                value={query.data.pending_evaluations}
                to="/admin/pending-evaluation"
              />
            </Box>
          </Box>
          <Box sx={{ display: "grid", gap: 2, mt: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
            <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
              <DashboardCharts series={query.data.series} />
            </Suspense>
          </Box>
        </>
      )}
    </AdminPage>
  );
}
