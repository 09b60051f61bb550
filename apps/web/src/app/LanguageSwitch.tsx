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

/** The narrowest phones (320–379 px) have no room for it beside the brand, bell and menu in the top bar. */
const NARROW = "@media (max-width: 379.95px)";

/**
 * Top bar: one button naming the other language, written in that language. `narrowHidden`: left out on
 * the narrowest phones, whose menu has the switch.
 */
export function LanguageToggle({
  user,
  narrowHidden = false,
}: {
  user: UserInfo | null;
  narrowHidden?: boolean;
}) {
  const { chosen } = useT();
  const other: Language = chosen === "hi" ? "en" : "hi";
  return (
    <Button
      color="inherit"
      size="small"
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      onClick={() => void chooseLanguage(other, user)}
      data-testid="language-toggle"
      sx={{
        minWidth: 0,
        px: 1,
        fontWeight: 600,
        whiteSpace: "nowrap",
        flexShrink: 0,
        ...(narrowHidden ? { [NARROW]: { display: "none" } } : {}),
      }}
    >
      {LANGUAGE_LABELS[other]}
    </Button>
  );
}
