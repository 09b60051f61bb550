import Button from "@mui/material/Button";
import type { UserInfo } from "../features/auth/session";
import { LANGUAGE_LABELS, type Language, setLanguage } from "../lib/i18n/language";
import { useT } from "../lib/i18n/useT";
import { secureStorage } from "../lib/secureStorage";

/** Keeps `language` on the signed-in account (PATCH /me/language); the HTTP client loads only then. */
export function saveLanguageOnAccount(language: Language): Promise<void> {
  return import("../lib/http").then(({ api }) =>
    api.patch<unknown>("/me/language", { language }, { silent: true }).then(() => undefined),
  );
}

/**
 * Shows `language` on this device and, for a signed-in student, keeps it on the account so their next
 * login anywhere opens in it.
 */
export function chooseLanguage(language: Language, user: UserInfo | null): Promise<void> {
  const shown = setLanguage(language);
  if (user) {
    secureStorage.setItem("user-info", { ...user, language });
    saveLanguageOnAccount(language).catch((err: unknown) =>
      console.warn("The language could not be saved on the account", err),
    );
  }
  return shown;
}

/** Top bar: one button naming the other language, written in that language. */
export function LanguageToggle({ user }: { user: UserInfo | null }) {
  const { chosen } = useT();
  const other: Language = chosen === "hi" ? "en" : "hi";
  return (
    <Button
      color="inherit"
      size="small"
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      onClick={() => void chooseLanguage(other, user)}
      data-testid="language-toggle"
      sx={{ minWidth: 0, px: 1, fontWeight: 600, whiteSpace: "nowrap", flexShrink: 0 }}
    >
      {LANGUAGE_LABELS[other]}
    </Button>
  );
}
