import { formatAcademyDate } from "./academyCalendar";
import { formatInr } from "./money";
import type { SubscriptionType } from "./subscriptions";

// The three plan cards of the subscription screen and their prices (spec sections 2 and 9).
export type PlanId = "trial" | "half-yearly" | "yearly";

export interface Plan {
  id: PlanId;
  title: string;
  subscription: SubscriptionType;
  free: boolean;
  features: readonly string[];
  discountText: string | null;
}

const PAID_FEATURES = [
  "Access to all courses",
  "On demand video",
  "Dedicated personal mentor",
  "Weekly and monthly exam",
] as const;

export const PLANS: readonly Plan[] = Object.freeze([
  {
    id: "trial",
    title: "15 Days Trial",
    subscription: "Free",
    free: true,
    features: ["Access to 2 courses", "Dedicated personal mentor"],
    discountText: null,
  },
  {
    id: "half-yearly",
    title: "Half Yearly",
    subscription: "Half Yearly",
    free: false,
    features: [...PAID_FEATURES, "5% discount on fee"],
    discountText: "5% discount on fee",
  },
  {
    id: "yearly",
    title: "Yearly",
    subscription: "Yearly",
    free: false,
    features: [...PAID_FEATURES, "20% discount on fee"],
    discountText: "20% discount on fee",
  },
]);

/** A plan cannot be priced, e.g. the course has no fee set; callers must not offer a ₹0 paid plan by mistake. */
export class PricingError extends Error {
  override name = "PricingError";
}

export interface PricedCourse {
  fee: number | null;
  quarterly_fee: number | null;
}

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function planBySubscription(subscription: string): Plan | undefined {
  return PLANS.find((plan) => plan.subscription === subscription);
}

/** Price in rupees: the trial is free, Half Yearly costs the course's quarterly_fee, Yearly its fee. */
export function planPrice(plan: Plan | PlanId, course: PricedCourse): number {
  const found = typeof plan === "string" ? planById(plan) : plan;
  if (!found) throw new PricingError(`Unknown plan "${String(plan)}"`);
  if (found.id === "trial") return 0;
  const field = found.id === "half-yearly" ? "quarterly_fee" : "fee";
  const price: unknown = course[field];
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) {
    throw new PricingError(`Course has no valid ${field} for the ${found.title} plan`);
  }
  return price;
}

/** Body of the "Are you sure?" confirmation: "Subscribe Yearly for ₹1,500". */
export function confirmSubscriptionText(planTitle: string, amount: number): string {
  return `Subscribe ${planTitle} for ${formatInr(amount)}`;
}

// Buying a paid plan while another plan is held (issues #10 and #21). Decided here, applied both when the
// order is opened and, again, when the payment is granted (orders opened earlier or at the same time).

/** Razorpay refuses orders under ₹1; so do we, before asking it. */
export const MIN_ORDER_PAISE = 100;

export const ORDER_BELOW_MINIMUM =
  "Online payments must be at least ₹1. Please contact the academy about this plan.";

/**
 * Order states follow Razorpay's: created → attempted (a payment failed; another may follow) → paid; then
 * refunded. Ours: closed, when the student opened another order (one waits for a payment at a time).
 */
