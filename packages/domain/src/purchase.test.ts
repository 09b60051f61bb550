import { describe, expect, it } from "vitest";
import {
  decidePurchase,
  type HeldPlan,
  isRefundStatus,
  MIN_ORDER_PAISE,
  nextRefundStatus,
  ORDER_STATUSES,
  processedOfReported,
  REFUND_LABEL,
  refundablePaise,
  refundEndsPlan,
  refundTotals,
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

  it("counts only processed refunds as money back; pending ones are on their way; failed ones nothing", () => {
    const refunds = [
      { amountPaise: 10_000, status: "processed" as const },
      { amountPaise: 20_000, status: "pending" as const },
      { amountPaise: 40_000, status: "failed" as const },
    ];
    expect(refundTotals(refunds)).toEqual({ processedPaise: 10_000, pendingPaise: 20_000 });
    expect(refundTotals([])).toEqual({ processedPaise: 0, pendingPaise: 0 });
    // A full refund still pending does not end the plan.
    expect(
      refundEndsPlan(refundTotals([{ amountPaise: 50_000, status: "pending" }]).processedPaise, 50_000),
    ).toBe(false);
  });

  it("leaves for a further refund only what is neither refunded nor pending (no double refund)", () => {
    expect(refundablePaise(100_000, 10_000, 20_000)).toBe(70_000);
    expect(refundablePaise(100_000, 0, 100_000)).toBe(0);
    expect(refundablePaise(100_000, 60_000, 60_000)).toBe(0);
  });

  it("reads Razorpay's amount_refunded without the refunds still pending", () => {
    expect(processedOfReported(50_000, 50_000)).toBe(0);
    expect(processedOfReported(80_000, 50_000)).toBe(30_000);
    expect(processedOfReported(10_000, 50_000)).toBe(0);
  });

  it("moves a refund's state only forward: pending to processed or failed, a failure final", () => {
    expect(nextRefundStatus(undefined, "pending")).toBe("pending");
    expect(nextRefundStatus(undefined, "processed")).toBe("processed");
    expect(nextRefundStatus("pending", "processed")).toBe("processed");
    expect(nextRefundStatus("pending", "failed")).toBe("failed");
    expect(nextRefundStatus("pending", "pending")).toBeNull();
    expect(nextRefundStatus("processed", "pending")).toBeNull();
    expect(nextRefundStatus("processed", "processed")).toBeNull();
    expect(nextRefundStatus("processed", "failed")).toBe("failed");
    expect(nextRefundStatus("failed", "processed")).toBeNull();
    expect(nextRefundStatus("failed", "pending")).toBeNull();
  });

  it("names refund states as staff and students read them", () => {
    expect(REFUND_LABEL).toEqual({
      pending: "Refund pending",
      processed: "Refunded",
      failed: "Refund failed",
    });
    expect(isRefundStatus("pending")).toBe(true);
    expect(isRefundStatus("created")).toBe(false);
  });
});
