import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  formatChallengePayload,
  leadingZeroBits,
  PROOF_EXPIRED,
  PROOF_INVALID,
  PROOF_MISSING,
  PROOF_OF_WORK_TTL_MS,
  PROOF_USED,
  type ProofOfWorkChallenge,
  parseChallenge,
  parseSolution,
  proofInput,
} from "@medhavi/domain";
import { HttpError } from "./errors";
import type { RateLimiter } from "./rate-limit";

/** A challenge's random part is remembered this much longer than it lives, so it is never taken twice. */
const USED_SLACK_MS = 60_000;

/**
 * The public forms' proof of work (docs/decisions/020): challenges signed with a server key (kept in the
 * database, so every process checks the others'), stateless until one is spent; spending one takes its
 * random part in the rate-limit store (database or Redis), so a solved challenge cannot be sent twice.
 */
export class ProofOfWork {
  constructor(
    private readonly key: string,
    /** Leading zero bits a solution must have (`POW_DIFFICULTY`). */
    readonly difficulty: number,
    private readonly limiter: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url");
  }

  issue(): ProofOfWorkChallenge {
    const random = randomBytes(16).toString("base64url");
    const expiresAt = this.now() + PROOF_OF_WORK_TTL_MS;
    const payload = formatChallengePayload(random, expiresAt, this.difficulty);
    return {
      challenge: `${payload}.${this.sign(payload)}`,
      difficulty: this.difficulty,
      expires_at: expiresAt,
    };
  }

  /**
   * Accepts the header of a request once, or throws a 400 the form shows (and the web client answers by
   * solving a fresh challenge). Cheap checks first; the challenge is spent only by a right solution.
   */
  async verify(header: string | string[] | undefined): Promise<void> {
    if (header === undefined || header === "") throw new HttpError(400, PROOF_MISSING);
    const solution = parseSolution(Array.isArray(header) ? undefined : header);
    const parts = solution && parseChallenge(solution.challenge);
    if (!solution || !parts) throw new HttpError(400, PROOF_INVALID);
    const given = Buffer.from(parts.signature);
    const expected = Buffer.from(this.sign(parts.payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(400, PROOF_INVALID);
    }
    const left = parts.expiresAt - this.now();
    // A challenge issued before the difficulty was raised counts as expired: the client solves a new one.
    if (left <= 0 || parts.difficulty < this.difficulty) throw new HttpError(400, PROOF_EXPIRED);
    const hash = createHash("sha256").update(proofInput(solution.challenge, solution.nonce)).digest();
    if (leadingZeroBits(hash) < parts.difficulty) throw new HttpError(400, PROOF_INVALID);
    try {
      await this.limiter.consume({ name: "pow", max: 1, windowMs: left + USED_SLACK_MS }, parts.random);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 429) throw new HttpError(400, PROOF_USED);
      throw err;
    }
  }
}
