import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { newStudent, signUp } from "./support/server";
import { apiCall, type CourseNode, encryptedEntries, type UserInfo } from "./support/session";

// Issue 17, "Accessibility as a guard": every route of the product, as the right kind of user and with
// data on it, at desktop (1280) and phone (390) widths, checked by axe-core against WCAG 2.0/2.1/2.2 A and
// AA. Any serious or critical violation fails. Each view is also checked for headings in order (one h1,
// no skipped level) and for horizontal scrolling at 390 and 320 px.
//
// A NEW ROUTE IS ONE LINE in ROUTES below: its path (":examId", ":attemptId", ":userId", ":questionId", ... are
// filled in from the data made in beforeAll), who visits it, and optionally a setup that opens a dialog or
// walks to a state once the page has settled.

type Who = "visitor" | "student" | "staff";
type Setup = (page: Page, world: World) => Promise<void>;
interface RouteView {
  path: string;
  who: Who;
  /** Runs after the page settles at each width: opens a dialog, starts the test, ... */
  setup?: Setup;
  /** Names the view when one path is checked in several states. */
  name?: string;
}

const openLogin: Setup = async (page) => {
  // The floating prompt opens the login dialog for a visitor at every width (Login/Signup is in the menu
  // on phones).
  await page.getByRole("button", { name: "Avail 15 Days Free Subscription" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
};
const openSignup: Setup = async (page, world) => {
  await openLogin(page, world);
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Sign up" })).toBeVisible();
};
const openForgot: Setup = async (page, world) => {
  await openLogin(page, world);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: /Send OTP/ })).toBeVisible();
};
const openSubscribe: Setup = async (page) => {
  await page.getByRole("button", { name: /notifications?$/i }).click();
  await page
    .getByRole("button", { name: /Welcome/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: /Subscribe to a course/ })).toBeVisible();
};
const startPlayer: Setup = async (page) => {
  await page.getByRole("button", { name: /^(Resume|Start) test$/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Question \d+$/ })).toBeVisible();
};
const openSubmit: Setup = async (page, world) => {
  await startPlayer(page, world);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Submit the test?" })).toBeVisible();
};
const openQuestionEditor: Setup = async (page) => {
  await page.getByRole("button", { name: "New question" }).click();
  await expect(page.getByRole("dialog", { name: "New question" })).toBeVisible();
};

// biome-ignore format: one route a line, so that new routes merge as one line each.
const openAnalysis: Setup = async (page) => {
  await page.getByRole("tab", { name: "Analysis" }).click();
  await expect(page.getByRole("heading", { name: "By subject" })).toBeVisible();
};

