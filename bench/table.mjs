// The rows of `npm run bench`'s table, read from what each bench prints: the figure, its ceiling or budget
// (measured in the same run, or issue #13's target) and the ratio. One reader per bench script, in one
// place, so that the smoke run (bench/smoke.mjs) checks that every bench still prints what the table reads.

const pct = (a, b) => `${((100 * a) / b).toFixed(0)} %`;
const row = (bench, figure, ceiling, ratio, note = "") => ({ bench, figure, ceiling, ratio, note });
const failed = (code) => (code ? " (bench failed)" : "");

/**
 * The JavaScript budgets (issue #51), in KiB gzip: the home page's, the test screen's beyond it, and the
 * forum list's as a student's first page.
 */
export const HOME_BUDGET_KIB = 200;
export const TEST_SCREEN_BUDGET_KIB = 60;
export const FORUM_LIST_BUDGET_KIB = 250;

/** @type {Record<string, (out: string, code?: number | null) => ReturnType<typeof row>[]>} */

export const readers = {
  // Answer saves on each database, with the raw driver's rate for the same rows in the same run.
  "answer-saves.mjs": (out, code) =>
    [
      ...out.matchAll(
        /^(PGlite|PostgreSQL)\s+(\d+)\s+(\d+)\s+[\d.]+\s+(\d+)\s+(\d+)\s+\d+ %\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+\d+\s+(\d+)\s+(\d+)$/gm,
      ),
    ].map(([, backend, n, , perS, rawPerS, p99, failedSaves, lost]) =>
      row(
        `answer saves, ${n} students, ${backend}`,
        `${perS} saves/s, p99 ${Math.round(Number(p99))} ms`,
        `raw driver ${rawPerS}/s`,
        pct(Number(perS), Number(rawPerS)),
        `${failedSaves} failed, ${lost} lost${failed(code)}`,
      ),
    ),

  // Every student presses Start within the spread, then saves; the target is Start p99 < 1 s.
  "start-storm.mjs": (out, code) =>
    [
      ...out.matchAll(
        /^(PGlite|PostgreSQL)\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+\s+([\d.]+)\s+(\d+)\s+(\d+)\s+\d+\s+(\d+)\s+\d+\s+(\d+)\s+(\d+)\s+(\d+)\s+/gm,
      ),
    ].map(([, backend, n, , startP99, startKib, startErrors, shed, perS, saveP99, saveErrors, lost]) =>
      row(
        `start storm, ${n} students, ${backend}`,
        `Start p99 ${startP99} ms (${startKib} KiB); saves ${perS}/s, p99 ${saveP99} ms`,
        "target: Start p99 < 1,000 ms",
        pct(Number(startP99), 1000),
        `${startErrors} + ${saveErrors} errors, ${shed} shed, ${lost} lost${failed(code)}`,
      ),
    ),

  // The course list against a bare Fastify hello world.
  "public-reads.mjs": (out) => {
    const hello = /bare Fastify hello\s+(\d+) req\/s/.exec(out);
    if (!hello) return [];
    return [
      ...out.matchAll(
        /^(course list \((?:200|304)[^)]*\))\s+(\d+) req\/s\s+p50 [\d.]+ ms\s+p99 ([\d.]+) ms\s+errors (\d+)/gm,
      ),
    ].map((m) =>
      row(
        `public ${m[1]}`,
        `${m[2]} req/s, p99 ${m[3]} ms`,
        `bare Fastify hello ${hello[1]} req/s`,
        pct(Number(m[2]), Number(hello[1])),
        `${m[4]} errors`,
      ),
    );
  },

  // The home page's JavaScript and the test screen's extra against their budgets.
  "home-weight.mjs": (out) =>
    [
      [
        "home page JavaScript (phone)",
        /home page 390px: \d+ scripts, [\d.]+ KiB raw, ([\d.]+) KiB gzip/,
        HOME_BUDGET_KIB,
      ],
      [
        "test screen JavaScript beyond the home page",
        /test screen 390px: .*, ([\d.]+) KiB gzip more/,
        TEST_SCREEN_BUDGET_KIB,
      ],
      [
        "forum list JavaScript (phone)",
        /forum list \(budget \d+ KiB\) 390px: \d+ scripts, ([\d.]+) KiB gzip/,
        FORUM_LIST_BUDGET_KIB,
      ],
    ].flatMap(([bench, pattern, budget]) => {
      const kib = pattern.exec(out)?.[1];
      return kib
        ? [row(bench, `${kib} KiB gzip`, `budget ${budget} KiB`, pct(Number(kib), budget), "lower is better")]
        : [];
    }),

  // Interaction to Next Paint on the emulated phone (4x slower CPU) against the 200 ms target.
  "interactions.mjs": (out) => {
    const m = /INP \(worst of (\d+) interactions\): (\d+) ms/.exec(out);
    return m
      ? [
          row(
            "interaction to next paint (phone, 4x CPU)",
            `worst ${m[2]} ms of ${m[1]} taps`,
            "target 200 ms",
            pct(Number(m[2]), 200),
            "home menu, login, test screen",
          ),
        ]
      : [];
  },

  // Main-thread blocking after the first paint (4x slower CPU), beside the page's HTML alone; the ratio is
  // to the total blocking time Lighthouse counts as good (its HTML-alone ceiling is often 0 ms).
  "page-load.mjs": (out) =>
    [
      ...out.matchAll(
        /^ {2}(\S+)\s+blocking median (\d+) ms \([^)]*\), longest task median (\d+) ms; HTML alone median (\d+) ms/gm,
      ),
    ].map((m) =>
      row(
        `blocking after first paint, ${m[1]} (phone, 4x CPU)`,
        `${m[2]} ms, longest task ${m[3]} ms`,
        `HTML alone ${m[4]} ms; Lighthouse's good: 200 ms`,
        pct(Number(m[2]), 200),
        "Lighthouse's TBT, measured; lower is better",
      ),
    ),

  // Lighthouse's mobile performance score against issue #13's 95 (higher is better).
  "lighthouse.mjs": (out) =>
    [
      ...out.matchAll(
        /^ {2}(\S+)\s+score median (\d+) \(([^)]*)\); LCP max (\d+) ms, TBT median (\d+) ms, CLS max ([\d.]+); benchmark index (\d+)/gm,
      ),
    ].map(([, path, score, scores, lcp, tbt, cls, index]) =>
      row(
        `Lighthouse mobile, ${path}`,
        `score ${score} (${scores}); LCP <= ${lcp} ms, TBT ${tbt} ms, CLS <= ${cls}`,
        "target 95; LCP 2,500 ms, CLS 0.1",
        pct(Number(score), 95),
        `higher is better; benchmark index ${index}`,
      ),
    ),

  // Login against the password hash alone (argon2id dominates it).
  "login-latency.mjs": (out) => {
    const login = /sequential login: median ([\d.]+) ms/.exec(out);
    const hash = /argon2id verify alone: median ([\d.]+) ms/.exec(out);
    return login && hash
      ? [
          row(
            "login, sequential",
            `median ${login[1]} ms`,
            `argon2id verify alone ${hash[1]} ms`,
            pct(Number(hash[1]), Number(login[1])),
            "m=19456 KiB, t=2",
          ),
        ]
      : [];
  },

  // Cold start against a bare Fastify process starting on the same machine.
  "cold-start.mjs": (out) => {
    const hello = /bare Fastify hello: median (\d+) ms/.exec(out);
    if (!hello) return [];
    return [
      ["fresh", /fresh DATA_DIR:\s+median (\d+) ms/.exec(out), "initdb, migrations, seed"],
      ["existing", /existing DATA_DIR: median (\d+) ms/.exec(out), ""],
    ]
      .filter(([, m]) => m)
      .map(([name, m, note]) =>
        row(
          `cold start, ${name} data directory`,
          `${m[1]} ms`,
          `bare Fastify hello ${hello[1]} ms`,
          pct(Number(hello[1]), Number(m[1])),
          note,
        ),
      );
  },
};
