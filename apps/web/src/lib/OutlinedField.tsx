import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useId } from "react";

export type OutlinedFieldProps = Omit<OutlinedInputProps, "label" | "error" | "fullWidth" | "sx"> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * MUI's outlined text field (label, input, helper text), put together without `TextField`, which imports
 * `Select` for its select mode and with it Menu, Popover and Popper (14 KiB gzip): the test screen uses
 * this one. The helper text describes the input, with any description the caller adds.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  error,
  fullWidth,
  sx,
  inputProps,
  size,
  ...input
}: OutlinedFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = `${inputId}-helper-text`;
  const describedBy = [helperText ? helperId : null, inputProps?.["aria-describedby"]]
    .filter(Boolean)
    .join(" ");
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} error={error} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        size={size}
        {...input}
        inputProps={{ ...inputProps, "aria-describedby": describedBy || undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
