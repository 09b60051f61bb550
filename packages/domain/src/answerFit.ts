import { NUMERIC_MESSAGES, readNumericAnswer } from "./numerical";
import { ANSWER_TYPE, QUESTION_KIND } from "./questionTypes";

/** What a save must fit: the question's kind, answer type, options and whether it takes whole numbers. */
export interface FitQuestion {
  kind: number;
  answer_type: number | null;
  options: ReadonlyArray<{ key: string }>;
  integer_only: boolean;
}

/**
 * Why an answer does not fit its question (a written answer to an options question, an option the
 * question lacks, two options on a single-choice one, a malformed number), or null when it fits. An empty
 * answer (nothing chosen, nothing typed) fits every question: it clears the response.
 */
export function answerMisfit(
  question: FitQuestion,
  answer: { selected: readonly string[]; text: string },
): string | null {
  const { selected, text } = answer;
  if (question.kind === QUESTION_KIND.SUBJECTIVE)
    return selected.length > 0 ? "This question takes a written answer." : null;
  if (question.answer_type === ANSWER_TYPE.NUMERICAL) {
    if (selected.length > 0) return "This question takes a number.";
    if (text === "") return null;
    const read = readNumericAnswer(text, question.integer_only);
    // Blank text is not an answer to clear with: only "" clears.
    return read === null ? NUMERIC_MESSAGES.NOT_A_NUMBER : read.ok ? null : read.message;
  }
  if (text !== "") return "This question takes a choice of options.";
  if (selected.some((key) => !question.options.some((o) => o.key === key)))
    return "That option is not in this question.";
  if (new Set(selected).size !== selected.length) return "An option is chosen twice.";
  if (question.answer_type !== ANSWER_TYPE.MULTI && selected.length > 1)
    return "This question takes one option only.";
  return null;
}
