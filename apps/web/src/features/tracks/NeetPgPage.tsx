import type { InfoAction } from "../content/InfoPage";
import { PageContent } from "../content/PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "NEET MDS for dental graduates", to: "/neet-pg-mds" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function NeetPgPage() {
  return <PageContent slug="neet-pg" eyebrow="Postgraduate medical entrance" actions={actions} />;
}
