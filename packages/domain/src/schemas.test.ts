import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as schemas from "./schemas";
import {
  changePasswordSchema,
  courseNodeInputSchema,
  courseNodeSchema,
  emailSchema,
  fetchNotificationsSchema,
  firstIssueMessage,
  loginSchema,
  mobileNumberSchema,
  notificationIdSchema,
  notificationSchema,
  notificationTypeSchema,
  orderResponseSchema,
  otpSchema,
  otpVerifySchema,
  passwordResetSchema,
  paymentCallbackSchema,
  paymentOrderRequestSchema,
  profileChangeNeedsPassword,
  profileFormSchema,
  pushNotificationSchema,
  signupSchema,
  staffPushSchema,
  subscribeRequestSchema,
  updatePasswordSchema,
  updateProfileSchema,
  userInfoSchema,
  verifyEmailSchema,
} from "./schemas";

const REQUIRED = "This field is required.";

/** Every issue as "path: message", so a test sees all of them at once. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  return schema.parse(input);
}

describe("emailSchema", () => {
  it("trims and lowercases", () => {
    expect(parsed(emailSchema, "  Asha.Rao@Example.COM ")).toBe("asha.rao@example.com");
  });

  it.each([undefined, null, 42, "", "   "])("requires a value (%j)", (value) => {
    expect(issues(emailSchema, value)).toEqual([`: ${REQUIRED}`]);
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "a b@example.com"])("rejects %j", (value) => {
    expect(issues(emailSchema, value)).toEqual([": Enter a valid email address."]);
  });
});

describe("loginSchema", () => {
  it("accepts email and password", () => {
    expect(parsed(loginSchema, { email: "A@B.in", password: "x" })).toEqual({
      email: "a@b.in",
      password: "x",
    });
  });

  it("requires both fields, missing or empty", () => {
    expect(issues(loginSchema, {})).toEqual([`email: ${REQUIRED}`, `password: ${REQUIRED}`]);
    expect(issues(loginSchema, { email: "", password: "" })).toEqual([
      `email: ${REQUIRED}`,
      `password: ${REQUIRED}`,
    ]);
  });

  it("does not apply the new-password length rule to login", () => {
    expect(issues(loginSchema, { email: "a@b.in", password: "abc" })).toEqual([]);
  });
});

describe("mobileNumberSchema", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["6000000000", "6000000000"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    [" 9198765432 ", "9198765432"],
  ])("normalises %j to %j", (input, output) => {
    expect(parsed(mobileNumberSchema, input)).toBe(output);
  });

  it.each(["5876543210", "987654321", "98765432101", "+929876543210", "98765abcde", "+91", "0"])(
    "rejects %j",
    (input) => {
      expect(issues(mobileNumberSchema, input)).toEqual([": Enter a valid 10-digit mobile number."]);
    },
  );

  it("requires a value", () => {
    expect(issues(mobileNumberSchema, "")).toEqual([`: ${REQUIRED}`]);
    expect(issues(mobileNumberSchema, undefined)).toEqual([`: ${REQUIRED}`]);
  });
});

const validSignup = {
  firstName: " Asha ",
  lastName: "Rao",
  mobileNumber: "+91 98765 43210",
  email: "Asha@Example.com",
  password: "secret1",
  confirm_password: "secret1",
};

describe("signupSchema", () => {
  it("accepts a valid signup, normalising and filling defaults", () => {
    expect(parsed(signupSchema, validSignup)).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      mobileNumber: "9876543210",
      email: "asha@example.com",
      password: "secret1",
      confirm_password: "secret1",
      status: "active",
      profilePic: "",
    });
  });

  it("keeps a given status and profile picture", () => {
    const result = parsed(signupSchema, { ...validSignup, status: "inactive", profilePic: "me.png" });
    expect([result.status, result.profilePic]).toEqual(["inactive", "me.png"]);
  });

  it("rejects an unknown status", () => {
    expect(issues(signupSchema, { ...validSignup, status: "admin" })).toHaveLength(1);
  });

  it("requires every named field", () => {
    expect(issues(signupSchema, { confirm_password: "" })).toEqual([
      `firstName: ${REQUIRED}`,
      `lastName: ${REQUIRED}`,
      `mobileNumber: ${REQUIRED}`,
      `email: ${REQUIRED}`,
      `password: ${REQUIRED}`,
    ]);
  });

  it("treats blank names as missing", () => {
    expect(issues(signupSchema, { ...validSignup, firstName: "  ", lastName: "" })).toEqual([
      `firstName: ${REQUIRED}`,
      `lastName: ${REQUIRED}`,
    ]);
  });

  it("needs at least 6 characters of password", () => {
    expect(issues(signupSchema, { ...validSignup, password: "abc12", confirm_password: "abc12" })).toEqual([
      "password: Password must be at least 6 characters long.",
    ]);
    expect(issues(signupSchema, { ...validSignup, password: "abc123", confirm_password: "abc123" })).toEqual(
      [],
    );
  });

  it("does not trim passwords", () => {
    expect(
      parsed(signupSchema, { ...validSignup, password: " pass 1 ", confirm_password: " pass 1 " }).password,
    ).toBe(" pass 1 ");
  });

  it("reports a mismatched confirmation on confirm_password", () => {
    expect(issues(signupSchema, { ...validSignup, confirm_password: "secret2" })).toEqual([
      "confirm_password: Confirm password must be same as password.",
    ]);
    expect(issues(signupSchema, { ...validSignup, confirm_password: "" })).toEqual([
      "confirm_password: Confirm password must be same as password.",
    ]);
  });

  it("shows the mismatch even while another field is missing altogether", () => {
    const { firstName: _omit, ...rest } = validSignup;
    expect(issues(signupSchema, { ...rest, confirm_password: "other" })).toEqual([
      `firstName: ${REQUIRED}`,
      "confirm_password: Confirm password must be same as password.",
    ]);
  });

  it("shows the mismatch live even while other fields are still invalid", () => {
    expect(
      issues(signupSchema, { ...validSignup, firstName: "", password: "abc", confirm_password: "abd" }),
    ).toEqual([
      `firstName: ${REQUIRED}`,
      "password: Password must be at least 6 characters long.",
      "confirm_password: Confirm password must be same as password.",
    ]);
  });

  it("requires the confirmation field to be present", () => {
    const { confirm_password: _omit, ...rest } = validSignup;
    expect(issues(signupSchema, rest)).toEqual([`confirm_password: ${REQUIRED}`]);
  });
});

describe("passwordResetSchema", () => {
  it("accepts matching passwords", () => {
    expect(
      parsed(passwordResetSchema, { email: "A@b.in", password: "123456", confirm_password: "123456" }),
    ).toEqual({
      email: "a@b.in",
      password: "123456",
      confirm_password: "123456",
    });
  });

  it("applies the same password rules as signup", () => {
    expect(
      issues(passwordResetSchema, { email: "a@b.in", password: "12345", confirm_password: "54321" }),
    ).toEqual([
      "password: Password must be at least 6 characters long.",
      "confirm_password: Confirm password must be same as password.",
    ]);
    expect(issues(passwordResetSchema, {})).toEqual([
      `email: ${REQUIRED}`,
      `password: ${REQUIRED}`,
      `confirm_password: ${REQUIRED}`,
    ]);
  });
});

describe("otpSchema", () => {
  it("accepts exactly six digits", () => {
    expect(parsed(otpSchema, "012345")).toBe("012345");
    expect(parsed(otpSchema, " 123456 ")).toBe("123456");
  });

  it.each([undefined, 123456, "", "12345", "1234567", "12345a", "१२३४५६", "12 456"])(
    "rejects %j",
    (value) => {
      expect(issues(otpSchema, value)).toEqual([": OTP must be 6 digits."]);
    },
  );

  it("pairs with the email for verification", () => {
    expect(parsed(otpVerifySchema, { email: "A@b.in", otp: "654321" })).toEqual({
      email: "a@b.in",
      otp: "654321",
    });
    expect(issues(otpVerifySchema, { email: "a@b.in", otp: "1" })).toEqual(["otp: OTP must be 6 digits."]);
  });
});

const validNode = {
  id: 3,
  parent: 0,
  name: " Physics ",
  type: "Subject",
  for_subscription: true,
  fee: 12000,
  quarterly_fee: 7000,
};

describe("courseNodeSchema", () => {
  it("accepts a course node", () => {
    expect(parsed(courseNodeSchema, validNode)).toEqual({ ...validNode, name: "Physics" });
  });

  it("allows null or missing fees", () => {
    const { fee: _f, quarterly_fee: _q, ...noFees } = validNode;
    expect(parsed(courseNodeSchema, noFees)).toMatchObject({ fee: null, quarterly_fee: null });
    expect(parsed(courseNodeSchema, { ...validNode, fee: null, quarterly_fee: 0 })).toMatchObject({
      fee: null,
      quarterly_fee: 0,
    });
  });

  it("rejects negative or non-numeric fees", () => {
    expect(issues(courseNodeSchema, { ...validNode, fee: -1, quarterly_fee: "500" })).toEqual([
      "fee: Fee must be zero or more.",
      "quarterly_fee: Fee must be zero or more.",
    ]);
  });

  it("requires a name and a type", () => {
    expect(issues(courseNodeSchema, { ...validNode, name: "", type: undefined })).toEqual([
      `name: ${REQUIRED}`,
      `type: ${REQUIRED}`,
    ]);
  });

  it("rejects bad ids and parents", () => {
    expect(issues(courseNodeSchema, { ...validNode, id: 0, parent: -1 })).toHaveLength(2);
    expect(issues(courseNodeSchema, { ...validNode, id: 1.5 })).toHaveLength(1);
  });

  it("has an id-less variant for creating nodes", () => {
    const { id: _id, ...input } = validNode;
    expect(parsed(courseNodeInputSchema, input)).toEqual({ ...input, name: "Physics" });
  });
});

const validOrder = {
  amount: 12000,
  description: "Yearly plan",
  courseName: "Physics",
  contact: "9876543210",
  email: "a@b.in",
  personName: "Asha Rao",
  subscription_start: 1_748_736_000_000,
  subscription_end: 1_780_272_000_000,
  course_id: "3",
  subscription_type: "Yearly",
};

describe("paymentOrderRequestSchema", () => {
  it("accepts an order request and coerces the course id", () => {
    expect(parsed(paymentOrderRequestSchema, validOrder)).toEqual({ ...validOrder, course_id: 3 });
  });

  it("needs only the dates, course and type", () => {
    const minimal = {
      subscription_start: 1,
      subscription_end: 2,
      course_id: 3,
      subscription_type: "Half Yearly",
    };
    expect(parsed(paymentOrderRequestSchema, minimal)).toEqual(minimal);
  });

  it("rejects a missing course, a bad type and fractional timestamps", () => {
    expect(
      issues(paymentOrderRequestSchema, {
        ...validOrder,
        course_id: "",
        subscription_type: "Lifetime",
        subscription_start: 1.5,
      }),
    ).toEqual([
      "subscription_start: Invalid date.",
      "course_id: Select a course.",
      expect.stringMatching(/^subscription_type: /),
    ]);
  });

  it.each([0, -3, "abc", null, 2.5, true, "1e3", "0x1f", "2.5", "-3", undefined])(
    "rejects course id %j",
    (course_id) => {
      expect(issues(paymentOrderRequestSchema, { ...validOrder, course_id })).toEqual([
        "course_id: Select a course.",
      ]);
    },
  );
});

describe("orderResponseSchema", () => {
  it("accepts the order response", () => {
    const response = {
      success: true,
      key_id: "rzp_test_x",
      product_name: "Medhavi Academy",
      description: "Yearly",
      order_id: "order_1",
      contact: "9876543210",
      name: "Asha Rao",
      email: "a@b.in",
    };
    expect(parsed(orderResponseSchema, response)).toEqual(response);
    expect(issues(orderResponseSchema, { ...response, order_id: undefined })).toHaveLength(1);
  });
});

describe("paymentCallbackSchema", () => {
  const callback = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" };

  it("accepts all three fields", () => {
    expect(parsed(paymentCallbackSchema, callback)).toEqual(callback);
  });

  it.each(["razorpay_payment_id", "razorpay_order_id", "razorpay_signature"])(
    "fails the payment when %s is missing or blank",
    (field) => {
      expect(issues(paymentCallbackSchema, { ...callback, [field]: undefined })).toEqual([
        `${field}: Payment Failed!`,
      ]);
      expect(issues(paymentCallbackSchema, { ...callback, [field]: " " })).toEqual([
        `${field}: Payment Failed!`,
      ]);
    },
  );
});

describe("subscribeRequestSchema", () => {
  it("accepts a subscribe request", () => {
    expect(
      parsed(subscribeRequestSchema, {
        course_id: "7",
        subscription: "Free",
        subscription_start: 10,
        subscription_end: 20,
      }),
    ).toEqual({ course_id: 7, subscription: "Free", subscription_start: 10, subscription_end: 20 });
  });

  it("rejects unknown subscription types and missing fields", () => {
    expect(issues(subscribeRequestSchema, { course_id: 7, subscription: "free" })).toEqual([
      expect.stringMatching(/^subscription: /),
      "subscription_start: Invalid date.",
      "subscription_end: Invalid date.",
    ]);
  });
});

const push = {
  notificationType: "exam_scheduled",
  notificationMsg: "Physics test on Monday",
  firstName: "Asha",
  lastName: "Rao",
  email: "a@b.in",
  userid: 12,
  navigate: "/testseries/4",
};

describe("notifications", () => {
  it("knows the notification types (staff write announcements)", () => {
    expect(notificationTypeSchema.options).toEqual([
      "new_user",
      "exam_scheduled",
      "result_published",
      "payment_refunded",
      "announcement",
      "forum_answer",
      "forum_accepted",
      "score_revised",
    ]);
    expect(issues(notificationTypeSchema, "exam")).toHaveLength(1);
  });

  it("accepts a push notification with or without a link", () => {
    expect(parsed(pushNotificationSchema, push)).toEqual(push);
    const { navigate: _n, ...noLink } = push;
    expect(parsed(pushNotificationSchema, { ...noLink, notificationType: "new_user" })).toEqual({
      ...noLink,
      notificationType: "new_user",
    });
    expect(parsed(pushNotificationSchema, { ...push, navigate: null }).navigate).toBeNull();
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "testseries/4",
  ])("rejects the off-site link %j", (navigate) => {
    expect(issues(pushNotificationSchema, { ...push, navigate })).toEqual([
      "navigate: Link must be a path within the site.",
    ]);
  });

  it("requires a message", () => {
    expect(issues(pushNotificationSchema, { ...push, notificationMsg: " " })).toEqual([
      `notificationMsg: ${REQUIRED}`,
    ]);
  });

  it("adds the id for a stored notification", () => {
    expect(parsed(notificationSchema, { ...push, id: 5 })).toEqual({ ...push, id: 5 });
    expect(issues(notificationSchema, push)).toHaveLength(1);
  });
});

describe("userInfoSchema", () => {
  const user = {
    firstName: "Asha",
    lastName: "Rao",
    email: "a@b.in",
    mobileNumber: "9876543210",
    userid: 12,
    profilePic: "",
  };

  it("fills missing subscription fields with null", () => {
    expect(parsed(userInfoSchema, user)).toEqual({
      ...user,
      course_id: null,
      subscription: null,
      subscription_end: null,
      renewed_until: null,
      trial_used: false,
      language: null,
    });
  });

  it("normalises a numeric-string course id", () => {
    expect(parsed(userInfoSchema, { ...user, course_id: "9" }).course_id).toBe(9);
    expect(parsed(userInfoSchema, { ...user, course_id: "" }).course_id).toBeNull();
    expect(parsed(userInfoSchema, { ...user, course_id: 0 }).course_id).toBeNull();
  });

  it("keeps subscription details", () => {
    const full = {
      ...user,
      course_id: 9,
      subscription: "Yearly",
      subscription_end: 1_780_272_000_000,
      renewed_until: 1_811_808_000_000,
      trial_used: true,
      language: "hi",
    };
    expect(parsed(userInfoSchema, full)).toEqual(full);
  });

  it("rejects a missing userid", () => {
    const { userid: _u, ...rest } = user;
    expect(issues(userInfoSchema, rest)).toHaveLength(1);
  });
});

describe("firstIssueMessage", () => {
  it("prefixes the required message with its field", () => {
    const error = loginSchema.safeParse({ password: "x" }).error!;
    expect(firstIssueMessage(error)).toBe("email: This field is required.");
  });

  it("joins nested paths with dots", () => {
    const error = notificationSchema.array().safeParse([{ ...push, id: 1, notificationMsg: "" }]).error!;
    expect(firstIssueMessage(error)).toBe("0.notificationMsg: This field is required.");
  });

  it("returns other messages as they are", () => {
    const error = signupSchema.safeParse({ ...validSignup, confirm_password: "nope" }).error!;
    expect(firstIssueMessage(error)).toBe("Confirm password must be same as password.");
    expect(firstIssueMessage(paymentCallbackSchema.safeParse({}).error!)).toBe("Payment Failed!");
  });

  it("does not prefix a required message without a path", () => {
    expect(firstIssueMessage(emailSchema.safeParse("").error!)).toBe("This field is required.");
  });
});

describe("account schemas", () => {
  it("verifyEmailSchema needs a valid email", () => {
    expect(issues(verifyEmailSchema, {})).toEqual([`email: ${REQUIRED}`]);
    expect(parsed(verifyEmailSchema, { email: " A@B.IN " })).toEqual({ email: "a@b.in" });
  });

  it("updatePasswordSchema needs the proof and matching passwords of 6+ characters", () => {
    const good = { email: "a@b.in", password: "secret1", confirm_password: "secret1", reset_token: "proof" };
    expect(issues(updatePasswordSchema, good)).toEqual([]);
    expect(issues(updatePasswordSchema, { ...good, reset_token: "" })).toEqual([
      "reset_token: Verify the OTP sent to your mobile number first.",
    ]);
    expect(issues(updatePasswordSchema, { ...good, password: "abc", confirm_password: "abc" })).toEqual([
      "password: Password must be at least 6 characters long.",
    ]);
    expect(issues(updatePasswordSchema, { ...good, confirm_password: "secret2" })).toEqual([
      "confirm_password: Confirm password must be same as password.",
    ]);
  });

  it("updateProfileSchema changes only what is given, with the same field rules as signup", () => {
    expect(parsed(updateProfileSchema, {})).toEqual({});
    expect(parsed(updateProfileSchema, { mobileNumber: "+91 98765-43210" })).toEqual({
      mobileNumber: "9876543210",
    });
    expect(issues(updateProfileSchema, { firstName: "  " })).toEqual([`firstName: ${REQUIRED}`]);
    expect(issues(updateProfileSchema, { email: "nope" })).toEqual(["email: Enter a valid email address."]);
  });

  it("a new email or mobile number needs the current password; names and the same values do not", () => {
    const current = { email: "asha@example.in", mobileNumber: "9876543210" };
    expect(profileChangeNeedsPassword(current, { firstName: "A" } as object)).toBe(false);
    expect(profileChangeNeedsPassword(current, { mobileNumber: "+91 98765-43210" })).toBe(false);
    expect(profileChangeNeedsPassword(current, { email: " ASHA@example.in " })).toBe(false);
    expect(profileChangeNeedsPassword(current, { mobileNumber: "9876543211" })).toBe(true);
    expect(profileChangeNeedsPassword(current, { email: "other@example.in" })).toBe(true);
    const form = profileFormSchema(current);
    expect(issues(form, { mobileNumber: "9876543211" })).toEqual([`current_password: ${REQUIRED}`]);
    expect(issues(form, { mobileNumber: "9876543211", current_password: "x" })).toEqual([]);
    expect(issues(form, { firstName: "Asha", mobileNumber: "9876543210", email: current.email })).toEqual([]);
  });

  it("changePasswordSchema needs the current password and a confirmed new one", () => {
    expect(issues(changePasswordSchema, { password: "secret1", confirm_password: "secret1" })).toEqual([
      `current_password: ${REQUIRED}`,
    ]);
    expect(
      issues(changePasswordSchema, {
        current_password: "x",
        password: "secret1",
        confirm_password: "other1",
      }),
    ).toEqual(["confirm_password: Confirm password must be same as password."]);
  });

  it("staffPushSchema takes a known type, a message and only an in-site link", () => {
    const good = {
      notificationType: "exam_scheduled",
      notificationMsg: "Mock test",
      navigate: "/testseries/4",
    };
    expect(issues(staffPushSchema, good)).toEqual([]);
    expect(issues(staffPushSchema, { ...good, navigate: "//evil.example" })).toEqual([
      "navigate: Link must be a path within the site.",
    ]);
    expect(issues(staffPushSchema, { ...good, notificationType: "promo" })).toHaveLength(1);
  });

  it("fetchNotificationsSchema pages 20 at a time by default and at most 50", () => {
    expect(parsed(fetchNotificationsSchema, {})).toEqual({ page: 1, pageSize: 20 });
    expect(issues(fetchNotificationsSchema, { pageSize: 51 })).toHaveLength(1);
    expect(issues(notificationIdSchema, { id: 0 })).toHaveLength(1);
  });
});

describe("API documentation", () => {
  // The server turns these schemas into OpenAPI; a transform would make that throw.
  const all = Object.entries(schemas as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );

  it("covers every exported schema", () => {
    expect(all.length).toBe(24);
  });

  it.each(all)("%s converts to JSON Schema for input and output", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });
});
