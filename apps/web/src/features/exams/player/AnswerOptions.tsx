import type { AttemptQuestion } from "@medhavi/domain";
import { styled } from "@mui/material/styles";
import { htmlReadingStyle } from "../../../lib/HtmlBox";
import { useT } from "../../../lib/i18n/useT";
import { visuallyHidden } from "../../../lib/visuallyHidden";

/**
 * The options as native radios or checkboxes in labelled cards, styled by this one list. MUI's
 * FormControlLabel + Radio made about ten styled components an option (label, ButtonBase, two icons,
 * typography, …), each serialising and inserting its styles on the test screen's first render: the
 * options were a third of that render (a student's reload mid-test, 4× CPU). Keyboard focus shows the
 * app's global ring on the input itself (lib/theme.ts).
 */
const List = styled("div")(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(1.25),
  "& > label": {
    display: "flex",
    alignItems: "center",
    gap: theme.spacing(1.5),
    minHeight: 56,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 16,
    backgroundColor: theme.palette.background.paper,
    cursor: "pointer",
    lineHeight: 1.5,
  },
  "& > label:has(input:checked)": {
    borderColor: theme.palette.primary.dark,
    backgroundColor: "rgba(201, 151, 43, 0.12)",
  },
  "& input": {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: theme.spacing(0, 0.5),
    accentColor: theme.palette.secondary.main,
    cursor: "pointer",
  },
  "& .option-key": { fontWeight: 700, minWidth: 20 },
  "& .option-hint": visuallyHidden,
  "& .option-text": { ...htmlReadingStyle, display: "block", flexGrow: 1, minWidth: 0 },
}));

export interface AnswerOptionsProps {
  questionId: number;
  options: AttemptQuestion["options"];
  selected: readonly string[];
  multi: boolean;
  onChoose: (key: string) => void;
  labelledBy: string;
  describedBy: string;
  lang?: string;
}

/** A question's options: one choice (radios) or one or more (checkboxes). */
export function AnswerOptions({
  questionId,
  options,
  selected,
  multi,
  onChoose,
  labelledBy,
  describedBy,
  lang,
}: AnswerOptionsProps) {
  const { t } = useT();
  return (
    <List
      role={multi ? "group" : "radiogroup"}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      lang={lang}
    >
      {options.map((option) => (
        <label key={option.key}>
          <input
            type={multi ? "checkbox" : "radio"}
            checked={selected.includes(option.key)}
            onChange={() => onChoose(option.key)}
            name={multi ? undefined : `question-${questionId}`}
            value={option.key}
          />
          <span className="option-key" aria-hidden>
            {option.key}
          </span>
          <span className="option-hint">{t("question.option", "Option {{key}}: ", { key: option.key })}</span>
          {/* Sanitised and typeset by the server (lib/PaperHtml.tsx); KaTeX's stylesheet comes with the player. */}
          <span
            className="option-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised paper (PaperHtml)
            dangerouslySetInnerHTML={{ __html: option.text }}
          />
        </label>
      ))}
    </List>
  );
}
