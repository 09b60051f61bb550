import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { endResumeFocus } from "../lib/focusMode";
import { useT } from "../lib/i18n/useT";
import { usePageTitle } from "../lib/usePageTitle";

/**
 * Shown when a page fails to load or render, most often because a new release replaced the page's
 * chunk while this tab was open; reloading fetches the current one.
 */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  const title = t("routeError.title", "Something went wrong");
  usePageTitle(title);
  if (!isRouteErrorResponse(error)) console.error(error);
  // A reload mid-test opens in focus mode (./focusMode); if the test page itself cannot load, this page
  // comes with the shell's top bar and footer.
  useEffect(() => endResumeFocus(), []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(
          "routeError.text",
          "This page could not be shown. Please reload; if it keeps happening, check your connection or try again in a few minutes.",
        )}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t("routeError.reload", "Reload page")}
      </Button>
    </Container>
  );
}

/** Rendered while the first page's code loads. */
export function PageLoading() {
  return null;
}
