import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { DemoActions, DemoMaterialsSection } from "./DemoMaterialsSection";

const KINDS = ["pdf"] as const;

/** /demo-study-materials: sample chapters anyone can open, marked as samples. */
export default function DemoStudyMaterialsPage() {
  const { t } = useT();
  const title = t("demo.demoStudyMaterials", "Demo Study Materials");
  usePageTitle(title);
  return (
    <>
      <PageHero
        eyebrow={t("demo.freeDemo", "Free demo")}
        title={title}
        lead={t(
          "demo.sampleChaptersFromOur",
          "Sample chapters from our study materials: concise theory, solved examples and practice questions graded from board level to entrance level. Open one right here, on any phone or computer.",
        )}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(
            "demo.theseAreSamplesA",
            "These are samples. A subscription opens every chapter of your course and remembers where you stopped.",
          )}
        </Alert>
        <DemoMaterialsSection
          kinds={KINDS}
          emptyText={t("demo.theSampleChaptersAre", "The sample chapters are being prepared.")}
        />
        <DemoActions
          other={{ label: t("demo.watchALecture", "Watch a demo lecture"), to: "/demo-lecture" }}
        />
      </Container>
    </>
  );
}
