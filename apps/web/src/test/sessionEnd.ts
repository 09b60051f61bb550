import { vi } from "vitest";

/**
 * The server answers every call with 401 (the session is over) while the page is at `pathname`. Returns the
 * spy on `location.assign`, where the HTTP client's redirect lands; undo with vi.restoreAllMocks().
 */
export function serverEndsSession(pathname: string) {
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, pathname });
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(JSON.stringify({ status: "error", message: "", data: null }), { status: 401 }),
  );
  return assign;
}
