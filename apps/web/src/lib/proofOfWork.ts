import {
  formatSolution,
  isProofRefusal,
  leadingZeroBits,
  PROOF_OF_WORK_HEADER,
  type ProofOfWorkChallenge,
  proofInput,
} from "@medhavi/domain";
import { useState } from "react";
import { ApiError, api } from "./http";

// The public forms' proof of work (docs/decisions/020): a challenge from the server, solved with Web
// Crypto while the visitor types, sent once in a header. Only the forms' chunks import this.

/** Hashes asked of Web Crypto at once: it hashes off the main thread, so the page stays responsive. */
const BATCH = 256;
/** A solution is sent with at least this much of its 5 minutes left; an older one is solved again. */
const MARGIN_MS = 30_000;

type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;
const sha256: Digest = (data) => globalThis.crypto.subtle.digest("SHA-256", data);

/** The header value for `c`: the first nonce whose hash has `c.difficulty` leading zero bits. */
export async function solve(c: ProofOfWorkChallenge, digest: Digest = sha256): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const hashes = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => digest(encoder.encode(proofInput(c.challenge, start + i)))),
    );
    const found = hashes.findIndex((h) => leadingZeroBits(new Uint8Array(h)) >= c.difficulty);
    if (found >= 0) return formatSolution(c.challenge, start + found);
  }
}

interface Proof {
  headers: Record<string, string>;
  expiresAt: number;
}

async function freshProof(): Promise<Proof> {
  const c = await api.get<ProofOfWorkChallenge>("/challenge", { silent: true });
  return { headers: { [PROOF_OF_WORK_HEADER]: await solve(c) }, expiresAt: c.expires_at };
}

/** One form's proof: `warm()` starts solving (the form opened or was focused), `take()` hands it over once. */
export class ProofOfWorkSolver {
  private pending: Promise<Proof> | null = null;

  constructor(private readonly fetchProof: () => Promise<Proof> = freshProof) {}

  warm(): void {
    if (this.pending) return;
    const pending = this.fetchProof();
    // A failure (no connection) is met again by `take()`, which starts afresh.
    pending.catch(() => {
      if (this.pending === pending) this.pending = null;
    });
    this.pending = pending;
  }

  async take(): Promise<Record<string, string>> {
    this.warm();
    const pending = this.pending as Promise<Proof>;
    this.pending = null;
    const proof = await pending;
    return proof.expiresAt - Date.now() > MARGIN_MS ? proof.headers : (await this.fetchProof()).headers;
  }
}

/** The solver of a form for the life of its component. */
export function useProofOfWork(): ProofOfWorkSolver {
  return useState(() => new ProofOfWorkSolver())[0];
}

/**
 * Sends with a solution; when the server refuses the proof (expired while the tab slept, already used),
 * once more with a fresh one, which the visitor never sees.
 */
export async function withProof<T>(
  solver: ProofOfWorkSolver,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  try {
    return await send(await solver.take());
  } catch (error) {
    if (!(error instanceof ApiError && isProofRefusal(error.message))) throw error;
    return send(await solver.take());
  }
}
