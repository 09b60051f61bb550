import type { Material } from "@medhavi/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import * as upload from "../../lib/uploadWithProgress";
import { renderAt } from "../../test/render";
import { fileProblem, MaterialFormDialog } from "./MaterialFormDialog";

// No delay between keystrokes: these forms are typed into a lot, on a busy machine.
const user = userEvent.setup({ delay: null });

const COURSES = [
  {
    id: 1,
    parent: 0,
    name: "Engineering",
    type: "Stream",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 5,
    parent: 1,
    name: "JEE Main",
    type: "Exam",
    for_subscription: true,
    fee: 12000,
    quarterly_fee: 7000,
  },
  {
    id: 6,
    parent: 5,
    name: "Physics",
    type: "Subject",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
];

function material(over: Partial<Material> = {}): Material {
  return {
    id: 41,
    course_id: 6,
    course_name: "Physics",
    course_path: ["Engineering", "JEE Main", "Physics"],
    title: "Kinematics notes",
    description: "",
    chapter: "Kinematics",
    position: 1,
    kind: "pdf",
    mime: null,
    size_bytes: null,
    has_file: false,
    link_url: null,
    embed_url: null,
    is_demo: false,
    published: true,
    uploaded_by: { id: 1, name: "Admin" },
    created_at: 0,
    updated_at: 0,
    ...over,
  };
}

const pdf = () => new File(["%PDF-1.4 tiny"], "kinematics.pdf", { type: "application/pdf" });

function renderDialog(props: Partial<Parameters<typeof MaterialFormDialog>[0]> = {}) {
  const onSaved = vi.fn();
  renderAt(
    <MaterialFormDialog material={null} courseId={null} onClose={() => {}} onSaved={onSaved} {...props} />,
    "/admin/upload-document",
  );
  return { onSaved };
}

beforeEach(() => {
  vi.spyOn(api, "get").mockImplementation(async (path) => {
    if (path === "/courses") return COURSES as never;
    throw new Error(`unexpected GET ${path}`);
  });
});

describe("MaterialFormDialog", () => {
  it("asks for a course, a title and the file before sending anything", async () => {
    const post = vi.spyOn(api, "post");
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Add material" }));
    expect(await screen.findByText("Choose a course.")).toBeTruthy();
    expect(screen.getByText("Enter a title.")).toBeTruthy();
    expect(screen.getByText("Choose the PDF to upload.")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a link that is not YouTube or Vimeo", async () => {
    renderDialog({ courseId: 6 });
    await user.type(screen.getByRole("textbox", { name: /Title/ }), "Demo lecture");
    await user.click(screen.getByRole("button", { name: "YouTube / Vimeo link" }));
    await user.type(screen.getByRole("textbox", { name: /Video link/ }), "https://example.com/v/1");
    await user.click(screen.getByRole("button", { name: "Add material" }));
    expect(await screen.findByText("Add a YouTube or Vimeo link (https).")).toBeTruthy();
  });

  it("creates the item on the chosen course node, then streams the file with a progress bar", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue(material());
    let report: ((fraction: number) => void) | undefined;
    let finish: ((m: Material) => void) | undefined;
    const send = vi.spyOn(upload, "uploadWithProgress").mockImplementation((_path, _file, options) => {
      report = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve as (m: Material) => void;
      });
    });
    const { onSaved } = renderDialog();
    await user.click(screen.getByRole("combobox", { name: /Course/ }));
    await user.type(screen.getByRole("combobox", { name: /Course/ }), "jee phys");
    await user.click(await screen.findByRole("option", { name: "Engineering > JEE Main > Physics" }));
    await user.type(screen.getByRole("textbox", { name: /Title/ }), "Kinematics notes");
    await user.type(screen.getByRole("textbox", { name: /Chapter/ }), "Kinematics");
    await user.upload(screen.getByLabelText("PDF file"), pdf());
    expect(screen.getByText(/kinematics\.pdf/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add material" }));

    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      "/course_document",
      expect.objectContaining({
        course_id: 6,
        title: "Kinematics notes",
        chapter: "Kinematics",
        kind: "pdf",
        link_url: null,
      }),
      { silent: true },
    );
    expect(send.mock.calls[0]?.[0]).toBe("/course_document/41/file");
    report?.(0.42);
    expect(await screen.findByText("Uploading… 42%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe(
      "42",
    );
    finish?.(material({ has_file: true, size_bytes: 13 }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ has_file: true }), true),
    );
  });

  it("after a failed upload, a retry sends only the file again (no second item)", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue(material());
    const patch = vi.spyOn(api, "patch").mockResolvedValue(material());
    const send = vi
      .spyOn(upload, "uploadWithProgress")
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce(material({ has_file: true }));
    const { onSaved } = renderDialog({ courseId: 6 });
    await user.type(screen.getByRole("textbox", { name: /Title/ }), "Kinematics notes");
    await user.upload(screen.getByLabelText("PDF file"), pdf());
    await user.click(screen.getByRole("button", { name: "Add material" }));
    expect(await screen.findByText("The material was not saved. Try again.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add material" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(
      "/course_document/41",
      expect.objectContaining({ title: "Kinematics notes" }),
      {
        silent: true,
      },
    );
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe("fileProblem", () => {
  it("refuses empty, oversize and wrong-kind files before the upload starts", () => {
    expect(fileProblem("pdf", new File([], "a.pdf", { type: "application/pdf" }))).toBe("The file is empty.");
    expect(fileProblem("pdf", new File(["x"], "a.png", { type: "image/png" }))).toBe("Choose a PDF file.");
    expect(fileProblem("video", new File(["x"], "a.mov", { type: "video/quicktime" }))).toBe(
      "Choose an MP4 or WebM video.",
    );
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 51 * 1024 * 1024 });
    expect(fileProblem("pdf", big)).toBe("The file is larger than 50 MB.");
    expect(fileProblem("video", new File(["x"], "l.webm", { type: "video/webm" }))).toBeNull();
  });
});
