import type { AttemptQuestion } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, exams } from "../../db/schema";
import { shownRich } from "../../platform/math";
import { examPaper, examSummary, forCandidate, type PaperQuestion } from "./queries";

/** An exam's question paper as built once for a version of the exam, shared by every student who sits it. */
export interface Paper {
  version: number;
  /** With answers and solutions: for grading and review. */
  questions: readonly PaperQuestion[];
  /**
   * What the test screen sees, as the JSON sent in Start's reply: no answers; text and options sanitised and
   * typeset (`onScreen`). Serialised once: typeset, the seeded 15-question paper is 118 KB, and a start
   * storm sends those same bytes to every student.
   */
  candidateJson: Buffer;
  /** The questions by id: a save checks its answer against one. */
  byId: ReadonlyMap<number, PaperQuestion>;
  /** The exam's sections (their time limits decide which one takes answers). */
  sections: Readonly<ReturnType<typeof examSummary>["sections"]>;
}

// Exams a server holds papers for at once; an exam day has a handful, so this only bounds a long life.
const MAX_EXAMS = 256;
const papers = new Map<number, Promise<Paper>>();
const versions = new Map<number, number>();
/** The papers whose build has finished, for callers that must not wait for one in flight. */
const ready = new Map<number, Paper>();

/**
 * The question paper of `exam`, from memory when it was built for this version of the exam or a newer one.
 * `paper_version` is bumped by triggers whenever the exam, its question list or one of its questions
 * changes, and the paper is read after the version it is filed under, so what is served is never older
 * than the caller's exam row: no timer, no invalidation message. Concurrent callers (a start storm) share
 * one build. Inside a transaction use `paperInTransaction`.
 */
export function paperOf(db: DbOrTx, exam: { id: number; paperVersion: number }): Promise<Paper> {
  const held = papers.get(exam.id);
  if (held && (versions.get(exam.id) ?? 0) >= exam.paperVersion) return held;
  return file(exam, build(db, exam.id, exam.paperVersion));
}

/**
 * `paperOf` for a caller inside a transaction (grading): it takes a paper that is already built, but never
 * waits for a build in flight. On PGlite a build on the outer handle waits for the open transaction to
 * end, so a transaction waiting for that build would wait forever; it builds its own copy instead.
 */
export function paperInTransaction(tx: DbOrTx, exam: { id: number; paperVersion: number }): Promise<Paper> {
  const done = ready.get(exam.id);
  if (done && done.version >= exam.paperVersion) return Promise.resolve(done);
  return file(exam, build(tx, exam.id, exam.paperVersion));
}

/** Files a build as the exam's paper for its version (shared by later callers), unless a newer one is. */
function file(exam: { id: number; paperVersion: number }, built: Promise<Paper>): Promise<Paper> {
  if ((versions.get(exam.id) ?? 0) > exam.paperVersion) return built;
  papers.delete(exam.id); // re-inserted last: the oldest exam is evicted first
  papers.set(exam.id, built);
  versions.set(exam.id, exam.paperVersion);
  built.then(
    (paper) => {
      if (papers.get(exam.id) === built) ready.set(exam.id, paper);
    },
    // A failed build (a rolled-back transaction) must not stay as the exam's paper.
    () => {
      if (papers.get(exam.id) === built) {
        papers.delete(exam.id);
        versions.delete(exam.id);
        ready.delete(exam.id);
      }
    },
  );
  for (const oldest of papers.keys()) {
    if (papers.size <= MAX_EXAMS) break;
    papers.delete(oldest);
    versions.delete(oldest);
    ready.delete(oldest);
  }
  return built;
}

async function build(db: DbOrTx, examId: number, version: number): Promise<Paper> {
  paperStats.builds++;
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw new Error(`exam ${examId} is gone`);
  const questions = (await examPaper(db, examId)).map((q) => Object.freeze(q));
  return Object.freeze({
    version,
    questions: Object.freeze(questions),
    candidateJson: Buffer.from(JSON.stringify(questions.map((q) => onScreen(forCandidate(q))))),
    byId: new Map(questions.map((q) => [q.id, q])),
    sections: Object.freeze(examSummary(exam).sections),
  });
}

/** A question with its text and options (and their Hindi) sanitised and typeset: the screen shows them as they are. */
function onScreen(q: AttemptQuestion): AttemptQuestion {
  const options = (list: AttemptQuestion["options"]) =>
    list.map((o) => ({ key: o.key, text: shownRich(o.text) }));
  return {
    ...q,
    text: shownRich(q.text),
    options: options(q.options),
    hindi: q.hindi && { text: shownRich(q.hindi.text), options: options(q.hindi.options) },
  };
}

// An attempt never changes exam: which exam each attempt is of, learnt once per attempt and process.
const MAX_ATTEMPTS = 100_000;
const examOfAttempt = new Map<number, number>();

/** Notes the exam of a new attempt, so its first save need not look it up. */
export function rememberAttempt(attemptId: number, examId: number): void {
  if (examOfAttempt.size >= MAX_ATTEMPTS) examOfAttempt.clear();
  examOfAttempt.set(attemptId, examId);
}

/**
 * The paper an answer to `attemptId` is checked against before it is saved: the newest built for the
 * attempt's exam, whatever its version. The save statement confirms that version is the exam's current
 * one (else the caller takes the current paper with `paperOf` and checks again). Null when no such attempt.
 */
export async function paperForSave(
  db: DbOrTx,
  attemptId: number,
): Promise<{ examId: number; paper: Paper } | null> {
  let examId = examOfAttempt.get(attemptId);
  if (examId === undefined) {
    const [row] = await db
      .select({ examId: examAttempts.examId })
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId));
    if (!row) return null;
    examId = row.examId;
    rememberAttempt(attemptId, examId);
  }
  const built = ready.get(examId);
  if (built) return { examId, paper: built };
  const [exam] = await db
    .select({ paperVersion: exams.paperVersion })
    .from(exams)
    .where(eq(exams.id, examId));
  if (!exam) return null;
  return { examId, paper: await paperOf(db, { id: examId, paperVersion: exam.paperVersion }) };
}

/** For tests: how many papers were built since the last reset. */
export const paperStats = { builds: 0 };
