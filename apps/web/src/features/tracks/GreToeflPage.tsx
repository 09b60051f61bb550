import type { InfoAction } from "../content/InfoPage";
import { PageContent } from "../content/PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "Talk to a counsellor", to: "/contact" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function GreToeflPage() {
  return <PageContent slug="gre-toefl" eyebrow="Study abroad" actions={actions} />;
}
