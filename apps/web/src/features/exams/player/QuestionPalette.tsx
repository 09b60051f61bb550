import { type AttemptQuestion, PALETTE_LABELS } from "@medhavi/domain";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useT } from "../../../lib/i18n/useT";
import { type Answers, countStatuses, type SectionGroup, statusOf } from "./attemptState";
import { PaletteLegend, PaletteShape } from "./PaletteBadge";

export interface QuestionPaletteProps {
  questions: readonly AttemptQuestion[];
  answers: Answers;
  /** The section whose questions the palette shows (NTA shows one section at a time). */
  section: SectionGroup;
  current: number;
  onSelect: (index: number) => void;
}

/** The section's questions as numbered buttons in their palette colours, with the count of each status. */
export function QuestionPalette({ questions, answers, section, current, onSelect }: QuestionPaletteProps) {
  const inSection = section.questions.map((i) => questions[i]!);
  const { t } = useT();
  return (
    <Box
      component="nav"
      aria-label={t("player.palette", "Question palette")}
      sx={{ display: "flex", flexDirection: "column", gap: 2 }}
    >
      <PaletteLegend counts={countStatuses(inSection, answers)} dense />
      <Typography variant="h2" sx={{ fontSize: "1rem", fontWeight: 700, color: "secondary.dark" }}>
        {section.name}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(48px, 1fr))",
          gap: 1,
        }}
      >
        {section.questions.map((index) => {
          const question = questions[index]!;
          const status = statusOf(answers[question.id]);
          const isCurrent = index === current;
          return (
            <li key={question.id}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-label={t("player.paletteItem", "Question {{n}}, {{status}}", {
                  n: index + 1,
                  status: t(`palette.${status}`, PALETTE_LABELS[status]),
                })}
                aria-current={isCurrent ? "step" : undefined}
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: "10px",
                  outlineOffset: 2,
                  outline: isCurrent ? "3px solid" : "none",
                  outlineColor: "secondary.main",
                  "&.Mui-focusVisible": { outline: "3px solid", outlineColor: "primary.dark" },
                }}
              >
                <PaletteShape status={status}>{index + 1}</PaletteShape>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
