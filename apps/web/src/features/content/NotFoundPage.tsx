import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";

export default function NotFoundPage() {
  const { t } = useT();
  usePageTitle(t("notFound.title", "Page not found"));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      <Typography
        component="p"
        sx={{ fontSize: "4rem", fontWeight: 800, color: "primary.dark", lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        {t("notFound.title", "Page not found")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(
          "notFound.text",
          "The page you asked for does not exist or has moved. Check the address, or start again from the home page.",
        )}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t("notFound.home", "Go to the home page")}
      </Button>
    </Container>
  );
}
