import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useT } from "./i18n/useT";

interface PageNumbersProps {
  /** Matching rows; -1 when there are more than `cap` (the list stops counting there). */
  total: number;
  cap: number;
  /** One-based page. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * Numbered pages under a list of fixed page size (the forum's doubts), with where the reader is
 * ("21–40 of 57"). Lighter than ListPagination (TablePagination brings a select, menus and tooltips).
 */
export function PageNumbers({ total, cap, page, pageSize, onPage }: PageNumbersProps) {
  const { t } = useT();
  const counted = total === -1 ? cap : total;
  const pages = Math.max(1, Math.ceil(counted / pageSize));
  const from = counted === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, counted);
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: "center", justifyContent: "space-between", pt: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t("list.displayedRows", "{{from}}–{{to}} of {{total}}", {
          from,
          to,
          total: total === -1 ? t("list.moreThan", "more than {{to}}", { to: cap }) : total,
        })}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={0}
          getItemAriaLabel={(type, n, selected) =>
            type === "page"
              ? selected
                ? t("list.currentPage", "Page {{n}}", { n: n ?? "" })
                : t("list.goToPageN", "Go to page {{n}}", { n: n ?? "" })
              : t(`list.page.${type}`, `Go to ${type} page`)
          }
        />
      )}
    </Stack>
  );
}
