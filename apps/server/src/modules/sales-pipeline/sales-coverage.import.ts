import { randomUUID } from 'node:crypto';
import {
  COVERAGE_IMPORT_BATCH,
  COVERAGE_IMPORT_MAX_BYTES,
  COVERAGE_IMPORT_MAX_ROWS,
  type CoverageColumn,
  coverageLineValues,
  matchCoverageColumns,
} from '@intranet/shared/sales/coverage.rules';
import {
  checkCoverageLine,
  type CoverageImport,
  type CoverageImportLinesResponse,
  coverageImportFields,
} from '@intranet/shared/sales/coverage.schemas';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import { coverageKey } from '@intranet/shared/sales/pipeline.rules';
import { withActor } from '../../db/client';
import { iso } from '../../db/sql';
import type { Storage } from '../../platform/files/storage';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { readSpreadsheetBatches } from '../../platform/spreadsheets/read-spreadsheet';
import { SpreadsheetError } from '../../platform/spreadsheets/spreadsheet-error';
import type { SpreadsheetUpload } from '../../platform/spreadsheets/upload';
import * as repo from './sales-coverage.repository';

/*
 * The coverage spreadsheet's import (docs/sales.md "Coverage and feasibility"), in steps the screen
 * takes one after the other: the upload keeps the file and opens the import; the reading checks
 * every line and keeps them, each with its problem in pt-BR, reporting its share on the import's row
 * (whichever instance is asked for the progress reads it there); the preview pages the lines with a
 * problem; applying writes the valid lines as areas in one transaction.
 */

export type StorageContext = OpContext & { storage: Storage };

/** A reading that has not reported for this long is taken for dead: the import may be read again. */
export const COVERAGE_READING_LEASE_SECONDS = 60;

const present = (row: repo.ImportRow): CoverageImport => ({
  id: row.id,
  id_empresa: row.id_empresa,
  empresa: row.empresa,
  nome_arquivo: row.nome_arquivo,
  fase: row.fase,
  percentual: row.percentual,
  mensagem: row.mensagem,
  linhas: row.linhas,
  validas: row.validas,
  invalidas: row.invalidas,
  criadas: row.criadas,
  created_at: iso(row.created_at)!,
});

async function answer(ctx: OpContext, id: number): Promise<CoverageImport> {
  const row = await repo.importById(ctx.db, id);
  if (!row) throw notFound(MSG.coverageImportNotFound);
  return present(row);
}

/**
 * `POST /v1/vendas/cobertura/importacao`: the provider and the spreadsheet (multipart, bounded before
 * anything is parsed: the route's body limit and the multipart file limit are the 5 MB of
 * COVERAGE_IMPORT_MAX_BYTES). The file is kept in the storage until it is read.
 */
export async function uploadCoverage(
  ctx: StorageContext,
  { fields, file }: SpreadsheetUpload,
): Promise<CoverageImport> {
  const parsed = coverageImportFields.safeParse(fields);
  if (!parsed.success) throw invalid(MSG.providerUnknown, [{ path: 'id_empresa', message: MSG.providerUnknown }]);
  if (!file)
    throw invalid(MSG.coverageImportFileRequired, [{ path: 'arquivo', message: MSG.coverageImportFileRequired }]);
  if (file.bytes.length > COVERAGE_IMPORT_MAX_BYTES) throw new AppError('too_large', MSG.coverageImportTooLarge);
  const { id_empresa } = parsed.data;
  if (!(await repo.companyExists(ctx.db, id_empresa)))
    throw invalid(MSG.providerUnknown, [{ path: 'id_empresa', message: MSG.providerUnknown }]);
  const key = `cobertura/${randomUUID()}`;
  await ctx.storage.put(key, file.bytes, 'application/octet-stream');
  const id = await repo.insertImport(ctx.db, {
    id_empresa,
    id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null,
    nome_arquivo: file.name.slice(0, 200) || 'planilha',
    chave_arquivo: key,
  });
  return answer(ctx, id);
}

/** A refusal of the spreadsheet as a whole, in pt-BR (coverage's own bounds named). */
const refusalOf = (error: SpreadsheetError): string => {
  if (error.problem === 'tooLarge') return MSG.coverageImportTooLarge;
  if (error.problem === 'tooManyRows') return MSG.coverageImportTooManyRows;
  return error.message;
};

class Refused extends Error {}

/**
 * `POST /v1/vendas/cobertura/importacao/:id/ler`: reads the spreadsheet a batch at a time (the event
 * loop running between batches), checks each line as an area of the provider (the same schema as the
 * register form) and whether it repeats an earlier line, and writes the batch with its share of the
 * file. A spreadsheet refused as a whole (format, size, rows, columns) leaves the reason and no line.
 */
export async function readCoverage(ctx: StorageContext, id: number): Promise<CoverageImport> {
  const record = await repo.importById(ctx.db, id);
  if (!record) throw notFound(MSG.coverageImportNotFound);
  if (!(await repo.claimReading(ctx.db, id, COVERAGE_READING_LEASE_SECONDS)))
    throw conflict(MSG.coverageImportNotReady);
  const key = record.chave_arquivo!;
  try {
    const bytes = await ctx.storage.get(key);
    if (!bytes) throw new Refused(MSG.coverageImportNotFound);
    const counts = await readLines(ctx, id, record.id_empresa, bytes);
    await repo.finishReading(ctx.db, id, counts);
  } catch (error) {
    const message =
      error instanceof Refused ? error.message : error instanceof SpreadsheetError ? refusalOf(error) : null;
    if (message === null) throw error;
    await repo.refuseReading(ctx.db, id, message);
  }
  await ctx.storage.delete(key);
  return answer(ctx, id);
}

async function readLines(ctx: OpContext, id: number, idEmpresa: number, bytes: Buffer) {
  const counts = { linhas: 0, validas: 0, invalidas: 0 };
  /** Each area's first line, by its keys: a later line with the same area repeats it. */
  const firstLineOf = new Map<string, number>();
  let columns: Partial<Record<CoverageColumn, string>> | null = null;
  let pending: repo.ImportLine[] = [];
  let share = 0;
  let reported = -1;
  const flush = async () => {
    await repo.insertLines(ctx.db, id, pending);
    pending = [];
    const percentual = Math.min(99, Math.round(share * 100));
    if (percentual !== reported) await repo.reportReading(ctx.db, id, percentual);
    reported = percentual;
  };
  for await (const batch of readSpreadsheetBatches(bytes, {
    maxBytes: COVERAGE_IMPORT_MAX_BYTES,
    maxRows: COVERAGE_IMPORT_MAX_ROWS,
    onProgress: (fraction) => (share = fraction),
  })) {
    if (!columns) {
      const matched = matchCoverageColumns(batch.headers);
      if (matched.missing.length) throw new Refused(MSG.coverageImportMissingColumns(matched.missing));
      columns = matched.columns;
    }
    for (const { linha, values } of batch.lines) {
      const read = coverageLineValues(values, columns);
      const checked = checkCoverageLine(idEmpresa, read);
      let problema = checked.ok ? null : checked.problems.join(' ');
      if (checked.ok) {
        const a = checked.area;
        const areaKey = [a.cidade, a.uf, a.cep_inicio, a.cep_fim, a.bairro, a.logradouro]
          .map((v) => (v === null ? '' : coverageKey(v)))
          .join('|');
        const first = firstLineOf.get(areaKey);
        if (first === undefined) firstLineOf.set(areaKey, linha);
        else problema = MSG.coverageImportRepeated(first);
        pending.push({ linha, ...(problema ? read : a), problema });
      } else pending.push({ linha, ...read, problema });
      counts.linhas++;
      if (problema) counts.invalidas++;
      else counts.validas++;
      if (pending.length >= COVERAGE_IMPORT_BATCH) await flush();
    }
  }
  await flush();
  return counts;
}

/** `GET /v1/vendas/cobertura/importacao/:id`: the import, with how far its reading is. */
export const coverageImportStatus = (ctx: OpContext, id: number) => answer(ctx, id);

/** `GET …/:id/linhas`: the preview, a page of the lines read (those with a problem only, when asked). */
export async function coverageImportLines(
  ctx: OpContext,
  id: number,
  query: { problemas?: boolean; offset: number; limit: number },
): Promise<CoverageImportLinesResponse> {
  if (!(await repo.importById(ctx.db, id))) throw notFound(MSG.coverageImportNotFound);
  const { rows, total } = await repo.linesPage(ctx.db, id, query);
  return { total, linhas: rows };
}

/** `POST …/:id/aplicar`: the valid lines of a read import become the provider's areas, all or none. */
export async function applyCoverageImport(ctx: OpContext, id: number): Promise<CoverageImport> {
  if (!(await repo.importById(ctx.db, id))) throw notFound(MSG.coverageImportNotFound);
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const locked = await repo.lockReadImport(tx, id);
    if (!locked) throw conflict(MSG.coverageImportNotRead);
    const status = await repo.importById(tx, id);
    if (!status || status.validas === 0) throw invalid(MSG.coverageImportNothingValid);
    await repo.applyLines(tx, id, locked.id_empresa);
  });
  return answer(ctx, id);
}

/** `DELETE …/:id`: gives up an import not applied (its lines and file go). */
export async function discardCoverageImport(ctx: StorageContext, id: number): Promise<{ id: number }> {
  if (!(await repo.importById(ctx.db, id))) throw notFound(MSG.coverageImportNotFound);
  const discarded = await repo.discardImport(ctx.db, id);
  if (!discarded) throw conflict(MSG.coverageImportNotRead);
  if (discarded.chave_arquivo) await ctx.storage.delete(discarded.chave_arquivo);
  return { id };
}
