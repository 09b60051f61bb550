/**
 * The demo question bank every new installation starts with: JEE Main/Advanced and NEET style questions
 * over the NCERT class 11-12 syllabus. Text is simple HTML; mathematics is LaTeX between `$...$`
 * (inline) or `$$...$$` (display), rendered with KaTeX. Chemical formulas use `\mathrm{}` with
 * subscripts, since mhchem's `\ce{}` is not available.
 */
export interface SeedQuestion {
  /** 1 Objective, 2 Subjective. */
  kind: 1 | 2;
  /** Objective: 1 Single Select, 2 Multi Select; subjective: null. */
  answer_type: 1 | 2 | null;
  /** Subjective: 1 Very Short, 2 Short, 3 Long; objective: null. */
  answer_length: 1 | 2 | 3 | null;
  /** 1 Easy, 2 Medium, 3 Hard, 4 Very Hard. */
  difficulty: 1 | 2 | 3 | 4;
  subject: "Physics" | "Chemistry" | "Mathematics" | "Biology";
  topic: string;
  text: string;
  options: Array<{ key: "A" | "B" | "C" | "D" | "E"; text: string }>;
  correct: string[];
  model_answer: string;
  solution: string;
  /** The Hindi version (options with the same keys), as NTA prints bilingual papers; null: English only. */
  hindi: { text: string; options: SeedQuestion["options"]; solution: string; model_answer: string } | null;
  marks: number;
  negative_marks: number;
}

type OptionKey = SeedQuestion["options"][number]["key"];
const OPTION_KEYS: readonly OptionKey[] = ["A", "B", "C", "D", "E"];

interface Common {
  subject: SeedQuestion["subject"];
  topic: string;
  difficulty: SeedQuestion["difficulty"];
  text: string;
  solution: string;
  /** The Hindi text and solution; `options` null when the English ones (numbers, formulas) read the same. */
  hindi?: { text: string; options: string[] | null; solution: string };
}

function hindiOf(q: Common & { options: string[] }): SeedQuestion["hindi"] {
  if (!q.hindi) return null;
  const options = q.hindi.options ?? q.options;
  if (options.length !== q.options.length) throw new Error(`The Hindi options of "${q.text}" do not match.`);
  return { text: q.hindi.text, options: keyed(options), solution: q.hindi.solution, model_answer: "" };
}

function keyed(options: string[]): SeedQuestion["options"] {
  return options.map((text, i) => {
    const key = OPTION_KEYS[i];
    if (!key) throw new Error(`A seed question has more than ${OPTION_KEYS.length} options.`);
    return { key, text };
  });
}

/** An objective question with exactly one correct option: +4 / -1. */
function single(q: Common & { options: string[]; correct: OptionKey }): SeedQuestion {
  return {
    kind: 1,
    answer_type: 1,
    answer_length: null,
    difficulty: q.difficulty,
    subject: q.subject,
    topic: q.topic,
    text: q.text,
    options: keyed(q.options),
    correct: [q.correct],
    model_answer: "",
    solution: q.solution,
    hindi: hindiOf(q),
    marks: 4,
    negative_marks: 1,
  };
}

/** An objective question with one or more correct options (JEE Advanced style): +4 / -2. */
function multi(q: Common & { options: string[]; correct: OptionKey[] }): SeedQuestion {
  return {
    kind: 1,
    answer_type: 2,
    answer_length: null,
    difficulty: q.difficulty,
    subject: q.subject,
    topic: q.topic,
    text: q.text,
    options: keyed(q.options),
    correct: [...q.correct],
    model_answer: "",
    solution: q.solution,
    hindi: hindiOf(q),
    marks: 4,
    negative_marks: 2,
  };
}

const SUBJECTIVE_MARKS = { 1: 2, 2: 3, 3: 5 } as const;

/** A subjective question marked against its model answer: 2 (very short), 3 (short) or 5 (long) marks. */
function subjective(q: Common & { length: 1 | 2 | 3; model_answer: string }): SeedQuestion {
  return {
    kind: 2,
    answer_type: null,
    answer_length: q.length,
    difficulty: q.difficulty,
    subject: q.subject,
    topic: q.topic,
    text: q.text,
    options: [],
    correct: [],
    model_answer: q.model_answer,
    solution: q.solution,
    hindi: null,
    marks: SUBJECTIVE_MARKS[q.length],
    negative_marks: 0,
  };
}

