import { describe, expect, it } from "vitest";
import { addMonths, formatAcademyDate } from "./academyCalendar";
import { alreadyRenewedMessage } from "./plans";
import { subscriptionLabel } from "./subscriptionLabel";
import {
  hasPremiumAccess,
  isExpired,
  isSubscriptionType,
  mayStartTrial,
  normaliseCourseId,
  SUBSCRIPTION_TYPES,
  subscriptionEndDate,
  subscriptionPromptText,
  subscriptionScreenOpening,
} from "./subscriptions";

const utc = (iso: string) => new Date(`${iso}Z`);
const iso = (d: Date) => d.toISOString();

describe("SUBSCRIPTION_TYPES", () => {
  it("lists the five types", () => {
    expect(SUBSCRIPTION_TYPES).toEqual(["Free", "Monthly", "Half Yearly", "Yearly", "Free_3_months"]);
  });

  it("reads as people say them, never as stored names", () => {
    expect(SUBSCRIPTION_TYPES.map(subscriptionLabel)).toEqual([
      "15-day free trial",
      "Monthly",
      "Half Yearly",
      "Yearly",
      "Free 3 months",
    ]);
  });

  it("recognises only exact type names", () => {
    expect(isSubscriptionType("Half Yearly")).toBe(true);
    expect(isSubscriptionType("half yearly")).toBe(false);
    expect(isSubscriptionType(null)).toBe(false);
  });
});

describe("addMonths", () => {
  it.each([
    ["2025-01-15T10:20:30.456", 1, "2025-02-15T10:20:30.456Z"],
    ["2025-01-31T00:00:00.000", 1, "2025-02-28T00:00:00.000Z"],
    ["2024-01-31T00:00:00.000", 1, "2024-02-29T00:00:00.000Z"],
    ["2025-03-31T12:00:00.000", 1, "2025-04-30T12:00:00.000Z"],
    ["2025-08-31T08:00:00.000", 6, "2026-02-28T08:00:00.000Z"],
    ["2023-08-31T08:00:00.000", 6, "2024-02-29T08:00:00.000Z"],
    ["2028-02-29T23:59:59.999", 12, "2029-02-28T23:59:59.999Z"],
    ["2028-02-29T00:00:00.000", 48, "2032-02-29T00:00:00.000Z"],
    ["2025-12-15T00:00:00.000", 1, "2026-01-15T00:00:00.000Z"],
    ["2025-12-31T00:00:00.000", 2, "2026-02-28T00:00:00.000Z"],
    ["2025-11-30T00:00:00.000", 3, "2026-02-28T00:00:00.000Z"],
    ["2025-10-31T00:00:00.000", 3, "2026-01-31T00:00:00.000Z"],
    ["2025-05-20T00:00:00.000", 0, "2025-05-20T00:00:00.000Z"],
    ["2025-03-31T00:00:00.000", -1, "2025-02-28T00:00:00.000Z"],
    ["2025-01-10T00:00:00.000", -13, "2023-12-10T00:00:00.000Z"],
    ["2099-12-31T00:00:00.000", 25, "2102-01-31T00:00:00.000Z"],
  ])("%s + %d months = %s", (from, months, expected) => {
    expect(iso(addMonths(utc(from), months))).toBe(expected);
  });

  it("does not change its input", () => {
    const from = utc("2025-01-31T00:00:00.000");
    addMonths(from, 1);
    expect(iso(from)).toBe("2025-01-31T00:00:00.000Z");
  });

  it("works in UTC whatever the time of day, so a late-evening date in India is not shifted", () => {
    expect(iso(addMonths(utc("2025-01-31T23:30:00.000"), 1))).toBe("2025-02-28T23:30:00.000Z");
  });

  it("rejects an invalid date and fractional months", () => {
    expect(() => addMonths(new Date(Number.NaN), 1)).toThrow(RangeError);
    expect(() => addMonths(utc("2025-01-01T00:00:00.000"), 1.5)).toThrow(RangeError);
  });
});

