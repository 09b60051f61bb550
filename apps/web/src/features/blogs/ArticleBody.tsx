import Box from "@mui/material/Box";
import { useEffect, useMemo, useState } from "react";
import { articleSx } from "../../lib/rich-text/articleSx";
import { sanitizeArticle } from "../../lib/rich-text/sanitize";

/**
 * A post's body for readers: the sanitised HTML shows at once; KaTeX (and its CSS) loads only when the
 * article has formulas, then typesets them, so a post without maths ships no KaTeX at all.
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  const [typeset, setTypeset] = useState<string | null>(null);
  useEffect(() => {
    setTypeset(null);
    if (!clean.includes("$")) return;
    let live = true;
    void import("../../lib/rich-text/render").then(({ renderArticleHtml }) => {
      if (live) setTypeset(renderArticleHtml(html));
    });
    return () => {
      live = false;
    };
  }, [clean, html]);
  return (
    <Box
      sx={articleSx}
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (and by the server); KaTeX output is generated markup
      dangerouslySetInnerHTML={{ __html: typeset ?? clean }}
    />
  );
}
