import Box, { type BoxProps } from "@mui/material/Box";
import { memo, useMemo } from "react";
import { articleSx } from "./articleSx";
import { renderArticleHtml } from "./render";

export type RichTextViewProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & { html: string };

/** Article HTML (blogs, pages) the way readers see it: sanitised, formulas typeset by KaTeX, reading typography. */
export const RichTextView = memo(function RichTextView({ html, sx, ...rest }: RichTextViewProps) {
  const rendered = useMemo(() => renderArticleHtml(html), [html]);
  return (
    <Box
      {...rest}
      sx={[articleSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify; KaTeX output is generated markup
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
});

export default RichTextView;
