import type { CrudOption } from '../../../components/crud/crud-config';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

/** The form's categories: every one, an inactive one named so. */
export async function categoryOptions(): Promise<CrudOption[]> {
  const { categorias } = await call(API.options, {});
  return categorias.map((c) => ({ value: c.id, label: c.ativo ? c.titulo : `${c.titulo} (inativa)` }));
}
