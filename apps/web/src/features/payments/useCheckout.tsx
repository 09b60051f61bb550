import { type ReactNode, useCallback, useState } from "react";
import type { CheckoutOutcome, OrderReply } from "./checkout";
import { openRazorpayCheckout } from "./razorpay";
import { SandboxCheckoutDialog } from "./SandboxCheckoutDialog";

interface Pending {
  order: OrderReply;
  resolve: (outcome: CheckoutOutcome) => void;
}

/**
 * The checkout step of the paid flow, chosen by the order's `gateway`: Razorpay's own checkout (script
 * loaded on demand) or the in-app sandbox dialog. Render `checkoutDialog` somewhere in the screen.
 */
export function useCheckout(): {
  checkout: (order: OrderReply) => Promise<CheckoutOutcome>;
  checkoutDialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);

  const checkout = useCallback(async (order: OrderReply): Promise<CheckoutOutcome> => {
    if (order.gateway === "sandbox") {
      return new Promise<CheckoutOutcome>((resolve) => setPending({ order, resolve }));
    }
    if (order.gateway === "razorpay") return openRazorpayCheckout(order);
    throw new Error(`Unknown payment gateway "${order.gateway}"`);
  }, []);

  const checkoutDialog = (
    <SandboxCheckoutDialog
      order={pending?.order ?? null}
      onResult={(outcome) => {
        pending?.resolve(outcome);
        setPending(null);
      }}
    />
  );
  return { checkout, checkoutDialog };
}
