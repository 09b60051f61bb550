import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import RadioButtonCheckedIcon from "@mui/icons-material/RadioButtonChecked";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactElement } from "react";
import { useT } from "../../../lib/i18n/useT";
import { RichText } from "../../../lib/RichText";

type Mark = "chosen-correct" | "chosen-wrong" | "missed" | "chosen" | "none";

const MARK: Record<
  Exclude<Mark, "none">,
  { tag: string; color: "success" | "error" | "primary"; icon: ReactElement }
> = {
  "chosen-correct": {
    tag: "Your answer · Correct",
    color: "success",
    icon: <CheckCircleIcon fontSize="small" />,
  },
  "chosen-wrong": { tag: "Your answer · Wrong", color: "error", icon: <CancelIcon fontSize="small" /> },
  missed: { tag: "Correct answer", color: "success", icon: <CheckCircleOutlineIcon fontSize="small" /> },
  chosen: { tag: "Your answer", color: "primary", icon: <RadioButtonCheckedIcon fontSize="small" /> },
};

/** How one option is marked; with answers hidden only the student's own choice is known. */
export function optionMark(
  key: string,
  selected: readonly string[],
  correct: readonly string[] | null,
): Mark {
  const chose = selected.includes(key);
  if (correct === null) return chose ? "chosen" : "none";
  const right = correct.includes(key);
  if (chose) return right ? "chosen-correct" : "chosen-wrong";
  return right ? "missed" : "none";
}

/**
 * The options with the student's choice and the correct ones marked by border colour, an icon and a
 * text tag. `correct` is null when the exam hides its answers.
 */
export function OptionList({
  options,
  selected,
  correct,
}: {
  options: ReadonlyArray<{ key: string; text: string }>;
  selected: readonly string[];
  correct: readonly string[] | null;
}) {
  const { t } = useT();
  return (
    <Box
      component="ul"
      aria-label={t("review.options", "Options")}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
    >
      {options.map((option) => {
        const mark = optionMark(option.key, selected, correct);
        const look = mark === "none" ? null : MARK[mark];
        const colour = look ? look.color : null;
        return (
          <Box
            component="li"
            key={option.key}
            data-mark={mark}
            sx={{
              display: "flex",
              flexWrap: "wrap",
              columnGap: 1.5,
              rowGap: 0.5,
              alignItems: "flex-start",
              px: 1.5,
              py: 1,
              border: colour ? 2 : 1,
              borderColor: colour ? `${colour}.main` : "divider",
              borderRadius: 2,
              bgcolor: (t) => (colour ? alpha(t.palette[colour].main, 0.07) : t.palette.background.paper),
            }}
          >
            <Box sx={{ display: "flex", gap: 1, flex: "1 1 240px", minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: 700, minWidth: "1.5em" }}>
                {option.key}.
              </Typography>
              <RichText html={option.text} sx={{ flex: 1, minWidth: 0 }} />
            </Box>
            {look && (
              <Box
                component="span"
                sx={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: 0.5,
                  // Dark shades keep small text at AA contrast on the tinted background.
                  color: look.color === "primary" ? "text.primary" : `${look.color}.dark`,
                  fontWeight: 600,
                  fontSize: "0.8125rem",
                  "& svg": { color: `${look.color}.main` },
                }}
              >
                {look.icon}
                {t(`review.tag.${look.tag}`, look.tag)}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
