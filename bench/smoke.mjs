// `npm run bench:smoke`: every bench of `npm run bench`, run with tiny parameters (a few students, a
// second) after `npm run build`, so a change that breaks one shows up in `npm test` rather than on the day
// someone measures. Figures are not checked, only that each bench completes and prints its result in the
// form `npm run bench`'s table reads (bench/table.mjs), and correctness where a bench checks it (no failed
// or lost answer). The PostgreSQL parts run when a server answers at PG_TEST_URL (default
// postgres://postgres@127.0.0.1:5432/test), as `npm run test:pg` does.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { killAll, spawnGroup } from "../scripts/process-group.mjs";
import { FORUM_LIST_BUDGET_KIB, HOME_BUDGET_KIB, readers, TEST_SCREEN_BUDGET_KIB } from "./table.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const built of ["apps/web/dist/index.html", "apps/server/dist/main.js"]) {
  if (!existsSync(`${root}${built}`)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
}

async function postgresUrl() {
  const url = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return new URL("/", url).href;
  } catch {
    return undefined;
  }
}
const pgServer = await postgresUrl();
const LIMIT = { timeout: 300_000 };

// A bench cut short by a timeout is killed with its whole process group (its servers too).
after(() => killAll());

function bench(script, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawnGroup(process.execPath, [`bench/${script}`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => {
      out += c;
    });
    child.stderr.on("data", (c) => {
      out += c;
    });
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** `npm run bench`'s table reads `rows` rows from what the bench printed, each with its ratio. */
function assertTableRows(script, out, rows) {
  const read = readers[script](out, 0);
  assert.equal(read.length, rows, `${script}: the table read ${read.length} rows, not ${rows}`);
  for (const r of read) assert.match(r.ratio, /^\d+ %$/, `${script}: ${r.bench} has no ratio`);
}

describe("benches run (smoke, tiny parameters)", { concurrency: 3 }, () => {
  it("answer saves: 3 students, one round, no failed or lost save", LIMIT, async () => {
    const { code, out } = await bench("answer-saves.mjs", [
      "--students",
      "3",
      "--rounds",
      "1",
      "--backend",
      "pglite",
    ]);
    assert.match(out, /^PGlite\s+3\s+45\s+[\d.]+\s+\d+\s+\d+\s+\d+ %.*\s0\s+0$/m);
    assertTableRows("answer-saves.mjs", out, 1);
    assert.equal(code, 0);
  });

  it(
    "start storm: 3 students, a second of saving, then kill -9 and every acknowledged save is there",
    LIMIT,
    async () => {
      const { code, out } = await bench(
        "start-storm.mjs",
        [
          ...["--students", "3", "--spread", "0.5", "--save-seconds", "1", "--save-every", "200"],
          ...["--backend", pgServer ? "both" : "pglite", "--kill"],
        ],
        pgServer ? { PG_BENCH_URL: pgServer } : {},
      );
      // Start's reply came gzipped: the paper's 116 KiB of JSON in under 10 KiB.
      assert.match(
        out,
        /^PGlite\s+3\s+\d+\s+\d+\s+\d+\s+\d\.\d\s+0\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+0\s+0\s+restart/m,
      );
      assertTableRows("start-storm.mjs", out, pgServer ? 2 : 1);
      assert.equal(code, 0);
    },
  );

  it("login latency: two logins", LIMIT, async () => {
    const { code, out } = await bench("login-latency.mjs", ["2"]);
    assert.match(out, /sequential login: median [\d.]+ ms/);
    assert.match(out, /argon2id verify alone: median [\d.]+ ms/);
    assertTableRows("login-latency.mjs", out, 1);
    assert.equal(code, 0);
  });

  it("forum: a small forum on PostgreSQL", {
    ...LIMIT,
    skip: !pgServer && "no PostgreSQL answers",
  }, async () => {
    const { out } = await bench("forum.mjs", ["--questions", "50", "--answers", "100", "--calls", "2"], {
      PG_BENCH_URL: pgServer ?? "",
    });
    assert.match(out, /p95/); // its 50 ms target is for the full bench, not this smoke run
  });

  it("public reads against bare Fastify", LIMIT, async () => {
    const { code, out } = await bench("public-reads.mjs", ["--seconds", "1", "--connections", "2"]);
    assert.match(out, /bare Fastify hello\s+\d+ req\/s/);
    assertTableRows("public-reads.mjs", out, 3);
    assert.equal(code, 0);
  });

  it("cold start", LIMIT, async () => {
    const { code, out } = await bench("cold-start.mjs", ["1"]);
    assert.match(out, /existing DATA_DIR: median \d+ ms/);
    assert.match(out, /bare Fastify hello: median \d+ ms/);
    assertTableRows("cold-start.mjs", out, 2);
    assert.equal(code, 0);
  });

  it("home and blog page weight", LIMIT, async () => {
    const home = await bench("home-weight.mjs", []);
    assert.match(home.out, /home page 390px: \d+ scripts/);
    assert.match(home.out, /test screen 390px: \d+ scripts, [\d.]+ KiB gzip; \d+ not on the home page/);
    // The JavaScript budgets, which a size (unlike a time) can be held to on any machine.
    const homeKiB = Number(
      /home page 390px: \d+ scripts, [\d.]+ KiB raw, ([\d.]+) KiB gzip/.exec(home.out)?.[1],
    );
    const moreKiB = Number(/([\d.]+) KiB gzip more/.exec(home.out)?.[1]);
    assert.ok(
      homeKiB > 0 && homeKiB <= HOME_BUDGET_KIB,
      `home page ${homeKiB} KiB gzip, budget ${HOME_BUDGET_KIB}`,
    );
    assert.ok(
      moreKiB > 0 && moreKiB <= TEST_SCREEN_BUDGET_KIB,
      `test screen ${moreKiB} KiB gzip more, budget ${TEST_SCREEN_BUDGET_KIB}`,
    );
    const forumKiB = Number(
      /forum list \(budget \d+ KiB\) 390px: \d+ scripts, ([\d.]+) KiB gzip/.exec(home.out)?.[1],
    );
    assert.ok(
      forumKiB > 0 && forumKiB <= FORUM_LIST_BUDGET_KIB,
      `forum list ${forumKiB} KiB gzip, budget ${FORUM_LIST_BUDGET_KIB}`,
    );
    assertTableRows("home-weight.mjs", home.out, 3);
    const blog = await bench("blog-weight.mjs", []);
    assert.equal(blog.code, 0);
  });

  it(
    "blocking after the first paint on the emulated phone: a visitor's page, a reload mid-test",
    LIMIT,
    async () => {
      const { code, out } = await bench("page-load.mjs", ["--runs", "1", "--pages", "/"]);
      // A visitor's first page, then a student's test screen reloaded mid-test.
      for (const path of ["/", "/testseries/\\d+\\?attempt=\\d+"])
        assert.match(out, new RegExp(`  ${path}\\s+blocking median \\d+ ms .*; HTML alone median \\d+ ms`));
      assertTableRows("page-load.mjs", out, 2);
      assert.equal(code, 0);
    },
  );

  it("Lighthouse on a visitor's page and a student's test reloaded mid-test", LIMIT, async () => {
    const { code, out } = await bench("lighthouse.mjs", ["--runs", "1", "--pages", "/courses"]);
    for (const path of ["/courses", "/testseries/\\d+\\?attempt=\\d+"])
      assert.match(out, new RegExp(`  ${path}\\s+score median \\d+ \\(\\d+\\); LCP max \\d+ ms`));
    assertTableRows("lighthouse.mjs", out, 2);
    assert.equal(code, 0);
  });

  it("interactions on the emulated phone", LIMIT, async () => {
    const { code, out } = await bench("interactions.mjs", ["--runs", "1"]);
    assert.match(out, /test: Submit \(the summary\)\s+\d+ ms/);
    assert.match(out, /INP \(worst of 10 interactions\): \d+ ms/);
    assert.match(out, /test: idle, scripts\s+\d+ ms per second/);
    assertTableRows("interactions.mjs", out, 1);
    assert.equal(code, 0);
  });
});
