import { ok, PROOF_OF_WORK_HEADER } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errorReplies } from "../../platform/http";

const challengeReply = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  expires_at: z.number().int(),
});

/** The public forms' proof of work: a fresh signed challenge for each form (docs/decisions/020). */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  app.get(
    "/challenge",
    {
      config: { access: "public" },
      schema: {
        tags: ["applications"],
        summary: `Public: a challenge for the public forms and signup, valid 5 minutes: find a decimal nonce such that SHA-256("<challenge>:<nonce>") has at least \`difficulty\` leading zero bits, and send "<challenge>:<nonce>" once in the ${PROOF_OF_WORK_HEADER} header`,
        response: { 200: envelope(challengeReply), ...errorReplies },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(p.proofOfWork.issue(), "");
    },
  );
};
