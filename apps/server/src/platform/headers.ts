import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/** Razorpay's Standard Checkout: its script, and the iframe the payment form lives in. */
const RAZORPAY = { script: "https://checkout.razorpay.com", frame: "https://api.razorpay.com" };

/** One year, as HSTS preload lists ask. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy of the app. Scripts come only from our own origin (Vite emits no inline
 * script), plus Razorpay's checkout when it is configured. Styles need 'unsafe-inline': MUI (emotion)
 * inserts <style> elements at run time and KaTeX sets inline style attributes; both are data, not code.
 */
export function contentSecurityPolicy(razorpay: boolean): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'", ...(razorpay ? [RAZORPAY.script] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(razorpay ? [RAZORPAY.frame] : [])],
    "frame-src": razorpay ? [RAZORPAY.frame] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
}

/** Powerful features the app never uses are off; payment stays open to Razorpay's frame when configured. */
export function permissionsPolicy(razorpay: boolean): string {
  const payment = razorpay ? `payment=(self "${RAZORPAY.frame}")` : "payment=()";
  return ["camera=()", "microphone=()", "geolocation=()", "usb=()", payment].join(", ");
}

/**
 * Security headers on every reply (helmet): the CSP above, X-Frame-Options DENY, nosniff, a referrer
 * policy, Permissions-Policy; Strict-Transport-Security only behind a trusted proxy that says the
 * request came over HTTPS (X-Forwarded-Proto), since a plain-HTTP deployment must not pin HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = config.razorpay !== undefined;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(razorpay) },
    frameguard: { action: "deny" },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Razorpay opens bank pages in pop-ups that report back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
  });
  const permissions = permissionsPolicy(razorpay);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", permissions);
    if (config.trustProxy && request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
}
