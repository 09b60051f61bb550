import type { Paged } from "@medhavi/domain";
import Paper from "@mui/material/Paper";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { api } from "./http";
import { ListPagination } from "./ListPagination";
import { LoadError, LoadingSkeletons } from "./LoadStates";
import { useMobileLayout } from "./useMobileLayout";

const PAGE_SIZES = [10, 20, 50];

interface PagedListProps<T> {
  queryKey: (page: number, pageSize: number) => QueryKey;
  /** The API path of one page; `page` is 1-based, as the server counts. */
  path: (page: number, pageSize: number) => string;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  /** Phones (md and below) get cards, wider screens a table. */
  cards: (items: T[]) => ReactNode;
  table: (items: T[]) => ReactNode;
  staleTime?: number;
}

/** A student's paginated list (history pages): loading, error with retry, empty state, cards or table. */
export function PagedList<T>({
  queryKey,
  path,
  loadingLabel,
  errorMessage,
  empty,
  cards,
  table,
  staleTime,
}: PagedListProps<T>) {
  const mobile = useMobileLayout();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] as number);
  const query = useQuery({
    queryKey: queryKey(page, pageSize),
    queryFn: () => api.get<Paged<T>>(path(page + 1, pageSize), { silent: true }),
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });

  if (query.isPending) return <LoadingSkeletons label={loadingLabel} height={56} />;
  if (query.isError) return <LoadError message={errorMessage} onRetry={() => query.refetch()} />;
  const { items, total } = query.data;
  if (total === 0) return empty;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden", p: mobile ? 1.5 : 0 }}>
      {mobile ? cards(items) : table(items)}
      <ListPagination
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
        sizes={PAGE_SIZES}
      />
    </Paper>
  );
}
