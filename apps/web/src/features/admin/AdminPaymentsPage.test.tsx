import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { setToastHandler } from "../../lib/toast";
import type { AdminPaymentPage } from "../payments/types";
import { renderWithApp } from "../subscription/testSupport";
import AdminPaymentsPage, { paymentQuery, startOfDay } from "./AdminPaymentsPage";

const PAGE: AdminPaymentPage = {
  items: [
    {
      id: 7,
      order_id: "order_7",
      payment_id: "pay_7",
      status: "paid",
      amount: 44_999,
      currency: "INR",
      subscription_type: "Yearly",
      course_id: 3,
      courseName: "JEE Main Complete Course",
      createdAt: Date.UTC(2025, 0, 15, 6, 0),
      paidAt: Date.UTC(2025, 0, 15, 6, 1),
      failureReason: null,
      subscription_start: Date.UTC(2025, 0, 15, 6, 1),
      subscription_end: Date.UTC(2026, 0, 15, 6, 1),
      student: { name: "Riya Sharma", email: "riya@example.com" },
    },
    {
      id: 8,
      order_id: "order_8",
      payment_id: "pay_8",
      status: "paid",
      amount: 23_499,
      currency: "INR",
      subscription_type: "Half Yearly",
      course_id: 9,
      courseName: "NEET UG Complete Course",
      createdAt: Date.UTC(2025, 0, 15, 6, 2),
      paidAt: Date.UTC(2025, 0, 15, 6, 3),
      failureReason: null,
      subscription_start: null,
      subscription_end: null,
      refund_due: true,
      refund_due_reason: "You already have a paid plan for another course until 15 Jan 2026.",
      refunded_amount: 0,
      refund_id: null,
      student: { name: "Riya Sharma", email: "riya@example.com" },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: {
    paid: { count: 2, amount: 68_498 },
    attempted: { count: 2, amount: 49_998 },
    created: { count: 0, amount: 0 },
    refunded: { count: 0, amount: 0 },
    closed: { count: 1, amount: 24_999 },
    refund_due: { count: 1, amount: 23_499 },
  },
};

describe("/admin/payments", () => {
  it("builds the query: status, whole days from..to, trimmed search, 1-based page", () => {
    const from = startOfDay("2025-01-10")!;
    const to = startOfDay("2025-01-12")!;
    const query = new URLSearchParams(
      paymentQuery({ status: "paid", from: "2025-01-10", to: "2025-01-12", q: "  riya " }, 2, 50),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: "3",
      pageSize: "50",
      status: "paid",
      from: String(from),
      to: String(to + 86_400_000),
      q: "riya",
    });
    expect(paymentQuery({ status: "", from: "", to: "bad", q: " " }, 0, 20)).toBe("page=1&pageSize=20");
    expect(paymentQuery({ status: "refund_due", from: "", to: "", q: "" }, 0, 20)).toBe(
      "page=1&pageSize=20&refund_due=true",
    );
  });

  it("shows totals and the payments with their student, and filters by status on the server", async () => {
    const get = vi.spyOn(api, "get").mockResolvedValue(PAGE as never);
    const user = userEvent.setup();
    renderWithApp(<AdminPaymentsPage />);
    const table = await screen.findByRole("table", { name: "Payments" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Riya Sharma");
    expect(row.textContent).toContain("riya@example.com");
    expect(row.textContent).toContain("₹44,999");
    expect(row.textContent).toContain("Paid");
    const totals = screen.getByLabelText("Totals");
    expect(totals.textContent).toContain("Paid2₹68,498");
    expect(totals.textContent).toContain("Refund due1₹23,499");
    expect(totals.textContent).toContain("Attempt failed2");
    // A paid payment that started no plan is flagged for staff, with the reason.
    const flagged = within(table).getAllByRole("row")[2]!;
    expect(flagged.textContent).toContain("Refund due");
    expect(flagged.textContent).toContain("another course until 15 Jan 2026");

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(screen.getByRole("option", { name: "Attempt failed" }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        "/payment/adminPaymentStatus?page=1&pageSize=20&status=attempted",
        {
          silent: true,
        },
      ),
    );
  });

  it("refunds a paid payment only after a reason, through the staff refund call", async () => {
    vi.spyOn(api, "get").mockResolvedValue(PAGE as never);
    const post = vi.spyOn(api, "post").mockResolvedValue({ outcome: "refund-recorded" } as never);
    const user = userEvent.setup();
    renderWithApp(<AdminPaymentsPage />);
    const table = await screen.findByRole("table", { name: "Payments" });
    const row = within(table).getAllByRole("row")[1]!;
    await user.click(within(row).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    const confirm = within(dialog).getByRole("button", { name: "Refund" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Paid twice");
    await user.click(confirm);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/payment/admin/refund", {
        order_id: "order_7",
        reason: "Paid twice",
        issue: true,
      }),
    );
  });

  it("shows a refund still pending and one that failed; a further refund leaves out what is pending", async () => {
    const withRefunds: AdminPaymentPage = {
      ...PAGE,
      items: [
        {
          ...PAGE.items[0]!,
          refunded_amount: 0,
          refunds: [
            { refund_id: "rfnd_gone", amount: 999, status: "failed" },
            { refund_id: "rfnd_wait", amount: 40_000, status: "pending" },
          ],
        },
        {
          ...PAGE.items[0]!,
          id: 9,
          order_id: "order_9",
          refunds: [{ refund_id: "rfnd_all", amount: 44_999, status: "pending" }],
        },
      ],
    };
    const get = vi.spyOn(api, "get").mockResolvedValue(withRefunds as never);
    const post = vi.spyOn(api, "post").mockResolvedValue({ outcome: "refund-pending" } as never);
    const user = userEvent.setup();
    // A staff notification of a failed refund links here with the student's email.
    renderWithApp(<AdminPaymentsPage />, "/admin/payments?q=riya%40example.com");
    const table = await screen.findByRole("table", { name: "Payments" });
    expect(get).toHaveBeenCalledWith(expect.stringContaining("q=riya%40example.com"), { silent: true });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Refund pending ₹40,000 (rfnd_wait)");
    expect(within(row).getByText("Refund failed ₹999 (rfnd_gone)")).toBeTruthy();
    // All of it on its way back: nothing left to refund.
    const allPending = within(table).getAllByRole("row")[2]!;
    expect(allPending.textContent).toContain("Refund pending ₹44,999 (rfnd_all)");
    expect(within(allPending).queryByRole("button", { name: "Refund" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    expect(dialog.textContent).toContain("Up to ₹4,999 is left of this payment");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Left the course");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(post).toHaveBeenCalled());
  });

  it("asks Razorpay about a pending refund at one click; no button where nothing is pending", async () => {
    const withPending: AdminPaymentPage = {
      ...PAGE,
      items: [
        PAGE.items[0]!,
        {
          ...PAGE.items[0]!,
          id: 9,
          order_id: "order_9",
          refunds: [
            { refund_id: "rfnd_gone", amount: 999, status: "failed" },
            { refund_id: "rfnd_all", amount: 44_000, status: "pending" },
          ],
        },
      ],
    };
    vi.spyOn(api, "get").mockResolvedValue(withPending as never);
    const post = vi.spyOn(api, "post").mockResolvedValue({
      outcome: "refund-recorded",
      refund_id: "rfnd_all",
      refund_status: "processed",
    } as never);
    const toasts: string[] = [];
    setToastHandler((message) => toasts.push(message));
    const user = userEvent.setup();
    renderWithApp(<AdminPaymentsPage />);
    const table = await screen.findByRole("table", { name: "Payments" });
    const [, plain, pending] = within(table).getAllByRole("row");
    expect(within(plain!).queryByRole("button", { name: /Check with Razorpay/ })).toBeNull();
    await user.click(within(pending!).getByRole("button", { name: "Check with Razorpay" }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/payment/admin/refund/check", { refund_id: "rfnd_all" }),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.stringMatching(/reports the refund processed/)));
    setToastHandler(null);
  });
});
