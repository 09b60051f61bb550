import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import type { OrderReply } from "./checkout";
import { SandboxCheckoutDialog } from "./SandboxCheckoutDialog";

const user = userEvent.setup({ delay: null });

const ORDER: OrderReply = {
  success: true,
  key_id: "sandbox",
  product_name: "JEE Main · Yearly",
  description: "Yearly plan",
  order_id: "order_sbx_42",
  contact: "9876543210",
  name: "Asha Verma",
  email: "asha@example.in",
  amount: 1_249_900,
  currency: "INR",
  gateway: "sandbox",
};

describe("SandboxCheckoutDialog", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
    vi.restoreAllMocks();
  });

  it("shows the test checkout in English, word for word", () => {
    render(<SandboxCheckoutDialog order={ORDER} onResult={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Sandbox checkout" });
    expect(dialog.textContent).toContain(
      "Test payment: no card is charged and no money moves. Online payments are not connected yet.",
    );
    expect(screen.getByText("Course and plan")).toBeTruthy();
    expect(screen.getByText("Amount")).toBeTruthy();
    expect(screen.getByText("Order ID")).toBeTruthy();
    expect(screen.getByText("order_sbx_42")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fail payment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay ₹12,499" })).toBeTruthy();
  });

  it("shows it in Hindi (the course, order ID and amount as they are) and still pays", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ razorpay_payment_id: "pay_1" });
    const onResult = vi.fn();
    render(<SandboxCheckoutDialog order={ORDER} onResult={onResult} />);
    await act(() => setLanguage("hi"));
    const dialog = screen.getByRole("dialog", { name: "सैंडबॉक्स चेकआउट" });
    expect(dialog.textContent).toContain("टेस्ट भुगतान: किसी कार्ड से पैसा नहीं कटता");
    expect(screen.getByText("कोर्स और प्लान")).toBeTruthy();
    expect(screen.getByText("JEE Main · Yearly")).toBeTruthy();
    expect(screen.getByText("राशि")).toBeTruthy();
    expect(screen.getByText("ऑर्डर ID")).toBeTruthy();
    expect(screen.getByRole("button", { name: "भुगतान विफल करें" })).toBeTruthy();
    expect(screen.queryByText(/Sandbox|Pay|Amount/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "₹12,499 का भुगतान करें" }));
    expect(post).toHaveBeenCalledWith(
      "/payment/sandbox/pay",
      { order_id: "order_sbx_42", outcome: "success" },
      { silent: true },
    );
    expect(onResult).toHaveBeenCalledWith({ kind: "paid", response: { razorpay_payment_id: "pay_1" } });

    await act(() => setLanguage("en"));
    expect(screen.getByRole("button", { name: "Pay ₹12,499" })).toBeTruthy();
  });
});
