import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { ApiError } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { toast } from "../../lib/toast";
import { usePageTitle } from "../../lib/usePageTitle";
import NotFoundPage from "../content/NotFoundPage";
import { blogsApi } from "./api";
import { PostArticle } from "./PostArticle";
import { PostCard } from "./PostCard";

function ShareButtons({ title }: { title: string }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const url = `${window.location.origin}${pathname}`;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", mb: 1 }}>
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("blogPost.whatsapp", "Share on WhatsApp")}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<ContentCopyIcon />}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            toast("Link copied.", "success");
          } catch {
            toast("Copy the address from the browser's address bar.", "info");
          }
        }}
      >
        {t("blogPost.copyLink", "Copy link")}
      </Button>
    </Stack>
  );
}

/** /blogs/:slug: one published post, share buttons and related posts; unknown or unpublished → 404. */
export default function BlogPostPage() {
  const { t } = useT();
  const { slug = "" } = useParams();
  const query = useQuery({
    queryKey: ["blog", slug],
    queryFn: () => blogsApi.post(slug),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });
  usePageTitle(query.data?.post.seo_title || query.data?.post.title || t("nav.Blogs", "Blogs"));

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    // The page is at least a screen tall while it loads, so the footer does not jump when the post arrives.
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, minHeight: "100vh" }}>
      <Button component={RouterLink} to="/blogs" size="small" color="secondary" sx={{ mb: 2 }}>
        {t("blogPost.allPosts", "← All posts")}
      </Button>
      {query.isPending ? (
        <LoadingSkeletons label={t("blogPost.loading", "Loading post")} height={48} count={8} />
      ) : query.isError ? (
        <LoadError
          message={t(
            "blogPost.loadError",
            "The post could not be loaded. Check your connection and try again.",
          )}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <PostArticle post={query.data.post} actions={<ShareButtons title={query.data.post.title} />} />
          <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: "divider" }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {t("blogPost.shareNudge", "Found this useful? Share it with a friend preparing with you.")}
            </Typography>
            <ShareButtons title={query.data.post.title} />
          </Box>
          {query.data.related.length > 0 ? (
            <Box component="section" aria-labelledby="related-heading" sx={{ mt: 6 }}>
              <Typography id="related-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                {t("blogPost.related", "Related posts")}
              </Typography>
              <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
                {query.data.related.map((post) => (
                  <PostCard key={post.id} post={post} headingLevel="h3" />
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </Container>
  );
}
