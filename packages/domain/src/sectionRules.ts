import type { ExamInput, ExamSection } from "./exams";
import type { DropPolicy, ExamMarking } from "./grading";
import { type MarkingSchemeId, markingFor, partialCreditRule } from "./marking";

// Rules a section adds to the exam's (NTA papers): its own marking scheme, "attempt any N of M" and a
// time limit with locked switching. One place for the server (saves, grading) and the player.

type SectionRules = Pick<ExamSection, "marking_scheme" | "attempt_limit" | "time_limit_min"> & {
  name: string;
};

/** The scheme in force in a section: its own, else the exam's. */
export function sectionScheme(examScheme: MarkingSchemeId, section: Partial<SectionRules> | undefined) {
  return section?.marking_scheme ?? examScheme;
}

/** Marks of one question in its section, as stored on the exam item (custom schemes keep the question's). */
export function itemMarking(
  examScheme: MarkingSchemeId,
  section: Partial<SectionRules> | undefined,
  question: { marks: number; negative_marks: number },
) {
  return markingFor(sectionScheme(examScheme, section), question);
}

/** How one item is graded: its stored marks, the section's partial-credit rule, and a drop if any. */
export function gradingMarking(
  exam: { marking_scheme: MarkingSchemeId; partial_credit: boolean },
  section: Partial<SectionRules> | undefined,
  item: { marks: number; negative_marks: number },
  dropped: DropPolicy | false = false,
): ExamMarking {
  return {
    marks: item.marks,
    negative_marks: item.negative_marks,
    partialCredit: partialCreditRule(sectionScheme(exam.marking_scheme, section), exam.partial_credit),
    dropped,
  };
}

/**
 * NTA refuses an answer beyond "attempt any N": the student must clear one first. `answeredOthers` is
 * how many other questions of the section hold an answer. Null when the answer may stand.
 */
export function attemptLimitRefusal(
  section: SectionRules | undefined,
  answeredOthers: number,
): string | null {
  const limit = section?.attempt_limit;
  if (limit == null || answeredOthers < limit) return null;
  return `${section?.name ?? "This section"}: answer any ${limit} questions only. Clear the response of another question of this section to answer this one.`;
}

export interface SectionWindow {
  index: number;
  opensAt: number;
  closesAt: number;
}

/**
 * When every section has a time limit, they run one after another from the start (each closes at its
 * limit, the last never after the attempt's deadline). Null when the paper has no section timing.
 */
export function sectionSchedule(
  sections: ReadonlyArray<Partial<SectionRules>>,
  startedAt: number,
  deadline: number,
): SectionWindow[] | null {
  if (sections.length === 0 || sections.some((s) => s.time_limit_min == null)) return null;
  let at = startedAt;
  return sections.map((s, index) => {
    const opensAt = at;
    at = Math.min(deadline, at + (s.time_limit_min ?? 0) * 60_000);
    return { index, opensAt, closesAt: at };
  });
}

/** The section open at `now` on a timed paper (null when all are over); every section on an untimed one. */
export function sectionOpen(schedule: SectionWindow[] | null, section: number, now: number): boolean {
  if (!schedule) return true;
  const w = schedule[section];
  return w !== undefined && now >= w.opensAt && now < w.closesAt;
}

// ---------------------------------------------------------------------------------------------------------
// Presets (exam settings): the published patterns of the national papers.

export interface ExamPreset {
  id: "jee_main" | "jee_main_2021" | "jee_advanced" | "neet_ug";
  label: string;
  settings: Pick<ExamInput, "duration_min" | "marking_scheme" | "partial_credit" | "sections">;
  /** Questions per section, for the composer's hint. */
  questions: number[];
}

const section = (
  name: string,
  marking_scheme: MarkingSchemeId,
  attempt_limit: number | null = null,
): ExamSection => ({ name, marking_scheme, attempt_limit, time_limit_min: null });

const perSubject = (subjects: string[], make: (s: string) => ExamSection[]) => subjects.flatMap(make);
const JEE_SUBJECTS = ["Physics", "Chemistry", "Mathematics"];

export const EXAM_PRESETS: readonly ExamPreset[] = [
  {
    // NTA, JEE Main 2025: Section B has 5 numericals, all compulsory, marked like Section A.
    id: "jee_main",
    label: "JEE Main 2025 (3 hours; Section A 20 MCQs, Section B 5 numericals, all +4/−1)",
    settings: {
      duration_min: 180,
      marking_scheme: "plus4minus1",
      partial_credit: false,
      sections: perSubject(JEE_SUBJECTS, (s) => [
        section(`${s} A`, "plus4minus1"),
        section(`${s} B`, "plus4minus1"),
      ]),
    },
    questions: [20, 5, 20, 5, 20, 5],
  },
  {
    id: "jee_main_2021",
    label: "JEE Main 2021–2024 (3 hours; Section A +4/−1, Section B numericals +4/0, any 5 of 10)",
    settings: {
      duration_min: 180,
      marking_scheme: "plus4minus1",
      partial_credit: false,
      sections: perSubject(JEE_SUBJECTS, (s) => [
        section(`${s} A`, "plus4minus1"),
        section(`${s} B`, "plus4zero", 5),
      ]),
    },
    questions: [20, 10, 20, 10, 20, 10],
  },
  {
    // JEE Advanced 2024, a paper: single-correct +3/−1, multi-correct +4 with partial credit and −2,
    // numericals +4/0, matching (one correct option) +3/−1.
    id: "jee_advanced",
    label:
      "JEE Advanced 2024 paper (3 hours; single-correct +3/−1, multi-correct with partial credit, numerical +4/0, matching +3/−1)",
    settings: {
      duration_min: 180,
      marking_scheme: "jeeadvanced",
      partial_credit: true,
      sections: perSubject(JEE_SUBJECTS, (s) => [
        section(`${s} 1: single correct`, "plus3minus1"),
        section(`${s} 2: multiple correct`, "jeeadvanced"),
        section(`${s} 3: numerical`, "plus4zero"),
        section(`${s} 4: matching`, "plus3minus1"),
      ]),
    },
    questions: [4, 3, 6, 4, 4, 3, 6, 4, 4, 3, 6, 4],
  },
  {
    id: "neet_ug",
    label: "NEET UG 2024 (3 hours 20 minutes; +4/−1, Section B any 10 of 15)",
    settings: {
      duration_min: 200,
      marking_scheme: "plus4minus1",
      partial_credit: false,
      sections: perSubject(["Physics", "Chemistry", "Botany", "Zoology"], (s) => [
        section(`${s} A`, "plus4minus1"),
        section(`${s} B`, "plus4minus1", 10),
      ]),
    },
    questions: [35, 15, 35, 15, 35, 15, 35, 15],
  },
];
