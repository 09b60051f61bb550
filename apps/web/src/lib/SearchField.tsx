import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import { OutlinedField, type OutlinedFieldProps } from "./OutlinedField";

/**
 * A small search box with a magnifier, for the filter rows of lists (`type` "search" unless given). Built on
 * OutlinedField, not TextField, so that a list without selects (the forum's) does not load MUI's Select.
 */
export function SearchField(props: Omit<OutlinedFieldProps, "size">) {
  return (
    <OutlinedField
      type="search"
      {...props}
      size="small"
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
}
