import type { ExamOverview } from "@medhavi/domain";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import QuizOutlinedIcon from "@mui/icons-material/QuizOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { api } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { usePageTitle } from "../../lib/usePageTitle";
import { ActionButtons, type InfoSection, PageHero, SectionCard } from "../content/InfoPage";
import { CARD_GRID } from "../exams/cardGrid";
import { formatMarks } from "../exams/format";

type T = ReturnType<typeof useT>["t"];

const sections = (t: T): readonly InfoSection[] => [
  {
    heading: t("demo.howItWorks", "How it works"),
    points: [
      t(
        "demo.how.1",
        "Pick a demo test for your exam: Foundation, JEE, NEET or NEET PG. No login is needed.",
      ),
      t(
        "demo.how.2",
        "Answer within the time limit; you can mark questions for review and come back to them.",
      ),
      t(
        "demo.how.3",
        "Submit to see your score, the correct answers and a worked solution for every question.",
      ),
    ],
  },
  {
    heading: t("demo.testScreen", "The test screen"),
    points: [
      t("demo.screen.1", "The timer at the top counts down; the test submits itself when it reaches zero."),
      t(
        "demo.screen.2",
        "The palette shows every question's state: not visited, not answered, answered, marked for review, or answered and marked.",
      ),
      t(
        "demo.screen.3",
        "Each answer is saved as you go, and kept on your device if the connection drops, then sent when it is back.",
      ),
    ],
  },
];

function DemoCard({ exam, index }: { exam: ExamOverview; index: number }) {
  const { t } = useT();
  const facts = [
    t("demo.questions", "{{n}} questions", { n: exam.questions }),
    t("demo.marks", "{{marks}} marks", { marks: formatMarks(exam.marks) }),
    t("duration.m", "{{m}} min", { m: exam.duration_min }),
  ];
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={exam.title}
      sx={{ display: "flex", flexDirection: "column", animationDelay: `${Math.min(index, 6) * 80}ms` }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <QuizOutlinedIcon sx={{ color: "primary.main", mb: 1 }} aria-hidden />
        <Typography variant="h3" sx={{ fontSize: "1.125rem", color: "secondary.dark" }}>
          {exam.title}
        </Typography>
        {exam.sections.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {exam.sections.map((s) => s.name).join(" · ")}
          </Typography>
        )}
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{facts.join(" · ")}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={`/demo-exam-start/${exam.id}`}
          variant="contained"
          startIcon={<PlayCircleOutlineIcon />}
          aria-label={t("demo.startAria", "Start free demo: {{title}}", { title: exam.title })}
        >
          {t("demo.startFreeDemo", "Start free demo")}
        </Button>
      </CardActions>
    </Card>
  );
}

function DemoExams() {
  const { t } = useT();
  const query = useQuery({
    queryKey: ["demo", "exams"],
    queryFn: () => api.get<ExamOverview[]>("/user_demo_exam/exams", { silent: true }),
  });
  if (query.isPending) {
    return (
      <LoadingSkeletons
        label={t("demo.loadingDemoTests", "Loading demo tests")}
        height={190}
        grid={CARD_GRID}
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t(
          "demo.theDemoTestsCould",
          "The demo tests could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: "center", borderRadius: 3 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {t("demo.noDemoTestsAre", "No demo tests are available right now.")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(
            "demo.meanwhileReadHowOur",
            "Meanwhile, read how our objective tests work and how they are marked.",
          )}
        </Typography>
        <Button component={RouterLink} to="/test-objective" variant="outlined" color="secondary">
          {t("demo.learnAboutObjectiveTests", "Learn about objective tests")}
        </Button>
      </Paper>
    );
  }
  return (
    <Box component="ul" sx={CARD_GRID} aria-label={t("demo.demoTests", "Demo tests")}>
      {query.data.map((exam, index) => (
        <DemoCard key={exam.id} exam={exam} index={index} />
      ))}
    </Box>
  );
}

export default function DemoTestPage() {
  const { t } = useT();
  usePageTitle(t("demo.demoTest", "Demo Test"));
  return (
    <>
      <PageHero
        eyebrow={t("demo.freeDemo", "Free demo")}
        title={t("demo.demoTest", "Demo Test")}
        lead={t(
          "demo.tryAShortTimed",
          "Try a short, timed test in the same format as our course tests, with a question palette, a timer and instant results with solutions. It is free and takes a few minutes.",
        )}
      >
        <ActionButtons
          actions={[
            { label: "Learn about objective tests", to: "/test-objective" },
            { label: "Start a 15-day free trial", to: "/course-subscription" },
          ]}
        />
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.5rem", color: "secondary.dark", mb: 2 }}>
          {t("demo.chooseADemoTest", "Choose a demo test")}
        </Typography>
        <DemoExams />
        <Box
          sx={{
            display: "grid",
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            alignItems: "start",
            mt: { xs: 4, md: 6 },
          }}
        >
          {sections(t).map((section, index) => (
            <SectionCard key={section.heading} section={section} index={index} />
          ))}
        </Box>
      </Container>
    </>
  );
}
