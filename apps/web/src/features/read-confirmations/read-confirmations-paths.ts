import type { ReadTipo } from '@intranet/shared/read-confirmations/read-confirmations.schemas';

export const READ_REPORT_PATH = '/reports/read-confirm';
export const READ_DETAIL_PATH = '/reports/read-confirm-list/:id';

/** The report's detail of one item (`?tipo=manual` for a handbook chapter). */
export const readDetailUrl = (tipo: ReadTipo, id: number) => `/reports/read-confirm-list/${id}?tipo=${tipo}`;

/** Where a reader reads and confirms the item. */
export const readerUrl = (tipo: ReadTipo, id: number) =>
  tipo === 'manual' ? `/employee-handbook/view?capitulo=${id}` : `/news/${id}`;
