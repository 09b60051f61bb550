import { BRAND } from "@medhavi/domain";

/**
 * The academy's public contact details, shown in the footer, on the Contact page and in the login dialog.
 * One place to edit when the academy moves or changes its numbers.
 */
export const BRAND_CONTACT = {
  name: BRAND.name,
  addressLines: ["2nd Floor, Shanti Towers, Boring Road", "Patna, Bihar 800001, India"],
  phone: "+91 612 254 7700",
  /** For tel: links. */
  phoneHref: "tel:+916122547700",
  email: "admissions@medhavi.academy",
  hours: "Monday to Saturday, 9:00 am to 7:00 pm IST",
} as const;

/** "Chat With Us": a messaging link, configurable per deployment (VITE_CHAT_URL); WhatsApp to the academy's number by default. */
export const CHAT_URL: string =
  import.meta.env.VITE_CHAT_URL || `https://wa.me/${BRAND_CONTACT.phoneHref.replace(/\D/g, "")}`;
