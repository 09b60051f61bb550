import { questionInputSchema } from "@medhavi/domain";
import { describe, expect, it } from "vitest";
import { SEED_QUESTIONS, type SeedQuestion } from "../src/db/seed-questions";

const KEYS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
const ALLOWED_TAGS = new Set(["p", "strong", "em", "sub", "sup", "br"]);

/** Plain text for comparing options: tags removed, whitespace collapsed, lower-cased. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Every string of a question that may hold HTML and LaTeX. */
const strings = (q: SeedQuestion) => [
  q.text,
  q.model_answer,
  q.solution,
  q.topic,
  ...q.options.map((o) => o.text),
  q.hindi?.text ?? "",
  q.hindi?.solution ?? "",
  ...(q.hindi?.options ?? []).map((o) => o.text),
];

const label = (q: SeedQuestion) => `${q.subject} / ${q.topic}: ${plain(q.text).slice(0, 60)}`;

const count = (predicate: (q: SeedQuestion) => boolean) => SEED_QUESTIONS.filter(predicate).length;

/** The LaTeX between unescaped dollar signs: `$$a$$` and `$a$` both yield `a`. */
function mathSpans(s: string): string[] {
  return s
    .split(/(?<!\\)\$+/)
    .filter((_, i) => i % 2 === 1)
    .filter((span) => span.length > 0);
}

describe("seed question bank", () => {
  it("has the required number of questions per subject", () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(72);
    expect(count((q) => q.subject === "Physics")).toBeGreaterThanOrEqual(20);
    expect(count((q) => q.subject === "Chemistry")).toBeGreaterThanOrEqual(18);
    expect(count((q) => q.subject === "Mathematics")).toBeGreaterThanOrEqual(18);
    expect(count((q) => q.subject === "Biology")).toBeGreaterThanOrEqual(16);
  });

  it("represents every difficulty level", () => {
    for (const level of [1, 2, 3, 4] as const) {
      expect(
        count((q) => q.difficulty === level),
        `difficulty ${level}`,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it("has enough multi-select and subjective questions, spread over subjects and answer lengths", () => {
    expect(count((q) => q.kind === 1 && q.answer_type === 2)).toBeGreaterThanOrEqual(14);
    const subjective = SEED_QUESTIONS.filter((q) => q.kind === 2);
    expect(subjective.length).toBeGreaterThanOrEqual(10);
    expect(new Set(subjective.map((q) => q.subject)).size).toBe(4);
    expect(new Set(subjective.map((q) => q.answer_length))).toEqual(new Set([1, 2, 3]));
  });

  it("gives every question a subject, topic, text, solution and sensible marks", () => {
    for (const q of SEED_QUESTIONS) {
      const where = label(q);
      expect(["Physics", "Chemistry", "Mathematics", "Biology"], where).toContain(q.subject);
      expect(q.topic.trim(), where).not.toBe("");
      expect(plain(q.text), where).not.toBe("");
      expect(plain(q.solution), where).not.toBe("");
      expect(q.marks, where).toBeGreaterThan(0);
      expect(q.negative_marks, where).toBeGreaterThanOrEqual(0);
    }
  });

  it("has well-formed objective questions", () => {
    for (const q of SEED_QUESTIONS.filter((x) => x.kind === 1)) {
      const where = label(q);
      expect([1, 2], where).toContain(q.answer_type);
      expect(q.answer_length, where).toBeNull();
      expect(q.model_answer, where).toBe("");
      expect(q.options.length, where).toBeGreaterThanOrEqual(2);
      expect(q.options.length, where).toBeLessThanOrEqual(10);
      expect(
        q.options.map((o) => o.key),
        where,
      ).toEqual(KEYS.slice(0, q.options.length));
      const texts = q.options.map((o) => plain(o.text));
      expect(
        texts.every((t) => t !== ""),
        where,
      ).toBe(true);
      expect(new Set(texts).size, where).toBe(texts.length);
      const keys = q.options.map((o) => o.key as string);
      for (const key of q.correct) expect(keys, where).toContain(key);
      expect(new Set(q.correct).size, where).toBe(q.correct.length);
      if (q.answer_type === 1) expect(q.correct, where).toHaveLength(1);
      else expect(q.correct.length, where).toBeGreaterThanOrEqual(1);
    }
  });

  it("has bilingual questions in Physics, Chemistry and Biology that the bank's rules accept", () => {
    const bilingual = SEED_QUESTIONS.filter((q) => q.hindi !== null);
    for (const subject of ["Physics", "Chemistry", "Biology"]) {
      expect(bilingual.filter((q) => q.subject === subject).length, subject).toBeGreaterThanOrEqual(3);
    }
    for (const q of bilingual) {
      expect(questionInputSchema.safeParse({ ...q, course_id: null }).error?.issues ?? [], label(q)).toEqual(
        [],
      );
      // Devanagari in the question text itself, not only in the options.
      expect(q.hindi?.text, label(q)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("has well-formed subjective questions", () => {
    for (const q of SEED_QUESTIONS.filter((x) => x.kind === 2)) {
      const where = label(q);
      expect(q.answer_type, where).toBeNull();
      expect([1, 2, 3], where).toContain(q.answer_length);
      expect(plain(q.model_answer), where).not.toBe("");
      expect(q.options, where).toEqual([]);
      expect(q.correct, where).toEqual([]);
    }
  });

  it("balances every $-delimited math span and its braces", () => {
    for (const q of SEED_QUESTIONS) {
      for (const s of strings(q)) {
        const dollars = s.match(/(?<!\\)\$/g)?.length ?? 0;
        expect(dollars % 2, `${label(q)}: ${s}`).toBe(0);
        for (const span of mathSpans(s)) {
          let depth = 0;
          for (const m of span.matchAll(/(?<!\\)[{}]/g)) {
            depth += m[0] === "{" ? 1 : -1;
            expect(depth, `${label(q)}: $${span}$`).toBeGreaterThanOrEqual(0);
          }
          expect(depth, `${label(q)}: $${span}$`).toBe(0);
        }
      }
    }
  });

  it("uses only the simple HTML tags the editor supports", () => {
    for (const q of SEED_QUESTIONS) {
      for (const s of strings(q)) {
        for (const m of s.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
          expect(ALLOWED_TAGS.has(m[1]!.toLowerCase()), `${label(q)}: ${m[0]}`).toBe(true);
        }
      }
    }
  });

  it("writes most Physics, Chemistry and Mathematics questions with LaTeX", () => {
    for (const subject of ["Physics", "Chemistry", "Mathematics"] as const) {
      const questions = SEED_QUESTIONS.filter((q) => q.subject === subject);
      const withMath = questions.filter((q) => strings(q).some((s) => mathSpans(s).length > 0));
      expect(withMath.length / questions.length, subject).toBeGreaterThan(0.5);
    }
  });
});
