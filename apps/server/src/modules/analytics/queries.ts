import type { AnswerOutcome, QuestionTiming } from "@medhavi/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** Rows of a raw query, the same on PGlite and node-postgres (numbers cast in SQL: numeric and bigint come back as text). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PaperAnswerRow {
  question_id: number;
  section: number;
  position: number;
  kind: number;
  subject: string;
  topic: string;
  max_marks: number;
  outcome: AnswerOutcome | null;
  score: number | null;
  time_ms: number;
  marked: boolean;
}

/** The exam's paper in order with the attempt's answer to each question (one statement, by the keys). */
export function paperWithAnswers(db: DbOrTx, examId: number, attemptId: number) {
  return rows<PaperAnswerRow>(
    db,
    sql`select eq.question_id, eq.section, eq.position, q.kind, q.subject, q.topic,
          eq.marks::float8 as max_marks, a.outcome, a.score::float8 as score,
          coalesce(a.time_spent_ms, 0)::int as time_ms, coalesce(a.marked, false) as marked
        from exam_questions eq
        join questions q on q.id = eq.question_id
        left join attempt_answers a on a.attempt_id = ${attemptId} and a.question_id = eq.question_id
        where eq.exam_id = ${examId}
        order by eq.section, eq.position`,
  );
}

/**
 * Per question: the median time of the exam's students who answered it, and the median of the top 10 %
 * by score (those at or above the 90th percentile; the top scorers always, so a small exam has one). Each student counts once, by their first submitted attempt (a re-sit is faster because the
 * paper is known); a visitor's demo attempt is its own student. Aggregated in the database.
 */
export async function questionTimings(
  db: DbOrTx,
  examId: number,
): Promise<{ cohort: number; timings: QuestionTiming[] }> {
  const found = await rows<{
    question_id: number | null;
    median_ms: number | null;
    top_ms: number | null;
    answered_by: number;
    cohort: number;
  }>(
    db,
    sql`with firsts as (
          select distinct on (coalesce(user_id, -id)) id, score
          from exam_attempts
          where exam_id = ${examId} and submitted_at is not null
          order by coalesce(user_id, -id), started_at, id
        ), ranked as (
          select id, count(*) over () as n,
            rank() over (order by coalesce(score, 0) desc) as place,
            cume_dist() over (order by coalesce(score, 0) desc) as share
          from firsts
        )
        select a.question_id,
          percentile_cont(0.5) within group (order by a.time_spent_ms)::float8 as median_ms,
          (percentile_cont(0.5) within group (order by a.time_spent_ms) filter (where r.share <= 0.1 or r.place = 1))::float8 as top_ms,
          count(*)::int as answered_by,
          max(r.n)::int as cohort
        from ranked r
        join attempt_answers a on a.attempt_id = r.id and a.outcome in ('correct', 'partial', 'wrong')
        group by a.question_id`,
  );
  const [size] = await rows<{ n: number }>(
    db,
    sql`select count(distinct coalesce(user_id, -id))::int as n from exam_attempts
        where exam_id = ${examId} and submitted_at is not null`,
  );
  return {
    cohort: size?.n ?? 0,
    timings: found.flatMap((t) =>
      t.question_id === null
        ? []
        : [
            {
              questionId: t.question_id,
              medianMs: t.median_ms === null ? null : Math.round(t.median_ms),
              topMs: t.top_ms === null ? null : Math.round(t.top_ms),
              answeredBy: t.answered_by,
            },
          ],
    ),
  };
}