const PHYSICS: SeedQuestion[] = [
  single({
    subject: "Physics",
    topic: "Kinematics",
    difficulty: 1,
    text: String.raw`<p>A car starts from rest and moves with a uniform acceleration of $2\,\mathrm{m\,s^{-2}}$. How far does it travel in the first $5\,\mathrm{s}$?</p>`,
    hindi: {
      text: "<p>एक कार विरामावस्था से चलना शुरू करती है और $2\\,\\mathrm{m\\,s^{-2}}$ के एकसमान त्वरण से गति करती है। पहले $5\\,\\mathrm{s}$ में वह कितनी दूरी तय करती है?</p>",
      options: null,
      solution:
        "<p>$u = 0$ होने पर: $s = ut + \\tfrac{1}{2}at^2 = 0 + \\tfrac{1}{2}(2)(5)^2 = 25\\,\\mathrm{m}$।</p>",
    },
    options: [
      String.raw`$10\,\mathrm{m}$`,
      String.raw`$25\,\mathrm{m}$`,
      String.raw`$50\,\mathrm{m}$`,
      String.raw`$12.5\,\mathrm{m}$`,
    ],
    correct: "B",
    solution: String.raw`<p>With $u = 0$: $s = ut + \tfrac{1}{2}at^2 = 0 + \tfrac{1}{2}(2)(5)^2 = 25\,\mathrm{m}$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Kinematics",
    difficulty: 3,
    text: String.raw`<p>The position of a particle moving along the $x$-axis is $x = t^3 - 6t^2 + 9t$, where $x$ is in metres and $t$ in seconds. The <strong>distance</strong> travelled by the particle in the first $4\,\mathrm{s}$ is</p>`,
    hindi: {
      text: "<p>$x$-अक्ष के अनुदिश गतिमान एक कण की स्थिति $x = t^3 - 6t^2 + 9t$ है, जहाँ $x$ मीटर में और $t$ सेकंड में है। पहले $4\\,\\mathrm{s}$ में कण द्वारा तय की गई <strong>दूरी</strong> है</p>",
      options: null,
      solution:
        "<p>$v = \\dfrac{dx}{dt} = 3t^2 - 12t + 9 = 3(t-1)(t-3)$, अतः कण $t = 1\\,\\mathrm{s}$ और $t = 3\\,\\mathrm{s}$ पर दिशा बदलता है।<br>$x(0) = 0$, $x(1) = 4$, $x(3) = 0$, $x(4) = 4$ (मीटर में)।<br>दूरी $= |4 - 0| + |0 - 4| + |4 - 0| = 12\\,\\mathrm{m}$ (विस्थापन केवल $4\\,\\mathrm{m}$ है)।</p>",
    },
    options: [
      String.raw`$4\,\mathrm{m}$`,
      String.raw`$8\,\mathrm{m}$`,
      String.raw`$16\,\mathrm{m}$`,
      String.raw`$12\,\mathrm{m}$`,
    ],
    correct: "D",
    solution: String.raw`<p>$v = \dfrac{dx}{dt} = 3t^2 - 12t + 9 = 3(t-1)(t-3)$, so the particle turns back at $t = 1\,\mathrm{s}$ and $t = 3\,\mathrm{s}$.<br>$x(0) = 0$, $x(1) = 4$, $x(3) = 0$, $x(4) = 4$ (in m).<br>Distance $= |4 - 0| + |0 - 4| + |4 - 0| = 12\,\mathrm{m}$ (the displacement is only $4\,\mathrm{m}$).</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: 1,
    text: String.raw`<p>Two blocks of masses $2\,\mathrm{kg}$ and $3\,\mathrm{kg}$ are placed in contact on a smooth horizontal floor. A horizontal force of $10\,\mathrm{N}$ pushes the $2\,\mathrm{kg}$ block towards the $3\,\mathrm{kg}$ block. The contact force between the blocks is</p>`,
    hindi: {
      text: "<p>$2\\,\\mathrm{kg}$ और $3\\,\\mathrm{kg}$ द्रव्यमान के दो गुटके एक चिकने क्षैतिज फ़र्श पर एक-दूसरे के संपर्क में रखे हैं। $10\\,\\mathrm{N}$ का एक क्षैतिज बल $2\\,\\mathrm{kg}$ वाले गुटके को $3\\,\\mathrm{kg}$ वाले गुटके की ओर धकेलता है। गुटकों के बीच संपर्क बल है</p>",
      options: null,
      solution:
        "<p>उभयनिष्ठ त्वरण $a = \\dfrac{F}{m_1 + m_2} = \\dfrac{10}{5} = 2\\,\\mathrm{m\\,s^{-2}}$।<br>$3\\,\\mathrm{kg}$ वाले गुटके पर केवल संपर्क बल ही क्षैतिज बल है: $N = 3 \\times 2 = 6\\,\\mathrm{N}$।</p>",
    },
    options: [
      String.raw`$4\,\mathrm{N}$`,
      String.raw`$10\,\mathrm{N}$`,
      String.raw`$6\,\mathrm{N}$`,
      String.raw`$5\,\mathrm{N}$`,
    ],
    correct: "C",
    solution: String.raw`<p>Common acceleration $a = \dfrac{F}{m_1 + m_2} = \dfrac{10}{5} = 2\,\mathrm{m\,s^{-2}}$.<br>The only horizontal force on the $3\,\mathrm{kg}$ block is the contact force: $N = 3 \times 2 = 6\,\mathrm{N}$.</p>`,
  }),
  multi({
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: 2,
    text: String.raw`<p>Blocks of masses $3\,\mathrm{kg}$ and $5\,\mathrm{kg}$ hang from the two ends of a light inextensible string passing over a light frictionless pulley fixed to the ceiling. The system is released from rest. Take $g = 10\,\mathrm{m\,s^{-2}}$. Which of the following statements are correct?</p>`,
    options: [
      String.raw`The tension in the string is $37.5\,\mathrm{N}$`,
      String.raw`Each block moves through $5\,\mathrm{m}$ in the first $2\,\mathrm{s}$`,
      String.raw`The force exerted on the ceiling by the pulley's support is $80\,\mathrm{N}$`,
      String.raw`The acceleration of each block is $2.5\,\mathrm{m\,s^{-2}}$`,
    ],
    correct: ["A", "B", "D"],
    solution: String.raw`<p>$a = \dfrac{(m_2 - m_1)g}{m_1 + m_2} = \dfrac{2 \times 10}{8} = 2.5\,\mathrm{m\,s^{-2}}$; $T = \dfrac{2m_1m_2g}{m_1 + m_2} = \dfrac{2 \times 3 \times 5 \times 10}{8} = 37.5\,\mathrm{N}$.<br>The support holds the light pulley against both string segments: $2T = 75\,\mathrm{N}$, not $80\,\mathrm{N}$.<br>$s = \tfrac{1}{2}at^2 = \tfrac{1}{2}(2.5)(2)^2 = 5\,\mathrm{m}$. So all statements except the one about the support force are correct.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Work, Energy and Power",
    difficulty: 3,
    text: "<p>A small block of mass $m$ is released from rest at a height $3R$ above the lowest point of a smooth track that ends in a vertical circular loop of radius $R$. The normal force exerted by the track on the block at the top of the loop is</p>",
    options: ["$mg$", "zero", "$2mg$", "$3mg$"],
    correct: "A",
    solution: String.raw`<p>Energy conservation from the release point (height $3R$) to the top of the loop (height $2R$): $v^2 = 2g(3R - 2R) = 2gR$.<br>At the top, $N + mg = \dfrac{mv^2}{R} = 2mg$, so $N = mg$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: 2,
    text: String.raw`<p>A uniform solid sphere rolls down a rough incline of inclination $\theta$ without slipping. The acceleration of its centre of mass is</p>`,
    options: [
      String.raw`$g\sin\theta$`,
      String.raw`$\tfrac{5}{7}\,g\sin\theta$`,
      String.raw`$\tfrac{2}{3}\,g\sin\theta$`,
      String.raw`$\tfrac{1}{2}\,g\sin\theta$`,
    ],
    correct: "B",
    solution: String.raw`<p>For rolling without slipping, $a = \dfrac{g\sin\theta}{1 + k^2/R^2}$. For a solid sphere $k^2/R^2 = 2/5$, so $a = \dfrac{g\sin\theta}{7/5} = \tfrac{5}{7}\,g\sin\theta$.</p>`,
  }),
  multi({
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: 4,
    text: String.raw`<p>A uniform disc of mass $M$ and radius $R$, spinning about its axis with angular speed $\omega_0$ and with its centre at rest, is gently placed upright on its rim (axis horizontal) on a rough horizontal floor with coefficient of kinetic friction $\mu$. Which of the following statements are correct?</p>`,
    options: [
      "One-third of the initial kinetic energy is dissipated by friction",
      String.raw`Pure rolling begins after a time $\dfrac{\omega_0 R}{3\mu g}$`,
      String.raw`When pure rolling begins, the speed of the centre is $\dfrac{\omega_0 R}{3}$`,
      "The angular momentum of the disc about its centre of mass is conserved",
    ],
    correct: ["B", "C"],
    solution: String.raw`<p>Friction acts at the contact point, so angular momentum about that point is conserved: $\tfrac{1}{2}MR^2\omega_0 = \tfrac{1}{2}MR^2\omega + MvR$ with $v = \omega R$, giving $v = \dfrac{\omega_0 R}{3}$.<br>The centre accelerates at $\mu g$, so $t = \dfrac{v}{\mu g} = \dfrac{\omega_0 R}{3\mu g}$.<br>$K_i = \tfrac{1}{4}MR^2\omega_0^2$ and $K_f = \tfrac{3}{4}Mv^2 = \tfrac{1}{12}MR^2\omega_0^2 = \tfrac{1}{3}K_i$, so two-thirds (not one-third) is dissipated. Friction exerts a torque about the centre, so angular momentum about the centre of mass is <em>not</em> conserved.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Gravitation",
    difficulty: 2,
    text: String.raw`<p>The escape speed from the Earth's surface is $11.2\,\mathrm{km\,s^{-1}}$. What is the escape speed from a planet whose radius is twice that of the Earth and whose mean density equals that of the Earth?</p>`,
    options: [
      String.raw`$11.2\,\mathrm{km\,s^{-1}}$`,
      String.raw`$15.8\,\mathrm{km\,s^{-1}}$`,
      String.raw`$44.8\,\mathrm{km\,s^{-1}}$`,
      String.raw`$22.4\,\mathrm{km\,s^{-1}}$`,
    ],
    correct: "D",
    solution: String.raw`<p>$v_e = \sqrt{\dfrac{2GM}{R}}$ with $M = \tfrac{4}{3}\pi R^3\rho$ gives $v_e = R\sqrt{\dfrac{8\pi G\rho}{3}} \propto R$ at fixed density. Doubling $R$ doubles $v_e$: $22.4\,\mathrm{km\,s^{-1}}$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: 1,
    text: String.raw`<p>A Carnot engine works between a source at $527^\circ\mathrm{C}$ and a sink at $127^\circ\mathrm{C}$. Its efficiency is</p>`,
    options: ["24%", "76%", "50%", "40%"],
    correct: "C",
    solution: String.raw`<p>In kelvin, $T_1 = 800\,\mathrm{K}$ and $T_2 = 400\,\mathrm{K}$. $\eta = 1 - \dfrac{T_2}{T_1} = 1 - \dfrac{400}{800} = 0.5 = 50\%$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: 4,
    text: "<p>One mole of an ideal monatomic gas is taken through a process in which its pressure is directly proportional to its volume, $P = kV$. The molar heat capacity of the gas for this process is</p>",
    options: [
      "$2R$",
      String.raw`$\tfrac{3}{2}R$`,
      String.raw`$\tfrac{5}{2}R$`,
      "$3R$",
      String.raw`$\tfrac{1}{2}R$`,
    ],
    correct: "A",
    solution: String.raw`<p>With $PV = RT$ and $P = kV$: $kV^2 = RT$, so $2kV\,dV = R\,dT$ and $dW = P\,dV = kV\,dV = \tfrac{1}{2}R\,dT$.<br>$dQ = C_V\,dT + dW = \tfrac{3}{2}R\,dT + \tfrac{1}{2}R\,dT = 2R\,dT$, so $C = 2R$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: 1,
    text: "<p>Two point charges repel each other with a force $F$ when separated by a distance $r$. If each charge is doubled and the separation is also doubled, the force becomes</p>",
    options: ["$F/4$", "$2F$", "$F$", "$4F$"],
    correct: "C",
    solution: String.raw`<p>$F = \dfrac{kq_1q_2}{r^2}$. New force $= \dfrac{k(2q_1)(2q_2)}{(2r)^2} = \dfrac{4kq_1q_2}{4r^2} = F$.</p>`,
  }),
  multi({
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: 4,
    text: "<p>An air-filled parallel-plate capacitor of capacitance $C_0$ and plate separation $d$ is charged to a potential difference $V_0$ and then disconnected from the battery. Let $E_0$ and $U_0$ be the field between the plates and the stored energy. A dielectric slab of dielectric constant $K = 2$, thickness $d/2$ and the same area as the plates is now inserted parallel to the plates. Which of the following statements are correct?</p>",
    options: [
      String.raw`The stored energy decreases by $25\%$`,
      String.raw`The capacitance becomes $\tfrac{4}{3}C_0$`,
      String.raw`The potential difference between the plates becomes $\tfrac{3}{4}V_0$`,
      String.raw`The electric field in the remaining air gap becomes $\tfrac{3}{4}E_0$`,
    ],
    correct: ["A", "B", "C"],
    solution: String.raw`<p>$C = \dfrac{\varepsilon_0 A}{d - t + t/K} = \dfrac{\varepsilon_0 A}{d/2 + d/4} = \tfrac{4}{3}C_0$.<br>The charge $Q$ stays fixed, so $V = Q/C = \tfrac{3}{4}V_0$ and $U = \dfrac{Q^2}{2C} = \tfrac{3}{4}U_0$ (a $25\%$ decrease).<br>The surface charge density is unchanged, so the field in air is still $\sigma/\varepsilon_0 = E_0$ (it is $E_0/2$ inside the slab), not $\tfrac{3}{4}E_0$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: 2,
    text: String.raw`<p>Resistors of $3\,\Omega$ and $6\,\Omega$ are connected in parallel, and the combination is connected in series with a $4\,\Omega$ resistor across an ideal $12\,\mathrm{V}$ battery. The current through the $6\,\Omega$ resistor is</p>`,
    options: [
      String.raw`$2\,\mathrm{A}$`,
      String.raw`$\tfrac{2}{3}\,\mathrm{A}$`,
      String.raw`$\tfrac{4}{3}\,\mathrm{A}$`,
      String.raw`$1\,\mathrm{A}$`,
    ],
    correct: "B",
    solution: String.raw`<p>$R_\parallel = \dfrac{3 \times 6}{3 + 6} = 2\,\Omega$, so $R_{\text{eq}} = 6\,\Omega$ and $I = 12/6 = 2\,\mathrm{A}$.<br>Voltage across the parallel pair $= 2 \times 2 = 4\,\mathrm{V}$, so $I_{6\,\Omega} = 4/6 = \tfrac{2}{3}\,\mathrm{A}$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Moving Charges and Magnetism",
    difficulty: 3,
    text: "<p>A very long wire carrying current $I$ is bent into a hairpin: two long parallel straight segments joined smoothly by a semicircular arc of radius $R$. The magnitude of the magnetic field at the centre of the arc is</p>",
    options: [
      String.raw`$\dfrac{\mu_0 I}{4\pi R}(\pi + 2)$`,
      String.raw`$\dfrac{\mu_0 I}{4R}$`,
      String.raw`$\dfrac{\mu_0 I}{4\pi R}(\pi + 1)$`,
      String.raw`$\dfrac{\mu_0 I}{4\pi R}(\pi - 2)$`,
    ],
    correct: "A",
    solution: String.raw`<p>The semicircle gives $\dfrac{\mu_0 I}{4R}$. Each straight part is semi-infinite and ends at the foot of the perpendicular from the centre (distance $R$), giving $\dfrac{\mu_0 I}{4\pi R}$ each.<br>All three contributions point the same way, so $B = \dfrac{\mu_0 I}{4R} + \dfrac{2\mu_0 I}{4\pi R} = \dfrac{\mu_0 I}{4\pi R}(\pi + 2)$.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Ray Optics",
    difficulty: 1,
    text: String.raw`<p>An object is placed $30\,\mathrm{cm}$ in front of a thin convex lens of focal length $20\,\mathrm{cm}$. The image is formed</p>`,
    options: [
      String.raw`$20\,\mathrm{cm}$ behind the lens; real and inverted`,
      String.raw`$12\,\mathrm{cm}$ in front of the lens; virtual and erect`,
      String.raw`$60\,\mathrm{cm}$ in front of the lens; virtual and erect`,
      String.raw`$60\,\mathrm{cm}$ behind the lens; real and inverted`,
    ],
    correct: "D",
    solution: String.raw`<p>Lens formula with $u = -30\,\mathrm{cm}$, $f = +20\,\mathrm{cm}$: $\dfrac{1}{v} = \dfrac{1}{f} + \dfrac{1}{u} = \dfrac{1}{20} - \dfrac{1}{30} = \dfrac{1}{60}$, so $v = +60\,\mathrm{cm}$.<br>$m = v/u = -2$: the image is real, inverted and twice the size.</p>`,
  }),
  multi({
    subject: "Physics",
    topic: "Ray Optics",
    difficulty: 2,
    text: String.raw`<p>Light travels inside a glass block of refractive index $\sqrt{2}$ towards the glass-air boundary. Which of the following statements are correct?</p>`,
    options: [
      String.raw`The wavelength of the light in glass is $\sqrt{2}$ times its wavelength in air`,
      String.raw`A ray meeting the boundary at an angle of incidence of $60^\circ$ is totally internally reflected`,
      String.raw`The speed of light in the glass is $c/\sqrt{2}$`,
      String.raw`The critical angle for the glass-air interface is $45^\circ$`,
    ],
    correct: ["B", "C", "D"],
    solution: String.raw`<p>$\sin C = 1/\mu = 1/\sqrt{2}$, so $C = 45^\circ$; since $60^\circ \gt 45^\circ$ the ray is totally reflected.<br>$v = c/\mu = c/\sqrt{2}$, and since the frequency is unchanged, $\lambda_{\text{glass}} = \lambda_{\text{air}}/\sqrt{2}$: the wavelength becomes shorter, not $\sqrt{2}$ times longer.</p>`,
  }),
  single({
    subject: "Physics",
    topic: "Atoms and Nuclei",
    difficulty: 3,
    text: "<p>The ratio of the wavelength of the first line of the Balmer series to that of the first line of the Lyman series in the hydrogen spectrum is</p>",
    options: [
      String.raw`$\dfrac{9}{4}$`,
      String.raw`$\dfrac{5}{27}$`,
      String.raw`$\dfrac{4}{3}$`,
      String.raw`$\dfrac{27}{5}$`,
    ],
    correct: "D",
    solution: String.raw`<p>Lyman $\alpha$ ($2 \to 1$): $\dfrac{1}{\lambda_L} = R\left(1 - \dfrac{1}{4}\right) = \dfrac{3R}{4}$. Balmer $\alpha$ ($3 \to 2$): $\dfrac{1}{\lambda_B} = R\left(\dfrac{1}{4} - \dfrac{1}{9}\right) = \dfrac{5R}{36}$.<br>$\dfrac{\lambda_B}{\lambda_L} = \dfrac{3/4}{5/36} = \dfrac{27}{5}$.</p>`,
  }),
  subjective({
    subject: "Physics",
    topic: "Units and Measurements",
    difficulty: 1,
    length: 1,
    text: "<p>Write the dimensional formula of Planck's constant $h$.</p>",
    model_answer: String.raw`<p>From $E = h\nu$: $[h] = \dfrac{[E]}{[\nu]} = \dfrac{[\mathrm{ML^2T^{-2}}]}{[\mathrm{T^{-1}}]} = [\mathrm{ML^2T^{-1}}]$ (the same as angular momentum).</p>`,
    solution: String.raw`<p>Energy has dimensions $[\mathrm{ML^2T^{-2}}]$ and frequency $[\mathrm{T^{-1}}]$; dividing gives $[\mathrm{ML^2T^{-1}}]$.</p>`,
  }),
  subjective({
    subject: "Physics",
    topic: "Work, Energy and Power",
    difficulty: 2,
    length: 2,
    text: String.raw`<p>A ball is dropped from rest from a height of $20\,\mathrm{m}$ onto a horizontal floor. The coefficient of restitution between the ball and the floor is $0.5$. Taking $g = 10\,\mathrm{m\,s^{-2}}$ and neglecting air resistance, find (a) the height reached after the first bounce and (b) the time, measured from release, at which the ball hits the floor the second time.</p>`,
    model_answer: String.raw`<p>Speed just before the first impact: $v = \sqrt{2gh} = \sqrt{2 \times 10 \times 20} = 20\,\mathrm{m\,s^{-1}}$, reached at $t_1 = v/g = 2\,\mathrm{s}$.<br>(a) Rebound speed $= e v = 0.5 \times 20 = 10\,\mathrm{m\,s^{-1}}$, so the height reached is $h_1 = \dfrac{10^2}{2 \times 10} = 5\,\mathrm{m}$.<br>(b) Time of flight between the first and second impacts $= \dfrac{2 \times 10}{10} = 2\,\mathrm{s}$, so the second impact occurs at $t = 2 + 2 = 4\,\mathrm{s}$ after release.</p>`,
    solution: String.raw`<p>Free fall for $2\,\mathrm{s}$ gives $20\,\mathrm{m\,s^{-1}}$; the rebound at $10\,\mathrm{m\,s^{-1}}$ rises $5\,\mathrm{m}$ and returns after another $2\,\mathrm{s}$: answers $5\,\mathrm{m}$ and $4\,\mathrm{s}$.</p>`,
  }),
  subjective({
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: 4,
    length: 3,
    text: String.raw`<p>A charge $Q$ is distributed uniformly throughout the volume of a non-conducting sphere of radius $R$. Using Gauss's law, derive the electric field at a distance $r$ from the centre (i) for $r \lt R$ and (ii) for $r \geq R$. Hence show that the electric potential at the centre is $\dfrac{3}{2}$ times the potential at the surface.</p>`,
    model_answer: String.raw`<p>By symmetry the field is radial and has the same magnitude at every point of a concentric sphere, so take a spherical Gaussian surface of radius $r$: $\oint \vec{E}\cdot d\vec{A} = E\,(4\pi r^2)$.</p><p>(i) $r \lt R$: charge enclosed $q = Q\dfrac{r^3}{R^3}$, so $E\,4\pi r^2 = \dfrac{Qr^3}{\varepsilon_0 R^3}$, giving $$E = \dfrac{Qr}{4\pi\varepsilon_0 R^3}$$ (increases linearly with $r$).</p><p>(ii) $r \geq R$: the whole charge is enclosed, $E\,4\pi r^2 = \dfrac{Q}{\varepsilon_0}$, so $$E = \dfrac{Q}{4\pi\varepsilon_0 r^2}$$ (as for a point charge at the centre).</p><p>Potential: outside, $V(r) = \dfrac{Q}{4\pi\varepsilon_0 r}$, so $V(R) = \dfrac{Q}{4\pi\varepsilon_0 R}$. Inside, $$V(0) - V(R) = \int_0^R E\,dr = \dfrac{Q}{4\pi\varepsilon_0 R^3}\cdot\dfrac{R^2}{2} = \dfrac{Q}{8\pi\varepsilon_0 R}.$$ Therefore $V(0) = \dfrac{Q}{4\pi\varepsilon_0 R} + \dfrac{Q}{8\pi\varepsilon_0 R} = \dfrac{3Q}{8\pi\varepsilon_0 R} = \dfrac{3}{2}V(R)$.</p><p>Marking: Gaussian surface and symmetry argument (1), field inside (1), field outside (1), potential at the surface (1), integration to the centre and the ratio (1).</p>`,
    solution: String.raw`<p>Gauss's law on a concentric sphere gives $E = \dfrac{Qr}{4\pi\varepsilon_0R^3}$ inside and $\dfrac{Q}{4\pi\varepsilon_0r^2}$ outside; integrating the inside field from the surface to the centre adds $\dfrac{Q}{8\pi\varepsilon_0R}$ to $V(R) = \dfrac{Q}{4\pi\varepsilon_0R}$, so $V(0) = \tfrac{3}{2}V(R)$.</p>`,
  }),
];

