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
