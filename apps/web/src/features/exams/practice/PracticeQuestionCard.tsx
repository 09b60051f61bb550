import { ANSWER_TYPE, type PracticeQuestion } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n/useT";
import { RichText } from "../../../lib/RichText";
import { signedMarks } from "../format";
import { loadDevanagariFont } from "../player/devanagariFont";
import { type PaperLanguage, questionIn, solutionIn } from "../player/paperLanguage";
import { QuestionLanguageSelect } from "../player/QuestionLanguageSelect";
import { OptionList } from "../review/OptionList";
import { OutcomeChip } from "../review/outcomes";

export interface DraftAnswer {
  selected: string[];
  text: string;
}

function OptionLabel({ optionKey, html }: { optionKey: string; html: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1, minWidth: 0, alignItems: "center" }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {optionKey}.
      </Typography>
      <RichText html={html} sx={{ minWidth: 0 }} />
    </Box>
  );
}

/** Choosing an answer: radio for one correct, checkboxes for several, a field when there are no options. */
function AnswerInput({
  q,
  options,
  value,
  onChange,
}: {
  q: PracticeQuestion;
  /** The options in the language shown (same keys in either). */
  options: ReadonlyArray<{ key: string; text: string }>;
  value: DraftAnswer;
  onChange: (next: DraftAnswer) => void;
}) {
  const { t } = useT();
  const name = `practice-${q.id}`;
  if (q.options.length === 0) {
    return (
      <TextField
        label={t("practice.yourAnswer", "Your answer")}
        size="small"
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
    );
  }
  if (q.answer_type === ANSWER_TYPE.MULTI) {
    return (
      <FormGroup aria-label={t("review.options", "Options")}>
        {options.map((o) => (
          <FormControlLabel
            key={o.key}
            control={
              <Checkbox
                checked={value.selected.includes(o.key)}
                onChange={(e) =>
                  onChange({
                    ...value,
                    selected: e.target.checked
                      ? [...value.selected, o.key].sort()
                      : value.selected.filter((k) => k !== o.key),
                  })
                }
              />
            }
            label={<OptionLabel optionKey={o.key} html={o.text} />}
            sx={{ py: 0.5 }}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <RadioGroup
      name={name}
      aria-label={t("review.options", "Options")}
      value={value.selected[0] ?? ""}
      onChange={(e) => onChange({ ...value, selected: [e.target.value] })}
    >
      {options.map((o) => (
        <FormControlLabel
          key={o.key}
          value={o.key}
          control={<Radio />}
          label={<OptionLabel optionKey={o.key} html={o.text} />}
          sx={{ py: 0.5 }}
        />
      ))}
    </RadioGroup>
  );
}

/**
 * One practice question: open (answer it) or checked (your answer against the key, and the solution).
 * A bilingual question has the review's "View in" switch; it opens in the site's language until the
 * student picks one.
 */
export function PracticeQuestionCard({
  q,
  number,
  value,
  onChange,
}: {
  q: PracticeQuestion;
  number: number;
  value: DraftAnswer;
  onChange: (next: DraftAnswer) => void;
}) {
  const { t, language: site } = useT();
  const [picked, setPicked] = useState<PaperLanguage | null>(null);
  const language = picked ?? site;
  const shown = questionIn(q, language);
  const solution = solutionIn(q, language);
  useEffect(() => {
    if (shown.lang) void loadDevanagariFont();
  }, [shown.lang]);
  const checked = q.outcome !== null;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}
      aria-label={t("practice.questionN", "Question {{n}}", { n: number })}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, gap: 1, flexWrap: "wrap" }}
      >
        <Typography variant="h3" sx={{ fontSize: "1rem", fontWeight: 700 }}>
          {t("practice.questionN", "Question {{n}}", { n: number })}
        </Typography>
        <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap", ml: "auto" }}>
          {checked && q.outcome && (
            <>
              <OutcomeChip outcome={q.outcome} />
              <Typography variant="body2">{signedMarks(q.score ?? 0)}</Typography>
            </>
          )}
          {q.hindi && <QuestionLanguageSelect value={language} onChange={setPicked} />}
        </Stack>
      </Stack>
      <Box lang={shown.lang}>
        <RichText html={shown.text} sx={{ mb: 1.5 }} />
      </Box>
      {checked ? (
        <>
          {q.options.length > 0 ? (
            <Box lang={shown.lang}>
              <OptionList options={shown.options} selected={q.answer?.selected ?? []} correct={q.correct} />
            </Box>
          ) : (
            <Typography>
              {t("practice.yourAnswerCorrect", "Your answer: {{answer}} · Correct: {{correct}}", {
                answer: q.answer?.text || "—",
                correct: q.correct.join(", "),
              })}
            </Typography>
          )}
          {solution && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h4" color="text.secondary">
                {t("review.solution", "Solution")}
              </Typography>
              <Box lang={shown.lang && solution !== q.solution ? shown.lang : undefined}>
                <RichText html={solution} />
              </Box>
            </Box>
          )}
        </>
      ) : (
        <Box lang={shown.lang}>
          <AnswerInput q={q} options={shown.options} value={value} onChange={onChange} />
        </Box>
      )}
    </Paper>
  );
}
