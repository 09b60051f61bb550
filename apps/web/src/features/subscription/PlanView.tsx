import { type CourseTreeNode, PLAN_GRID_COLUMNS, PLANS, type Plan, planPrice } from "@medhavi/domain";
import CheckIcon from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { Ref } from "react";
import { formatAcademyDay } from "../../lib/academyTime";
import { showRupees } from "../../lib/i18n/format";
import type { Translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";

const PERIOD: Record<Plan["id"], string> = {
  trial: "for 15 days",
  "half-yearly": "for 6 months",
  yearly: "for 12 months",
};

/** "20% discount on fee" -> "20% off". */
function discountBadge(text: string, t: Translate): string {
  const percent = /^\d+(?:\.\d+)?%/.exec(text)?.[0];
  return percent ? t("plan.off", "{{percent}} off", { percent }) : t(`plan.feature.${text}`, text);
}

/** The plan's price in rupees, or null when the course has no fee for it yet. */
export function priceOf(plan: Plan, course: Pick<CourseTreeNode, "fee" | "quarterly_fee">): number | null {
  try {
    return planPrice(plan, course);
  } catch {
    return null;
  }
}

export interface PlanViewProps {
  course: CourseTreeNode;
  /** The free trial card is disabled for a student arriving with an expired or Free subscription. */
  disableFreePlan: boolean;
  /** Why the trial card is disabled (shown on it). */
  freePlanNote?: string;
  /** The plan whose flow is running (its button spins; every button is disabled). */
  busyPlanId: Plan["id"] | null;
  onSelect: (plan: Plan, amount: number) => void;
  /** A live paid plan ends then: a paid plan bought now is a renewal starting at that moment. */
  renewalStartsAt?: number | null;
  /** Focus target after the view changes. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The course name and the three plan cards, four columns on wide screens (spec section 2). */
export function PlanView({
  course,
  disableFreePlan,
  freePlanNote,
  busyPlanId,
  onSelect,
  renewalStartsAt = null,
  headingRef,
}: PlanViewProps) {
  const { t } = useT();
  return (
    <Box>
      <Typography
        variant="h2"
        id="plan-view-heading"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.5rem", md: "1.75rem" }, color: "secondary.dark", outline: "none" }}
      >
        {course.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t("plan.choose", "{{path}} · choose a plan", { path: course.path.replaceAll(" > ", " › ") })}
      </Typography>
      <Grid
        container
        columns={PLAN_GRID_COLUMNS}
        spacing={{ xs: 2, md: 2.5 }}
        sx={{ justifyContent: "center" }}
        aria-labelledby="plan-view-heading"
        role="list"
      >
        {PLANS.map((plan, index) => {
          const price = priceOf(plan, course);
          const freeLocked = plan.free && disableFreePlan;
          const unavailable = freeLocked || price === null;
          const featured = plan.id === "yearly";
          const titleId = `plan-${plan.id}-title`;
          return (
            <Grid
              key={plan.id}
              size={{ xs: PLAN_GRID_COLUMNS, sm: PLAN_GRID_COLUMNS / 2, md: 1 }}
              role="listitem"
            >
              <Card
                component="section"
                aria-labelledby={titleId}
                aria-disabled={unavailable || undefined}
                variant="outlined"
                sx={{
                  height: "100%",
                  display: "flex",
                  flexDirection: "column",
                  animationDelay: `${index * 90}ms`,
                  borderWidth: featured ? 2 : 1,
                  borderColor: featured ? "primary.main" : "rgba(93, 64, 55, 0.16)",
                  opacity: freeLocked ? 0.62 : 1,
                  bgcolor: freeLocked ? "#F6F2EA" : "background.paper",
                }}
              >
                <CardContent sx={{ flexGrow: 1, p: { xs: 2.5, md: 3 } }}>
                  <Box
                    sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}
                  >
                    <Typography
                      variant="h3"
                      id={titleId}
                      sx={{ fontSize: "1.25rem", color: "secondary.dark" }}
                    >
                      {t(`plan.title.${plan.title}`, plan.title)}
                    </Typography>
                    {plan.discountText && (
                      <Chip
                        size="small"
                        label={discountBadge(plan.discountText, t)}
                        sx={{
                          bgcolor: featured ? "primary.main" : "#F3E3BD",
                          color: BRAND_COLORS.onGold,
                          fontWeight: 700,
                        }}
                      />
                    )}
                  </Box>
                  <Box sx={{ mt: 2, mb: 2.5 }}>
                    <Typography
                      component="p"
                      sx={{ fontSize: "2rem", fontWeight: 800, lineHeight: 1.1, color: "text.primary" }}
                      data-testid={`price-${plan.id}`}
                    >
                      {plan.free
                        ? t("plan.free", "Free")
                        : price === null
                          ? t("plan.onRequest", "On request")
                          : showRupees(price)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`plan.${plan.id}.period`, PERIOD[plan.id])}
                    </Typography>
                    {!plan.free && renewalStartsAt !== null && (
                      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                        {t("plan.renewal", "Renewal: starts on {{date}}", {
                          date: formatAcademyDay(renewalStartsAt),
                        })}
                      </Typography>
                    )}
                  </Box>
                  <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                    {plan.features.map((feature) => (
                      <Box
                        component="li"
                        key={feature}
                        sx={{ display: "flex", gap: 1, alignItems: "flex-start", mb: 1 }}
                      >
                        <CheckIcon
                          sx={{ fontSize: 18, mt: "2px", color: BRAND_COLORS.goldText }}
                          aria-hidden
                        />
                        <Typography
                          variant="body2"
                          sx={{ fontWeight: feature === plan.discountText ? 700 : 400 }}
                        >
                          {t(`plan.feature.${feature}`, feature)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </CardContent>
                <CardActions
                  sx={{ px: { xs: 2.5, md: 3 }, pb: { xs: 2.5, md: 3 }, pt: 0, flexDirection: "column" }}
                >
                  {freeLocked && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mb: 1, alignSelf: "flex-start" }}
                    >
                      {freePlanNote ?? t("plan.notWhenRenewing", "Not available when renewing or upgrading.")}
                    </Typography>
                  )}
                  <Button
                    fullWidth
                    size="large"
                    variant={featured ? "contained" : "outlined"}
                    color={featured ? "primary" : "secondary"}
                    aria-label={t("plan.selectAria", "Select {{plan}}", {
                      plan: t(`plan.title.${plan.title}`, plan.title),
                    })}
                    disabled={unavailable || busyPlanId !== null}
                    onClick={() => price !== null && onSelect(plan, price)}
                    startIcon={
                      busyPlanId === plan.id ? <CircularProgress size={18} color="inherit" /> : undefined
                    }
                  >
                    {t("plan.select", "Select")}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
