import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId } from "react";
import { useT } from "../../../lib/i18n/useT";
import type { PaperLanguage } from "./paperLanguage";

const LANGUAGE_NAMES: Record<PaperLanguage, string> = { en: "English", hi: "हिन्दी" };

/**
 * NTA's "View in" for one question of a bilingual paper: the browser's own select (MUI's menu-based one
 * brings Menu, Popover and Popper to the test screen, 14 KiB gzip, for two choices).
 */
export function QuestionLanguageSelect({
  value,
  onChange,
}: {
  value: PaperLanguage;
  onChange: (language: PaperLanguage) => void;
}) {
  const { t } = useT();
  const id = useId();
  const label = t("exam.viewIn", "View in");
  return (
    <FormControl size="small" sx={{ ml: "auto", minWidth: 132 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PaperLanguage)}
        input={<OutlinedInput label={label} notched />}
      >
        {(["en", "hi"] as const).map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
