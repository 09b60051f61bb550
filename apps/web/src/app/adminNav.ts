/** Back-office side menu (spec section 2). Projects is listed but disabled. */
export interface AdminNavItem {
  label: string;
  to: string;
  disabled?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "Users", to: "/admin/users" },
  { label: "Blogs", to: "/admin/blogs" },
  { label: "Pages", to: "/admin/pages" },
  { label: "Course", to: "/admin/course" },
  { label: "Questions", to: "/admin/questions" },
  { label: "Exam", to: "/admin/exam" },
  { label: "Pending Evaluation", to: "/admin/pending-evaluation" },
  { label: "Upload Document", to: "/admin/upload-document" },
  { label: "Scholarship", to: "/admin/scholarship" },
  { label: "Enrollment", to: "/admin/enrollment" },
  { label: "Enquiries", to: "/admin/enquiries" },
  { label: "Payments", to: "/admin/payments" },
  { label: "Forum", to: "/admin/forum" },
  { label: "Notifications", to: "/admin/notifications" },
  { label: "Audit log", to: "/admin/audit" },
  { label: "Background jobs", to: "/admin/jobs" },
  { label: "Projects", to: "/admin/projects", disabled: true },
];

/** Admin profile menu entries without a screen yet (the spec names them but gives them none); Profile has one. */
export const ADMIN_PROFILE_MENU: readonly string[] = [
  "My Address",
  "My Cart",
  "My Appointment",
  "My Request",
];
