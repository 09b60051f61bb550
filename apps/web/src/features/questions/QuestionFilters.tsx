import { DIFFICULTIES, QUESTION_KINDS } from "@medhavi/domain";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { CoursePicker } from "../../lib/CoursePicker";
import { OptionalSelect } from "../../lib/FilterFields";
import { SearchField } from "../../lib/SearchField";
import { useCourses, useFacets } from "./api";
import type { QuestionFilter } from "./types";

interface Props {
  filter: QuestionFilter;
  onChange: (filter: QuestionFilter) => void;
  /** Show the course filter (the bank page; the exam picker leaves it out). */
  course?: boolean;
}

const selectSx = { minWidth: 140, flex: { xs: "1 1 45%", md: "0 0 auto" } };

/** Search box and filters of the question bank (subject and topic from the facets). */
export function QuestionFilters({ filter, onChange, course = false }: Props) {
  const facets = useFacets();
  const courses = useCourses();
  const [q, setQ] = useState(filter.q);

  // Search as the author types, once they pause.
  useEffect(() => {
    if (q === filter.q) return;
    const timer = setTimeout(() => onChange({ ...filter, q }), 300);
    return () => clearTimeout(timer);
  }, [q, filter, onChange]);

  const topics = [
    ...new Set(
      (facets.data?.topics ?? [])
        .filter((t) => filter.subject === "" || t.subject === filter.subject)
        .map((t) => t.topic),
    ),
  ];
  const select = (
    key: keyof QuestionFilter,
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <OptionalSelect
      label={label}
      value={filter[key]}
      onChange={(value) => {
        const next = { ...filter, [key]: value };
        if (key === "subject") next.topic = "";
        onChange(next);
      }}
      options={options}
      anyLabel="All"
      sx={selectSx}
    />
  );

  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5 }}>
      <SearchField
        label="Search"
        placeholder="Words in the question or options"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ flex: { xs: "1 1 100%", md: "1 1 240px" } }}
      />
      {select(
        "subject",
        "Subject",
        (facets.data?.subjects ?? []).map((s) => ({ value: s, label: s })),
      )}
      {select(
        "topic",
        "Topic",
        topics.map((t) => ({ value: t, label: t })),
      )}
      {select(
        "kind",
        "Kind",
        QUESTION_KINDS.map((k) => ({ value: String(k.id), label: k.label })),
      )}
      {select(
        "difficulty",
        "Difficulty",
        DIFFICULTIES.map((d) => ({ value: String(d.id), label: d.label })),
      )}
      {course && (
        <CoursePicker
          courses={courses.data ?? []}
          value={filter.course_id ? Number(filter.course_id) : null}
          onChange={(id) => onChange({ ...filter, course_id: id ? String(id) : "" })}
        />
      )}
    </Stack>
  );
}
