import Box from "@mui/material/Box";
import { BRAND_CONTACT } from "./brandContact";

/** The academy's name and postal address, one line each (inside the caller's Typography). */
export function BrandAddress() {
  return (
    <>
      {BRAND_CONTACT.name}
      {BRAND_CONTACT.addressLines.map((line) => (
        <Box component="span" key={line} sx={{ display: "block" }}>
          {line}
        </Box>
      ))}
    </>
  );
}
