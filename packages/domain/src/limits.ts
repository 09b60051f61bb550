// Every rate limit of the product, in one place. The server counts them (apps/server/src/platform/rate-limit.ts);
// README "Security" states them in words. A counter is a fixed window shared by every server process.

export interface RateRule {
  /** Part of the counter's key. */
  name: string;
  max: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Logins (student `/login` and staff `/adminLogIn` are counted apart: the scope is part of every key).
 * A login attempt reserves one unit of each counter before the password is checked and gives it back
 * when the password is right, so concurrent guesses cannot overrun a limit.
 */
export const LOGIN_LIMITS = {
  /** One account from one address. */
  pair: { name: "login-pair", max: 10, windowMs: 15 * MINUTE },
  /** One address, any accounts. */
  address: { name: "login-ip", max: 50, windowMs: 15 * MINUTE },
  /**
   * One account from every address. Past `max` failures in the window, each further attempt waits
   * `accountDelayMs` (exponential). `max` is above what one address can reach in the window
   * (pair.max per pair window), so a single address can never slow an account down for others.
   */
  account: { name: "login-account", max: 50, windowMs: HOUR },
  delayBaseMs: SECOND,
  delayCapMs: 15 * MINUTE,
} as const;

/**
 * Logins from a browser that signed in to the account before (its signed device cookie, as OWASP's
 * "device cookies" describe) count here, per device, instead of in the account's counters: failures
 * from elsewhere never slow the account's own devices. Past `max`, the device counts as unknown again.
 */
export const TRUSTED_DEVICE_LOGIN: RateRule = { name: "login-device", max: 10, windowMs: 15 * MINUTE };

/** Codes tried at the second step of a staff login (authenticator or recovery codes), per account. */
export const SECOND_FACTOR_LIMIT: RateRule = { name: "second-factor", max: 5, windowMs: 15 * MINUTE };

/** The wait before the next login attempt of an account that already has `failures` failures in the window. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.account.max;
  if (over < 0) return 0;
  return Math.min(LOGIN_LIMITS.delayBaseMs * 2 ** Math.min(over, 30), LOGIN_LIMITS.delayCapMs);
}

/** Wrong current passwords (change password, and email/mobile changes on the profile) per account. */
export const CURRENT_PASSWORD_LIMIT: RateRule = { name: "current-password", max: 5, windowMs: 15 * MINUTE };

export const SIGNUP_ADDRESS: RateRule = { name: "signup-ip", max: 10, windowMs: HOUR };

/** `/verifyEmail` (sends an OTP): per address and per email, known or not. */
export const OTP_SEND_ADDRESS: RateRule = { name: "otp-send-ip", max: 20, windowMs: HOUR };
export const OTP_SEND_EMAIL: RateRule = { name: "otp-send-email", max: 5, windowMs: HOUR };
/** Every `/verifyEmail` reply takes at least this long, so a known email does not answer slower than an unknown one. */
export const OTP_SEND_MIN_REPLY_MS = 300;

/** `/verifyOtp`: per address and per account; each OTP also dies after OTP_MAX_TRIES wrong tries. */
export const OTP_CHECK_ADDRESS: RateRule = { name: "otp-check-ip", max: 40, windowMs: HOUR };
export const OTP_CHECK_ACCOUNT: RateRule = { name: "otp-check", max: 15, windowMs: HOUR };
export const OTP_MAX_TRIES = 5;

/** New anonymous demo attempts per address (resuming one does not count). */
export const DEMO_START_ADDRESS: RateRule = { name: "demo-start-ip", max: 30, windowMs: 15 * MINUTE };

/** Public applications (contact, scholarship, enrolment, partner): sent per address and per email. */
export const APPLICATION_ADDRESS: RateRule = { name: "application-ip", max: 10, windowMs: HOUR };
export const APPLICATION_EMAIL: RateRule = { name: "application-email", max: 5, windowMs: HOUR };
/** Application documents (ID proof, marksheet) uploaded per address. */
export const APPLICATION_UPLOAD_ADDRESS: RateRule = {
  name: "application-upload-ip",
  max: 20,
  windowMs: HOUR,
};
/** Forum posting per student (issue #20): new doubts, answers, picture uploads, reports and votes. */
export const FORUM_LIMITS = {
  question: { name: "forum-question", max: 10, windowMs: HOUR },
  answer: { name: "forum-answer", max: 40, windowMs: HOUR },
  image: { name: "forum-image", max: 40, windowMs: HOUR },
  report: { name: "forum-report", max: 20, windowMs: HOUR },
  vote: { name: "forum-vote", max: 300, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;
