import { createHash } from "node:crypto";
import { leadingZeroBits, PROOF_EXPIRED, PROOF_OF_WORK_HEADER, parseSolution } from "@medhavi/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./http";
import { ProofOfWorkSolver, solve, withProof } from "./proofOfWork";

const CHALLENGE = `1.abcdefghijklmnop.${Date.now() + 300_000}.8.${"s".repeat(43)}`;

describe("solve", () => {
  it("finds a nonce whose SHA-256 has the asked leading zero bits", async () => {
    const header = await solve({ challenge: CHALLENGE, difficulty: 8, expires_at: 0 });
    const parsed = parseSolution(header);
    expect(parsed?.challenge).toBe(CHALLENGE);
    const hash = createHash("sha256").update(`${CHALLENGE}:${parsed?.nonce}`).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(8);
  });
});

const proof = (n: number, expiresAt = Date.now() + 300_000) => ({
  headers: { [PROOF_OF_WORK_HEADER]: `c:${n}` },
  expiresAt,
});

describe("ProofOfWorkSolver and withProof", () => {
  it("solves once when warmed, hands each solution over once, and solves again near expiry", async () => {
    let n = 0;
    const fetchProof = vi.fn(async () => proof(++n, n === 2 ? Date.now() + 1000 : undefined));
    const solver = new ProofOfWorkSolver(fetchProof);
    solver.warm();
    solver.warm();
    expect(fetchProof).toHaveBeenCalledTimes(1);
    expect(await solver.take()).toEqual({ [PROOF_OF_WORK_HEADER]: "c:1" });
    // The second is about to expire: a third is solved instead.
    expect(await solver.take()).toEqual({ [PROOF_OF_WORK_HEADER]: "c:3" });
  });

  it("sends once more with a fresh solution when the proof is refused, and only then", async () => {
    let n = 0;
    const solver = new ProofOfWorkSolver(async () => proof(++n));
    const send = vi.fn(async (headers: Record<string, string>) => {
      if (headers[PROOF_OF_WORK_HEADER] === "c:1") throw new ApiError(PROOF_EXPIRED, 400);
      return "sent";
    });
    expect(await withProof(solver, send)).toBe("sent");
    expect(send).toHaveBeenCalledTimes(2);
    const refused = vi.fn(async () => {
      throw new ApiError("Enter a valid email address.", 400);
    });
    await expect(withProof(solver, refused)).rejects.toThrow("Enter a valid email address.");
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("starts afresh after a failed fetch", async () => {
    let fail = true;
    const solver = new ProofOfWorkSolver(async () => {
      if (fail) throw new ApiError("The server could not be reached.", 0);
      return proof(1);
    });
    solver.warm();
    await expect(solver.take()).rejects.toThrow("could not be reached");
    fail = false;
    expect(await solver.take()).toEqual({ [PROOF_OF_WORK_HEADER]: "c:1" });
  });
});
