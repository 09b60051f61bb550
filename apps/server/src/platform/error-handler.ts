import { fail } from "@medhavi/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError } from "./errors";

const GENERIC_500 = "Something went wrong on our side. Please try again.";

function validationMessage(err: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  const first = err.validation[0];
  if (!first) return "The request is not valid.";
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  return field ? `${field}: ${first.message}` : (first.message ?? "The request is not valid.");
}

/**
 * One place that turns every failure into the envelope: 4xx with a message a person can read,
 * 5xx with a generic message (never a stack trace or SQL; those go to the log only).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
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
    request.log.error({ err }, "unexpected error");
    return reply.status(500).send(fail(GENERIC_500));
  });
}
