/** The demo academy every new installation starts with: a course hierarchy a real coaching business would sell. */
export interface SeedCourse {
  name: string;
  type: string;
  /** [yearly fee, half-yearly fee] in rupees; present only on subscribable nodes. */
  fees?: [number, number];
  children?: SeedCourse[];
}

const course = (name: string, fee: number, halfYearly: number): SeedCourse => ({
  name,
  type: "Course",
  fees: [fee, halfYearly],
});

export const DEMO_COURSES: SeedCourse[] = [
  {
    name: "Foundation",
    type: "Category",
    children: [
      {
        name: "Foundation Builder",
        type: "Program",
        children: [
          { name: "Class 6", type: "Class", fees: [14_999, 8_499] },
          { name: "Class 7", type: "Class", fees: [14_999, 8_499] },
          { name: "Class 8", type: "Class", fees: [17_999, 9_999] },
          { name: "Class 9", type: "Class", fees: [21_999, 11_999] },
          { name: "Class 10", type: "Class", fees: [24_999, 13_499] },
        ],
      },
    ],
  },
  {
    name: "JEE",
    type: "Category",
    children: [
      {
        name: "JEE Main",
        type: "Program",
        children: [
          course("JEE Main Complete Course", 44_999, 24_999),
          course("JEE Main Crash Course", 17_999, 9_999),
        ],
      },
      {
        name: "JEE Advanced",
        type: "Program",
        children: [course("JEE Advanced Complete Course", 54_999, 29_999)],
      },
      { name: "HIT-JEE", type: "Program", children: [course("HIT-JEE Target Batch", 39_999, 21_999)] },
      { name: "Math Crash", type: "Program", children: [course("Math Crash Course", 9_999, 5_499)] },
    ],
  },
  {
    name: "NEET",
    type: "Category",
    children: [
      {
        name: "NEET UG",
        type: "Program",
        children: [
          course("NEET UG Complete Course", 42_999, 23_499),
          course("NEET UG Repeaters Batch", 34_999, 18_999),
        ],
      },
      {
        name: "NEET UG Integrated",
        type: "Program",
        children: [
          course("Class 11 + NEET Integrated", 59_999, 32_999),
          course("Class 12 + NEET Integrated", 59_999, 32_999),
        ],
      },
      {
        name: "NEET PG",
        type: "Program",
        children: [course("NEET PG Complete Preparation", 64_999, 35_999)],
      },
      {
        name: "NEET PG MDS",
        type: "Program",
        children: [course("NEET MDS Complete Preparation", 49_999, 27_499)],
      },
    ],
  },
  {
    name: "Medical Entrance",
    type: "Category",
    children: [
      {
        name: "State Medical Entrance",
        type: "Program",
        children: [
          course("State CET Medical", 24_999, 13_499),
          course("Nursing & Paramedical Entrance", 12_999, 6_999),
        ],
      },
    ],
  },
  {
    name: "Overseas Study",
    type: "Category",
    children: [
      { name: "GRE", type: "Program", children: [course("GRE General Test Prep", 29_999, 16_499)] },
      { name: "TOEFL", type: "Program", children: [course("TOEFL iBT Prep", 19_999, 10_999)] },
    ],
  },
];
