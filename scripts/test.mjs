// `npm test`: every stage of the suite, timed. Stages in one step run side by side (each has parts that
// wait, which the other fills); a step starts when the one before it passed. Output
// lines carry their stage's name; the times are printed at the end (docs/benchmarks.md keeps a run's).
import { cpus, loadavg } from "node:os";
import { killAll, spawnGroup } from "./process-group.mjs";

/** [name, command] pairs; the inner lists run side by side. */
const STEPS = [
  [
    ["lint", "npm run lint"],
    ["types", "npm run typecheck"],
    ["unit and API", "npm run test:unit"],
    // Neither is read by the unit and API tests; both fill the cores while those wait on their databases.
    ["build", "npm run build"],
    // Before the first stage that drives a browser: the bench smoke run uses Chromium too.
    ["chromium", "bash scripts/ensure-chromium.sh"],
  ],
  [
    ["bench smoke", "npm run bench:smoke"],
    ["PostgreSQL pass", "npm run test:pg"],
  ],
  [["browser", "npx playwright test"]],
];

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    killAll("SIGTERM"); // every stage's whole process group: its servers and browsers too
    process.exit(130);
  });
}

/** Runs one stage in a process group of its own, its lines tagged with its name when others run beside it. */
function run(name, command, tagged) {
  const started = performance.now();
  const tag = tagged ? `[${name}] ` : "";
  return new Promise((resolve) => {
    const child = spawnGroup(command, [], { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = "";
      stream.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`${tag}${line}\n`);
      });
      stream.on("end", () => partial && process.stdout.write(`${tag}${partial}\n`));
    }
    child.on("close", (code, signal) =>
      resolve({ name, ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results = [];
const started = performance.now();
for (const step of STEPS) {
  const done = await Promise.all(step.map(([name, command]) => run(name, command, step.length > 1)));
  results.push(done);
  if (done.some((r) => !r.ok)) break;
}
const total = (performance.now() - started) / 1000;

const clock = (seconds) => {
  const s = Math.round(seconds); // rounded first: 359.6 s is 6:00, not 5:60
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
const failed = results.flat().filter((r) => !r.ok);
console.log(`\nnpm test: ${failed.length ? `FAILED (${failed.map((r) => r.name).join(", ")})` : "passed"}`);
console.log(
  `${cpus().length} × ${cpus()[0]?.model.trim()}, load average at the end ${loadavg()[0].toFixed(1)}`,
);
console.log("step  stage               time   result");
for (const [i, step] of results.entries()) {
  for (const r of step) {
    console.log(
      `${String(i + 1).padEnd(5)} ${r.name.padEnd(19)} ${clock(r.seconds).padStart(5)}   ${r.ok ? "ok" : `failed (${r.code})`}`,
    );
  }
}
console.log(`total                     ${clock(total).padStart(5)}`);
process.exit(failed.length ? 1 : 0);
