import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import DOMPurify from "dompurify";
import { type ReactNode, useMemo } from "react";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { PageHero } from "../content/InfoPage";
import { PageSections, proseSx } from "../content/PageBody";

export interface PreviewContent {
  title: string;
  description: string;
  body: string;
}

/** The page as visitors will see it (heading, lead and section cards); the footer block as the footer shows it. */
export function PagePreviewDialog({
  open,
  heading,
  footer,
  content,
  onClose,
  actions,
}: {
  open: boolean;
  heading: string;
  /** The footer's contact block rather than a page. */
  footer: boolean;
  content: PreviewContent | undefined;
  onClose: () => void;
  actions?: ReactNode;
}) {
  // Unsaved text has not been through the server's sanitiser yet: never run what staff pasted.
  const body = useMemo(() => (content ? DOMPurify.sanitize(content.body) : ""), [content]);
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="page-preview-title"
    >
      <DialogTitle id="page-preview-title">{heading}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {!content ? (
          <Typography sx={{ p: 3 }}>Loading the preview…</Typography>
        ) : footer ? (
          <Box sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", p: 3 }}>
            <Typography sx={{ fontWeight: 700, color: "primary.light", mb: 1 }}>{content.title}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, mb: 2 }}>
              {content.description}
            </Typography>
            <Typography
              component="div"
              variant="body2"
              sx={{ ...proseSx, "& p": { mt: 0, mb: 1 }, "& a": { color: "inherit" } }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above
              dangerouslySetInnerHTML={{ __html: body }}
            />
          </Box>
        ) : (
          <Box aria-label="Preview" role="region">
            <PageHero title={content.title} lead={content.description} />
            <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
              <PageSections html={body} />
            </Container>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
