import { describe, expect, it } from "vitest";
import {
  idParamSchema,
  idSchema,
  intInRange,
  NUL_NOT_ALLOWED,
  requiredText,
  text,
  textTooLong,
  timestampSchema,
} from "./bounds";
import { examInputSchema, examItemSchema } from "./exams";
import { MAX_INT4, MAX_TIMESTAMP_MS, TEXT_MAX } from "./fieldBounds";
import { questionInputSchema } from "./questions";
import { courseNodeInputSchema, loginSchema, signupSchema } from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("text()", () => {
  it("takes text up to its maximum", () => {
    expect(text(5).parse("abcde")).toBe("abcde");
  });

  it("refuses longer text with the limit in the message", () => {
    expect(firstMessage(text(5).safeParse("abcdef"))).toBe(textTooLong(5));
  });

  it("refuses the NUL character anywhere", () => {
    expect(firstMessage(text(50).safeParse("a\u0000b"))).toBe(NUL_NOT_ALLOWED);
    expect(firstMessage(requiredText().safeParse("\u0000"))).toBe(NUL_NOT_ALLOWED);
  });

  it("requiredText still reads 'required' for blank input", () => {
    expect(firstMessage(requiredText().safeParse("   "))).toBe("This field is required.");
  });
});

describe("numbers", () => {
  it("ids are int4", () => {
    expect(idSchema().parse(MAX_INT4)).toBe(MAX_INT4);
    expect(idSchema().safeParse(MAX_INT4 + 1).success).toBe(false);
    expect(idSchema().safeParse("5").success).toBe(false);
  });

  it("id parameters also take digit strings, within int4", () => {
    expect(idParamSchema().parse("2147483647")).toBe(MAX_INT4);
    expect(idParamSchema().safeParse("2147483648").success).toBe(false);
    expect(idParamSchema().safeParse("1e3").success).toBe(false);
  });

  it("intInRange names its maximum", () => {
    expect(firstMessage(intInRange(0, 10).safeParse(11))).toBe("Must be at most 10.");
  });

  it("timestamps stop at the year 9999", () => {
    expect(timestampSchema.parse(MAX_TIMESTAMP_MS)).toBe(MAX_TIMESTAMP_MS);
    expect(timestampSchema.safeParse(MAX_TIMESTAMP_MS + 1).success).toBe(false);
  });
});

describe("the shared schemas are bounded", () => {
  const student = {
    firstName: "Asha",
    lastName: "Verma",
    mobileNumber: "9876543210",
    email: "asha@example.in",
    password: "secret-1",
    confirm_password: "secret-1",
  };

  it("signup refuses NUL and overlong names", () => {
    expect(signupSchema.safeParse({ ...student, firstName: "A\u0000" }).success).toBe(false);
    expect(signupSchema.safeParse({ ...student, lastName: "x".repeat(TEXT_MAX.NAME + 1) }).success).toBe(
      false,
    );
  });

  it("login refuses an overlong password", () => {
    const password = "x".repeat(TEXT_MAX.PASSWORD + 1);
    expect(loginSchema.safeParse({ email: student.email, password }).success).toBe(false);
  });

  it("courses refuse ids and fees beyond their columns", () => {
    const node = { parent: MAX_INT4 + 1, name: "A", type: "Course", for_subscription: false };
    expect(courseNodeInputSchema.safeParse(node).success).toBe(false);
    expect(courseNodeInputSchema.safeParse({ ...node, parent: 0, fee: 2 ** 31 }).success).toBe(false);
  });

  it("questions and exam items refuse marks of 2^31", () => {
    const question = {
      kind: 2,
      answer_length: 1,
      difficulty: 1,
      subject: "Physics",
      text: "<p>Explain.</p>",
      model_answer: "<p>Because.</p>",
    };
    expect(questionInputSchema.safeParse({ ...question, marks: 4 }).success).toBe(true);
    expect(questionInputSchema.safeParse({ ...question, marks: 2 ** 31 }).success).toBe(false);
    const item = { question_id: 1, section: 0, marks: 4, negative_marks: 2 ** 31 };
    expect(examItemSchema.safeParse(item).success).toBe(false);
  });

  it("exams refuse a window past the year 9999", () => {
    const exam = { title: "Demo", is_demo: true, duration_min: 30, opens_at: 9e15 };
    expect(examInputSchema.safeParse(exam).success).toBe(false);
  });
});
