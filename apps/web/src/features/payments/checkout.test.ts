import { MESSAGES, otherCourseLiveMessage, PLANS } from "@medhavi/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/http";
import type { UserInfo } from "../auth/session";
import {
  type CheckoutOutcome,
  type OrderReply,
  type PaidFlowDeps,
  payForPlan,
  paymentFields,
  startFreeTrial,
} from "./checkout";

const [TRIAL, HALF_YEARLY, YEARLY] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];
const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);
const COURSE = { id: 3, name: "JEE Main Complete Course", fee: 44_999, quarterly_fee: 24_999 };
const USER: UserInfo = {
  firstName: "Riya",
  lastName: "Sharma",
  email: "riya@example.com",
  mobileNumber: "9876543210",
  userid: 42,
};
const ORDER: OrderReply = {
  success: true,
  key_id: "rzp_test_sandbox",
  product_name: "JEE Main Complete Course: Yearly",
  description: "Yearly plan for JEE Main Complete Course",
  order_id: "order_abc",
  contact: "9876543210",
  name: "Riya Sharma",
  email: "riya@example.com",
  amount: 4_499_900,
  currency: "INR",
  gateway: "sandbox",
};
const PAID: CheckoutOutcome = {
  kind: "paid",
  response: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_abc", razorpay_signature: "sig" },
};

function setup(options: { checkout?: CheckoutOutcome; post?: (path: string) => unknown } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const notify = vi.fn();
  const reloadProfile = vi.fn(async () => USER);
  const checkout = vi.fn(async () => options.checkout ?? PAID);
  const post = vi.fn(async (path: string, body?: unknown) => {
    calls.push({ path, body });
    if (options.post) return options.post(path);
    if (path === "/payment/createorder") return ORDER;
    return USER;
  });
  const deps: PaidFlowDeps = {
    api: { post: post as PaidFlowDeps["api"]["post"] },
    notify,
    reloadProfile,
    checkout,
    now: () => NOW,
  };
  return { deps, calls, notify, reloadProfile, checkout, post };
}

const messages = (notify: ReturnType<typeof vi.fn>) => notify.mock.calls.map(([message]) => message);

describe("paymentFields", () => {
  it("accepts the three razorpay fields", () => {
    expect(paymentFields(PAID.kind === "paid" ? PAID.response : null)).toEqual({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_abc",
      razorpay_signature: "sig",
    });
  });

  it.each([
    ["no signature", { razorpay_payment_id: "pay_1", razorpay_order_id: "order_abc" }],
    ["no payment id", { razorpay_order_id: "order_abc", razorpay_signature: "sig" }],
    ["no order id", { razorpay_payment_id: "pay_1", razorpay_signature: "sig" }],
    [
      "a blank field",
      { razorpay_payment_id: " ", razorpay_order_id: "order_abc", razorpay_signature: "sig" },
    ],
    ["nothing", undefined],
  ])("rejects %s", (_case, response) => {
    expect(paymentFields(response)).toBeNull();
  });
});