const ROUTES: RouteView[] = [
  // Public (spec section 2)
  { path: "/", who: "visitor" },
  { path: "/about-us", who: "visitor" },
  { path: "/registration", who: "visitor" },
  { path: "/partnerwithus", who: "visitor" },
  { path: "/scholarship", who: "visitor" },
  { path: "/courses", who: "visitor" },
  { path: "/contact", who: "visitor" },
  { path: "/enrol", who: "visitor" },
  { path: "/why-medhavi", who: "visitor" },
  { path: "/jee-entrance", who: "visitor" },
  { path: "/neet-pg", who: "visitor" },
  { path: "/neet-pg-mds", who: "visitor" },
  { path: "/neet-ug-integrated", who: "visitor" },
  { path: "/gre-toefl", who: "visitor" },
  { path: "/medical-entrance", who: "visitor" },
  { path: "/foundation-builder", who: "visitor" },
  { path: "/hit-jee", who: "visitor" },
  { path: "/math-crash", who: "visitor" },
  { path: "/fee-structure", who: "visitor" },
  { path: "/demo-lecture", who: "visitor" },
  { path: "/demo-test", who: "visitor" },
  { path: "/demo-study-materials", who: "visitor" },
  { path: "/privacy-policy", who: "visitor" },
  { path: "/terms-conditions", who: "visitor" },
  { path: "/test-objective", who: "visitor" },
  { path: "/course-subscription", who: "visitor" },
  { path: "/blogs", who: "visitor" },
  { path: "/blogs/:blogSlug", who: "visitor" },
  { path: "/no-such-page", who: "visitor" },
  { path: "/", who: "visitor", name: "login dialog", setup: openLogin },
  { path: "/", who: "visitor", name: "signup dialog", setup: openSignup },
  { path: "/", who: "visitor", name: "forgot-password dialog", setup: openForgot },
  { path: "/demo-exam-start/:demoExamId", who: "visitor" },
  { path: "/demo-exam-start/:demoExamId", who: "visitor", name: "demo player", setup: startPlayer },
  // Student (logged in, on a free trial, with a submitted attempt, one in progress and a payment)
  { path: "/", who: "student" },
  { path: "/profile", who: "student" },
  { path: "/course-subscription", who: "student" },
  { path: "/study-materials", who: "student" },
  { path: "/forum", who: "student" },
  { path: "/forum/ask", who: "student" },
  { path: "/forum/:questionId", who: "student" },
  { path: "/active-test", who: "student" },
  { path: "/testseries/:examId", who: "student" },
  { path: "/testseries/:examId", who: "student", name: "test player", setup: startPlayer },
  { path: "/testseries/:examId", who: "student", name: "submit dialog", setup: openSubmit },
  { path: "/mcq-answers/:examId/:attemptId", who: "student" },
  { path: "/mcq-answers/:examId/:attemptId", who: "student", name: "analysis tab", setup: openAnalysis },
  { path: "/my-progress", who: "student" },
  { path: "/practice/:attemptId", who: "student" },
  { path: "/answer-key/:examId", who: "student" },
  { path: "/attempt-history", who: "student" },
  { path: "/payment-history", who: "student" },
  { path: "/", who: "student", name: "subscribe dialog", setup: openSubscribe },
  // Back office (logged in as staff, with the student above and their attempts and payment)
  { path: "/admin/login", who: "visitor" },
  { path: "/admin", who: "staff" },
  { path: "/admin/users", who: "staff" },
  { path: "/admin/users/:userId", who: "staff" },
  { path: "/admin/audit", who: "staff" },
  { path: "/admin/jobs", who: "staff" },
  { path: "/admin/notifications", who: "staff" },
  { path: "/admin/profile", who: "staff" },
  { path: "/admin/blogs", who: "staff" },
  { path: "/admin/blogs/:blogId", who: "staff" },
  { path: "/admin/pages", who: "staff" },
  { path: "/admin/pages/about-us", who: "staff" },
  { path: "/admin/course", who: "staff" },
  { path: "/admin/questions", who: "staff" },
  { path: "/admin/questions", who: "staff", name: "question editor", setup: openQuestionEditor },
  { path: "/admin/exam", who: "staff" },
  { path: "/admin/exam/:examId/results", who: "staff" },
  { path: "/admin/exam/:examId/challenges", who: "staff" },
  { path: "/admin/pending-evaluation", who: "staff" },
  { path: "/admin/upload-document", who: "staff" },
  { path: "/admin/scholarship", who: "staff" },
  { path: "/admin/enrollment", who: "staff" },
  { path: "/admin/enquiries", who: "staff" },
  { path: "/admin/applications/:applicationId", who: "staff" },
  { path: "/admin/forum", who: "staff" },
  { path: "/admin/forum/:questionId", who: "staff" },
  { path: "/admin/payments", who: "staff" },
  { path: "/admin/projects", who: "staff" },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
/** The narrowest width checked for horizontal scrolling (WCAG 1.4.10 reflow: 320 CSS px). */
const REFLOW_WIDTH = 320;
/** Views per test. */
const CHUNK = 12;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface World {
  student: { token: string; info: UserInfo };
  staffInfo: unknown;
  params: Record<string, string>;
}

let context: BrowserContext;
let page: Page;
let world: World;
let signedInAs: Who | null = null;
let checked = 0;
const refused: string[] = [];

async function makeWorld(request: APIRequestContext): Promise<World> {
  const courses = (await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses")).data;
  const course = courses.find((c) => c.name === "JEE Main Complete Course");
  if (!course) throw new Error("seeded course missing");
  const student = newStudent("a11y");
  await signUp(request, student);
  const login = await apiCall<UserInfo & { token: string }>(request, null, "POST", "/login", {
    email: student.email,
    password: student.password,
  });
  const token = login.data.token;
  const now = Date.now();
  const info = (
    await apiCall<UserInfo>(request, token, "POST", "/user_study_materials/subscribe", {
      course_id: course.id,
      subscription: "Free",
      subscription_start: now,
      subscription_end: now + 15 * 86_400_000,
    })
  ).data;
  const active = await apiCall<{ exams: Array<{ id: number; title: string }> }>(
    request,
    token,
    "GET",
    "/user_exam/active",
  );
  const exam = active.data.exams.find((e) => e.title.startsWith("JEE Main Complete Course"));
  if (!exam) throw new Error("seeded mock test missing");
  // A submitted attempt with two answers (one marked), then a second attempt left in progress.
  type Started = { attemptId: number; questions: Array<{ id: number; options: Array<{ key: string }> }> };
  const first = (await apiCall<Started>(request, token, "POST", `/user_exam/${exam.id}/start`)).data;
  const [q1, q2] = first.questions;
  const answer = (q: Started["questions"][number] | undefined, marked: boolean) =>
    apiCall(request, token, "PUT", `/user_exam/attempts/${first.attemptId}/answers/${q?.id}`, {
      selected: [q?.options[0]?.key],
      marked,
      seq: 1,
    });
  await answer(q1, false);
  await answer(q2, true);
  await apiCall(request, token, "POST", `/user_exam/attempts/${first.attemptId}/submit`);
  await apiCall(request, token, "POST", `/user_exam/${exam.id}/start`);
  // A payment (created, not completed) for the payment histories.
  await apiCall(request, token, "POST", "/payment/createorder", {
    course_id: course.id,
    subscription_type: "Half Yearly",
    subscription_start: now,
    subscription_end: now + 182 * 86_400_000,
  });
  const demo = await apiCall<Array<{ id: number }>>(request, null, "GET", "/user_demo_exam/exams");
  const staff = await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", E2E_ADMIN);
  // A forum doubt, a contact enquiry and a seeded blog post for their pages.
  const doubt = await apiCall<{ id: number }>(request, token, "POST", "/postque", {
    title: "Why is the range of a projectile largest at 45 degrees?",
    body: "<p>With $R = u^2 \\sin 2\\theta / g$, why does 45° give the most?</p>",
    course_id: course.id,
    subject: "Physics",
  });
  await apiCall(request, null, "POST", "/contactUs", {
    name: "Asha Verma",
    email: student.email,
    mobile: student.mobileNumber,
    subject: "Batch timings",
    message: "Which evening batches are open for JEE Main?",
    idempotency_key: `a11y-${now}`,
  });
  type Listed = { items: Array<{ id: number; slug?: string }> };
  const enquiries = await apiCall<Listed>(request, staff.data.token, "GET", "/applications?kind=enquiry");
  const posts = await apiCall<Listed>(request, staff.data.token, "GET", "/adminblogs?status=published");
  return {
    student: { token, info },
    staffInfo: staff.data,
    params: {
      examId: String(exam.id),
      attemptId: String(first.attemptId),
      demoExamId: String(demo.data[0]?.id),
      userId: String(info.userid),
      questionId: String(doubt.data.id),
      applicationId: String(enquiries.data.items[0]?.id),
      blogId: String(posts.data.items[0]?.id),
      blogSlug: String(posts.data.items[0]?.slug),
    },
  };
}

/** Switches the shared page's session (localStorage) to `who`. */
async function signIn(who: Who): Promise<void> {
  if (signedInAs === who) return;
  await page.goto("/api/health");
  const entries =
    who === "student"
      ? await encryptedEntries({ "user-info": world.student.info, "user-token": world.student.token })
      : who === "staff"
        ? await encryptedEntries({ "admin-info": world.staffInfo })
        : {};
  await page.evaluate((values) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  signedInAs = who;
}

/** Waits for the page to finish loading its data: a heading, no skeletons or spinners left. */
async function settle(): Promise<void> {
  await expect(page.locator("h1, [role=heading][aria-level='1']").first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator(".MuiSkeleton-root, .MuiCircularProgress-root")).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Visible headings (outside hidden subtrees) as levels, in document order. */
function headingLevels(): Promise<Array<{ level: number; text: string }>> {
  return page.evaluate(() => {
    const nodes = document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]");
    return Array.from(nodes)
      .filter((el) => el.getClientRects().length > 0 && !el.closest("[aria-hidden=true], [inert]"))
      .map((el) => ({
        level: Number(el.getAttribute("aria-level") ?? el.tagName.slice(1)),
        text: (el.textContent ?? "").trim().slice(0, 60),
      }));
  });
}

/** One h1 and no skipped level; with a modal dialog open only the dialog is seen, titled by an h2. */
async function headingProblems(): Promise<string[]> {
  const levels = await headingLevels();
  const modal = await page.locator("[role=dialog][aria-modal=true]:visible").count();
  const problems: string[] = [];
  const ones = levels.filter((h) => h.level === 1).length;
  if (ones === 0 && !modal) problems.push("no h1");
  let previous = modal ? 1 : 0;
  for (const { level, text } of levels) {
    if (level > previous + 1) problems.push(`h${level} "${text}" follows h${previous}`);
    previous = level;
  }
  return problems;
}

/** How far the page scrolls sideways, once a resize has been rendered. */
async function horizontalOverflow(): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
        ),
      ),
  );
}

