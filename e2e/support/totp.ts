import { Secret, TOTP } from "otpauth";

/** The code an authenticator app shows for `secret` at `at` (epoch ms). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}
