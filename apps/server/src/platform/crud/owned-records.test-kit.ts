import { expect, it } from 'vitest';
import { fillPath, type Endpoint } from '@intranet/shared/api/endpoint';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import type { TestApp } from '../../test/test-app';

/** One call on an owned record: a contract endpoint with its path params, query and body. */
export type OwnedCall = {
  endpoint: Endpoint;
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
};

/** A demo account and the role it acts with (x-role), if the area needs one. */
export type Caller = { account: DemoAccount['key']; role?: string };

export type OwnedRecords<R> = {
  /** What the records are, for the tests' titles: 'roulette campaign', 'résumé entry'. */
  name: string;
  /** Who owns the record made by `create`. */
  owner: Caller;
  /** Someone with the area's roles who is not the owner (nor sees everyone's records). */
  other: Caller;
  /** Makes a record owned by `owner` (through the area's calls or its seed), answering what the calls need. */
  create: (app: TestApp) => Promise<R>;
  /** The calls that read the record by its id: the owner gets 200, the other 404 (none where only lists show it). */
  reads?: (record: R) => OwnedCall[];
  /** The calls that change or delete it: the other gets 404, and the record stays as it was. */
  writes: (record: R) => OwnedCall[];
  /** The area's not-found text, answered to the other. */
  notFound: string;
  /** The record as stored (straight from the database), to show that the other's calls changed nothing. */
  stored: (app: TestApp, record: R) => Promise<unknown>;
  /** Lists the other may call: the ids each answers, none of which may be the record's. */
  lists?: (record: R) => { call: OwnedCall; ids: (answer: unknown) => unknown[]; id: unknown }[];
};

/**
 * The rule of every area that owns records: someone else's record is not found. Another person
 * with the same roles gets 404 with the area's not-found text on every read, edit and delete of a
 * record they do not own, never 403 (which would tell them it exists), and the record stays as it
 * was; their lists leave it out. Call it inside the area's `describe`, after its TestApp is built
 * (`describeOwnedRecords(() => t, { … })`), beside `describeCrud`.
 */
export function describeOwnedRecords<R>(app: () => TestApp, spec: OwnedRecords<R>): void {
  const send = async (call: OwnedCall, caller: Caller) => {
    const path = fillPath(call.endpoint.path, call.params);
    const url = call.query ? `${path}?${new URLSearchParams(call.query)}` : path;
    return app().app.inject({
      method: call.endpoint.method,
      url,
      headers: await app().headersFor(caller.account, caller.role),
      payload: call.body as never,
    });
  };
  const label = (call: OwnedCall) => `${call.endpoint.method} ${call.endpoint.path}`;

  const reads = spec.reads ?? (() => []);
  if (spec.reads) {
    it(`lets the owner read their ${spec.name}`, async () => {
      const record = await spec.create(app());
      for (const call of reads(record)) {
        const res = await send(call, spec.owner);
        expect(res.statusCode, `${label(call)} ${res.body}`).toBe(200);
      }
    });
  }

  it(`answers 404 '${spec.notFound}' to someone else's ${spec.name} on every read, edit and delete, and leaves it as it was`, async () => {
    const record = await spec.create(app());
    const before = await spec.stored(app(), record);
    expect(before).toBeTruthy();
    for (const call of [...reads(record), ...spec.writes(record)]) {
      const res = await send(call, spec.other);
      expect(res.statusCode, `${label(call)} ${res.body}`).toBe(404);
      expect(res.json().message, label(call)).toBe(spec.notFound);
    }
    expect(await spec.stored(app(), record)).toEqual(before);
  });

  if (spec.lists) {
    it(`leaves someone else's ${spec.name} out of the other's lists`, async () => {
      const record = await spec.create(app());
      for (const { call, ids, id } of spec.lists!(record)) {
        const res = await send(call, spec.other);
        expect(res.statusCode, `${label(call)} ${res.body}`).toBe(200);
        expect(ids(res.json()), label(call)).not.toContain(id);
      }
    });
  }
}
