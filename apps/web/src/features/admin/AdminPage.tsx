import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/usePageTitle";

/** Heading block shared by the back-office screens. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  usePageTitle(`${title} · Admin`);
  return (
    <Box>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: "1.5rem", md: "1.875rem" }, color: "secondary.dark", mb: 1 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}
