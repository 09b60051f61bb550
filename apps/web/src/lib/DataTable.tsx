import { MAX_PAGE_SIZE, type Paged } from "@medhavi/domain";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { ListPagination } from "./ListPagination";
import { LoadError, LoadingSkeletons } from "./LoadStates";
import { exportList, saveFile, toCsv } from "./staffFiles";
import { toastError } from "./toast";
import { useMobileLayout } from "./useMobileLayout";

/** One column: how a cell shows, how it reads in the CSV, and whether the server sorts by it. */
export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The CSV value; columns without it are left out of the export (e.g. action buttons). */
  csv?: (row: T) => string | number | null | undefined;
  /** The server's sort key; the header becomes a sort toggle. */
  sortKey?: string;
  align?: "left" | "right" | "center";
  /** On phones: the card's title (one column), or hidden from the card. */
  card?: "title" | "hidden";
}

export interface SortState {
  key: string;
  dir: "asc" | "desc";
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: SortState | undefined;
}

interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<Column<T>>;
  /** Changes whenever the filters change; the table goes back to the first page. */
  queryKey: QueryKey;
  /** One page; `page` is 1-based, as the server counts. Lists already in memory use `localPages`. */
  fetchPage: (request: PageRequest) => Promise<Paged<T>>;
  rowKey: (row: T) => string | number;
  /** The filter row (search, selects) shown above the table. */
  filters?: ReactNode;
  /** Totals or notes between the filters and the rows. */
  summary?: (data: Paged<T>) => ReactNode;
  onRowClick?: (row: T) => void;
  /** File name of the CSV export ("users.csv"); no export button without it. */
  csvName?: string;
  /**
   * The server's export of every row the filters match, in the table's order (the list call's path +
   * "/export" with its filters): streamed items made CSV with these columns, or the server's own CSV
   * (lib/staffFiles.ts). Without it, the rows come page by page from `fetchPage` (lists loaded in the
   * browser).
   */
  exportPath?: (sort: SortState | undefined) => string;
  empty: ReactNode;
  initialSort?: SortState;
  pageSizes?: number[];
}

/** Rows a page while a list without `exportPath` is exported: the most a list call gives. */
const EXPORT_PAGE = MAX_PAGE_SIZE;

/** Pages over rows already loaded (a user's history on the user page), for `fetchPage`. */
export function localPages<T>(rows: readonly T[]) {
  return async ({ page, pageSize }: PageRequest): Promise<Paged<T>> => ({
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
  });
}

/**
 * A row that opens something is reachable by keyboard too (WCAG 2.1.1): in the tab order, opened by
 * Enter or Space, with a visible focus ring. Keys pressed on a control inside the row stay its own.
 */
function openable(onOpen: (() => void) | undefined) {
  if (!onOpen) return {};
  return {
    tabIndex: 0,
    onClick: onOpen,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      onOpen();
    },
  };
}

const FOCUS_RING = {
  "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
};

