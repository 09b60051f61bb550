import type { AttemptQuestion } from "@medhavi/domain";
import { useCallback, useEffect, useState } from "react";

/**
 * The language a bilingual paper is shown in (as in NTA's CBT): a default chosen on the instructions
 * page, and a choice per question made during the test ("View in"). Only the text changes: the options
 * are the same options, so an answer is kept across a switch. Kept in localStorage per attempt, so a
 * reload shows each question as the student left it.
 */
export type PaperLanguage = "en" | "hi";

export interface PaperLanguageChoice {
  /** The paper's default language. */
  default: PaperLanguage;
  /** Questions switched away from the default, by question id. */
  questions: Record<string, PaperLanguage>;
}

const ENGLISH: PaperLanguageChoice = { default: "en", questions: {} };
const examKey = (examId: number) => `medhavi-paper-language:exam:${examId}`;
// With the exam id: demo attempts are numbered apart from students' attempts.
const attemptKey = (examId: number, attemptId: number) =>
  `medhavi-paper-language:attempt:${examId}:${attemptId}`;

const isLanguage = (value: unknown): value is PaperLanguage => value === "en" || value === "hi";

function read(key: string): PaperLanguageChoice | null {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(key) ?? "null",
    ) as Partial<PaperLanguageChoice> | null;
    if (!value || !isLanguage(value.default)) return null;
    const questions = Object.fromEntries(
      Object.entries(value.questions ?? {}).filter((entry): entry is [string, PaperLanguage] =>
        isLanguage(entry[1]),
      ),
    );
    return { default: value.default, questions };
  } catch {
    return null;
  }
}

function write(key: string, choice: PaperLanguageChoice): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage refused: the choice lasts while the page is open.
  }
}

/**
 * A question's text and options as shown in `language`: the Hindi ones when it has a Hindi version, else
 * the English ones. The option keys are the same, so an answer (by key) holds in either language.
 */
export function questionIn(
  question: Pick<AttemptQuestion, "text" | "options" | "hindi">,
  language: PaperLanguage,
) {
  const hindi = language === "hi" ? question.hindi : null;
  return {
    lang: hindi ? ("hi" as const) : undefined,
    text: hindi?.text ?? question.text,
    options: question.options.map((o) => ({
      key: o.key,
      text: hindi?.options.find((h) => h.key === o.key)?.text ?? o.text,
    })),
  };
}

/**
 * A question's solution as shown in `language`: the Hindi one when the question has it (reviews, and a
 * checked practice), else the English one.
 */
export function solutionIn(
  question: { solution: string; hindi: { solution?: string } | null },
  language: PaperLanguage,
): string {
  return (language === "hi" && question.hindi?.solution) || question.solution;
}

/** The default picked on the instructions page of an exam (English until one is picked). */
export function readExamLanguage(examId: number): PaperLanguage {
  return read(examKey(examId))?.default ?? "en";
}

export function storeExamLanguage(examId: number, language: PaperLanguage): void {
  write(examKey(examId), { default: language, questions: {} });
}

/** The attempt's choice; a new attempt starts from the default picked for its exam. */
export function readAttemptLanguage(examId: number, attemptId: number): PaperLanguageChoice {
  return read(attemptKey(examId, attemptId)) ?? { ...ENGLISH, default: readExamLanguage(examId) };
}

/** The language of each question of an attempt, and a switch for one question. */
export function usePaperLanguage(examId: number, attemptId: number) {
  const [choice, setChoice] = useState(() => readAttemptLanguage(examId, attemptId));
  useEffect(() => write(attemptKey(examId, attemptId), choice), [examId, attemptId, choice]);
  const languageOf = useCallback(
    (questionId: number): PaperLanguage => choice.questions[questionId] ?? choice.default,
    [choice],
  );
  const switchQuestion = useCallback((questionId: number, language: PaperLanguage) => {
    setChoice((current) => ({ ...current, questions: { ...current.questions, [questionId]: language } }));
  }, []);
  return { languageOf, switchQuestion };
}
