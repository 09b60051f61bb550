import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { useId } from "react";

interface NativeFilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The label of the empty choice ("" means no filter). */
  anyLabel: string;
  sx?: SxProps<Theme>;
}

/**
 * A small filter select on the browser's own list (a phone's picker), outlined like the other fields. For
 * students' lists: MUI's `Select` brings its menu, popover and modal along (20 KiB gzip).
 */
export function NativeFilterSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
  sx,
}: NativeFilterSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
