import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useT } from "../../../lib/i18n/useT";
import { loadDevanagariFont } from "./devanagariFont";
import { type PaperLanguage, readExamLanguage, storeExamLanguage } from "./paperLanguage";

/** The instructions page's choice of the paper's default language, as NTA asks before a bilingual test. */
export function PaperLanguagePicker({ examId }: { examId: number }) {
  const { t } = useT();
  const [language, setLanguage] = useState<PaperLanguage>(() => readExamLanguage(examId));
  const choose = (value: PaperLanguage) => {
    setLanguage(value);
    storeExamLanguage(examId, value);
    // Fetched while the student reads on, so the first Hindi question shows in its font at once.
    if (value === "hi") void loadDevanagariFont();
  };
  return (
    <FormControl component="fieldset" sx={{ mb: 3 }}>
      <FormLabel
        component="legend"
        sx={{ fontWeight: 700, color: "text.primary", "&.Mui-focused": { color: "text.primary" } }}
      >
        {t("exam.paperLanguage", "Default language of the questions")}
      </FormLabel>
      <RadioGroup row value={language} onChange={(event) => choose(event.target.value as PaperLanguage)}>
        <FormControlLabel value="en" control={<Radio />} label="English" lang="en" />
        <FormControlLabel value="hi" control={<Radio />} label="हिन्दी (Hindi)" lang="hi" />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {t("exam.paperLanguageHint", "You can switch any question to the other language during the test.")}
      </Typography>
    </FormControl>
  );
}
