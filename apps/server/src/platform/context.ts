import type { FastifyBaseLogger, preHandlerAsyncHookHandler } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Tokens } from "./auth";
import type { InvalidationBus } from "./bus";
import type { Jobs } from "./jobs";
import type { ProofOfWork } from "./proof-of-work";
import type { RateLimiter } from "./rate-limit";
import type { SmsSender } from "./sms";
import type { Storage } from "./storage";

/** The swappable edges every module reaches through `app.platform`. */
export interface Platform {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: Tokens;
  limiter: RateLimiter;
  sms: SmsSender;
  storage: Storage;
  /** Key for signing private file links (kept in the database: every process checks the others' links). */
  fileKey: string;
  /** Key for hashing one-time codes, so a database dump does not reveal live OTPs. */
  otpKey: string;
  /** Key for signing device cookies and two-step sign-in tickets (staff second factor). */
  deviceKey: string;
  /** Background jobs (pg-boss in the application's database): each runs once across all processes. */
  jobs: Jobs;
  /** Tells the other server processes to drop what they cache (course list, sessions). */
  bus: InvalidationBus;
  /** The public forms' proof of work: challenges and their single-use check. */
  proofOfWork: ProofOfWork;
}

export interface Guards {
  student: preHandlerAsyncHookHandler;
  staff: preHandlerAsyncHookHandler;
  anyone: preHandlerAsyncHookHandler;
}

declare module "fastify" {
  interface FastifyInstance {
    platform: Platform;
    guard: Guards;
  }
}
