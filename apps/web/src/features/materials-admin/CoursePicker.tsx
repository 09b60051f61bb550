import { buildCourseTree, type CourseNode, type CourseTreeNode } from "@medhavi/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/http";
import { ADMIN_COURSES_KEY } from "../subscription/useCourses";

/** Every node of the course tree, depth first, each labelled with its full path. */
function flatten(nodes: readonly CourseTreeNode[], out: CourseTreeNode[] = []): CourseTreeNode[] {
  for (const node of nodes) {
    out.push(node);
    flatten(node.children, out);
  }
  return out;
}

/** Picks any node of the course tree; typing searches the whole path ("jee phys" finds JEE Main > Physics). */
export function CoursePicker({
  value,
  onChange,
  label = "Course",
  error,
  helperText,
  size = "small",
  required = false,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  size?: "small" | "medium";
  required?: boolean;
}) {
  // Same cache entry as the course screen, so an edit there shows here at once.
  const courses = useQuery({
    queryKey: ADMIN_COURSES_KEY,
    queryFn: ({ signal }) => api.get<CourseNode[]>("/courses", { signal }),
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => flatten(buildCourseTree(courses.data ?? [])), [courses.data]);
  const selected = options.find((node) => node.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={courses.isPending}
      onChange={(_, node) => onChange(node?.id ?? null)}
      getOptionLabel={(node) => node.path}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all, state) => {
        const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return all.filter((node) => words.every((word) => node.path.toLowerCase().includes(word)));
      }}
      renderOption={(props, node) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} style={{ paddingLeft: 16 + node.depth * 12 }}>
            {node.path}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={size}
          required={required}
          error={Boolean(error)}
          helperText={helperText}
        />
      )}
    />
  );
}
