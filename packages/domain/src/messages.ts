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
  // Question bank (questions.ts)
  QUESTION_KIND_INVALID: "Choose Objective or Subjective.",
  DIFFICULTY_INVALID: "Choose the difficulty: Easy, Medium, Hard or Very Hard.",
  COURSE_ID_INVALID: "Course id must be a positive whole number.",
  MARKS_POSITIVE: "Marks must be more than 0.",
  MARKS_TOO_LARGE: "Marks must be at most 1000.",
  NEGATIVE_MARKS_INVALID: "Negative marks must be 0 or more.",
  ANSWER_TYPE_REQUIRED: "Choose single select, multi select or numerical.",
  OPTIONS_COUNT: "Give between 2 and 10 options.",
  OPTIONS_ORDER: "Options must be lettered A, B, C… in order.",
  OPTIONS_DUPLICATE: "Options must be different from each other.",
  CORRECT_NOT_AN_OPTION: "A correct answer must be one of the options.",
  SINGLE_CORRECT: "A single-select question has exactly one correct option.",
  MULTI_CORRECT: "Mark at least one correct option.",
  ANSWER_LENGTH_REQUIRED: "Choose the answer length.",
  MODEL_ANSWER_REQUIRED: "Give a model answer for the evaluator.",
  SUBJECTIVE_NO_OPTIONS: "A subjective question has no options.",

  // Exam authoring (exams.ts)
  EXAM_COURSE_REQUIRED: "A test series exam needs a course.",
  EXAM_DURATION_RANGE: "Duration must be between 1 and 600 minutes.",
  EXAM_CLOSES_BEFORE_OPENS: "The exam must close after it opens.",
  EXAM_TOO_MANY_SECTIONS: "An exam has at most 12 sections.",
  EXAM_SECTION_NAMES_UNIQUE: "Section names must be different.",
  EXAM_MARKING_SCHEME_INVALID: "Choose a marking scheme.",
  EXAM_ANSWER_RELEASE_INVALID: "Choose when answers are shown.",
  EXAM_RANK_BY_INVALID: "Choose which attempt ranks.",
  EXAM_ATTEMPTS_RANGE: "Attempts allowed must be between 1 and 50.",
  EXAM_SECTION_INVALID: "Choose a section of the exam.",
  EXAM_TOO_MANY_QUESTIONS: "An exam has at most 300 questions.",
  EXAM_DUPLICATE_QUESTION: "A question can appear only once in an exam.",
  PUBLISH_NO_QUESTIONS: "Add at least one question.",
  PUBLISH_WINDOW_CLOSED: "The exam window has already closed.",
  PUBLISH_WINDOW_MISSING: "Set when the exam opens and closes.",

  // Question CSV import (questionCsv.ts)
  CSV_EMPTY: "The file is empty.",
  CSV_TOO_MANY_ROWS: "The file has more than 2000 questions; split it.",
  CSV_TOO_MANY_CELLS: "This row has more cells than the header.",
  ANSWER_TOO_LONG: "The answer is too long (at most 20000 characters).",
  AWARD_INVALID: "Award marks between 0 and the question's marks, in steps of 0.25.",
} as const;

export type MessageKey = keyof typeof MESSAGES;
