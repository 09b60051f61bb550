import { describe, expect, it } from "vitest";
import {
  MIN_BAND_HALF_WIDTH,
  MIN_PREDICTION_COHORT,
  pickForPractice,
  practiceStartSchema,
  practiceSubmitSchema,
  predictPercentileBand,
} from "./progress";

const mock = (percentile: number, of = 100) => ({ percentile, of });

describe("predictPercentileBand", () => {
  it("says not enough data below three mocks", () => {
    const band = predictPercentileBand([mock(80), mock(82)]);
    expect(band).toMatchObject({ status: "not-enough-data", mocks: 2, needed: 3 });
  });
  it("ignores mocks ranked among too few students", () => {
    const band = predictPercentileBand([mock(80), mock(82), mock(99, MIN_PREDICTION_COHORT - 1)]);
    expect(band.status).toBe("not-enough-data");
  });
  it("never claims a band narrower than the floor, even for identical mocks", () => {
    const band = predictPercentileBand([mock(80), mock(80), mock(80)]);
    expect(band).toMatchObject({
      status: "band",
      low: 80 - MIN_BAND_HALF_WIDTH,
      high: 80 + MIN_BAND_HALF_WIDTH,
    });
  });
  it("widens with the spread and narrows with more mocks", () => {
    const three = predictPercentileBand([mock(60), mock(80), mock(70)]);
    const five = predictPercentileBand([mock(60), mock(80), mock(70), mock(60), mock(80)]);
    if (three.status !== "band" || five.status !== "band") throw new Error("expected bands");
    // n=3, s=10: 1.886 · 10 · √(4/3) ≈ 21.8
    expect(three.halfWidth).toBe(22);
    expect(three.low).toBe(48);
    expect(three.high).toBe(92);
    expect(five.halfWidth).toBeLessThan(three.halfWidth);
    expect(five.mocks).toBe(5);
  });
  it("uses only the latest five and clamps to 0-100", () => {
    const band = predictPercentileBand([mock(99), mock(98), mock(100), mock(97), mock(99), mock(5)]);
    if (band.status !== "band") throw new Error("expected a band");
    expect(band.mocks).toBe(5);
    expect(band.high).toBe(100);
    expect(band.low).toBeGreaterThan(90);
  });
});

describe("practice", () => {
  const SUBJECTIVE = 2;
  it("picks wrong and partly right answers, marked ones, and skipped ones only when asked", () => {
    const pick = (outcome: string, marked = false, kind = 1) =>
      pickForPractice({ outcome, marked, kind }, ["wrong", "marked"], SUBJECTIVE);
    expect(pick("wrong")).toBe(true);
    expect(pick("partial")).toBe(true);
    expect(pick("correct")).toBe(false);
    expect(pick("correct", true)).toBe(true);
    expect(pick("unanswered")).toBe(false);
    expect(pickForPractice({ outcome: "unanswered", marked: false, kind: 1 }, ["skipped"], SUBJECTIVE)).toBe(
      true,
    );
    expect(pick("wrong", true, SUBJECTIVE)).toBe(false);
  });
  it("validates the start and submit bodies", () => {
    expect(practiceStartSchema.parse({}).include).toEqual(["wrong", "marked"]);
    expect(practiceStartSchema.safeParse({ include: ["everything"] }).success).toBe(false);
    expect(practiceStartSchema.safeParse({ include: [] }).success).toBe(false);
    expect(practiceSubmitSchema.safeParse({ answers: [{ question_id: 1, selected: ["Z"] }] }).success).toBe(
      false,
    );
    expect(practiceSubmitSchema.parse({ answers: [{ question_id: 1, selected: ["A"] }] }).answers[0]).toEqual(
      {
        question_id: 1,
        selected: ["A"],
        text: "",
      },
    );
  });
});