const CHEMISTRY: SeedQuestion[] = [
  single({
    subject: "Chemistry",
    topic: "Some Basic Concepts of Chemistry",
    difficulty: 1,
    text: String.raw`<p>How many moles of oxygen <em>atoms</em> are present in $9.8\,\mathrm{g}$ of $\mathrm{H_2SO_4}$? (Molar mass of $\mathrm{H_2SO_4} = 98\,\mathrm{g\,mol^{-1}}$)</p>`,
    hindi: {
      text: "<p>$9.8\\,\\mathrm{g}$ $\\mathrm{H_2SO_4}$ में ऑक्सीजन <em>परमाणुओं</em> के कितने मोल उपस्थित हैं? ($\\mathrm{H_2SO_4}$ का मोलर द्रव्यमान $= 98\\,\\mathrm{g\\,mol^{-1}}$)</p>",
      options: null,
      solution:
        "<p>$n(\\mathrm{H_2SO_4}) = 9.8/98 = 0.1\\,\\mathrm{mol}$। प्रत्येक अणु में 4 O परमाणु होते हैं, अतः $n(\\mathrm{O}) = 4 \\times 0.1 = 0.4\\,\\mathrm{mol}$।</p>",
    },
    options: ["0.1", "0.4", "0.2", "0.04"],
    correct: "B",
    solution: String.raw`<p>$n(\mathrm{H_2SO_4}) = 9.8/98 = 0.1\,\mathrm{mol}$. Each molecule has 4 O atoms, so $n(\mathrm{O}) = 4 \times 0.1 = 0.4\,\mathrm{mol}$.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Structure of Atom",
    difficulty: 2,
    text: String.raw`<p>According to Bohr's model, the energy of the electron in the second orbit of the $\mathrm{He^{+}}$ ion is</p>`,
    hindi: {
      text: "<p>बोर मॉडल के अनुसार, $\\mathrm{He^{+}}$ आयन की दूसरी कक्षा में इलेक्ट्रॉन की ऊर्जा है</p>",
      options: null,
      solution:
        "<p>$E_n = -13.6\\,\\dfrac{Z^2}{n^2}\\,\\mathrm{eV}$। $\\mathrm{He^{+}}$ के लिए $Z = 2$ और $n = 2$: $E_2 = -13.6 \\times \\dfrac{4}{4} = -13.6\\,\\mathrm{eV}$।</p>",
    },
    options: [
      String.raw`$-3.4\,\mathrm{eV}$`,
      String.raw`$-54.4\,\mathrm{eV}$`,
      String.raw`$-13.6\,\mathrm{eV}$`,
      String.raw`$-6.8\,\mathrm{eV}$`,
    ],
    correct: "C",
    solution: String.raw`<p>$E_n = -13.6\,\dfrac{Z^2}{n^2}\,\mathrm{eV}$. For $\mathrm{He^{+}}$, $Z = 2$ and $n = 2$: $E_2 = -13.6 \times \dfrac{4}{4} = -13.6\,\mathrm{eV}$.</p>`,
  }),
  multi({
    subject: "Chemistry",
    topic: "Classification of Elements and Periodicity",
    difficulty: 2,
    text: "<p>Which of the following orders are correct?</p>",
    hindi: {
      text: "<p>निम्नलिखित में से कौन-से क्रम सही हैं?</p>",
      options: [
        "परमाणु त्रिज्या: Na &gt; Mg &gt; Al",
        "आयनिक त्रिज्या: $\\mathrm{O^{2-}} \\gt \\mathrm{F^{-}} \\gt \\mathrm{Na^{+}}$",
        "इलेक्ट्रॉन लब्धि एन्थैल्पी का परिमाण: Cl &gt; F",
        "विद्युतऋणात्मकता (पॉलिंग): N &gt; O",
      ],
      solution:
        "<p>आवर्त 3 में नाभिकीय आवेश बढ़ने से परमाणु त्रिज्या घटती है, अतः Na &gt; Mg &gt; Al सही है। फ़्लुओरीन का छोटा, सघन $2p$ उपकोश आने वाले इलेक्ट्रॉन को प्रतिकर्षित करता है, इसलिए Cl की इलेक्ट्रॉन लब्धि एन्थैल्पी अधिक ऋणात्मक है: सही। ऑक्सीजन (3.44) नाइट्रोजन (3.04) से अधिक विद्युतऋणात्मक है, अतः N &gt; O गलत है। $\\mathrm{O^{2-}}$, $\\mathrm{F^-}$, $\\mathrm{Na^+}$ समइलेक्ट्रॉनिक हैं और $Z$ बढ़ने पर आकार घटता है, अतः आयनिक त्रिज्या का क्रम सही है।</p>",
    },
    options: [
      "Atomic radius: Na &gt; Mg &gt; Al",
      String.raw`Ionic radius: $\mathrm{O^{2-}} \gt \mathrm{F^{-}} \gt \mathrm{Na^{+}}$`,
      "Magnitude of electron gain enthalpy: Cl &gt; F",
      "Electronegativity (Pauling): N &gt; O",
    ],
    correct: ["A", "B", "C"],
    solution: String.raw`<p>Atomic radius falls across period 3 as nuclear charge rises, so Na &gt; Mg &gt; Al is correct. Fluorine's small, crowded $2p$ subshell repels the incoming electron, so Cl has the more negative electron gain enthalpy: correct. Oxygen (3.44) is more electronegative than nitrogen (3.04), so N &gt; O is wrong. $\mathrm{O^{2-}}$, $\mathrm{F^-}$, $\mathrm{Na^+}$ are isoelectronic and size falls as $Z$ rises, so the ionic radius order is correct.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Chemical Bonding",
    difficulty: 1,
    text: String.raw`<p>The shape of the $\mathrm{XeF_4}$ molecule is</p>`,
    options: ["square planar", "tetrahedral", "see-saw", "octahedral"],
    correct: "A",
    solution:
      "<p>Xe has 8 valence electrons: 4 form Xe-F bonds and 4 remain as 2 lone pairs. Six electron pairs give an octahedral arrangement ($sp^3d^2$); with the two lone pairs <em>trans</em>, the molecule is square planar.</p>",
  }),
  multi({
    subject: "Chemistry",
    topic: "Chemical Bonding",
    difficulty: 3,
    text: "<p>According to molecular orbital theory, which of the following species are paramagnetic?</p>",
    options: [
      String.raw`$\mathrm{NO}$`,
      String.raw`$\mathrm{B_2}$`,
      String.raw`$\mathrm{N_2}$`,
      String.raw`$\mathrm{O_2^{2-}}$`,
      String.raw`$\mathrm{O_2}$`,
    ],
    correct: ["A", "B", "E"],
    solution: String.raw`<p>$\mathrm{O_2}$ has two unpaired electrons in $\pi^*2p$; $\mathrm{O_2^{2-}}$ fills both $\pi^*$ orbitals (diamagnetic). NO has 15 electrons, so one is unpaired. In $\mathrm{B_2}$ ($s$-$p$ mixing) the last two electrons occupy the degenerate $\pi2p_x$, $\pi2p_y$ singly. $\mathrm{N_2}$ has all electrons paired.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: 3,
    text: String.raw`<p>$0.2\,\mathrm{mol}$ of acetic acid and $0.1\,\mathrm{mol}$ of NaOH are dissolved in water to make $1\,\mathrm{L}$ of solution. If $\mathrm{p}K_a$ of acetic acid is $4.74$, the pH of the solution is</p>`,
    options: ["9.26", "2.87", "4.74", "5.04"],
    correct: "C",
    solution: String.raw`<p>NaOH neutralises 0.1 mol of acid, leaving $0.1\,\mathrm{mol}$ $\mathrm{CH_3COOH}$ and forming $0.1\,\mathrm{mol}$ $\mathrm{CH_3COO^-}$: a buffer.<br>Henderson equation: $\mathrm{pH} = \mathrm{p}K_a + \log\dfrac{[\mathrm{CH_3COO^-}]}{[\mathrm{CH_3COOH}]} = 4.74 + \log 1 = 4.74$.</p>`,
  }),
  multi({
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: 4,
    text: String.raw`<p>The solubility product of silver chromate, $\mathrm{Ag_2CrO_4}$, is $3.2 \times 10^{-11}$ at $298\,\mathrm{K}$. Which of the following statements are correct?</p>`,
    options: [
      String.raw`Its solubility in $0.01\,\mathrm{M}$ $\mathrm{K_2CrO_4}$ is $3.2 \times 10^{-9}\,\mathrm{mol\,L^{-1}}$`,
      String.raw`In its saturated solution in pure water, $[\mathrm{Ag^+}] = 4 \times 10^{-4}\,\mathrm{mol\,L^{-1}}$`,
      String.raw`Its solubility in pure water is $2 \times 10^{-4}\,\mathrm{mol\,L^{-1}}$`,
      String.raw`Its solubility in $0.01\,\mathrm{M}$ $\mathrm{AgNO_3}$ is $3.2 \times 10^{-7}\,\mathrm{mol\,L^{-1}}$`,
    ],
    correct: ["B", "C", "D"],
    solution: String.raw`<p>Pure water: $K_{sp} = (2s)^2 s = 4s^3 = 3.2 \times 10^{-11}$, so $s^3 = 8 \times 10^{-12}$, $s = 2 \times 10^{-4}$ and $[\mathrm{Ag^+}] = 2s = 4 \times 10^{-4}$.<br>In $0.01\,\mathrm{M}$ $\mathrm{Ag^+}$: $s' = \dfrac{K_{sp}}{(0.01)^2} = 3.2 \times 10^{-7}$.<br>In $0.01\,\mathrm{M}$ $\mathrm{CrO_4^{2-}}$: $4s''^2(0.01) = 3.2 \times 10^{-11}$ gives $s'' = \sqrt{8 \times 10^{-10}} \approx 2.8 \times 10^{-5}$, not $3.2 \times 10^{-9}$.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Electrochemistry",
    difficulty: 3,
    text: String.raw`<p>For the Daniell cell $\mathrm{Zn}\,|\,\mathrm{Zn^{2+}}(0.01\,\mathrm{M})\,\|\,\mathrm{Cu^{2+}}(1\,\mathrm{M})\,|\,\mathrm{Cu}$, $E^\circ_{\text{cell}} = 1.10\,\mathrm{V}$. The emf of the cell at $298\,\mathrm{K}$ is (take $\dfrac{2.303RT}{F} = 0.059\,\mathrm{V}$)</p>`,
    options: [
      String.raw`$1.218\,\mathrm{V}$`,
      String.raw`$1.041\,\mathrm{V}$`,
      String.raw`$1.100\,\mathrm{V}$`,
      String.raw`$1.159\,\mathrm{V}$`,
    ],
    correct: "D",
    solution: String.raw`<p>Cell reaction: $\mathrm{Zn} + \mathrm{Cu^{2+}} \to \mathrm{Zn^{2+}} + \mathrm{Cu}$, $n = 2$.<br>$E = E^\circ - \dfrac{0.059}{2}\log\dfrac{[\mathrm{Zn^{2+}}]}{[\mathrm{Cu^{2+}}]} = 1.10 - 0.0295 \log(10^{-2}) = 1.10 + 0.059 = 1.159\,\mathrm{V}$.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Electrochemistry",
    difficulty: 4,
    text: String.raw`<p>At $298\,\mathrm{K}$ the limiting molar conductivities ($\mathrm{S\,cm^2\,mol^{-1}}$) of HCl, NaCl and $\mathrm{CH_3COONa}$ are $426.2$, $126.5$ and $91.0$ respectively. The molar conductivity of $0.001\,\mathrm{M}$ acetic acid is $39.07\,\mathrm{S\,cm^2\,mol^{-1}}$. The dissociation constant of acetic acid is closest to</p>`,
    options: [
      String.raw`$1.1 \times 10^{-4}$`,
      String.raw`$1.1 \times 10^{-5}$`,
      String.raw`$1.1 \times 10^{-6}$`,
      String.raw`$3.9 \times 10^{-5}$`,
    ],
    correct: "B",
    solution: String.raw`<p>Kohlrausch's law: $\Lambda^\circ_m(\mathrm{CH_3COOH}) = 91.0 + 426.2 - 126.5 = 390.7\,\mathrm{S\,cm^2\,mol^{-1}}$.<br>$\alpha = \dfrac{39.07}{390.7} = 0.1$, so $K_a = \dfrac{C\alpha^2}{1 - \alpha} = \dfrac{0.001 \times 0.01}{0.9} \approx 1.1 \times 10^{-5}$.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Organic Chemistry: Basic Principles",
    difficulty: 1,
    text: String.raw`<p>The IUPAC name of $\mathrm{CH_3{-}CH(CH_3){-}CH_2{-}CH_2{-}OH}$ is</p>`,
    options: ["3-methylbutan-1-ol", "2-methylbutan-4-ol", "3-methylpentan-1-ol", "2-methylbutan-1-ol"],
    correct: "A",
    solution:
      "<p>The longest chain containing the carbon bearing OH has four carbons. Numbering from the OH end gives the OH locant 1 and puts the methyl on C-3: 3-methylbutan-1-ol (numbering from the other end would give OH the higher locant 4).</p>",
  }),
  multi({
    subject: "Chemistry",
    topic: "Organic Chemistry: Basic Principles",
    difficulty: 2,
    text: "<p>Which of the following compounds show geometrical (<em>cis</em>-<em>trans</em>) isomerism?</p>",
    options: ["1,1-Dichloroethene", "But-2-ene", "1,2-Dichloroethene", "2-Methylbut-2-ene"],
    correct: ["B", "C"],
    solution: String.raw`<p>Geometrical isomerism needs two different groups on <em>each</em> doubly bonded carbon. But-2-ene ($\mathrm{CH_3CH{=}CHCH_3}$) and 1,2-dichloroethene ($\mathrm{ClCH{=}CHCl}$) qualify. In 2-methylbut-2-ene one alkene carbon carries two $\mathrm{CH_3}$ groups, and in 1,1-dichloroethene one carbon carries two H and the other two Cl.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Hydrocarbons",
    difficulty: 2,
    text: "<p>Propene reacts with HBr in the presence of benzoyl peroxide. The major product is</p>",
    options: ["1-bromopropane", "2-bromopropane", "1,2-dibromopropane", "propan-2-ol"],
    correct: "A",
    solution: String.raw`<p>Peroxide initiates a free-radical chain (Kharasch effect). $\mathrm{Br^\bullet}$ adds to the terminal carbon to give the more stable secondary radical $\mathrm{CH_3\dot{C}HCH_2Br}$, which abstracts H from HBr: anti-Markovnikov product $\mathrm{CH_3CH_2CH_2Br}$.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Hydrocarbons",
    difficulty: 3,
    text: String.raw`<p>An alkene $\mathrm{C_5H_{10}}$ on ozonolysis followed by work-up with Zn/H<sub>2</sub>O gives a mixture of acetone and acetaldehyde. The alkene is</p>`,
    options: ["3-methylbut-1-ene", "pent-2-ene", "2-methylbut-1-ene", "2-methylbut-2-ene"],
    correct: "D",
    solution: String.raw`<p>Joining the carbonyl carbons of $\mathrm{(CH_3)_2C{=}O}$ and $\mathrm{CH_3CH{=}O}$ with a double bond gives $\mathrm{(CH_3)_2C{=}CHCH_3}$, 2-methylbut-2-ene. Pent-2-ene would give ethanal and propanal; the but-1-enes would give methanal.</p>`,
  }),
  single({
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: 3,
    text: String.raw`<p>The spin-only magnetic moment of $\mathrm{[Fe(CN)_6]^{3-}}$ is approximately</p>`,
    options: [
      String.raw`$5.92\,\mathrm{BM}$`,
      String.raw`$1.73\,\mathrm{BM}$`,
      String.raw`$0\,\mathrm{BM}$`,
      String.raw`$2.83\,\mathrm{BM}$`,
    ],
    correct: "B",
    solution: String.raw`<p>$\mathrm{Fe^{3+}}$ is $3d^5$. $\mathrm{CN^-}$ is a strong-field ligand, so the complex is low spin, $t_{2g}^5e_g^0$, with $n = 1$ unpaired electron. $\mu = \sqrt{n(n+2)} = \sqrt{3} \approx 1.73\,\mathrm{BM}$.</p>`,
  }),
  multi({
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: 4,
    text: String.raw`<p>Which of the following statements about the complex ion $\mathrm{[Co(NH_3)_4Cl_2]^{+}}$ are correct?</p>`,
    options: [
      "Cobalt is in the +3 oxidation state",
      "Its <em>cis</em> isomer is optically active",
      "It is diamagnetic",
      "It exists as two geometrical isomers",
    ],
    correct: ["A", "C", "D"],
    solution: String.raw`<p>An octahedral $\mathrm{[MA_4B_2]}$ complex has <em>cis</em> and <em>trans</em> forms; both contain a mirror plane, so neither is optically active. Oxidation state: $x + 4(0) + 2(-1) = +1$ gives $x = +3$. $\mathrm{Co^{3+}}$ ($3d^6$) with ammine ligands is low spin, $t_{2g}^6$ ($d^2sp^3$), so it is diamagnetic.</p>`,
  }),
  subjective({
    subject: "Chemistry",
    topic: "Structure of Atom",
    difficulty: 1,
    length: 1,
    text: "<p>Write the ground-state electronic configuration of chromium (Z = 24) and state the number of unpaired electrons in it.</p>",
    model_answer: String.raw`<p>$\mathrm{Cr}$: $1s^2\,2s^2\,2p^6\,3s^2\,3p^6\,3d^5\,4s^1$, i.e. $[\mathrm{Ar}]\,3d^5\,4s^1$ (not $3d^4\,4s^2$, because half-filled subshells have extra exchange stability). Number of unpaired electrons $= 5 + 1 = 6$.</p>`,
    solution:
      "<p>One $4s$ electron moves to $3d$ to give the more stable half-filled $3d^5$ and $4s^1$ arrangement; all six of these electrons are unpaired.</p>",
  }),
  subjective({
    subject: "Chemistry",
    topic: "Redox Reactions",
    difficulty: 2,
    length: 2,
    text: String.raw`<p>Balance the following ionic equation in acidic medium by the ion-electron method: $$\mathrm{MnO_4^{-} + Fe^{2+} \to Mn^{2+} + Fe^{3+}}$$ Hence calculate the volume of $0.02\,\mathrm{M}$ $\mathrm{KMnO_4}$ required to oxidise $20\,\mathrm{mL}$ of $0.1\,\mathrm{M}$ $\mathrm{FeSO_4}$ solution.</p>`,
    model_answer: String.raw`<p>Reduction half: $\mathrm{MnO_4^- + 8H^+ + 5e^- \to Mn^{2+} + 4H_2O}$. Oxidation half: $\mathrm{Fe^{2+} \to Fe^{3+} + e^-}$ (multiply by 5).</p><p>Balanced: $$\mathrm{MnO_4^- + 5Fe^{2+} + 8H^+ \to Mn^{2+} + 5Fe^{3+} + 4H_2O}$$</p><p>Moles of $\mathrm{Fe^{2+}} = 0.1 \times 0.020 = 2.0 \times 10^{-3}$; moles of $\mathrm{MnO_4^-}$ needed $= \dfrac{2.0 \times 10^{-3}}{5} = 4.0 \times 10^{-4}$. Volume $= \dfrac{4.0 \times 10^{-4}}{0.02}\,\mathrm{L} = 0.020\,\mathrm{L} = 20\,\mathrm{mL}$.</p>`,
    solution: String.raw`<p>Mn goes from +7 to +2 (gains 5 electrons) while each Fe gains one unit of oxidation state, so 1 $\mathrm{MnO_4^-}$ oxidises 5 $\mathrm{Fe^{2+}}$: $2 \times 10^{-3}$ mol $\mathrm{Fe^{2+}}$ needs $4 \times 10^{-4}$ mol permanganate, i.e. $20\,\mathrm{mL}$ of $0.02\,\mathrm{M}$ solution.</p>`,
  }),
  subjective({
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: 4,
    length: 3,
    text: String.raw`<p>Using valence bond theory, predict the hybridisation, geometry and magnetic behaviour of $\mathrm{[Ni(CN)_4]^{2-}}$ and $\mathrm{[NiCl_4]^{2-}}$. Calculate the spin-only magnetic moment of each, and explain the difference between them in terms of ligand field strength.</p>`,
    model_answer: String.raw`<p>In both complexes nickel is $\mathrm{Ni^{2+}}$: $[\mathrm{Ar}]\,3d^8$, with two unpaired electrons in the free ion.</p><p><strong>$\mathrm{[Ni(CN)_4]^{2-}}$:</strong> $\mathrm{CN^-}$ is a strong-field ligand; it forces the two unpaired $3d$ electrons to pair, freeing one $3d$ orbital. Hybridisation $dsp^2$ (one $3d$, one $4s$, two $4p$) gives a <strong>square planar</strong> complex with no unpaired electrons: <strong>diamagnetic</strong>, $\mu = 0$.</p><p><strong>$\mathrm{[NiCl_4]^{2-}}$:</strong> $\mathrm{Cl^-}$ is a weak-field ligand and cannot cause pairing. The four ligand pairs enter $4s$ and $4p$ orbitals: $sp^3$ hybridisation, <strong>tetrahedral</strong> geometry, two unpaired electrons: <strong>paramagnetic</strong>, $\mu = \sqrt{2(2+2)} = \sqrt{8} \approx 2.83\,\mathrm{BM}$.</p><p>Reason: the crystal-field splitting produced by $\mathrm{CN^-}$ exceeds the pairing energy, so a low-spin square planar $d^8$ arrangement (all 8 electrons paired in the four lower orbitals) is favoured; $\mathrm{Cl^-}$ produces a small splitting, so the electrons stay unpaired and the tetrahedral arrangement results.</p><p>Marking: configuration of $\mathrm{Ni^{2+}}$ (1), each complex's hybridisation and geometry (1 + 1), magnetic moments (1), explanation through field strength (1).</p>`,
    solution: String.raw`<p>$\mathrm{Ni^{2+}}$ is $d^8$; strong-field $\mathrm{CN^-}$ pairs the electrons ($dsp^2$, square planar, $\mu = 0$) while weak-field $\mathrm{Cl^-}$ does not ($sp^3$, tetrahedral, two unpaired electrons, $\mu = \sqrt{8} \approx 2.83\,\mathrm{BM}$).</p>`,
  }),
];

