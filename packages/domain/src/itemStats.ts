// Classical item analysis for staff (issue 12): how hard each question was, whether it told strong students
// from weak ones, how often each option was chosen, and questions that look mis-keyed.

/** One student's answer to one question, as the analysis needs it. */
export interface ItemResponse {
  attemptId: number;
  questionId: number;
  selected: readonly string[];
  outcome: string | null;
  timeSpentMs: number;
}

export interface ItemQuestion {
  id: number;
  section: number;
  position: number;
  kind: number;
  correct: readonly string[];
  optionKeys: readonly string[];
}

export interface ItemStatistics {
  question_id: number;
  section: number;
  position: number;
  /** Attempts that were shown this question (every submitted attempt). */
  responses: number;
  answered: number;
  /** Share of attempts answering fully correctly, 0..1 (higher = easier). */
  facility: number;
  /** Facility among the top 27 % minus facility among the bottom 27 % by total score, -1..1. */
  discrimination: number | null;
  /** How many attempts chose each option. */
  options: Record<string, number>;
  average_time_ms: number;
  /** High scorers favour a "wrong" option over the key, or strong students do worse than weak ones. */
  possibly_miskeyed: boolean;
  miskey_reason: string | null;
}

/** The share of each end of the score ranking compared for discrimination (Kelley's 27 %). */
export const GROUP_SHARE = 0.27;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Item statistics for an exam's objective questions. `scores` maps attempt id to total score; the upper and
 * lower groups are its top and bottom 27 % (at least one attempt each once there are two attempts).
 */
export function itemStatistics(
  questions: readonly ItemQuestion[],
  responses: readonly ItemResponse[],
  scores: ReadonlyMap<number, number>,
): ItemStatistics[] {
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const groupSize = ranked.length >= 2 ? Math.max(1, Math.round(ranked.length * GROUP_SHARE)) : 0;
  const upper = new Set(ranked.slice(0, groupSize));
  const lower = new Set(ranked.slice(ranked.length - groupSize));
  const byQuestion = new Map<number, ItemResponse[]>();
  for (const r of responses) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);

  return questions.map((q) => {
    const mine = (byQuestion.get(q.id) ?? []).filter((r) => scores.has(r.attemptId));
    const total = scores.size;
    const correct = (r: ItemResponse) => r.outcome === "correct";
    const options = Object.fromEntries(q.optionKeys.map((k) => [k, 0])) as Record<string, number>;
    for (const r of mine) for (const key of r.selected) options[key] = (options[key] ?? 0) + 1;
    const facilityIn = (group: ReadonlySet<number>) =>
      group.size === 0 ? 0 : mine.filter((r) => group.has(r.attemptId) && correct(r)).length / group.size;
    const discrimination = groupSize > 0 ? round3(facilityIn(upper) - facilityIn(lower)) : null;
    const answered = mine.filter((r) => r.selected.length > 0 || r.outcome === "pending").length;

    let miskeyReason: string | null = null;
    if (q.kind === 1 && groupSize > 0) {
      const upperChoices: Record<string, number> = {};
      for (const r of mine)
        if (upper.has(r.attemptId)) for (const k of r.selected) upperChoices[k] = (upperChoices[k] ?? 0) + 1;
      const keyCount = Math.max(0, ...q.correct.map((k) => upperChoices[k] ?? 0));
      const rival = Object.entries(upperChoices)
        .filter(([k]) => !q.correct.includes(k))
        .sort((a, b) => b[1] - a[1])[0];
      if (rival && rival[1] > keyCount)
        miskeyReason = `High scorers chose ${rival[0]} more often than the key (${q.correct.join(", ")}).`;
      else if (discrimination !== null && discrimination < 0)
        miskeyReason = "Low scorers answered it correctly more often than high scorers.";
    }
    return {
      question_id: q.id,
      section: q.section,
      position: q.position,
      responses: total,
      answered,
      facility: total === 0 ? 0 : round3(mine.filter(correct).length / total),
      discrimination,
      options,
      average_time_ms:
        mine.length === 0 ? 0 : Math.round(mine.reduce((s, r) => s + r.timeSpentMs, 0) / mine.length),
      possibly_miskeyed: miskeyReason !== null,
      miskey_reason: miskeyReason,
    };
  });
}
