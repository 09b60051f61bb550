import type { NavItem } from "@medhavi/domain";
import { CHAT_URL } from "../lib/brandContact";

export type { NavItem } from "@medhavi/domain";
export { FOOTER_LINKS, PUBLIC_NAV } from "@medhavi/domain";

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

/** A menu label in the language on screen (keys are the English labels). */
export const navLabel = (t: (key: string, english: string) => string, item: NavItem) =>
  t(`nav.${item.label}`, item.label);

/** Whether `item` is the page at `pathname` (Home only on "/"). */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  const path = item.to.split("#")[0] ?? item.to;
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}
