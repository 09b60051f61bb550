import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n/language";
import { groupMaterials } from "./grouping";
import { MaterialGroups } from "./MaterialGroups";
import { studentItem } from "./testSupport";

const notes = studentItem({ title: "Units sheet", chapter: "", kind: "pdf", progress: null });
const lecture = studentItem({
  title: "Vectors lecture",
  chapter: "",
  kind: "video",
  size_bytes: null,
  progress: { position: 754, done: false, updated_at: 1 },
});
const book = studentItem({
  title: "Formula book",
  chapter: "",
  kind: "pdf",
  progress: { position: 4, done: false, updated_at: 1 },
});

function list() {
  render(<MaterialGroups groups={groupMaterials([notes, lecture, book])} onOpen={() => {}} showProgress />);
}

describe("MaterialGroups", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("keeps the English list as it was", () => {
    list();
    expect(screen.getByRole("heading", { level: 3, name: "General" })).toBeTruthy();
    expect(screen.getByText("0% done")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "JEE Main progress" })).toBeTruthy();
    const row = screen.getByRole("listitem", { name: "Vectors lecture" });
    expect(within(row).getByText("Video")).toBeTruthy();
    expect(within(row).getByText("Stopped at 12:34")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Continue Vectors lecture" }).textContent).toBe(
      "Continue",
    );
    expect(screen.getByText("Stopped at page 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open Units sheet" }).textContent).toBe("Open");
  });

  it("shows the list's own text in Hindi", async () => {
    list();
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 3, name: "सामान्य" })).toBeTruthy();
    expect(screen.getByText("0% पूरा")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "JEE Main की प्रगति" })).toBeTruthy();
    const row = screen.getByRole("listitem", { name: "Vectors lecture" });
    expect(within(row).getByText("वीडियो")).toBeTruthy();
    expect(within(row).getByText("12:34 पर रुके थे")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Vectors lecture जारी रखें" }).textContent).toBe("जारी रखें");
    expect(screen.getByText("पेज 4 पर रुके थे")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Units sheet खोलें" }).textContent).toBe("खोलें");
  });
});