const MATHEMATICS: SeedQuestion[] = [
  single({
    subject: "Mathematics",
    topic: "Quadratic Equations",
    difficulty: 1,
    text: String.raw`<p>If $\alpha$ and $\beta$ are the roots of $x^2 - 5x + 6 = 0$, then $\alpha^2 + \beta^2$ equals</p>`,
    options: ["$37$", "$25$", "$13$", "$1$"],
    correct: "C",
    solution: String.raw`<p>$\alpha + \beta = 5$ and $\alpha\beta = 6$, so $\alpha^2 + \beta^2 = (\alpha + \beta)^2 - 2\alpha\beta = 25 - 12 = 13$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Quadratic Equations",
    difficulty: 3,
    text: "<p>The set of all real values of $k$ for which both roots of $x^2 - 2kx + k + 6 = 0$ are real and greater than $1$ is</p>",
    options: [String.raw`$(-\infty, -2] \cup [3, 7)$`, "$(1, 7)$", String.raw`$[3, \infty)$`, "$[3, 7)$"],
    correct: "D",
    solution: String.raw`<p>Let $f(x) = x^2 - 2kx + k + 6$. We need (i) $D \geq 0$: $4k^2 - 4(k + 6) \geq 0 \Rightarrow (k - 3)(k + 2) \geq 0 \Rightarrow k \leq -2$ or $k \geq 3$; (ii) vertex to the right of 1: $k \gt 1$; (iii) $f(1) \gt 0$: $7 - k \gt 0 \Rightarrow k \lt 7$.<br>Together: $k \in [3, 7)$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: 1,
    text: String.raw`<p>The sum of the first $20$ terms of the arithmetic progression $3, 7, 11, 15, \ldots$ is</p>`,
    options: ["$820$", "$800$", "$840$", "$780$"],
    correct: "A",
    solution: String.raw`<p>$a = 3$, $d = 4$: $S_{20} = \dfrac{20}{2}\left[2(3) + 19(4)\right] = 10 \times 82 = 820$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: 2,
    text: String.raw`<p>The sum of the infinite series $1 + \dfrac{2}{3} + \dfrac{3}{3^2} + \dfrac{4}{3^3} + \cdots$ is</p>`,
    options: [
      String.raw`$\dfrac{3}{2}$`,
      String.raw`$\dfrac{9}{4}$`,
      String.raw`$\dfrac{9}{2}$`,
      String.raw`$\dfrac{4}{3}$`,
    ],
    correct: "B",
    solution: String.raw`<p>$S = \sum_{n \geq 1} n r^{n-1}$ with $r = \tfrac{1}{3}$. Then $S - rS = 1 + r + r^2 + \cdots = \dfrac{1}{1 - r}$, so $S = \dfrac{1}{(1 - r)^2} = \dfrac{1}{(2/3)^2} = \dfrac{9}{4}$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Trigonometry",
    difficulty: 4,
    text: String.raw`<p>The value of $\cos\dfrac{\pi}{7}\,\cos\dfrac{2\pi}{7}\,\cos\dfrac{4\pi}{7}$ is</p>`,
    options: [
      String.raw`$\dfrac{1}{8}$`,
      String.raw`$\dfrac{1}{4}$`,
      String.raw`$-\dfrac{1}{8}$`,
      String.raw`$-\dfrac{1}{4}$`,
    ],
    correct: "C",
    solution: String.raw`<p>Let $A = \pi/7$. Multiplying and dividing by $2\sin A$ and using $2\sin\theta\cos\theta = \sin 2\theta$ three times: $\cos A\cos 2A\cos 4A = \dfrac{\sin 8A}{8\sin A}$.<br>$\sin\dfrac{8\pi}{7} = \sin\left(\pi + \dfrac{\pi}{7}\right) = -\sin\dfrac{\pi}{7}$, so the product is $-\dfrac{1}{8}$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Conic Sections",
    difficulty: 1,
    text: "<p>The eccentricity of the ellipse $9x^2 + 25y^2 = 225$ is</p>",
    options: [
      String.raw`$\dfrac{5}{4}$`,
      String.raw`$\dfrac{3}{5}$`,
      String.raw`$\dfrac{4}{5}$`,
      String.raw`$\dfrac{3}{4}$`,
    ],
    correct: "C",
    solution: String.raw`<p>Dividing by 225: $\dfrac{x^2}{25} + \dfrac{y^2}{9} = 1$, so $a^2 = 25$, $b^2 = 9$. $e = \sqrt{1 - \dfrac{b^2}{a^2}} = \sqrt{1 - \dfrac{9}{25}} = \dfrac{4}{5}$.</p>`,
  }),
  multi({
    subject: "Mathematics",
    topic: "Conic Sections",
    difficulty: 4,
    text: "<p>For the parabola $y^2 = 8x$ and its point $P(2, 4)$, which of the following statements are correct?</p>",
    options: [
      "The normal at $P$ meets the parabola again at $(18, -12)$",
      "The tangent at $P$ is $y = x + 2$",
      "The length of the latus rectum is $4$",
      "The focus of the parabola is $(2, 0)$",
    ],
    correct: ["A", "B", "D"],
    solution: String.raw`<p>Here $4a = 8$, $a = 2$: focus $(2, 0)$ and latus rectum $4a = 8$ (not $4$). Tangent at $(x_1, y_1)$: $yy_1 = 2a(x + x_1) \Rightarrow 4y = 4(x + 2) \Rightarrow y = x + 2$.<br>$P$ is $(at^2, 2at)$ with $t = 1$. The normal at $t$ meets the parabola again at $t_2 = -t - \dfrac{2}{t} = -3$, i.e. $(at_2^2, 2at_2) = (18, -12)$; check: the normal $x + y = 6$ passes through it.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Limits",
    difficulty: 4,
    text: String.raw`<p>$\displaystyle\lim_{x \to 0} \frac{(1 + x)^{1/x} - e}{x}$ equals</p>`,
    options: [String.raw`$\dfrac{e}{2}$`, String.raw`$-\dfrac{e}{2}$`, "$-e$", "$0$"],
    correct: "B",
    solution: String.raw`<p>$(1 + x)^{1/x} = e^{\ln(1 + x)/x} = e^{1 - x/2 + x^2/3 - \cdots} = e\left(1 - \dfrac{x}{2} + O(x^2)\right)$.<br>So the numerator is $-\dfrac{ex}{2} + O(x^2)$ and the limit is $-\dfrac{e}{2}$.</p>`,
  }),
  multi({
    subject: "Mathematics",
    topic: "Application of Derivatives",
    difficulty: 2,
    text: "<p>For $f(x) = x^3 - 3x^2 - 9x + 5$, which of the following statements are correct?</p>",
    options: [
      "The local maximum value of $f$ is $10$",
      "$f$ has a local minimum at $x = 3$, with value $-22$",
      "$f$ is increasing on the interval $(-1, 3)$",
      "The graph of $f$ has a point of inflection at $x = 1$",
    ],
    correct: ["A", "B", "D"],
    solution: String.raw`<p>$f'(x) = 3x^2 - 6x - 9 = 3(x + 1)(x - 3)$ and $f''(x) = 6x - 6$.<br>$f''(-1) \lt 0$: local max $f(-1) = -1 - 3 + 9 + 5 = 10$. $f''(3) \gt 0$: local min $f(3) = 27 - 27 - 27 + 5 = -22$.<br>$f' \lt 0$ on $(-1, 3)$, so $f$ <em>decreases</em> there, not increases. $f''$ changes sign at $x = 1$, so $x = 1$ is a point of inflection.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Integrals",
    difficulty: 2,
    text: String.raw`<p>$\displaystyle\int_0^1 x e^x\,dx$ equals</p>`,
    options: ["$e + 1$", "$e - 1$", "$e$", "$1$"],
    correct: "D",
    solution: String.raw`<p>By parts: $\int x e^x\,dx = xe^x - e^x + C$. So $\int_0^1 x e^x\,dx = (e - e) - (0 - 1) = 1$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Definite Integrals",
    difficulty: 4,
    text: String.raw`<p>$\displaystyle\int_0^{\pi} \frac{x\sin x}{1 + \cos^2 x}\,dx$ equals</p>`,
    options: [
      String.raw`$\dfrac{\pi^2}{4}$`,
      String.raw`$\dfrac{\pi^2}{2}$`,
      String.raw`$\dfrac{\pi}{2}$`,
      String.raw`$\dfrac{\pi^2}{8}$`,
      String.raw`$\pi^2$`,
    ],
    correct: "A",
    solution: String.raw`<p>Using $\int_0^a f(x)\,dx = \int_0^a f(a - x)\,dx$: $I = \int_0^\pi \dfrac{(\pi - x)\sin x}{1 + \cos^2 x}\,dx$, so $2I = \pi\int_0^\pi \dfrac{\sin x}{1 + \cos^2 x}\,dx$.<br>With $t = \cos x$: $2I = \pi\int_{-1}^{1}\dfrac{dt}{1 + t^2} = \pi\left(\dfrac{\pi}{4} + \dfrac{\pi}{4}\right) = \dfrac{\pi^2}{2}$, so $I = \dfrac{\pi^2}{4}$.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Probability",
    difficulty: 3,
    text: "<p>Bag I contains 3 red and 2 black balls; Bag II contains 2 red and 4 black balls. A bag is chosen at random and a ball drawn from it is found to be red. The probability that it was drawn from Bag I is</p>",
    options: [
      String.raw`$\dfrac{5}{14}$`,
      String.raw`$\dfrac{9}{14}$`,
      String.raw`$\dfrac{3}{5}$`,
      String.raw`$\dfrac{1}{2}$`,
    ],
    correct: "B",
    solution: String.raw`<p>$P(R \mid \mathrm{I}) = \tfrac{3}{5}$, $P(R \mid \mathrm{II}) = \tfrac{2}{6} = \tfrac{1}{3}$, each bag with prior $\tfrac{1}{2}$.<br>Bayes: $P(\mathrm{I} \mid R) = \dfrac{\tfrac{1}{2}\cdot\tfrac{3}{5}}{\tfrac{1}{2}\cdot\tfrac{3}{5} + \tfrac{1}{2}\cdot\tfrac{1}{3}} = \dfrac{9/30}{9/30 + 5/30} = \dfrac{9}{14}$.</p>`,
  }),
  multi({
    subject: "Mathematics",
    topic: "Probability",
    difficulty: 2,
    text: String.raw`<p>$A$ and $B$ are independent events with $P(A) = \tfrac{1}{2}$ and $P(B) = \tfrac{1}{3}$. Which of the following are correct?</p>`,
    options: [
      String.raw`$P(A \cap B') = \tfrac{1}{3}$`,
      String.raw`$P(A \mid B) = \tfrac{1}{3}$`,
      "$A'$ and $B'$ are independent",
      String.raw`$P(A \cup B) = \tfrac{2}{3}$`,
    ],
    correct: ["A", "C", "D"],
    solution: String.raw`<p>$P(A \cap B) = \tfrac{1}{6}$, so $P(A \cup B) = \tfrac{1}{2} + \tfrac{1}{3} - \tfrac{1}{6} = \tfrac{2}{3}$ and $P(A \cap B') = P(A)P(B') = \tfrac{1}{2}\cdot\tfrac{2}{3} = \tfrac{1}{3}$.<br>Independence gives $P(A \mid B) = P(A) = \tfrac{1}{2}$, not $\tfrac{1}{3}$; and complements of independent events are also independent.</p>`,
  }),
  single({
    subject: "Mathematics",
    topic: "Matrices and Determinants",
    difficulty: 2,
    text: String.raw`<p>$A$ is a $3 \times 3$ matrix with $|A| = 4$. The value of $|\operatorname{adj}(2A)|$ is</p>`,
    options: ["$1024$", "$256$", "$128$", "$64$"],
    correct: "A",
    solution: String.raw`<p>For an $n \times n$ matrix $M$, $|\operatorname{adj} M| = |M|^{n-1}$. Here $|2A| = 2^3|A| = 32$, so $|\operatorname{adj}(2A)| = 32^2 = 1024$.</p>`,
  }),
  multi({
    subject: "Mathematics",
    topic: "Vector Algebra",
    difficulty: 3,
    text: String.raw`<p>Let $\vec{a} = \hat{i} + 2\hat{j} + 3\hat{k}$ and $\vec{b} = 2\hat{i} - \hat{j}$. Which of the following are correct?</p>`,
    options: [
      String.raw`The scalar projection of $\vec{a}$ on $\vec{b}$ is $\dfrac{1}{\sqrt{5}}$`,
      String.raw`$\vec{a}$ and $\vec{b}$ are perpendicular`,
      String.raw`$\vec{a} \times \vec{b} = 3\hat{i} + 6\hat{j} - 5\hat{k}$`,
      String.raw`The area of the parallelogram with adjacent sides $\vec{a}$ and $\vec{b}$ is $\sqrt{70}$`,
    ],
    correct: ["B", "C", "D"],
    solution: String.raw`<p>$\vec{a}\cdot\vec{b} = 2 - 2 + 0 = 0$, so they are perpendicular and the scalar projection is $0$, not $\dfrac{1}{\sqrt{5}}$.<br>$\vec{a} \times \vec{b} = \hat{i}(2\cdot 0 - 3\cdot(-1)) - \hat{j}(1\cdot 0 - 3\cdot 2) + \hat{k}(1\cdot(-1) - 2\cdot 2) = 3\hat{i} + 6\hat{j} - 5\hat{k}$, with magnitude $\sqrt{9 + 36 + 25} = \sqrt{70}$.</p>`,
  }),
  subjective({
    subject: "Mathematics",
    topic: "Continuity and Differentiability",
    difficulty: 1,
    length: 1,
    text: String.raw`<p>Find $\dfrac{dy}{dx}$ if $y = \ln(\sec x + \tan x)$.</p>`,
    model_answer: String.raw`<p>$\dfrac{dy}{dx} = \dfrac{\sec x\tan x + \sec^2 x}{\sec x + \tan x} = \dfrac{\sec x(\tan x + \sec x)}{\sec x + \tan x} = \sec x$.</p>`,
    solution: String.raw`<p>Chain rule: derivative of the inside over the inside; factor $\sec x$ from the numerator and cancel to get $\sec x$.</p>`,
  }),
  subjective({
    subject: "Mathematics",
    topic: "Straight Lines and Circles",
    difficulty: 2,
    length: 2,
    text: "<p>Find the equation of the circle passing through the points $(0, 0)$, $(4, 0)$ and $(0, 6)$. Also write its centre and radius.</p>",
    model_answer: String.raw`<p>Take $x^2 + y^2 + 2gx + 2fy + c = 0$. Through $(0, 0)$: $c = 0$. Through $(4, 0)$: $16 + 8g = 0 \Rightarrow g = -2$. Through $(0, 6)$: $36 + 12f = 0 \Rightarrow f = -3$.</p><p>Equation: $x^2 + y^2 - 4x - 6y = 0$; centre $(2, 3)$; radius $\sqrt{4 + 9} = \sqrt{13}$.</p><p>(Alternatively: the angle at the origin is $90^\circ$, so the segment joining $(4, 0)$ and $(0, 6)$ is a diameter.)</p>`,
    solution: String.raw`<p>Substituting the three points into the general equation gives $c = 0$, $g = -2$, $f = -3$: the circle $x^2 + y^2 - 4x - 6y = 0$ with centre $(2, 3)$ and radius $\sqrt{13}$.</p>`,
  }),
  subjective({
    subject: "Mathematics",
    topic: "Application of Integrals",
    difficulty: 3,
    length: 3,
    text: "<p>Find the area of the region enclosed by the parabola $y^2 = 4x$ and the line $y = 2x - 4$. Draw a rough sketch of the region.</p>",
    model_answer: String.raw`<p><strong>Points of intersection:</strong> from the line, $x = \dfrac{y + 4}{2}$. Substituting, $y^2 = 2(y + 4) \Rightarrow y^2 - 2y - 8 = 0 \Rightarrow y = 4$ or $y = -2$, giving the points $(4, 4)$ and $(1, -2)$.</p><p><strong>Sketch:</strong> the parabola opens to the right with vertex at the origin; the line cuts it at $(1, -2)$ and $(4, 4)$, and for $-2 \lt y \lt 4$ the line lies to the right of the parabola.</p><p><strong>Area</strong> (integrating with respect to $y$): $$A = \int_{-2}^{4}\left(\frac{y + 4}{2} - \frac{y^2}{4}\right)dy = \left[\frac{y^2}{4} + 2y - \frac{y^3}{12}\right]_{-2}^{4}$$ $$= \left(4 + 8 - \frac{16}{3}\right) - \left(1 - 4 + \frac{2}{3}\right) = \frac{20}{3} + \frac{7}{3} = 9.$$ The required area is $9$ square units.</p><p>Marking: intersection points (1), sketch with the correct order of the curves (1), set-up of the integral (1), integration (1), final answer (1).</p>`,
    solution: String.raw`<p>The curves meet at $y = -2$ and $y = 4$; the area is $\int_{-2}^{4}\left(\dfrac{y + 4}{2} - \dfrac{y^2}{4}\right)dy = 9$ square units.</p>`,
  }),
];

