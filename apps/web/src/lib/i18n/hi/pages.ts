/** The public information pages (pages CMS): what a Hindi reader sees around the CMS copy. */
export const pages: Record<string, string> = {
  "page.englishOnly": "यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।",
};
