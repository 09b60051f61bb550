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

export interface PaymentPage<T = PaymentRecord> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminPaymentRecord extends PaymentRecord {
  student: { name: string; email: string };
}

export interface StatusTotal {
  count: number;
  amount: number;
}

export interface AdminPaymentPage extends PaymentPage<AdminPaymentRecord> {
  totals: { paid: StatusTotal; failed: StatusTotal; created: StatusTotal };
}
