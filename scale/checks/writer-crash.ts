// h. kill -9 of an instance under 8 concurrent writers through the balancer: every write answered 2xx
// is in the database, and writes go on succeeding on the survivor; then the killed instance comes back.
import { CATEGORY_API } from '@intranet/shared/categories/categories.contract';
import { type Check, expect } from '../cluster';
import { call } from '../http';

const WRITERS = 8;
/** Writing before the kill, and after it. */
const BEFORE_MS = 1_500;
const AFTER_MS = 5_000;
/** The last stretch after the kill in which every write must succeed (the balancer has taken the dead instance out). */
const SETTLED_MS = 2_000;

type Write = { titulo: string; at: number; status: number | string; id?: number };

export const writerCrashCheck: Check = {
  id: 'h',
  title: 'kill -9 of an instance under 8 writers',
  timeoutMs: 60_000,
  async run(cluster) {
    const { token } = await cluster.session('admin');
    const victim = cluster.b;
    const writes: Write[] = [];
    const run = `${Date.now().toString(36)}`;
    let stopAt = Infinity;
    const writer = async (w: number) => {
      for (let n = 0; Date.now() < stopAt; n++) {
        const titulo = `Escala ${run} ${w}-${n}`;
        const write: Write = { titulo, at: Date.now(), status: 'no answer' };
        writes.push(write);
        const reply = await call(`${cluster.balancer.url}${CATEGORY_API.create.path}`, {
          token,
          body: { object: { titulo, icone: 'tag', color: '#336699', ativo: true } },
          timeoutMs: 15_000,
        }).catch((error: Error) => {
          write.status = `no answer (${error.message})`;
          return null;
        });
        if (reply) {
          write.status = reply.status;
          if (reply.status >= 200 && reply.status < 300)
            write.id = reply.json<{ insert_rh_categoria_one: { id: number } }>().insert_rh_categoria_one.id;
        }
      }
    };
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const killedAt = Date.now();
    await victim.kill9();
    stopAt = killedAt + AFTER_MS;
    await writing;

    const ok = writes.filter((w) => w.id !== undefined);
    const stored = await cluster.query<{ id: number; titulo: string }>(
      `select id, titulo from rh_categoria where titulo like $1`,
      [`Escala ${run} %`],
    );
    const storedById = new Map(stored.map((r) => [r.id, r.titulo]));
    const lost = ok.filter((w) => storedById.get(w.id!) !== w.titulo);
    const failed = writes.filter((w) => w.id === undefined);
    const afterKill = writes.filter((w) => w.at >= killedAt);
    const settled = writes.filter((w) => w.at >= killedAt + AFTER_MS - SETTLED_MS);
    const settledFailed = settled.filter((w) => w.id === undefined);
    const statuses = [...new Set(failed.map((w) => w.status))].join(', ');
    // A write whose instance died after committing and before answering is stored though its caller saw it fail.
    const storedTitles = new Set(stored.map((r) => r.titulo));
    const failedButStored = failed.filter((w) => storedTitles.has(w.titulo)).length;
    const failedSpan = failed.length
      ? `, sent ${Math.min(...failed.map((w) => w.at - killedAt))}…${Math.max(...failed.map((w) => w.at - killedAt))} ms from the kill`
      : '';

    const restartMs = await cluster.restart(victim);
    expect(lost.length === 0, `${lost.length} writes answered 2xx are not in the database (e.g. ${lost[0]?.titulo})`);
    expect(
      afterKill.some((w) => w.id !== undefined),
      'no write succeeded after the kill',
    );
    expect(
      settled.length > 0 && settledFailed.length === 0,
      `${settledFailed.length} of ${settled.length} writes failed ${(AFTER_MS - SETTLED_MS) / 1000} s and more after the kill (${statuses})`,
    );
    return (
      `${writes.length} writes by ${WRITERS} writers, ${ok.length} answered 2xx, 0 lost; ${failed.length} failed (${statuses || 'none'}${failedSpan}; ${failedButStored} of them stored all the same); ` +
      `${afterKill.filter((w) => w.id !== undefined).length} succeeded after it; B back in ${(restartMs / 1000).toFixed(1)} s`
    );
  },
};
