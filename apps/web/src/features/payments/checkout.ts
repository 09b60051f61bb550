import {
  type CourseNode,
  MESSAGES,
  type PaymentCallback,
  type PaymentOrderRequest,
  type Plan,
  paymentCallbackSchema,
  planPrice,
  type SubscribeRequest,
  subscriptionEndDate,
} from "@medhavi/domain";
import type { ApiClient } from "../../lib/http";
import { ApiError } from "../../lib/http";
import type { ToastVariant } from "../../lib/toast";
import type { UserInfo } from "../auth/session";

/**
 * The subscription flows of spec section 4, free of React so they can be tested with a mocked API:
 *
 * - free:  subscribe (Free) -> "Subscribed successfully!" -> reload the profile.
 * - paid:  create the order (the server prices it) -> checkout -> all three razorpay_* fields present ->
 *          verify -> "Payment successful!" -> subscribe (the server confirms the granted plan) -> reload the
 *          profile.
 *
 * Every message goes through `notify`; the API calls are made `silent` so nothing is shown twice.
 */

/** Reply of POST /payment/createorder (section 3 "Order response" plus what the checkout needs). */
export interface OrderReply {
  success: boolean;
  key_id: string;
  product_name: string;
  description: string;
  order_id: string;
  contact: string;
  name: string;
  email: string;
  /** In paise. */
  amount: number;
  currency: string;
  gateway: "razorpay" | "sandbox" | (string & {});
}

/** How a checkout ended: the gateway's reply fields, a failure, or the student closed it. */
export type CheckoutOutcome =
  | { kind: "paid"; response: Partial<Record<keyof PaymentCallback, unknown>> }
  | { kind: "failed" }
  | { kind: "dismissed" };

export interface FlowDeps {
  api: Pick<ApiClient, "post">;
  notify: (message: string, variant: ToastVariant) => void;
  reloadProfile: () => Promise<unknown>;
  now?: () => number;
}

export interface PaidFlowDeps extends FlowDeps {
  /** Opens the gateway's checkout for the order (Razorpay or the in-app sandbox). */
  checkout: (order: OrderReply) => Promise<CheckoutOutcome>;
}

export type PricedCourseNode = Pick<CourseNode, "id" | "name" | "fee" | "quarterly_fee">;

export interface PlanChoice {
  course: PricedCourseNode;
  plan: Plan;
  user: UserInfo | null;
}

/**
 * - done: the plan is recorded; close the popup and go to /profile.
 * - already-subscribed: the server says a paid plan is live; go to /profile.
 * - failed / error: a message was shown; stay on the plan view.
 * - cancelled: the student closed the checkout; nothing was shown.
 */
export type FlowResult = "done" | "already-subscribed" | "failed" | "error" | "cancelled";

/** Start now and the end the plan would have (display only: the server computes its own dates). */
export function subscriptionPeriod(plan: Plan, now: number): { start: number; end: number } {
  return { start: now, end: subscriptionEndDate(plan.subscription, now).getTime() };
}

export function orderRequest({ course, plan, user }: PlanChoice, now: number): PaymentOrderRequest {
  const { start, end } = subscriptionPeriod(plan, now);
  const personName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return {
    amount: planPrice(plan, course),
    description: `${plan.title} plan for ${course.name}`,
    courseName: course.name,
    contact: user?.mobileNumber ?? "",
    email: user?.email ?? "",
    personName,
    subscription_start: start,
    subscription_end: end,
    course_id: course.id,
    subscription_type: plan.subscription,
  };
}

function subscribeRequest({ course, plan }: PlanChoice, now: number): SubscribeRequest {
  const { start, end } = subscriptionPeriod(plan, now);
  return {
    course_id: course.id,
    subscription: plan.subscription,
    subscription_start: start,
    subscription_end: end,
  };
}

/** The server's own words for a refused request (4xx envelope); anything else reads as the generic message. */
function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message || fallback;
  }
  return fallback;
}

async function reloadQuietly(deps: FlowDeps): Promise<void> {
  try {
    await deps.reloadProfile();
  } catch (error) {
    // The plan is recorded; the profile page loads fresh data anyway.
    console.error("reloading the profile after subscribing failed", error);
  }
}

/** Free flow: record the 15-day trial directly. */
export async function startFreeTrial(deps: FlowDeps, choice: PlanChoice): Promise<FlowResult> {
  const now = deps.now?.() ?? Date.now();
  try {
    await deps.api.post("/user_study_materials/subscribe", subscribeRequest(choice, now), { silent: true });
  } catch (error) {
    deps.notify(serverMessage(error, MESSAGES.SOMETHING_WENT_WRONG), "error");
    return "error";
  }
  deps.notify(MESSAGES.SUBSCRIBED, "success");
  await reloadQuietly(deps);
  return "done";
}

/** The payment fields are good only when all three are present and non-blank (spec section 5). */
export function paymentFields(response: unknown): PaymentCallback | null {
  const parsed = paymentCallbackSchema.safeParse(response);
  return parsed.success ? parsed.data : null;
}

/** Paid flow, after the student confirmed "Subscribe {plan} for ₹{amount}". */
export async function payForPlan(deps: PaidFlowDeps, choice: PlanChoice): Promise<FlowResult> {
  const now = deps.now?.() ?? Date.now();

  let order: OrderReply;
  try {
    order = await deps.api.post<OrderReply>("/payment/createorder", orderRequest(choice, now), {
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.ALREADY_SUBSCRIBED) {
      deps.notify(MESSAGES.ALREADY_SUBSCRIBED, "warning");
      return "already-subscribed";
    }
    // The plan rule's refusals ("a paid plan for another course until…", "already renewed") and the ₹1
    // minimum are the server's own words; anything else is the generic message.
    deps.notify(serverMessage(error, MESSAGES.SOMETHING_WENT_WRONG), "error");
    return "error";
  }
  if (!order?.success || !order.order_id) {
    deps.notify(MESSAGES.SOMETHING_WENT_WRONG, "error");
    return "error";
  }

  let outcome: CheckoutOutcome;
  try {
    outcome = await deps.checkout(order);
  } catch (error) {
    console.error("the checkout could not be opened", error);
    deps.notify(MESSAGES.SOMETHING_WENT_WRONG, "error");
    return "error";
  }
  if (outcome.kind === "dismissed") return "cancelled";
  const fields = outcome.kind === "paid" ? paymentFields(outcome.response) : null;
  if (!fields) {
    deps.notify(MESSAGES.PAYMENT_FAILED, "error");
    return "failed";
  }

  try {
    await deps.api.post("/payment/verify_payment", fields, { silent: true });
  } catch (error) {
    // 409: paid but not yet captured, or paid but refused a plan (flagged for a refund): say exactly that.
    if (error instanceof ApiError && error.status === 409) {
      deps.notify(error.message || MESSAGES.PAYMENT_FAILED, "warning");
      await reloadQuietly(deps);
      return "failed";
    }
    deps.notify(MESSAGES.PAYMENT_FAILED, "error");
    return "failed";
  }
  deps.notify(MESSAGES.PAYMENT_SUCCESSFUL, "success");

  try {
    await deps.api.post("/user_study_materials/subscribe", subscribeRequest(choice, now), { silent: true });
  } catch (error) {
    // The verified payment has already granted the plan; say so, but carry on to the profile.
    deps.notify(serverMessage(error, MESSAGES.SOMETHING_WENT_WRONG), "error");
  }
  await reloadQuietly(deps);
  return "done";
}
