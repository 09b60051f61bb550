import Box, { type BoxProps } from "@mui/material/Box";
import { memo } from "react";
import "katex/dist/katex.min.css";

export type HtmlBoxProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & {
  /** Safe HTML: sanitised, formulas already typeset. */
  html: string;
  /** Clip to this many lines (lists). */
  lines?: number;
};

/**
 * Rich text (questions, options, solutions, instructions) in the academy's reading style, with KaTeX's
 * stylesheet for typeset formulas. Takes HTML that is already safe: `RichText` makes it so in the browser;
 * the test paper and exam instructions come that way from the server (`PaperHtml`).
 */
export const HtmlBox = memo(function HtmlBox({ html, lines, sx, ...rest }: HtmlBoxProps) {
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
      sx={[
        {
          overflowWrap: "anywhere",
          "& p": { my: 0.5 },
          "& p:first-of-type": { mt: 0 },
          "& p:last-of-type": { mb: 0 },
          "& img": { maxWidth: "100%", height: "auto" },
          "& .katex-display": { my: 1, overflowX: "auto", overflowY: "hidden" },
        },
        clip,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass safe HTML (see HtmlBoxProps.html)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
