import type { Material, Paged } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { renderAt } from "../../test/render";
import { MaterialsAdmin } from "./MaterialsAdmin";

const user = userEvent.setup({ delay: null });

const COURSES = [
  {
    id: 5,
    parent: 0,
    name: "JEE Main",
    type: "Exam",
    for_subscription: true,
    fee: 12000,
    quarterly_fee: 7000,
  },
];

function material(id: number, title: string, chapter: string, over: Partial<Material> = {}): Material {
  return {
    id,
    course_id: 5,
    course_name: "JEE Main",
    course_path: ["JEE Main"],
    title,
    description: "",
    chapter,
    position: id,
    kind: "pdf",
    mime: "application/pdf",
    size_bytes: 1_572_864,
    has_file: true,
    link_url: null,
    embed_url: null,
    is_demo: false,
    published: true,
    uploaded_by: { id: 1, name: "Academy Admin" },
    created_at: Date.UTC(2026, 10, 3),
    updated_at: 0,
    ...over,
  };
}

const ROWS = [
  material(1, "Kinematics notes", "Kinematics"),
  material(2, "Projectile lecture", "Kinematics", { kind: "video", size_bytes: 52_428_800 }),
  material(3, "Newton's laws sheet", "Laws of Motion"),
];

const page = (items: Material[]): Paged<Material> => ({ items, total: items.length, page: 1, pageSize: 50 });

beforeEach(() => {
  vi.spyOn(api, "get").mockImplementation(async (path) => {
    if (path === "/courses") return COURSES as never;
    if (path.startsWith("/course_document?")) return page(ROWS) as never;
    throw new Error(`unexpected GET ${path}`);
  });
});

describe("MaterialsAdmin", () => {
  it("lists size, type, uploader and date; reorders within a chapter once a course is chosen", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue(null);
    renderAt(<MaterialsAdmin />, "/admin/upload-document");
    const row = (await screen.findByText("Projectile lecture")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("Video");
    expect(row.textContent).toContain("50 MB");
    expect(row.textContent).toContain("Academy Admin");
    expect(row.textContent).toContain("3 Nov 2026");
    // No course chosen: no reordering.
    expect(screen.queryByRole("button", { name: "Move Projectile lecture up" })).toBeNull();

    await user.click(screen.getByRole("combobox", { name: /Course/ }));
    await user.click(await screen.findByRole("option", { name: "JEE Main" }));
    await user.click(await screen.findByRole("button", { name: "Move Projectile lecture up" }));
    expect(post).toHaveBeenCalledWith("/course_document/reorder", {
      course_id: 5,
      chapter: "Kinematics",
      ids: [2, 1],
    });
    // The last item of a chapter cannot move into the next chapter.
    expect(
      (screen.getByRole("button", { name: "Move Kinematics notes down" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("unpublishes with the switch and deletes only after confirming", async () => {
    const patch = vi.spyOn(api, "patch").mockResolvedValue({ ...ROWS[0], published: false });
    const remove = vi.spyOn(api, "delete").mockResolvedValue(null);
    renderAt(<MaterialsAdmin />, "/admin/upload-document");
    await user.click(await screen.findByRole("switch", { name: "Published: Kinematics notes" }));
    expect(patch).toHaveBeenCalledWith("/course_document/1", { published: false }, { silent: true });

    await user.click(screen.getByRole("button", { name: "Delete Kinematics notes" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete “Kinematics notes”?" });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith("/course_document/1", { silent: true }));
  });
});
