import {
  type CourseNode,
  type CourseNodeInput,
  type CourseTreeNode,
  courseNodeInputSchema,
  wouldCreateCycle,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";

/** What the dialog edits: a new node under `parent`, or an existing node. */
export type CourseFormTarget = { mode: "create"; parent: number } | { mode: "edit"; node: CourseNode };

export const FEES_NEEDED = "A course for subscription needs both fees (yearly and half yearly).";

interface FormValues {
  name: string;
  type: string;
  parent: number;
  for_subscription: boolean;
  fee: string;
  quarterly_fee: string;
}

type FieldErrors = Partial<Record<keyof FormValues, string>>;

function initialValues(target: CourseFormTarget): FormValues {
  if (target.mode === "create") {
    return { name: "", type: "", parent: target.parent, for_subscription: false, fee: "", quarterly_fee: "" };
  }
  const { node } = target;
  return {
    name: node.name,
    type: node.type,
    parent: node.parent,
    for_subscription: node.for_subscription,
    fee: node.fee === null ? "" : String(node.fee),
    quarterly_fee: node.quarterly_fee === null ? "" : String(node.quarterly_fee),
  };
}

const feeValue = (text: string): number | null | string => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed; // a non-number fails the schema with its message
};

/** Validates the form with the shared schema; returns the payload or the errors by field. */
export function validateCourseForm(values: FormValues): { input: CourseNodeInput } | { errors: FieldErrors } {
  const parsed = courseNodeInputSchema.safeParse({
    parent: values.parent,
    name: values.name,
    type: values.type,
    for_subscription: values.for_subscription,
    fee: feeValue(values.fee),
    quarterly_fee: feeValue(values.quarterly_fee),
  });
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.for_subscription) {
    if (values.fee.trim() === "" && !errors.fee) errors.fee = FEES_NEEDED;
    if (values.quarterly_fee.trim() === "" && !errors.quarterly_fee) errors.quarterly_fee = FEES_NEEDED;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}

export interface CourseFormDialogProps {
  target: CourseFormTarget | null;
  flat: readonly CourseNode[];
  tree: readonly CourseTreeNode[];
  onClose: () => void;
  /** Saves; rejects with the server's message. */
  onSave: (target: CourseFormTarget, input: CourseNodeInput) => Promise<void>;
}

function flatten(tree: readonly CourseTreeNode[]): CourseTreeNode[] {
  const out: CourseTreeNode[] = [];
  const stack = [...tree].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return out;
}

function CourseForm({
  target,
  flat,
  tree,
  onClose,
  onSave,
}: CourseFormDialogProps & { target: CourseFormTarget }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const selfId = target.mode === "edit" ? target.node.id : null;
  // A node cannot move under itself or its own descendants.
  const parents = flatten(tree).filter((node) => selfId === null || !wouldCreateCycle(flat, selfId, node.id));
  const types = [...new Set(flat.map((node) => node.type))].sort();

  const update = (patch: Partial<FormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) {
      const result = validateCourseForm(next);
      setErrors("errors" in result ? result.errors : {});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const result = validateCourseForm(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    setSaving(true);
    try {
      await onSave(target, result.input);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : "The course could not be saved.");
      setSaving(false);
    }
  };

  const title = target.mode === "create" ? "Add course" : `Edit ${target.node.name}`;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="course-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.25} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label="Name"
            value={values.name}
            onChange={(event) => update({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
            autoFocus
          />
          <Autocomplete
            freeSolo
            options={types}
            inputValue={values.type}
            onInputChange={(_event, type) => update({ type })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Type"
                required
                error={Boolean(errors.type)}
                helperText={errors.type ?? "For example Category, Program, Course or Class"}
              />
            )}
          />
          <TextField
            select
            label="Parent"
            value={values.parent}
            onChange={(event) => update({ parent: Number(event.target.value) })}
            error={Boolean(errors.parent)}
            helperText={
              errors.parent ?? "Choose another parent to move the course (and everything under it)."
            }
          >
            <MenuItem value={0}>Top level (no parent)</MenuItem>
            {parents.map((node) => (
              <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + node.depth * 2 }}>
                {node.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={values.for_subscription}
                onChange={(event) => update({ for_subscription: event.target.checked })}
              />
            }
            label="For subscription (students can buy plans for this course)"
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label="Yearly fee"
              type="number"
              value={values.fee}
              onChange={(event) => update({ fee: event.target.value })}
              error={Boolean(errors.fee)}
              helperText={errors.fee ?? "The Yearly plan's price"}
              fullWidth
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                htmlInput: { min: 0, step: 1, inputMode: "numeric" },
              }}
            />
            <TextField
              label="Half yearly fee"
              type="number"
              value={values.quarterly_fee}
              onChange={(event) => update({ quarterly_fee: event.target.value })}
              error={Boolean(errors.quarterly_fee)}
              helperText={errors.quarterly_fee ?? "The Half Yearly plan's price"}
              fullWidth
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                htmlInput: { min: 0, step: 1, inputMode: "numeric" },
              }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {target.mode === "create" ? "Add course" : "Save"}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Add or edit a course node: name, type, parent (move), for_subscription and both fees. */
export function CourseFormDialog(props: CourseFormDialogProps) {
  const { target, onClose } = props;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby="course-form-title"
      fullWidth
      maxWidth="sm"
    >
      {target && (
        <CourseForm
          key={target.mode === "edit" ? `edit-${target.node.id}` : `add-${target.parent}`}
          {...props}
          target={target}
        />
      )}
    </Dialog>
  );
}
