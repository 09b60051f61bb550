import { PAGE_CATALOGUE } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { usePageTitle } from "../../lib/usePageTitle";
import { ActionButtons, type InfoAction, PageHero } from "./InfoPage";
import { PageSections } from "./PageBody";
import { localPage, usePublicPage } from "./pagesApi";

const labelOf = (slug: string) => PAGE_CATALOGUE.find((p) => p.slug === slug)?.label ?? "";

/**
 * A public information page whose copy comes from the pages CMS (/admin/pages): the heading, lead and
 * section cards are the page's content; the eyebrow, the action buttons and `children` (forms, tables)
 * stay in code. While loading it shows the layout with placeholders; if the copy cannot be loaded it
 * shows the page's name and a Retry. A Hindi reader sees the page's Hindi version, or the English copy
 * with a note when it has none.
 */
export function PageContent({
  slug,
  eyebrow,
  actions,
  children,
  bodyAfterChildren = false,
}: {
  slug: string;
  eyebrow?: string;
  actions?: readonly InfoAction[];
  children?: ReactNode;
  /** Put the CMS text after `children` (a closing note under a table) instead of before. */
  bodyAfterChildren?: boolean;
}) {
  const query = usePublicPage(slug);
  const { t, language } = useT();
  const page = query.data && localPage(query.data, language);
  usePageTitle(page ? page.documentTitle : labelOf(slug));

  let hero: ReactNode;
  let body: ReactNode = null;
  if (page) {
    // The copy's own language, for screen readers and hyphenation (the chrome around it follows the site's).
    const lang = language === "hi" ? page.lang : undefined;
    hero = (
      <PageHero
        eyebrow={eyebrow}
        title={<span lang={lang}>{page.title}</span>}
        lead={page.description && <span lang={lang}>{page.description}</span>}
      >
        {page.englishOnly && (
          <Alert severity="info" sx={{ mt: 2, maxWidth: 760 }}>
            {t("page.englishOnly", "This page is only available in English for now.")}
          </Alert>
        )}
        {actions && <ActionButtons actions={actions} />}
      </PageHero>
    );
    body = (
      <Box lang={lang}>
        <PageSections html={page.body} />
      </Box>
    );
  } else if (query.isError) {
    hero = (
      <PageHero eyebrow={eyebrow} title={t(`nav.${labelOf(slug)}`, labelOf(slug))} lead="">
        {actions && <ActionButtons actions={actions} />}
      </PageHero>
    );
    body = (
      <LoadError
        message={t("page.loadError", "This page's text could not be loaded. Check your connection.")}
        onRetry={() => query.refetch()}
      />
    );
  } else {
    hero = (
      <PageHero
        eyebrow={eyebrow}
        title={<Skeleton width="60%" aria-hidden />}
        lead={<Skeleton width="90%" aria-hidden />}
      >
        {actions && <ActionButtons actions={actions} />}
      </PageHero>
    );
    body = (
      <LoadingSkeletons
        label={t("page.loading", "Loading the page")}
        height={180}
        count={2}
        grid={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}
      />
    );
  }

  return (
    <>
      {hero}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {bodyAfterChildren ? (
          <>
            {children}
            {body && <Box sx={{ mt: children ? 4 : 0 }}>{body}</Box>}
          </>
        ) : (
          <>
            {body}
            {children && <Box sx={{ mt: body ? 4 : 0 }}>{children}</Box>}
          </>
        )}
      </Container>
    </>
  );
}
