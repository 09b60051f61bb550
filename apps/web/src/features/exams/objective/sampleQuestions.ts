import { QUESTION_KIND } from "@medhavi/domain";

// The worked example of /test-objective: static files served with the web app (public/json), not the API.

export interface SampleQuestion {
  id: number;
  subject: string;
  text: string;
  options: Array<{ key: string; text: string }>;
  /** ANSWER_TYPE: 1 single select, 2 multi select. */
  answer_type: 1 | 2;
}

export interface SampleAnswer {
  id: number;
  correct: string[];
  solution: string;
}

export type SampleItem = SampleQuestion & Omit<SampleAnswer, "id">;

/** The example is marked like JEE Advanced: +4 / −1 with partial credit on multi select. */
export const SAMPLE_MARKING = { marks: 4, negative_marks: 1, partialCredit: "jee-advanced" } as const;
export const SAMPLE_KIND = QUESTION_KIND.OBJECTIVE;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The questions joined with their answers; a question without an answer is left out. */
export async function loadSamples(): Promise<SampleItem[]> {
  const [questions, answers] = await Promise.all([
    getJson<SampleQuestion[]>("/json/objectiveQuestions.json"),
    getJson<SampleAnswer[]>("/json/mcqAnswers.json"),
  ]);
  const byId = new Map(answers.map((a) => [a.id, a]));
  return questions.flatMap((q) => {
    const answer = byId.get(q.id);
    return answer ? [{ ...q, correct: answer.correct, solution: answer.solution }] : [];
  });
}
