// Test-only data for the test-taking pages (imported by *.test.tsx files only).
import type { ActiveExam, AttemptReview, ReviewQuestion } from "@medhavi/domain";

export const STARTED = Date.UTC(2025, 0, 15, 4, 30); // 10:00 am IST

export function activeExam(overrides: Partial<ActiveExam> = {}): ActiveExam {
  return {
    id: 11,
    title: "JEE Main Mock 1",
    course_id: 3,
    courseName: "JEE Main Complete Course",
    instructions: "",
    sections: [{ name: "Physics" }, { name: "Chemistry" }],
    marking_scheme: "plus4minus1",
    partial_credit: false,
    duration_min: 180,
    opens_at: STARTED,
    closes_at: STARTED + 7 * 86_400_000,
    questions: 75,
    marks: 300,
    has_written: false,
    bilingual: false,
    attempts_allowed: 2,
    attempts_used: 0,
    status: "new",
    attemptId: null,
    canStart: true,
    ...overrides,
  };
}

function question(overrides: Partial<ReviewQuestion>): ReviewQuestion {
  return {
    id: 1,
    section: 0,
    position: 0,
    kind: 1,
    answer_type: 1,
    answer_length: null,
    text: "<p>Question text</p>",
    options: [
      { key: "A", text: "Alpha" },
      { key: "B", text: "Beta" },
      { key: "C", text: "Gamma" },
      { key: "D", text: "Delta" },
    ],
    marks: 4,
    negative_marks: 1,
    integer_only: false,
    hindi: null,
    correct: ["A"],
    numeric: null,
    dropped: false,
    solution: "<p>Worked solution</p>",
    model_answer: "",
    answer: null,
    outcome: "unanswered",
    score: 0,
    feedback: "",
    ...overrides,
  };
}

const saved = (question_id: number, selected: string[], extra: { text?: string; marked?: boolean } = {}) => ({
  question_id,
  selected,
  text: extra.text ?? "",
  marked: extra.marked ?? false,
  time_spent_ms: 80_000,
  seq: question_id,
});

/** Physics: one right, one wrong (marked), one skipped; Chemistry: a written answer waiting for marks. */
export function review(overrides: Partial<AttemptReview> = {}): AttemptReview {
  return {
    result: {
      attemptId: 7,
      examId: 11,
      status: "pending_evaluation",
      score: 3,
      maxMarks: 22,
      submittedAt: STARTED + 72 * 60_000,
      autoSubmitted: true,
      counts: { correct: 1, partial: 0, wrong: 1, unanswered: 1, pending: 1 },
    },
    exam: {
      id: 11,
      title: "JEE Main Mock 1",
      instructions: "",
      duration_min: 180,
      sections: [
        { name: "Physics", marking_scheme: null, attempt_limit: null, time_limit_min: null },
        { name: "Chemistry", marking_scheme: null, attempt_limit: null, time_limit_min: null },
      ],
      marking_scheme: "plus4minus1",
      partial_credit: false,
      is_demo: false,
      show_answers: "after_attempt",
      rank_by: "first",
      closes_at: null,
    },
    answers_shown: true,
    answers_notice: "",
    startedAt: STARTED,
    rank: 3,
    percentile: 92.68,
    of: 41,
    rank_provisional: false,
    accuracy: 50,
    questions: [
      question({
        id: 101,
        text: "<p>First physics question</p>",
        answer: saved(101, ["A"]),
        outcome: "correct",
        score: 4,
      }),
      question({
        id: 102,
        position: 1,
        text: "<p>Second physics question</p>",
        correct: ["C"],
        answer: saved(102, ["B"], { marked: true }),
        outcome: "wrong",
        score: -1,
      }),
      question({ id: 103, position: 2, text: "<p>Third physics question</p>" }),
      question({
        id: 201,
        section: 1,
        kind: 2,
        answer_type: null,
        answer_length: 2,
        text: "<p>Explain Le Chatelier's principle.</p>",
        options: [],
        marks: 10,
        negative_marks: 0,
        correct: [],
        solution: "",
        model_answer: "<p>A system at equilibrium shifts to oppose a change.</p>",
        answer: saved(201, [], { text: "The equilibrium moves to undo the change." }),
        outcome: "pending",
        score: null,
      }),
    ],
    ...overrides,
  };
}
