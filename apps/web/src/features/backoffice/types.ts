import type { Paged } from "@medhavi/domain";

export interface UserRow {
  userid: number;
  role: "student" | "admin";
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  status: string;
  createdAt: number;
  plan: string | null;
  plan_end: number | null;
  plan_live: boolean;
  course_id: number | null;
  course_name: string | null;
}

export interface AuditEntry {
  id: number;
  action: string;
  target: string;
  reason: string;
  detail: Record<string, unknown>;
  at: number;
  actor: { id: number | null; name: string; email: string };
}

export interface UserDetail {
  profile: {
    userid: number;
    role: "student" | "admin";
    firstName: string;
    lastName: string;
    email: string;
    mobileNumber: string;
    profilePic: string;
    status: string;
    createdAt: number;
  };
  current: { course_id: number; subscription: string; subscription_end: number; live: boolean } | null;
  subscriptions: Array<{
    id: number;
    course_name: string;
    type: string;
    starts_at: number;
    ends_at: number;
    ended_at: number | null;
    end_reason: string | null;
    paid: boolean;
    state: string;
  }>;
  payments: Array<{
    id: number;
    order_id: string;
    status: string;
    amount: number;
    subscription_type: string;
    courseName?: string;
    created_at?: number;
    createdAt?: number;
    [key: string]: unknown;
  }>;
  attempts: Array<{
    id: number;
    exam_id: number;
    exam_title: string;
    started_at: number;
    submitted_at: number | null;
    score: number | null;
    max_marks: number | null;
    status: string;
  }>;
  notifications: Array<{ id: number; type: string; message: string; at: number; read: boolean }>;
  audit: AuditEntry[];
}

export interface Dashboard {
  time_zone: string;
  today: Figures;
  month: Figures;
  live_plans: Record<string, number>;
  pending_evaluations: number;
  series: Array<{ day: string; signups: number; revenue: number }>;
}

export interface Figures {
  signups: number;
  payments: number;
  revenue_paid: number;
  refunds: number;
  revenue_refunded: number;
  tests_taken: number;
  trials_converted: number;
}

export type { Paged };

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
