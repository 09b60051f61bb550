import { BRAND, WHY_PATH } from "@medhavi/domain";
import CurrencyRupeeOutlinedIcon from "@mui/icons-material/CurrencyRupeeOutlined";
import OndemandVideoOutlinedIcon from "@mui/icons-material/OndemandVideoOutlined";
import SupervisorAccountOutlinedIcon from "@mui/icons-material/SupervisorAccountOutlined";
import TimerOutlinedIcon from "@mui/icons-material/TimerOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { HydratesLater } from "../../lib/HydratesLater";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";
import { usePageTitle } from "../../lib/usePageTitle";
import { TrackCardGrid } from "../tracks/TrackCard";
import { MAIN_TRACKS } from "../tracks/trackList";
import { HeroIllustration } from "./HeroIllustration";

const REASONS = [
  {
    Icon: SupervisorAccountOutlinedIcon,
    key: "mentor",
    title: "A mentor for every student",
    text: "Your personal mentor reviews your tests with you and plans what to study next.",
  },
  {
    Icon: TimerOutlinedIcon,
    key: "tests",
    title: "Tests like the real exam",
    text: "Weekly and monthly tests on the actual pattern and timing, with a solution for every question.",
  },
  {
    Icon: OndemandVideoOutlinedIcon,
    key: "anywhere",
    title: "Learn anywhere",
    text: "On-demand video and chapter-wise study materials on your phone or computer.",
  },
  {
    Icon: CurrencyRupeeOutlinedIcon,
    key: "fees",
    title: "Fair, simple fees",
    text: "A 15-day free trial, then Half Yearly or Yearly plans with 5% and 20% discounts.",
  },
] as const;

function Hero() {
  const { t } = useT();
  return (
    <Box
      component="header"
      sx={{ background: "linear-gradient(180deg, #FBEFD3 0%, #FFFBF3 100%)", py: { xs: 5, md: 8 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: "grid",
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: "1fr", md: "1.2fr 0.8fr" },
          alignItems: "center",
        }}
      >
        <Box>
          <Typography
            component="p"
            variant="overline"
            sx={{
              color: BRAND_COLORS.goldText,
              fontWeight: 700,
              letterSpacing: "0.08em",
              lineHeight: 1.6,
              mb: 1,
            }}
          >
            {t("home.kicker", "Online coaching · Classes 8 to 12 · JEE · NEET · Study abroad")}
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: "2.125rem", md: "3rem" }, color: "secondary.dark", mb: 2, maxWidth: 640 }}
          >
            {t("home.heading", "Coaching that knows where you stand")}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: "1.0625rem", md: "1.25rem" }, color: "text.secondary", maxWidth: 600 }}
          >
            {t(
              "home.lead",
              "Clear classes, chapter-wise study materials and timed tests on the real exam pattern, with a personal mentor who goes through every result with you.",
            )}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 4 }}>
            <Button component={RouterLink} to="/course-subscription" variant="contained" size="large">
              {t("home.trial", "Start your 15-day free trial")}
            </Button>
            <Button component={RouterLink} to="/demo-test" variant="outlined" color="secondary" size="large">
              {t("home.demo", "Take a demo test")}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t("home.trialFree", "The trial is free; no payment is needed to start.")}
          </Typography>
        </Box>
        <Box
          sx={{ display: { xs: "none", md: "block" }, maxWidth: 420, justifySelf: "center", width: "100%" }}
        >
          <HeroIllustration />
        </Box>
      </Container>
    </Box>
  );
}

export default function HomePage() {
  const { t } = useT();
  usePageTitle(t("home.title", "Home"));
  return (
    <>
      <Hero />
      <HydratesLater>
        <Container
          component="section"
          maxWidth="lg"
          aria-labelledby="tracks-heading"
          sx={{ py: { xs: 5, md: 8 } }}
        >
          <Typography id="tracks-heading" variant="h2" sx={{ color: "secondary.dark", mb: 1 }}>
            {t("home.tracks", "Choose your exam track")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {t(
              "home.tracksLead",
              "Every track comes with classes, study materials, tests and a mentor. Pick yours to see what it covers.",
            )}
          </Typography>
          <TrackCardGrid tracks={MAIN_TRACKS} />
        </Container>
      </HydratesLater>
      <HydratesLater>
        <Box
          component="section"
          aria-labelledby="why-heading"
          sx={{ bgcolor: "background.paper", py: { xs: 5, md: 7 } }}
        >
          <Container maxWidth="lg">
            <Typography id="why-heading" variant="h2" sx={{ color: "secondary.dark", mb: 3 }}>
              {t("home.why", "Why students choose {{brand}}", { brand: BRAND.name })}
            </Typography>
            <Box
              sx={{
                display: "grid",
                gap: { xs: 3, md: 4 },
                gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(4, 1fr)" },
              }}
            >
              {REASONS.map(({ Icon, key, title, text }) => (
                <Stack key={key} spacing={1}>
                  <Icon sx={{ fontSize: 36, color: "primary.dark" }} aria-hidden />
                  <Typography variant="h3" sx={{ fontSize: "1.125rem" }}>
                    {t(`home.reason.${key}.title`, title)}
                  </Typography>
                  <Typography color="text.secondary">{t(`home.reason.${key}.text`, text)}</Typography>
                </Stack>
              ))}
            </Box>
            <Button component={RouterLink} to={WHY_PATH} color="secondary" sx={{ mt: 3, px: 0 }}>
              {t("home.more", "More about how we teach →")}
            </Button>
          </Container>
        </Box>
      </HydratesLater>
      <HydratesLater>
        <Box component="section" aria-labelledby="cta-heading" sx={{ py: { xs: 5, md: 7 } }}>
          <Container maxWidth="lg">
            <Box
              sx={{
                bgcolor: "primary.main",
                color: "primary.contrastText",
                borderRadius: 3,
                p: { xs: 3, md: 5 },
                display: "flex",
                flexDirection: { xs: "column", md: "row" },
                alignItems: { md: "center" },
                gap: 3,
              }}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography id="cta-heading" variant="h2" sx={{ mb: 1 }}>
                  {t("home.cta", "Start with 15 days free")}
                </Typography>
                <Typography sx={{ maxWidth: 620 }}>
                  {t(
                    "home.ctaText",
                    "Choose your course, get your mentor and take your first test this week. Or try a free demo test first and see how you do.",
                  )}
                </Typography>
              </Box>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ flexShrink: 0 }}>
                <Button
                  component={RouterLink}
                  to="/course-subscription"
                  variant="contained"
                  color="secondary"
                  size="large"
                >
                  {t("home.chooseCourse", "Choose a course")}
                </Button>
                <Button
                  component={RouterLink}
                  to="/demo-test"
                  variant="outlined"
                  size="large"
                  sx={{ color: "primary.contrastText", borderColor: "primary.contrastText" }}
                >
                  {t("home.demo", "Take a demo test")}
                </Button>
              </Stack>
            </Box>
          </Container>
        </Box>
      </HydratesLater>
    </>
  );
}
