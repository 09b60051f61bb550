import type { AnswerSave, AttemptQuestion, AttemptResult, StartedAttempt } from "@medhavi/domain";
import { vi } from "vitest";
import type { AttemptEndpoints, SaveReply } from "./endpoints";

// Fixtures of the player tests: a three-question JEE-style attempt and endpoints that record calls.

export function question(overrides: Partial<AttemptQuestion> & Pick<AttemptQuestion, "id">): AttemptQuestion {
  return {
    section: 0,
    position: 0,
    kind: 1,
    answer_type: 1,
    answer_length: null,
    text: `<p>Question ${overrides.id}</p>`,
    options: [
      { key: "A", text: "<p>2 m/s</p>" },
      { key: "B", text: "<p>4 m/s</p>" },
      { key: "C", text: "<p>6 m/s</p>" },
      { key: "D", text: "<p>8 m/s</p>" },
    ],
    marks: 4,
    negative_marks: 1,
    integer_only: false,
    hindi: null,
    ...overrides,
  };
}

export function startedAttempt(overrides: Partial<StartedAttempt> = {}): StartedAttempt {
  const now = Date.now();
  return {
    attemptId: 9,
    exam: {
      id: 5,
      title: "JEE Main: Full Mock Test 1",
      instructions: "<p>Read carefully.</p>",
      duration_min: 60,
      sections: [
        { name: "Physics", marking_scheme: null, attempt_limit: null, time_limit_min: null },
        { name: "Chemistry", marking_scheme: null, attempt_limit: null, time_limit_min: null },
      ],
      marking_scheme: "plus4minus1",
      partial_credit: false,
      is_demo: false,
    },
    startedAt: now,
    deadline: now + 3_600_000,
    serverNow: now,
    currentQuestionId: null,
    questions: [
      question({ id: 11, text: "<p>A ball is thrown up at $v_0$. Its speed at the top?</p>" }),
      question({ id: 12, position: 1, answer_type: 2, text: "<p>Which are vectors?</p>" }),
      question({ id: 21, section: 1, kind: 2, answer_type: null, options: [], text: "<p>Explain pH.</p>" }),
    ],
    answers: [],
    ...overrides,
  };
}

export const RESULT: AttemptResult = {
  attemptId: 9,
  examId: 5,
  status: "pending_evaluation",
  score: 4,
  maxMarks: 12,
  submittedAt: Date.now(),
  autoSubmitted: false,
  counts: { correct: 1, partial: 0, wrong: 0, unanswered: 1, pending: 1 },
};

export function fakeEndpoints(scope: AttemptEndpoints["scope"] = "exam") {
  const save = vi.fn(
    async (_questionId: number, body: AnswerSave): Promise<SaveReply> => ({
      applied: true,
      seq: body.seq,
    }),
  );
  const submit = vi.fn(async () => RESULT);
  const review = vi.fn(async () => {
    throw new Error("not used");
  });
  const endpoints: AttemptEndpoints = { scope, attemptId: 9, save, submit, review };
  return { endpoints, save, submit };
}

/** [questionId, selected, marked, seq] of every save, in call order. */
export function savesOf(save: ReturnType<typeof fakeEndpoints>["save"]) {
  return save.mock.calls.map(([id, body]) => {
    const b = body as { selected: string[]; marked: boolean; seq: number };
    return [id, b.selected, b.marked, b.seq];
  });
}
