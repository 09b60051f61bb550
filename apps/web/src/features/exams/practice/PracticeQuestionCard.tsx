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
import { RichText } from "../../../lib/RichText";
import { signedMarks } from "../format";
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
  value,
  onChange,
}: {
  q: PracticeQuestion;
  value: DraftAnswer;
  onChange: (next: DraftAnswer) => void;
}) {
  const name = `practice-${q.id}`;
  if (q.options.length === 0) {
    return (
      <TextField
        label="Your answer"
        size="small"
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
    );
  }
  if (q.answer_type === ANSWER_TYPE.MULTI) {
    return (
      <FormGroup aria-label="Options">
        {q.options.map((o) => (
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
      aria-label="Options"
      value={value.selected[0] ?? ""}
      onChange={(e) => onChange({ ...value, selected: [e.target.value] })}
    >
      {q.options.map((o) => (
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

/** One practice question: open (answer it) or checked (your answer against the key, and the solution). */
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
  const checked = q.outcome !== null;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}
      aria-label={`Question ${number}`}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, gap: 1, flexWrap: "wrap" }}
      >
        <Typography variant="h3" sx={{ fontSize: "1rem", fontWeight: 700 }}>
          Question {number}
        </Typography>
        {checked && q.outcome && (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <OutcomeChip outcome={q.outcome} />
            <Typography variant="body2">{signedMarks(q.score ?? 0)}</Typography>
          </Stack>
        )}
      </Stack>
      <RichText html={q.text} sx={{ mb: 1.5 }} />
      {checked ? (
        <>
          {q.options.length > 0 ? (
            <OptionList options={q.options} selected={q.answer?.selected ?? []} correct={q.correct} />
          ) : (
            <Typography>
              Your answer: {q.answer?.text || "—"} · Correct: {q.correct.join(", ")}
            </Typography>
          )}
          {q.solution && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h4" color="text.secondary">
                Solution
              </Typography>
              <RichText html={q.solution} />
            </Box>
          )}
        </>
      ) : (
        <AnswerInput q={q} value={value} onChange={onChange} />
      )}
    </Paper>
  );
}
