import TextField, { type TextFieldProps } from "@mui/material/TextField";

/** The 6-digit code an authenticator app shows: digits only, offered by the phone's keyboard and autofill. */
export function CodeField(props: Omit<TextFieldProps, "onChange"> & { onChange: (value: string) => void }) {
  const { onChange, ...rest } = props;
  return (
    <TextField
      label="6-digit code"
      autoComplete="one-time-code"
      fullWidth
      {...rest}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 } }}
    />
  );
}
