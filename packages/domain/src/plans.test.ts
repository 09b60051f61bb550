import { describe, expect, it } from "vitest";
import {
  confirmSubscriptionText,
  PLANS,
  PricingError,
  planById,
  planBySubscription,
  planPrice,
} from "./plans";

const course = { fee: 12000, quarterly_fee: 7000 };

describe("PLANS", () => {
  it("lists trial, half yearly and yearly in that order", () => {
    expect(PLANS.map((p) => [p.id, p.title, p.subscription, p.free])).toEqual([
      ["trial", "15 Days Trial", "Free", true],
      ["half-yearly", "Half Yearly", "Half Yearly", false],
      ["yearly", "Yearly", "Yearly", false],
    ]);
  });

  it("describes each plan's features", () => {
    expect(PLANS[0]?.features).toEqual(["Access to 2 courses", "Dedicated personal mentor"]);
    expect(PLANS[1]?.features).toEqual([
      "Access to all courses",
      "On demand video",
      "Dedicated personal mentor",
      "Weekly and monthly exam",
      "5% discount on fee",
    ]);
    expect(PLANS[2]?.features).toEqual([
      "Access to all courses",
      "On demand video",
      "Dedicated personal mentor",
      "Weekly and monthly exam",
      "20% discount on fee",
    ]);
  });

  it("states the discount of paid plans only", () => {
    expect(PLANS.map((p) => p.discountText)).toEqual([null, "5% discount on fee", "20% discount on fee"]);
  });
});

describe("planPrice", () => {
  it("prices the trial at 0 even when the course has no fee", () => {
    expect(planPrice("trial", { fee: null, quarterly_fee: null })).toBe(0);
  });

  it("prices Half Yearly at the quarterly fee and Yearly at the fee", () => {
    expect(planPrice("half-yearly", course)).toBe(7000);
    expect(planPrice("yearly", course)).toBe(12000);
  });

  it("accepts a plan object", () => {
    expect(planPrice(PLANS[2]!, course)).toBe(12000);
  });

  it("allows a fee of zero", () => {
    expect(planPrice("yearly", { fee: 0, quarterly_fee: null })).toBe(0);
  });

  it.each([
    ["missing", null],
    ["negative", -1],
    ["not a number", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
  ])("throws PricingError when the needed fee is %s", (_label, bad) => {
    expect(() => planPrice("yearly", { fee: bad, quarterly_fee: 500 })).toThrow(PricingError);
    expect(() => planPrice("half-yearly", { fee: 500, quarterly_fee: bad })).toThrow(PricingError);
  });

  it("only needs the fee of the chosen plan", () => {
    expect(planPrice("yearly", { fee: 900, quarterly_fee: null })).toBe(900);
    expect(planPrice("half-yearly", { fee: null, quarterly_fee: 500 })).toBe(500);
  });

  it("throws PricingError for an unknown plan id", () => {
    expect(() => planPrice("monthly" as never, course)).toThrow(PricingError);
  });

  it("names the error so logs show what went wrong", () => {
    try {
      planPrice("yearly", { fee: null, quarterly_fee: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe("PricingError");
      expect((error as Error).message).toBe("Course has no valid fee for the Yearly plan");
    }
  });
});

describe("planBySubscription / planById", () => {
  it("maps subscription types to plans", () => {
    expect(planBySubscription("Free")?.id).toBe("trial");
    expect(planBySubscription("Half Yearly")?.id).toBe("half-yearly");
    expect(planBySubscription("Yearly")?.id).toBe("yearly");
  });

  it("has no plan card for other types", () => {
    expect(planBySubscription("Monthly")).toBeUndefined();
    expect(planBySubscription("Free_3_months")).toBeUndefined();
    expect(planBySubscription("yearly")).toBeUndefined();
    expect(planBySubscription("")).toBeUndefined();
  });

  it("finds plans by id", () => {
    expect(planById("yearly")?.title).toBe("Yearly");
    expect(planById("gold")).toBeUndefined();
  });
});

describe("confirmSubscriptionText", () => {
  it("formats the amount in rupees", () => {
    expect(confirmSubscriptionText("Yearly", 150000)).toBe("Subscribe Yearly for ₹1,50,000");
    expect(confirmSubscriptionText("Half Yearly", 999.5)).toBe("Subscribe Half Yearly for ₹999.50");
  });
});
