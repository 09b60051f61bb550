/** The value of cookie `name` in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value the page's scripts cannot read and other sites cannot send. */
export function privateCookie(
  name: string,
  value: string,
  opts: { path: string; maxAgeSeconds: number; secure: boolean },
): string {
  const secure = opts.secure ? "; Secure" : "";
  return `${name}=${value}; Path=${opts.path}; Max-Age=${opts.maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}
