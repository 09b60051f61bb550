import { MAX_NUMERIC_LENGTH, readNumericAnswer } from "@medhavi/domain";
import BackspaceOutlinedIcon from "@mui/icons-material/BackspaceOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useId } from "react";
import { translateMessage } from "../../../lib/i18n/message";
import { useT } from "../../../lib/i18n/useT";
import { OutlinedField } from "../../../lib/OutlinedField";

export interface NumericAnswerProps {
  value: string;
  /** Whole numbers only: the keypad has no decimal point. */
  integerOnly: boolean;
  onChange: (value: string) => void;
  /** Labelled by the question's heading. */
  labelledBy: string;
}

const KEYS = ["7", "8", "9", "4", "5", "6", "1", "2", "3"] as const;

/** What a key press does to the value (the keypad never makes more than the allowed length). */
export function pressKey(value: string, key: string): string {
  if (key === "back") return value.slice(0, -1);
  if (key === "clear") return "";
  if (key === "-") return value.startsWith("-") ? value.slice(1) : `-${value}`;
  if (key === "." && value.includes(".")) return value;
  const next = key === "." && (value === "" || value === "-") ? `${value}0.` : value + key;
  return next.length > MAX_NUMERIC_LENGTH ? value : next;
}

/**
 * NTA's virtual numeric keypad for numerical questions: the digits, a decimal point (not for whole-number
 * answers), a minus sign, Backspace and Clear All. The box takes the physical keyboard too; a value that
 * is not a number is shown with the reason (the Save buttons refuse it).
 */
export function NumericAnswer({ value, integerOnly, onChange, labelledBy }: NumericAnswerProps) {
  const id = useId();
  const read = readNumericAnswer(value, integerOnly);
  const problem = read && !read.ok ? read.message : null;
  const press = (key: string) => onChange(pressKey(value, key));
  const { t } = useT();
  const keyButton = (key: string, label: string, aria?: string) => (
    <Button
      key={key}
      variant="outlined"
      color="secondary"
      onClick={() => press(key)}
      aria-label={aria ?? label}
      sx={{ minHeight: 48, minWidth: 0, fontSize: "1.125rem", fontWeight: 700 }}
    >
      {label}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 300 }}>
      <OutlinedField
        id={`${id}-input`}
        label={t("question.yourNumber", "Your answer (a number)")}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s/g, "").slice(0, MAX_NUMERIC_LENGTH + 1))}
        error={problem !== null}
        helperText={
          problem
            ? translateMessage(problem)
            : integerOnly
              ? t("question.wholeNumber", "A whole number.")
              : t("question.decimal", "A number; use . for decimals.")
        }
        fullWidth
        autoComplete="off"
        inputProps={{
          inputMode: integerOnly ? "numeric" : "decimal",
          "aria-describedby": labelledBy,
          "data-numeric-answer": "",
        }}
        sx={{ mb: 1.5, "& input": { fontSize: "1.25rem", fontVariantNumeric: "tabular-nums" } }}
      />
      <Box
        role="group"
        aria-label={t("question.keypad", "Numeric keypad")}
        sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1 }}
      >
        {KEYS.map((k) => keyButton(k, k))}
        {keyButton("-", "−", t("question.minus", "Minus sign"))}
        {keyButton("0", "0")}
        {integerOnly ? <Box /> : keyButton(".", ".", t("question.point", "Decimal point"))}
        <Button
          variant="outlined"
          color="secondary"
          onClick={() => press("back")}
          aria-label={t("question.backspace", "Backspace")}
          sx={{ minHeight: 48, gridColumn: "span 2" }}
        >
          <BackspaceOutlinedIcon />
        </Button>
        {keyButton("clear", t("question.clearAll", "Clear All"))}
      </Box>
    </Box>
  );
}
