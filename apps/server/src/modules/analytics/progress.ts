import {
  PREDICTION_MOCKS,
  type Progress,
  type ProgressPoint,
  predictPercentileBand,
  rankFromCounts,
} from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { closeExpired } from "../attempts/service";
import { rows } from "./queries";

interface PointRow {
  attempt_id: number;
  exam_id: number;
  title: string;
  submitted_at: Date | string;
  score: number;
  max_marks: number;
  above: number;
  others: number;
  correct: number;
  attempted: number;
}

/**
 * A page of the student's submitted attempts, newest first, each with its rank and percentile among
 * the exam's other students (each by the exam's counting attempt: first, or best with the earliest on a
 * tie, as the review ranks) and its accuracy. One statement: the page's attempts, the other students'
 * counting attempts of just those exams (by the exam index), counts and accuracy aggregated in SQL.
 */
async function progressPage(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<ProgressPoint[]> {
  const found = await rows<PointRow>(
    db,
    sql`with mine as (
          select a.id, a.exam_id, a.submitted_at, coalesce(a.score, 0)::float8 as score,
            coalesce(a.max_marks, 0)::float8 as max_marks
          from exam_attempts a
          where a.user_id = ${userId} and a.submitted_at is not null
          order by a.submitted_at desc, a.id desc
          limit ${limit} offset ${offset}
        ), counting as (
          select distinct on (o.exam_id, coalesce(o.user_id, -o.id)) o.exam_id, coalesce(o.score, 0) as score
          from exam_attempts o
          join exams e on e.id = o.exam_id
          where o.exam_id in (select exam_id from mine) and o.submitted_at is not null
            and o.user_id is distinct from ${userId}
          order by o.exam_id, coalesce(o.user_id, -o.id),
            case when e.rank_by = 'best' then coalesce(o.score, 0) end desc nulls last, o.started_at, o.id
        )
        select m.id as attempt_id, m.exam_id, e.title, m.submitted_at, m.score, m.max_marks,
          (select count(*) from counting c where c.exam_id = m.exam_id and c.score > m.score)::int as above,
          (select count(*) from counting c where c.exam_id = m.exam_id)::int as others,
          acc.correct, acc.attempted
        from mine m
        join exams e on e.id = m.exam_id
        cross join lateral (
          select count(*) filter (where outcome = 'correct')::int as correct,
            count(*) filter (where outcome in ('correct', 'partial', 'wrong'))::int as attempted
          from attempt_answers where attempt_id = m.id
        ) acc
        order by m.submitted_at desc, m.id desc`,
  );
  return found.map((r) => {
    const of = r.others + 1;
    return {
      attemptId: r.attempt_id,
      examId: r.exam_id,
      title: r.title,
      submittedAt: new Date(r.submitted_at).getTime(),
      score: r.score,
      maxMarks: r.max_marks,
      ...rankFromCounts(r.above, of),
      of,
      accuracy: r.attempted === 0 ? 0 : Math.round((r.correct / r.attempted) * 10_000) / 100,
    };
  });
}

/** "My progress": a page of the student's mocks and the predicted percentile band from the latest ones. */
export async function myProgress(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Progress> {
  await closeExpired(db, Date.now(), userId);
  const offset = (page - 1) * pageSize;
  const [items, [total]] = await Promise.all([
    progressPage(db, userId, pageSize, offset),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from exam_attempts where user_id = ${userId} and submitted_at is not null`,
    ),
  ]);
  // The band always reads the latest mocks, whichever page is asked for; a few extra rows cover
  // mocks with too small a cohort, which the band skips.
  const latest =
    page === 1 && pageSize >= PREDICTION_MOCKS * 2
      ? items
      : await progressPage(db, userId, PREDICTION_MOCKS * 2, 0);
  return { items, total: total?.n ?? 0, page, pageSize, prediction: predictPercentileBand(latest) };
}
