import type { Paged } from "@medhavi/domain";

/** One payment as GET /payment/getPaymentHistory and /payment/adminPaymentStatus return it. */
export interface PaymentRecord {
  id: number;
  order_id: string;
  payment_id: string | null;
  status: "created" | "paid" | "failed" | (string & {});
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
  subscription_end: number | null;
}

export interface AdminPaymentRecord extends PaymentRecord {
  student: { name: string; email: string };
}

export interface StatusTotal {
  count: number;
  amount: number;
}

export interface AdminPaymentPage extends Paged<AdminPaymentRecord> {
  totals: { paid: StatusTotal; failed: StatusTotal; created: StatusTotal };
}