describe("payForPlan", () => {
  it("creates the order, verifies, records the plan and reloads the profile", async () => {
    const { deps, calls, notify, reloadProfile, checkout } = setup();
    const result = await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER });

    expect(result).toBe("done");
    expect(calls.map((call) => call.path)).toEqual([
      "/payment/createorder",
      "/payment/verify_payment",
      "/user_study_materials/subscribe",
    ]);
    expect(calls[0]?.body).toEqual({
      amount: 44_999,
      description: "Yearly plan for JEE Main Complete Course",
      courseName: "JEE Main Complete Course",
      contact: "9876543210",
      email: "riya@example.com",
      personName: "Riya Sharma",
      subscription_start: NOW,
      subscription_end: Date.UTC(2026, 0, 15, 10, 0, 0),
      course_id: 3,
      subscription_type: "Yearly",
    });
    expect(checkout).toHaveBeenCalledWith(ORDER);
    expect(calls[1]?.body).toEqual({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_abc",
      razorpay_signature: "sig",
    });
    expect(calls[2]?.body).toMatchObject({ course_id: 3, subscription: "Yearly", subscription_start: NOW });
    expect(messages(notify)).toEqual([MESSAGES.PAYMENT_SUCCESSFUL]);
    expect(reloadProfile).toHaveBeenCalledOnce();
  });

  it("prices Half Yearly at the course's quarterly_fee", async () => {
    const { deps, calls } = setup();
    await payForPlan(deps, { course: COURSE, plan: HALF_YEARLY, user: USER });
    expect(calls[0]?.body).toMatchObject({
      amount: 24_999,
      subscription_type: "Half Yearly",
      subscription_end: Date.UTC(2025, 6, 15, 10, 0, 0),
    });
  });

  it.each([
    ["the signature", { razorpay_payment_id: "pay_1", razorpay_order_id: "order_abc" }],
    ["the payment id", { razorpay_order_id: "order_abc", razorpay_signature: "sig" }],
    ["the order id", { razorpay_payment_id: "pay_1", razorpay_signature: "sig" }],
  ])("without %s says Payment Failed! and verifies nothing", async (_case, response) => {
    const { deps, calls, notify, reloadProfile } = setup({ checkout: { kind: "paid", response } });
    const result = await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER });
    expect(result).toBe("failed");
    expect(messages(notify)).toEqual([MESSAGES.PAYMENT_FAILED]);
    expect(calls.map((call) => call.path)).toEqual(["/payment/createorder"]);
    expect(reloadProfile).not.toHaveBeenCalled();
  });

  it("says Something went wrong! when the order cannot be created, and opens no checkout", async () => {
    const { deps, notify, checkout } = setup({
      post: () => {
        throw new ApiError("Something went wrong!", 502);
      },
    });
    const result = await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER });
    expect(result).toBe("error");
    expect(messages(notify)).toEqual([MESSAGES.SOMETHING_WENT_WRONG]);
    expect(checkout).not.toHaveBeenCalled();
  });

  it("says Something went wrong! for a network failure or an unsuccessful order reply", async () => {
    for (const post of [
      () => {
        throw new ApiError("The server could not be reached.", 0);
      },
      () => ({ ...ORDER, success: false }),
    ]) {
      const { deps, notify, checkout } = setup({ post });
      expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("error");
      expect(messages(notify)).toEqual([MESSAGES.SOMETHING_WENT_WRONG]);
      expect(checkout).not.toHaveBeenCalled();
    }
  });

  it("treats the server's 'already subscribed' as a redirect to the profile", async () => {
    const { deps, notify } = setup({
      post: () => {
        throw new ApiError(MESSAGES.ALREADY_SUBSCRIBED, 409);
      },
    });
    expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("already-subscribed");
    expect(notify).toHaveBeenCalledWith(MESSAGES.ALREADY_SUBSCRIBED, "warning");
  });

  it("shows the plan rule's refusal of an order in the server's words", async () => {
    const refusal = otherCourseLiveMessage(Date.UTC(2027, 8, 1));
    const { deps, notify, checkout } = setup({
      post: () => {
        throw new ApiError(refusal, 409);
      },
    });
    expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("error");
    expect(notify).toHaveBeenCalledWith(refusal, "error");
    expect(checkout).not.toHaveBeenCalled();
  });

  it("says why a paid payment gave no plan (flagged for a refund, or not yet captured)", async () => {
    const why = "We received your payment, but it cannot start a plan: … The academy will refund it.";
    const refused = setup({
      post: (path) => {
        if (path === "/payment/createorder") return ORDER;
        throw new ApiError(why, 409);
      },
    });
    expect(await payForPlan(refused.deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("failed");
    expect(refused.notify).toHaveBeenCalledWith(why, "warning");
    expect(refused.reloadProfile).toHaveBeenCalled();
  });

  it("says Payment Failed! when the checkout fails or verification is refused", async () => {
    const failed = setup({ checkout: { kind: "failed" } });
    expect(await payForPlan(failed.deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("failed");
    expect(messages(failed.notify)).toEqual([MESSAGES.PAYMENT_FAILED]);

    const refused = setup({
      post: (path) => {
        if (path === "/payment/createorder") return ORDER;
        throw new ApiError(MESSAGES.PAYMENT_FAILED, 400);
      },
    });
    expect(await payForPlan(refused.deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("failed");
    expect(messages(refused.notify)).toEqual([MESSAGES.PAYMENT_FAILED]);
    expect(refused.reloadProfile).not.toHaveBeenCalled();
  });

  it("stays quiet when the student closes the checkout", async () => {
    const { deps, notify, calls } = setup({ checkout: { kind: "dismissed" } });
    expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("cancelled");
    expect(notify).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it("says Something went wrong! when the checkout cannot open (e.g. the script is blocked)", async () => {
    const { deps, notify } = setup();
    deps.checkout = async () => {
      throw new Error("Razorpay checkout could not be loaded");
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("error");
    expect(messages(notify)).toEqual([MESSAGES.SOMETHING_WENT_WRONG]);
  });

  it("still goes to the profile when recording fails after a verified payment", async () => {
    const { deps, notify, reloadProfile } = setup({
      post: (path) => {
        if (path === "/payment/createorder") return ORDER;
        if (path === "/payment/verify_payment") return USER;
        throw new ApiError(MESSAGES.SOMETHING_WENT_WRONG, 400);
      },
    });
    expect(await payForPlan(deps, { course: COURSE, plan: YEARLY, user: USER })).toBe("done");
    expect(messages(notify)).toEqual([MESSAGES.PAYMENT_SUCCESSFUL, MESSAGES.SOMETHING_WENT_WRONG]);
    expect(reloadProfile).toHaveBeenCalledOnce();
  });
});

describe("startFreeTrial", () => {
  it("records the Free plan, says Subscribed successfully! and reloads the profile", async () => {
    const { deps, calls, notify, reloadProfile } = setup();
    expect(await startFreeTrial(deps, { course: COURSE, plan: TRIAL, user: USER })).toBe("done");
    expect(calls).toEqual([
      {
        path: "/user_study_materials/subscribe",
        body: {
          course_id: 3,
          subscription: "Free",
          subscription_start: NOW,
          subscription_end: NOW + 15 * 86_400_000,
        },
      },
    ]);
    expect(messages(notify)).toEqual([MESSAGES.SUBSCRIBED]);
    expect(reloadProfile).toHaveBeenCalledOnce();
  });

  it("shows the server's reason, or Something went wrong!", async () => {
    const refused = setup({
      post: () => {
        throw new ApiError("You have already used your free trial. Choose a paid plan to continue.", 400);
      },
    });
    expect(await startFreeTrial(refused.deps, { course: COURSE, plan: TRIAL, user: USER })).toBe("error");
    expect(messages(refused.notify)).toEqual([
      "You have already used your free trial. Choose a paid plan to continue.",
    ]);

    const broken = setup({
      post: () => {
        throw new ApiError("Request failed (HTTP 500).", 500);
      },
    });
    expect(await startFreeTrial(broken.deps, { course: COURSE, plan: TRIAL, user: USER })).toBe("error");
    expect(messages(broken.notify)).toEqual([MESSAGES.SOMETHING_WENT_WRONG]);
    expect(broken.reloadProfile).not.toHaveBeenCalled();
  });
});
