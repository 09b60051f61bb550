import { accountDelayMs, CURRENT_PASSWORD_LIMIT, LOGIN_LIMITS, TRUSTED_DEVICE_LOGIN } from "@medhavi/domain";
import type { Role } from "../../platform/auth";
import type { Platform } from "../../platform/context";
import { type Reservation, reserveAll } from "../../platform/rate-limit";

/**
 * Reserves one login attempt before the password is checked (see LOGIN_LIMITS): per account and
 * address, per address, and per account from every address, where past the free failures each
 * further try waits an exponentially growing delay. Student and staff logins count apart.
 * Release the reservation when the password is right.
 */
export function reserveLogin(
  p: Platform,
  role: Role,
  account: string,
  address: string,
): Promise<Reservation> {
  const { pair, address: perAddress, account: perAccount } = LOGIN_LIMITS;
  const scoped = <T extends { name: string }>(rule: T) => ({ ...rule, name: `${rule.name}:${role}` });
  return reserveAll([
    () => p.limiter.reserve(scoped(pair), `${account}|${address}`),
    () => p.limiter.reserve(scoped(perAddress), address),
    async () => {
      // Never refused by the count itself: past `max` it only decides the delay of the gate below.
      const taken = await p.limiter.reserve({ ...scoped(perAccount), max: Number.MAX_SAFE_INTEGER }, account);
      const delay = accountDelayMs(taken.count - 1);
      if (delay > 0) {
        try {
          await p.limiter.gate(`login-delay:${role}`, account, delay);
        } catch (err) {
          await taken.release();
          throw err;
        }
      }
      return taken;
    },
  ]);
}

/**
 * A login from a known device (see device.ts) is counted per device only; once that device has used
 * up TRUSTED_DEVICE_LOGIN, it is refused here and `reserveLogin` counts it like any other browser.
 */
export function reserveDeviceLogin(p: Platform, role: Role, nonce: string): Promise<Reservation> {
  return p.limiter.reserve({ ...TRUSTED_DEVICE_LOGIN, name: `${TRUSTED_DEVICE_LOGIN.name}:${role}` }, nonce);
}

/** Reserves one check of the signed-in user's current password (change password, email or mobile change). */
export function reserveCurrentPasswordCheck(p: Platform, userId: number): Promise<Reservation> {
  return p.limiter.reserve(CURRENT_PASSWORD_LIMIT, String(userId));
}
