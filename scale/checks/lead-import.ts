// e. A lead import through the balancer: while one instance reads a 30 000-line spreadsheet, its
// progress asked every 100 ms through the balancer (so of either instance) never goes backwards and
// ends at 100 %.
import { FILES_API } from '@intranet/shared/files/files.contract';
import { LEAD_IMPORTS_API } from '@intranet/shared/lead-imports/lead-imports.contract';
import type { ImportCustomersResult, ImportProgress } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { type Check, expect } from '../cluster';
import { call, callOk, multipart } from '../http';

const LINES = 30_000;

/** A lead spreadsheet (CSV, as the screen's model has it): name, CPF and mobile of `lines` people. */
function leadSheet(lines: number): Buffer {
  const rows = ['nome;cpf;telefone'];
  for (let i = 0; i < lines; i++)
    rows.push(`Pessoa Escala ${i};${cpfFromBase(700_000_000 + i)};319${String(i).padStart(8, '0')}`);
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

export const leadImportCheck: Check = {
  id: 'e',
  title: 'lead import progress through the balancer',
  timeoutMs: 90_000,
  async run(cluster) {
    const base = cluster.balancer.url;
    const { token } = await cluster.session('marketing');
    const [choices] = await cluster.query<{ id_empresa: number; id_campanha: number; id_canal: number }>(
      `select (select id from rh_empresa where nome = 'Bitcom') as id_empresa,
              (select id from vendas_campanha where nome = 'Black Friday Fibra') as id_campanha,
              (select id from vendas_canal where nome = 'Facebook') as id_canal`,
    );
    const sheet = leadSheet(LINES);
    const upload = multipart('leads-escala.csv', sheet);
    const stored = await callOk<{ id: string }>(`${base}${FILES_API.upload.path.replace(':bucket', 'importacoes')}`, {
      body: upload.body,
      headers: upload.headers,
      token,
    });
    const created = await callOk<{ vendas_lead_importacao: { id: number } }>(`${base}${LEAD_IMPORTS_API.create.path}`, {
      token,
      body: { ...choices, id_file: stored.id },
    });
    const id = created.vendas_lead_importacao.id;

    const seen: ImportProgress[] = [];
    const progress = async () => {
      const reply = await call(`${base}${LEAD_IMPORTS_API.progress.path.replace(':id', String(id))}`, { token });
      expect(reply.status === 200, `progress answered ${reply.status}: ${reply.text().slice(0, 200)}`);
      seen.push(reply.json<{ progresso: ImportProgress }>().progresso);
    };
    let reading = true;
    const started = Date.now();
    const read = call(`${base}${LEAD_IMPORTS_API.importCustomers.path.replace(':id', String(id))}`, {
      method: 'POST',
      token,
      timeoutMs: 80_000,
    }).finally(() => (reading = false));
    const polling = (async () => {
      while (reading) {
        const next = Date.now() + 100;
        await progress();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    })();
    // Awaited after the reading; until then a failure must not surface as an unhandled rejection.
    polling.catch(() => undefined);
    const answer = await read;
    await polling;
    const readMs = Date.now() - started;
    await progress();

    expect(answer.status === 200, `the reading answered ${answer.status}: ${answer.text().slice(0, 300)}`);
    const result = answer.json<{ importaClientes: ImportCustomersResult }>().importaClientes;
    expect(
      result.success && result.registros === LINES,
      `the reading answered success ${result.success}, ${result.registros} lines: ${result.message}`,
    );
    const trail = seen.map((p) => `${p.fase} ${p.percentual}`);
    const back = seen.findIndex((p, i) => i > 0 && p.percentual < seen[i - 1].percentual);
    expect(back < 0, `the progress went back from ${trail[back - 1]} to ${trail[back]} (answers: ${compact(trail)})`);
    const last = seen[seen.length - 1];
    expect(
      last.fase === 'concluida' && last.percentual === 100,
      `the progress ended at ${last.fase} ${last.percentual}`,
    );
    const under = seen.filter((p) => p.fase === 'lendo' || p.fase === 'gravando').length;
    return `${LINES} lines read in ${(readMs / 1000).toFixed(1)} s; ${seen.length} progress answers (${under} under way), never backwards: ${compact(trail)}`;
  },
};

/** The answers with runs of the same one folded: "lendo 12 ×3, gravando 95, …". */
function compact(trail: string[]): string {
  const runs: string[] = [];
  for (let i = 0; i < trail.length; ) {
    let j = i;
    while (j < trail.length && trail[j] === trail[i]) j++;
    runs.push(j - i > 1 ? `${trail[i]} ×${j - i}` : trail[i]);
    i = j;
  }
  return runs.length > 12 ? `${runs.slice(0, 6).join(', ')}, …, ${runs.slice(-5).join(', ')}` : runs.join(', ');
}
