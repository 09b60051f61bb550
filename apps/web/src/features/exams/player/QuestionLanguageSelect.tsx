import { styled } from "@mui/material/styles";
import { useId } from "react";
import { useT } from "../../../lib/i18n/useT";
import type { PaperLanguage } from "./paperLanguage";

const LANGUAGE_NAMES: Record<PaperLanguage, string> = { en: "English", hi: "हिन्दी" };

/**
 * A label and the browser's own select, styled as one piece. MUI's outlined NativeSelect (FormControl,
 * InputLabel, OutlinedInput, its notch) was about 60 % of the question's first render on the test screen
 * (4x CPU); MUI's menu-based select would also bring Menu, Popover and Popper (14 KiB gzip) for two choices.
 */
const Field = styled("span")(({ theme }) => ({
  marginLeft: "auto",
  display: "inline-flex",
  alignItems: "center",
  gap: theme.spacing(1),
  fontSize: "0.875rem",
  color: theme.palette.text.secondary,
  "& select": {
    font: "inherit",
    fontSize: "1rem",
    color: theme.palette.text.primary,
    minHeight: 40,
    minWidth: 112,
    padding: theme.spacing(0.75, 1),
    border: "1px solid rgba(0, 0, 0, 0.23)",
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    cursor: "pointer",
  },
  "& select:hover": { borderColor: theme.palette.text.primary },
}));

/** NTA's "View in" for one question of a bilingual paper. */
export function QuestionLanguageSelect({
  value,
  onChange,
}: {
  value: PaperLanguage;
  onChange: (language: PaperLanguage) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{t("exam.viewIn", "View in")}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as PaperLanguage)}>
        {(["en", "hi"] as const).map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </Field>
  );
}
