import { PLANS } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { Translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { BRAND_COLORS } from "../../../lib/theme";
import { CoursePriceCatalogue } from "../../subscription/CoursePriceCatalogue";
import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [
  { label: "See the price for your course", to: "/course-subscription" },
  { label: "Scholarship", to: "/scholarship" },
];

const PRICE_NOTE = (t: Translate): Record<string, string> => ({
  trial: t("fees.trialNote", "Free for 15 days"),
  "half-yearly": t("fees.halfYearlyNote", "Half-yearly course fee, for 6 months"),
  yearly: t("fees.yearlyNote", "Yearly course fee, for 12 months"),
});

export default function FeeStructurePage() {
  const { t } = useT();
  const notes = PRICE_NOTE(t);
  return (
    <PageContent slug="fee-structure" eyebrow="Fees" actions={actions} bodyAfterChildren>
      <Box
        sx={{
          display: "grid",
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
        }}
      >
        {PLANS.map((plan, index) => (
          <Card
            key={plan.id}
            component="section"
            variant="outlined"
            sx={{
              animationDelay: `${index * 80}ms`,
              borderColor: plan.id === "yearly" ? "primary.main" : undefined,
            }}
          >
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h2" sx={{ fontSize: "1.375rem", color: "secondary.dark" }}>
                {t(`plan.title.${plan.title}`, plan.title)}
              </Typography>
              <Typography sx={{ color: BRAND_COLORS.goldText, fontWeight: 600, mt: 0.5, mb: 2 }}>
                {notes[plan.id]}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
                {plan.features.map((feature) => (
                  <Typography component="li" key={feature}>
                    {t(`plan.feature.${feature}`, feature)}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box component="section" aria-labelledby="course-fees-heading" sx={{ mt: { xs: 5, md: 6 } }}>
        <Typography variant="h2" id="course-fees-heading" sx={{ mb: 2.5, color: "secondary.dark" }}>
          {t("fees.courseFees", "Course fees")}
        </Typography>
        <CoursePriceCatalogue />
      </Box>
    </PageContent>
  );
}
