import { BRAND } from "@medhavi/domain";

const B = BRAND.name;

/** A CMS page's text as the public pages read before the pages CMS: revision 1 of each page. */
export interface SeedPage {
  slug: string;
  title: string;
  seoTitle: string;
  description: string;
  body: string;
}

/** Today's copy of every public information page and the footer's contact block (HTML as the editor writes it). */
export const SEED_PAGES: readonly SeedPage[] = [
  {
    slug: "about-us",
    title: `About ${B}`,
    seoTitle: "About Us",
    description: `${B} is an online coaching academy for school students and entrance-exam aspirants. We prepare students for Foundation, JEE, NEET, postgraduate medical entrance and study-abroad exams, wherever they live.`,
    body: '<h2>What we believe</h2><p>Good coaching should not depend on which city you live in. A student in a small town deserves the same clear teaching, honest feedback and exam practice as one in Kota or Delhi.</p><p>We teach for understanding first and for the exam second, because concepts that are understood are the ones that survive exam pressure.</p><h2>How we teach</h2><ul><li>Live and recorded classes by experienced subject teachers.</li><li>Study materials organised chapter by chapter.</li><li>Weekly and monthly tests in the real exam\'s format, with solutions.</li><li>A dedicated personal mentor for every subscribed student.</li><li>A forum where teachers answer doubts.</li></ul><h2 id="careers">Careers</h2><p>We are always glad to hear from subject teachers in Physics, Chemistry, Mathematics and Biology, from academic mentors and from content reviewers who care about students.</p><p>Write to admissions@medhavi.academy with your CV, the subjects and classes you teach, and a short note about how you explain a topic you love.</p>',
  },
  {
    slug: "why-medhavi",
    title: `Why ${B}?`,
    seoTitle: `Why ${B}`,
    description:
      "Coaching works when someone knows where you stand and what you should do next. That is what we are built around.",
    body: "<h2>A mentor who knows you</h2><p>Every subscribed student has a dedicated personal mentor who looks at your test results, spots the chapters that cost you marks and helps you plan the next week.</p><h2>Tests that feel like the real exam</h2><p>Weekly and monthly tests follow the pattern, timing and marking of the actual exam, with a question palette like NTA's. Every question comes with a solution, so each test teaches you something.</p><h2>Learn on your schedule</h2><p>On-demand video and chapter-wise study materials let you revise any topic at any time, on your phone or computer.</p><h2>Clear, fair fees</h2><p>Start with a 15-day free trial. Stay on a Half Yearly or Yearly plan, with 5% and 20% discounts on the course fee, and apply for our scholarship if fees are a concern.</p>",
  },
  {
    slug: "partnerwithus",
    title: "Our Partners",
    seoTitle: "",
    description: `Schools, coaching centres and educational organisations work with ${B} to give their students structured entrance-exam preparation without building it from scratch.`,
    body: "<h2>What partners get</h2><ul><li>Our test series for JEE, NEET and Foundation, in the real exam's format, with solutions.</li><li>Chapter-wise study materials and recorded lectures for their students.</li><li>Performance reports that show each student's strengths and weak chapters.</li><li>Support from our academic team in planning the year's schedule.</li></ul><h2>Who we work with</h2><ul><li>Schools that want to offer JEE, NEET or Foundation preparation alongside the school day.</li><li>Coaching centres that want a ready test platform and content for their batches.</li><li>Organisations and trusts that sponsor the education of deserving students.</li></ul>",
  },
  {
    slug: "scholarship",
    title: `${B} Scholarship`,
    seoTitle: "Scholarship",
    description:
      "Fees should never stop a capable student. Our scholarship reduces course fees for students with strong academic records and for families who need support.",
    body: "<h2>Who can apply</h2><ul><li>Students with strong results in their latest school or board exams.</li><li>Students from families that find coaching fees difficult to manage.</li><li>Students enrolling in any of our Foundation, JEE, NEET or study-abroad courses.</li></ul><h2>How it works</h2><ul><li>Apply with your details, an ID proof and your latest marksheet.</li><li>Our academic team reviews every application and may call you for a short conversation.</li><li>Approved students receive a fee waiver on their chosen course.</li></ul>",
  },
  {
    slug: "registration",
    title: "Student Registration",
    seoTitle: "Registration",
    description:
      "Create your student account to start a 15-day free trial, take tests, read study materials and ask doubts in the forum. You need your name, e-mail address and mobile number.",
    body: "<h2>After you register</h2><ul><li>Choose your course and start the free trial, or pick a Half Yearly or Yearly plan.</li><li>Take the tests of your course and see your answers, solutions and attempt history.</li><li>Get a personal mentor and ask doubts in the forum.</li></ul>",
  },
  {
    slug: "enrol",
    title: "Enrol Now",
    seoTitle: "",
    description:
      "Joining takes a few minutes. Pick your course, start with the 15-day free trial or a paid plan, and your classes, study materials and tests open straight away.",
    body: "<h2>How to enrol</h2><ul><li>Create your student account with your name, e-mail address and mobile number.</li><li>Choose your course: Foundation, JEE, NEET, NEET PG or MDS, or GRE and TOEFL.</li><li>Start the 15-day free trial, or choose the Half Yearly or Yearly plan and pay online.</li><li>Meet your mentor and take your first test.</li></ul><h2>Need help choosing?</h2><p>Our counsellors can help you pick the right course for your class and target exam, and tell you about the scholarship. Call or write to us from the Contact page.</p>",
  },
  {
    slug: "fee-structure",
    title: "Fee Structure",
    seoTitle: "",
    description:
      "Every course offers the same three plans. The fee depends on your course: see the table below, in rupees. The amount is shown again before you confirm any payment.",
    body: "<p>All fees are in Indian rupees (₹) and are paid online through our payment partner. Students who need help with fees can apply for the scholarship.</p>",
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    seoTitle: "",
    description: `This policy explains what information ${B} collects when you use our website and courses, why we collect it, and the choices you have.`,
    body: "<h2>Information we collect</h2><ul><li>Account details: your name, e-mail address, mobile number and, if you add one, a profile picture.</li><li>Course details: the course you choose, your plan and its start and end dates.</li><li>Learning records: your test attempts, answers, scores and forum posts.</li><li>Applications: details and documents (such as ID proof and marksheets) you send with a scholarship or enrolment application.</li><li>Payment references: order and payment identifiers from our payment partner. We never see or store your card, UPI or bank details.</li></ul><h2>How we use it</h2><ul><li>To run your account, give you access to your course and show your results.</li><li>To let your mentor and teachers follow your progress and answer your doubts.</li><li>To send you one-time passwords and messages about your account, tests and payments.</li><li>To review scholarship and enrolment applications.</li></ul><h2>Sharing</h2><p>We do not sell your information. We share it only with the service providers who help us run the academy, such as our payment partner and SMS provider, and only as far as they need it, or when the law requires us to.</p><h2>Storage and security</h2><p>Your data is stored on secured servers. Passwords are stored only as one-way hashes. On your device, your login details are kept in your browser's storage in encrypted form and are removed when you log out.</p><h2>Your choices</h2><p>You can view and update your profile at any time. To correct information you cannot edit yourself, or to close your account and delete your data, write to us.</p><h2>Contact</h2><p>Questions about this policy: admissions@medhavi.academy, +91 612 254 7700.</p>",
  },
  {
    slug: "terms-conditions",
    title: "Terms & Conditions",
    seoTitle: "Terms and Conditions",
    description: `These terms apply when you create an account with ${B}, subscribe to a course or use any part of our website. By using the website you accept them.`,
    body: "<h2>Your account</h2><ul><li>Give accurate details when you sign up, and keep your password to yourself.</li><li>One account is for one student. Sharing a login with others is not allowed.</li><li>You are responsible for what is done through your account.</li></ul><h2>Subscriptions</h2><ul><li>The free trial gives 15 days of access. Half Yearly plans run for 6 months and Yearly plans for 12 months from the day you subscribe.</li><li>Access to classes, study materials and tests ends on your plan's end date unless you renew.</li><li>Course content and schedules may be updated to follow changes in exam syllabi and patterns.</li></ul><h2>Payments</h2><ul><li>Fees are shown in Indian rupees (₹) before you confirm, and are paid online through our payment partner.</li><li>If a payment fails or you are charged twice, contact us with the order ID and we will resolve it.</li></ul><h2>Use of content</h2><p>Lectures, study materials, questions and solutions are for your personal study only. Copying, recording, sharing or selling them is not allowed.</p><h2>Tests and the forum</h2><ul><li>Take tests on your own and without outside help, so your results tell you and your mentor where you really stand.</li><li>Be respectful in the forum. We may remove posts that are abusive, off-topic or share copyrighted material.</li></ul><h2>Changes and contact</h2><p>We may update these terms; the current version is always on this page.</p><p>Questions: admissions@medhavi.academy, +91 612 254 7700.</p>",
  },
  {
    slug: "foundation-builder",
    title: "Foundation Builder",
    seoTitle: "",
    description:
      "Most JEE and NEET toppers started early. Foundation Builder gives students of Classes 8, 9 and 10 a strong grip on Mathematics and Science, so that Class 11 feels like the next step rather than a jump.",
    body: "<h2>What students learn</h2><ul><li>Mathematics and Science concepts explained from the ground up, beyond rote learning.</li><li>Logical reasoning and mental ability practice.</li><li>Preparation for school exams, Olympiads and other competitive exams for school students.</li></ul><h2>How the course runs</h2><ul><li>Short, interactive classes that fit around the school timetable.</li><li>Worksheets and chapter tests after every topic.</li><li>A mentor who keeps an eye on test scores and suggests what to revise.</li></ul>",
  },
  {
    slug: "jee-entrance",
    title: "JEE Main & Advanced",
    seoTitle: "",
    description:
      "The Joint Entrance Examination is the gateway to India's top engineering colleges. Our JEE programme takes Class 11, Class 12 and dropper students through Physics, Chemistry and Mathematics, from first principles to rank-level problem solving.",
    body: "<h2>JEE Main</h2><p>Conducted by the National Testing Agency (NTA) as a computer-based test, usually in two sessions, in January and April. Its score decides admission to the NITs, IIITs and other centrally funded technical institutes, and many state colleges use it too.</p><p>JEE Main is also the qualifying exam for JEE Advanced: only its top rankers may sit the second stage.</p><h2>JEE Advanced</h2><p>Conducted by one of the IITs each year for the top JEE Main candidates, it is the only route into the Indian Institutes of Technology. Its questions test depth: multi-concept problems, multiple-correct answers and numerical answers with no options to guess from.</p><h2>How we prepare you</h2><ul><li>Live and recorded classes that follow the NCERT syllabus first, then build to JEE Advanced level.</li><li>Chapter tests every week and a full-length test every month on the NTA pattern, with detailed solutions.</li><li>A personal mentor who reviews your test analysis with you and adjusts your study plan.</li><li>Doubt-solving in the forum, answered by our faculty.</li></ul><h2>Who it is for</h2><ul><li>Class 11 students starting the two-year course.</li><li>Class 12 students who need to cover Class 11 and 12 together.</li><li>Droppers aiming to improve their rank in one focused year.</li></ul>",
  },
  {
    slug: "neet-ug-integrated",
    title: "NEET UG Integrated Programme",
    seoTitle: "",
    description:
      "A two-year programme for Class 11 and 12 students that prepares you for your board exams and for NEET UG together, so you never have to choose between the two.",
    body: "<h2>About NEET UG</h2><p>NEET UG is conducted by the National Testing Agency (NTA) and is the single entrance exam for MBBS, BDS and AYUSH courses across India, including AIIMS and JIPMER. The paper covers Physics, Chemistry and Biology (Botany and Zoology) and is scored out of 720.</p><h2>What the programme covers</h2><ul><li>The complete Class 11 and 12 NCERT syllabus, taught chapter by chapter.</li><li>NEET-level practice on every chapter, with extra focus on Biology, which carries half the marks.</li><li>Board exam preparation: practical files, sample papers and written-answer practice.</li><li>Weekly chapter tests and monthly full-length NEET mock tests.</li></ul><h2>Support along the way</h2><ul><li>A personal mentor who tracks your scores and your study hours.</li><li>Doubt-solving by subject teachers in the forum.</li><li>Study materials and recorded lectures to revise any chapter on demand.</li></ul>",
  },
  {
    slug: "neet-pg",
    title: "NEET PG",
    seoTitle: "",
    description:
      "NEET PG decides admission to MD, MS and postgraduate diploma seats across India. Our programme helps MBBS graduates and interns revise all nineteen subjects efficiently and practise under real exam conditions.",
    body: "<h2>About the exam</h2><p>NEET PG is conducted by the National Board of Examinations in Medical Sciences (NBEMS) as a computer-based test of multiple-choice questions covering the entire MBBS curriculum, from pre-clinical subjects to the clinical specialities.</p><h2>How we prepare you</h2><ul><li>Subject-wise revision lectures that focus on high-yield topics and recent exam trends.</li><li>Grand tests in the NEET PG format, with explanations for every option.</li><li>Image-based and clinical-vignette questions, practised regularly.</li><li>A mentor who helps you plan revision around internship duties.</li></ul>",
  },
  {
    slug: "neet-pg-mds",
    title: "NEET MDS",
    seoTitle: "",
    description:
      "NEET MDS is the entrance test for Master of Dental Surgery seats in India. We help BDS graduates revise the full dental curriculum and sharpen their speed and accuracy for the exam.",
    body: "<h2>About the exam</h2><p>NEET MDS is conducted by the National Board of Examinations in Medical Sciences (NBEMS) as a computer-based test of multiple-choice questions on the BDS curriculum, including the dental and related medical subjects.</p><h2>How we prepare you</h2><ul><li>Concise revision of every BDS subject, with the most-tested topics first.</li><li>Regular subject tests and full-length mock tests with detailed solutions.</li><li>Performance analysis after every test, reviewed with your mentor.</li></ul>",
  },
  {
    slug: "medical-entrance",
    title: "Medical Entrance",
    seoTitle: "",
    description:
      "Admission to MBBS, BDS and AYUSH courses in India goes through one exam, NEET UG. Our medical entrance course is a focused, exam-first programme for Class 12 students and repeaters.",
    body: "<h2>One exam, every medical college</h2><p>Since 2020, government and private medical colleges, AIIMS and JIPMER all admit through NEET UG. Your NEET score and rank decide the all-India quota counselling and the state quota counselling alike.</p><h2>How we prepare you</h2><ul><li>A complete syllabus revision in Physics, Chemistry, Botany and Zoology, NCERT line by line.</li><li>Daily practice questions and weekly part tests.</li><li>Full-length mock tests under real timing, with detailed solutions.</li><li>Mentoring on time management, accuracy and negative marking.</li></ul>",
  },
  {
    slug: "gre-toefl",
    title: "GRE & TOEFL",
    seoTitle: "",
    description:
      "Planning a master's or PhD abroad? Most universities in the United States, Canada and many other countries ask for a GRE score and proof of English proficiency. We prepare you for both.",
    body: "<h2>GRE General Test</h2><p>Conducted by ETS and accepted by thousands of graduate and business schools worldwide. It measures Verbal Reasoning, Quantitative Reasoning and Analytical Writing.</p><ul><li>Vocabulary in context, reading comprehension and text completion strategies.</li><li>Quantitative reasoning from arithmetic to data interpretation.</li><li>Analytical writing practice with feedback on every essay.</li></ul><h2>TOEFL iBT</h2><p>Also conducted by ETS, TOEFL iBT tests academic English in four sections: Reading, Listening, Speaking and Writing.</p><ul><li>Note-taking and listening practice with academic lectures.</li><li>Speaking tasks practised against the clock, with feedback from our trainers.</li><li>Integrated writing tasks with model answers.</li></ul>",
  },
  {
    slug: "hit-jee",
    title: "HIT JEE: High-Intensity Training",
    seoTitle: "HIT JEE",
    description:
      "The last few months before JEE Main decide your rank. HIT JEE is an intensive revision course for Class 12 students and droppers who have studied the syllabus and now need speed, accuracy and exam temperament.",
    body: "<h2>What you get</h2><ul><li>Rapid revision of every chapter of Physics, Chemistry and Mathematics, with formula sheets.</li><li>Daily timed practice sets on the most frequently tested topics.</li><li>Full-length mock tests on the NTA pattern, followed by detailed analysis.</li><li>Strategies for choosing questions, managing time and avoiding negative marks.</li></ul>",
  },
  {
    slug: "math-crash",
    title: "Math Crash Course",
    seoTitle: "",
    description:
      "A short, intensive course that revises Class 11 and 12 Mathematics for board exams and JEE Main: calculus, algebra, coordinate geometry, vectors and 3D geometry, probability and statistics.",
    body: "<h2>How it works</h2><ul><li>One topic at a time: the key results, the standard methods, then exam-level problems.</li><li>Practice sheets graded from board level to JEE Main level.</li><li>A test at the end of every topic, with worked solutions.</li></ul><h2>Who it is for</h2><ul><li>Class 12 students revising for boards and JEE Main together.</li><li>Class 11 students who want to strengthen weak chapters.</li></ul>",
  },
  {
    slug: "footer-contact",
    title: "Visit or call us",
    seoTitle: "",
    description:
      "Online coaching for Foundation, JEE, NEET, medical entrance and study-abroad exams, with a personal mentor for every student.",
    body: `<p>${B}<br>2nd Floor, Shanti Towers, Boring Road<br>Patna, Bihar 800001, India</p><p>Phone: <a href="tel:+916122547700">+91 612 254 7700</a></p><p>Email: <a href="mailto:admissions@medhavi.academy">admissions@medhavi.academy</a></p>`,
  },
];
