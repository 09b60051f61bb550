import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import type { UserInfo } from "../features/auth/session";
import { LANGUAGE_LABELS, LANGUAGES } from "../lib/i18n/language";
import { useT } from "../lib/i18n/useT";
import { chooseLanguage } from "./LanguageSwitch";

/** Mobile menu: both languages, the chosen one pressed. */
export function LanguageButtons({ user }: { user: UserInfo | null }) {
  const { t, chosen } = useT();
  return (
    <ButtonGroup fullWidth role="group" aria-label={t("lang.label", "Language")}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language === "hi" ? "hi-IN" : "en-IN"}
          aria-pressed={chosen === language}
          variant={chosen === language ? "contained" : "outlined"}
          onClick={() => void chooseLanguage(language, user)}
        >
          {LANGUAGE_LABELS[language]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
