import { afterEach, describe, expect, it } from "vitest";
import type { OrderReply } from "./checkout";
import { loadRazorpay, openRazorpayCheckout, RAZORPAY_SCRIPT_URL } from "./razorpay";

const ORDER: OrderReply = {
  success: true,
  key_id: "rzp_live_key",
  product_name: "JEE Main Complete Course: Yearly",
  description: "Yearly plan for JEE Main Complete Course",
  order_id: "order_9",
  contact: "9876543210",
  name: "Riya Sharma",
  email: "riya@example.com",
  amount: 4_499_900,
  currency: "INR",
  gateway: "razorpay",
};

// biome-ignore lint/suspicious/noExplicitAny: the stub stands in for Razorpay's untyped global
let lastOptions: any = null;
class FakeRazorpay {
  opened = false;
  constructor(options: unknown) {
    lastOptions = options;
  }
  open() {
    this.opened = true;
  }
}

afterEach(() => {
  delete window.Razorpay;
  lastOptions = null;
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("Razorpay checkout", () => {
  it("loads the script only when asked, once", async () => {
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
    const first = loadRazorpay();
    const second = loadRazorpay();
    const scripts = document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    window.Razorpay = FakeRazorpay as never;
    (scripts[0] as HTMLScriptElement).onload?.(new Event("load"));
    expect(await first).toBe(FakeRazorpay);
    expect(await second).toBe(FakeRazorpay);
  });

  it("a failed load rejects and can be retried", async () => {
    const failed = loadRazorpay();
    const script = document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`) as HTMLScriptElement;
    script.onerror?.(new Event("error"));
    await expect(failed).rejects.toThrow("could not be loaded");
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
    loadRazorpay().catch(() => {});
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).not.toBeNull();
  });

  it("opens with the order, the prefill and the gold theme; the handler resolves with the reply", async () => {
    window.Razorpay = FakeRazorpay as never;
    const outcome = openRazorpayCheckout(ORDER);
    await Promise.resolve();
    await Promise.resolve();
    expect(lastOptions).toMatchObject({
      key: "rzp_live_key",
      amount: 4_499_900,
      currency: "INR",
      name: "JEE Main Complete Course: Yearly",
      description: "Yearly plan for JEE Main Complete Course",
      order_id: "order_9",
      prefill: { name: "Riya Sharma", email: "riya@example.com", contact: "9876543210" },
      theme: { color: "#C9972B" },
    });
    const reply = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_9", razorpay_signature: "s" };
    lastOptions.handler(reply);
    expect(await outcome).toEqual({ kind: "paid", response: reply });
  });

  it("closing the checkout resolves as dismissed", async () => {
    window.Razorpay = FakeRazorpay as never;
    const outcome = openRazorpayCheckout(ORDER);
    await Promise.resolve();
    await Promise.resolve();
    lastOptions.modal.ondismiss();
    expect(await outcome).toEqual({ kind: "dismissed" });
  });
});