function CardRow<T>({
  row,
  columns,
  onClick,
}: {
  row: T;
  columns: ReadonlyArray<Column<T>>;
  onClick?: () => void;
}) {
  const title = columns.find((c) => c.card === "title");
  const rest = columns.filter((c) => c.card !== "title" && c.card !== "hidden");
  return (
    <Paper
      variant="outlined"
      role="listitem"
      {...openable(onClick)}
      sx={{ p: 1.5, borderRadius: 2, cursor: onClick ? "pointer" : undefined, ...FOCUS_RING }}
    >
      {title && <Box sx={{ fontWeight: 700, mb: 0.5, overflowWrap: "anywhere" }}>{title.cell(row)}</Box>}
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5, rowGap: 0.25 }}
      >
        {rest.map((c) => (
          <Box key={c.key} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.header}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {c.cell(row)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The back office's one list: filter row, server-side paging and sorting, loading, empty and error states,
 * CSV export of every filtered row (fetched page by page), and card rows on phones so no key column is cut.
 */
export function DataTable<T>({
  label,
  columns,
  queryKey,
  fetchPage,
  rowKey,
  filters,
  summary,
  onRowClick,
  csvName,
  exportPath,
  empty,
  initialSort,
  pageSizes = [20, 50, 100],
}: DataTableProps<T>) {
  const mobile = useMobileLayout();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 20);
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  /** Rows exported so far while an export runs; null when none runs. */
  const [exporting, setExporting] = useState<number | null>(null);
  const filterKey = JSON.stringify(queryKey);
  // New filters start again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger.
  useEffect(() => setPage(0), [filterKey]);
  const query = useQuery({
    queryKey: [...queryKey, page, pageSize, sort?.key, sort?.dir],
    queryFn: () => fetchPage({ page: page + 1, pageSize, sort }),
    placeholderData: keepPreviousData,
  });

  const toggleSort = (key: string) =>
    setSort((s) => (s?.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: "asc" }));

  const exportCsv = async () => {
    if (!csvName) return;
    setExporting(0);
    try {
      if (exportPath) {
        await exportList(exportPath(sort), csvName, columns, setExporting);
      } else {
        const rows: T[] = [];
        for (let p = 1; ; p += 1) {
          const chunk = await fetchPage({ page: p, pageSize: EXPORT_PAGE, sort });
          rows.push(...chunk.items);
          if (chunk.items.length < EXPORT_PAGE || rows.length >= chunk.total) break;
        }
        saveFile(csvName, ["\uFEFF", toCsv(columns, rows)]);
      }
    } catch (error) {
      // Never silent: the export's own message ("…cut short", the server's refusal).
      toastError(`Export failed: ${error instanceof Error ? error.message : "unknown error"}`);
    } finally {
      setExporting(null);
    }
  };

  let body: ReactNode;
  if (query.isPending) body = <LoadingSkeletons label={`Loading ${label.toLowerCase()}`} height={48} />;
  else if (query.isError)
    body = <LoadError message={`${label} could not be loaded.`} onRetry={() => query.refetch()} />;
  else if (query.data.total === 0) body = empty;
  else if (mobile)
    body = (
      <Stack role="list" aria-label={label} spacing={1} sx={{ p: 1 }}>
        {query.data.items.map((row) => (
          <CardRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            {...(onRowClick ? { onClick: () => onRowClick(row) } : {})}
          />
        ))}
      </Stack>
    );
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align ?? "left"}
                  sortDirection={sort?.key === c.sortKey ? sort?.dir : false}
                  sx={{ fontWeight: 700, whiteSpace: "nowrap" }}
                >
                  {c.sortKey ? (
                    <TableSortLabel
                      active={sort?.key === c.sortKey}
                      direction={sort?.key === c.sortKey ? sort.dir : "asc"}
                      onClick={() => toggleSort(c.sortKey as string)}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.items.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover={Boolean(onRowClick)}
                {...openable(onRowClick ? () => onRowClick(row) : undefined)}
                sx={{ cursor: onRowClick ? "pointer" : undefined, ...FOCUS_RING }}
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align ?? "left"}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Stack spacing={2}>
      {(filters || csvName) && (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: "wrap", alignItems: { sm: "center" } }}
        >
          {filters}
          <Box sx={{ flexGrow: 1 }} />
          {csvName && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={exportCsv}
              disabled={exporting !== null || !query.data || query.data.total === 0}
            >
              {exporting === null
                ? "Export CSV"
                : exporting > 0
                  ? `Exporting… ${exporting.toLocaleString("en-IN")} rows`
                  : "Exporting…"}
            </Button>
          )}
        </Stack>
      )}
      {query.data && summary?.(query.data)}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
        {query.isFetching && !query.isPending && <LinearProgress aria-label="Refreshing" />}
        {body}
        {query.data && query.data.total > 0 && (
          <ListPagination
            total={query.data.total}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={setPageSize}
            sizes={pageSizes}
          />
        )}
      </Paper>
    </Stack>
  );
}
