import Box, { type BoxProps } from "@mui/material/Box";
import { memo } from "react";
import { hasFormulas, useKatexStylesheet } from "./katexStylesheet";

export type HtmlBoxProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & {
  /** Safe HTML: sanitised, formulas already typeset. */
  html: string;
  /** Clip to this many lines (lists). */
  lines?: number;
};

/**
 * The academy's reading style for rich text (paragraph spacing, images and formulas within the width).
 * Plain CSS (no sx shorthands), so that a `styled` component can nest it too.
 */
export const htmlReadingStyle = {
  overflowWrap: "anywhere",
  "& p": { marginTop: "4px", marginBottom: "4px" },
  "& p:first-of-type": { marginTop: 0 },
  "& p:last-of-type": { marginBottom: 0 },
  "& img": { maxWidth: "100%", height: "auto" },
  "& .katex-display": { marginTop: "8px", marginBottom: "8px", overflowX: "auto", overflowY: "hidden" },
} as const;

/**
 * Rich text (questions, options, solutions, instructions) in the academy's reading style. Takes HTML that
 * is already safe: `RichText` makes it so in the browser; the test paper and exam instructions come that
 * way from the server (`PaperHtml`). Typeset formulas need KaTeX's stylesheet: where it is not on the page
 * yet, it loads, and the box keeps its place unseen until then (lib/katexStylesheet.ts).
 */
export const HtmlBox = memo(function HtmlBox({ html, lines, sx, ...rest }: HtmlBoxProps) {
  const styled = useKatexStylesheet(hasFormulas(html));
  const clip =
    lines === undefined
      ? {}
      : {
          display: "-webkit-box",
          WebkitLineClamp: String(lines),
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
        };
  return (
    <Box
      {...rest}
      sx={[htmlReadingStyle, clip, ...(Array.isArray(sx) ? sx : [sx]), !styled && { visibility: "hidden" }]}
      aria-busy={styled ? undefined : true}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass safe HTML (see HtmlBoxProps.html)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
