/**
 * The owner's account the e2e server is seeded with (ADMIN_EMAIL, see playwright.config.ts): two-step
 * sign-in is required for it, so e2e/staff.setup.ts turns it on once and makes E2E_ADMIN.
 */
export const E2E_OWNER = { email: "owner@e2e.local", password: "e2e-owner-password" };

/** The back-office account of the journeys: a staff member the owner creates (not the owner). */
export const E2E_ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };
