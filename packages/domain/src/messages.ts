// User-facing texts of the spec (sections 4, 5 and 8), kept verbatim so both apps say the same thing.
export const MESSAGES = {
  // Validation (section 5)
  REQUIRED: "This field is required.",
  CONFIRM_PASSWORD_MISMATCH: "Confirm password must be same as password.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters long.",
  INVALID_EMAIL: "Enter a valid email address.",
  INVALID_MOBILE: "Enter a valid 10-digit mobile number.",
  OTP_FORMAT: "OTP must be 6 digits.",
  COURSE_REQUIRED: "Select a course.",
  INVALID_FEE: "Fee must be zero or more.",
  INVALID_TIMESTAMP: "Invalid date.",
  INVALID_LINK: "Link must be a path within the site.",
  RESET_PROOF_MISSING: "Verify the OTP sent to your mobile number first.",

  // Errors and confirmations (section 8)
  SESSION_EXPIRED: "Session Expired..., redirecting to Login...",
  ACCOUNT_CREATED: "Account Created Successfully!",
  INVALID_EMAIL_ID: "Invalid Email Id",
  OTP_SENT: "OTP sent successfully!",
  OTP_VERIFIED: "Mobile number verified successfully!",
  PASSWORD_UPDATED_TITLE: "Success!",
  PASSWORD_UPDATED: "Password updated successfully!",
  PASSWORD_UPDATE_FAILED: "Something went wrong",
  SOMETHING_WENT_WRONG: "Something went wrong!",
  OFFLINE: "You are offline. Please check your internet connection.",

  // Payments and subscriptions (section 4)
  PAYMENT_FAILED: "Payment Failed!",
  PAYMENT_SUCCESSFUL: "Payment successful!",
  SUBSCRIBED: "Subscribed successfully!",
  SUBSCRIPTION_EXPIRED_TITLE: "Your subscription expired.",
  SUBSCRIPTION_EXPIRED_DETAIL: "Please re-subscribe.",
  GO_PREMIUM: "Subscribe to premium to get full access.",
  ALREADY_SUBSCRIBED: "You already subscribed to a course.",
  CONFIRM_TITLE: "Are you sure?",
  SUBSCRIBE_HEADING: "Subscribe to a course",

  // Floating subscription prompt (section 4)
  PROMPT_NO_USER: "Avail 15 Days Free Subscription",
  PROMPT_NO_COURSE: "Subscribe to get full access",
  PROMPT_EXPIRED: "Subscription expired",
  PROMPT_FREE: "Go for premium to get full access",
} as const;

export type MessageKey = keyof typeof MESSAGES;
