// Main-thread blocking after the first paint, on the emulated mid-range phone (issue #13's Lighthouse
// goal: Lighthouse's total blocking time is this, from its own simulation). Chromium with Lighthouse's
// mobile CPU slowdown (4×) and a 412 px phone viewport loads each first page a visitor opens (the home
// page, /courses, the demo test's instructions), and the test screen a signed-in student reloads mid-test
// (/testseries/:id?attempt=…, which resumes the attempt), with a performance trace, and sums each
// main-thread task's time over 50 ms for the tasks after the first contentful paint; the longest task
// beside it. The ceiling, in the same run: the same page with JavaScript off (its HTML and CSS alone),
// what the app's code adds to is the difference.
// Usage: npm run build && node bench/page-load.mjs [--runs 3] [--slowdown 4] [--pages /,/courses,...]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launchBrowser, signInThroughDialog } from "./browser.mjs";
import { startedStudent } from "./client.mjs";
import { median, startServer } from "./support.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    slowdown: { type: "string", default: "4" },
    pages: { type: "string", default: "/,/courses,/demo-exam-start/1" },
  },
});
const VISITOR_PAGES = opts.pages.split(",");
/** After the load event: the app loads after the first paint and takes the page over well inside this. */
const SETTLE_MS = 4000;
const LONG_TASK_MS = 50;

const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await launchBrowser();

/**
 * A student with an attempt open, signed in through the login dialog (not measured): the test screen's
 * path and the browser storage that holds the session.
 */
async function studentMidTest() {
  const { email, password, path } = await startedStudent(server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInThroughDialog(await context.newPage(), server.url, email, password);
  const storageState = await context.storageState();
  await context.close();
  return { path, storageState, shows: "Save & Next" };
}

/**
 * Blocking time after FCP and the longest task after it, in ms, of one load of `path`; with `shows`, the
 * load must end on a button of that name (the app did reach the page the figure is for).
 */
async function load({ path, storageState, shows }, javaScriptEnabled) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(opts.slowdown) });
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
    transferMode: "ReportEvents",
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send("Tracing.end");
  await complete;
  if (shows && javaScriptEnabled && !(await page.getByRole("button", { name: shows }).isVisible()))
    throw new Error(`${path}: no "${shows}" button after the load`);
  await context.close();

  // The page's first paint, marked on its renderer's main thread.
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`);
  const tasks = events
    .filter(
      (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === "RunTask" && e.ph === "X" && e.ts > fcp.ts,
    )
    .map((e) => e.dur / 1000);
  return {
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    longest: Math.max(0, ...tasks),
  };
}

const runs = Number(opts.runs);
console.log(
  `main-thread blocking after the first paint, ${opts.slowdown}× slower CPU, 412 px phone, ${runs} load(s) each:`,
);
try {
  for (const target of [...VISITOR_PAGES.map((path) => ({ path })), await studentMidTest()]) {
    const { path } = target;
    const app = [];
    const html = [];
    // In turn, so that a busy moment of the machine falls on both.
    for (let i = 0; i < runs; i++) {
      app.push(await load(target, true));
      html.push(await load(target, false));
    }
    const fmt = (loads) => loads.map((l) => Math.round(l.blocking)).join(", ");
    console.log(
      `  ${path.padEnd(20)} blocking median ${Math.round(median(app.map((l) => l.blocking)))} ms (${fmt(app)}), ` +
        `longest task median ${Math.round(median(app.map((l) => l.longest)))} ms; ` +
        `HTML alone median ${Math.round(median(html.map((l) => l.blocking)))} ms (${fmt(html)})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