describe("subscriptionEndDate", () => {
  const start = utc("2025-01-31T09:15:00.000");

  it.each([
    ["Monthly", "2025-02-28T09:15:00.000Z"],
    ["Half Yearly", "2025-07-31T09:15:00.000Z"],
    ["Yearly", "2026-01-31T09:15:00.000Z"],
    ["Free_3_months", "2025-04-30T09:15:00.000Z"],
    ["Free", "2025-02-15T09:15:00.000Z"],
    ["", "2025-02-15T09:15:00.000Z"],
    ["Lifetime", "2025-02-15T09:15:00.000Z"],
    ["monthly", "2025-02-15T09:15:00.000Z"],
    ["toString", "2025-02-15T09:15:00.000Z"],
    ["__proto__", "2025-02-15T09:15:00.000Z"],
  ])("%j ends at %s", (type, expected) => {
    expect(iso(subscriptionEndDate(type, start))).toBe(expected);
  });

  it("accepts a millisecond timestamp", () => {
    expect(iso(subscriptionEndDate("Yearly", start.getTime()))).toBe("2026-01-31T09:15:00.000Z");
  });

  it("gives exactly 15 days of milliseconds for the trial", () => {
    expect(subscriptionEndDate("Free", 0).getTime()).toBe(15 * 86_400_000);
  });

  it("rolls over the year from December", () => {
    expect(iso(subscriptionEndDate("Monthly", utc("2025-12-31T00:00:00.000")))).toBe(
      "2026-01-31T00:00:00.000Z",
    );
    expect(iso(subscriptionEndDate("Free", utc("2025-12-20T00:00:00.000")))).toBe("2026-01-04T00:00:00.000Z");
  });

  it("handles a leap day start", () => {
    expect(iso(subscriptionEndDate("Yearly", utc("2028-02-29T00:00:00.000")))).toBe(
      "2029-02-28T00:00:00.000Z",
    );
    expect(iso(subscriptionEndDate("Free", utc("2028-02-20T00:00:00.000")))).toBe("2028-03-06T00:00:00.000Z");
  });

  it("rejects an invalid start", () => {
    expect(() => subscriptionEndDate("Yearly", Number.NaN)).toThrow(RangeError);
    expect(() => subscriptionEndDate("Free", new Date("nope"))).toThrow(RangeError);
  });
});

describe("normaliseCourseId", () => {
  it.each([
    [7, 7],
    ["7", 7],
    [" 12 ", 12],
    [0, null],
    ["0", null],
    [-3, null],
    ["-3", null],
    [1.5, null],
    ["1.5", null],
    ["", null],
    ["abc", null],
    ["0x1f", null],
    ["1e3", null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [true, null],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseCourseId(input)).toBe(expected);
  });
});

const NOW = Date.UTC(2025, 5, 1);

describe("isExpired", () => {
  it("is expired without a user", () => {
    expect(isExpired(null, NOW)).toBe(true);
    expect(isExpired(undefined, NOW)).toBe(true);
  });

  it("is expired without a usable end date", () => {
    expect(isExpired({}, NOW)).toBe(true);
    expect(isExpired({ subscription_end: null }, NOW)).toBe(true);
    expect(isExpired({ subscription_end: 0 }, NOW)).toBe(true);
    expect(isExpired({ subscription_end: Number.NaN }, NOW)).toBe(true);
    expect(isExpired({ subscription_end: "99999999999999" as unknown as number }, NOW)).toBe(true);
  });

  it("is expired once the end date is in the past", () => {
    expect(isExpired({ subscription_end: NOW - 1 }, NOW)).toBe(true);
  });

  it("is still active when it ends exactly now or later", () => {
    expect(isExpired({ subscription_end: NOW }, NOW)).toBe(false);
    expect(isExpired({ subscription_end: NOW + 1 }, NOW)).toBe(false);
  });

  it("defaults now to the current time", () => {
    expect(isExpired({ subscription_end: Date.now() + 60_000 })).toBe(false);
    expect(isExpired({ subscription_end: Date.now() - 60_000 })).toBe(true);
  });
});

const active = NOW + 86_400_000;
const lapsed = NOW - 86_400_000;

describe("subscriptionPromptText", () => {
  it.each([
    ["no user", null, "Avail 15 Days Free Subscription"],
    ["an undefined user", undefined, "Avail 15 Days Free Subscription"],
    ["a user who never subscribed", {}, "Subscribe to get full access"],
    [
      "a user with empty course and subscription",
      { course_id: "", subscription: "" },
      "Subscribe to get full access",
    ],
    [
      "a user with course 0 and null subscription",
      { course_id: 0, subscription: null },
      "Subscribe to get full access",
    ],
    [
      "a course whose plan lapsed",
      { course_id: 3, subscription: "Yearly", subscription_end: lapsed },
      "Subscription expired",
    ],
    ["a course but no end date", { course_id: "3" }, "Subscription expired"],
    [
      "a subscription but no course, lapsed",
      { subscription: "Monthly", subscription_end: lapsed },
      "Subscription expired",
    ],
    [
      "an expired Free plan",
      { course_id: 3, subscription: "Free", subscription_end: lapsed },
      "Subscription expired",
    ],
    [
      "an active Free plan",
      { course_id: 3, subscription: "Free", subscription_end: active },
      "Go for premium to get full access",
    ],
    ["an active paid plan", { course_id: 3, subscription: "Yearly", subscription_end: active }, null],
    [
      "an active Free_3_months plan",
      { course_id: 3, subscription: "Free_3_months", subscription_end: active },
      null,
    ],
    ["a plan ending exactly now", { course_id: 3, subscription: "Monthly", subscription_end: NOW }, null],
  ])("for %s", (_label, user, expected) => {
    expect(subscriptionPromptText(user, NOW)).toBe(expected);
  });
});

