import { resolve } from "node:path";
import {
  ACADEMY_TIME_ZONE,
  isValidTimeZone,
  PROOF_OF_WORK_DEFAULT_DIFFICULTY,
  PROOF_OF_WORK_MAX_DIFFICULTY,
  UPLOAD_LIMITS,
} from "@medhavi/domain";
import { z } from "zod";
import { DEFAULT_WEB_DIST } from "./paths";
import type { OverloadSettings } from "./platform/overload";
import type { S3Settings } from "./platform/storage-s3";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const MB = 1024 * 1024;
/** An upload limit in MB (fractions allowed), defaulting to the domain's limit. */
const megabytes = (fallback: number) =>
  optional
    .pipe(
      z
        .string()
        .regex(/^(?=.*[1-9])\d{1,7}(\.\d+)?$/, "must be a positive number of MB")
        .optional(),
    )
    .transform((v) => Math.floor((v === undefined ? fallback / MB : Number(v)) * MB));

/** A whole number of seconds (0 to one hour). */
const seconds = (fallback: number) =>
  optional
    .pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, "must be a whole number of seconds")
        .optional(),
    )
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().max(3600, "must be at most 3600 seconds"));

/** Every environment variable the server reads, parsed once at start (see README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: optional,
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  JWT_SECRET: optional.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  SMS_GATEWAY_URL: optional.pipe(z.url().optional()),
  SMS_GATEWAY_TOKEN: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: optional.pipe(z.url().optional()),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  UPLOAD_MAX_PDF_MB: megabytes(UPLOAD_LIMITS.pdf),
  UPLOAD_MAX_VIDEO_MB: megabytes(UPLOAD_LIMITS.video),
  UPLOAD_MAX_IMAGE_MB: megabytes(UPLOAD_LIMITS.image),
  ACADEMY_TIME_ZONE: optional.pipe(
    z
      .string()
      .refine(isValidTimeZone, "ACADEMY_TIME_ZONE must be an IANA time zone such as Asia/Kolkata")
      .optional(),
  ),
  PGLITE_DURABILITY: z.enum(["strict", "relaxed", ""]).default("strict"),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  OVERLOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(3),
  METRICS_TOKEN: optional.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  SHUTDOWN_DELAY_SECONDS: seconds(5),
  DRAIN_TIMEOUT_SECONDS: seconds(10),
  STARTUP_TIMEOUT_SECONDS: seconds(15),
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  POW_DIFFICULTY: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROOF_OF_WORK_MAX_DIFFICULTY)
    .default(PROOF_OF_WORK_DEFAULT_DIFFICULTY),
  STAFF_DIGEST_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  webDist: string;
  /** Honour X-Forwarded-For (only behind a proxy that sets it; otherwise clients could dodge rate limits). */
  trustProxy: boolean;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  smsGateway: { url: string; token: string | undefined } | undefined;
  /** Razorpay when both keys are set; otherwise the in-app sandbox gateway. */
  razorpay: { keyId: string; keySecret: string; apiUrl: string } | undefined;
  razorpayWebhookSecret: string | undefined;
  /** The calendar plan end dates are counted on (IST unless set). */
  academyTimeZone: string;
  /** The embedded database: fsync every commit (strict, default) or not (relaxed). Ignored with DATABASE_URL. */
  pgliteDurability: "strict" | "relaxed";
  /** An S3-compatible bucket when S3_BUCKET is set; otherwise files live under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Upload limits in bytes per kind. */
  uploadLimits: { pdf: number; video: number; image: number };
  /**
   * The site's public address (e.g. https://medhavi.academy) for canonical URLs, Open Graph links and the
   * sitemap; without it they are built from the request's protocol and Host.
   */
  publicUrl: string | undefined;
  /** Load shedding thresholds (503 + Retry-After under event-loop overload). */
  overload: OverloadSettings;
  /** Bearer token of GET /metrics; without it /metrics answers only direct loopback callers. */
  metricsToken: string | undefined;
  /** On SIGTERM: seconds readiness reports "draining" while the server still serves (the proxy's notice time). */
  shutdownDelaySeconds: number;
  /** Then: seconds requests in flight get to finish before the process exits anyway. */
  drainTimeoutSeconds: number;
  /** At start: seconds to wait for PostgreSQL, Redis and S3 to answer before giving up. */
  startupTimeoutSeconds: number;
  /** How often (one process of all) grades attempts whose time ran out. */
  expirySweepSeconds: number;
  /** Leading zero bits of the public forms' proof of work (about 2^n hashes in the browser). */
  proofOfWorkDifficulty: number;
  /** New forms are announced to staff in one notification per this many minutes. */
  staffDigestMinutes: number;
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

export const DEFAULT_ADMIN_EMAIL = "admin@medhavi.academy";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    throw new Error("Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  }
  const s3Set = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID"].filter((name) => env[name]?.trim());
  if (s3Set.length > 0 && !env.S3_BUCKET?.trim()) {
    throw new Error(`Invalid configuration: S3_BUCKET is required when ${s3Set.join(", ")} is set`);
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (!isLoopback(e.HOST)) {
    // Reachable by others: the site's links must not follow a Host header anyone can send, and a
    // checkout that grants plans with no money moving must be a deliberate choice.
    if (!e.PUBLIC_URL) {
      throw new Error(
        `Invalid configuration: PUBLIC_URL is required when HOST (${e.HOST}) is not a loopback address: the sitemap, RSS and canonical links are built from it`,
      );
    }
    if (!e.RAZORPAY_KEY_ID && !e.ALLOW_SANDBOX_PAYMENTS) {
      throw new Error(
        `Invalid configuration: payments would run in the sandbox (plans granted with no money moving) on a server others can reach (HOST ${e.HOST}): set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ALLOW_SANDBOX_PAYMENTS=true for a trial`,
      );
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: (e.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    smsGateway: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN } : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            apiUrl: e.RAZORPAY_API_URL ?? "https://api.razorpay.com",
          }
        : undefined,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    academyTimeZone: e.ACADEMY_TIME_ZONE ?? ACADEMY_TIME_ZONE,
    pgliteDurability: e.PGLITE_DURABILITY === "relaxed" ? "relaxed" : "strict",
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    uploadLimits: { pdf: e.UPLOAD_MAX_PDF_MB, video: e.UPLOAD_MAX_VIDEO_MB, image: e.UPLOAD_MAX_IMAGE_MB },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS,
      retryAfterS: e.OVERLOAD_RETRY_AFTER_S,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    drainTimeoutSeconds: e.DRAIN_TIMEOUT_SECONDS,
    startupTimeoutSeconds: e.STARTUP_TIMEOUT_SECONDS,
    expirySweepSeconds: e.EXPIRY_SWEEP_SECONDS,
    proofOfWorkDifficulty: e.POW_DIFFICULTY,
    staffDigestMinutes: e.STAFF_DIGEST_MINUTES,
  };
}
