import type { PartialCredit } from "./grading";

// Marking schemes of an exam (NTA's +4/−1 and others): plain values and rules shared by exam authoring
// (exams.ts, with its zod schemas) and the test player's instructions, which must not load zod.

export const MARKING_SCHEMES = [
  { id: "plus4minus1", label: "+4 / −1 (JEE Main, NEET)", marks: 4, negative: 1 },
  { id: "plus4zero", label: "+4 / 0 (JEE Main numericals)", marks: 4, negative: 0 },
  { id: "plus1zero", label: "+1 / 0", marks: 1, negative: 0 },
  { id: "plus3minus1", label: "+3 / −1 (JEE Advanced single-correct and matching)", marks: 3, negative: 1 },
  {
    id: "jeeadvanced",
    label: "+4 / −2, partial +1 per correct option (JEE Advanced)",
    marks: 4,
    negative: 2,
  },
  { id: "custom", label: "Custom", marks: null, negative: null },
] as const;

export type MarkingScheme = (typeof MARKING_SCHEMES)[number];
export type MarkingSchemeId = MarkingScheme["id"];

/** The scheme ids as a tuple for z.enum (kept equal to MARKING_SCHEMES by a test). */
export const MARKING_SCHEME_IDS = [
  "plus4minus1",
  "plus4zero",
  "plus1zero",
  "plus3minus1",
  "jeeadvanced",
  "custom",
] as const satisfies readonly MarkingSchemeId[];

export interface Marking {
  marks: number;
  negative_marks: number;
}

/** Marks of one question in an exam: the scheme's, or the question's own for "custom" (and unknown ids). */
export function markingFor(schemeId: MarkingSchemeId, question: Marking): Marking {
  const scheme = MARKING_SCHEMES.find((s) => s.id === schemeId);
  if (!scheme || scheme.marks === null || scheme.negative === null) {
    return { marks: question.marks, negative_marks: question.negative_marks };
  }
  return { marks: scheme.marks, negative_marks: scheme.negative };
}

/**
 * How multi-select answers earn partial credit in an exam: JEE Advanced's scheme always uses its own
 * published rule; any other scheme with partial credit on scales it to the question's marks.
 */
export function partialCreditRule(schemeId: string, partialCredit: boolean): PartialCredit {
  if (schemeId === "jeeadvanced") return "jee-advanced";
  return partialCredit ? "scaled" : false;
}
