import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { adminQuery, PG_URL, type Template, testEnvVars } from "./env";

declare module "vitest" {
  export interface ProvidedContext {
    /** Built once per run: a migrated, seeded academy each test file starts from a copy of. */
    pgliteTemplate: Template;
    /** The same on the PostgreSQL server, in the PostgreSQL pass. */
    postgresTemplate: Template | null;
  }
}

/** Starts the whole server once on an empty database (migrations, seed, pg-boss's schema), then closes it. */
async function buildTemplate(databaseUrl?: string): Promise<Template> {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-template-"));
  const app = await buildApp(
    loadConfig({ ...testEnvVars(dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    { announce: () => {} },
  );
  await app.ready();
  await app.close();
  return { dataDir, database: databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null };
}

/**
 * Vitest's global setup of the server project: migrating and seeding takes ~9 s, a copy ~0.2 s, and
 * 70-odd files each need a seeded academy of their own.
 */
export default async function setup(project: TestProject) {
  const made: Template[] = [];
  try {
    const pglite = await buildTemplate();
    made.push(pglite);
    project.provide("pgliteTemplate", pglite);
    let postgres: Template | null = null;
    if (PG_URL) {
      const name = `medhavi_tpl_${randomBytes(6).toString("hex")}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      postgres = await buildTemplate(url.toString());
      made.push(postgres);
    }
    project.provide("postgresTemplate", postgres);
  } catch (err) {
    await removeTemplates(made);
    throw err;
  }
  return () => removeTemplates(made);
}

async function removeTemplates(templates: Template[]) {
  for (const template of templates) {
    if (template.database) await adminQuery(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
    rmSync(template.dataDir, { recursive: true, force: true });
  }
}
