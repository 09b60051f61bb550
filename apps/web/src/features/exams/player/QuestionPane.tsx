import { ANSWER_TYPE, type AttemptQuestion, MAX_ANSWER_TEXT, QUESTION_KIND } from "@medhavi/domain";
import { styled } from "@mui/material/styles";
import { type Ref, useEffect, useId } from "react";
import { formatNumber } from "../../../lib/i18n/format";
import type { Translate } from "../../../lib/i18n/language";
import { useT } from "../../../lib/i18n/useT";
import { OutlinedField } from "../../../lib/OutlinedField";
import { PaperHtml } from "../../../lib/PaperHtml";
import { visuallyHidden } from "../../../lib/visuallyHidden";
import { AnswerOptions } from "./AnswerOptions";
import type { AnswerState } from "./attemptState";
import { loadDevanagariFont } from "./devanagariFont";
import { NumericAnswer } from "./NumericAnswer";
import { type PaperLanguage, questionIn } from "./paperLanguage";
import { QuestionLanguageSelect } from "./QuestionLanguageSelect";
// A screen of formulas: styled from its first render (lib/katexStylesheet.ts).
import "../../../lib/katexStyles";

export interface QuestionPaneProps {
  question: AttemptQuestion;
  /** 1-based number in the paper. */
  number: number;
  answer: AnswerState;
  onChoose: (key: string) => void;
  onText: (text: string) => void;
  /** A numerical question's typed value (held on screen until a Save button). */
  onNumber?: (text: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The language the question is shown in (English when it has no Hindi version). */
  language?: PaperLanguage;
  /** Switches this question's language (offered when it has a Hindi version). */
  onLanguage?: (language: PaperLanguage) => void;
}

function kindLabel(q: AttemptQuestion, t: Translate): string {
  if (q.kind === QUESTION_KIND.SUBJECTIVE) return t("question.written", "Written answer");
  if (q.answer_type === ANSWER_TYPE.NUMERICAL)
    return q.integer_only
      ? t("question.integer", "Numerical (integer)")
      : t("question.numerical", "Numerical");
  return q.answer_type === ANSWER_TYPE.MULTI
    ? t("question.multi", "One or more correct")
    : t("question.single", "Single correct");
}

/**
 * The question's heading row, plain elements styled by the pane (MUI's Stack, Typography and Boxes were
 * a fifth of the test screen's first render): the number, the kind and the marks as small labels in MUI's
 * small chip's shape (Chip itself is 3 KiB gzip).
 */
const Pane = styled("section")(({ theme }) => ({
  maxWidth: 860,
  "& .heading-row": {
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: theme.spacing(1),
    marginBottom: theme.spacing(2),
  },
  "& h2": {
    ...theme.typography.h2,
    margin: 0,
    fontSize: "1.25rem",
    outline: "none",
    "&:focus-visible": { textDecoration: "underline" },
  },
  "& .tag": {
    display: "inline-flex",
    alignItems: "center",
    height: 24,
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    fontSize: "0.8125rem",
    whiteSpace: "nowrap",
    backgroundColor: "rgba(93, 64, 55, 0.08)",
  },
  "& .tag.outlined": { backgroundColor: "transparent", border: `1px solid ${theme.palette.grey[400]}` },
  "& .visually-hidden": visuallyHidden,
}));

/** The question on screen: its text and marks, and options as radios, checkboxes or a text box. */
/**
 * "+4 / −1"; "+4" without negative marking; "Up to 10 marks" for a written answer (an evaluator marks
 * it, and it never costs marks).
 */
function MarksTag({ question, written }: { question: AttemptQuestion; written: boolean }) {
  const { t } = useT();
  const marks = question.marks;
  if (written) return <>{t("question.marksUpTo", "Up to {{marks}} marks", { marks })}</>;
  const negative = question.negative_marks;
  return (
    <>
      <span aria-hidden>{negative > 0 ? `+${marks} / −${negative}` : `+${marks}`}</span>
      <span className="visually-hidden">
        {negative > 0
          ? t("question.marksAria", "{{marks}} marks, {{negative}} negative", { marks, negative })
          : t("question.marksNoNegative", "{{marks}} marks, no negative marking", { marks })}
      </span>
    </>
  );
}

export function QuestionPane({
  question,
  number,
  answer,
  onChoose,
  onText,
  onNumber,
  headingRef,
  language = "en",
  onLanguage,
}: QuestionPaneProps) {
  const id = useId();
  const shown = questionIn(question, language);
  useEffect(() => {
    if (shown.lang) void loadDevanagariFont();
  }, [shown.lang]);
  const multi = question.answer_type === ANSWER_TYPE.MULTI;
  const written = question.kind === QUESTION_KIND.SUBJECTIVE;
  const numerical = !written && question.answer_type === ANSWER_TYPE.NUMERICAL;
  const { t } = useT();
  return (
    <Pane aria-labelledby={`${id}-heading`}>
      <div className="heading-row">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t("question.number", "Question {{n}}", { n: number })}
        </h2>
        <span className="tag outlined">{kindLabel(question, t)}</span>
        <span className="tag">
          <MarksTag question={question} written={written} />
        </span>
        {question.hindi && onLanguage && <QuestionLanguageSelect value={language} onChange={onLanguage} />}
      </div>
      <PaperHtml
        html={shown.text}
        id={`${id}-text`}
        lang={shown.lang}
        sx={{ fontSize: "1.0625rem", mb: 3 }}
      />
      {numerical ? (
        <NumericAnswer
          value={answer.text}
          integerOnly={question.integer_only}
          onChange={(text) => onNumber?.(text)}
          labelledBy={`${id}-heading`}
        />
      ) : written ? (
        <OutlinedField
          label={t("question.yourAnswer", "Your answer")}
          multiline
          fullWidth
          minRows={question.answer_length === 3 ? 10 : 5}
          value={answer.text}
          onChange={(event) => onText(event.target.value)}
          inputProps={{ maxLength: MAX_ANSWER_TEXT }}
          helperText={t("question.count", "{{used}} / {{max}} characters · saved as you type", {
            used: formatNumber(answer.text.length),
            max: formatNumber(MAX_ANSWER_TEXT),
          })}
        />
      ) : (
        <AnswerOptions
          questionId={question.id}
          options={shown.options}
          selected={answer.selected}
          multi={multi}
          onChoose={onChoose}
          labelledBy={`${id}-heading`}
          describedBy={`${id}-text`}
          lang={shown.lang}
        />
      )}
    </Pane>
  );
}
