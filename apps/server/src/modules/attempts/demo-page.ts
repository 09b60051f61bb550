import { demoExamQueryKey, type QuerySeed } from "@medhavi/domain";
import type { DbOrTx } from "../../db/client";
import { demoExam } from "./access";

const DEMO_START = /^\/demo-exam-start\/([1-9]\d{0,8})$/;

/**
 * The demo test's instructions page (/demo-exam-start/{id}), rendered on the server with its data for a
 * first-time visitor (platform/web.ts): the data is GET /user_demo_exam/exams/{id}'s reply, whose
 * instructions are sanitised and typeset (`shownRichCached`). Null when the test is not offered now (the
 * app then shows why).
 */
export function demoStartPage(db: DbOrTx) {
  return {
    matches: (path: string) => DEMO_START.test(path),
    data: async (path: string): Promise<QuerySeed | null> => {
      const examId = Number(DEMO_START.exec(path)?.[1]);
      const shown = await demoExam(db, examId).catch(() => null);
      if (!shown) return null;
      return [[demoExamQueryKey(examId), shown.view]];
    },
  };
}
