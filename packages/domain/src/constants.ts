// Business constants and limits (spec section 9).
export const TOAST_DURATION_MS = 4000;
export const NOTIFICATION_POLL_MS = 60_000;
export const OFFLINE_CHECK_TIMEOUT_MS = 5000;
export const RETRY_START_MS = 3000;
export const RETRY_GROWTH = 1.5;
export const RETRY_CAP_MS = 3_600_000;
export const SESSION_EXPIRY_REDIRECT_MS = 3000;
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const ADMIN_DRAWER_WIDTH = 280;
export const CARD_ANIMATION_MS = 800;
export const PLAN_GRID_COLUMNS = 4;
export const CURRENCY = "INR";
export const CURRENCY_SYMBOL = "₹";
export const FREE_TRIAL_DAYS = 15;

/**
 * Delay before the next connectivity retry: 3 s first, then 1.5 times the previous one, never above 3600 s.
 * A nonsensical previous value (NaN, zero, negative) restarts the sequence rather than spinning fast.
 */
export function nextRetryDelay(previousMs: number | null): number {
  if (previousMs === null || Number.isNaN(previousMs) || previousMs <= 0) return RETRY_START_MS;
  return Math.min(previousMs * RETRY_GROWTH, RETRY_CAP_MS);
}
