import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [
  { label: "Explore courses", to: "/courses" },
  { label: "Contact us", to: "/contact" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function AboutUsPage() {
  return <PageContent slug="about-us" eyebrow="About us" actions={actions} />;
}
