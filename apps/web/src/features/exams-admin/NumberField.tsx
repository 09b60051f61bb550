import TextField from "@mui/material/TextField";

/**
 * A small number box of the exam settings: the typed text as it stands (the shared schema judges it),
 * the schema's message in place of the hint when it refuses the value.
 */
export function NumberField({
  label,
  name,
  value,
  onChange,
  error,
  hint = " ",
  disabled,
  required,
  className,
}: {
  label: string;
  /** The accessible name when the short visible label needs context (e.g. which section). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** The schema's message for this field, if any. */
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}) {
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      required={required}
      className={className}
      slotProps={name ? { htmlInput: { "aria-label": name } } : undefined}
    />
  );
}
