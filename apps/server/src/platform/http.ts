import { z } from "zod";

/** The reply envelope of every API call, as a route response schema (also documents it in OpenAPI). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.enum(["success", "error"]), message: z.string(), data });
}

export const errorEnvelope = envelope(z.unknown());

/** Standard error replies every route may give, for the OpenAPI document. */
export const errorReplies = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
};

/** OpenAPI security requirement of calls that need a session token. */
export const secured = [{ bearer: [] }];
