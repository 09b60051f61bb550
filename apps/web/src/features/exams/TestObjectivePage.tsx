import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { ActionButtons, type InfoSection, PageHero, SectionCard } from "../content/InfoPage";
import { PaletteGuide } from "./objective/PaletteGuide";
import { WorkedExample } from "./objective/WorkedExample";

type T = ReturnType<typeof useT>["t"];

/** Before the palette card: question types, marking, the test screen. */
const beforePalette = (t: T): readonly InfoSection[] => [
  {
    heading: t("objective.types", "Question types"),
    points: [
      t("objective.types.1", "Single select: exactly one option is correct."),
      t("objective.types.2", "Multi select: one or more options are correct, as in JEE Advanced."),
      t(
        "objective.types.3",
        "Some tests also have written questions; our faculty mark them after you submit.",
      ),
      t(
        "objective.types.4",
        "Each question is tagged Easy, Medium, Hard or Very Hard, so you can see how you do at each level.",
      ),
    ],
  },
  {
    heading: t("objective.marking", "Marking"),
    points: [
      t(
        "objective.marking.1",
        "+4 for a correct answer, −1 for a wrong one and 0 for a question left unanswered, as in JEE Main and NEET. Some practice tests use +1 / 0, with no negative marks.",
      ),
      t(
        "objective.marking.2",
        "Multi select earns full marks only when you choose exactly the correct options.",
      ),
      t(
        "objective.marking.3",
        "Tests marked the JEE Advanced way (+4 / −2) give partial credit: choosing some of the correct options and no wrong one earns +1 for each correct option chosen. Other tests with partial credit give the same share of the marks as the correct options chosen. Any wrong option makes the whole answer wrong.",
      ),
      t(
        "objective.marking.4",
        "Example: the correct options are A, C and D. Choosing A, C and D earns +4; A and C earns +2; A and B earns −1.",
      ),
    ],
  },
  {
    heading: t("objective.during", "During the test"),
    points: [
      t("objective.during.1", "A timer shows the time left; the test submits itself when it runs out."),
      t(
        "objective.during.2",
        "Section tabs at the top and the question palette take you to any question; you can move freely until you submit.",
      ),
      t(
        "objective.during.3",
        "Mark a question for review to come back to it later. An answered question stays answered when you mark it.",
      ),
    ],
  },
];

/** After the palette card: autosave, results, tips. */
const afterPalette = (t: T): readonly InfoSection[] => [
  {
    heading: t("objective.autosave", "Autosave and going offline"),
    points: [
      t(
        "objective.autosave.1",
        "Every answer is saved a moment after you choose it; there is no save button to forget.",
      ),
      t(
        "objective.autosave.2",
        "If your connection drops, the test keeps working: your answers stay on your device and are sent, in order, as soon as you are back online.",
      ),
      t(
        "objective.autosave.3",
        "The timer runs on our server's clock. Closing the tab does not stop it; open the test again from Active Tests to carry on where you left off, with your answers in place.",
      ),
      t(
        "objective.autosave.4",
        "Only answers that reach us before the time is up count, so reconnect before the end if you go offline.",
      ),
    ],
  },
  {
    heading: t("objective.after", "After the test"),
    paragraphs: [
      t(
        "objective.after.1",
        "You see your score, accuracy, rank and percentile straight away, then every question with your answer, the correct answer and a worked solution. Written answers add their marks once they are evaluated. Your attempts stay in your attempt history so you can track progress.",
      ),
    ],
  },
  {
    heading: t("objective.tips", "Tips"),
    points: [
      t(
        "objective.tips.1",
        "Answer the questions you are sure of first, then return to the ones you marked for review.",
      ),
      t(
        "objective.tips.2",
        "On +4 / −1, a blind guess among four options is worth +0.25 on average; ruling out one option raises that to about +0.67, and ruling out two to +1.5.",
      ),
      t(
        "objective.tips.3",
        "With partial credit, choose only the options you are sure of: one wrong option costs you the marks of the right ones too.",
      ),
      t(
        "objective.tips.4",
        "Leave a few minutes at the end to look through the palette for red (not answered) questions.",
      ),
    ],
  },
];

const GRID = {
  display: "grid",
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
  alignItems: "start",
} as const;

export default function TestObjectivePage() {
  const { t } = useT();
  const title = t("objective.title", "Objective Tests");
  usePageTitle(title);
  const before = beforePalette(t);
  const after = afterPalette(t);
  return (
    <>
      <PageHero
        eyebrow="Tests"
        title={title}
        lead={t(
          "objective.lead",
          "Objective tests are multiple-choice tests, like the computer-based JEE Main and NEET PG papers. They show you quickly which concepts you have mastered and which need another look.",
        )}
      >
        <ActionButtons
          actions={[
            { label: "Take a demo test", to: "/demo-test" },
            { label: "See courses", to: "/courses" },
          ]}
        />
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={GRID}>
          {before.map((section, index) => (
            <SectionCard key={section.heading} section={section} index={index} />
          ))}
          <Card variant="outlined" component="section" aria-labelledby="palette-heading">
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography
                id="palette-heading"
                variant="h2"
                sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}
              >
                {t("objective.palette", "The question palette")}
              </Typography>
              <PaletteGuide />
            </CardContent>
          </Card>
          {after.map((section, index) => (
            <SectionCard key={section.heading} section={section} index={index + before.length + 1} />
          ))}
        </Box>

        <Box
          component="section"
          aria-labelledby="example-heading"
          sx={{ mt: { xs: 5, md: 7 }, maxWidth: 860 }}
        >
          <Typography
            id="example-heading"
            variant="h2"
            sx={{ fontSize: "1.5rem", color: "secondary.dark", mb: 1 }}
          >
            {t("objective.example", "Try it: a worked example")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {t(
              "objective.exampleLead",
              "Six short questions in the same format, marked +4 / −1 with partial credit on the multi-select ones. Choose an answer and check it to see the marks it would earn and the solution.",
            )}
          </Typography>
          <WorkedExample />
        </Box>
      </Container>
    </>
  );
}
