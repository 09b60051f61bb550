import { z } from "zod";

/** The site's languages (issue 14): English first, the default for everyone. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES);

/** PATCH /api/me/language: the signed-in user's language, kept on the account. */
export const setLanguageSchema = z.object({ language: languageSchema }).strict();
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;
