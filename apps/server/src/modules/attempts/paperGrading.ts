import { type DropPolicy, gradeAnswer, gradingMarking, type MarkingSchemeId } from "@medhavi/domain";
import type { AnswerRow, ExamRow, PaperQuestion } from "./queries";

/**
 * Grades every question of the paper by the domain rules: the item's marks, its section's scheme
 * (partial credit) and the final key (a dropped question earns full marks as the exam's policy says).
 */
export function gradePaper(
  exam: ExamRow,
  paper: readonly PaperQuestion[],
  answers: ReadonlyMap<number, AnswerRow>,
) {
  const rules = { marking_scheme: exam.markingScheme as MarkingSchemeId, partial_credit: exam.partialCredit };
  return paper.map((q) => {
    const answer = answers.get(q.id);
    const dropped = q.dropped ? (exam.dropPolicy as DropPolicy) : false;
    const marking = gradingMarking(rules, exam.sections[q.section], q, dropped);
    return { q, answer, result: gradeAnswer(q, marking, answer ?? null) };
  });
}
