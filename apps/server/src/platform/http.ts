import { idParamsSchema, intParamSchema, MAX_PAGE, MAX_PAGE_SIZE } from "@medhavi/domain";
import { z } from "zod";

/** The reply envelope of every API call, as a route response schema (also documents it in OpenAPI). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.enum(["success", "error"]), message: z.string(), data });
}

/** Error replies also carry the request's id (as in the X-Request-Id header), for support. */
export const errorEnvelope = envelope(z.unknown()).extend({ requestId: z.string().optional() });

/** Standard error replies every route may give, for the OpenAPI document. */
export const errorReplies = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
};

/** OpenAPI security requirement of calls that need a session token. */
export const secured = [{ bearer: [] }];

/** `:id` route parameters: a positive int4. */
export const idParams = idParamsSchema;

/** A whole number from a query string, within [min, max]; "1e3", "0x1f" and "" are refused. */
export const queryInt = intParamSchema;

/** Page and page size of a list call (20 a page by default, at most MAX_PAGE_SIZE). */
export const pageQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  pageSize: queryInt(1, MAX_PAGE_SIZE).default(20),
});
