import { describe, expect, it } from "vitest";
import { accountDelayMs, LOGIN_LIMITS } from "./limits";

describe("login limits", () => {
  it("one address cannot reach the account-wide limit within its window", () => {
    const { pair, account } = LOGIN_LIMITS;
    const perAddressInAccountWindow = pair.max * Math.ceil(account.windowMs / pair.windowMs);
    expect(perAddressInAccountWindow).toBeLessThan(account.max);
  });

  it("past the account limit the wait doubles with each failure, up to the cap", () => {
    const { max } = LOGIN_LIMITS.account;
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(max - 1)).toBe(0);
    expect(accountDelayMs(max)).toBe(1000);
    expect(accountDelayMs(max + 1)).toBe(2000);
    expect(accountDelayMs(max + 3)).toBe(8000);
    expect(accountDelayMs(max + 20)).toBe(LOGIN_LIMITS.delayCapMs);
    expect(accountDelayMs(10_000)).toBe(LOGIN_LIMITS.delayCapMs);
  });
});
