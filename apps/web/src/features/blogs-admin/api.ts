import type { BlogCategory, BlogStatus, Paged, StaffBlogPost } from "@medhavi/domain";
import { api } from "../../lib/http";

export type StaffBlogRow = Omit<StaffBlogPost, "body">;

/** The fields the editor sends (autosave sends them all). */
export interface BlogForm {
  title: string;
  slug: string;
  excerpt: string;
  cover_image: string | null;
  body: string;
  tags: string[];
  category_id: number | null;
  author_name: string;
  seo_title: string;
  seo_description: string;
}

export const EMPTY_FORM: BlogForm = {
  title: "",
  slug: "",
  excerpt: "",
  cover_image: null,
  body: "",
  tags: [],
  category_id: null,
  author_name: "",
  seo_title: "",
  seo_description: "",
};

export function formOf(post: StaffBlogPost): BlogForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    cover_image: post.cover_image,
    body: post.body,
    tags: post.tags,
    category_id: post.category?.id ?? null,
    author_name: post.author_name,
    seo_title: post.seo_title,
    seo_description: post.seo_description,
  };
}

/** The staff list's search and status as a query string. */
function listFilters(params: { q: string; status: BlogStatus | "" }): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set("q", params.q.trim());
  if (params.status) query.set("status", params.status);
  return query;
}

export const blogsAdminApi = {
  list: (params: { q: string; status: BlogStatus | ""; page: number; pageSize: number }) =>
    api.get<Paged<StaffBlogRow>>(
      `/adminblogs?${listFilters(params)}&page=${params.page}&pageSize=${params.pageSize}`,
      { silent: true },
    ),
  /** The path of the export of every post the search matches (DataTable's exportPath). */
  exportPath: (params: { q: string; status: BlogStatus | "" }) => `/adminblogs/export?${listFilters(params)}`,
  get: (id: number) => api.get<StaffBlogPost>(`/adminblogs/${id}`, { silent: true }),
  create: (form: BlogForm, silent = false) =>
    api.post<StaffBlogPost>("/adminblogs", { ...form, slug: form.slug || undefined }, { silent }),
  update: (id: number, form: Partial<BlogForm>, silent = false) =>
    api.patch<StaffBlogPost>(`/adminblogs/${id}`, form, { silent }),
  publish: (id: number, at?: number) =>
    api.post<StaffBlogPost>(`/adminblogs/${id}/publish`, at ? { at } : {}),
  unpublish: (id: number) => api.post<StaffBlogPost>(`/adminblogs/${id}/unpublish`),
  remove: (id: number) => api.delete<null>(`/adminblogs/${id}`),
  categories: () => api.get<BlogCategory[]>("/dev/services/getCategories", { silent: true }),
  createCategory: (name: string) => api.post<BlogCategory>("/dev/services/createCategory", { name }),
  /** Uploads a picture to the site's storage; resolves to its public URL. */
  uploadImage: async (file: File) => {
    const body = new FormData();
    body.append("image", file);
    return (await api.post<{ url: string }>("/dev/upload-img-to-s3", body)).url;
  },
};
