// The public site's menus (spec section 2), shared by the web app's shell and the server-rendered blog
// posts, so both show the same links and the same Hindi labels. Zod-free: the shell imports it.

/**
 * A menu entry. `reload` marks a full page load (Blogs: its posts are server-rendered documents);
 * `external` a link that leaves the app (Chat With Us).
 */
export interface NavItem {
  label: string;
  /** The label in Hindi (the web's Hindi resources take it as `nav.<label>`: see NAV_HINDI). */
  hindi?: string;
  to: string;
  reload?: boolean;
  external?: boolean;
}

export const PUBLIC_NAV: readonly NavItem[] = [
  { label: "Home", hindi: "होम", to: "/" },
  { label: "About Us", hindi: "हमारे बारे में", to: "/about-us" },
  { label: "Our Partners", hindi: "हमारे साझेदार", to: "/partnerwithus" },
  { label: "Courses", hindi: "कोर्स", to: "/courses" },
  { label: "Scholarship", hindi: "छात्रवृत्ति", to: "/scholarship" },
  { label: "Fee Structure", hindi: "फ़ीस संरचना", to: "/fee-structure" },
  { label: "Contact Us", hindi: "संपर्क करें", to: "/contact" },
  { label: "Blogs", hindi: "ब्लॉग", to: "/blogs", reload: true },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: "Careers", hindi: "करियर", to: "/about-us#careers" },
  { label: "Privacy Policy", hindi: "गोपनीयता नीति", to: "/privacy-policy" },
  { label: "Terms & Conditions", hindi: "नियम और शर्तें", to: "/terms-conditions" },
];

/** The Hindi labels of the site's menus keyed `nav.<English label>`, as the web app's Hindi resources are. */
export const NAV_HINDI: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  [...PUBLIC_NAV, ...FOOTER_LINKS].flatMap((item) => (item.hindi ? [[`nav.${item.label}`, item.hindi]] : [])),
);
