import { join } from "node:path";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { BRAND } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { seedBlogs } from "./db/seed-blogs";
import { seedMaterials } from "./db/seed-materials";
import { accountRoutes } from "./modules/accounts/routes";
import { staffLoginRoutes } from "./modules/accounts/staff-login-routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { answerKeyRoutes } from "./modules/answer-key/routes";
import { applicationRoutes } from "./modules/applications/routes";
import { demoStartPage } from "./modules/attempts/demo-page";
import { demoAttemptRoutes } from "./modules/attempts/demo-routes";
import { attemptRoutes } from "./modules/attempts/routes";
import { startExpirySweep } from "./modules/attempts/sweep";
import { backofficeRoutes } from "./modules/backoffice/routes";
import { blogFeedRoutes, blogRoutes } from "./modules/blogs/routes";
import { challengeRoutes } from "./modules/challenge/routes";
import { coursesPage, publicCatalogue } from "./modules/courses/catalogue";
import { exportCourseTree } from "./modules/courses/export";
import { courseRoutes } from "./modules/courses/routes";
import { evaluationRoutes } from "./modules/evaluations/routes";
import { examRoutes } from "./modules/exams/routes";
import { fileRoutes, uploadsRoutes } from "./modules/files/routes";
import { forumRoutes } from "./modules/forum/routes";
import { Readiness } from "./modules/health/readiness";
import { healthRoutes, probeRoutes } from "./modules/health/routes";
import { registerBackgroundJobs } from "./modules/jobs/register";
import { jobRoutes } from "./modules/jobs/routes";
import { materialRoutes } from "./modules/materials/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { pageRoutes, seoRoutes } from "./modules/pages/routes";
import { passwordResetRoutes } from "./modules/password-reset/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { questionRoutes } from "./modules/questions/routes";
import { subscriptionRoutes } from "./modules/subscriptions/routes";
import { declareGuard, trackRoutePolicies } from "./platform/access";
import { authenticateFirst, requireRole, Tokens } from "./platform/auth";
import { localBus, postgresBus } from "./platform/bus";
import { registerCompression } from "./platform/compress";
import type { Platform } from "./platform/context";
import { registerErrorHandling } from "./platform/error-handler";
import { serializeError } from "./platform/error-log";
import { registerSecurityHeaders } from "./platform/headers";
import { registerIdempotency } from "./platform/idempotency";
import { Jobs } from "./platform/jobs";
import { createMetrics, registerMetrics, watchDatabase, watchJobs } from "./platform/metrics";
import { type LoadSignal, registerLoadShedding } from "./platform/overload";
import { RazorpayGateway, SandboxGateway } from "./platform/payments";
import { ProofOfWork } from "./platform/proof-of-work";
import { dbRateLimitStore, RateLimiter, redisRateLimitStore, withFallback } from "./platform/rate-limit";
import { registerRequestId, requestId } from "./platform/request-id";
import { loadOrCreateSecret } from "./platform/secrets";
import { BLOG_SEO, baseUrl, documentFor, headFor } from "./platform/seo";
import { httpSmsSender, outboxSmsSender } from "./platform/sms";
import { queuedSmsSender } from "./platform/sms-queue";
import { guardStorage, localStorage, type Storage } from "./platform/storage";
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
  /** What load shedding reads; this process's event loop by default. */
  loadSignal?: LoadSignal;
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
    genReqId: requestId,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  trackRoutePolicies(app);
  registerRequestId(app);
  // First of the other request hooks: a shed request costs no token check, body parsing or database work.
  registerLoadShedding(app, config.overload, options.loadSignal);
  const metrics = createMetrics();
  const readiness = new Readiness();
  app.decorate("readiness", readiness);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, "db"),
    durability: config.pgliteDurability,
    onIdleError: (err) => app.log.warn({ err }, "an idle database connection failed; the pool replaces it"),
    onQuery: (operation, seconds, ok) =>
      metrics.dbQueryDuration.observe({ operation, outcome: ok ? "ok" : "error" }, seconds),
  });
  app.decorate("database", database);
  app.decorate("config", config);
  // Whatever works on the database (job workers, the bus) stops first, in reverse order of starting.
  const beforeDatabaseCloses: Array<() => Promise<void>> = [];
  app.addHook("onClose", async () => {
    for (const stop of beforeDatabaseCloses.reverse()) {
      await stop().catch((err: unknown) => app.log.error({ err }, "error while stopping"));
    }
    await database.close();
  });
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
  const storage: Storage = guardStorage(
    config.s3 ? await s3Storage(config.s3) : localStorage(join(config.dataDir, "uploads")),
  );
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
  readiness.register("database", () => db.execute(sql`select 1`));
  if (config.redisUrl) {
    readiness.register("redis", async () => {
      if ((await limiter.status()) !== "up") throw new Error("Redis does not answer");
    });
  }
  readiness.register("storage", () => storage.check());
  watchDatabase(metrics, database);
  const bus = database.url ? await postgresBus(database.url, app.log) : localBus();
  beforeDatabaseCloses.push(() => bus.close());
  tokens.attach(bus);
  const jobs = await Jobs.start(database, app.log);
  beforeDatabaseCloses.push(() => jobs.stop());
  watchJobs(metrics, () => jobs.counts());
  const otpKey = await loadOrCreateSecret(db, "otp", undefined);
  const platform: Platform = {
    config,
    db,
    log: app.log,
    tokens,
    limiter,
    sms: await queuedSmsSender(
      config.smsGateway
        ? httpSmsSender(config.smsGateway.url, config.smsGateway.token, app.log)
        : outboxSmsSender(join(config.dataDir, "sms-outbox.jsonl"), app.log),
      jobs,
      otpKey,
      app.log,
    ),
    storage,
    fileKey: await loadOrCreateSecret(db, "files", undefined),
    otpKey,
    deviceKey: await loadOrCreateSecret(db, "device", undefined),
    jobs,
    bus,
    proofOfWork: new ProofOfWork(
      await loadOrCreateSecret(db, "proof-of-work", undefined),
      config.proofOfWorkDifficulty,
      limiter,
    ),
  };
  app.decorate("platform", platform);
  const courseCatalogue = publicCatalogue(db, bus);
  app.decorate("courseCatalogue", courseCatalogue);
  app.decorate("guard", {
    student: declareGuard("student", requireRole(tokens, "student")),
    staff: declareGuard("staff", requireRole(tokens, "admin")),
    anyone: declareGuard("signed-in", requireRole(tokens, "student", "admin")),
  });

  // Before any route is registered: guards run at onRequest, ahead of body parsing and validation.
  app.addHook("onRoute", authenticateFirst);
  registerCompression(app);

  registerSecurityHeaders(app, config);
  // Before the routes, so it covers all of them: a replayed Idempotency-Key gets the stored reply.
  registerIdempotency(app, db);

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

  registerMetrics(app, metrics);
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(probeRoutes, { prefix: "/api" });
  for (const routes of [
    courseRoutes,
    accountRoutes,
    staffLoginRoutes,
    passwordResetRoutes,
    notificationRoutes,
    subscriptionRoutes,
    questionRoutes,
    examRoutes,
    attemptRoutes,
    analyticsRoutes,
    answerKeyRoutes,
    demoAttemptRoutes,
    evaluationRoutes,
    backofficeRoutes,
    materialRoutes,
    forumRoutes,
    fileRoutes,
    applicationRoutes,
    challengeRoutes,
    blogRoutes,
    pageRoutes,
    jobRoutes,
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
  await startExpirySweep(app);
  await registerBackgroundJobs(app, gateway);
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
    document: (request, path) => documentFor(db, request, path, baseUrl(config, request), seoSources),
    live: [demoStartPage(db), coursesPage(courseCatalogue)],
  });
  return app;
}
