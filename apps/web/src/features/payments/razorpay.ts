import { BRAND_COLORS } from "../../lib/theme";
import type { CheckoutOutcome, OrderReply } from "./checkout";

/** Razorpay's Standard Checkout script; loaded only when a student pays through Razorpay. */
export const RAZORPAY_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: Record<string, unknown>) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds the script tag once (concurrent calls share it); a failed load can be retried by the next payment. */
export function loadRazorpay(doc: Document = document): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay did not load"));
    script.onerror = () => {
      script.remove();
      reject(new Error("Razorpay checkout could not be loaded"));
    };
    doc.head.appendChild(script);
  }).finally(() => {
    // Once settled, window.Razorpay answers next time; after a failure the next payment tries again.
    loading = null;
  });
  return loading;
}

/** Opens Razorpay's checkout; resolves with its reply fields, or "dismissed" when the student closes it. */
export async function openRazorpayCheckout(order: OrderReply): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: "INR",
      name: order.product_name,
      description: order.description,
      order_id: order.order_id,
      prefill: { name: order.name, email: order.email, contact: order.contact },
      theme: { color: BRAND_COLORS.gold },
      handler: (response) => resolve({ kind: "paid", response }),
      modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
    });
    checkout.open();
  });
}
