import {
  ANSWER_TYPE,
  formatNumericKey,
  OPTION_KEYS,
  parseNumericKey,
  QUESTION_KIND,
  type QuestionInput,
  questionInputSchema,
} from "@medhavi/domain";
import type { Question } from "./types";

/** The editor's state: options as texts (lettered A.. by position), correct as option positions. */
export interface QuestionForm {
  kind: number;
  answer_type: number | null;
  answer_length: number | null;
  difficulty: number;
  course_id: number | null;
  subject: string;
  topic: string;
  text: string;
  options: string[];
  correct: number[];
  /** A numerical question's key as typed: "42", "9.8~0.1", "2.4..2.6", "#" in front for whole numbers. */
  numeric: string;
  model_answer: string;
  solution: string;
  marks: string;
  negative_marks: string;
  /** The Hindi version; its options follow the English ones by position. */
  hindi: HindiForm;
}

export interface HindiForm {
  /** Off: an English-only question (the other fields are kept while the author toggles). */
  enabled: boolean;
  text: string;
  options: string[];
  model_answer: string;
  solution: string;
}

const NO_HINDI: HindiForm = { enabled: false, text: "", options: [], model_answer: "", solution: "" };

export const NEW_QUESTION: QuestionForm = {
  kind: QUESTION_KIND.OBJECTIVE,
  answer_type: ANSWER_TYPE.SINGLE,
  answer_length: null,
  difficulty: 2,
  course_id: null,
  subject: "",
  topic: "",
  text: "",
  options: ["", "", "", ""],
  correct: [],
  numeric: "",
  model_answer: "",
  solution: "",
  marks: "4",
  negative_marks: "1",
  hindi: NO_HINDI,
};

/** Negative marks a new question starts with: a wrong objective answer costs 1; a written answer costs nothing. */
export const defaultNegativeMarks = (kind: number) => (kind === QUESTION_KIND.OBJECTIVE ? "1" : "0");

export function formFromQuestion(q: Question): QuestionForm {
  return {
    kind: q.kind,
    answer_type: q.answer_type,
    answer_length: q.answer_length,
    difficulty: q.difficulty,
    course_id: q.course_id,
    subject: q.subject,
    topic: q.topic,
    text: q.text,
    options: q.options.map((o) => o.text),
    correct: q.correct.map((key) => q.options.findIndex((o) => o.key === key)).filter((i) => i >= 0),
    numeric: q.numeric ? formatNumericKey(q.numeric) : "",
    model_answer: q.model_answer,
    solution: q.solution,
    marks: String(q.marks),
    negative_marks: String(q.negative_marks),
    hindi: q.hindi
      ? {
          enabled: true,
          text: q.hindi.text,
          options: q.options.map((o) => q.hindi?.options.find((h) => h.key === o.key)?.text ?? ""),
          model_answer: q.hindi.model_answer,
          solution: q.hindi.solution,
        }
      : NO_HINDI,
  };
}

const toNumber = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/** What is sent to the server (before the schema checks it). */
export function formPayload(form: QuestionForm): Record<string, unknown> {
  const numerical = form.kind === QUESTION_KIND.OBJECTIVE && form.answer_type === ANSWER_TYPE.NUMERICAL;
  const objective = form.kind === QUESTION_KIND.OBJECTIVE && !numerical;
  return {
    kind: form.kind,
    answer_type: form.kind === QUESTION_KIND.OBJECTIVE ? form.answer_type : null,
    answer_length: objective ? null : form.answer_length,
    difficulty: form.difficulty,
    course_id: form.course_id,
    subject: form.subject,
    topic: form.topic,
    text: form.text,
    options: objective ? form.options.map((text, i) => ({ key: OPTION_KEYS[i] ?? "?", text })) : [],
    correct: objective ? [...form.correct].sort((a, b) => a - b).map((i) => OPTION_KEYS[i] ?? "?") : [],
    numeric: numerical ? (form.numeric.trim() === "" ? null : parseNumericKey(form.numeric)) : null,
    model_answer: form.kind === QUESTION_KIND.OBJECTIVE ? "" : form.model_answer,
    solution: form.solution,
    marks: toNumber(form.marks),
    negative_marks: toNumber(form.negative_marks) ?? 0,
    hindi: form.hindi.enabled
      ? {
          text: form.hindi.text,
          options: objective
            ? form.options.map((_, i) => ({ key: OPTION_KEYS[i] ?? "?", text: form.hindi.options[i] ?? "" }))
            : [],
          model_answer: form.kind === QUESTION_KIND.OBJECTIVE ? "" : form.hindi.model_answer,
          solution: form.hindi.solution,
        }
      : null,
  };
}

/** The form as the preview shows it in Hindi: the Hindi text where given, so the author sees the student's view. */
export function hindiView(form: QuestionForm): QuestionForm {
  return {
    ...form,
    text: form.hindi.text,
    options: form.options.map((_, i) => form.hindi.options[i] ?? ""),
    model_answer: form.hindi.model_answer,
    solution: form.hindi.solution,
  };
}

export type FormErrors = Record<string, string>;

/** Checks the form with the shared schema: the parsed input, or the first message per field path. */
export function checkForm(form: QuestionForm): { data: QuestionInput | null; errors: FormErrors } {
  const result = questionInputSchema.safeParse(formPayload(form));
  if (result.success) return { data: result.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { data: null, errors };
}

/** Removes option `index`; later options move up a letter and keep their correct marks. */
export function removeOption(form: QuestionForm, index: number): QuestionForm {
  return {
    ...form,
    options: form.options.filter((_, i) => i !== index),
    hindi: { ...form.hindi, options: form.hindi.options.filter((_, i) => i !== index) },
    correct: form.correct.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
  };
}

/** Marks option `index` correct (single: the only one) or toggles it (multi). */
export function toggleCorrect(form: QuestionForm, index: number, checked: boolean): QuestionForm {
  if (form.answer_type === ANSWER_TYPE.SINGLE) return { ...form, correct: [index] };
  const rest = form.correct.filter((i) => i !== index);
  return { ...form, correct: checked ? [...rest, index].sort((a, b) => a - b) : rest };
}
