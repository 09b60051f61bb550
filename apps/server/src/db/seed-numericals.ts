import type { NumericKey } from "@medhavi/domain";

// Numerical-answer questions for the JEE Main pattern mocks (Section B: type the number; +4/0).

export interface SeedNumerical {
  subject: "Physics" | "Chemistry" | "Mathematics";
  topic: string;
  difficulty: 1 | 2 | 3;
  text: string;
  numeric: NumericKey;
  solution: string;
}

const exact = (value: number, integer = true): NumericKey => ({ mode: "exact", value, integer });

export const SEED_NUMERICALS: readonly SeedNumerical[] = [
  {
    subject: "Physics",
    topic: "Kinematics",
    difficulty: 1,
    text: "<p>A stone is dropped from rest and falls for 2 s. Taking $g = 10\\,m/s^2$, how far does it fall, in metres?</p>",
    numeric: exact(20),
    solution: "<p>$s = \\frac{1}{2}gt^2 = \\frac{1}{2} \\times 10 \\times 4 = 20$ m.</p>",
  },
  {
    subject: "Physics",
    topic: "Current electricity",
    difficulty: 1,
    text: "<p>Resistors of 3 Ω and 6 Ω are connected in parallel. What is the equivalent resistance, in ohms?</p>",
    numeric: exact(2),
    solution: "<p>$\\frac{3 \\times 6}{3 + 6} = 2$ Ω.</p>",
  },
  {
    subject: "Physics",
    topic: "Work and energy",
    difficulty: 2,
    text: "<p>A 2 kg body moves at 3 m/s. What is its kinetic energy, in joules?</p>",
    numeric: exact(9),
    solution: "<p>$\\frac{1}{2}mv^2 = \\frac{1}{2} \\times 2 \\times 9 = 9$ J.</p>",
  },
  {
    subject: "Chemistry",
    topic: "Mole concept",
    difficulty: 1,
    text: "<p>How many moles of water are in 36 g of water ($H_2O$, molar mass 18 g/mol)?</p>",
    numeric: exact(2),
    solution: "<p>$36 / 18 = 2$ mol.</p>",
  },
  {
    subject: "Chemistry",
    topic: "Ionic equilibrium",
    difficulty: 2,
    text: "<p>What is the pH of a 0.001 M solution of HCl at 25 °C?</p>",
    numeric: exact(3),
    solution: "<p>$[H^+] = 10^{-3}$, so pH $= 3$.</p>",
  },
  {
    subject: "Chemistry",
    topic: "Solutions",
    difficulty: 2,
    text: "<p>4 g of NaOH (molar mass 40 g/mol) is dissolved to make 500 mL of solution. What is its molarity, in mol/L? (Answer to two decimal places.)</p>",
    numeric: { mode: "tolerance", value: 0.2, tolerance: 0.01, integer: false },
    solution: "<p>$0.1$ mol in $0.5$ L is $0.2$ M.</p>",
  },
  {
    subject: "Mathematics",
    topic: "Permutations and combinations",
    difficulty: 1,
    text: "<p>In how many ways can 3 people be chosen from 5?</p>",
    numeric: exact(10),
    solution: "<p>$\\binom{5}{3} = 10$.</p>",
  },
  {
    subject: "Mathematics",
    topic: "Definite integrals",
    difficulty: 2,
    text: "<p>Evaluate $\\int_0^3 2x\\,dx$.</p>",
    numeric: exact(9),
    solution: "<p>$[x^2]_0^3 = 9$.</p>",
  },
  {
    subject: "Mathematics",
    topic: "Limits",
    difficulty: 2,
    text: "<p>Find $\\lim_{x \\to 0} \\frac{\\sin 5x}{x}$.</p>",
    numeric: exact(5),
    solution: "<p>$\\frac{\\sin 5x}{5x} \\cdot 5 \\to 5$.</p>",
  },
];
