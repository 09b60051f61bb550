// `npm run bench`: runs every benchmark against the built app (run `npm run build` first) and prints one
// table: each figure, its ceiling or budget measured or fixed for the same run, and the ratio.
// Benchmarks that share the machine run one after another; each bench measures its app and its ceiling
// side by side, so the ratios hold even when the absolute figures move with the machine's load.
// Usage: npm run bench [-- --students 500] [-- --storm-students 1000] [-- --storm-seconds 60] [-- --quick]
// (--quick: 60 students saving, a storm of 100 saving for 20 s, for a fast look)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

const { values: opts } = parseArgs({
  options: {
    students: { type: "string" },
    "storm-students": { type: "string" },
    "storm-seconds": { type: "string" },
    quick: { type: "boolean", default: false },
  },
});
const students = opts.students ?? (opts.quick ? "60" : "500");
const stormStudents = opts["storm-students"] ?? (opts.quick ? "100" : "1000");
const stormSeconds = opts["storm-seconds"] ?? (opts.quick ? "20" : "60");
if (!existsSync("apps/server/dist/main.js") || !existsSync("apps/web/dist/index.html")) {
  console.error("Build first: npm run build");
  process.exit(1);
}

/** Runs one bench script, streaming its output, and resolves with everything it printed. */
function run(script, args = []) {
  return new Promise((resolve) => {
    console.log(`\n$ node ${script} ${args.join(" ")}`);
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on("exit", (code) => resolve({ out, code }));
  });
}

const rows = [];
const row = (bench, figure, ceiling, ratio, note = "") => rows.push({ bench, figure, ceiling, ratio, note });
const pct = (a, b) => `${((100 * a) / b).toFixed(0)} %`;

// 1. Answer saves, both databases, with the raw driver's rate in the same run.
{
  const { out, code } = await run("bench/answer-saves.mjs", ["--students", students]);
  for (const m of out.matchAll(
    /^(PGlite|PostgreSQL)\s+(\d+)\s+(\d+)\s+[\d.]+\s+(\d+)\s+(\d+)\s+\d+ %\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+\d+\s+(\d+)\s+(\d+)$/gm,
  )) {
    const [, backend, n, , perS, rawPerS, p99, failed, lost] = m;
    row(
      `answer saves, ${n} students, ${backend}`,
      `${perS} saves/s, p99 ${Math.round(Number(p99))} ms`,
      `raw driver ${rawPerS}/s`,
      pct(Number(perS), Number(rawPerS)),
      `${failed} failed, ${lost} lost${code ? " (bench failed)" : ""}`,
    );
  }
}

// 1b. Start storm: every student presses Start within 10 s, then saves for a minute; target p99 < 1 s.
{
  const { out, code } = await run("bench/start-storm.mjs", [
    ...["--students", stormStudents, "--save-seconds", stormSeconds],
  ]);
  for (const m of out.matchAll(
    /^(PGlite|PostgreSQL)\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+\s+(\d+)\s+(\d+)\s+\d+\s+(\d+)\s+\d+\s+(\d+)\s+(\d+)\s+(\d+)\s+/gm,
  )) {
    const [, backend, n, , startP99, startErrors, shed, perS, saveP99, saveErrors, lost] = m;
    row(
      `start storm, ${n} students, ${backend}`,
      `Start p99 ${startP99} ms; saves ${perS}/s, p99 ${saveP99} ms`,
      "target: Start p99 < 1,000 ms",
      pct(Number(startP99), 1000),
      `${startErrors} + ${saveErrors} errors, ${shed} shed, ${lost} lost${code ? " (bench failed)" : ""}`,
    );
  }
}

// 2. Public reads against a bare Fastify hello world.
{
  const { out } = await run("bench/public-reads.mjs");
  const hello = /bare Fastify hello\s+(\d+) req\/s/.exec(out);
  for (const m of out.matchAll(
    /^(course list \((?:200|304)[^)]*\))\s+(\d+) req\/s\s+p50 [\d.]+ ms\s+p99 ([\d.]+) ms\s+errors (\d+)/gm,
  )) {
    if (!hello) break;
    row(
      `public ${m[1]}`,
      `${m[2]} req/s, p99 ${m[3]} ms`,
      `bare Fastify hello ${hello[1]} req/s`,
      pct(Number(m[2]), Number(hello[1])),
      `${m[4]} errors`,
    );
  }
}

