/** The academy's programmes, shown as cards on the home and Courses pages. */
export type TrackIcon = "foundation" | "jee" | "neet" | "neetpg" | "medical" | "abroad" | "hit" | "math";

export interface Track {
  title: string;
  path: string;
  audience: string;
  summary: string;
  icon: TrackIcon;
}

/** The main exam tracks (home page). */
export const MAIN_TRACKS: readonly Track[] = [
  {
    title: "Foundation",
    path: "/foundation-builder",
    audience: "Classes 8 to 10",
    summary:
      "Strong basics in Mathematics and Science for school exams, Olympiads and an early start on JEE or NEET.",
    icon: "foundation",
  },
  {
    title: "JEE Main & Advanced",
    path: "/jee-entrance",
    audience: "Classes 11, 12 and droppers",
    summary:
      "Physics, Chemistry and Mathematics taught for NIT, IIIT and IIT admission, with tests on the NTA pattern.",
    icon: "jee",
  },
  {
    title: "NEET UG",
    path: "/neet-ug-integrated",
    audience: "Classes 11 and 12",
    summary:
      "A two-year integrated programme that covers the board syllabus and NEET UG Physics, Chemistry and Biology.",
    icon: "neet",
  },
  {
    title: "NEET PG & MDS",
    path: "/neet-pg",
    audience: "MBBS and BDS graduates",
    summary: "Subject-wise revision and full-length mock tests for postgraduate medical and dental entrance.",
    icon: "neetpg",
  },
  {
    title: "Medical Entrance",
    path: "/medical-entrance",
    audience: "Class 12 and droppers",
    summary:
      "Focused preparation for MBBS, BDS and AYUSH admission through NEET UG, including a repeaters' batch.",
    icon: "medical",
  },
  {
    title: "GRE & TOEFL",
    path: "/gre-toefl",
    audience: "Graduates planning to study abroad",
    summary:
      "Verbal and quantitative reasoning, analytical writing and English proficiency for universities overseas.",
    icon: "abroad",
  },
];

/** Short, intensive courses (Courses page). */
export const SHORT_COURSES: readonly Track[] = [
  {
    title: "HIT JEE",
    path: "/hit-jee",
    audience: "Class 12 and droppers",
    summary: "High-intensity revision and daily timed practice in the last months before JEE Main.",
    icon: "hit",
  },
  {
    title: "Math Crash Course",
    path: "/math-crash",
    audience: "Classes 11 and 12",
    summary: "A short, intensive revision of Class 11 and 12 Mathematics for boards and JEE Main.",
    icon: "math",
  },
];
