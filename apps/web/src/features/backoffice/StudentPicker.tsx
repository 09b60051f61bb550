import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/http";
import { fullName, type Paged, type UserRow } from "./types";

/** GET /getUserList for the picker: students only, the first ten matches of name, email or mobile. */
export const studentSearchPath = (q: string) =>
  `/getUserList?${new URLSearchParams({ page: "1", pageSize: "10", role: "student", q }).toString()}`;

const describe = (u: UserRow) => [u.email, u.mobileNumber].filter(Boolean).join(" · ");

/** Finds one student by name, email or mobile (staff rarely know a user id); shows all three to tell namesakes apart. */
export function StudentPicker({
  value,
  onChange,
}: {
  value: UserRow | null;
  onChange: (student: UserRow | null) => void;
}) {
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useQuery({
    queryKey: ["admin", "student-picker", q],
    queryFn: () => api.get<Paged<UserRow>>(studentSearchPath(q), { silent: true }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options = q.length >= 2 ? (search.data?.items ?? []) : [];
  return (
    <Autocomplete
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={value && !options.some((o) => o.userid === value.userid) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(u) => `${fullName(u)} (${describe(u)})`}
      isOptionEqualToValue={(a, b) => a.userid === b.userid}
      loading={search.isFetching}
      noOptionsText={q.length < 2 ? "Type at least 2 characters" : "No student matches"}
      renderOption={({ key, ...props }, u) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{fullName(u)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {describe(u)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Student" helperText="Search by name, email or mobile number" />
      )}
    />
  );
}
