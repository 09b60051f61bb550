import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import InputAdornment from "@mui/material/InputAdornment";
import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { type BlogFilters, blogsApi } from "./api";
import { PostCard } from "./PostCard";

const GRID = {
  display: "grid",
  gap: 3,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
};

/** /blogs: published posts, newest first, filtered by category, tag or search; the filters live in the URL. */
export default function BlogsPage() {
  const { t } = useT();
  usePageTitle(t("nav.Blogs", "Blogs"));
  const [params, setParams] = useSearchParams();
  const filters: BlogFilters = {
    q: params.get("q") ?? "",
    tag: params.get("tag") ?? "",
    category: params.get("category") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(params.get("q") ?? ""), [params]);

  const update = (patch: Partial<BlogFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.q) out.set("q", next.q);
    if (next.category) out.set("category", next.category);
    if (next.tag) out.set("tag", next.tag);
    if (next.page > 1) out.set("page", String(next.page));
    setParams(out);
  };

  const list = useQuery({
    queryKey: ["blogs", filters],
    queryFn: () => blogsApi.list(filters),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: ["blog-categories"],
    queryFn: blogsApi.categories,
    staleTime: 60_000,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const filtered = Boolean(filters.q || filters.tag || filters.category);

  return (
    <>
      <PageHero
        eyebrow="Blogs"
        title={t("nav.Blogs", "Blogs")}
        lead={t(
          "blogs.lead",
          "Exam notices, preparation guides and study tips for JEE, NEET and study-abroad aspirants, written by our teachers and mentors.",
        )}
      >
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: search.trim() });
          }}
          sx={{ mt: 3, maxWidth: 520 }}
        >
          <TextField
            fullWidth
            size="small"
            type="search"
            label={t("blogs.search", "Search the blog")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ bgcolor: "background.paper" }}
            slotProps={{
              htmlInput: { maxLength: 200 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minHeight: "100vh" }}>
        <Stack
          direction="row"
          sx={{ flexWrap: "wrap", gap: 1, mb: 3 }}
          aria-label={t("blogs.categories", "Categories")}
        >
          <Chip
            label={t("blogs.all", "All")}
            color={!filters.category ? "primary" : "default"}
            variant={!filters.category ? "filled" : "outlined"}
            onClick={() => update({ category: "" })}
          />
          {(categories.data ?? []).map((c) => (
            <Chip
              key={c.id}
              label={c.name}
              color={filters.category === c.slug ? "primary" : "default"}
              variant={filters.category === c.slug ? "filled" : "outlined"}
              onClick={() => update({ category: c.slug })}
            />
          ))}
          {filters.tag ? (
            <Chip
              label={`#${filters.tag}`}
              color="secondary"
              onDelete={() => update({ tag: "" })}
              aria-label={`Tag ${filters.tag}, remove`}
            />
          ) : null}
        </Stack>
        {filters.q ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Results for “{filters.q}”{list.data ? ` · ${list.data.total} found` : ""}
          </Typography>
        ) : null}
        {list.isPending ? (
          <LoadingSkeletons label={t("blogs.loading", "Loading posts")} height={320} count={6} grid={GRID} />
        ) : list.isError ? (
          <LoadError
            message={t(
              "blogs.loadError",
              "The posts could not be loaded. Check your connection and try again.",
            )}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <Box sx={{ py: 6, textAlign: "center" }}>
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              {filtered ? t("blogs.noMatch", "No post matches") : t("blogs.none", "No posts yet")}
            </Typography>
            <Typography color="text.secondary">
              {filtered
                ? t("blogs.tryAnother", "Try another word or clear the filters.")
                : t("blogs.soon", "Our first articles are on their way. Check back soon.")}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ ...GRID, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {list.data.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        )}
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 4, display: "flex", justifyContent: "center" }}
            count={pages}
            page={filters.page}
            onChange={(_, page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: "center" }}>
          <a href="/blogs/rss.xml">{t("blogs.rss", "RSS feed")}</a>
        </Typography>
      </Container>
    </>
  );
}
