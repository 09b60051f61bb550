import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useT } from "../../../lib/i18n/useT";
import type { PaperLanguage } from "./paperLanguage";

const LANGUAGE_NAMES: Record<PaperLanguage, string> = { en: "English", hi: "हिन्दी" };

/** NTA's "View in" for one question of a bilingual paper. */
export function QuestionLanguageSelect({
  value,
  onChange,
}: {
  value: PaperLanguage;
  onChange: (language: PaperLanguage) => void;
}) {
  const { t } = useT();
  return (
    <TextField
      select
      size="small"
      label={t("exam.viewIn", "View in")}
      value={value}
      onChange={(event) => onChange(event.target.value as PaperLanguage)}
      sx={{ ml: "auto", minWidth: 132 }}
    >
      {(["en", "hi"] as const).map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
