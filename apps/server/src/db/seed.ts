import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { seedPages } from "../modules/pages/service";
import { hashPassword } from "../platform/passwords";
import type { Db, DbOrTx } from "./client";
import { appMeta, courses, users } from "./schema";
import { DEMO_COURSES, type SeedCourse } from "./seed-data";
import { seedQuestionBank } from "./seed-exams";

const COURSES_SEED_KEY = "seed.demo-courses.v1";
const QUESTION_BANK_SEED_KEY = "seed.demo-question-bank.v1";

/**
 * Claims a seed set once per database. The insert is the claim: a second process racing on the same
 * PostgreSQL database waits on the key and then finds it taken, so nothing is inserted twice.
 */
async function claim(tx: DbOrTx, key: string): Promise<boolean> {
  const rows = await tx
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

async function insertCourses(tx: DbOrTx, nodes: SeedCourse[], parent: number): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    const [row] = await tx
      .insert(courses)
      .values({
        parent,
        name: node.name,
        type: node.type,
        position,
        forSubscription: node.fees !== undefined,
        fee: node.fees?.[0] ?? null,
        quarterlyFee: node.fees?.[1] ?? null,
      })
      .returning({ id: courses.id });
    if (node.children && row) await insertCourses(tx, node.children, row.id);
  }
}

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  log: FastifyBaseLogger;
  /** Where a generated admin password is shown, once. Defaults to stdout (never the structured log). */
  announce?: (text: string) => void;
}

export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    if (await claim(tx, COURSES_SEED_KEY)) {
      await insertCourses(tx, DEMO_COURSES, 0);
      opts.log.info("seeded the demo course hierarchy");
    }
    if (await claim(tx, QUESTION_BANK_SEED_KEY)) {
      await seedQuestionBank(tx);
      opts.log.info("seeded the demo question bank and exams");
    }
    const pagesAdded = await seedPages(tx);
    if (pagesAdded > 0) opts.log.info({ pages: pagesAdded }, "seeded the public pages' text");
  });
  await ensureAdmin(db, opts);
}

async function ensureAdmin(db: Db, opts: SeedOptions): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${opts.adminEmail}`)
    .limit(1);
  if (existing.length > 0) return;
  const password = opts.adminPassword ?? randomBytes(12).toString("base64url");
  const inserted = await db
    .insert(users)
    .values({
      role: "admin",
      email: opts.adminEmail,
      passwordHash: await hashPassword(password),
      firstName: "Academy",
      lastName: "Admin",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return; // another process created it first
  opts.log.info({ email: opts.adminEmail }, "created the back-office admin account");
  if (!opts.adminPassword) {
    const announce = opts.announce ?? ((text: string) => process.stdout.write(text));
    announce(
      `\n  Back-office admin created: ${opts.adminEmail}\n  Generated password (shown once): ${password}\n` +
        "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n\n",
    );
  }
}
