import type { InfoAction } from "../content/InfoPage";
import { PageContent } from "../content/PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "Take a demo test", to: "/demo-test" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function JeeEntrancePage() {
  return <PageContent slug="jee-entrance" eyebrow="Engineering entrance" actions={actions} />;
}
