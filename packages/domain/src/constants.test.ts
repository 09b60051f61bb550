import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("business constants", () => {
  it("match section 9 of the spec", () => {
    expect({
      TOAST_DURATION_MS: c.TOAST_DURATION_MS,
      NOTIFICATION_POLL_MS: c.NOTIFICATION_POLL_MS,
      OFFLINE_CHECK_TIMEOUT_MS: c.OFFLINE_CHECK_TIMEOUT_MS,
      RETRY_START_MS: c.RETRY_START_MS,
      RETRY_GROWTH: c.RETRY_GROWTH,
      RETRY_CAP_MS: c.RETRY_CAP_MS,
      SESSION_EXPIRY_REDIRECT_MS: c.SESSION_EXPIRY_REDIRECT_MS,
      OTP_LENGTH: c.OTP_LENGTH,
      MIN_PASSWORD_LENGTH: c.MIN_PASSWORD_LENGTH,
      ADMIN_DRAWER_WIDTH: c.ADMIN_DRAWER_WIDTH,
      CARD_ANIMATION_MS: c.CARD_ANIMATION_MS,
      PLAN_GRID_COLUMNS: c.PLAN_GRID_COLUMNS,
      CURRENCY: c.CURRENCY,
      CURRENCY_SYMBOL: c.CURRENCY_SYMBOL,
      FREE_TRIAL_DAYS: c.FREE_TRIAL_DAYS,
    }).toEqual({
      TOAST_DURATION_MS: 4000,
      NOTIFICATION_POLL_MS: 60000,
      OFFLINE_CHECK_TIMEOUT_MS: 5000,
      RETRY_START_MS: 3000,
      RETRY_GROWTH: 1.5,
      RETRY_CAP_MS: 3600000,
      SESSION_EXPIRY_REDIRECT_MS: 3000,
      OTP_LENGTH: 6,
      MIN_PASSWORD_LENGTH: 6,
      ADMIN_DRAWER_WIDTH: 280,
      CARD_ANIMATION_MS: 800,
      PLAN_GRID_COLUMNS: 4,
      CURRENCY: "INR",
      CURRENCY_SYMBOL: "₹",
      FREE_TRIAL_DAYS: 15,
    });
  });
});

describe("nextRetryDelay", () => {
  it("starts at 3 s", () => {
    expect(c.nextRetryDelay(null)).toBe(3000);
  });

  it("grows by 1.5 each time", () => {
    expect(c.nextRetryDelay(3000)).toBe(4500);
    expect(c.nextRetryDelay(4500)).toBe(6750);
    expect(c.nextRetryDelay(6750)).toBe(10125);
  });

  it("is capped at 3600 s", () => {
    expect(c.nextRetryDelay(2_400_000)).toBe(3_600_000);
    expect(c.nextRetryDelay(2_400_001)).toBe(3_600_000);
    expect(c.nextRetryDelay(3_600_000)).toBe(3_600_000);
    expect(c.nextRetryDelay(Number.POSITIVE_INFINITY)).toBe(3_600_000);
  });

  it("just below the cap still grows exactly", () => {
    expect(c.nextRetryDelay(2_399_998)).toBe(3_599_997);
  });

  it("reaches the cap after a finite number of retries and stays there", () => {
    let delay: number | null = null;
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) {
      delay = c.nextRetryDelay(delay);
      seen.push(delay);
    }
    expect(seen.indexOf(3_600_000)).toBe(18);
    expect(seen.slice(18).every((d) => d === 3_600_000)).toBe(true);
  });

  it("restarts on nonsense input", () => {
    expect(c.nextRetryDelay(0)).toBe(3000);
    expect(c.nextRetryDelay(-5)).toBe(3000);
    expect(c.nextRetryDelay(Number.NaN)).toBe(3000);
  });
});
