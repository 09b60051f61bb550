import type { BlogCategory, BlogPost, BlogSummary, Paged } from "@medhavi/domain";
import { api } from "../../lib/http";

export interface BlogFilters {
  q: string;
  tag: string;
  category: string;
  page: number;
}

export const blogsApi = {
  list: (f: BlogFilters) => {
    const query = new URLSearchParams({ page: String(f.page) });
    if (f.q.trim()) query.set("q", f.q.trim());
    if (f.tag) query.set("tag", f.tag);
    if (f.category) query.set("category", f.category);
    return api.get<Paged<BlogSummary>>(`/blogs?${query}`, { silent: true });
  },
  post: (slug: string) =>
    api.get<{ post: BlogPost; related: BlogSummary[] }>(`/blogs/${encodeURIComponent(slug)}`, {
      silent: true,
    }),
  categories: () => api.get<BlogCategory[]>("/dev/services/getCategories", { silent: true }),
};
