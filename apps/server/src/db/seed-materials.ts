import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../platform/storage";
import type { Db } from "./client";
import { samplePdf } from "./sample-pdf";
import { appMeta, courseDocuments, courses } from "./schema";

const MATERIALS_SEED_KEY = "seed.demo-materials.v1";

// Fixed keys: every seeded course shares the same three sample files (a material's file is removed
// only when no other material names it), so seeding writes three small objects, not one per course.
const FILES = {
  notes: "private/sample-chapter-notes.pdf",
  formulas: "private/sample-formula-sheet.pdf",
  demo: "private/sample-demo-chapter.pdf",
} as const;

const NOTES = samplePdf("Chapter 1 - Motion in a Straight Line (sample)", [
  [
    "1. Displacement, velocity and acceleration",
    "   v = ds/dt        a = dv/dt",
    "2. Equations of motion (uniform acceleration a)",
    "   v = u + at",
    "   s = ut + ½at²",
    "   v² = u² + 2as",
    "   s(n-th second) = u + ½a(2n - 1)",
    "3. Free fall: a = g = 9.8 m/s², upward throw reaches h = u²/2g",
  ],
  [
    "Worked example",
    "A car starts from rest and accelerates at 2 m/s² for 5 s.",
    "   v = 0 + 2 × 5 = 10 m/s",
    "   s = ½ × 2 × 5² = 25 m",
    "Practice: a ball thrown up at 20 m/s - find the maximum height.",
    "   h = u²/2g = 400/19.6 = 20.4 m (approx.)",
  ],
]);

const FORMULAS = samplePdf("Formula Sheet - Algebra and Calculus (sample)", [
  [
    "Quadratic: ax² + bx + c = 0  =>  x = (-b ± sqrt(b² - 4ac)) / 2a",
    "Sum of roots = -b/a, product of roots = c/a",
    "(a + b)² = a² + 2ab + b²        a² - b² = (a - b)(a + b)",
    "Binomial: (1 + x)^n = 1 + nx + n(n - 1)x²/2! + ...",
    "d/dx (x^n) = n·x^(n-1)        d/dx (sin x) = cos x",
    "Integral of x^n dx = x^(n+1)/(n + 1) + C   (n not equal to -1)",
    "Area of a circle = pi·r², volume of a sphere = 4/3·pi·r³",
  ],
]);

const DEMO = samplePdf("Demo Chapter - Laws of Motion (sample)", [
  [
    "Newton's second law: F = ma   (force in newtons, mass in kg)",
    "Momentum p = mv;  impulse J = F·dt = dp (change in momentum)",
    "Friction: f = µN,  µs > µk",
    "Work W = F·s·cos(theta),  kinetic energy K = ½mv²",
    "Power P = W/t = F·v",
    "This sample chapter shows how course documents open in the viewer.",
  ],
]);

interface SeedItem {
  title: string;
  chapter: string;
  kind: "pdf" | "link";
  file?: keyof typeof FILES;
  link?: string;
  description: string;
}

/** A placeholder video link, clearly marked: the academy replaces it with its own lecture. */
const SAMPLE_LECTURE = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

const PER_COURSE: SeedItem[] = [
  {
    title: "Chapter notes: Motion in a Straight Line (sample)",
    chapter: "Chapter 1",
    kind: "pdf",
    file: "notes",
    description: "Sample notes with the equations of motion and a worked example.",
  },
  {
    title: "Formula sheet: Algebra and Calculus (sample)",
    chapter: "Formula sheets",
    kind: "pdf",
    file: "formulas",
    description: "Sample formula sheet for quick revision.",
  },
  {
    title: "Lecture: Introduction (sample video link)",
    chapter: "Chapter 1",
    kind: "link",
    link: SAMPLE_LECTURE,
    description: "Placeholder lecture link - replace it with the academy's own recording.",
  },
];

/**
 * Seeds sample materials once per database: a few per subscribable course and the public demo items
 * of /demo-study-materials and /demo-lecture. The files are written before the rows commit, so a second
 * process sharing the database never sees a row whose file is missing.
 */
export async function seedMaterials(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: MATERIALS_SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return;
    const subscribable = await tx
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(eq(courses.forSubscription, true));
    const [root] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.parent, 0), eq(courses.name, "JEE")));
    const demoCourse = root?.id ?? subscribable[0]?.id;
    if (demoCourse === undefined) return;
    await Promise.all([
      storage.put(FILES.notes, NOTES, "application/pdf"),
      storage.put(FILES.formulas, FORMULAS, "application/pdf"),
      storage.put(FILES.demo, DEMO, "application/pdf"),
    ]);
    const bytes = { notes: NOTES.length, formulas: FORMULAS.length, demo: DEMO.length };
    const rows = subscribable.flatMap((course) =>
      PER_COURSE.map((item, position) => ({ ...row(item, bytes), courseId: course.id, position })),
    );
    rows.push(
      {
        ...row(
          {
            title: "Sample chapter: Laws of Motion",
            chapter: "Demo",
            kind: "pdf",
            file: "demo",
            description: "A free sample chapter (generated sample content).",
          },
          bytes,
        ),
        courseId: demoCourse,
        position: 0,
        isDemo: true,
      },
      {
        ...row(
          {
            title: "Demo lecture (sample video link)",
            chapter: "Demo",
            kind: "link",
            link: SAMPLE_LECTURE,
            description: "Placeholder demo lecture - the academy replaces it with its own.",
          },
          bytes,
        ),
        courseId: demoCourse,
        position: 1,
        isDemo: true,
      },
    );
    await tx.insert(courseDocuments).values(rows);
    log.info({ materials: rows.length }, "seeded the sample study materials");
  });
}

function row(item: SeedItem, bytes: Record<keyof typeof FILES, number>) {
  return {
    title: item.title,
    chapter: item.chapter,
    description: item.description,
    kind: item.kind,
    linkUrl: item.link ?? null,
    storageKey: item.file ? FILES[item.file] : null,
    mime: item.file ? "application/pdf" : null,
    sizeBytes: item.file ? bytes[item.file] : null,
    isDemo: false,
  };
}
