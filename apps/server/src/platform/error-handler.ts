import { fail } from "@medhavi/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { sqlState } from "./error-log";
import { HttpError } from "./errors";
import { unavailableFrom } from "./unavailable";

const GENERIC_500 = "Something went wrong on our side. Please try again.";
export const BAD_VALUE = "A value in the request is out of range or not allowed.";
export const BAD_MULTIPART = "The upload is incomplete or is not valid multipart form data.";

/** busboy's errors for a body cut short or malformed: plain Errors without a code. */
const MULTIPART_FAILURE = /multipart data|Boundary not found|Boundary required|Malformed part header/i;

/**
 * The last line of defence behind the schemas: failures that are the request's fault even though they
 * surfaced deeper down. PostgreSQL's class 22 (data exception: out of range, NUL in text, bad encoding)
 * and 54000 (a value too large for an index) mean a value the schemas should have bounded.
 */
function clientFault(err: Error): string | null {
  if (MULTIPART_FAILURE.test(err.message) && !("statusCode" in err && err.statusCode)) return BAD_MULTIPART;
  const state = sqlState(err);
  if (state?.startsWith("22") || state === "54000") return BAD_VALUE;
  return null;
}

/**
 * The first problem as a person reads it: the schema's own sentence when it names the field ("Fee must
 * be zero or more."), else the field's name in words before it ("Reason: This field is required."),
 * never a raw key such as "confirm_password:".
 */
export function validationMessage(err: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  const first = err.validation[0];
  if (!first) return "The request is not valid.";
  const message = first.message ?? "The request is not valid.";
  const key = first.instancePath.split("/").findLast((part) => part !== "" && !/^\d+$/.test(part));
  if (!key) return message;
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  if (message.toLowerCase().includes(words)) return message;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${message}`;
}

/**
 * One place that turns every failure into the envelope: 4xx with a message a person can read,
 * 5xx with a generic message (never a stack trace or SQL; those go to the log only).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A dependency that does not answer: 503 with Retry-After, so clients and proxies wait and retry.
    const down = unavailableFrom(err);
    if (down) {
      request.log.warn({ err, dependency: down.dependency }, "a dependency is not answering");
      app.metrics?.dependencyFailures.inc({ dependency: down.dependency });
      return reply.status(503).header("retry-after", String(down.retryAfterSeconds)).send(fail(down.message));
    }
    if (err instanceof HttpError) return reply.status(err.statusCode).send(fail(err.message));
    if (hasZodFastifySchemaValidationErrors(err)) return reply.status(400).send(fail(validationMessage(err)));
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError) {
      return reply.status(400).send(fail("The request body is not valid JSON."));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, "reply did not match its schema");
      return reply.status(500).send(fail(GENERIC_500));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(fail(err.message));
    const fault = clientFault(err);
    if (fault) {
      request.log.warn({ err }, "refused a request the schemas let through");
      return reply.status(400).send(fail(fault));
    }
    request.log.error({ err }, "unexpected error");
    return reply.status(500).send(fail(GENERIC_500));
  });
}
