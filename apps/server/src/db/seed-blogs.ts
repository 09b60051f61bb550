import { excerptFrom, readingMinutes } from "@medhavi/domain";
import { sanitizeArticle } from "../platform/html";
import type { Db } from "./client";
import { appMeta, blogCategories, blogPosts, blogTags } from "./schema";

const BLOGS_SEED_KEY = "seed.blogs.v1";
const DAY = 24 * 60 * 60 * 1000;

const CATEGORIES = [
  { name: "Exam Notices", slug: "exam-notices" },
  { name: "Preparation Guides", slug: "preparation-guides" },
  { name: "Study Tips", slug: "study-tips" },
] as const;

type SeedPost = {
  slug: string;
  title: string;
  category: (typeof CATEGORIES)[number]["slug"];
  tags: string[];
  daysAgo: number;
  excerpt: string;
  body: string;
};

const POSTS: SeedPost[] = [
  {
    slug: "jee-main-2027-session-1-registration-what-to-keep-ready",
    title: "JEE Main 2027 Session 1: Registration Checklist and What to Keep Ready",
    category: "exam-notices",
    tags: ["jee main", "exam notice", "registration"],
    daysAgo: 2,
    excerpt:
      "Registration for JEE Main Session 1 opens on the NTA website. Here is the checklist of documents, photo sizes and fee details to keep ready before you start the form.",
    body: `<p>The National Testing Agency (NTA) opens registration for <strong>JEE Main Session 1</strong> on its official website. Filling the form takes about 30 minutes if you have everything ready; most rejected forms fail on photo size or a name that does not match the Class 10 certificate.</p>
<h2>Documents to keep ready</h2>
<ul><li><p>Class 10 mark sheet (your name and date of birth must match it exactly)</p></li><li><p>Class 12 roll number, or the school's certificate if you are appearing this year</p></li><li><p>A recent passport-size photograph (JPG, white background, face covering about 80% of the frame)</p></li><li><p>Your signature on white paper, scanned as JPG</p></li><li><p>Category or PwD certificate, if applicable</p></li><li><p>Aadhaar number or another government ID</p></li></ul>
<h2>Step by step</h2>
<ol><li><p>Register with your own mobile number and email: all admit-card and result messages go there.</p></li><li><p>Fill in personal details, then the exam paper (Paper 1 for B.E./B.Tech.) and four exam-city choices.</p></li><li><p>Upload the photo and signature, then pay the fee online and download the confirmation page.</p></li></ol>
<blockquote><p>Always confirm dates and fees on <a href="https://jeemain.nta.nic.in">jeemain.nta.nic.in</a>. Notices on social media are often out of date.</p></blockquote>
<h3>What Medhavi students should do this week</h3>
<p>Finish the registration early, then take the full-length mock test in your dashboard under exam conditions. Your mentor will review the result with you in the next doubt-clearing session.</p>`,
  },
  {
    slug: "neet-ug-2027-application-correction-window-notice",
    title: "NEET UG 2027: Application Correction Window — What You Can and Cannot Change",
    category: "exam-notices",
    tags: ["neet", "exam notice"],
    daysAgo: 6,
    excerpt:
      "The NEET UG correction window lets you fix some details of a submitted form. Know which fields are editable, which are locked and how the fee difference works.",
    body: `<p>Once the NEET UG application window closes, NTA opens a short <strong>correction window</strong>. It is the only chance to fix a mistake in a submitted form, so check your confirmation page carefully before it opens.</p>
<h2>Usually editable</h2>
<ul><li><p>Parents' names, date of birth and gender</p></li><li><p>Category and sub-category (a fee difference may apply)</p></li><li><p>Exam-city preferences and the medium of the question paper</p></li><li><p>Educational qualification details</p></li></ul>
<h2>Usually locked</h2>
<ul><li><p>Mobile number and email address</p></li><li><p>Permanent and correspondence address (in most years)</p></li></ul>
<table><tbody><tr><th><p>Change</p></th><th><p>Fee effect</p></th></tr><tr><td><p>General → OBC-NCL / EWS</p></td><td><p>No refund of the difference</p></td></tr><tr><td><p>OBC-NCL → General</p></td><td><p>Pay the difference online</p></td></tr></tbody></table>
<p>Read the official notice on <a href="https://neet.nta.nic.in">neet.nta.nic.in</a> for this year's exact list and dates.</p>`,
  },
  {
    slug: "jee-physics-kinematics-formulas-with-worked-examples",
    title: "JEE Physics: Kinematics Formulas You Must Know (with Worked Examples)",
    category: "preparation-guides",
    tags: ["jee main", "jee advanced", "physics", "formulas"],
    daysAgo: 10,
    excerpt:
      "Every kinematics formula used in JEE Main and Advanced, when to use which, and three worked examples that show the common traps.",
    body: `<p>Kinematics carries 2–3 questions in almost every JEE Main paper, and it is the base of rotational motion and electrodynamics problems later. Learn these equations with their conditions, not just their shapes.</p>
<h2>Equations of motion (constant acceleration)</h2>
<p>For a body with initial velocity $u$, constant acceleration $a$ and time $t$:</p>
<p>$$v = u + at$$</p>
<p>$$s = ut + \\tfrac{1}{2}at^2$$</p>
<p>$$v^2 = u^2 + 2as$$</p>
<p>Distance in the $n$-th second: $s_n = u + \\tfrac{a}{2}(2n - 1)$.</p>
<h3>Projectile motion</h3>
<p>Launched at speed $u$ and angle $\\theta$ above the horizontal (no air resistance):</p>
<table><tbody><tr><th><p>Quantity</p></th><th><p>Formula</p></th></tr><tr><td><p>Time of flight</p></td><td><p>$T = \\dfrac{2u\\sin\\theta}{g}$</p></td></tr><tr><td><p>Maximum height</p></td><td><p>$H = \\dfrac{u^2\\sin^2\\theta}{2g}$</p></td></tr><tr><td><p>Range</p></td><td><p>$R = \\dfrac{u^2\\sin 2\\theta}{g}$</p></td></tr></tbody></table>
<h2>Worked example</h2>
<p>A ball is thrown up at $20\\ \\text{m/s}$. Taking $g = 10\\ \\text{m/s}^2$, its maximum height is $H = \\dfrac{u^2}{2g} = \\dfrac{400}{20} = 20\\ \\text{m}$ and it returns after $T = \\dfrac{2u}{g} = 4\\ \\text{s}$.</p>
<h3>Common traps</h3>
<ul><li><p>The equations hold only for <em>constant</em> acceleration. If $a$ depends on $t$ or $v$, integrate: $v = \\int a\\,dt$.</p></li><li><p>Keep one sign convention (up positive) for the whole problem.</p></li><li><p>Range is maximum at $\\theta = 45^\\circ$ only when launch and landing heights are equal.</p></li></ul>
<p>Practise these with the chapter test <em>Motion in a Straight Line</em> in your study materials.</p>`,
  },
  {
    slug: "how-to-plan-the-last-60-days-before-jee-main",
    title: "How to Plan the Last 60 Days Before JEE Main",
    category: "study-tips",
    tags: ["jee main", "study plan", "revision"],
    daysAgo: 15,
    excerpt:
      "Two months is enough to gain 40–60 marks if you stop learning new chapters and start testing. A week-by-week plan our toppers used.",
    body: `<p>In the last two months, marks come from <strong>revision and tests</strong>, not from new chapters. This is the plan our 99-percentile students followed.</p>
<h2>Weeks 1–4: close the gaps</h2>
<ul><li><p>Two subject blocks of 3 hours each per day, one mixed problem set in the evening.</p></li><li><p>Keep a mistakes notebook: write every wrong answer with the reason (concept, calculation or reading).</p></li><li><p>Revise formula sheets every morning for 20 minutes.</p></li></ul>
<h2>Weeks 5–8: test like the exam</h2>
<ol><li><p>Three full-length mock tests a week at the real exam time (9 a.m. or 3 p.m.).</p></li><li><p>Spend as long analysing each test as taking it.</p></li><li><p>In the final week, only revise: no new material, sleep 7 hours, keep the same wake-up time as the exam day.</p></li></ol>
<h3>Sample day</h3>
<table><tbody><tr><th><p>Time</p></th><th><p>Work</p></th></tr><tr><td><p>6:30–7:00</p></td><td><p>Formula revision</p></td></tr><tr><td><p>9:00–12:00</p></td><td><p>Mock test or subject block</p></td></tr><tr><td><p>14:00–17:00</p></td><td><p>Test analysis, mistakes notebook</p></td></tr><tr><td><p>19:00–21:00</p></td><td><p>Mixed problem set</p></td></tr></tbody></table>
<p>Your dashboard's exam calendar lists the weekly mock tests; book a mentor call if your scores stall for two weeks.</p>`,
  },
];

/** Seeds three categories and four published posts once per database, so a new install shows a live blog. */
export async function seedBlogs(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: BLOGS_SEED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return;
    const categories = await tx
      .insert(blogCategories)
      .values(CATEGORIES.map((c) => ({ ...c })))
      .onConflictDoNothing()
      .returning();
    const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
    for (const post of POSTS) {
      const body = sanitizeArticle(post.body);
      const published = new Date(now.getTime() - post.daysAgo * DAY);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt || excerptFrom(body),
          body,
          categoryId: bySlug.get(post.category) ?? null,
          authorName: "Medhavi Academy Editorial Team",
          readingMinutes: readingMinutes(body),
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        })
        .onConflictDoNothing()
        .returning({ id: blogPosts.id });
      if (row) await tx.insert(blogTags).values(post.tags.map((tag) => ({ postId: row.id, tag })));
    }
  });
}
