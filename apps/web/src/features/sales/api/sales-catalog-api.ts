import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CatalogRow, SalesCatalog } from '../sales-catalog';
import { salesRole } from '../sales-role';

/** The calls of a sales catalogue (marketing spec §7 "Campaigns (sales)" and "Channels"). */
type AnyCatalog = SalesCatalog<CatalogRow, unknown, unknown, unknown>;
type RowOf<C> = C extends SalesCatalog<infer R, infer _V, infer _P, infer _F> ? R : never;
type ValuesOf<C> = C extends SalesCatalog<infer _R, infer V, infer _P, infer _F> ? V : never;
type PatchOf<C> = C extends SalesCatalog<infer _R, infer _V, infer P, infer _F> ? P : never;
type FilterOf<C> = C extends SalesCatalog<infer _R, infer _V, infer _P, infer F> ? F : never;

const base = (c: AnyCatalog) => `/v1/vendas/${c.segment}`;

export function listCatalog<C extends AnyCatalog>(c: C, filtro?: FilterOf<C>): Promise<RowOf<C>[]> {
  return api<Record<string, RowOf<C>[]>>(base(c), { method: 'POST', body: { filtro: filtro ?? {} }, role: salesRole() }).then((d) => d[c.table]);
}

export function getCatalogItem<C extends AnyCatalog>(c: C, id: number): Promise<RowOf<C> | undefined> {
  return api<Record<string, RowOf<C>[]>>(`${base(c)}/${id}`, { role: salesRole() }).then((d) => d[c.table][0]);
}

export function createCatalogItem<C extends AnyCatalog>(c: C, object: ValuesOf<C>): Promise<{ id: number }> {
  return api<Record<string, { id: number }>>(`/v1/vendas/criar/${c.segment}`, { method: 'POST', body: { object }, role: salesRole() }).then(
    (d) => d[`insert_${c.table}_one`],
  );
}

export function updateCatalogItem<C extends AnyCatalog>(c: C, id: number, object: PatchOf<C>): Promise<RowOf<C>> {
  return api<Record<string, RowOf<C>>>(`${base(c)}/${id}`, { method: 'PUT', body: { object }, role: salesRole() }).then(
    (d) => d[`update_${c.table}_by_pk`],
  );
}

export function deleteCatalogItem(c: AnyCatalog, id: number): Promise<{ id: number }> {
  return api<Record<string, { id: number }>>(`${base(c)}/${id}`, { method: 'DELETE', role: salesRole() }).then((d) => d[`delete_${c.table}_by_pk`]);
}

export const catalogListQuery = <C extends AnyCatalog>(c: C, filtro?: FilterOf<C>) =>
  queryOptions({ queryKey: [...c.queryKey, 'list', filtro ?? {}], queryFn: () => listCatalog(c, filtro) });

export const catalogItemQuery = <C extends AnyCatalog>(c: C, id: number) =>
  queryOptions({ queryKey: [...c.queryKey, 'detail', id], queryFn: () => getCatalogItem(c, id) });

export function useCatalogList<C extends AnyCatalog>(c: C, filtro?: FilterOf<C>) {
  return useQuery(catalogListQuery(c, filtro));
}

export function useCatalogItem<C extends AnyCatalog>(c: C, id: number) {
  return useQuery(catalogItemQuery(c, id));
}

/** Writes refresh the catalogue's lists and, for edits, its edit history. */
function useRefresh(c: AnyCatalog) {
  const client = useQueryClient();
  return (withHistory: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: c.queryKey }),
      withHistory ? client.invalidateQueries({ queryKey: ['history', c.table] }) : undefined,
    ]);
}

export function useCreateCatalogItem<C extends AnyCatalog>(c: C) {
  const refresh = useRefresh(c);
  return useMutation({ mutationFn: (object: ValuesOf<C>) => createCatalogItem(c, object), onSuccess: () => refresh(false) });
}

export function useUpdateCatalogItem<C extends AnyCatalog>(c: C) {
  const refresh = useRefresh(c);
  return useMutation({
    mutationFn: ({ id, object }: { id: number; object: PatchOf<C> }) => updateCatalogItem(c, id, object),
    onSuccess: () => refresh(true),
  });
}

export function useDeleteCatalogItem(c: AnyCatalog) {
  const refresh = useRefresh(c);
  return useMutation({ mutationFn: (id: number) => deleteCatalogItem(c, id), onSuccess: () => refresh(false) });
}
