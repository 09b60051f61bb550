import { type RankBy, rankFromCounts } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

export interface AttemptRank {
  rank: number;
  percentile: number;
  /** Students ranked: every other student's counting attempt, plus this one. */
  of: number;
  /** This attempt or another student's counting one still waits for written-answer marks. */
  provisional: boolean;
  /** This is the attempt its student is ranked by (first started, or best as the exam says). */
  counting: boolean;
  /** Submitted attempts of this attempt's student at the exam (1 for a visitor's demo attempt). */
  attemptsUsed: number;
}

/**
 * Rank and percentile of submitted attempts at an exam among students, not attempts, computed by the
 * database with window functions in one pass (the rules of `studentRank` in packages/domain, which stays
 * the reference and is tested against this): each student is ranked by one counting attempt, the first
 * started or the best score (earliest on a tie); an attempt is compared with every *other* student's
 * counting attempt, so a student's own attempts never rank against each other; visitors' demo attempts
 * each stand alone. `above` counts the counting attempts that scored more (EXCLUDE GROUP drops the
 * attempt's peers) less the student's own counting attempt when that one scored more; the rank and
 * percentile then come from the counts as before (`rankFromCounts`). `attemptId` limits the answer to one.
 */
export async function rankAttempts(
  db: DbOrTx,
  examId: number,
  rankBy: RankBy,
  attemptId?: number,
): Promise<Map<number, AttemptRank>> {
  const counting =
    rankBy === "best" ? sql`coalesce(score, 0) desc, started_at, id` : sql.raw("started_at, id");
  const result = await db.execute(sql`
    select * from (
      select id, counting, attempts_used::int as attempts_used,
        (count(*) filter (where counting) over (order by score desc
           range between unbounded preceding and current row exclude group)
         - case when own_score > score then 1 else 0 end)::int as above,
        (count(*) filter (where counting) over ())::int as students,
        (pending or count(*) filter (where counting and pending) over ()
           > case when own_pending then 1 else 0 end) as provisional
      from (
        select *, first_value(score) over own as own_score, first_value(pending) over own as own_pending
        from (
          select id, coalesce(score, 0) as score, pending_evaluation as pending,
            coalesce(user_id, -id) as student,
            row_number() over (partition by coalesce(user_id, -id) order by ${counting}) = 1 as counting,
            count(*) over (partition by coalesce(user_id, -id)) as attempts_used
          from exam_attempts
          where exam_id = ${examId} and submitted_at is not null
        ) submitted
        window own as (partition by student order by not counting)
      ) with_own
    ) ranked
    where ${attemptId ?? null}::integer is null or id = ${attemptId ?? null}::integer`);
  const rows = (result as unknown as { rows: RankRow[] }).rows;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...rankFromCounts(r.above, r.students),
        of: r.students,
        provisional: r.provisional,
        counting: r.counting,
        attemptsUsed: r.attempts_used,
      },
    ]),
  );
}

interface RankRow {
  id: number;
  counting: boolean;
  attempts_used: number;
  above: number;
  students: number;
  provisional: boolean;
}
