// The public site's menus (spec section 2), shared by the web app's shell and the server-rendered blog
// posts, so both show the same links. Zod-free: the shell imports it.

/**
 * A menu entry. `reload` marks a full page load (Blogs: its posts are server-rendered documents);
 * `external` a link that leaves the app (Chat With Us).
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

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: "Careers", to: "/about-us#careers" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-conditions" },
];
