import { ACADEMY_TIME_ZONE, addDays, addMonths } from "./academyCalendar";
import { FREE_TRIAL_DAYS } from "./constants";
import { MESSAGES } from "./messages";
import { alreadyRenewedMessage, renewalText } from "./plans";

// Subscription types, end dates, expiry and how the app greets a user about them (spec section 4).
export const SUBSCRIPTION_TYPES = ["Free", "Monthly", "Half Yearly", "Yearly", "Free_3_months"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Calendar months of each type; every other type (including "Free") gets the 15-day trial. */
const MONTHS_BY_TYPE: Readonly<Record<string, number>> = {
  Monthly: 1,
  "Half Yearly": 6,
  Yearly: 12,
  Free_3_months: 3,
};

export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return typeof value === "string" && (SUBSCRIPTION_TYPES as readonly string[]).includes(value);
}

/**
 * End of a subscription of `type` started at `from`, counted on the academy's calendar (IST by default):
 * a Half Yearly plan bought at any hour of 1 Mar 2027 in India ends on 1 Sep 2027 at the same hour.
 */
export function subscriptionEndDate(type: string, from: Date | number, timeZone = ACADEMY_TIME_ZONE): Date {
  const start = from instanceof Date ? from : new Date(from);
  if (Number.isNaN(start.getTime())) throw new RangeError("subscriptionEndDate: invalid start date");
  const months = Object.hasOwn(MONTHS_BY_TYPE, type) ? MONTHS_BY_TYPE[type] : undefined;
  if (months !== undefined) return addMonths(start, months, timeZone);
  return addDays(start, FREE_TRIAL_DAYS, timeZone);
}

export interface SubscriberInfo {
  course_id?: number | string | null;
  subscription?: string | null;
  subscription_end?: number | null;
  /** When a renewal is already booked after the live plan: its end. */
  renewed_until?: number | null;
}

/** Course ids may arrive as numeric strings from storage; anything that is not a positive integer is "no course". */
export function normaliseCourseId(value: unknown): number | null {
  // Only plain decimal digits for strings: Number() would also accept "0x1f", "1e3" or "".
  if (typeof value === "string" && !/^\s*\d+\s*$/.test(value)) return null;
  if (typeof value !== "number" && typeof value !== "string") return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function hasSubscription(user: SubscriberInfo): boolean {
  return typeof user.subscription === "string" && user.subscription.trim() !== "";
}

/** A user with neither a course nor a subscription has never subscribed. */
function hasNeverSubscribed(user: SubscriberInfo): boolean {
  return normaliseCourseId(user.course_id) === null && !hasSubscription(user);
}

/** Expired when there is no user, no (or zero) end date, or the end date is before `now`; ending exactly now still counts. */
export function isExpired(user: SubscriberInfo | null | undefined, now = Date.now()): boolean {
  if (!user) return true;
  const end = user.subscription_end;
  if (typeof end !== "number" || !Number.isFinite(end) || end === 0) return true;
  return end < now;
}

/** A live paid plan: such a student may not start a trial; buying another plan follows `decidePurchase`. */
export function hasPremiumAccess(user: SubscriberInfo | null | undefined, now = Date.now()): boolean {
  return !isExpired(user, now) && typeof user?.subscription === "string" && user.subscription !== "Free";
}

/** The free trial is for a student who never had one and has no live subscription. */
export function mayStartTrial(
  user: SubscriberInfo | null | undefined,
  hadTrial: boolean,
  now = Date.now(),
): boolean {
  return !hadTrial && isExpired(user, now);
}

/**
 * Text of the floating subscription button, or null for no button. Checks run in this order:
 * no user, never subscribed, expired, Free plan. "Never subscribed" goes before "expired" because such
 * a user also has no end date; a user with a course whose plan lapsed sees "Subscription expired",
 * and an expired Free plan shows as expired rather than as an upgrade.
 */
export function subscriptionPromptText(
  user: SubscriberInfo | null | undefined,
  now = Date.now(),
): string | null {
  if (!user) return MESSAGES.PROMPT_NO_USER;
  if (hasNeverSubscribed(user)) return MESSAGES.PROMPT_NO_COURSE;
  if (isExpired(user, now)) return MESSAGES.PROMPT_EXPIRED;
  if (user.subscription === "Free") return MESSAGES.PROMPT_FREE;
  return null;
}

export type SubscriptionScreenOpening =
  | { kind: "login" }
  | { kind: "choose" }
  | {
      kind: "expired";
      severity: "error";
      title: string;
      detail: string;
      preselectCourseId: number | null;
      hideBack: true;
      disableFreePlan: true;
    }
  | {
      kind: "upgrade";
      severity: "info";
      title: string;
      preselectCourseId: number | null;
      hideBack: true;
      disableFreePlan: true;
    }
  | {
      /** A live paid plan: the screen offers its course's plans as a renewal starting when it ends. */
      kind: "renew";
      severity: "info";
      title: string;
      detail: string;
      preselectCourseId: number;
      /** When a renewal bought now would start: the live plan's end. */
      startsAt: number;
      hideBack: true;
      disableFreePlan: true;
    }
  | {
      kind: "already-subscribed";
      severity: "warning";
      title: string;
      redirectTo: "/profile";
      closePopup: true;
    };

export const RENEW_TITLE = "Your plan is live. Renew it for the same course:";

/**
 * What the subscription screen does when it opens; same order of checks as subscriptionPromptText.
 * A live paid plan opens its course's plans as a renewal (the plan rule of `decidePurchase`).
 */
export function subscriptionScreenOpening(
  user: SubscriberInfo | null | undefined,
  now = Date.now(),
): SubscriptionScreenOpening {
  if (!user) return { kind: "login" };
  if (hasNeverSubscribed(user)) return { kind: "choose" };
  const preselectCourseId = normaliseCourseId(user.course_id);
  if (isExpired(user, now)) {
    return {
      kind: "expired",
      severity: "error",
      title: MESSAGES.SUBSCRIPTION_EXPIRED_TITLE,
      detail: MESSAGES.SUBSCRIPTION_EXPIRED_DETAIL,
      preselectCourseId,
      hideBack: true,
      disableFreePlan: true,
    };
  }
  if (user.subscription === "Free") {
    return {
      kind: "upgrade",
      severity: "info",
      title: MESSAGES.GO_PREMIUM,
      preselectCourseId,
      hideBack: true,
      disableFreePlan: true,
    };
  }
  const endsAt = user.subscription_end;
  // One renewal booked ahead at most (decidePurchase): with one booked there is nothing to buy yet.
  if (typeof endsAt === "number" && typeof user.renewed_until === "number" && user.renewed_until > endsAt) {
    return {
      kind: "already-subscribed",
      severity: "warning",
      title: alreadyRenewedMessage(user.renewed_until),
      redirectTo: "/profile",
      closePopup: true,
    };
  }
  if (preselectCourseId !== null && typeof endsAt === "number") {
    return {
      kind: "renew",
      severity: "info",
      title: RENEW_TITLE,
      detail: renewalText(endsAt),
      preselectCourseId,
      startsAt: endsAt,
      hideBack: true,
      disableFreePlan: true,
    };
  }
  return {
    kind: "already-subscribed",
    severity: "warning",
    title: MESSAGES.ALREADY_SUBSCRIBED,
    redirectTo: "/profile",
    closePopup: true,
  };
}
