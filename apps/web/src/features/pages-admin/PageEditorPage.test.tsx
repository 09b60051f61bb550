import type { PageRevisionSummary, StaffPage } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { captureToasts, renderWithApp } from "../subscription/testSupport";
import PageEditorPage from "./PageEditorPage";

const PAGE: StaffPage = {
  slug: "enrol",
  path: "/enrol",
  label: "Enrol",
  group: "Admissions",
  title: "Enrol Now",
  seo_title: "",
  description: "Joining takes a few minutes.",
  body: '<h2 id="how-to-enrol">How to enrol</h2><p>Create your account.</p>',
  hindi: null,
  revision: 2,
  updated_at: "2026-11-23T02:00:00.000Z",
  updated_by: "Academy Admin",
};

const REVISIONS: PageRevisionSummary[] = [
  {
    revision: 2,
    title: "Enrol Now",
    note: "",
    author: "Academy Admin",
    created_at: PAGE.updated_at,
    current: true,
  },
  {
    revision: 1,
    title: "Enrol Now",
    note: "Original text",
    author: null,
    created_at: PAGE.updated_at,
    current: false,
  },
];

function mockReads(page: StaffPage = PAGE) {
  return vi.spyOn(api, "get").mockImplementation((path: string) => {
    if (path === "/adminpages/enrol") return Promise.resolve(page) as never;
    if (path === "/adminpages/enrol/revisions") return Promise.resolve(REVISIONS) as never;
    return Promise.reject(new Error(`unexpected ${path}`)) as never;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("PageEditorPage", () => {
  it("saves the edited heading with the revision it started from, and shows a stale save's message", async () => {
    mockReads();
    const put = vi
      .spyOn(api, "put")
      .mockRejectedValue(
        new ApiError(
          "Someone else saved this page after you opened it. Reload to see their version before saving.",
          409,
        ),
      );
    renderWithApp(<PageEditorPage />, "/admin/pages/enrol", [
      { path: "/admin/pages/:slug", element: <PageEditorPage /> },
    ]);
    const form = await screen.findByRole("form", { name: "Edit the page" });
    const save = within(form).getByRole("button", { name: "Save" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const heading = within(form).getByRole("textbox", { name: "Heading" });
    await userEvent.clear(heading);
    await userEvent.type(heading, "Enrol today");
    expect(screen.getByText("Unsaved changes.")).toBeTruthy();
    await userEvent.click(save);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        "/adminpages/enrol",
        expect.objectContaining({ title: "Enrol today", base_revision: 2, body: PAGE.body }),
        expect.anything(),
      ),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Someone else saved this page");
  });

  it("a blank heading cannot be saved", async () => {
    mockReads();
    renderWithApp(<PageEditorPage />, "/admin/pages/enrol", [
      { path: "/admin/pages/:slug", element: <PageEditorPage /> },
    ]);
    const form = await screen.findByRole("form", { name: "Edit the page" });
    await userEvent.clear(within(form).getByRole("textbox", { name: "Heading" }));
    expect(screen.getByText("The page needs a title.")).toBeTruthy();
    expect((within(form).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("restores an old revision after confirming, and the form shows the restored text", async () => {
    mockReads();
    const toasts = captureToasts();
    const restored: StaffPage = { ...PAGE, title: "Enrol Now (original)", revision: 3 };
    const post = vi.spyOn(api, "post").mockResolvedValue(restored as never);
    renderWithApp(<PageEditorPage />, "/admin/pages/enrol", [
      { path: "/admin/pages/:slug", element: <PageEditorPage /> },
    ]);
    const history = await screen.findByRole("list", { name: "Revisions" });
    await userEvent.click(await within(history).findByRole("button", { name: "Restore revision 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore revision 1?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/adminpages/enrol/revisions/1/restore", undefined),
    );
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Heading" }) as HTMLInputElement).value).toBe(
        "Enrol Now (original)",
      ),
    );
    expect(toasts.some((t) => t.message === "Revision 1 restored.")).toBe(true);
  });

  it("edits the Hindi version and saves it with the page; an English-only page sends none", async () => {
    const hindi = { title: "अभी दाख़िला लें", description: "कुछ ही मिनट लगते हैं।", body: "<p>खाता बनाएँ।</p>" };
    mockReads({ ...PAGE, hindi });
    const put = vi.spyOn(api, "put").mockResolvedValue({ ...PAGE, hindi, revision: 3 } as never);
    renderWithApp(<PageEditorPage />, "/admin/pages/enrol", [
      { path: "/admin/pages/:slug", element: <PageEditorPage /> },
    ]);
    const form = await screen.findByRole("form", { name: "Edit the page" });
    const section = within(form).getByRole("group", { name: "Hindi version" });
    const title = within(section).getByRole("textbox", { name: /Hindi heading/ }) as HTMLInputElement;
    expect(title.value).toBe(hindi.title);
    await userEvent.clear(title);
    expect(within(section).getByText("The Hindi version needs a heading.")).toBeTruthy();
    expect((within(form).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(title, "आज ही दाख़िला लें");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        "/adminpages/enrol",
        expect.objectContaining({ title: PAGE.title, hindi: { ...hindi, title: "आज ही दाख़िला लें" } }),
        expect.anything(),
      ),
    );
    await userEvent.click(within(section).getByRole("button", { name: "Preview the Hindi version" }));
    const dialog = await screen.findByRole("dialog", { name: /Hindi preview/ });
    expect(within(dialog).getByText("खाता बनाएँ।")).toBeTruthy();
  });

  it("a Hindi heading without Hindi text cannot be saved; an English-only save sends no Hindi version", async () => {
    mockReads();
    const put = vi.spyOn(api, "put").mockResolvedValue({ ...PAGE, revision: 3 } as never);
    renderWithApp(<PageEditorPage />, "/admin/pages/enrol", [
      { path: "/admin/pages/:slug", element: <PageEditorPage /> },
    ]);
    const form = await screen.findByRole("form", { name: "Edit the page" });
    const section = within(form).getByRole("group", { name: "Hindi version" });
    const title = within(section).getByRole("textbox", { name: /Hindi heading/ });
    await userEvent.type(title, "दाख़िला");
    expect(within(section).getByText("The Hindi version needs its page text.")).toBeTruthy();
    const save = within(form).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.clear(title);
    const heading = within(form).getByRole("textbox", { name: "Heading" });
    await userEvent.type(heading, " today");
    await userEvent.click(save);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        "/adminpages/enrol",
        expect.objectContaining({ title: "Enrol Now today", hindi: null }),
        expect.anything(),
      ),
    );
  });
});
