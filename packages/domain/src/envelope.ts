// Every API reply is wrapped in this envelope; anything whose status is not "success" is a failure.
export type ApiStatus = "success" | "error";

export interface ApiEnvelope<T = unknown> {
  status: ApiStatus;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = ""): ApiEnvelope<T> {
  return { status: "success", message, data };
}

export function fail(message: string, data: unknown = null): ApiEnvelope<unknown> {
  return { status: "error", message, data };
}

/** True only for an object whose status is exactly "success" (spec section 5). */
export function isSuccess(e: unknown): e is ApiEnvelope {
  return typeof e === "object" && e !== null && (e as { status?: unknown }).status === "success";
}
