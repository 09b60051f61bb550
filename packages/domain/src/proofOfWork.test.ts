import { describe, expect, it } from "vitest";
import {
  formatChallengePayload,
  formatSolution,
  isProofRefusal,
  leadingZeroBits,
  MESSAGES,
  PROOF_EXPIRED,
  PROOF_USED,
  parseChallenge,
  parseSolution,
} from "./index";

const SIG = "a".repeat(43);

describe("leadingZeroBits", () => {
  it("counts whole zero bytes and the zeros of the first other byte", () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x7f]))).toBe(1);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0xff]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0, 0x01]))).toBe(15);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x20, 0]))).toBe(18);
  });

  it("is the whole length for an all-zero hash", () => {
    expect(leadingZeroBits(new Uint8Array(4))).toBe(32);
    expect(leadingZeroBits(new Uint8Array(0))).toBe(0);
  });
});

describe("challenges and solutions", () => {
  const payload = formatChallengePayload("r4nd0m-part_0123", 1_700_000_000_000, 18);
  const challenge = `${payload}.${SIG}`;

  it("reads back what was formatted", () => {
    expect(parseChallenge(challenge)).toEqual({
      payload,
      random: "r4nd0m-part_0123",
      expiresAt: 1_700_000_000_000,
      difficulty: 18,
      signature: SIG,
    });
    expect(parseSolution(formatSolution(challenge, 123456))).toEqual({ challenge, nonce: "123456" });
  });

  it("refuses malformed challenges", () => {
    for (const bad of [
      "",
      payload,
      `${payload}.${SIG}x`,
      `2.${payload.slice(2)}.${SIG}`,
      `1.short.1700000000000.18.${SIG}`,
      `1.r4nd0m-part_0123.17.18.${SIG}`,
      `1.r4nd0m-part_0123.1700000000000.180.${SIG}`,
    ]) {
      expect(parseChallenge(bad), bad).toBeNull();
    }
  });

  it("refuses solutions without a decimal nonce", () => {
    for (const bad of [
      undefined,
      "",
      challenge,
      `${challenge}:`,
      `${challenge}:12a`,
      `${challenge}:-1`,
      `x:${"9".repeat(17)}`,
    ]) {
      expect(parseSolution(bad), String(bad)).toBeNull();
    }
    expect(parseSolution(`${"x".repeat(300)}:1`)).toBeNull();
  });
});

describe("refusals", () => {
  it("are told apart from other errors so the form can try again with a fresh challenge", () => {
    expect(isProofRefusal(PROOF_EXPIRED)).toBe(true);
    expect(isProofRefusal(PROOF_USED)).toBe(true);
    expect(isProofRefusal(MESSAGES.REQUIRED)).toBe(false);
  });
});
