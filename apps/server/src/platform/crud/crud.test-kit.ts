import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { expect, it } from 'vitest';
import { roleCan } from '@intranet/shared/access/permissions';
import { fillPath, type Endpoint } from '@intranet/shared/api/endpoint';
import type { CrudApi } from '@intranet/shared/crud/crud.contract';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import { logsRh } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import type { CrudTable } from './crud.config';
import type { CrudService } from './crud.service';

type Values<A extends CrudApi> = z.input<A['schemas']['input']>;

export type CrudBehaviours<T extends CrudTable, A extends CrudApi> = {
  service: CrudService<T, A>;
  /** Who does the writes whose history is checked: a demo account and the role it acts with. */
  manager: { account: DemoAccount['key']; role: string };
  /** Roles checked call by call against the permission map (the superadmin account acts with each). */
  roles: readonly string[];
  /** Demo accounts outside the area: refused everything with 403. */
  outsiders: readonly DemoAccount['key'][];
  /** A valid new record whose unique name (if any) includes `tag`. */
  sample: (tag: string) => Values<A>;
  /** An edit that changes the sample, checked in the history; applied to several records, so no unique name in it. */
  edit: z.input<A['schemas']['patch']>;
};

type Call = { endpoint: Endpoint; id?: number; body?: unknown };

/**
 * The standard behaviours of a record type served by the CRUD kit, as tests: call it inside the
 * record type's `describe`, after the TestApp is built (`describeCrud(() => t, { … })`).
 */
export function describeCrud<T extends CrudTable, A extends CrudApi>(
  app: () => TestApp,
  spec: CrudBehaviours<T, A>,
): void {
  const { api, name, messages } = spec.service.config;
  const { keys } = api;
  let counter = 0;
  const tag = () => `Kit ${api.table} ${++counter}`;

  const send = async ({ endpoint, id, body }: Call, headers?: Record<string, string>) => {
    const url = fillPath(endpoint.path, id === undefined ? undefined : { id });
    return app().app.inject({ method: endpoint.method, url, headers, payload: body as never });
  };
  const asManager = () => app().headersFor(spec.manager.account, spec.manager.role);
  const create = async (values: Values<A>, headers?: Record<string, string>) =>
    send({ endpoint: api.create, body: { object: values } }, headers ?? (await asManager()));
  const createdId = async (values = spec.sample(tag())): Promise<number> => {
    const res = await create(values);
    expect(res.statusCode, res.body).toBe(200);
    return res.json()[keys.insert].id;
  };
  const everyCall = (id: number): Call[] => [
    { endpoint: api.list, body: {} },
    { endpoint: api.create, body: { object: spec.sample(tag()) } },
    { endpoint: api.get, id },
    { endpoint: api.update, id, body: { object: spec.edit } },
    { endpoint: api.remove, id },
  ];

  it(`refuses every ${api.table} call without a token with 401`, async () => {
    const id = await createdId();
    for (const call of everyCall(id)) expect((await send(call)).statusCode).toBe(401);
  });

  it(`refuses accounts outside the area on every ${api.table} call with 403`, async () => {
    const id = await createdId();
    for (const account of spec.outsiders) {
      const headers = await app().headersFor(account);
      for (const call of everyCall(id))
        expect((await send(call, headers)).statusCode, `${account} ${call.endpoint.path}`).toBe(403);
    }
  });

  it(`allows each role exactly the ${api.table} calls the permission map gives it`, async () => {
    for (const role of spec.roles) {
      const headers = await app().headersFor('admin', role);
      const id = await createdId();
      for (const call of everyCall(id)) {
        const expected = roleCan(role, call.endpoint.access) ? 200 : 403;
        expect((await send(call, headers)).statusCode, `${role} ${call.endpoint.method} ${call.endpoint.path}`).toBe(
          expected,
        );
      }
    }
  });

  it(`lists ${api.table} newest first`, async () => {
    const older = await createdId();
    const newer = await createdId();
    const res = await send({ endpoint: api.list }, await asManager());
    expect(res.statusCode).toBe(200);
    const ids = (res.json()[keys.list] as { id: number }[]).map((row) => row.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  });

  it(`creates a ${api.table} record and reads it back`, async () => {
    const values = spec.sample(tag());
    const id = await createdId(values);
    const res = await send({ endpoint: api.get, id }, await asManager());
    expect(res.statusCode).toBe(200);
    // The values the row answers (a holiday's `municipios` become one row per city, not a column).
    const answered = Object.entries(api.schemas.input.parse(values)).filter(([key]) => key in api.schemas.row.shape);
    expect(res.json()[keys.list]).toEqual([expect.objectContaining({ id, ...Object.fromEntries(answered) })]);
  });

  if (name) {
    it(`refuses a second ${api.table} record with the same name in another case with 409`, async () => {
      const values = spec.sample(tag()) as Record<string, unknown>;
      await createdId(values as Values<A>);
      const again = { ...values, [name.column]: String(values[name.column]).toUpperCase() };
      const res = await create(again as Values<A>);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(name.taken);
    });
  }

  it(`records a ${api.table} edit in the history with the new values and the acting user`, async () => {
    const id = await createdId();
    const res = await send({ endpoint: api.update, id, body: { object: spec.edit } }, await asManager());
    expect(res.statusCode).toBe(200);
    expect(res.json()[keys.update]).toMatchObject({ id, ...spec.edit });
    const entries = await app()
      .database.db.select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, api.table), eq(logsRh.id_item, String(id))))
      .orderBy(logsRh.id);
    expect(entries.map((e) => e.operacao)).toEqual(['INSERT', 'UPDATE']);
    expect(entries[1].id_usuario).toBe(app().accounts[spec.manager.account].usuarioId);
    expect(entries[1].new_data).toMatchObject(spec.edit);
  });

  it(`deletes a ${api.table} record, which then is no longer found`, async () => {
    const id = await createdId();
    const headers = await asManager();
    const res = await send({ endpoint: api.remove, id }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ [keys.delete]: { id } });
    expect((await send({ endpoint: api.get, id }, headers)).statusCode).toBe(404);
  });

  it(`answers 404 with the not-found text for an unknown ${api.table} record on read, edit and delete`, async () => {
    const headers = await asManager();
    const id = 2_000_000_000;
    for (const endpoint of [api.get, api.update, api.remove]) {
      const res = await send(
        { endpoint, id, body: endpoint === api.update ? { object: spec.edit } : undefined },
        headers,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.notFound);
    }
  });
}
