import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appMeta } from "../db/schema";

/**
 * A secret from the environment, or generated once and kept in the database, so every server process
 * sharing the database (and every restart) signs with the same key.
 */
export async function loadOrCreateSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const key = `secret.${name}`;
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
