import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

interface OptionalSelectProps extends Omit<TextFieldProps, "select" | "size" | "onChange" | "children"> {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The label of the empty choice ("" means no filter). */
  anyLabel?: string;
}

/** A small select whose first choice, "", means "no filter". */
export function OptionalSelect({
  value,
  onChange,
  options,
  anyLabel = "Any",
  ...props
}: OptionalSelectProps) {
  return (
    <TextField {...props} select size="small" value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">
        <em>{anyLabel}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "From" and "To" date boxes (yyyy-mm-dd, "" for open-ended) for the filter rows of lists. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const field = (label: string, value: string, key: "from" | "to") => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      {field("From", from, "from")}
      {field("To", to, "to")}
    </>
  );
}
