import Box from "@mui/material/Box";
import { useEffect, useState } from "react";
import { articleSx } from "../../lib/rich-text/articleSx";

/**
 * A post's body for readers. The HTML comes from our API, which sanitised it with the article profile on
 * every write (`sanitizeArticle` on the server), so it shows at once without a sanitiser in this chunk.
 * Only when the article has formulas does KaTeX load (with DOMPurify, `lib/rich-text/render`), sanitise
 * again and typeset them: a post without maths ships neither.
 */
export function ArticleBody({ html }: { html: string }) {
  const [typeset, setTypeset] = useState<string | null>(null);
  useEffect(() => {
    setTypeset(null);
    if (!html.includes("$")) return;
    let live = true;
    void import("../../lib/rich-text/render").then(({ renderArticleHtml }) => {
      if (live) setTypeset(renderArticleHtml(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  return (
    <Box
      sx={articleSx}
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on every write (and by DOMPurify when formulas are typeset)
      dangerouslySetInnerHTML={{ __html: typeset ?? html }}
    />
  );
}
