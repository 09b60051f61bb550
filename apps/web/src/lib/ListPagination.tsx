import TablePagination from "@mui/material/TablePagination";
import { useT } from "./i18n/useT";

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
  const { t } = useT();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      // MUI's own English ("Rows per page:", "1–10 of 12") in English; Hindi from the resources.
      labelRowsPerPage={t("list.rowsPerPage", "Rows per page:")}
      labelDisplayedRows={({ from, to, count }) =>
        t("list.displayedRows", "{{from}}–{{to}} of {{total}}", {
          from,
          to,
          total: count === -1 ? t("list.moreThan", "more than {{to}}", { to }) : count,
        })
      }
      getItemAriaLabel={(type) => t(`list.page.${type}`, `Go to ${type} page`)}
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
