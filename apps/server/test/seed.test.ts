import { buildCourseTree, isGradable, publishProblems, subscribableUnder } from "@medhavi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "../src/db/schema";
import { listCourses } from "../src/modules/courses/service";
import { getExam, listExams } from "../src/modules/exams/service";
import { startTestApp } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("the seeded demo academy", () => {
  it("has a real question bank and valid, published exams", async () => {
    const db = t.app.platform.db;
    const bank = await db.select().from(questions);
    expect(bank.length).toBeGreaterThanOrEqual(60);
    expect(new Set(bank.map((q) => q.subject))).toEqual(
      new Set(["Physics", "Chemistry", "Mathematics", "Biology"]),
    );
    expect(new Set(bank.map((q) => q.difficulty))).toEqual(new Set([1, 2, 3, 4]));
    expect(bank.filter((q) => q.kind === 2).length).toBeGreaterThanOrEqual(8);
    expect(bank.filter((q) => q.answerType === 2).length).toBeGreaterThanOrEqual(8);
    expect(bank.filter((q) => q.text.includes("$")).length).toBeGreaterThanOrEqual(30);
    const list = await listExams(db, {}, 1, 100);
    const demo = list.items.filter((e) => e.is_demo);
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ status: "published", course_id: null });

    const tree = buildCourseTree(await listCourses(db));
    const under = (name: string) => subscribableUnder(tree.find((n) => n.name === name)!);
    const series = [...under("JEE"), ...under("NEET")];
    // A published mock per JEE and NEET course; JEE courses also have a JEE Main pattern mock (numericals).
    for (const course of series) {
      const published = list.items.filter((e) => e.course_id === course.id && e.status === "published");
      expect(published.length).toBeGreaterThanOrEqual(1);
    }
    expect(list.items.some((e) => e.title.includes("JEE Main Pattern Mock"))).toBe(true);
    for (const summary of list.items) {
      const exam = await getExam(db, summary.id);
      const items = exam.items.map((i) => ({ section: i.section, gradable: isGradable(i.question) }));
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(publishProblems(exam, items, Date.now())).toEqual([]);
    }
  });
});
