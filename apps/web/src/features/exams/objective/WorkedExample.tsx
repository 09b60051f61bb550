import { ANSWER_TYPE, gradeAnswer } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { RichText } from "../../../lib/RichText";
import { signedMarks } from "../format";
import { OptionList } from "../review/OptionList";
import { OutcomeChip } from "../review/outcomes";
import { loadSamples, SAMPLE_KIND, SAMPLE_MARKING, type SampleItem } from "./sampleQuestions";

function Choices({
  item,
  selected,
  onChange,
}: {
  item: SampleItem;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useT();
  const multi = item.answer_type === ANSWER_TYPE.MULTI;
  const toggle = (key: string, checked: boolean) =>
    onChange(multi ? (checked ? [...selected, key] : selected.filter((k) => k !== key)) : [key]);
  return (
    <Stack spacing={0.75} role={multi ? "group" : "radiogroup"} aria-label={t("review.options", "Options")}>
      {item.options.map((option) => {
        const checked = selected.includes(option.key);
        const Control = multi ? Checkbox : Radio;
        return (
          <FormControlLabel
            key={option.key}
            sx={{
              alignItems: "flex-start",
              mx: 0,
              px: 1,
              border: 1,
              borderColor: checked ? "primary.main" : "divider",
              borderRadius: 2,
            }}
            control={
              <Control
                size="small"
                checked={checked}
                onChange={(e) => toggle(option.key, e.target.checked)}
              />
            }
            label={
              <Box sx={{ display: "flex", gap: 1, pt: 0.9 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {option.key}.
                </Typography>
                <RichText html={option.text} />
              </Box>
            }
          />
        );
      })}
    </Stack>
  );
}

function SampleCard({ item, number }: { item: SampleItem; number: number }) {
  const { t } = useT();
  const [selected, setSelected] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const multi = item.answer_type === ANSWER_TYPE.MULTI;
  const graded = gradeAnswer(
    { kind: SAMPLE_KIND, answer_type: item.answer_type, correct: item.correct },
    SAMPLE_MARKING,
    { selected },
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`sample-${item.id}`}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography
          id={`sample-${item.id}`}
          variant="h3"
          sx={{ fontSize: "1.0625rem", color: "secondary.dark" }}
        >
          {t("question.number", "Question {{n}}", { n: number })}
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, ml: 1 }}>
            {t(`subject.${item.subject}`, item.subject)}
          </Typography>
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={multi ? t("question.multi", "One or more correct") : t("review.oneCorrect", "One correct")}
        />
      </Stack>
      <RichText html={item.text} sx={{ fontSize: "1rem", lineHeight: 1.6, mb: 1.5 }} />
      {checked ? (
        <>
          <OptionList options={item.options} selected={selected} correct={item.correct} />
          <Stack direction="row" sx={{ alignItems: "center", gap: 1, mt: 1.5, flexWrap: "wrap" }}>
            <OutcomeChip outcome={graded.outcome} />
            <Chip size="small" label={signedMarks(graded.score ?? 0)} sx={{ fontWeight: 700 }} />
            <Button
              size="small"
              color="secondary"
              onClick={() => {
                setSelected([]);
                setChecked(false);
              }}
            >
              {t("objective.tryAgain", "Try again")}
            </Button>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("review.solution", "Solution")}
          </Typography>
          <RichText html={item.solution} />
        </>
      ) : (
        <>
          <Choices item={item} selected={selected} onChange={setSelected} />
          <Button variant="contained" sx={{ mt: 1.5 }} onClick={() => setChecked(true)}>
            {selected.length === 0
              ? t("objective.skip", "Skip and see the answer")
              : t("objective.check", "Check answer")}
          </Button>
        </>
      )}
    </Paper>
  );
}

/** Sample questions to answer and check, marked as a real test would be. */
export function WorkedExample() {
  const { t } = useT();
  const query = useQuery({
    queryKey: ["static", "objective-samples"],
    queryFn: loadSamples,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isPending) {
    return (
      <LoadingSkeletons
        label={t("objective.loading", "Loading the example")}
        count={2}
        height={260}
        spacing={2}
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t("objective.loadError", "The sample questions could not be loaded.")}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {query.data.map((item, index) => (
        <SampleCard key={item.id} item={item} number={index + 1} />
      ))}
    </Stack>
  );
}
