// The JavaScript the home page loads before it is usable: every script Chromium fetches for `/`
// until the network is idle, measured as the gzip size of each file of the build; then the test screen's
// (a demo test, started) and how much of it the home page did not already load; then the forum list a
// signed-in student opens (every script it loads, as its own first page).
// Usage: npm run build && node bench/home-weight.mjs
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser, signInThroughDialog } from "./browser.mjs";
import { COURSE, call, must, PASSWORD, signUpStudents } from "./client.mjs";
import { startServer } from "./support.mjs";
import { FORUM_LIST_BUDGET_KIB, TEST_SCREEN_BUDGET_KIB } from "./table.mjs";

const dist = new URL("../apps/web/dist", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await launchBrowser();

/** Every script Chromium fetched for `path` (after `act`, if given) until the network is idle. */
async function scriptsOf(viewport, path, act, context = undefined) {
  const page = await (context ?? browser).newPage({ viewport });
  const scripts = new Set();
  page.on("request", (req) => {
    // Not the service worker's precaching, which fetches every chunk in the background after load.
    if (req.resourceType() === "script" && !req.serviceWorker()) scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  if (act) {
    await act(page);
    await page.waitForLoadState("networkidle");
  }
  await page.close();
  return scripts;
}

function weigh(scripts) {
  let raw = 0;
  let gz = 0;
  for (const path of scripts) {
    const data = readFileSync(join(dist, path));
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  return { raw: (raw / 1024).toFixed(1), gz: (gz / 1024).toFixed(1) };
}

try {
  const phone = { width: 390, height: 844 };
  let home = new Set();
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    home = await scriptsOf(viewport, "/");
    const { raw, gz } = weigh(home);
    console.log(`home page ${viewport.width}px: ${home.size} scripts, ${raw} KiB raw, ${gz} KiB gzip`);
    for (const path of [...home].sort()) console.log(`  ${path}`);
  }
  // The test screen (issue #13: at most 60 KiB more than the home page): a demo test, started.
  const demos = await (await fetch(`${server.url}/api/user_demo_exam/exams`)).json();
  const started = await scriptsOf(phone, `/demo-exam-start/${demos.data[0].id}`, async (page) => {
    await page.getByRole("button", { name: /^(Resume|Start) test$/ }).click();
    await page.getByRole("heading", { level: 2, name: /^Question \d+$/ }).waitFor();
  });
  const more = new Set([...started].filter((path) => !home.has(path)));
  const total = weigh(started);
  console.log(
    `test screen 390px: ${started.size} scripts, ${total.gz} KiB gzip; ${more.size} not on the home page, ${weigh(more).gz} KiB gzip more (budget ${TEST_SCREEN_BUDGET_KIB} KiB)`,
  );
  for (const path of [...more].sort()) console.log(`  ${path}`);

  // The forum list, opened by a subscribed student as the first page of a visit (signed in beforehand):
  // a full page of doubts in plain words, then with one that holds a formula (KaTeX is needed then).
  // Three students ask them (a student may ask 10 doubts an hour); the first one opens the list.
  const { students } = await signUpStudents(undefined, server.url, 3, { progress: false });
  const [student] = students;
  const courses = await must(call(undefined, server.url, "GET", "/user_exam/get_all_courses"), "courses");
  const courseId = courses.find((c) => c.name === COURSE).id;
  const ask = (title, body, asker = student) =>
    must(
      call(undefined, server.url, "POST", "/postque", {
        token: asker.token,
        ip: asker.ip,
        body: { title, body, course_id: courseId, subject: "Physics" },
      }),
      "ask",
    );
  // More doubts than a page holds (20), so that the list shows its page numbers.
  for (let i = 1; i <= 21; i += 1) {
    const text = "<p>It keeps slowing on the way up; why?</p>";
    await ask(`Doubt ${i}: why does a ball thrown up slow down?`, text, students[i % 3]);
  }
  const context = await browser.newContext();
  await signInThroughDialog(await context.newPage(), server.url, student.email, PASSWORD);
  const forumList = async (label) => {
    const scripts = await scriptsOf(
      phone,
      "/forum",
      (page) => page.getByRole("heading", { name: "Doubts", exact: true }).waitFor(),
      context,
    );
    console.log(`${label} 390px: ${scripts.size} scripts, ${weigh(scripts).gz} KiB gzip`);
    for (const path of [...scripts].sort()) console.log(`  ${path}`);
  };
  await forumList(`forum list (budget ${FORUM_LIST_BUDGET_KIB} KiB)`);
  await ask(
    "Time to stop under constant deceleration",
    "<p>From $v = u + at$ with $v = 0$, is $t = u/a$?</p>",
  );
  await forumList("forum list with a formula");
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
