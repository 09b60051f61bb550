import { type JWTPayload, jwtVerify, SignJWT } from "jose";

// Short signed statements the server hands out and takes back (device cookies, two-step tickets and
// enrolments): HS256 under a server key, one audience per kind so one can never pass for another.

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signClaims(
  secret: string,
  audience: string,
  expiresIn: string,
  claims: Record<string, unknown>,
  subject?: string,
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn);
  return (subject ? jwt.setSubject(subject) : jwt).sign(keyOf(secret));
}

/** The claims of a token we signed for `audience` (and `subject`), or null: forged, expired or another kind. */
export async function readClaims(
  secret: string,
  token: string,
  audience: string,
  subject?: string,
): Promise<JWTPayload | null> {
  try {
    return (await jwtVerify(token, keyOf(secret), { audience, ...(subject ? { subject } : {}) })).payload;
  } catch {
    return null;
  }
}
