import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "./jobs";
import { maskNumber, type SmsSender } from "./sms";

export const SMS_QUEUE = "sms.send";

/** A gateway that stays down: tries over about 20 minutes (30 s, 1, 2, 4, 8 min, capped at 10). */
export const SMS_RETRY = { retryLimit: 5, retryDelay: 30, backoff: true, retryDelayMax: 600 } as const;

interface SmsJob {
  to: string;
  /** The text, sealed: job rows are plain database rows, and a message may hold an OTP. */
  sealed: string;
}

function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`sms-queue:${secret}`).digest();
}

export function seal(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unseal(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * Sends at once (a student waiting for an OTP should not wait for a poll); when the gateway fails, the
 * message goes on the `sms.send` queue and is retried with backoff by whichever process takes it, and
 * after the last try lands in `sms.send.dead` for staff to see and send again.
 */
export async function queuedSmsSender(
  direct: SmsSender,
  jobs: Jobs,
  secret: string,
  log: FastifyBaseLogger,
): Promise<SmsSender> {
  await jobs.queue(SMS_QUEUE, { ...SMS_RETRY, deadLetter: true });
  await jobs.work<SmsJob>(SMS_QUEUE, async ({ to, sealed }) => direct.send(to, unseal(secret, sealed)));
  return {
    async send(to, text) {
      try {
        await direct.send(to, text);
      } catch (err) {
        log.warn({ err, to: maskNumber(to) }, "sms failed; queued for retries");
        await jobs.send<SmsJob>(
          SMS_QUEUE,
          { to, sealed: seal(secret, text) },
          { startAfter: new Date(Date.now() + SMS_RETRY.retryDelay * 1000) },
        );
      }
    },
  };
}
