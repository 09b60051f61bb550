import { buildCourseTree, type CourseNode, type CourseTreeNode } from "@medhavi/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";

function flatten(nodes: readonly CourseTreeNode[], out: CourseTreeNode[] = []): CourseTreeNode[] {
  for (const node of nodes) {
    out.push(node);
    flatten(node.children, out);
  }
  return out;
}

/** What a picker needs of a course; the admin and the public lists both fit. */
export type PickerCourse = Pick<CourseNode, "id" | "parent" | "name"> & Partial<CourseNode>;

/** Every course in tree order, each with its path ("NEET > NEET UG > Complete Course"). */
export function coursePaths(courses: readonly PickerCourse[]): CourseTreeNode[] {
  return flatten(
    buildCourseTree(
      courses.map((c) => ({ type: "", for_subscription: false, fee: null, quarterly_fee: null, ...c })),
    ),
  );
}

interface CoursePickerProps {
  courses: readonly PickerCourse[];
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  /** Only courses students can subscribe to (plan grants). */
  subscribableOnly?: boolean;
  helperText?: string;
  error?: boolean;
  size?: "small" | "medium";
}

/**
 * A course chosen by its place in the tree: options show the whole path, indented by depth, and typing
 * searches the paths, so "Olympiad" finds every course under it instead of ~40 bare names.
 */
export function CoursePicker({
  courses,
  value,
  onChange,
  label = "Course",
  subscribableOnly = false,
  helperText,
  error,
  size = "small",
}: CoursePickerProps) {
  const options = useMemo(
    () => coursePaths(courses).filter((c) => !subscribableOnly || c.for_subscription),
    [courses, subscribableOnly],
  );
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      size={size}
      options={options}
      value={selected}
      onChange={(_e, next) => onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.path}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} style={{ paddingLeft: 16 + o.depth * 16 }}>
            {o.name}
          </li>
        );
      }}
      filterOptions={(opts, state) => {
        const q = state.inputValue.trim().toLowerCase();
        return q ? opts.filter((o) => o.path.toLowerCase().includes(q)) : opts;
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} sx={{ minWidth: 220 }} />
      )}
    />
  );
}
