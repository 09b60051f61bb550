import { vi } from "vitest";
import { api } from "../lib/http";

/** The real `api.get`, taken before any test spies on it. */
const get = api.get.bind(api);

/** Answers GET /challenge with an easy challenge (1 bit), so forms under test solve it at once. */
export function answerChallenges() {
  return vi.spyOn(api, "get").mockImplementation(((path: string, options?: Parameters<typeof api.get>[1]) => {
    if (path !== "/challenge") return get(path, options);
    const expires = Date.now() + 300_000;
    return Promise.resolve({
      challenge: `1.test-challenge-0000.${expires}.1.${"s".repeat(43)}`,
      difficulty: 1,
      expires_at: expires,
    });
  }) as typeof api.get);
}
