import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RichTextEditor, safeLinkHref } from "./RichTextEditor";
import { RichTextView } from "./RichTextView";
import { renderArticleHtml } from "./render";
import { youtubeEmbedUrl } from "./youtube";

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as Array<
  Record<string, unknown>
>) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;

function lastHtml(onChange: ReturnType<typeof vi.fn>): string {
  return String(onChange.mock.calls.at(-1)?.[0] ?? "");
}

describe("RichTextEditor", () => {
  it("shows the stored HTML in the writing area", () => {
    render(<RichTextEditor value="<h2>Exam notice</h2><p>JEE Main session 1</p>" onChange={() => {}} />);
    const canvas = screen.getByRole("textbox", { name: "Body" });
    expect(canvas.querySelector("h2")?.textContent).toBe("Exam notice");
    expect(canvas.textContent).toContain("JEE Main session 1");
  });

  it("inserts a LaTeX formula as $…$ text and previews it with KaTeX", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Energy</p>" onChange={onChange} label="Article" />);
    await user.click(screen.getByRole("button", { name: "Formula" }));
    await user.type(screen.getByRole("textbox", { name: "LaTeX" }), "E = mc^2");
    await user.click(screen.getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(lastHtml(onChange)).toContain("$E = mc^2$"));
  });

  it("embeds YouTube only through the nocookie player and refuses other links", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Watch</p>" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "YouTube video" }));
    await user.type(screen.getByRole("textbox", { name: "YouTube link" }), "https://vimeo.com/123");
    await user.click(screen.getByRole("button", { name: "Embed" }));
    expect(screen.getByText("That is not a YouTube video link.")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "YouTube link" });
    await user.clear(field);
    await user.type(field, "https://youtu.be/dQw4w9WgXcQ");
    await user.click(screen.getByRole("button", { name: "Embed" }));
    await waitFor(() =>
      expect(lastHtml(onChange)).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"'),
    );
  });

  it("uploads an image through uploadImage and inserts its URL", async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async () => "/uploads/figure-1.png");
    render(<RichTextEditor value="<p>Figure</p>" onChange={onChange} uploadImage={uploadImage} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "circuit.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Body image file"), { target: { files: [file] } });
    await waitFor(() => expect(lastHtml(onChange)).toContain('src="/uploads/figure-1.png"'));
    expect(uploadImage).toHaveBeenCalledWith(file);
  });

  it("shows the upload's error message when the server refuses the image", async () => {
    const uploadImage = vi.fn(async () => {
      throw new Error("Images can be at most 2 MB.");
    });
    render(<RichTextEditor value="" onChange={() => {}} uploadImage={uploadImage} />);
    const file = new File(["x"], "big.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Body image file"), { target: { files: [file] } });
    expect((await screen.findByRole("alert")).textContent).toContain("at most 2 MB");
  });

  it("refuses javascript: links", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Read</p>" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Link" }));
    await user.type(screen.getByRole("textbox", { name: "Web address" }), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText(/Use a web address starting with https/)).toBeTruthy();
    expect(onChange.mock.calls.some(([html]) => String(html).includes("javascript:"))).toBe(false);
  });

  it("Preview shows the body as readers see it", async () => {
    const user = userEvent.setup();
    render(<RichTextEditor value="<p>Area $\\pi r^2$</p>" onChange={() => {}} />);
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Body preview" });
    expect(preview.querySelector(".katex")).not.toBeNull();
  });

  it("takes a new value from outside without calling onChange", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>Draft one</p>" onChange={onChange} />);
    rerender(<RichTextEditor value="<p>Draft two</p>" onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Body" }).textContent).toBe("Draft two"));
    expect(onChange.mock.calls).toEqual([]);
  });
});

describe("RichTextView and helpers", () => {
  it("typesets formulas and strips script, handlers, javascript: links and foreign iframes", () => {
    const html = renderArticleHtml(
      '<p onclick="x()">Force $F = ma$</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
        '<iframe src="https://evil.example/embed"></iframe>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(html).toContain("katex");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("evil.example");
    expect(html).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("renders sanitised HTML", () => {
    const { container } = render(<RichTextView html="<h2>Notes</h2><p>$$a^2+b^2=c^2$$</p>" />);
    expect(container.querySelector("h2")?.textContent).toBe("Notes");
    expect(container.querySelector(".katex-display")).not.toBeNull();
  });

  it("turns YouTube links into nocookie embed URLs", () => {
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(youtubeEmbedUrl("https://youtube.com/shorts/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(youtubeEmbedUrl("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeEmbedUrl("javascript:alert(1)")).toBeNull();
  });

  it("accepts only https, http, mailto and site links", () => {
    expect(safeLinkHref("medhavi.academy/blogs")).toBe("https://medhavi.academy/blogs");
    expect(safeLinkHref("/blogs/jee")).toBe("/blogs/jee");
    expect(safeLinkHref("mailto:help@medhavi.academy")).toBe("mailto:help@medhavi.academy");
    expect(safeLinkHref("javascript:alert(1)")).toBeNull();
    expect(safeLinkHref("data:text/html,hi")).toBeNull();
  });
});
