import type { AttemptQuestion } from "@medhavi/domain";
import type { DbOrTx } from "../../db/client";
import { examPaper, forCandidate, type PaperQuestion } from "./queries";

/** An exam's question paper as built once for a version of the exam, shared by every student who sits it. */
export interface Paper {
  version: number;
  /** With answers and solutions: for grading and review. */
  questions: readonly PaperQuestion[];
  /** What the test screen sees (no answers). */
  candidate: readonly AttemptQuestion[];
}

// Exams a server holds papers for at once; an exam day has a handful, so this only bounds a long life.
const MAX_EXAMS = 256;
const papers = new Map<number, Promise<Paper>>();
const versions = new Map<number, number>();

/**
 * The question paper of `exam`, from memory when it was built for this version of the exam or a newer one.
 * `paper_version` is bumped by triggers whenever the exam, its question list or one of its questions
 * changes, and the paper is read after the version it is filed under, so what is served is never older
 * than the caller's exam row: no timer, no invalidation message. Concurrent callers (a start storm) share
 * one build. `db` may be a transaction (grading), which then builds it on its own connection.
 */
export function paperOf(db: DbOrTx, exam: { id: number; paperVersion: number }): Promise<Paper> {
  const held = papers.get(exam.id);
  if (held && (versions.get(exam.id) ?? 0) >= exam.paperVersion) return held;
  const built = build(db, exam.id, exam.paperVersion);
  papers.delete(exam.id); // re-inserted last: the oldest exam is evicted first
  papers.set(exam.id, built);
  versions.set(exam.id, exam.paperVersion);
  // A failed build (a rolled-back transaction) must not stay as the exam's paper.
  built.catch(() => {
    if (papers.get(exam.id) === built) {
      papers.delete(exam.id);
      versions.delete(exam.id);
    }
  });
  for (const oldest of papers.keys()) {
    if (papers.size <= MAX_EXAMS) break;
    papers.delete(oldest);
    versions.delete(oldest);
  }
  return built;
}

async function build(db: DbOrTx, examId: number, version: number): Promise<Paper> {
  paperStats.builds++;
  const questions = (await examPaper(db, examId)).map((q) => Object.freeze(q));
  return Object.freeze({
    version,
    questions: Object.freeze(questions),
    candidate: Object.freeze(questions.map((q) => Object.freeze(forCandidate(q)))),
  });
}

/** For tests: how many papers were built since the last reset. */
export const paperStats = { builds: 0 };
