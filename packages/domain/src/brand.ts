// One place for the academy's name so a rebrand never touches code.
export const BRAND = { name: "Medhavi Academy", shortName: "medhavi" } as const;

/** The "why" page lives at "why-" followed by the short name (spec section 2). */
export const WHY_PATH = `/why-${BRAND.shortName}`;
