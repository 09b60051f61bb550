import { ScholarshipForm } from "../../applications/forms";
import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [
  { label: "Ask about the scholarship", to: "/contact" },
  { label: "See fee plans", to: "/fee-structure" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout and the form stay here. */
export default function ScholarshipPage() {
  return (
    <PageContent slug="scholarship" eyebrow="Scholarship" actions={actions}>
      <ScholarshipForm />
    </PageContent>
  );
}
