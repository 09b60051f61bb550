import { PageContent } from "../PageContent";

/** The page's copy is edited in the back office (/admin/pages); the layout stays here. */
export default function PrivacyPolicyPage() {
  return <PageContent slug="privacy-policy" eyebrow="Legal" />;
}
