import type { CourseTreeNode } from "@medhavi/domain";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BrandAddress } from "../../lib/BrandAddress";
import { BRAND_CONTACT } from "../../lib/brandContact";
import { useT } from "../../lib/i18n/useT";

const headingSx = {
  fontSize: "0.8125rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  mb: 1,
} as const;

/**
 * Address, contact and course list under the subscription screen (spec section 2). No router links: the
 * screen also renders in the popup, which lives outside the router.
 */
export function SubscriptionFooter({ tree }: { tree: readonly CourseTreeNode[] }) {
  const { t } = useT();
  return (
    <Box
      component="aside"
      aria-label={t("sub.footer", "Contact and courses")}
      sx={{
        mt: { xs: 4, md: 5 },
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        bgcolor: "secondary.main",
        color: "secondary.contrastText",
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1.4fr" },
      }}
    >
      <Box>
        <Typography component="h2" sx={headingSx}>
          {t("sub.visit", "Visit us")}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <LocationOnOutlinedIcon fontSize="small" sx={{ mt: "2px", opacity: 0.85 }} aria-hidden />
          <Typography variant="body2" component="address" sx={{ fontStyle: "normal" }}>
            <BrandAddress />
          </Typography>
        </Stack>
      </Box>
      <Box>
        <Typography component="h2" sx={headingSx}>
          {t("sub.talk", "Talk to us")}
        </Typography>
        <Stack spacing={0.75}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <PhoneOutlinedIcon fontSize="small" sx={{ opacity: 0.85 }} aria-hidden />
            <Link href={BRAND_CONTACT.phoneHref} color="inherit" variant="body2">
              {BRAND_CONTACT.phone}
            </Link>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <EmailOutlinedIcon fontSize="small" sx={{ opacity: 0.85 }} aria-hidden />
            <Link href={`mailto:${BRAND_CONTACT.email}`} color="inherit" variant="body2">
              {BRAND_CONTACT.email}
            </Link>
          </Stack>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t(`contact.hours.${BRAND_CONTACT.hours}`, BRAND_CONTACT.hours)}
          </Typography>
        </Stack>
      </Box>
      <Box>
        <Typography component="h2" sx={headingSx}>
          {t("sub.ourCourses", "Our courses")}
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: "none", columnCount: { xs: 1, sm: 2 }, columnGap: 3 }}
        >
          {tree.map((root) => (
            <Typography component="li" variant="body2" key={root.id} sx={{ mb: 0.5, breakInside: "avoid" }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {root.name}
              </Box>
              {root.children.length > 0 && (
                <Box component="span" sx={{ opacity: 0.85 }}>
                  {`: ${root.children.map((child) => child.name).join(", ")}`}
                </Box>
              )}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
