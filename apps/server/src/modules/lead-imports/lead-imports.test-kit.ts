import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { sqlRows } from '../../db/sql';
import { csvOf } from '../../platform/spreadsheets/spreadsheet-fixtures';
import type { TestApp } from '../../test/test-app';

/** A spreadsheet sent as the files service takes it: multipart, field `file`. */
export function multipart(filename: string, content: Buffer) {
  const boundary = '----lead-import-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A generated lead spreadsheet (CSV) of `lines` people, each with a CPF of their own. */
export function leadSheet(lines: number): Buffer {
  return csvOf([
    ['nome', 'cpf', 'telefone'],
    ...Array.from({ length: lines }, (_, i) => [
      `Pessoa ${i}`,
      cpfFromBase(900_000_000 + i),
      `319${String(i).padStart(8, '0')}`,
    ]),
  ]);
}

/** Uploads a spreadsheet and records its import (Bitcom, Black Friday Fibra, Facebook) as marketing; answers the import's id. */
export async function recordImport(t: TestApp, name: string, bytes: Buffer): Promise<number> {
  const headers = await t.headersFor('marketing');
  const body = multipart(name, bytes);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/v1/files/importacoes',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  const [ids] = await sqlRows<{ empresa: number; campanha: number; canal: number }>(
    t.database.db,
    sql`select (select id from rh_empresa where nome = 'Bitcom') as empresa,
               (select id from vendas_campanha where nome = 'Black Friday Fibra') as campanha,
               (select id from vendas_canal where nome = 'Facebook') as canal`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: API.create.path,
    headers,
    payload: { id_file: stored.json().id, id_empresa: ids.empresa, id_campanha: ids.campanha, id_canal: ids.canal },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().vendas_lead_importacao.id;
}
