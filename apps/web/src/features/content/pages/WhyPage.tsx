import { BRAND, WHY_PATH } from "@medhavi/domain";
import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [
  { label: "Start a 15-day free trial", to: "/course-subscription" },
  { label: "Take a demo test", to: "/demo-test" },
];

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function WhyPage() {
  return <PageContent slug={WHY_PATH.slice(1)} eyebrow={`Why ${BRAND.name}`} actions={actions} />;
}
