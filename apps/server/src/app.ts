import { join } from "node:path";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { BRAND } from "@medhavi/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { seedBlogs } from "./db/seed-blogs";
import { seedMaterials } from "./db/seed-materials";
import { accountRoutes } from "./modules/accounts/routes";
import { answerKeyRoutes } from "./modules/answer-key/routes";
import { applicationRoutes } from "./modules/applications/routes";
import { demoAttemptRoutes } from "./modules/attempts/demo-routes";
import { attemptRoutes } from "./modules/attempts/routes";
import { startExpirySweep } from "./modules/attempts/sweep";
import { backofficeRoutes } from "./modules/backoffice/routes";
import { blogFeedRoutes, blogRoutes } from "./modules/blogs/routes";
import { exportCourseTree } from "./modules/courses/export";
import { courseRoutes } from "./modules/courses/routes";
import { evaluationRoutes } from "./modules/evaluations/routes";
import { examRoutes } from "./modules/exams/routes";
import { fileRoutes, uploadsRoutes } from "./modules/files/routes";
import { forumRoutes } from "./modules/forum/routes";
import { healthRoutes } from "./modules/health/routes";
import { materialRoutes } from "./modules/materials/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { pageRoutes, seoRoutes } from "./modules/pages/routes";
import { passwordResetRoutes } from "./modules/password-reset/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { questionRoutes } from "./modules/questions/routes";
import { subscriptionRoutes } from "./modules/subscriptions/routes";
import { declareGuard, trackRoutePolicies } from "./platform/access";
import { authenticateFirst, requireRole, Tokens } from "./platform/auth";
import type { Platform } from "./platform/context";
import { registerErrorHandling } from "./platform/error-handler";
import { serializeError } from "./platform/error-log";
import { registerSecurityHeaders } from "./platform/headers";
import { RazorpayGateway, SandboxGateway } from "./platform/payments";
import { dbRateLimitStore, RateLimiter, redisRateLimitStore, withFallback } from "./platform/rate-limit";
import { loadOrCreateSecret } from "./platform/secrets";
import { BLOG_SEO, baseUrl, headFor } from "./platform/seo";
import { httpSmsSender, outboxSmsSender } from "./platform/sms";
import { localStorage, type Storage } from "./platform/storage";
import { s3Storage } from "./platform/storage-s3";
import { registerWeb } from "./platform/web";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export interface BuildOptions {
  /** Where a generated admin password is printed; stdout by default. */
  announce?: (text: string) => void;
  /** Where log lines go; stdout by default. */
  logStream?: { write(line: string): void };
}

/** Secrets and one-time codes never reach the log, whatever a route logs. */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.confirm_password",
  "*.passwordHash",
  "*.otp",
  "*.token",
];

/** Builds the whole server: database opened, migrated and seeded, routes registered. Tests use it directly. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: "[redacted]" },
      // Failed queries are logged without their parameters (hashes, emails, mobile numbers).
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  trackRoutePolicies(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, "db"),
    durability: config.pgliteDurability,
    onIdleError: (err) => app.log.warn({ err }, "an idle database connection failed; the pool replaces it"),
  });
  app.decorate("database", database);
  app.decorate("config", config);
  app.addHook("onClose", async () => database.close());
  try {
    await database.exclusively(async () => {
      await database.migrate();
      await seed(database.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        log: app.log,
        announce: options.announce,
      });
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  const db = database.db;
  const storage: Storage = config.s3
    ? await s3Storage(config.s3)
    : localStorage(join(config.dataDir, "uploads"));
  app.addHook("onClose", async () => storage.close?.());
  await seedMaterials(db, storage, app.log);
  await seedBlogs(db);
  await exportCourseTree(db, storage, app.log);
  const tokens = new Tokens(await loadOrCreateSecret(db, "jwt", config.jwtSecret), db);
  // With Redis configured, the database still answers for it whenever Redis does not.
  const limiter = new RateLimiter(
    config.redisUrl
      ? withFallback(redisRateLimitStore(config.redisUrl, app.log), dbRateLimitStore(db))
      : dbRateLimitStore(db),
  );
  app.addHook("onClose", async () => limiter.close());
  const platform: Platform = {
    config,
    db,
    log: app.log,
    tokens,
    limiter,
    sms: config.smsGateway
      ? httpSmsSender(config.smsGateway.url, config.smsGateway.token, app.log)
      : outboxSmsSender(join(config.dataDir, "sms-outbox.jsonl"), app.log),
    storage,
    fileKey: await loadOrCreateSecret(db, "files", undefined),
    otpKey: await loadOrCreateSecret(db, "otp", undefined),
  };
  app.decorate("platform", platform);
  app.decorate("guard", {
    student: declareGuard("student", requireRole(tokens, "student")),
    staff: declareGuard("staff", requireRole(tokens, "admin")),
    anyone: declareGuard("signed-in", requireRole(tokens, "student", "admin")),
  });

  // Before any route is registered: guards run at onRequest, ahead of body parsing and validation.
  app.addHook("onRoute", authenticateFirst);

  await registerSecurityHeaders(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${BRAND.name} API`,
        version: "1.0.0",
        description: "Every reply is {status, message, data}.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(healthRoutes, { prefix: "/api" });
  for (const routes of [
    courseRoutes,
    accountRoutes,
    passwordResetRoutes,
    notificationRoutes,
    subscriptionRoutes,
    questionRoutes,
    examRoutes,
    attemptRoutes,
    answerKeyRoutes,
    demoAttemptRoutes,
    evaluationRoutes,
    backofficeRoutes,
    materialRoutes,
    forumRoutes,
    fileRoutes,
    applicationRoutes,
    blogRoutes,
    pageRoutes,
  ]) {
    await app.register(routes, { prefix: "/api" });
  }
  const sandbox = config.razorpay
    ? undefined
    : new SandboxGateway(await loadOrCreateSecret(db, "sandbox-payments", undefined), db);
  const gateway = config.razorpay
    ? new RazorpayGateway(config.razorpay.keyId, config.razorpay.keySecret, config.razorpay.apiUrl)
    : sandbox;
  if (!gateway) throw new Error("no payment gateway");
  await app.register(paymentRoutes, { prefix: "/api", gateway, sandbox });
  startExpirySweep(app);
  await app.register(uploadsRoutes);
  await app.register(blogFeedRoutes);
  const seoSources = BLOG_SEO;
  await app.register(seoRoutes(seoSources));
  await registerWeb(app, {
    webDist: config.webDist,
    head: async (request, path) => ({
      meta: await headFor(db, path, seoSources),
      base: baseUrl(config, request),
    }),
  });
  return app;
}
