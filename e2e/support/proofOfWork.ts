import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import {
  formatSolution,
  leadingZeroBits,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_PATHS,
  type ProofOfWorkChallenge,
  proofInput,
} from "../../packages/domain/src/proofOfWork";

/** Calls that need a solved challenge when a test makes them through the API (signup, public forms). */
export const needsProof = (path: string) => PROOF_OF_WORK_PATHS.includes(path);

/** A fresh challenge solved here, as the browser would (the e2e server asks for 4 bits). */
export async function proofHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const reply = await request.get("/api/challenge");
  const { challenge, difficulty } = ((await reply.json()) as { data: ProofOfWorkChallenge }).data;
  for (let nonce = 0; ; nonce++) {
    const hash = createHash("sha256").update(proofInput(challenge, nonce)).digest();
    if (leadingZeroBits(hash) >= difficulty) {
      return { [PROOF_OF_WORK_HEADER]: formatSolution(challenge, nonce) };
    }
  }
}
