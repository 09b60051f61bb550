import type { BlogPost, BlogSummary, Paged } from "@medhavi/domain";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import { renderAt } from "../../test/render";
import BlogPostPage from "./BlogPostPage";
import BlogsPage from "./BlogsPage";

const user = userEvent.setup({ delay: null });

function summary(id: number, title: string, over: Partial<BlogSummary> = {}): BlogSummary {
  return {
    id,
    slug: `post-${id}`,
    title,
    excerpt: `About ${title}`,
    cover_image: null,
    category: { id: 1, name: "Exam Notices", slug: "exam-notices" },
    tags: ["jee main"],
    author_name: "Editorial Team",
    published_at: "2026-11-20T04:30:00.000Z",
    reading_minutes: 3,
    ...over,
  };
}

const POST: BlogPost = {
  ...summary(7, "Kinematics formulas"),
  body: '<h2>Equations</h2><p>Velocity $v = u + at$</p><script>alert(1)</script><p onclick="x()">End</p>',
  seo_title: "",
  seo_description: "",
};

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

describe("/blogs/:slug", () => {
  const at = (slug: string) =>
    renderAt(<div />, `/blogs/${slug}`, [{ path: "/blogs/:slug", element: <BlogPostPage /> }]);

  it("shows the post with its formula typeset, share buttons and related posts", async () => {
    const get = vi
      .spyOn(api, "get")
      .mockResolvedValue({ post: POST, related: [summary(8, "Projectile motion")] });
    const { container } = at("post-7");
    expect(await screen.findByRole("heading", { level: 1, name: "Kinematics formulas" })).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/blogs/post-7", { silent: true });
    expect(screen.getAllByText(/3 min read/).length).toBeGreaterThan(0);
    await waitFor(() => expect(container.querySelector(".article-body .katex")).not.toBeNull());
    expect(container.innerHTML).not.toContain("<script");
    expect(container.innerHTML).not.toContain("onclick");
    const whatsapp = screen.getAllByRole("link", { name: "Share on WhatsApp" })[0];
    expect(whatsapp?.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=Kinematics%20formulas%20/);
    expect(screen.getByRole("heading", { name: "Related posts" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Projectile motion/ }).getAttribute("href")).toBe(
      "/blogs/post-8",
    );
    expect(screen.getByRole("link", { name: "#jee main" }).getAttribute("href")).toBe(
      "/blogs?tag=jee%20main",
    );
  });

  it("shows the page's own text in Hindi, the post as written", async () => {
    vi.spyOn(api, "get").mockResolvedValue({
      post: POST,
      related: [summary(8, "Projectile motion", { category: null })],
    });
    at("post-7");
    await screen.findByRole("heading", { level: 1, name: "Kinematics formulas" });
    expect(screen.getByRole("link", { name: "← All posts" })).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 1, name: "Kinematics formulas" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "← सभी लेख" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "WhatsApp पर शेयर करें" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "लिंक कॉपी करें" })).toHaveLength(2);
    expect(screen.getByText("काम का लगा? इसे अपने साथ तैयारी कर रहे किसी दोस्त से शेयर करें।")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "संबंधित लेख" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "टैग" })).toBeTruthy();
    expect(screen.getByText("Medhavi ब्लॉग")).toBeTruthy();
    expect(screen.getAllByText(/3 मिनट में पढ़ें/).length).toBeGreaterThan(0);
  });

  it("copies the link", async () => {
    vi.spyOn(api, "get").mockResolvedValue({ post: POST, related: [] });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    at("post-7");
    await user.click((await screen.findAllByRole("button", { name: "Copy link" }))[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("/blogs/post-7"));
  });

  it("an unknown or unpublished slug is the not-found page", async () => {
    vi.spyOn(api, "get").mockRejectedValue(
      new ApiError("This post does not exist or is not published yet.", 404),
    );
    at("nope");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});

describe("/blogs", () => {
  it("lists posts and filters by category through the URL", async () => {
    const get = vi.spyOn(api, "get").mockImplementation(async (path: string) => {
      if (path.startsWith("/dev/services/getCategories"))
        return [{ id: 1, name: "Exam Notices", slug: "exam-notices", posts: 1 }];
      const page: Paged<BlogSummary> = {
        items: path.includes("category=exam-notices")
          ? [summary(1, "Admit card out")]
          : [summary(1, "Admit card out"), summary(2, "Study plan")],
        total: 2,
        page: 1,
        pageSize: 9,
      };
      return page;
    });
    renderAt(<BlogsPage />, "/blogs");
    expect(await screen.findByRole("heading", { name: "Study plan" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Exam Notices" }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith("/blogs?page=1&category=exam-notices", { silent: true }),
    );
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Study plan" })).toBeNull());
  });

  it("says so when nothing matches", async () => {
    vi.spyOn(api, "get").mockImplementation(async (path: string) =>
      path.startsWith("/dev/") ? [] : { items: [], total: 0, page: 1, pageSize: 9 },
    );
    renderAt(<BlogsPage />, "/blogs?q=zzz");
    expect(await screen.findByText("No post matches")).toBeTruthy();
  });
});
