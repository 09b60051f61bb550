import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { DemoActions, DemoMaterialsSection } from "./DemoMaterialsSection";

const KINDS = ["video", "link"] as const;

/** /demo-lecture: the sample lectures, played in the same player as the course videos. */
export default function DemoLecturePage() {
  const { t } = useT();
  const title = t("demo.demoLecture", "Demo Lecture");
  usePageTitle(title);
  return (
    <>
      <PageHero
        eyebrow={t("demo.freeDemo", "Free demo")}
        title={title}
        lead={t(
          "demo.lectureLead",
          "See how our teachers explain a topic before you subscribe. Demo lectures are full classes, not trailers: the concept, solved examples and the exam questions it leads to.",
        )}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(
            "demo.sampleLectures",
            "Sample lectures. With a paid plan every lecture of your course plays here, and picks up where you paused.",
          )}
        </Alert>
        <DemoMaterialsSection
          kinds={KINDS}
          emptyText={t("demo.lectureRecording", "The demo lecture is being recorded.")}
        />
        <DemoActions
          other={{
            label: t("demo.seeStudyMaterials", "See demo study materials"),
            to: "/demo-study-materials",
          }}
        />
      </Container>
    </>
  );
}