export const ORDER_STATUSES = ["created", "attempted", "paid", "refunded", "closed"] as const;
/** The states of an order still waiting for a payment. */
export const OPEN_ORDER_STATUSES = ["created", "attempted"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A plan the student holds that has not ended early and has not run out (it may start later: a renewal). */
export interface HeldPlan {
  courseId: number;
  subscription: string;
  startsAt: number;
  endsAt: number;
}

export type PurchaseDecision =
  /** Starts now; a live trial (if any) ends now. */
  | { kind: "new"; startsAt: number }
  /** Same course as the live paid plan: starts the moment it ends. */
  | { kind: "renewal"; startsAt: number }
  | { kind: "refused"; message: string };

export const otherCourseLiveMessage = (endsAt: number, timeZone?: string) =>
  `You already have a paid plan for another course until ${formatAcademyDate(endsAt, timeZone)}. ` +
  "You can buy a plan for a different course after it ends.";

export const alreadyRenewedMessage = (endsAt: number, timeZone?: string) =>
  `Your plan is already renewed until ${formatAcademyDate(endsAt, timeZone)}. ` +
  "You can renew again once the renewal has started.";

/** "Renews your current plan: starts on 1 Sep 2027", for the plan view and the checkout. */
export const renewalText = (startsAt: number, timeZone?: string) =>
  `Renews your current plan: starts on ${formatAcademyDate(startsAt, timeZone)}`;

/**
 * The plan rule. While no paid plan is live (a trial does not count: paid replaces it) a paid plan starts
 * now. While a paid plan is live, a paid plan for the same course is a renewal that starts when the live
 * one ends (one renewal booked ahead at most), and a plan for another course is refused: a student studies
 * one course at a time, and two live plans would make one of them silently worthless.
 */
export function decidePurchase(
  held: readonly HeldPlan[],
  want: { courseId: number },
  now: number,
  timeZone?: string,
): PurchaseDecision {
  const paid = held
    .filter((h) => h.subscription !== "Free" && h.endsAt > now)
    .sort((a, b) => a.startsAt - b.startsAt);
  const live = paid[0];
  if (!live) return { kind: "new", startsAt: now };
  const last = paid[paid.length - 1] ?? live;
  if (paid.some((h) => h.courseId !== want.courseId))
    return { kind: "refused", message: otherCourseLiveMessage(last.endsAt, timeZone) };
  if (paid.length > 1) return { kind: "refused", message: alreadyRenewedMessage(last.endsAt, timeZone) };
  return { kind: "renewal", startsAt: live.endsAt };
}

/** A refund ends the plan only when the whole payment has come back; a partial refund is a discount. */
export const refundEndsPlan = (refundedPaise: number, amountPaise: number) => refundedPaise >= amountPaise;

/**
 * Razorpay's refund states: a refund is `pending` until the bank moves the money, then `processed`, or
 * `failed` (and the money stays with us). Only a processed refund is back with the student.
 */
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const isRefundStatus = (s: unknown): s is RefundStatus =>
  typeof s === "string" && (REFUND_STATUSES as readonly string[]).includes(s);

/** How staff and students read a refund's state: "Refund pending ₹500 (rfnd_…)". */
export const REFUND_LABEL: Record<RefundStatus, string> = {
  pending: "Refund pending",
  processed: "Refunded",
  failed: "Refund failed",
};

/** What has come back (processed) and what is on its way (pending) of a payment; failed refunds count nothing. */
export function refundTotals(refunds: readonly { amountPaise: number; status: RefundStatus }[]) {
  let processedPaise = 0;
  let pendingPaise = 0;
  for (const r of refunds) {
    if (r.status === "processed") processedPaise += r.amountPaise;
    else if (r.status === "pending") pendingPaise += r.amountPaise;
  }
  return { processedPaise, pendingPaise };
}

/** What a further refund may take: neither refunded nor already on its way back, so nothing goes back twice. */
export const refundablePaise = (amountPaise: number, refundedPaise: number, pendingPaise: number) =>
  Math.max(0, amountPaise - refundedPaise - pendingPaise);

/** Razorpay's `amount_refunded` counts refunds still pending too: only the rest is back with the student. */
export const processedOfReported = (amountRefundedPaise: number, pendingPaise: number) =>
  Math.max(0, amountRefundedPaise - pendingPaise);

/**
 * A refund's state only moves forward: pending → processed or failed, and a failure is final (Razorpay
 * reports it after the refund was created or processed). Null: the report changes nothing (a redelivery,
 * or an older state arriving late).
 */
export function nextRefundStatus(
  current: RefundStatus | undefined,
  reported: RefundStatus,
): RefundStatus | null {
  if (current === undefined) return reported;
  if (current === reported || current === "failed") return null;
  if (current === "processed") return reported === "failed" ? "failed" : null;
  return reported;
}
