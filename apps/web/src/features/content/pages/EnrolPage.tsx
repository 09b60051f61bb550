import { EnrolmentForm } from "../../applications/forms";
import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [
  { label: "Choose a course", to: "/course-subscription" },
  { label: "Talk to a counsellor", to: "/contact" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout and the form stay here. */
export default function EnrolPage() {
  return (
    <PageContent slug="enrol" eyebrow="Enrol" actions={actions}>
      <EnrolmentForm />
    </PageContent>
  );
}
