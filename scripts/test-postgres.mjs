// Runs the server's API tests a second time against a PostgreSQL server when one answers
// (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test). Each test file gets its own database there,
// a copy of one seeded once, and drops it afterwards. Without a server this step says so and passes.
//
// The embedded database is PostgreSQL too (PGlite), so SQL behaves alike on both; what differs is the driver,
// real concurrency over a pool of connections, several processes on one database, and pg_dump. Every file runs
// here except those below, which never reach any of that: a new test file runs on both by default.
import { spawnSync } from "node:child_process";
import pg from "pg";

const EMBEDDED_ONLY = [
  "drain.test.ts", // starts its servers on the embedded database in both passes
  "fuzz.test.ts", // bad input refused before any query; access-matrix.test.ts sends every route here
  "container.test.ts", // reads the container files
  "math.test.ts", // typesetting
  "compression.test.ts", // HTTP encoding
  "overload.test.ts", // load shedding on an injected signal
  "prerendered.test.ts", // HTML served from the build
  "web.test.ts", // static files and caching headers
];

const url = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (err) {
  console.log(`PostgreSQL pass skipped: nothing answers at ${url} (${err.message}).`);
  process.exit(0);
}
console.log(`PostgreSQL pass: running the server tests against ${url} (all but ${EMBEDDED_ONLY.join(", ")})`);
const run = spawnSync(
  "npx",
  ["vitest", "run", "--project", "server", ...EMBEDDED_ONLY.flatMap((file) => ["--exclude", `test/${file}`])],
  { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(run.status ?? 1);
