import { buildCourseTree, plainText, subscribableUnder } from "@medhavi/domain";
import { listCourses } from "../modules/courses/service";
import type { DbOrTx } from "./client";
import { examQuestions, exams, questions } from "./schema";
import { SEED_NUMERICALS } from "./seed-numericals";
import { SEED_QUESTIONS, type SeedQuestion } from "./seed-questions";

const YEAR = 365 * 24 * 3_600_000;

const JEE_SECTIONS = ["Physics", "Chemistry", "Mathematics"] as const;
const NEET_SECTIONS = ["Physics", "Chemistry", "Biology"] as const;
const PER_SECTION = 5;

const INSTRUCTIONS = (sections: readonly string[], minutes: number) =>
  `<p>This test has ${sections.length} ${sections.length === 1 ? "section" : "sections"} (${sections.join(", ")}) and lasts ${minutes} minutes.</p>` +
  "<ul><li>Single-correct questions: +4 for a right answer, −1 for a wrong one.</li>" +
  "<li>Multi-correct questions: full marks only when every correct option and no wrong one is marked.</li>" +
  "<li>Unanswered questions score 0. Use Mark for Review to come back to a question.</li>" +
  "<li>The test submits itself when the time is up.</li></ul>";

/**
 * The demo question bank and exams: one public demo test and one published test series per
 * subscribable JEE and NEET course, each with sections drawn from the bank by subject.
 */
export async function seedQuestionBank(tx: DbOrTx, now = new Date()): Promise<void> {
  const inserted = await tx
    .insert(questions)
    .values(
      SEED_QUESTIONS.map((q: SeedQuestion) => ({
        kind: q.kind,
        answerType: q.answer_type,
        answerLength: q.answer_length,
        difficulty: q.difficulty,
        courseId: null,
        subject: q.subject,
        topic: q.topic,
        text: q.text,
        searchText: plainText(
          [
            q.text,
            ...q.options.map((o) => o.text),
            q.hindi?.text ?? "",
            ...(q.hindi?.options ?? []).map((o) => o.text),
          ].join(" "),
        ),
        options: q.options,
        correct: [...q.correct],
        modelAnswer: q.model_answer,
        solution: q.solution,
        hindi: q.hindi,
        marks: q.marks,
        negativeMarks: q.negative_marks,
      })),
    )
    .returning({
      id: questions.id,
      subject: questions.subject,
      kind: questions.kind,
      marks: questions.marks,
      negativeMarks: questions.negativeMarks,
    });

  const numericals = await tx
    .insert(questions)
    .values(
      SEED_NUMERICALS.map((q) => ({
        kind: 1,
        answerType: 3,
        difficulty: q.difficulty,
        subject: q.subject,
        topic: q.topic,
        text: q.text,
        searchText: plainText(q.text),
        numeric: q.numeric,
        solution: q.solution,
        marks: 4,
        negativeMarks: 0,
      })),
    )
    .returning({
      id: questions.id,
      subject: questions.subject,
      kind: questions.kind,
      marks: questions.marks,
      negativeMarks: questions.negativeMarks,
    });

  const objective = (subject: string) => inserted.filter((q) => q.subject === subject && q.kind === 1);
  const marking = (q: (typeof inserted)[number]) =>
    q.kind === 1 ? { marks: 4, negativeMarks: 1 } : { marks: q.marks, negativeMarks: q.negativeMarks };

  async function addExam(
    values: typeof exams.$inferInsert,
    picks: Array<{ section: number; items: typeof inserted; zeroNegative?: boolean }>,
  ): Promise<void> {
    const [exam] = await tx.insert(exams).values(values).returning({ id: exams.id });
    if (!exam) return;
    const rows = picks.flatMap(({ section, items, zeroNegative }) =>
      items.map((q, position) => ({
        examId: exam.id,
        questionId: q.id,
        section,
        position,
        ...marking(q),
        ...(zeroNegative ? { negativeMarks: 0 } : {}),
      })),
    );
    if (rows.length > 0) await tx.insert(examQuestions).values(rows);
  }

  // The public demo: two questions of each subject, no login, always open.
  const demoItems = ["Physics", "Chemistry", "Mathematics", "Biology"].flatMap((s) =>
    objective(s).slice(0, 2),
  );
  await addExam(
    {
      title: "Free Demo Test: JEE & NEET sampler",
      courseId: null,
      instructions: INSTRUCTIONS(["General"], 20),
      durationMin: 20,
      sections: [],
      isDemo: true,
      status: "published",
      publishedAt: now,
      attemptsAllowed: 50,
    },
    [{ section: 0, items: demoItems }],
  );

  const roots = buildCourseTree(await listCourses(tx)).filter((n) => n.name === "JEE" || n.name === "NEET");
  for (const root of roots) {
    const subjects = root.name === "JEE" ? JEE_SECTIONS : NEET_SECTIONS;
    const subscribable = subscribableUnder(root);
    for (const [i, course] of subscribable.entries()) {
      await addExam(
        {
          title: `${course.name}: Full Mock Test 1`,
          courseId: course.id,
          instructions: INSTRUCTIONS(subjects, 60),
          durationMin: 60,
          opensAt: now,
          closesAt: new Date(now.getTime() + YEAR),
          sections: subjects.map((name) => ({ name })),
          status: "published",
          publishedAt: now,
          attemptsAllowed: 3,
        },
        subjects.map((subject, section) => {
          const pool = objective(subject);
          const start = (i * 2) % Math.max(1, pool.length - PER_SECTION);
          return { section, items: pool.slice(start, start + PER_SECTION) };
        }),
      );
      if (root.name === "JEE") await addJeeMainPatternMock(course, i);
    }
  }

  /**
   * JEE Main's pattern in small: per subject, Section A of single-correct questions (+4/−1) and
   * Section B of numericals (+4/0) of which any 2 of 3 count, as NTA's "any 5 of 10".
   */
  async function addJeeMainPatternMock(course: { id: number; name: string }, i: number) {
    const sections = JEE_SECTIONS.flatMap((s) => [
      { name: `${s} A`, marking_scheme: "plus4minus1" as const, attempt_limit: null, time_limit_min: null },
      { name: `${s} B`, marking_scheme: "plus4zero" as const, attempt_limit: 2, time_limit_min: null },
    ]);
    await addExam(
      {
        title: `${course.name}: JEE Main Pattern Mock`,
        courseId: course.id,
        instructions:
          INSTRUCTIONS(
            sections.map((s) => s.name),
            60,
          ) +
          "<p>Section B of each subject has numerical questions: type the answer on the on-screen keypad. " +
          "Answer any 2 of its 3 questions; there is no negative marking in Section B.</p>",
        durationMin: 60,
        opensAt: now,
        closesAt: new Date(now.getTime() + YEAR),
        sections,
        status: "published",
        publishedAt: now,
        attemptsAllowed: 3,
      },
      JEE_SECTIONS.flatMap((subject, s) => {
        const pool = objective(subject);
        const start = (i * 3) % Math.max(1, pool.length - 3);
        return [
          { section: 2 * s, items: pool.slice(start, start + 3) },
          { section: 2 * s + 1, items: numericals.filter((q) => q.subject === subject), zeroNegative: true },
        ];
      }),
    );
  }
}
