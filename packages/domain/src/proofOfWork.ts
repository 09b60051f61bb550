// A self-hosted proof of work on the public forms (issue #52, item 8): the server hands out a signed
// challenge, the browser finds a nonce whose SHA-256 starts with enough zero bits, and the form carries
// `<challenge>:<nonce>` in a header. Hashing and signing live in the apps; the rules of the strings and
// the messages live here, so both sides agree. No zod: the forms' chunks import this.

/** The request header that carries the solution, on JSON and multipart requests alike. */
export const PROOF_OF_WORK_HEADER = "x-proof-of-work";
/** How long a challenge may be solved and sent. */
export const PROOF_OF_WORK_TTL_MS = 5 * 60 * 1000;
/**
 * Leading zero bits asked for when `POW_DIFFICULTY` is unset: 2^14 hashes on average, 0.3 s of Web Crypto
 * in Chromium on the 2-core test machine (about 50,000 a second), so about a second on a mid-range phone
 * (docs/decisions/020).
 */
export const PROOF_OF_WORK_DEFAULT_DIFFICULTY = 14;
/** Above this a challenge would take minutes on a phone; the config refuses it. */
export const PROOF_OF_WORK_MAX_DIFFICULTY = 24;

/** The calls (under /api) that need a solved challenge: signup and the four public forms. */
export const PROOF_OF_WORK_PATHS: readonly string[] = [
  "/signup",
  "/contactUs",
  "/applyScholarship",
  "/applyEnrolment",
  "/partnerWithUs",
];

/** What `GET /api/challenge` answers. */
export interface ProofOfWorkChallenge {
  challenge: string;
  difficulty: number;
  /** Epoch milliseconds. */
  expires_at: number;
}

export const PROOF_MISSING = "The form's check is missing. Please send it again.";
export const PROOF_EXPIRED = "The form's check expired. Please send it again.";
export const PROOF_USED = "The form's check was already used. Please send it again.";
export const PROOF_INVALID = "The form's check did not pass. Please reload the page and send it again.";
/** Every refusal of a proof: the web client fetches a fresh challenge and sends once more. */
export const PROOF_REFUSALS: readonly string[] = [PROOF_MISSING, PROOF_EXPIRED, PROOF_USED, PROOF_INVALID];

export function isProofRefusal(message: string): boolean {
  return PROOF_REFUSALS.includes(message);
}

/** Leading zero bits of a hash (0 to 8 × its length). */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The text a nonce is hashed with. */
export const proofInput = (challenge: string, nonce: number | string) => `${challenge}:${nonce}`;

/** The header value for a solved challenge. */
export const formatSolution = (challenge: string, nonce: number) => proofInput(challenge, nonce);

/** What a challenge says before its signature is checked. */
export interface ChallengeParts {
  /** The part the signature covers: `1.<random>.<expires>.<difficulty>`. */
  payload: string;
  random: string;
  expiresAt: number;
  difficulty: number;
  signature: string;
}

const CHALLENGE = /^1\.([A-Za-z0-9_-]{16,64})\.(\d{13})\.(\d{1,2})\.([A-Za-z0-9_-]{43})$/;

export function formatChallengePayload(random: string, expiresAt: number, difficulty: number): string {
  return `1.${random}.${expiresAt}.${difficulty}`;
}

export function parseChallenge(challenge: string): ChallengeParts | null {
  const m = CHALLENGE.exec(challenge);
  if (!m) return null;
  const [, random, expires, difficulty, signature] = m as unknown as [string, string, string, string, string];
  return {
    payload: formatChallengePayload(random, Number(expires), Number(difficulty)),
    random,
    expiresAt: Number(expires),
    difficulty: Number(difficulty),
    signature,
  };
}

/** `<challenge>:<nonce>` with a decimal nonce; null for anything else. */
export function parseSolution(header: string | undefined): { challenge: string; nonce: string } | null {
  if (!header || header.length > 200) return null;
  const m = /^([A-Za-z0-9_.-]+):(\d{1,16})$/.exec(header.trim());
  return m ? { challenge: m[1] as string, nonce: m[2] as string } : null;
}
