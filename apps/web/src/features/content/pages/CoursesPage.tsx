import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { HydratesLater } from "../../../lib/HydratesLater";
import type { Translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { CoursePriceCatalogue } from "../../subscription/CoursePriceCatalogue";
import { TrackCardGrid } from "../../tracks/TrackCard";
import { MAIN_TRACKS, SHORT_COURSES, type Track } from "../../tracks/trackList";
import { type InfoContent, InfoPage } from "../InfoPage";

const content = (t: Translate): InfoContent => ({
  eyebrow: "Courses",
  title: t("courses.title", "Our Courses"),
  documentTitle: t("nav.Courses", "Courses"),
  lead: t(
    "courses.lead",
    "From Class 8 foundations to postgraduate entrance and study abroad, every course comes with classes, study materials, tests on the real exam pattern and a personal mentor.",
  ),
  actions: [
    { label: "Choose a course and subscribe", to: "/course-subscription" },
    { label: "See fee plans", to: "/fee-structure" },
  ],
});

function TrackGrid({ heading, tracks }: { heading: string; tracks: readonly Track[] }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h2" sx={{ mb: 2.5, color: "secondary.dark" }}>
        {heading}
      </Typography>
      <TrackCardGrid tracks={tracks} />
    </Box>
  );
}

export default function CoursesPage() {
  const { t } = useT();
  return (
    <InfoPage content={content(t)}>
      <Box component="section" aria-labelledby="catalogue-heading" sx={{ mb: 6 }}>
        <Typography variant="h2" id="catalogue-heading" sx={{ mb: 1, color: "secondary.dark" }}>
          {t("courses.catalogue", "Courses and fees")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 760 }}>
          {t(
            "courses.catalogueLead",
            "Every course offers a 15-day free trial. Half Yearly carries a 5% discount on fee and Yearly a 20% discount on fee; prices are in rupees.",
          )}
        </Typography>
        <CoursePriceCatalogue />
      </Box>
      <HydratesLater>
        <TrackGrid heading={t("courses.programmes", "Programmes")} tracks={MAIN_TRACKS} />
      </HydratesLater>
      <HydratesLater>
        <TrackGrid heading={t("courses.short", "Short courses")} tracks={SHORT_COURSES} />
      </HydratesLater>
    </InfoPage>
  );
}
