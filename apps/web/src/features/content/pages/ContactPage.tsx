import AccessTimeOutlinedIcon from "@mui/icons-material/AccessTimeOutlined";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import LocationOnOutlinedIcon from "@mui/icons-material/LocationOnOutlined";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { BrandAddress } from "../../../lib/BrandAddress";
import { BRAND_CONTACT } from "../../../lib/brandContact";
import type { Translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { ContactForm } from "../../applications/forms";
import { type InfoContent, InfoPage } from "../InfoPage";

const content = (t: Translate): InfoContent => ({
  eyebrow: "Contact",
  title: t("nav.Contact Us", "Contact Us"),
  lead: t(
    "contact.lead",
    "Questions about a course, fees, the scholarship or your account? Call or write to us; our counsellors reply on working days, usually the same day.",
  ),
});

function ContactCard({
  icon,
  title,
  children,
  index,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  index: number;
}) {
  return (
    <Card variant="outlined" sx={{ animationDelay: `${index * 80}ms` }}>
      <CardContent sx={{ p: 3, display: "flex", gap: 2 }}>
        <Box sx={{ color: "primary.dark", mt: 0.25 }}>{icon}</Box>
        <Box>
          <Typography variant="h2" sx={{ fontSize: "1.125rem", mb: 0.75, color: "secondary.dark" }}>
            {title}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

export default function ContactPage() {
  const { t } = useT();
  return (
    <InfoPage content={content(t)}>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <ContactCard icon={<PhoneOutlinedIcon aria-hidden />} title={t("contact.call", "Call us")} index={0}>
          <Link href={BRAND_CONTACT.phoneHref} sx={{ fontWeight: 600 }}>
            {BRAND_CONTACT.phone}
          </Link>
        </ContactCard>
        <ContactCard
          icon={<EmailOutlinedIcon aria-hidden />}
          title={t("contact.write", "Write to us")}
          index={1}
        >
          <Link href={`mailto:${BRAND_CONTACT.email}`} sx={{ fontWeight: 600 }}>
            {BRAND_CONTACT.email}
          </Link>
        </ContactCard>
        <ContactCard
          icon={<LocationOnOutlinedIcon aria-hidden />}
          title={t("contact.visit", "Visit us")}
          index={2}
        >
          <Typography component="address" sx={{ fontStyle: "normal" }}>
            <BrandAddress />
          </Typography>
        </ContactCard>
        <ContactCard
          icon={<AccessTimeOutlinedIcon aria-hidden />}
          title={t("contact.hoursTitle", "Office hours")}
          index={3}
        >
          <Typography>{t(`contact.hours.${BRAND_CONTACT.hours}`, BRAND_CONTACT.hours)}</Typography>
        </ContactCard>
      </Box>
      <ContactForm />
    </InfoPage>
  );
}