// 3. Home page JavaScript against its budget.
{
  const { out } = await run("bench/home-weight.mjs");
  const m = /home page 390px: \d+ scripts, [\d.]+ KiB raw, ([\d.]+) KiB gzip/.exec(out);
  if (m)
    row(
      "home page JavaScript (phone)",
      `${m[1]} KiB gzip`,
      "budget 150 KiB",
      pct(Number(m[1]), 150),
      "lower is better",
    );
  const t = /test screen 390px: .*, ([\d.]+) KiB gzip more/.exec(out);
  if (t)
    row(
      "test screen JavaScript beyond the home page",
      `${t[1]} KiB gzip`,
      "budget 60 KiB",
      pct(Number(t[1]), 60),
      "lower is better",
    );
}

// 3b. Interaction to Next Paint on the emulated phone (4x slower CPU) against issue #13's 200 ms.
{
  const { out } = await run("bench/interactions.mjs", ["--runs", opts.quick ? "1" : "3"]);
  const m = /INP \(worst of (\d+) interactions\): (\d+) ms/.exec(out);
  if (m)
    row(
      "interaction to next paint (phone, 4x CPU)",
      `worst ${m[2]} ms of ${m[1]} taps`,
      "target 200 ms",
      pct(Number(m[2]), 200),
      "home menu, login, test screen",
    );
}

// 3c. Main-thread blocking after the first paint (4x slower CPU), against the page's HTML alone.
{
  const { out } = await run("bench/page-load.mjs", ["--runs", opts.quick ? "1" : "3"]);
  for (const m of out.matchAll(
    /^ {2}(\S+)\s+blocking median (\d+) ms \([^)]*\), longest task median (\d+) ms; HTML alone median (\d+) ms/gm,
  ))
    row(
      `blocking after first paint, ${m[1]} (phone, 4x CPU)`,
      `${m[2]} ms, longest task ${m[3]} ms`,
      `HTML alone ${m[4]} ms; Lighthouse's good: 200 ms`,
      pct(Number(m[2]), 200),
      "Lighthouse's TBT, measured; lower is better",
    );
}

// 4. Login latency against the password hash alone (argon2id dominates it).
{
  const { out } = await run("bench/login-latency.mjs", ["10"]);
  const m = /sequential login: median ([\d.]+) ms/.exec(out);
  const hash = /argon2id verify alone: median ([\d.]+) ms/.exec(out);
  if (m && hash)
    row(
      "login, sequential",
      `median ${m[1]} ms`,
      `argon2id verify alone ${hash[1]} ms`,
      pct(Number(hash[1]), Number(m[1])),
      "m=19456 KiB, t=2",
    );
}

// 5. Cold start against a bare Fastify process starting on the same machine.
{
  const { out } = await run("bench/cold-start.mjs", ["1"]);
  const fresh = /fresh DATA_DIR:\s+median (\d+) ms/.exec(out);
  const existing = /existing DATA_DIR: median (\d+) ms/.exec(out);
  const hello = /bare Fastify hello: median (\d+) ms/.exec(out);
  for (const [name, m, note] of [
    ["fresh", fresh, "initdb, migrations, seed"],
    ["existing", existing, ""],
  ])
    if (m && hello)
      row(
        `cold start, ${name} data directory`,
        `${m[1]} ms`,
        `bare Fastify hello ${hello[1]} ms`,
        pct(Number(hello[1]), Number(m[1])),
        note,
      );
}

const header = ["bench", "figure", "ceiling / budget", "ratio", "note"];
const table = rows.map((r) => [r.bench, r.figure, r.ceiling, r.ratio, r.note]);
const widths = header.map((h, c) => Math.max(h.length, ...table.map((t) => t[c].length)));
const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(" | ")} |`;
console.log(
  `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}, ${new Date().toISOString()}`,
);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const t of table) console.log(line(t));
