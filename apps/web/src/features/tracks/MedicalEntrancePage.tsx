import type { InfoAction } from "../content/InfoPage";
import { PageContent } from "../content/PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "See the two-year NEET programme", to: "/neet-ug-integrated" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function MedicalEntrancePage() {
  return <PageContent slug="medical-entrance" eyebrow="MBBS · BDS · AYUSH" actions={actions} />;
}
