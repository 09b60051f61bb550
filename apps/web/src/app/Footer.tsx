import { BRAND, FOOTER_CONTACT_SLUG } from "@medhavi/domain";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memo, useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { linkPhoneNumbers, proseSx } from "../features/content/PageBody";
import { localPage, usePublicPage } from "../features/content/pagesApi";
import { BrandAddress } from "../lib/BrandAddress";
import { LogoMark } from "../lib/BrandMark";
import { BRAND_CONTACT } from "../lib/brandContact";
import { useHydrating } from "../lib/HydratesLater";
import { useT } from "../lib/i18n/useT";
import { FOOTER_LINKS, navLabel } from "./navItems";

const linkSx = { color: "inherit", fontWeight: 500 } as const;

/** The contact block as it read before the pages CMS: shown while the edited one loads, or if it cannot. */
function DefaultContact() {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <LocationOnOutlinedIcon fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
        <Typography variant="body2">
          <BrandAddress />
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <PhoneOutlinedIcon fontSize="small" aria-hidden />
        <Link href={BRAND_CONTACT.phoneHref} variant="body2" sx={linkSx}>
          {BRAND_CONTACT.phone}
        </Link>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <EmailOutlinedIcon fontSize="small" aria-hidden />
        <Link href={`mailto:${BRAND_CONTACT.email}`} variant="body2" sx={linkSx}>
          {BRAND_CONTACT.email}
        </Link>
      </Stack>
    </>
  );
}

/** Memoised: the shell renders again for its own state (the phone menu), the footer need not. */
export const Footer = memo(function Footer() {
  const year = new Date().getFullYear();
  const { t, language } = useT();
  // The contact block and the tagline are edited in the back office (pages CMS, "footer-contact"),
  // in Hindi too; a Hindi reader sees the English block when it has no Hindi version.
  // Hydrating a page rendered at build time, the footer is the built-in one the HTML holds; the copy
  // from the back office (sent with the page) replaces it right after.
  const fetched = usePublicPage(FOOTER_CONTACT_SLUG).data;
  const page = useHydrating() ? undefined : fetched;
  const contact = page && localPage(page, language);
  // Without a Hindi version, the tagline and heading fall back to the built-in Hindi ones.
  const own = contact && !contact.englishOnly ? contact : undefined;
  // Parsing the block to link its phone numbers took 8 ms on a phone (32 ms on a 4x slower CPU).
  const contactBody = contact?.body;
  const contactHtml = useMemo(() => contactBody && linkPhoneNumbers(contactBody), [contactBody]);
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: "secondary.main",
        color: "secondary.contrastText",
        mt: "auto",
        pt: 5,
        // Room under the last line for the floating buttons.
        pb: { xs: 20, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: "grid",
            gap: 4,
            gridTemplateColumns: { xs: "1fr", md: "1.3fr 1fr 1fr" },
          }}
        >
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: "center" }}>
              <LogoMark size={32} />
              <Typography component="p" sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
                {BRAND_CONTACT.name}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 380 }}>
              {own?.description ||
                t(
                  "footer.description",
                  "Online coaching for Foundation, JEE, NEET, medical entrance and study-abroad exams, with a personal mentor for every student.",
                )}
            </Typography>
          </Stack>
          <Stack spacing={1.25} component="address" sx={{ fontStyle: "normal" }}>
            <Typography component="p" sx={{ fontWeight: 700, color: "primary.light" }}>
              {own?.title || t("footer.visit", "Visit or call us")}
            </Typography>
            {contact ? (
              <Typography
                component="div"
                variant="body2"
                data-testid="footer-contact"
                sx={{ ...proseSx, "& p": { mt: 0, mb: 1 }, "& a": { color: "inherit", fontWeight: 500 } }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's page profile
                dangerouslySetInnerHTML={{ __html: contactHtml ?? "" }}
              />
            ) : (
              <DefaultContact />
            )}
          </Stack>
          <Stack spacing={1.25} component="nav" aria-label={t("footer.label", "Footer")}>
            <Typography component="p" sx={{ fontWeight: 700, color: "primary.light" }}>
              {t("footer.academy", "Academy")}
            </Typography>
            {FOOTER_LINKS.map((item) => (
              <Link key={item.to} component={RouterLink} to={item.to} variant="body2" sx={linkSx}>
                {navLabel(t, item)}
              </Link>
            ))}
          </Stack>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 2.5, borderTop: "1px solid rgba(255,255,255,0.2)", opacity: 0.9 }}
        >
          {t("footer.rights", "© {{year}} {{brand}}. All rights reserved.", { year, brand: BRAND.name })}
        </Typography>
      </Container>
    </Box>
  );
});
