import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@intranet/shared/api/endpoint';
import type { CrudApi, CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { call } from '../../lib/api-client';
import type { CrudFilter, CrudPatch, CrudRecord, CrudScreens, CrudValues } from './crud-config';

/** An answer of the contract: one key, named after the table (`vendas_campanha`, `insert_vendas_campanha_one` …). */
type Answer<K extends string, V> = { [P in K]: V };

/**
 * `call` for the kit's record types. `crudEndpoints` builds every answer schema under the keys
 * typed here; TypeScript cannot follow a zod schema keyed by a table name that is a type parameter.
 */
function send<Out>(endpoint: Endpoint, input: { params?: { id: number }; body?: unknown }): Promise<Out> {
  return call(endpoint, input as never) as Promise<Out>;
}

export async function listRecords<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  filtro?: CrudFilter<S>,
): Promise<CrudRecord<S>[]> {
  const answer = await send<Answer<T, CrudRecord<S>[]>>(api.list, { body: { filtro } });
  return answer[api.keys.list];
}

export async function getRecord<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  id: number,
): Promise<CrudRecord<S> | undefined> {
  const answer = await send<Answer<T, CrudRecord<S>[]>>(api.get, { params: { id } });
  return answer[api.keys.list][0];
}

export async function createRecord<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  object: CrudValues<S>,
): Promise<{ id: number }> {
  const answer = await send<Answer<`insert_${T}_one`, { id: number }>>(api.create, { body: { object } });
  return answer[api.keys.insert];
}

export async function updateRecord<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  id: number,
  object: CrudPatch<S>,
): Promise<CrudRecord<S>> {
  const answer = await send<Answer<`update_${T}_by_pk`, CrudRecord<S>>>(api.update, {
    params: { id },
    body: { object },
  });
  return answer[api.keys.update];
}

export async function deleteRecord<T extends string, S extends CrudSchemas>(
  api: CrudApi<T, S>,
  id: number,
): Promise<{ id: number }> {
  const answer = await send<Answer<`delete_${T}_by_pk`, { id: number }>>(api.remove, { params: { id } });
  return answer[api.keys.delete];
}

const recordsKey = (api: CrudApi) => ['crud', api.table] as const;

export const recordListQuery = <T extends string, S extends CrudSchemas>(api: CrudApi<T, S>, filtro?: CrudFilter<S>) =>
  queryOptions({ queryKey: [...recordsKey(api), 'list', filtro ?? {}], queryFn: () => listRecords(api, filtro) });

export const recordQuery = <T extends string, S extends CrudSchemas>(api: CrudApi<T, S>, id: number) =>
  queryOptions({ queryKey: [...recordsKey(api), 'item', id], queryFn: () => getRecord(api, id) });

type Config<T extends string, S extends CrudSchemas> = Pick<CrudScreens<T, S>, 'api' | 'history'>;

export function useRecordList<T extends string, S extends CrudSchemas>(config: Config<T, S>, filtro?: CrudFilter<S>) {
  return useQuery(recordListQuery(config.api, filtro));
}

export function useRecord<T extends string, S extends CrudSchemas>(config: Config<T, S>, id: number) {
  return useQuery(recordQuery(config.api, id));
}

/** Writes refresh the record type's lists and records, and edits its edit history. */
function useRefresh<T extends string, S extends CrudSchemas>(config: Config<T, S>) {
  const client = useQueryClient();
  return (withHistory: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: recordsKey(config.api) }),
      withHistory && config.history ? client.invalidateQueries({ queryKey: ['history', config.history] }) : undefined,
    ]);
}

type Submit<S extends CrudSchemas> = CrudScreens<string, S>['submit'];

/** Creates a record, or saves it the record type's own way (`submit.create`: several calls). */
export function useCreateRecord<T extends string, S extends CrudSchemas>(
  config: Config<T, S> & { submit?: Submit<S> },
) {
  const refresh = useRefresh(config);
  return useMutation({
    mutationFn: ({ object, raw = {} }: { object: CrudValues<S>; raw?: Record<string, unknown> }) =>
      config.submit?.create ? config.submit.create(object, raw) : createRecord(config.api, object),
    onSuccess: () => refresh(false),
  });
}

/** Edits a record, or saves it the record type's own way (`submit.update`); the list's toggles always edit. */
export function useUpdateRecord<T extends string, S extends CrudSchemas>(
  config: Config<T, S> & { submit?: Submit<S> },
  own = false,
) {
  const refresh = useRefresh(config);
  return useMutation({
    mutationFn: ({ id, object, raw = {} }: { id: number; object: CrudPatch<S>; raw?: Record<string, unknown> }) =>
      own && config.submit?.update ? config.submit.update(id, object, raw) : updateRecord(config.api, id, object),
    onSuccess: () => refresh(true),
  });
}

export function useDeleteRecord<T extends string, S extends CrudSchemas>(config: Config<T, S>) {
  const refresh = useRefresh(config);
  return useMutation({ mutationFn: (id: number) => deleteRecord(config.api, id), onSuccess: () => refresh(false) });
}
