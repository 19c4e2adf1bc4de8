import { useState } from 'react';
import { PAGE_SIZES } from '../../../components/data-table/data-table';

/**
 * Page numbers over a keyset list: page n is read with the cursor the page before answered. The pager may go
 * back to any page seen and one page on; a jump further lands on the furthest page reachable.
 */
export function useKeysetPaging() {
  const [state, setState] = useState({
    page: 1,
    pageSize: PAGE_SIZES[0] as number,
    cursors: [undefined] as (string | undefined)[],
  });
  return {
    limit: state.pageSize,
    antes_de: state.cursors[state.page - 1],
    page: state.page,
    pageSize: state.pageSize,
    reset: () => setState((s) => ({ ...s, page: 1, cursors: [undefined] })),
    /** The server's answer for the current page: remembers the next page's cursor. */
    paging(answer: { total: number; proximo: string | null } | undefined) {
      return {
        total: answer?.total ?? 0,
        page: state.page,
        pageSize: state.pageSize,
        onChange: (page: number, pageSize: number) => {
          if (pageSize !== state.pageSize) return setState({ page: 1, pageSize, cursors: [undefined] });
          const cursors = [...state.cursors];
          if (answer?.proximo) cursors[state.page] = answer.proximo;
          setState({ page: Math.min(page, cursors.length), pageSize, cursors });
        },
      };
    },
  };
}
