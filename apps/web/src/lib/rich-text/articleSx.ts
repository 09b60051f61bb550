import type { Theme } from "@mui/material/styles";
import type { SystemStyleObject } from "@mui/system";
import { BRAND_COLORS } from "../theme";

/** Reading typography shared by the editor's canvas and the reader's view, so both look the same. */
export const articleSx: SystemStyleObject<Theme> = {
  fontSize: { xs: "1rem", md: "1.0625rem" },
  lineHeight: 1.7,
  overflowWrap: "anywhere",
  color: "text.primary",
  "& p": { my: 1.5 },
  "& h2": { typography: "h5", fontWeight: 700, mt: 4, mb: 1.5 },
  "& h3": { typography: "h6", fontWeight: 700, mt: 3, mb: 1 },
  "& h4": { typography: "subtitle1", fontWeight: 700, mt: 2.5, mb: 1 },
  "& ul, & ol": { pl: 3, my: 1.5 },
  "& li > p": { my: 0.5 },
  "& a": { color: BRAND_COLORS.goldText, textDecoration: "underline" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: 1, display: "block", my: 2 },
  "& blockquote": { borderLeft: 4, borderColor: "divider", pl: 2, ml: 0, color: "text.secondary" },
  "& code": {
    fontFamily: "monospace",
    fontSize: "0.9em",
    bgcolor: "action.hover",
    px: 0.5,
    borderRadius: 0.5,
  },
  "& pre": { bgcolor: "action.hover", p: 2, borderRadius: 1, overflowX: "auto" },
  "& pre code": { bgcolor: "transparent", p: 0 },
  "& table": { borderCollapse: "collapse", my: 2, display: "block", overflowX: "auto", maxWidth: "100%" },
  "& th, & td": {
    border: 1,
    borderColor: "divider",
    px: 1.5,
    py: 0.75,
    textAlign: "left",
    verticalAlign: "top",
  },
  "& th": { bgcolor: "action.hover", fontWeight: 600 },
  "& iframe": {
    width: "100%",
    maxWidth: 640,
    aspectRatio: "16 / 9",
    height: "auto",
    border: 0,
    display: "block",
    my: 2,
  },
  "& .katex-display": { my: 2, overflowX: "auto", overflowY: "hidden" },
  "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 3 },
};
