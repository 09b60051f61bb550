// Runs the server's API tests a second time against a PostgreSQL server when one answers
// (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test). Each test file creates its own
// database there and drops it afterwards. Without a server this step says so and passes.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (err) {
  console.log(`PostgreSQL pass skipped: nothing answers at ${url} (${err.message}).`);
  process.exit(0);
}
console.log(`PostgreSQL pass: running the server tests against ${url}`);
const run = spawnSync("npx", ["vitest", "run", "--project", "server"], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
