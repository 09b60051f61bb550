import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";
import { usePageTitle } from "../../lib/usePageTitle";

export interface InfoSection {
  /** Anchor id, for links such as /about-us#careers. */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface InfoAction {
  label: string;
  to: string;
  /** Full page load (for /blogs). */
  reload?: boolean;
}

/** A public page's copy: title (h1 and document.title), lead paragraph, optional sections and actions. */
export interface InfoContent {
  title: string;
  /** Small label above the heading, e.g. the exam family. */
  eyebrow?: string;
  /** document.title when it should differ from the heading. */
  documentTitle?: string;
  lead: string;
  sections?: readonly InfoSection[];
  actions?: readonly InfoAction[];
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <Box
      component="header"
      sx={{
        background: "linear-gradient(180deg, #FBEFD3 0%, #FFFBF3 100%)",
        borderBottom: "1px solid",
        borderColor: "rgba(93, 64, 55, 0.08)",
        py: { xs: 5, md: 7 },
      }}
    >
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: BRAND_COLORS.goldText, fontWeight: 700, letterSpacing: "0.08em" }}
          >
            {t(`eyebrow.${eyebrow}`, eyebrow)}
          </Typography>
        )}
        <Typography variant="h1" sx={{ color: "secondary.dark", mb: 2, maxWidth: 820 }}>
          {title}
        </Typography>
        <Typography
          sx={{ fontSize: { xs: "1.0625rem", md: "1.1875rem" }, maxWidth: 760, color: "text.secondary" }}
        >
          {lead}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

export function ActionButtons({ actions }: { actions: readonly InfoAction[] }) {
  const { t } = useT();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 3 }}>
      {actions.map((action, index) => {
        const variant = index === 0 ? "contained" : "outlined";
        const color = index === 0 ? "primary" : "secondary";
        return action.reload ? (
          <Button key={action.to} href={action.to} variant={variant} color={color} size="large">
            {t(`action.${action.label}`, action.label)}
          </Button>
        ) : (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={variant}
            color={color}
            size="large"
          >
            {t(`action.${action.label}`, action.label)}
          </Button>
        );
      })}
    </Stack>
  );
}

export function SectionCard({ section, index = 0 }: { section: InfoSection; index?: number }) {
  return (
    <Card
      id={section.id}
      variant="outlined"
      component="section"
      aria-labelledby={section.id ? `${section.id}-heading` : undefined}
      sx={{ animationDelay: `${Math.min(index, 6) * 80}ms`, scrollMarginTop: 88 }}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography
          variant="h2"
          id={section.id ? `${section.id}-heading` : undefined}
          sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}
        >
          {section.heading}
        </Typography>
        {section.paragraphs?.map((text) => (
          <Typography key={text} sx={{ mb: 1.5, "&:last-child": { mb: 0 } }}>
            {text}
          </Typography>
        ))}
        {section.points && (
          <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
            {section.points.map((point) => (
              <Typography component="li" key={point}>
                {point}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Renders most public pages from a typed content object; `children` go after the sections. */
export function InfoPage({ content, children }: { content: InfoContent; children?: ReactNode }) {
  usePageTitle(content.documentTitle ?? content.title);
  const sections = content.sections ?? [];
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        {content.actions && <ActionButtons actions={content.actions} />}
      </PageHero>
      {(sections.length > 0 || children) && (
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          {sections.length > 0 && (
            <Box
              sx={{
                display: "grid",
                gap: { xs: 2, md: 3 },
                gridTemplateColumns: { xs: "1fr", md: sections.length === 1 ? "1fr" : "1fr 1fr" },
                alignItems: "start",
              }}
            >
              {sections.map((section, index) => (
                <SectionCard key={section.heading} section={section} index={index} />
              ))}
            </Box>
          )}
          {children && <Box sx={{ mt: sections.length > 0 ? 4 : 0 }}>{children}</Box>}
        </Container>
      )}
    </>
  );
}
