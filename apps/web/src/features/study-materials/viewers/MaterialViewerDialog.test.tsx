import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language";
import { TestProviders } from "../../../test/render";
import { MaterialViewerDialog, type ViewerMaterial } from "./MaterialViewerDialog";

/** A link whose address cannot be embedded: no file is fetched, the viewer says so. */
const LINK: ViewerMaterial = {
  id: 9,
  title: "Kinematics crash lecture",
  kind: "link",
  embed_url: null,
  is_demo: true,
  chapter: "",
  progress: null,
};

function open() {
  return render(
    <TestProviders>
      <MaterialViewerDialog material={LINK} scope="student" onSave={async () => {}} onClose={() => {}} />
    </TestProviders>,
  );
}

describe("MaterialViewerDialog", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("keeps its English text", () => {
    open();
    const dialog = screen.getByRole("dialog", { name: "Kinematics crash lecture" });
    expect(dialog.textContent).toContain("General");
    expect(screen.getByText("Sample")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Done" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This link cannot be played here.");
  });

  it("shows the viewer's own text in Hindi, the material's title as written", async () => {
    open();
    await act(() => setLanguage("hi"));
    const dialog = screen.getByRole("dialog", { name: "Kinematics crash lecture" });
    expect(dialog.textContent).toContain("सामान्य");
    expect(screen.getByText("नमूना")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "पूरा" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("यह लिंक यहाँ नहीं चलाया जा सकता।");
  });
});
