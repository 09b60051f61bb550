/** The back-office account the e2e server is seeded with (see playwright.config.ts). */
export const E2E_ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };
