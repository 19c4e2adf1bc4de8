import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import { type CustomerInput, checkCustomers, matchCustomerColumns } from '@intranet/shared/customers/customers.rules';
import { type CustomerImportReport, customerImportFields } from '@intranet/shared/customers/customers.schemas';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { readSpreadsheet } from '../../platform/spreadsheets/read-spreadsheet';
import { SpreadsheetError } from '../../platform/spreadsheets/spreadsheet-error';
import type { SpreadsheetUpload } from '../../platform/spreadsheets/upload';
import * as repo from './customers.repository';

export type CustomerLine = { linha: number; values: CustomerInput };

/**
 * The one path by which customers enter the directory (spreadsheet imports and the ERP sync): every
 * line is checked first; with an invalid line and without `applyValid` nothing is written; otherwise
 * the valid lines are written in one transaction, by (sistema, codpessoa).
 */
export async function writeCustomerLines(
  db: Db,
  sistema: number,
  lines: readonly CustomerLine[],
  { applyValid }: { applyValid: boolean },
): Promise<CustomerImportReport> {
  const { valid, invalid: invalidos } = checkCustomers(lines);
  const report = { linhas: lines.length, inseridos: 0, atualizados: 0, inalterados: 0, invalidos };
  if (invalidos.length > 0 && !applyValid) return { ...report, gravado: false };
  const { inserted, updated } = await db.transaction((tx) =>
    repo.upsert(
      tx,
      sistema,
      valid.map((v) => v.customer),
    ),
  );
  return {
    ...report,
    inseridos: inserted,
    atualizados: updated,
    inalterados: valid.length - inserted - updated,
    gravado: true,
  };
}

/** `POST v1/relacionamento/clientes/importacao`: a provider's customers from a spreadsheet. */
export async function importCustomers(
  { db }: OpContext,
  { fields, file }: SpreadsheetUpload,
): Promise<CustomerImportReport> {
  const parsed = customerImportFields.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw invalid(problems[0].message, problems);
  }
  if (!file) throw invalid(CUSTOMERS_MSG.fileRequired, [{ path: 'arquivo', message: CUSTOMERS_MSG.fileRequired }]);
  const { sistema, aplicar_validas } = parsed.data;
  if (!(await repo.providerExists(db, sistema)))
    throw invalid(CUSTOMERS_MSG.providerNotFound, [{ path: 'sistema', message: CUSTOMERS_MSG.providerNotFound }]);

  let sheet;
  try {
    sheet = await readSpreadsheet(file.bytes);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error.toAppError('arquivo');
    throw error;
  }
  const { columns, missing } = matchCustomerColumns(sheet.headers);
  if (missing.length) {
    const message = CUSTOMERS_MSG.missingColumns(missing);
    throw invalid(message, [{ path: 'arquivo', message }]);
  }
  const lines = sheet.lines.map(({ linha, values }) => {
    const input: CustomerInput = {};
    for (const [column, header] of Object.entries(columns) as [keyof CustomerInput, string][])
      input[column] = values[header];
    return { linha, values: input };
  });
  return writeCustomerLines(db, sistema, lines, { applyValid: aplicar_validas });
}
