import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { DemoActions, DemoMaterialsSection } from "./DemoMaterialsSection";

const KINDS = ["video", "link"] as const;

/** /demo-lecture: the sample lectures, played in the same player as the course videos. */
export default function DemoLecturePage() {
  usePageTitle("Demo Lecture");
  return (
    <>
      <PageHero
        eyebrow="Free demo"
        title="Demo Lecture"
        lead="See how our teachers explain a topic before you subscribe. Demo lectures are full classes, not trailers: the concept, solved examples and the exam questions it leads to."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          Sample lectures. With a paid plan every lecture of your course plays here, and picks up where you
          paused.
        </Alert>
        <DemoMaterialsSection kinds={KINDS} emptyText="The demo lecture is being recorded." />
        <DemoActions other={{ label: "See demo study materials", to: "/demo-study-materials" }} />
      </Container>
    </>
  );
}
