import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language";
import PdfViewer from "./PdfViewer";

const user = userEvent.setup({ delay: null });

// pdf.js does not run in jsdom: a three-page document (never drawn, as jsdom has no layout width).
const getDocument = vi.fn((_: { url: string }) => ({
  promise: Promise.resolve({ numPages: 3, getPage: () => new Promise(() => {}) }),
  destroy: () => Promise.resolve(),
}));
vi.mock("pdfjs-dist", () => ({
  GlobalWorkerOptions: {},
  getDocument: (options: { url: string }) => getDocument(options),
}));
vi.mock("pdfjs-dist/build/pdf.worker.min.mjs?url", () => ({ default: "/pdf.worker.js" }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("PdfViewer", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
    getDocument.mockClear();
  });

  it("opens at the remembered page, with its English controls unchanged", async () => {
    const onPage = vi.fn();
    render(<PdfViewer url="/api/files/notes.pdf" initialPage={2} onPage={onPage} />);
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    // The page is reported in an effect after the render that shows it: wait for it, do not race it.
    await waitFor(() => expect(onPage).toHaveBeenLastCalledWith(2, 3));
    expect(screen.getByLabelText("Page 2 of 3").tagName).toBe("CANVAS");
    for (const name of ["Previous page", "Zoom out", "Zoom in"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    expect(onPage).toHaveBeenLastCalledWith(3, 3);
  });

  it("speaks Hindi after the switch", async () => {
    render(<PdfViewer url="/api/files/notes.pdf" initialPage={1} onPage={() => {}} />);
    await screen.findByText("Page 1 of 3");
    await act(() => setLanguage("hi"));
    expect(screen.getByText("पेज 1 / 3")).toBeTruthy();
    for (const name of ["पिछला पेज", "छोटा करें", "बड़ा करें"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    await user.click(screen.getByRole("button", { name: "अगला पेज" }));
    expect(screen.getByText("पेज 2 / 3")).toBeTruthy();
  });

  it("says in either language that a PDF could not be opened", async () => {
    getDocument.mockReturnValueOnce({
      promise: Promise.reject(new Error("bad PDF")),
      destroy: () => Promise.resolve(),
    });
    render(<PdfViewer url="/api/files/broken.pdf" initialPage={1} onPage={() => {}} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The PDF could not be opened. Close it and try again.",
    );
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("alert").textContent).toBe("PDF नहीं खुल सका। इसे बंद करके फिर कोशिश करें।");
  });
});
