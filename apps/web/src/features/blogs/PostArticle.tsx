import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";
import { ArticleBody } from "./ArticleBody";
import { formatPostDate, readingLabel } from "./format";

export interface ArticleData {
  title: string;
  body: string;
  cover_image: string | null;
  category: { name: string; slug: string } | null;
  tags: string[];
  author_name: string;
  published_at: string | null;
  reading_minutes: number;
}

/** A post as readers see it; the back office's Preview shows the same component. */
export function PostArticle({
  post,
  actions,
  linkTags = true,
}: {
  post: ArticleData;
  actions?: ReactNode;
  linkTags?: boolean;
}) {
  const { t } = useT();
  const meta = [
    post.author_name,
    formatPostDate(post.published_at),
    readingLabel(post.reading_minutes),
  ].filter(Boolean);
  return (
    <Box component="article">
      {post.category ? (
        <Typography
          component={linkTags ? RouterLink : "span"}
          to={`/blogs?category=${encodeURIComponent(post.category.slug)}`}
          variant="overline"
          sx={{ color: BRAND_COLORS.goldText, fontWeight: 700, textDecoration: "none" }}
        >
          {post.category.name}
        </Typography>
      ) : null}
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: "1.75rem", md: "2.5rem" }, lineHeight: 1.2, mt: 0.5, mb: 1.5 }}
      >
        {post.title}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {meta.join(" · ")}
      </Typography>
      {actions}
      {post.cover_image ? (
        <Box
          component="img"
          src={post.cover_image}
          alt=""
          sx={{ width: "100%", maxHeight: 420, objectFit: "cover", borderRadius: 2, my: 2, display: "block" }}
        />
      ) : null}
      <ArticleBody html={post.body} />
      {post.tags.length > 0 ? (
        <Box
          component="ul"
          aria-label={t("blogPost.tags", "Tags")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 4, p: 0, listStyle: "none" }}
        >
          {post.tags.map((tag) => (
            <Box component="li" key={tag}>
              <Box
                component={linkTags ? RouterLink : "span"}
                to={`/blogs?tag=${encodeURIComponent(tag)}`}
                sx={{
                  display: "inline-block",
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 4,
                  bgcolor: "action.hover",
                  color: "text.primary",
                  fontSize: "0.875rem",
                  textDecoration: "none",
                  "&:hover": { bgcolor: "action.selected" },
                }}
              >
                #{tag}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
