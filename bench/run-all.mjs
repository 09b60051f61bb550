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
import { readers } from "./table.mjs";

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

const plan = [
  ["answer-saves.mjs", ["--students", students]],
  ["start-storm.mjs", ["--students", stormStudents, "--save-seconds", stormSeconds]],
  ["public-reads.mjs", []],
  ["home-weight.mjs", []],
  ["interactions.mjs", ["--runs", opts.quick ? "1" : "3"]],
  ["page-load.mjs", ["--runs", opts.quick ? "1" : "3"]],
  ["lighthouse.mjs", ["--runs", opts.quick ? "1" : "5"]],
  ["login-latency.mjs", ["10"]],
  ["cold-start.mjs", ["1"]],
];
const rows = [];
for (const [script, args] of plan) {
  const { out, code } = await run(`bench/${script}`, args);
  rows.push(...readers[script](out, code));
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
