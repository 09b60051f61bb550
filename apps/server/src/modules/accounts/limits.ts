import type { Limit } from "../../platform/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed logins: per account at most 100 an hour and 10 in any 5-minute burst; per address 50 in 15 minutes. */
export const LOGIN_FAIL_BURST: Limit = { name: "login-fail-burst", max: 10, windowMs: 5 * MINUTE };
export const LOGIN_FAIL_HOUR: Limit = { name: "login-fail-hour", max: 100, windowMs: HOUR };
export const LOGIN_FAIL_ADDRESS: Limit = { name: "login-fail-ip", max: 50, windowMs: 15 * MINUTE };
export const SIGNUP_ADDRESS: Limit = { name: "signup-ip", max: 10, windowMs: HOUR };
export const OTP_SEND_ACCOUNT: Limit = { name: "otp-send", max: 5, windowMs: HOUR };
export const OTP_SEND_ADDRESS: Limit = { name: "otp-send-ip", max: 20, windowMs: HOUR };
export const OTP_CHECK_ACCOUNT: Limit = { name: "otp-check", max: 15, windowMs: HOUR };
export const OTP_CHECK_ADDRESS: Limit = { name: "otp-check-ip", max: 40, windowMs: HOUR };
