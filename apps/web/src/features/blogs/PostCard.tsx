import type { BlogSummary } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";
import { formatPostDate, readingLabel } from "./format";

/** A post in the blog list or under "Related posts". */
export function PostCard({ post, headingLevel = "h2" }: { post: BlogSummary; headingLevel?: "h2" | "h3" }) {
  const { t } = useT();
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardActionArea
        component={RouterLink}
        to={`/blogs/${post.slug}`}
        sx={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        {post.cover_image ? (
          <Box
            component="img"
            src={post.cover_image}
            alt=""
            loading="lazy"
            sx={{ width: "100%", aspectRatio: "1200 / 630", objectFit: "cover" }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              aspectRatio: "1200 / 630",
              background: "linear-gradient(135deg, #FBEFD3 0%, #F3D9A4 100%)",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              color: "secondary.dark",
              fontWeight: 800,
              fontSize: "1.25rem",
              px: 2,
              textAlign: "center",
            }}
          >
            {post.category?.name ?? t("blogs.cardFallback", "Medhavi Blog")}
          </Box>
        )}
        <CardContent sx={{ flex: 1 }}>
          {post.category ? (
            <Typography variant="overline" sx={{ color: BRAND_COLORS.goldText, fontWeight: 700 }}>
              {post.category.name}
            </Typography>
          ) : null}
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {post.excerpt}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatPostDate(post.published_at)} · {readingLabel(post.reading_minutes)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
