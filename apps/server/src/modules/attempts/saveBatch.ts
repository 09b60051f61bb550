import { ANSWER_GRACE_MS } from "@medhavi/domain";
import type { Database } from "../../db/client";

/** One save as the statement takes it, already checked against the exam's paper in memory. */
export interface SaveRow {
  attemptId: number;
  /** Who may write to the attempt: staff, its student, or the demo visitor holding its secret. */
  staff: boolean;
  userId: number | null;
  tokenHash: string | null;
  /** The paper version the answer was checked against. */
  version: number;
  /** When the question's section opens and closes, in ms from the attempt's start (null: no section timing). */
  opensMs: number | null;
  closesMs: number | null;
  questionId: number;
  selected: readonly string[];
  text: string;
  marked: boolean;
  timeSpentMs: number;
  seq: number;
  /** The server's clock when the save arrived. */
  at: number;
}

/** `version`: the exam's paper version when the attempt is open to this taker, else null. */
export interface SaveResult {
  version: number | null;
  fits: boolean;
  applied: boolean;
}

/**
 * Saves many answers (of many students) in one statement: one round trip and one commit for all the
 * saves that arrived in one turn of the event loop, instead of one each. Per row:
 * - `open` reads the attempt only if the taker owns it and it is still open (not submitted, deadline plus
 *   grace not passed), and takes a FOR SHARE lock on it. Saves share that lock, so they never wait for
 *   each other on the attempt; the submission's claim (an UPDATE of the row) conflicts with it, so a save
 *   that locked first commits before the claim and is graded, and a save that comes after the claim waits,
 *   re-reads the row, sees the submission and writes nothing. No save updates the row, so there is no
 *   lock upgrade and two saves cannot deadlock on it.
 * - `fits` keeps it only if the exam's paper is still the version the answer was checked against and the
 *   question's section is open (with the grace after it closes).
 * - "attempt any N" is the trigger's (migration 0020): it counts with a fresh snapshot under a lock, so
 *   two saves racing into a full section cannot both pass.
 * - the upsert keeps the stored answer when its `seq` is not older (a replayed queue changes nothing).
 * - the time spent on the question is clamped to how long the attempt has run by the server's clock (from
 *   its start to the save or the deadline, whichever is first): a phone with a wrong clock cannot claim more.
 */
const SAVE_ANSWERS = `
with input as (
  select * from unnest($1::integer[], $2::boolean[], $3::integer[], $4::text[], $5::integer[], $6::bigint[],
      $7::bigint[], $8::integer[], $9::jsonb[], $10::text[], $11::boolean[], $12::integer[], $13::bigint[],
      $14::timestamptz[])
    with ordinality as i(attempt_id, staff, user_id, token_hash, version, opens_ms, closes_ms, question_id,
      selected, text, marked, time_spent_ms, seq, at, n)
), open as (
  select i.*, a.started_at, a.deadline, e.paper_version from input i
  join exam_attempts a on a.id = i.attempt_id
  join exams e on e.id = a.exam_id
  where (i.staff or a.user_id = i.user_id or a.token_hash = i.token_hash)
    and a.submitted_at is null
    and a.deadline >= i.at - interval '${ANSWER_GRACE_MS / 1000} seconds'
  for share of a
), fits as (
  select * from open
  where paper_version = version
    and (opens_ms is null or (at >= started_at + opens_ms * interval '1 millisecond'
      and at < started_at + closes_ms * interval '1 millisecond' + interval '${ANSWER_GRACE_MS / 1000} seconds'))
), stored as (
  insert into attempt_answers (attempt_id, question_id, selected, text, marked, time_spent_ms, seq, saved_at)
  select attempt_id, question_id, selected, text, marked,
    -- The browser's clock is not trusted: no question took longer than the attempt has run on ours.
    least(time_spent_ms, greatest(0, floor(extract(epoch from (least(at, deadline) - started_at)) * 1000))::integer),
    seq, at from fits
  on conflict (attempt_id, question_id) do update set
    selected = excluded.selected, text = excluded.text, marked = excluded.marked,
    time_spent_ms = excluded.time_spent_ms, seq = excluded.seq, saved_at = excluded.saved_at
  where attempt_answers.seq < excluded.seq
  returning attempt_id, question_id
)
select o.paper_version as version, f.n is not null as fits, s.attempt_id is not null as applied
from input i
left join open o on o.n = i.n
left join fits f on f.n = i.n
left join stored s on s.attempt_id = i.attempt_id and s.question_id = i.question_id
order by i.n`;

function statement(rows: readonly SaveRow[]) {
  const column = <T>(pick: (row: SaveRow) => T) => rows.map(pick);
  return {
    name: "save_answers",
    text: SAVE_ANSWERS,
    values: [
      column((r) => r.attemptId),
      column((r) => r.staff),
      column((r) => r.userId),
      column((r) => r.tokenHash),
      column((r) => r.version),
      column((r) => r.opensMs),
      column((r) => r.closesMs),
      column((r) => r.questionId),
      column((r) => JSON.stringify(r.selected)),
      column((r) => r.text),
      column((r) => r.marked),
      column((r) => r.timeSpentMs),
      column((r) => r.seq),
      column((r) => new Date(r.at).toISOString()),
    ],
  };
}

/** Saves in one statement at most: a bound on its size, not a wait (a batch never waits to fill). */
const MAX_BATCH = 200;

interface Waiting {
  row: SaveRow;
  resolve: (result: SaveResult) => void;
  reject: (err: unknown) => void;
}

type Autocommit = Pick<Database, "autocommit">;

/**
 * Group commit of answer saves: saves queue until the event loop has read the requests that arrived
 * with them, then go to the database together (several statements at once on PostgreSQL's pool). When a
 * statement fails (a save beyond "attempt any N", two saves of one question in one batch), each of its
 * saves is sent again on its own, so one save's error is never another's.
 */
export function saveBatcher(database: Autocommit): (row: SaveRow) => Promise<SaveResult> {
  let queue: Waiting[] = [];
  const run = async (batch: Waiting[]) => {
    let results: SaveResult[];
    try {
      results = (await database.autocommit<SaveResult>(statement(batch.map((w) => w.row)))).rows;
    } catch (err) {
      if (batch.length === 1) return batch[0]?.reject(err);
      for (const waiting of batch) void run([waiting]);
      return;
    }
    for (const [i, waiting] of batch.entries()) {
      const result = results[i];
      if (result) waiting.resolve(result);
      else waiting.reject(new Error("the save statement returned fewer rows than it was given"));
    }
  };
  const flush = () => {
    const taken = queue;
    queue = [];
    for (let i = 0; i < taken.length; i += MAX_BATCH) void run(taken.slice(i, i + MAX_BATCH));
  };
  return (row) =>
    new Promise<SaveResult>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ row, resolve, reject });
    });
}

const batchers = new WeakMap<Autocommit, (row: SaveRow) => Promise<SaveResult>>();

/** Saves `row` in the next batch of `database` (one batcher per connection pool or embedded database). */
export function batchedSave(database: Autocommit, row: SaveRow): Promise<SaveResult> {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = saveBatcher(database);
    batchers.set(database, batcher);
  }
  return batcher(row);
}
