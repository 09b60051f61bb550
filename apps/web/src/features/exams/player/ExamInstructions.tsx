import type { ExamOverview } from "@medhavi/domain";
import { MARKING_SCHEMES, partialCreditRule } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { HydratesLater } from "../../../lib/HydratesLater";
import { formatNumber } from "../../../lib/i18n/format";
import { translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { PaperHtml } from "../../../lib/PaperHtml";
import { PageHero } from "../../content/InfoPage";
import { Stat } from "../Stat";
import { ShortcutList } from "./KeyboardHelp";
import { PaletteLegend } from "./PaletteBadge";
import { PaperLanguagePicker } from "./PaperLanguagePicker";

/** What right, wrong and blank answers earn under the exam's marking scheme. */
export function markingRules(
  exam: Pick<ExamOverview, "marking_scheme" | "partial_credit" | "has_written">,
): string[] {
  const scheme = MARKING_SCHEMES.find((s) => s.id === exam.marking_scheme);
  const rules =
    scheme && scheme.marks !== null
      ? [
          scheme.negative > 0
            ? translate(
                "exam.rule.negative",
                "+{{marks}} for a correct answer, −{{negative}} for a wrong one, 0 for a question left unanswered.",
                { marks: scheme.marks, negative: scheme.negative },
              )
            : translate(
                "exam.rule.noNegative",
                "+{{marks}} for a correct answer; no marks are taken off for a wrong one.",
                {
                  marks: scheme.marks,
                },
              ),
        ]
      : [
          translate(
            "exam.rule.perQuestion",
            "Marks differ by question: each question shows its marks (+) and the marks taken off for a wrong answer (−).",
          ),
        ];
  const partial = partialCreditRule(exam.marking_scheme, exam.partial_credit);
  rules.push(
    partial === "jee-advanced"
      ? translate(
          "exam.rule.jeeAdvanced",
          "Questions with more than one correct option (JEE Advanced): full marks for choosing every correct option and no wrong one; +1 for each correct option chosen (+3, +2 or +1) when some are left out and no wrong one is chosen; any wrong option costs the negative marks.",
        )
      : partial === "scaled"
        ? translate(
            "exam.rule.scaled",
            "Questions with more than one correct option: full marks for choosing every correct option and no wrong one; the same share of the marks as the correct options chosen (1 of 2 earns half) when some are left out and no wrong one is chosen; any wrong option costs the negative marks.",
          )
        : translate(
            "exam.rule.allOrNothing",
            "Questions with more than one correct option earn marks only when every correct option and no wrong one is chosen.",
          ),
  );
  if (exam.has_written) {
    rules.push(
      translate(
        "exam.rule.written",
        "Written answers are marked by an evaluator after you submit; your score is final once they are.",
      ),
    );
  }
  return rules;
}

function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours =
    h > 0 ? translate("time.hours", "{{count}} hours", { count: h, defaultValue_one: "{{count}} hour" }) : "";
  const mins =
    m > 0
      ? translate("time.minutes", "{{count}} minutes", { count: m, defaultValue_one: "{{count}} minute" })
      : "";
  return [hours, mins].filter(Boolean).join(" ");
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export interface ExamInstructionsProps {
  exam: ExamOverview;
  /** Small label above the title (course name, "Free demo test"). */
  eyebrow?: string;
  /** Start/Resume button and anything the page must say before it (attempts, window, errors). */
  children: ReactNode;
}

/** The page before a test: facts, instructions, marking, the palette legend and the shortcuts. */
export function ExamInstructions({ exam, eyebrow, children }: ExamInstructionsProps) {
  const sections = exam.sections.map((s) => s.name);
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={exam.title}
        lead={t(
          "exam.lead",
          "Read the instructions, then start when you are ready: the timer starts with the test and it submits itself when time runs out.",
        )}
      >
        {/* Over the demo test's prerendered page, hydrated after the heading. */}
        <HydratesLater>
          <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", columnGap: 5, rowGap: 2, my: 3 }}>
            <Stat label={t("exam.duration", "Duration")} value={durationText(exam.duration_min)} />
            <Stat label={t("player.questions", "Questions")} value={formatNumber(exam.questions)} />
            <Stat label={t("exam.totalMarks", "Total marks")} value={formatNumber(exam.marks)} />
            {sections.length > 0 && (
              <Stat label={t("exam.sections", "Sections")} value={sections.join(", ")} />
            )}
          </Box>
          {exam.bilingual && <PaperLanguagePicker examId={exam.id} />}
          {children}
        </HydratesLater>
      </PageHero>
      {/* Below the Start button: over the demo test's page the server rendered, hydrated after the rest. */}
      <HydratesLater>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          <Box
            sx={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}
          >
            {exam.instructions.trim() !== "" && (
              <InfoCard title={t("exam.instructions", "Instructions")}>
                <PaperHtml html={exam.instructions} />
              </InfoCard>
            )}
            <InfoCard title={t("exam.marking", "Marking scheme")}>
              <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
                {markingRules(exam).map((rule) => (
                  <Typography component="li" key={rule}>
                    {rule}
                  </Typography>
                ))}
              </Box>
            </InfoCard>
            <InfoCard title={t("player.paletteTitle", "Question palette")}>
              <Typography sx={{ mb: 2 }}>
                {t(
                  "exam.paletteText",
                  "The palette beside the question shows where every question stands; select a number to go to it.",
                )}
              </Typography>
              <PaletteLegend />
            </InfoCard>
            <InfoCard title={t("player.shortcuts", "Keyboard shortcuts")}>
              <ShortcutList />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t(
                  "exam.savedText",
                  "Every answer is saved the moment you give it, even without a connection: it is kept on this device and sent when you are back online.",
                )}
              </Typography>
            </InfoCard>
          </Box>
        </Container>
      </HydratesLater>
    </>
  );
}
