import TextField from "@mui/material/TextField";

/** The body of a page. Until the shared rich-text editor lands this is the HTML itself. */
export function PageBodyEditor({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string;
  helperText: string;
}) {
  return (
    <TextField
      label={`${label} (HTML)`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={10}
      error={Boolean(error)}
      helperText={error || helperText}
      slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: "monospace" } } }}
    />
  );
}
