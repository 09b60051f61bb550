import TablePagination from "@mui/material/TablePagination";

interface ListPaginationProps {
  total: number;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  sizes?: readonly number[];
}

/** Server-side pagination under a list: changing the page size goes back to the first page. */
export function ListPagination({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  sizes = [10, 20, 50],
}: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      // On phones the toolbar wraps instead of pushing the page arrows out of view.
      sx={{
        "& .MuiTablePagination-toolbar": {
          flexWrap: "wrap",
          justifyContent: "flex-end",
          px: { xs: 1, sm: 2 },
        },
        "& .MuiTablePagination-spacer": { display: { xs: "none", sm: "block" } },
      }}
    />
  );
}
