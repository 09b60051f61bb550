import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { adminQuery, createDatabase, PG_URL, type Template, testEnvVars } from "./env";

declare module "vitest" {
  export interface ProvidedContext {
    /** Built once per run: a migrated, seeded academy each test file starts from a copy of. */
    pgliteTemplate: Template;
    /** The same on the PostgreSQL server, in the PostgreSQL pass. */
    postgresTemplate: Template | null;
  }
}

/** Starts the whole server once on an empty database (migrations, seed, pg-boss's schema), then closes it. */
async function buildTemplate(template: Template, databaseUrl?: string): Promise<void> {
  const app = await buildApp(
    loadConfig({ ...testEnvVars(template.dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
    { announce: () => {} },
  );
  await app.ready();
  await app.close();
}

const newDataDir = () => mkdtempSync(join(tmpdir(), "medhavi-template-"));

/**
 * Vitest's global setup of the server project: migrating and seeding takes ~9 s, a copy ~0.2 s, and
 * 70-odd files each need a seeded academy of their own.
 */
export default async function setup(project: TestProject) {
  const made: Template[] = [];
  try {
    const pglite: Template = { dataDir: newDataDir(), database: null };
    made.push(pglite);
    await buildTemplate(pglite);
    project.provide("pgliteTemplate", pglite);
    let postgres: Template | null = null;
    if (PG_URL) {
      const database = await createDatabase("medhavi_tpl");
      postgres = { dataDir: newDataDir(), database: database.name };
      made.push(postgres);
      await buildTemplate(postgres, database.url);
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
