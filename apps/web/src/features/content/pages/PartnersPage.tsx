import { PartnerForm } from "../../applications/forms";
import type { InfoAction } from "../InfoPage";
import { PageContent } from "../PageContent";

const actions: readonly InfoAction[] = [{ label: "Become a partner", to: "/contact" }];

/** The page's copy is edited in the back office (/admin/pages); the layout and the form stay here. */
export default function PartnersPage() {
  return (
    <PageContent slug="partnerwithus" eyebrow="Partner with us" actions={actions}>
      <PartnerForm />
    </PageContent>
  );
}
