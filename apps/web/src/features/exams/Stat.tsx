import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** A labelled figure in a `dl` (instructions, results): label, value, an optional note under it. */
export function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: "1.25rem" }}>
        {value}
        {detail && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
            {detail}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}
