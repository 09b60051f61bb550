import type { InfoAction } from "../content/InfoPage";
import { PageContent } from "../content/PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "See the full JEE programme", to: "/jee-entrance" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function HitJeePage() {
  return <PageContent slug="hit-jee" eyebrow="JEE · Short course" actions={actions} />;
}
