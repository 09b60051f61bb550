import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { phone, setMatchMedia } from "../test/matchMedia";
import { renderAt } from "../test/render";
import { type Column, DataTable, localPages, type PageRequest, type SortState } from "./DataTable";
import { toCsv } from "./staffFiles";
import { setToastHandler } from "./toast";

interface Row {
  id: number;
  name: string;
  amount: number;
}

const COLUMNS: Column<Row>[] = [
  { key: "name", header: "Name", card: "title", sortKey: "name", cell: (r) => r.name, csv: (r) => r.name },
  { key: "amount", header: "Amount", align: "right", cell: (r) => `₹${r.amount}`, csv: (r) => r.amount },
  { key: "action", header: "Action", cell: () => <button type="button">Open</button> },
];

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Student ${i + 1}`,
  amount: i * 10,
}));

function renderTable(
  fetchPage = vi.fn(localPages(rows)),
  csvName?: string,
  exportPath?: (sort: SortState | undefined) => string,
) {
  renderAt(
    <DataTable<Row>
      label="Students"
      columns={COLUMNS}
      queryKey={["t"]}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      empty={<p>No students</p>}
      {...(csvName ? { csvName } : {})}
      {...(exportPath ? { exportPath } : {})}
    />,
  );
  return fetchPage;
}

/** Files the page saves (through a temporary link), read back as text. */
function savedFiles() {
  const created: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:csv";
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  const text = (i: number) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[i]!);
    });
  return { created, click, text };
}

/** A reply streamed in `chunks` (the server's NDJSON export), as fetch gives it. */
function streamedReply(chunks: string[], type = "application/x-ndjson; charset=utf-8") {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": type } });
}

describe("toCsv", () => {
  it("quotes commas and quotes, neutralises formulas and leaves out columns without a csv reader", () => {
    const csv = toCsv(COLUMNS, [
      { id: 1, name: 'Asha "A", Verma', amount: 5 },
      { id: 2, name: "=HYPERLINK(1)", amount: -3 },
    ]);
    expect(csv).toBe('Name,Amount\r\n"Asha ""A"", Verma",5\r\n\'=HYPERLINK(1),-3\r\n');
  });
});

describe("DataTable", () => {
  it("pages on the server's terms and sorts by a column", async () => {
    const fetchPage = renderTable();
    expect(await screen.findByRole("cell", { name: "Student 1" })).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(21); // header + 20
    await userEvent.click(screen.getByRole("button", { name: /next page/i }));
    expect(await screen.findByRole("cell", { name: "Student 21" })).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, pageSize: 20, sort: undefined });
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining<Partial<PageRequest>>({ sort: { key: "name", dir: "asc" } }),
      ),
    );
  });

  it("a row that opens something is reached with Tab and opened with Enter or Space (WCAG 2.1.1)", async () => {
    const opened: number[] = [];
    renderAt(
      <DataTable<Row>
        label="Students"
        columns={COLUMNS}
        queryKey={["keys"]}
        fetchPage={localPages(rows)}
        rowKey={(r) => r.id}
        onRowClick={(r) => opened.push(r.id)}
        empty={<p>No students</p>}
      />,
    );
    const first = (await screen.findByRole("cell", { name: "Student 1" })).closest("tr") as HTMLElement;
    first.focus();
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard("{Enter}");
    expect(opened).toEqual([1]);
    // Tab goes on to the row's own button, then to the next row.
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe("Open");
    await userEvent.tab();
    const second = screen.getByRole("cell", { name: "Student 2" }).closest("tr") as HTMLElement;
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard(" ");
    expect(opened).toEqual([1, 2]);
    expect(first.getAttribute("tabindex")).toBe("0");
  });

  it("shows the empty state when nothing matches", async () => {
    renderTable(vi.fn(localPages<Row>([])));
    expect(await screen.findByText("No students")).toBeTruthy();
  });

  it("shows card rows on phones, with every column labelled (nothing cut off)", async () => {
    setMatchMedia(phone);
    renderTable();
    const list = await screen.findByRole("list", { name: "Students" });
    const first = within(list).getAllByRole("listitem")[0]!;
    expect(first.textContent).toContain("Student 1");
    expect(within(first).getByText("Amount")).toBeTruthy();
    expect(within(first).getByText("₹0")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("exports every row of a list loaded in the browser, not just the page, as CSV", async () => {
    const files = savedFiles();
    const fetchPage = renderTable(undefined, "students.csv");
    await screen.findByRole("cell", { name: "Student 1" });
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files.click).toHaveBeenCalled());
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, pageSize: 100, sort: undefined });
    const text = await files.text(0);
    expect(text.trim().split("\r\n")).toHaveLength(46);
    expect(text).toContain("Student 45,440");
  });

  it("exports a server list from its streamed export, in the table's order, with the table's columns", async () => {
    const files = savedFiles();
    const item = (n: number) =>
      JSON.stringify({ id: n, name: n === 2 ? "=cmd()" : `Student ${n}`, amount: n });
    // Lines split across chunks, as a network delivers them.
    const reply = `${item(1)}\n${item(2)}\n${item(3)}\n{"end":true,"count":3}\n`;
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(streamedReply([reply.slice(0, 30), reply.slice(30)]));
    try {
      renderTable(undefined, "students.csv", (sort) => `/students/export?sort=${sort?.key ?? ""}`);
      await screen.findByRole("cell", { name: "Student 1" });
      await userEvent.click(screen.getByRole("button", { name: "Name" }));
      await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(files.click).toHaveBeenCalled());
      expect(fetch).toHaveBeenCalledWith("/api/students/export?sort=name", expect.anything());
      expect(await files.text(0)).toBe("Name,Amount\r\nStudent 1,1\r\n'=cmd(),2\r\nStudent 3,3\r\n");
    } finally {
      fetch.mockRestore();
    }
  });

  it.each([
    ["cut short", () => streamedReply(['{"id":1,"name":"A","amount":1}\n'])],
    ["miscounted", () => streamedReply(['{"id":1,"name":"A","amount":1}\n{"end":true,"count":2}\n'])],
    [
      "refused",
      () =>
        new Response(JSON.stringify({ status: "error", message: "Not allowed.", data: null }), {
          status: 403,
        }),
    ],
  ])("an export %s says so and saves nothing", async (_case, reply) => {
    const files = savedFiles();
    const toasts: string[] = [];
    setToastHandler((message) => toasts.push(message));
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(reply());
    try {
      renderTable(undefined, "students.csv", () => "/students/export");
      await screen.findByRole("cell", { name: "Student 1" });
      await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(toasts[0]).toMatch(/^Export failed: (The export stopped before the end|Not allowed\.)/);
      expect(files.click).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    } finally {
      fetch.mockRestore();
      setToastHandler(null);
    }
  });
});
