import { BRAND } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { saveFile } from "../../../lib/staffFiles";
import { toastSuccess } from "../../../lib/toast";

/** Recovery codes, shown once: each signs in once when the authenticator is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${BRAND.name} recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toastSuccess("Recovery codes copied.");
  };
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe now: they are shown only once. Each one signs you in once if
        your phone is lost.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: "none",
          display: "grid",
          gridTemplateColumns: "repeat(2, 1fr)",
          gap: 1,
          fontFamily: "monospace",
          fontSize: "1rem",
          bgcolor: "action.hover",
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() => saveFile("recovery-codes.txt", [text], "text/plain;charset=utf-8")}
        >
          Download
        </Button>
        <Button variant="outlined" onClick={() => void copy().catch(() => undefined)}>
          Copy
        </Button>
      </Stack>
    </Stack>
  );
}
