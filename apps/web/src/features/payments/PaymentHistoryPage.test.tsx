import type { Paged } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import PaymentHistoryPage from "./PaymentHistoryPage";
import type { PaymentRecord } from "./types";

const HISTORY: Paged<PaymentRecord> = {
  items: [
    {
      id: 2,
      order_id: "order_2",
      payment_id: "pay_2",
      status: "paid",
      amount: 24_999,
      currency: "INR",
      subscription_type: "Half Yearly",
      course_id: 3,
      courseName: "JEE Main Complete Course",
      createdAt: Date.UTC(2025, 0, 15, 12, 0),
      paidAt: Date.UTC(2025, 0, 15, 12, 1),
      failureReason: null,
      subscription_start: Date.UTC(2025, 0, 15, 12, 1),
      subscription_end: Date.UTC(2025, 6, 15, 12, 1),
    },
    {
      id: 1,
      order_id: "order_1",
      payment_id: null,
      status: "attempted",
      amount: 24_999,
      currency: "INR",
      subscription_type: "Half Yearly",
      course_id: 3,
      courseName: "JEE Main Complete Course",
      createdAt: Date.UTC(2025, 0, 14, 12, 0),
      paidAt: null,
      failureReason: "Declined",
      subscription_start: null,
      subscription_end: null,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
};

const REFUNDED: PaymentRecord = {
  ...HISTORY.items[0]!,
  id: 3,
  order_id: "order_3",
  status: "refunded",
  refunded_amount: 24_999,
  refund_id: "rfnd_3",
  subscription_end: Date.UTC(2025, 2, 1, 12, 0),
  subscription_end_reason: "payment refunded",
};

describe("/payment-history", () => {
  it("asks a visitor to log in", () => {
    signIn(null);
    const get = vi.spyOn(api, "get");
    renderWithApp(<PaymentHistoryPage />);
    expect(screen.getByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it("lists the student's payments with status, amount and period", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockResolvedValue(HISTORY as never);
    renderWithApp(<PaymentHistoryPage />);
    const table = await screen.findByRole("table", { name: "Payment history" });
    const [, paid, failed] = within(table).getAllByRole("row");
    expect(paid?.textContent).toContain("Paid");
    expect(paid?.textContent).toContain("₹24,999");
    expect(paid?.textContent).toContain("15 Jan 2025 – 15 Jul 2025");
    expect(failed?.textContent).toContain("Attempt failed");
    expect(failed?.textContent).toContain("Declined");
    expect(failed?.textContent).toContain("—");
    expect(get).toHaveBeenCalledWith("/payment/getPaymentHistory?page=1&pageSize=10", { silent: true });
  });

  it("shows a refund and the plan's real (early) end", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockResolvedValue({ ...HISTORY, items: [REFUNDED], total: 1 } as never);
    renderWithApp(<PaymentHistoryPage />);
    const table = await screen.findByRole("table", { name: "Payment history" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Refunded");
    expect(row.textContent).toContain("Refunded ₹24,999 (rfnd_3)");
    expect(row.textContent).toContain("15 Jan 2025 – 1 Mar 2025");
  });

  it("says why a payment was refunded when it could not start a plan", async () => {
    signIn(STUDENT);
    const reason =
      "This order was replaced by a newer one, so this payment does not start a plan; it is refunded.";
    vi.spyOn(api, "get").mockResolvedValue({
      ...HISTORY,
      items: [
        { ...REFUNDED, subscription_end: null, subscription_end_reason: null, refund_due_reason: reason },
      ],
      total: 1,
    } as never);
    renderWithApp(<PaymentHistoryPage />);
    const table = await screen.findByRole("table", { name: "Payment history" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain(
      `Refunded ₹24,999 (rfnd_3): ${reason}`,
    );
  });

  it("with no payments, points to the subscription page", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 } as never);
    renderWithApp(<PaymentHistoryPage />);
    expect(await screen.findByText("No payments yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a course" }).getAttribute("href")).toBe(
      "/course-subscription",
    );
  });
});
