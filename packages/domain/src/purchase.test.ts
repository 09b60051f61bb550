import { describe, expect, it } from "vitest";
import {
  decidePurchase,
  type HeldPlan,
  MIN_ORDER_PAISE,
  ORDER_STATUSES,
  refundEndsPlan,
  renewalText,
} from "./plans";

const ist = (local: string) => new Date(`${local}+05:30`).getTime();
const now = ist("2027-03-01T10:00:00");
const yearly = (courseId: number, startsAt: number, endsAt: number): HeldPlan => ({
  courseId,
  subscription: "Yearly",
  startsAt,
  endsAt,
});

describe("decidePurchase: the plan rule (issue #21 item 1, issue #10 item 4)", () => {
  it("starts a paid plan now when nothing paid is live, also over a live trial or an expired plan", () => {
    expect(decidePurchase([], { courseId: 1 }, now)).toEqual({ kind: "new", startsAt: now });
    const trial: HeldPlan = { courseId: 2, subscription: "Free", startsAt: now - 1000, endsAt: now + 1000 };
    expect(decidePurchase([trial], { courseId: 1 }, now)).toEqual({ kind: "new", startsAt: now });
    const expired = yearly(2, ist("2026-01-01T00:00:00"), ist("2027-01-01T00:00:00"));
    expect(decidePurchase([expired], { courseId: 1 }, now)).toEqual({ kind: "new", startsAt: now });
  });

  it("renews the same course: the new plan starts when the live one ends", () => {
    const end = ist("2027-09-01T06:00:00");
    const decision = decidePurchase([yearly(1, now - 1000, end)], { courseId: 1 }, now);
    expect(decision).toEqual({ kind: "renewal", startsAt: end });
    expect(renewalText(end)).toBe("Renews your current plan: starts on 1 Sep 2027");
  });

  it("refuses another course while a paid plan is live, naming the end date", () => {
    const decision = decidePurchase(
      [yearly(1, now - 1000, ist("2027-09-01T06:00:00"))],
      { courseId: 2 },
      now,
    );
    expect(decision).toEqual({
      kind: "refused",
      message:
        "You already have a paid plan for another course until 1 Sep 2027. You can buy a plan for a different course after it ends.",
    });
  });

  it("books one renewal ahead at most", () => {
    const first = yearly(1, now - 1000, ist("2027-09-01T06:00:00"));
    const renewal = yearly(1, first.endsAt, ist("2028-09-01T06:00:00"));
    expect(decidePurchase([renewal, first], { courseId: 1 }, now)).toEqual({
      kind: "refused",
      message:
        "Your plan is already renewed until 1 Sep 2028. You can renew again once the renewal has started.",
    });
  });
});

describe("orders and refunds", () => {
  it("states Razorpay's order states and its ₹1 minimum", () => {
    expect(ORDER_STATUSES).toEqual(["created", "attempted", "paid", "refunded", "closed"]);
    expect(MIN_ORDER_PAISE).toBe(100);
  });

  it("ends the plan only on a full refund", () => {
    expect(refundEndsPlan(1_499_900, 1_499_900)).toBe(true);
    expect(refundEndsPlan(50_000, 1_499_900)).toBe(false);
  });
});