const BIOLOGY: SeedQuestion[] = [
  single({
    subject: "Biology",
    topic: "Cell: The Unit of Life",
    difficulty: 1,
    text: "<p>Which cell organelle is the principal site for the glycosylation, packaging and dispatch of proteins and lipids?</p>",
    hindi: {
      text: "<p>प्रोटीनों और लिपिडों के ग्लाइकोसिलेशन, पैकेजिंग और प्रेषण का मुख्य स्थल कौन-सा कोशिकांग है?</p>",
      options: ["लयनकाय (लाइसोसोम)", "परऑक्सीसोम", "सूत्रकणिका (माइटोकॉन्ड्रिया)", "गॉल्जी उपकरण"],
      solution:
        "<p>खुरदरी अंतर्द्रव्यी जालिका (RER) पर बने प्रोटीन गॉल्जी उपकरण तक पहुँचते हैं, जहाँ ग्लाइकोप्रोटीन और ग्लाइकोलिपिड बनते हैं और उत्पादों को स्रावण या कोशिका के भीतर पहुँचाने के लिए पुटिकाओं में पैक किया जाता है।</p>",
    },
    options: ["Lysosome", "Peroxisome", "Mitochondrion", "Golgi apparatus"],
    correct: "D",
    solution:
      "<p>Proteins made on the rough ER travel to the Golgi apparatus, where glycoproteins and glycolipids are formed and the products are packaged into vesicles for secretion or delivery within the cell.</p>",
  }),
  single({
    subject: "Biology",
    topic: "Cell Cycle and Cell Division",
    difficulty: 2,
    text: "<p>A diploid somatic cell has 20 chromosomes and 2C amount of DNA in the G<sub>1</sub> phase. At metaphase of mitosis, the DNA content and the number of chromosomes in this cell are</p>",
    hindi: {
      text: "<p>एक द्विगुणित कायिक कोशिका में G<sub>1</sub> प्रावस्था में 20 गुणसूत्र और 2C मात्रा में DNA है। समसूत्री विभाजन की मध्यावस्था में इस कोशिका में DNA की मात्रा और गुणसूत्रों की संख्या है</p>",
      options: ["2C; 20 गुणसूत्र", "4C; 40 गुणसूत्र", "4C; 20 गुणसूत्र", "2C; 40 गुणसूत्र"],
      solution:
        "<p>S प्रावस्था में DNA दोगुना हो जाता है (2C से 4C), परंतु प्रत्येक गुणसूत्र के दोनों संतति अर्धगुणसूत्र पश्चावस्था तक एक ही गुणसूत्रबिंदु (सेंट्रोमियर) से जुड़े रहते हैं, अतः मध्यावस्था में गुणसूत्रों की संख्या 20 ही रहती है।</p>",
    },
    options: ["2C; 20 chromosomes", "4C; 40 chromosomes", "4C; 20 chromosomes", "2C; 40 chromosomes"],
    correct: "C",
    solution:
      "<p>DNA doubles in the S phase (2C to 4C), but the two sister chromatids of each chromosome remain joined at one centromere until anaphase, so the chromosome number stays 20 at metaphase.</p>",
  }),
  multi({
    subject: "Biology",
    topic: "Cell Cycle and Cell Division",
    difficulty: 3,
    text: "<p>Which of the following statements about meiosis are correct?</p>",
    hindi: {
      text: "<p>अर्धसूत्री विभाजन के बारे में निम्नलिखित में से कौन-से कथन सही हैं?</p>",
      options: [
        "समजात गुणसूत्र पश्चावस्था II में अलग होते हैं",
        "सिनैप्टोनीमल सम्मिश्र युग्मपट्ट (ज़ाइगोटीन) में बनता है",
        "जीन विनिमय (क्रॉसिंग ओवर) पूर्वावस्था I के स्थूलपट्ट (पैकीटीन) में होता है",
        "काइएज़्मेटा द्विपट्ट (डिप्लोटीन) में दिखाई देने लगते हैं",
      ],
      solution:
        "<p>युग्मपट्ट में समजात गुणसूत्र युग्मित होते हैं (सूत्रयुग्मन) और सिनैप्टोनीमल सम्मिश्र बनता है; स्थूलपट्ट में असंतति अर्धगुणसूत्रों के बीच जीन विनिमय होता है; द्विपट्ट में सम्मिश्र विघटित हो जाता है और काइएज़्मेटा दिखाई देने लगते हैं। समजात गुणसूत्र पश्चावस्था I में अलग होते हैं; पश्चावस्था II में संतति अर्धगुणसूत्र अलग होते हैं, अतः पश्चावस्था II वाला कथन गलत है।</p>",
    },
    options: [
      "Homologous chromosomes separate during anaphase II",
      "The synaptonemal complex forms during zygotene",
      "Crossing over takes place during pachytene of prophase I",
      "Chiasmata become visible during diplotene",
    ],
    correct: ["B", "C", "D"],
    solution:
      "<p>Homologues pair (synapsis) and the synaptonemal complex forms in zygotene; crossing over between non-sister chromatids occurs in pachytene; in diplotene the complex dissolves and chiasmata become visible. Homologues separate in anaphase I; anaphase II separates sister chromatids, so the statement about anaphase II is wrong.</p>",
  }),
  single({
    subject: "Biology",
    topic: "Principles of Inheritance and Variation",
    difficulty: 4,
    text: "<p>A man of blood group A, whose mother had blood group O, marries a woman of blood group B, whose father had blood group O. What is the probability that their first two children have <em>different</em> blood groups?</p>",
    options: [
      String.raw`$\dfrac{1}{4}$`,
      String.raw`$\dfrac{3}{4}$`,
      String.raw`$\dfrac{1}{16}$`,
      String.raw`$\dfrac{15}{16}$`,
    ],
    correct: "B",
    solution: String.raw`<p>Each parent received an $i$ allele from the group O parent, so the man is $I^Ai$ and the woman $I^Bi$. Their children are AB, A, B or O, each with probability $\tfrac{1}{4}$.<br>$P(\text{same group}) = 4 \times \left(\tfrac{1}{4}\right)^2 = \tfrac{1}{4}$, so $P(\text{different}) = 1 - \tfrac{1}{4} = \tfrac{3}{4}$.</p>`,
  }),
  multi({
    subject: "Biology",
    topic: "Molecular Basis of Inheritance",
    difficulty: 4,
    text: "<p>In a double-stranded DNA molecule, 20% of the nitrogenous bases are adenine. Which of the following statements are correct?</p>",
    options: [
      "Guanine makes up 30% of the bases",
      String.raw`The ratio $\dfrac{A + T}{G + C}$ is $\dfrac{2}{3}$`,
      "Pyrimidines make up 50% of the bases",
      "A 1000 base-pair stretch with this composition contains 2400 hydrogen bonds between its strands",
    ],
    correct: ["A", "B", "C"],
    solution: String.raw`<p>By Chargaff's rules, A = T = 20% and G = C = 30%; pyrimidines (C + T) = 50%, and $\dfrac{A + T}{G + C} = \dfrac{40}{60} = \dfrac{2}{3}$.<br>In 1000 bp there are 400 A-T pairs (2 H-bonds each) and 600 G-C pairs (3 each): $800 + 1800 = 2600$ hydrogen bonds, not 2400.</p>`,
  }),
  single({
    subject: "Biology",
    topic: "Body Fluids and Circulation",
    difficulty: 2,
    text: "<p>A healthy adult has a heart rate of 72 beats per minute and a stroke volume of 70 mL. The cardiac output is approximately</p>",
    options: ["50.4 L per minute", "0.50 L per minute", "5.04 L per minute", "2.52 L per minute"],
    correct: "C",
    solution: String.raw`<p>Cardiac output $=$ stroke volume $\times$ heart rate $= 70\,\mathrm{mL} \times 72\,\mathrm{min^{-1}} = 5040\,\mathrm{mL\,min^{-1}} \approx 5.04\,\mathrm{L\,min^{-1}}$.</p>`,
  }),
  single({
    subject: "Biology",
    topic: "Photosynthesis in Higher Plants",
    difficulty: 2,
    text: String.raw`<p>In the mesophyll cells of $\mathrm{C_4}$ plants, the primary acceptor of $\mathrm{CO_2}$ is</p>`,
    options: [
      "Ribulose-1,5-bisphosphate (RuBP)",
      "3-Phosphoglyceric acid (PGA)",
      "Oxaloacetic acid (OAA)",
      "Phosphoenolpyruvate (PEP)",
    ],
    correct: "D",
    solution: String.raw`<p>In the Hatch-Slack pathway, PEP carboxylase in mesophyll cells fixes $\mathrm{CO_2}$ onto the 3-carbon PEP, forming the 4-carbon OAA (the first stable product). RuBP is the acceptor in the Calvin cycle in bundle sheath cells.</p>`,
  }),
  single({
    subject: "Biology",
    topic: "Ecosystem",
    difficulty: 1,
    text: String.raw`<p>In a food chain, the producers fix $10\,000\,\mathrm{J}$ of energy. According to Lindeman's 10 per cent law, how much energy is available to the tertiary consumers?</p>`,
    options: [
      String.raw`$10\,\mathrm{J}$`,
      String.raw`$100\,\mathrm{J}$`,
      String.raw`$1000\,\mathrm{J}$`,
      String.raw`$1\,\mathrm{J}$`,
    ],
    correct: "A",
    solution: String.raw`<p>Only about 10% passes to each next trophic level: producers $10\,000\,\mathrm{J} \to$ primary consumers $1000\,\mathrm{J} \to$ secondary $100\,\mathrm{J} \to$ tertiary $10\,\mathrm{J}$.</p>`,
  }),
  single({
    subject: "Biology",
    topic: "Organisms and Populations",
    difficulty: 3,
    text: String.raw`<p>A population grows according to the logistic equation $\dfrac{dN}{dt} = rN\left(\dfrac{K - N}{K}\right)$ with $r = 0.2$ per year and carrying capacity $K = 1000$. The maximum possible rate of growth of the population is</p>`,
    options: [
      "100 individuals per year",
      "50 individuals per year",
      "200 individuals per year",
      "25 individuals per year",
    ],
    correct: "B",
    solution: String.raw`<p>$\dfrac{dN}{dt} = rN - \dfrac{rN^2}{K}$ is largest where its derivative with respect to $N$ vanishes: $r - \dfrac{2rN}{K} = 0 \Rightarrow N = \dfrac{K}{2} = 500$.<br>Maximum rate $= 0.2 \times 500 \times \dfrac{1}{2} = 50$ individuals per year.</p>`,
  }),
  single({
    subject: "Biology",
    topic: "Evolution",
    difficulty: 4,
    text: "<p>In a population in Hardy-Weinberg equilibrium, 16% of the individuals show a recessive phenotype. Among the individuals showing the <em>dominant</em> phenotype, what fraction are heterozygous?</p>",
    options: [String.raw`$\dfrac{4}{7}$`, "$0.48$", String.raw`$\dfrac{3}{7}$`, "$0.84$"],
    correct: "A",
    solution: String.raw`<p>$q^2 = 0.16 \Rightarrow q = 0.4$, $p = 0.6$. Homozygous dominant $p^2 = 0.36$, heterozygous $2pq = 0.48$.<br>Fraction of dominant-phenotype individuals that are heterozygous $= \dfrac{0.48}{0.36 + 0.48} = \dfrac{0.48}{0.84} = \dfrac{4}{7}$. (0.48 is the heterozygote frequency in the whole population.)</p>`,
  }),
  multi({
    subject: "Biology",
    topic: "Evolution",
    difficulty: 2,
    text: "<p>Which of the following pairs are <strong>homologous</strong> organs?</p>",
    options: [
      "Forelimbs of a whale and a bat",
      "Eye of an octopus and eye of a mammal",
      "Thorn of <em>Bougainvillea</em> and tendril of <em>Cucurbita</em>",
      "Wings of a butterfly and a bird",
    ],
    correct: ["A", "C"],
    solution:
      "<p>Homologous organs share a common origin and basic structure but may serve different functions (divergent evolution): mammalian forelimbs, and the thorn and tendril (both modified axillary structures). Butterfly and bird wings, and octopus and mammalian eyes, do the same job with different origins: they are analogous (convergent evolution).</p>",
  }),
  single({
    subject: "Biology",
    topic: "Biotechnology: Principles and Processes",
    difficulty: 1,
    text: "<p>The restriction endonuclease <em>Eco</em>RI recognises the palindromic sequence (5' to 3')</p>",
    options: ["GATATC", "GGATCC", "AAGCTT", "GAATTC"],
    correct: "D",
    solution:
      "<p><em>Eco</em>RI cuts 5'-GAATTC-3' between G and A, leaving sticky ends. GGATCC is the <em>Bam</em>HI site, AAGCTT the <em>Hin</em>dIII site and GATATC the <em>Eco</em>RV site.</p>",
  }),
  multi({
    subject: "Biology",
    topic: "Biotechnology: Principles and Processes",
    difficulty: 3,
    text: "<p>Which of the following statements about the polymerase chain reaction (PCR) are correct?</p>",
    options: [
      "The primers used are short RNA molecules",
      "The thermostable DNA polymerase commonly used is obtained from <em>Thermus aquaticus</em>",
      "Starting from one double-stranded DNA molecule, 5 cycles can ideally yield 32 copies",
      "The annealing step is carried out at a higher temperature than the denaturation step",
    ],
    correct: ["B", "C"],
    solution: String.raw`<p>Taq polymerase from <em>Thermus aquaticus</em> survives the denaturation temperature. Each cycle doubles the DNA: $2^5 = 32$ copies. Denaturation is at about $94^\circ\mathrm{C}$ and annealing at a lower temperature (about $50$-$60^\circ\mathrm{C}$), not higher; and PCR primers are short synthetic DNA oligonucleotides, not RNA.</p>`,
  }),
  subjective({
    subject: "Biology",
    topic: "Molecular Basis of Inheritance",
    difficulty: 1,
    length: 1,
    text: "<p>Name the enzyme that joins Okazaki fragments during DNA replication, and state on which strand these fragments are formed.</p>",
    model_answer:
      "<p>DNA ligase joins the Okazaki fragments. They are formed on the lagging strand (the template with 5' to 3' polarity towards the replication fork), which is synthesised discontinuously.</p>",
    solution:
      "<p>DNA polymerase can only extend a strand in the 5' to 3' direction, so on the lagging strand short fragments are made away from the fork and then sealed by DNA ligase.</p>",
  }),
  subjective({
    subject: "Biology",
    topic: "Principles of Inheritance and Variation",
    difficulty: 2,
    length: 2,
    text: "<p>What is a test cross? A tall pea plant of unknown genotype is crossed with a dwarf pea plant. Give the expected results for each possible genotype of the tall plant and the conclusion that can be drawn from each.</p>",
    model_answer:
      "<p>A test cross is a cross between an individual showing the dominant phenotype (genotype unknown) and a homozygous recessive individual; the phenotypes of the progeny reveal the unknown genotype.</p><p>Dwarf plant = <em>tt</em> (gives only <em>t</em> gametes).</p><p>(i) If the tall plant is <em>TT</em>: all progeny are tall (<em>Tt</em>), so the tall parent is homozygous.</p><p>(ii) If the tall plant is <em>Tt</em>: progeny are tall (<em>Tt</em>) and dwarf (<em>tt</em>) in a 1 : 1 ratio, so the tall parent is heterozygous.</p>",
    solution:
      "<p>Crossing with the homozygous recessive <em>tt</em> exposes the alleles of the unknown parent's gametes: all tall means <em>TT</em>, a 1 : 1 tall to dwarf ratio means <em>Tt</em>.</p>",
  }),
  subjective({
    subject: "Biology",
    topic: "Breathing and Exchange of Gases",
    difficulty: 3,
    length: 3,
    text: "<p>Describe how oxygen and carbon dioxide are transported in human blood. Explain how partial pressure of CO<sub>2</sub>, H<sup>+</sup> concentration and temperature affect the binding of oxygen to haemoglobin, with reference to the oxygen dissociation curve.</p>",
    model_answer:
      "<p><strong>Oxygen transport:</strong> about 97% of O<sub>2</sub> is carried by haemoglobin in RBCs as oxyhaemoglobin (each haemoglobin molecule can bind up to four O<sub>2</sub> molecules); about 3% is dissolved in plasma. Under normal conditions, every 100 mL of oxygenated blood delivers about 5 mL of O<sub>2</sub> to the tissues.</p><p><strong>Carbon dioxide transport:</strong> about 20-25% is carried by haemoglobin as carbamino-haemoglobin, about 7% is dissolved in plasma, and about 70% travels as bicarbonate. In RBCs, carbonic anhydrase catalyses CO<sub>2</sub> + H<sub>2</sub>O ⇌ H<sub>2</sub>CO<sub>3</sub> ⇌ HCO<sub>3</sub><sup>-</sup> + H<sup>+</sup>; the reaction runs forward in the tissues (high pCO<sub>2</sub>) and backward at the alveoli (low pCO<sub>2</sub>), releasing CO<sub>2</sub>. Every 100 mL of deoxygenated blood delivers about 4 mL of CO<sub>2</sub> to the alveoli.</p><p><strong>Oxygen dissociation curve:</strong> the percentage saturation of haemoglobin plotted against pO<sub>2</sub> is sigmoid. High pCO<sub>2</sub>, high H<sup>+</sup> concentration (lower pH) and higher temperature, as found in active tissues, lower haemoglobin's affinity for O<sub>2</sub> and shift the curve to the right, favouring unloading of O<sub>2</sub>. At the alveoli, high pO<sub>2</sub>, low pCO<sub>2</sub>, lower H<sup>+</sup> and lower temperature favour formation of oxyhaemoglobin (curve shifted left).</p><p>Marking: O<sub>2</sub> transport with percentages (1), CO<sub>2</sub> transport in three forms (1), role of carbonic anhydrase and the bicarbonate reaction (1), sigmoid curve (1), effect of pCO<sub>2</sub>, H<sup>+</sup> and temperature (1).</p>",
    solution:
      "<p>O<sub>2</sub> travels mainly as oxyhaemoglobin; CO<sub>2</sub> mainly as bicarbonate (via carbonic anhydrase), with smaller shares as carbamino-haemoglobin and dissolved gas. Conditions in active tissues (high pCO<sub>2</sub>, high H<sup>+</sup>, high temperature) shift the sigmoid dissociation curve to the right and release O<sub>2</sub>.</p>",
  }),
];

/** 72 questions: Physics 20, Chemistry 18, Mathematics 18, Biology 16. */
export const SEED_QUESTIONS: readonly SeedQuestion[] = [...PHYSICS, ...CHEMISTRY, ...MATHEMATICS, ...BIOLOGY];
