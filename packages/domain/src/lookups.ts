// Fixed id/label lists used by the question bank (spec section 3).
export interface LookupItem {
  id: number;
  label: string;
}

export const DIFFICULTIES: readonly LookupItem[] = Object.freeze([
  { id: 1, label: "Easy" },
  { id: 2, label: "Medium" },
  { id: 3, label: "Hard" },
  { id: 4, label: "Very Hard" },
]);

export const ANSWER_TYPES: readonly LookupItem[] = Object.freeze([
  { id: 1, label: "Single Select" },
  { id: 2, label: "Multi Select" },
  { id: 3, label: "Numerical" },
]);

export const QUESTION_KINDS: readonly LookupItem[] = Object.freeze([
  { id: 1, label: "Objective" },
  { id: 2, label: "Subjective" },
]);

export const ANSWER_LENGTHS: readonly LookupItem[] = Object.freeze([
  { id: 1, label: "Very Short Question" },
  { id: 2, label: "Short Question" },
  { id: 3, label: "Long Question" },
]);

export function lookupLabel(list: readonly LookupItem[], id: number): string | undefined {
  return list.find((item) => item.id === id)?.label;
}
