import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Engineering entrance",
  title: "JEE Main & Advanced",
  lead: "The Joint Entrance Examination is the gateway to India's top engineering colleges. Our JEE programme takes Class 11, Class 12 and dropper students through Physics, Chemistry and Mathematics, from first principles to rank-level problem solving.",
  sections: [
    {
      heading: "JEE Main",
      paragraphs: [
        "Conducted by the National Testing Agency (NTA) as a computer-based test, usually in two sessions, in January and April. Its score decides admission to the NITs, IIITs and other centrally funded technical institutes, and many state colleges use it too.",
        "JEE Main is also the qualifying exam for JEE Advanced: only its top rankers may sit the second stage.",
      ],
    },
    {
      heading: "JEE Advanced",
      paragraphs: [
        "Conducted by one of the IITs each year for the top JEE Main candidates, it is the only route into the Indian Institutes of Technology. Its questions test depth: multi-concept problems, multiple-correct answers and numerical answers with no options to guess from.",
      ],
    },
    {
      heading: "How we prepare you",
      points: [
        "Live and recorded classes that follow the NCERT syllabus first, then build to JEE Advanced level.",
        "Chapter tests every week and a full-length test every month on the NTA pattern, with detailed solutions.",
        "A personal mentor who reviews your test analysis with you and adjusts your study plan.",
        "Doubt-solving in the forum, answered by our faculty.",
      ],
    },
    {
      heading: "Who it is for",
      points: [
        "Class 11 students starting the two-year course.",
        "Class 12 students who need to cover Class 11 and 12 together.",
        "Droppers aiming to improve their rank in one focused year.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Take a demo test", to: "/demo-test" },
  ],
};

export default function JeeEntrancePage() {
  return <InfoPage content={content} />;
}
