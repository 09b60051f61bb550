import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config";
import type { S3Settings } from "./storage-s3";

/** Razorpay's Standard Checkout: its script, and the iframe the payment form lives in. */
const RAZORPAY = { script: "https://checkout.razorpay.com", frame: "https://api.razorpay.com" };

/** Lecture links play in these privacy-enhanced players (the domain's linkEmbedUrl makes the URLs). */
const VIDEO_EMBEDS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Where presigned S3 links point, so the PDF viewer may fetch and the video player may stream them. */
export function s3Origin(s: S3Settings): string {
  if (!s.endpoint) return `https://${s.bucket}.s3.${s.region}.amazonaws.com`;
  const url = new URL(s.endpoint);
  return s.forcePathStyle ? url.origin : `${url.protocol}//${s.bucket}.${url.host}`;
}

/** One year, as HSTS preload lists ask. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy of the app. Scripts come only from our own origin (Vite emits no inline
 * script), plus Razorpay's checkout when it is configured. Styles need 'unsafe-inline': MUI (emotion)
 * inserts <style> elements at run time and KaTeX sets inline style attributes; both are data, not code.
 */
export function contentSecurityPolicy(razorpay: boolean, fileOrigin?: string): Record<string, string[]> {
  const files = fileOrigin ? [fileOrigin] : [];
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'", ...(razorpay ? [RAZORPAY.script] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", ...files],
    "connect-src": ["'self'", ...files, ...(razorpay ? [RAZORPAY.frame] : [])],
    "frame-src": [...VIDEO_EMBEDS, ...(razorpay ? [RAZORPAY.frame] : [])],
    // The PWA's service worker (/sw.js) and manifest are served by us; named so a tighter default-src never blocks them.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
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
 * helmet's middleware is built once here: @fastify/helmet built it again for every request, re-reading
 * the CSP each time (about a tenth of the server's CPU on an answer save).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const razorpay = config.razorpay !== undefined;
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(razorpay, config.s3 && s3Origin(config.s3)),
    },
    frameguard: { action: "deny" },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Razorpay opens bank pages in pop-ups that report back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
  });
  const permissions = permissionsPolicy(razorpay);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("Permissions-Policy", permissions);
    if (config.trustProxy && request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    secure(request.raw, reply.raw, (err) => {
      if (err === undefined || err instanceof Error) done(err);
      else done(new Error(String(err)));
    });
  });
}
