import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { FastifyBaseLogger } from "fastify";

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export class SmsError extends Error {}

/** Shows only the last four digits: the log must not become a phone book. */
export const maskNumber = (to: string) => `${"*".repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;

/** The default: every message appended as one JSON line to DATA_DIR/sms-outbox.jsonl. */
export function outboxSmsSender(path: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`, {
        mode: 0o600,
      });
      log.info({ to: maskNumber(to) }, "sms written to the outbox"); // never the text: it holds the OTP
    },
  };
}

/** An HTTP gateway: POST {to, text} as JSON with a bearer token; any non-2xx reply is a failure. */
export function httpSmsSender(url: string, token: string | undefined, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      }).catch((err: unknown) => {
        throw new SmsError(`SMS gateway unreachable: ${(err as Error).message}`);
      });
      if (!res.ok) throw new SmsError(`SMS gateway answered ${res.status}`);
      log.info({ to: maskNumber(to) }, "sms sent through the gateway");
    },
  };
}
