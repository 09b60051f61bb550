import { findNode, isExpired, normaliseCourseId, planBySubscription } from "@medhavi/domain";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { formatAcademyDay } from "../../lib/academyTime";
import { subscriptionLabel } from "../../lib/i18n/format";
import { translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import type { UserInfo } from "../auth/session";
import { usePublicCourses } from "../subscription/useCourses";

const SUBSCRIPTION_PATH = "/course-subscription";

/** On the academy's calendar (IST), like every other date, whatever zone the phone is set to. */
export function formatDate(ms: number): string {
  return formatAcademyDay(ms);
}

/** "15 Days Trial" for Free, the plan's title otherwise. */
function planLabel(subscription: string): string {
  const title = planBySubscription(subscription)?.title;
  return title ? translate(`plan.title.${title}`, title) : subscriptionLabel(subscription);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The student's course, plan and end date, or the way to subscribe (spec sections 3 and 4). */
export function SubscriptionCard({ user }: { user: UserInfo }) {
  const { t } = useT();
  const courseId = normaliseCourseId(user.course_id);
  const subscription = user.subscription?.trim() || null;
  const courses = usePublicCourses(courseId !== null);
  const course = useMemo(() => {
    if (courseId === null || !courses.data) return undefined;
    return findNode(courses.data.tree, courseId);
  }, [courseId, courses.data]);

  const heading = (
    <Typography
      component="h2"
      sx={{ fontWeight: 700, fontSize: "1.125rem", display: "flex", gap: 1, alignItems: "center" }}
    >
      <WorkspacePremiumOutlinedIcon sx={{ color: "primary.dark" }} aria-hidden />
      {t("profile.mySubscription", "My subscription")}
    </Typography>
  );

  if (courseId === null && !subscription) {
    return (
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          {heading}
          <Typography sx={{ fontWeight: 600, mt: 2 }}>
            {t("profile.noSubscriptionYet", "No subscription yet")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t(
              "profile.chooseYourCourseAnd",
              "Choose your course and start a 15-day free trial, or pick a Half Yearly or Yearly plan.",
            )}
          </Typography>
          <Button component={RouterLink} to={SUBSCRIPTION_PATH} variant="contained" fullWidth>
            {t("profile.chooseACourse", "Choose a course")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const expired = isExpired(user);
  const end =
    typeof user.subscription_end === "number" && user.subscription_end > 0 ? user.subscription_end : null;
  let courseName: ReactNode = t("profile.notChosen", "Not chosen");
  if (courseId !== null) {
    if (courses.isPending) courseName = <Skeleton width={160} />;
    else courseName = course ? course.path : t("profile.courseId", "Course {{id}}", { id: courseId });
  }
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          {heading}
          <Chip
            size="small"
            label={expired ? t("profile.expired", "Expired") : t("profile.active", "Active")}
            color={expired ? "error" : "success"}
            variant={expired ? "filled" : "outlined"}
          />
        </Box>
        <Box component="dl" sx={{ mt: 1.5, mb: 0 }}>
          <Row label={t("profile.course", "Course")}>{courseName}</Row>
          <Row label={t("profile.plan", "Plan")}>
            {subscription ? planLabel(subscription) : t("profile.none", "None")}
          </Row>
          <Row label={expired ? t("profile.endedOn", "Ended on") : t("profile.endsOn", "Ends on")}>
            {end ? formatDate(end) : t("profile.notSet", "Not set")}
          </Row>
        </Box>
        {(expired || subscription === "Free") && (
          <Button component={RouterLink} to={SUBSCRIPTION_PATH} variant="contained" fullWidth sx={{ mt: 2 }}>
            {expired ? t("profile.renew", "Renew subscription") : t("profile.goPremium", "Go premium")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
