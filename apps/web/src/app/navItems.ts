import { CHAT_URL } from "./brandContact";

/**
 * Menu entries of the shell (spec section 2). `reload` marks a full page load (Blogs); `external` a link
 * that leaves the app (Chat With Us).
 */
export interface NavItem {
  label: string;
  to: string;
  reload?: boolean;
  external?: boolean;
}

export const PUBLIC_NAV: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about-us" },
  { label: "Our Partners", to: "/partnerwithus" },
  { label: "Courses", to: "/courses" },
  { label: "Scholarship", to: "/scholarship" },
  { label: "Fee Structure", to: "/fee-structure" },
  { label: "Contact Us", to: "/contact" },
  { label: "Blogs", to: "/blogs", reload: true },
];

/** Extra top-bar entries for a logged-in student. */
export const STUDENT_NAV: readonly NavItem[] = [
  { label: "Study Materials", to: "/study-materials" },
  { label: "Forum", to: "/forum" },
];

/** The student's profile menu (the name heads it and Logout closes it). */
export const PROFILE_MENU: readonly NavItem[] = [
  { label: "Profile", to: "/profile" },
  { label: "Active Tests", to: "/active-test" },
  { label: "Attempt History", to: "/attempt-history" },
  { label: "My Progress", to: "/my-progress" },
  { label: "Chat With Us", to: CHAT_URL, external: true },
  { label: "Payment History", to: "/payment-history" },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: "Careers", to: "/about-us#careers" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-conditions" },
];

/** Whether `item` is the page at `pathname` (Home only on "/"). */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  const path = item.to.split("#")[0] ?? item.to;
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}
