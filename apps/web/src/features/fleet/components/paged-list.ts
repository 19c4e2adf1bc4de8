import { useState } from 'react';
import { PAGE_SIZES, type ServerPaging } from '../../../components/data-table/data-table';

/**
 * A fleet list's filters and page, read by the server (paged in SQL): changing a filter goes back to
 * the first page. `query` is what the list call sends; `server(total)` what the table pages with.
 */
export function usePagedList<F extends object>(initial: F = {} as F) {
  const [filters, setFilters] = useState<F>(initial);
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const filter = (changes: Partial<F>) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  return {
    filters,
    filter,
    filtered,
    query: { ...filters, limit: Math.min(paging.pageSize, 100), offset: (paging.page - 1) * paging.pageSize },
    server: (total: number | undefined): ServerPaging => ({
      total: total ?? 0,
      page: paging.page,
      pageSize: paging.pageSize,
      onChange: (page, pageSize) => setPaging({ page, pageSize }),
    }),
  };
}
