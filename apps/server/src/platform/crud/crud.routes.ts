import type { CrudApi } from '@intranet/shared/crud/crud.contract';
import type { RouteTable } from '../http/routes';
import type { CrudFilter, CrudPatch, CrudTable, CrudValues } from './crud.config';
import type { CrudService } from './crud.service';

type Id = { id: number };

/**
 * Serves the five calls of a record type inside an area's `defineRoutes`. The handlers only
 * delegate; the answers go under the contract's keys.
 */
export function serveCrud<T extends CrudTable, A extends CrudApi>(r: RouteTable, service: CrudService<T, A>): void {
  const { api } = service.config;
  const { keys } = api;
  // The contract types a record type's calls by its table name, which stays a type parameter here.
  const answer = (key: string, value: unknown) => ({ [key]: value }) as never;
  const input = <P, B>(request: unknown) => request as { params: P; body: B };

  r.on(api.list, async (ctx, request) => {
    const { body } = input<undefined, { filtro?: CrudFilter<A> } | null | undefined>(request);
    return answer(keys.list, await service.list(ctx, { filter: body?.filtro }));
  });
  r.on(api.create, async (ctx, request) => {
    const { body } = input<undefined, { object: CrudValues<A> }>(request);
    return answer(keys.insert, await service.create(ctx, { values: body.object }));
  });
  r.on(api.get, async (ctx, request) =>
    answer(keys.list, [await service.get(ctx, input<Id, undefined>(request).params)]),
  );
  r.on(api.update, async (ctx, request) => {
    const { params, body } = input<Id, { object: CrudPatch<A> }>(request);
    return answer(keys.update, await service.update(ctx, { id: params.id, patch: body.object }));
  });
  r.on(api.remove, async (ctx, request) =>
    answer(keys.delete, await service.remove(ctx, input<Id, undefined>(request).params)),
  );
}
