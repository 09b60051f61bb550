import {
  ANSWER_LENGTHS,
  ANSWER_TYPE,
  DIFFICULTIES,
  lookupLabel,
  OPTION_KEYS,
  QUESTION_KIND,
} from "@medhavi/domain";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { RichText } from "../../lib/RichText";
import type { QuestionForm } from "./questionForm";

const ROWS_BY_LENGTH: Record<number, number> = { 1: 1, 2: 3, 3: 6 };

/** The question as a student will see it in a test (the answer is not shown). */
export function QuestionPreview({ form }: { form: QuestionForm }) {
  const [picked, setPicked] = useState<number[]>([]);
  const objective = form.kind === QUESTION_KIND.OBJECTIVE;
  const multi = form.answer_type === ANSWER_TYPE.MULTI;
  const marks = Number(form.marks) || 0;
  const negative = Number(form.negative_marks) || 0;
  const pick = (index: number, checked: boolean) =>
    setPicked((current) =>
      multi ? (checked ? [...current, index] : current.filter((i) => i !== index)) : [index],
    );

  return (
    <Box data-testid="question-preview">
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: "wrap", rowGap: 1 }}>
        <Chip
          size="small"
          label={
            objective
              ? multi
                ? "Select all that apply"
                : "Select one"
              : (lookupLabel(ANSWER_LENGTHS, form.answer_length ?? 0) ?? "Written answer")
          }
        />
        <Chip size="small" variant="outlined" label={lookupLabel(DIFFICULTIES, form.difficulty) ?? "—"} />
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={`+${marks}${negative > 0 ? ` / −${negative}` : ""}`}
        />
      </Stack>
      {form.text.trim() === "" ? (
        <Typography color="text.secondary" sx={{ fontStyle: "italic" }}>
          The question text appears here as you type.
        </Typography>
      ) : (
        <RichText html={form.text} sx={{ fontSize: "1rem", lineHeight: 1.6 }} />
      )}
      {objective ? (
        <Stack sx={{ mt: 1.5 }} spacing={0.5} role={multi ? "group" : "radiogroup"} aria-label="Options">
          {form.options.map((text, index) => {
            const key = OPTION_KEYS[index] ?? "?";
            const checked = picked.includes(index);
            return (
              <FormControlLabel
                // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position (letter)
                key={index}
                sx={{
                  alignItems: "flex-start",
                  mx: 0,
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: checked ? "primary.main" : "divider",
                }}
                control={
                  multi ? (
                    <Checkbox
                      size="small"
                      checked={checked}
                      onChange={(e) => pick(index, e.target.checked)}
                    />
                  ) : (
                    <Radio size="small" checked={checked} onChange={() => pick(index, true)} />
                  )
                }
                label={
                  <Box sx={{ display: "flex", gap: 1, pt: 0.9 }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {key}.
                    </Typography>
                    <RichText html={text || "&nbsp;"} />
                  </Box>
                }
              />
            );
          })}
        </Stack>
      ) : (
        <TextField
          sx={{ mt: 1.5 }}
          fullWidth
          multiline
          minRows={ROWS_BY_LENGTH[form.answer_length ?? 2] ?? 3}
          placeholder="The student writes the answer here."
          slotProps={{ htmlInput: { "aria-label": "Answer (preview)" } }}
        />
      )}
      {form.solution.trim() !== "" && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" color="text.secondary">
            Solution (shown after the test)
          </Typography>
          <RichText html={form.solution} sx={{ mt: 0.5 }} />
        </>
      )}
    </Box>
  );
}
