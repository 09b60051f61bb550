import { ANSWER_TYPE, OPTION_KEYS, QUESTION_KIND } from "@medhavi/domain";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Dispatch, SetStateAction } from "react";
import type { FormErrors, HindiForm, QuestionForm } from "./questionForm";

interface Props {
  form: QuestionForm;
  setForm: Dispatch<SetStateAction<QuestionForm>>;
  errors: FormErrors;
}

/**
 * The question's Hindi version, as NTA prints bilingual papers: the same question and options in Hindi.
 * One Hindi field per English option, so the two versions always have the same options.
 */
export function HindiFields({ form, setForm, errors }: Props) {
  const hindi = form.hindi;
  const objective = form.kind === QUESTION_KIND.OBJECTIVE && form.answer_type !== ANSWER_TYPE.NUMERICAL;
  const setHindi = (change: Partial<HindiForm>) =>
    setForm((f) => ({ ...f, hindi: { ...f.hindi, ...change } }));
  const error = (key: string) => errors[`hindi.${key}`];

  return (
    <Stack spacing={2} component="section" aria-label="Hindi version">
      <FormControlLabel
        control={<Switch checked={hindi.enabled} onChange={(e) => setHindi({ enabled: e.target.checked })} />}
        label="Hindi version"
      />
      {hindi.enabled && (
        <>
          <Typography variant="body2" color="text.secondary">
            Students can switch each question between English and Hindi. Grading uses the English key: the
            Hindi options are the same options in Hindi.
          </Typography>
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Question text (Hindi)"
            required
            lang="hi"
            value={hindi.text}
            onChange={(e) => setHindi({ text: e.target.value })}
            error={Boolean(error("text"))}
            helperText={error("text") ?? " "}
          />
          {objective &&
            form.options.map((english, index) => {
              const key = OPTION_KEYS[index] ?? "?";
              const problem = error(`options.${index}.text`);
              return (
                <TextField
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (its letter)
                  key={index}
                  fullWidth
                  size="small"
                  multiline
                  lang="hi"
                  label={`Option ${key} (Hindi)`}
                  value={hindi.options[index] ?? ""}
                  onChange={(e) =>
                    setForm((f) => {
                      const options = f.options.map((_, i) => f.hindi.options[i] ?? "");
                      options[index] = e.target.value;
                      return { ...f, hindi: { ...f.hindi, options } };
                    })
                  }
                  error={Boolean(problem)}
                  helperText={problem ?? (english.trim() ? `English: ${english}` : " ")}
                />
              );
            })}
          {error("options") && <FormHelperText error>{error("options")}</FormHelperText>}
          {form.kind === QUESTION_KIND.SUBJECTIVE && (
            <TextField
              fullWidth
              multiline
              minRows={2}
              lang="hi"
              label="Model answer (Hindi)"
              value={hindi.model_answer}
              onChange={(e) => setHindi({ model_answer: e.target.value })}
              error={Boolean(error("model_answer"))}
              helperText={error("model_answer") ?? "Optional."}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            lang="hi"
            label="Solution (Hindi)"
            value={hindi.solution}
            onChange={(e) => setHindi({ solution: e.target.value })}
            error={Boolean(error("solution"))}
            helperText={error("solution") ?? "Optional."}
          />
        </>
      )}
    </Stack>
  );
}
