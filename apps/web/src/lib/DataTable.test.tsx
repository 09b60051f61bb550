import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { phone, setMatchMedia } from "../test/matchMedia";
import { renderAt } from "../test/render";
import { type Column, DataTable, localPages, type PageRequest, toCsv } from "./DataTable";

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

function renderTable(fetchPage = vi.fn(localPages(rows)), csvName?: string) {
  renderAt(
    <DataTable<Row>
      label="Students"
      columns={COLUMNS}
      queryKey={["t"]}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      empty={<p>No students</p>}
      {...(csvName ? { csvName } : {})}
    />,
  );
  return fetchPage;
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

  it("exports every filtered row, not just the page, as CSV", async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:csv";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const fetchPage = renderTable(undefined, "students.csv");
    await screen.findByRole("cell", { name: "Student 1" });
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, pageSize: 1000, sort: undefined });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text.trim().split("\r\n")).toHaveLength(46);
    expect(text).toContain("Student 45,440");
  });
});
