import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Study abroad",
  title: "GRE & TOEFL",
  lead: "Planning a master's or PhD abroad? Most universities in the United States, Canada and many other countries ask for a GRE score and proof of English proficiency. We prepare you for both.",
  sections: [
    {
      heading: "GRE General Test",
      paragraphs: [
        "Conducted by ETS and accepted by thousands of graduate and business schools worldwide. It measures Verbal Reasoning, Quantitative Reasoning and Analytical Writing.",
      ],
      points: [
        "Vocabulary in context, reading comprehension and text completion strategies.",
        "Quantitative reasoning from arithmetic to data interpretation.",
        "Analytical writing practice with feedback on every essay.",
      ],
    },
    {
      heading: "TOEFL iBT",
      paragraphs: [
        "Also conducted by ETS, TOEFL iBT tests academic English in four sections: Reading, Listening, Speaking and Writing.",
      ],
      points: [
        "Note-taking and listening practice with academic lectures.",
        "Speaking tasks practised against the clock, with feedback from our trainers.",
        "Integrated writing tasks with model answers.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Talk to a counsellor", to: "/contact" },
  ],
};

export default function GreToeflPage() {
  return <InfoPage content={content} />;
}