/** axe-core's serious and critical WCAG A/AA violations, one line per rule. */
async function axeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only violations are read: skipping the passes' details makes each run markedly faster.
    .options({ resultTypes: ["violations"] })
    // axe-core's results gathered in the page itself, not in a blank page opened for each run: 40 % less
    // time a run (1,118 → 673 ms on /courses). What it gives up, cross-origin frames, are embeds of other
    // sites (a YouTube link) that this product does not author.
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map(
            (n) =>
              `${n.target.join(" ")} ${n.html.slice(0, 90)}${v.id === "color-contrast" ? ` [${n.any[0]?.message.slice(0, 110)}]` : ""}`,
          )
          .join(", ")}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ""}`,
    );
}

/** Loads a view at each width and returns what is wrong with it. */
async function checkView(view: RouteView): Promise<string[]> {
  await signIn(view.who);
  const path = view.path.replace(/:(\w+)/g, (_, key: string) => world.params[key] ?? `:${key}`);
  const problems: string[] = [];
  for (const [i, size] of WIDTHS.entries()) {
    await page.setViewportSize(size);
    // The first width loads the page; the second reuses it (a resize), unless a setup changed it.
    if (i === 0 || view.setup) await page.goto(path);
    else await horizontalOverflow(); // lets the resize render
    await settle();
    if (view.setup) await view.setup(page, world);
    const at = `${size.width}px`;
    for (const violation of await axeViolations()) problems.push(`${at}: ${violation}`);
    for (const problem of await headingProblems()) problems.push(`${at}: headings: ${problem}`);
    if (size.width < 1000) {
      const overflow = await horizontalOverflow();
      if (overflow > 0) problems.push(`${at}: scrolls sideways by ${overflow}px`);
      await page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
      const narrow = await horizontalOverflow();
      if (narrow > 0) problems.push(`${REFLOW_WIDTH}px: scrolls sideways by ${narrow}px`);
    }
    checked += 1;
  }
  return problems;
}

test.describe("accessibility", () => {
  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(60_000);
    const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
    // Own client address: the per-address signup limit never meets other specs'.
    const headers = { "X-Forwarded-For": `198.51.100.${(test.info().workerIndex % 250) + 1}` };
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    world = await makeWorld(request);
    await request.dispose();
    // One page per worker, reused by every view. Reduced motion: cards and dialogs show at once, so axe
    // sees the final colours rather than a fade in progress.
    context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, reducedMotion: "reduce" });
    page = await context.newPage();
    // A view that cannot be set up fails in seconds, not at the end of its test's budget.
    page.setDefaultTimeout(10_000);
    page.on("console", (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
  });

  test.afterAll(async () => {
    console.log(`accessibility: ${checked} route-views checked (axe-core, WCAG 2.0/2.1/2.2 A and AA)`);
    await context?.close();
  });

  // A few tests of up to CHUNK views each (one kind of visitor per test): a failing view neither hides the
  // views after it nor restarts the worker (and its data), every failing view is listed, and two workers
  // share the work evenly.
  for (const who of ["visitor", "student", "staff"] as const) {
    const all = ROUTES.filter((view) => view.who === who);
    for (let start = 0; start < all.length; start += CHUNK) {
      const views = all.slice(start, start + CHUNK);
      registerChunk(`${who} route-views ${start + 1}–${start + views.length} of ${all.length}`, views);
    }
  }
});

function registerChunk(title: string, views: RouteView[]): void {
  test(title, async () => {
    test.setTimeout(views.length * 30_000);
    for (const view of views) {
      const label = `${view.path}${view.name ? ` (${view.name})` : ""}`;
      const problems = await test.step(label, () =>
        checkView(view).catch((error: Error) => [`could not check: ${error.message.split("\n")[0]}`]),
      );
      expect.soft(problems, label).toEqual([]);
    }
    expect(refused, "Content-Security-Policy violations").toEqual([]);
  });
}
