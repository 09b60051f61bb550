import type { OrderStatus, Paged, RefundStatus } from "@medhavi/domain";

/** One payment as GET /payment/getPaymentHistory and /payment/adminPaymentStatus return it. */
export interface PaymentRecord {
  id: number;
  order_id: string;
  payment_id: string | null;
  status: OrderStatus | (string & {});
  /** Rupees. */
  amount: number;
  currency: string;
  subscription_type: string;
  course_id: number;
  courseName: string;
  /** ms timestamps */
  createdAt: number;
  paidAt: number | null;
  failureReason: string | null;
  subscription_start: number | null;
  /** The plan's real end: earlier than sold when it was refunded, replaced or ended by staff. */
  subscription_end: number | null;
  subscription_end_reason?: string | null;
  /** Paid, but the plan rule started no plan for it: the academy owes it back. */
  refund_due?: boolean;
  refund_due_reason?: string | null;
  /** Rupees refunded so far (processed refunds only), and the last processed refund's id. */
  refunded_amount?: number;
  refund_id?: string | null;
  /** Every refund with its state: pending ones are on their way back, failed ones came back to us. */
  refunds?: PaymentRefund[];
}

export interface PaymentRefund {
  refund_id: string;
  /** Rupees. */
  amount: number;
  status: RefundStatus;
}

export interface AdminPaymentRecord extends PaymentRecord {
  student: { name: string; email: string };
}

export interface StatusTotal {
  count: number;
  amount: number;
}

export interface AdminPaymentPage extends Paged<AdminPaymentRecord> {
  totals: Record<OrderStatus | "refund_due", StatusTotal>;
}
