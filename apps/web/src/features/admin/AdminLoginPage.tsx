import { BRAND } from "@medhavi/domain";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Navigate, Link as RouterLink } from "react-router";
import { BrandLink } from "../../app/BrandMark";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAdminInfo } from "../auth/session";

/** /admin/login: the back office's own entrance (hidden from the menus). The sign-in form comes later. */
export default function AdminLoginPage() {
  usePageTitle("Staff login");
  const admin = useAdminInfo();
  if (admin) return <Navigate to="/admin/users" replace />;
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="static" color="secondary">
        <Toolbar>
          <BrandLink />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="sm"
        sx={{ flexGrow: 1, display: "grid", placeItems: "center", py: 6 }}
      >
        <Card variant="outlined" sx={{ width: "100%" }}>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1.5, color: "secondary.dark" }}>
              Staff login
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              This entrance is for {BRAND.name} staff, who manage students, courses, tests and payments from
              the back office. Students log in from the home page.
            </Typography>
            <Button component={RouterLink} to="/" variant="outlined" color="secondary">
              Back to the home page
            </Button>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
