import { ANSWER_TYPE, type AttemptQuestion } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useT } from "../../../lib/i18n/useT";
import { useOpenedOnce } from "../../../lib/NativeDialog";
import { PaperHtml } from "../../../lib/PaperHtml";
import type { SectionGroup } from "./attemptState";
import { PlayerDialog } from "./PlayerDialog";
import { type PaperLanguage, questionIn } from "./paperLanguage";
// A screen of formulas: styled from its first render (lib/katexStylesheet.ts).
import "../../../lib/katexStyles";

export interface QuestionPaperDialogProps {
  open: boolean;
  onClose: () => void;
  questions: readonly AttemptQuestion[];
  sections: readonly SectionGroup[];
  onGo: (index: number) => void;
  /** Each question in the language it is shown in on the test screen. */
  languageOf?: (questionId: number) => PaperLanguage;
}

/** NTA's "Question Paper": every question of the paper, section by section, read-only, to jump to. */
export function QuestionPaperDialog({
  open,
  onClose,
  questions,
  sections,
  onGo,
  languageOf = () => "en",
}: QuestionPaperDialogProps) {
  const { t } = useT();
  // Built once first opened (lib/NativeDialog): closed, it is no work in the test screen's first render.
  if (!useOpenedOnce(open)) return null;
  return (
    <PlayerDialog
      open={open}
      onClose={onClose}
      title={t("player.paper", "Question Paper")}
      maxWidth={900}
      dividers
      actions={<Button onClick={onClose}>{t("auth.close", "Close")}</Button>}
    >
      {sections.map((s) => (
        <Box component="section" key={s.index} aria-label={s.name} sx={{ mb: 3 }}>
          {sections.length > 1 && (
            <Typography variant="h3" sx={{ fontSize: "1.125rem", mb: 1 }}>
              {s.name}
            </Typography>
          )}
          <Box component="ol" sx={{ pl: 0, m: 0, listStyle: "none" }}>
            {s.questions.map((i) => {
              const q = questions[i];
              if (!q) return null;
              const shown = questionIn(q, languageOf(q.id));
              return (
                <Box
                  component="li"
                  key={q.id}
                  lang={shown.lang}
                  sx={{ py: 1.5, borderBottom: "1px solid", borderColor: "divider" }}
                >
                  <Button size="small" onClick={() => onGo(i)} sx={{ mb: 0.5, px: 0, fontWeight: 700 }}>
                    {t("question.number", "Question {{n}}", { n: i + 1 })}
                  </Button>
                  <PaperHtml html={shown.text} />
                  {q.answer_type === ANSWER_TYPE.NUMERICAL ? (
                    <Typography variant="body2" color="text.secondary">
                      {t("question.numericalAnswer", "Numerical answer")}
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {shown.options.map((o) => (
                        <li key={o.key}>
                          <Box sx={{ display: "flex", gap: 1 }}>
                            <strong>{o.key}.</strong> <PaperHtml html={o.text} />
                          </Box>
                        </li>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </PlayerDialog>
  );
}
