import {
  describeNumericKey,
  type ItemResponse,
  itemStatistics,
  type NumericKey,
  QUESTION_KIND,
} from "@medhavi/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts, users } from "../../db/schema";
import { paperOf } from "../attempts/paper-cache";
import { rankAttempts } from "../attempts/ranks";
import { getExamRow } from "../exams/service";

/**
 * An exam's results for staff: every submitted student attempt with its rank and percentile (as the student
 * sees them), time taken and status; per-section averages; and item statistics per question.
 */
function keyLabel(q: { kind: number; correct: readonly string[]; numeric?: NumericKey | null }): string {
  if (q.numeric) return describeNumericKey(q.numeric);
  return q.kind === QUESTION_KIND.SUBJECTIVE ? "written" : q.correct.join(", ");
}

export async function examResults(db: DbOrTx, examId: number) {
  const exam = await getExamRow(db, examId);
  const attempts = await db
    .select({ a: examAttempts, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.submittedAt)));
  const paper = (await paperOf(db, exam)).questions;
  const ids = attempts.map((r) => r.a.id);
  const answers = ids.length
    ? await db.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, ids))
    : [];

  const rankBy = exam.rankBy === "best" ? "best" : "first";
  // Ranks by the database's window functions, in one pass, rather than each attempt against all (n²).
  const ranks = await rankAttempts(db, examId, rankBy);
  const sectionOf = new Map(paper.map((q) => [q.id, q.section]));
  const sectionScore = (attemptId: number) => {
    const sums: number[] = exam.sections.map(() => 0);
    for (const ans of answers)
      if (ans.attemptId === attemptId) {
        const s = sectionOf.get(ans.questionId) ?? 0;
        sums[s] = (sums[s] ?? 0) + (ans.score ?? 0);
      }
    return sums;
  };

  const rows = attempts.map(({ a, firstName, lastName, email }) => {
    const r = ranks.get(a.id);
    if (!r) throw new Error("a submitted attempt has no rank");
    return {
      attempt_id: a.id,
      student: { userid: a.userId, name: `${firstName} ${lastName}`.trim(), email },
      score: a.score ?? 0,
      max_marks: a.maxMarks ?? 0,
      rank: r.rank,
      percentile: r.percentile,
      counts_for_rank: r.counting,
      time_taken_ms: (a.submittedAt?.getTime() ?? 0) - a.startedAt.getTime(),
      submitted_at: a.submittedAt?.getTime() ?? 0,
      status: a.pendingEvaluation ? "pending_evaluation" : "evaluated",
      auto_submitted: a.autoSubmitted,
      sections: sectionScore(a.id),
    };
  });
  rows.sort((x, y) => x.rank - y.rank || x.attempt_id - y.attempt_id);

  const sectionMax = exam.sections.map((_, s) =>
    paper.filter((q) => q.section === s).reduce((n, q) => n + q.marks, 0),
  );
  const sections = exam.sections.map((sec, s) => ({
    name: sec.name,
    max_marks: sectionMax[s] ?? 0,
    average: rows.length
      ? Math.round((rows.reduce((n, r) => n + (r.sections[s] ?? 0), 0) / rows.length) * 100) / 100
      : 0,
  }));

  const responses: ItemResponse[] = answers.map((ans) => ({
    attemptId: ans.attemptId,
    questionId: ans.questionId,
    selected: ans.selected,
    outcome: ans.outcome,
    timeSpentMs: ans.timeSpentMs,
  }));
  const items = itemStatistics(
    paper.map((q) => ({
      id: q.id,
      section: q.section,
      position: q.position,
      kind: q.kind,
      correct: q.correct,
      optionKeys: q.options.map((o) => o.key),
    })),
    responses,
    new Map(attempts.map(({ a }) => [a.id, a.score ?? 0])),
  ).map((s) => {
    const q = paper.find((p) => p.id === s.question_id);
    return {
      ...s,
      text: q?.text ?? "",
      kind: q?.kind ?? 1,
      correct: q?.correct ?? [],
      numeric: q?.numeric ?? null,
      /** The key as staff read it: options, a numerical value or range, or "written". */
      key_label: q ? keyLabel(q) : "",
    };
  });

  return {
    exam: { id: exam.id, title: exam.title, rank_by: rankBy, sections: exam.sections.map((s) => s.name) },
    attempts: rows,
    sections,
    items,
  };
}