describe("subscriptionScreenOpening", () => {
  it("asks to log in without a user", () => {
    expect(subscriptionScreenOpening(null, NOW)).toEqual({ kind: "login" });
  });

  it("lets a user who never subscribed choose", () => {
    expect(subscriptionScreenOpening({ course_id: null, subscription: null }, NOW)).toEqual({
      kind: "choose",
    });
  });

  it("shows the expiry error with the course preselected, normalising a string id", () => {
    expect(
      subscriptionScreenOpening({ course_id: "42", subscription: "Yearly", subscription_end: lapsed }, NOW),
    ).toEqual({
      kind: "expired",
      severity: "error",
      title: "Your subscription expired.",
      detail: "Please re-subscribe.",
      preselectCourseId: 42,
      hideBack: true,
      disableFreePlan: true,
    });
  });

  it("treats an expired Free plan as expired", () => {
    expect(
      subscriptionScreenOpening({ course_id: 5, subscription: "Free", subscription_end: lapsed }, NOW).kind,
    ).toBe("expired");
  });

  it("preselects nothing when the expired user has a subscription but no usable course", () => {
    const opening = subscriptionScreenOpening(
      { course_id: "abc", subscription: "Monthly", subscription_end: 0 },
      NOW,
    );
    expect(opening).toMatchObject({ kind: "expired", preselectCourseId: null });
  });

  it("offers the upgrade to an active Free user", () => {
    expect(
      subscriptionScreenOpening({ course_id: 8, subscription: "Free", subscription_end: active }, NOW),
    ).toEqual({
      kind: "upgrade",
      severity: "info",
      title: "Subscribe to premium to get full access.",
      preselectCourseId: 8,
      hideBack: true,
      disableFreePlan: true,
    });
  });

  it("offers an active paid subscriber a renewal of their course, starting when the plan ends", () => {
    expect(
      subscriptionScreenOpening({ course_id: 8, subscription: "Half Yearly", subscription_end: active }, NOW),
    ).toEqual({
      kind: "renew",
      severity: "info",
      title: "Your plan is live. Renew it for the same course:",
      detail: `Renews your current plan: starts on ${formatAcademyDate(active)}`,
      preselectCourseId: 8,
      startsAt: active,
      hideBack: true,
      disableFreePlan: true,
    });
  });

  it("with a renewal already booked there is nothing to buy: says until when, and sends to the profile", () => {
    const renewedUntil = active + 365 * 86_400_000;
    expect(
      subscriptionScreenOpening(
        { course_id: 8, subscription: "Yearly", subscription_end: active, renewed_until: renewedUntil },
        NOW,
      ),
    ).toEqual({
      kind: "already-subscribed",
      severity: "warning",
      title: alreadyRenewedMessage(renewedUntil),
      redirectTo: "/profile",
      closePopup: true,
    });
  });

  it("sends an active paid subscriber without a course to the profile", () => {
    expect(
      subscriptionScreenOpening({ course_id: null, subscription: "Yearly", subscription_end: active }, NOW),
    ).toEqual({
      kind: "already-subscribed",
      severity: "warning",
      title: "You already subscribed to a course.",
      redirectTo: "/profile",
      closePopup: true,
    });
  });

  it("treats a plan ending exactly now as active", () => {
    expect(
      subscriptionScreenOpening({ course_id: 8, subscription: "Yearly", subscription_end: NOW }, NOW).kind,
    ).toBe("renew");
  });
});

describe("purchase eligibility", () => {
  const now = Date.UTC(2026, 10, 22);
  const live = (subscription: string) => ({ course_id: 4, subscription, subscription_end: now + 1000 });
  const lapsed = (subscription: string) => ({ course_id: 4, subscription, subscription_end: now - 1000 });

  it("hasPremiumAccess is true only for a live paid plan", () => {
    expect(hasPremiumAccess(live("Yearly"), now)).toBe(true);
    expect(hasPremiumAccess(live("Half Yearly"), now)).toBe(true);
    expect(hasPremiumAccess(live("Free"), now)).toBe(false);
    expect(hasPremiumAccess(lapsed("Yearly"), now)).toBe(false);
    expect(hasPremiumAccess(null, now)).toBe(false);
    expect(hasPremiumAccess({ course_id: 4, subscription: null, subscription_end: now + 1000 }, now)).toBe(
      false,
    );
  });

  it("mayStartTrial needs no earlier trial and no live subscription", () => {
    expect(mayStartTrial(null, false, now)).toBe(true);
    expect(mayStartTrial(lapsed("Yearly"), false, now)).toBe(true);
    expect(mayStartTrial(lapsed("Free"), true, now)).toBe(false);
    expect(mayStartTrial(live("Yearly"), false, now)).toBe(false);
    expect(mayStartTrial(live("Free"), false, now)).toBe(false);
  });
});
