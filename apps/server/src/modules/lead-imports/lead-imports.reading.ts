import { BUCKETS } from '@intranet/shared/files/files.rules';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { type LeadColumn, checkParticipant, matchLeadColumns } from '@intranet/shared/lead-imports/lead-imports.rules';
import { type ImportCustomersResult, type ImportProgress, type LineReason, MAX_LISTED_LINES } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { withActor } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { type Spreadsheet, readSpreadsheet } from '../../platform/spreadsheets/read-spreadsheet';
import { yieldToEventLoop } from '../../platform/spreadsheets/rows';
import { SpreadsheetError } from '../../platform/spreadsheets/spreadsheet-error';
import { LOOKUP_BATCH, type NewParticipant, PARTICIPANT_BATCH, leadImportsRepository as repo } from './lead-imports.repository';

/** The reading of a spreadsheet also needs the file storage. */
export type ReadingContext = OpContext & { storage: Storage };

/** Lines checked between two pauses of the event loop. */
const CHECK_BATCH = 5_000;
/** How long a finished reading's progress is still answered. */
const PROGRESS_KEPT_MS = 60_000;

/** Readings under way on this server, by import: what the progress bar polls. */
const progress = new Map<number, ImportProgress>();

function report(id: number, fase: ImportProgress['fase'], share: number): void {
  progress.set(id, { fase, percentual: Math.max(0, Math.min(100, Math.round(share))) });
}

/** A refusal of the spreadsheet as a whole: the import's answer with `success` false. */
class Refused extends Error {}

const refusalOf = (error: SpreadsheetError): string => {
  if (error.problem === 'format') return M.formatNotAllowed;
  if (error.problem === 'tooLarge') return M.tooLarge(Math.round(BUCKETS.importacoes.maxBytes / (1024 * 1024)));
  return error.message;
};

const failed = (message: string): ImportCustomersResult => ({
  success: false,
  message,
  registros: 0,
  prontas: 0,
  clientes: 0,
  invalidos: [],
  invalidos_total: 0,
  repetidos: [],
  repetidos_total: 0,
});

/**
 * `POST v1/lead/arquivo/clientes/{id}` (spec §4, step 3): reads the import's spreadsheet into its
 * lines, all or none. The file is read in batches, the event loop running between them; every line
 * is checked (name, CPF, phone), flagged as a customer of the provider (customer directory) and
 * compared with the earlier lines and the provider's open leads; then all lines are written in one
 * transaction. Lines with a problem are kept, to be corrected in the file list, never dropped.
 *
 * A spreadsheet that cannot be read answers `success` false with the reason; then, as after any
 * failure (a database error on line 9 000 …), nothing is left: no line, and not the import either,
 * which a new upload replaces.
 */
export async function importCustomers(ctx: ReadingContext, id: number): Promise<ImportCustomersResult> {
  const record = await repo.find(ctx.db, id);
  if (!record) throw notFound(M.importNotFound);
  if (record.registros > 0) throw conflict(M.alreadyRead);
  if (progress.has(id) && progress.get(id)!.fase !== 'concluida') throw conflict(M.alreadyRead);
  report(id, 'lendo', 0);
  let written = false;
  try {
    const result = await readAndWrite(ctx, record);
    written = true;
    return result;
  } catch (error) {
    if (error instanceof Refused) return failed(error.message);
    throw error;
  } finally {
    if (written) {
      report(id, 'concluida', 100);
      setTimeout(() => progress.delete(id), PROGRESS_KEPT_MS).unref();
    } else {
      progress.delete(id);
      await repo.removeUnread(ctx.db, id);
    }
  }
}

async function readAndWrite(ctx: ReadingContext, record: NonNullable<Awaited<ReturnType<typeof repo.find>>>): Promise<ImportCustomersResult> {
  const { db, storage } = ctx;
  const file = record.id_arquivo ? await repo.file(db, record.id_arquivo) : null;
  const bytes = file ? await storage.get(file.chave) : null;
  if (!bytes) throw new Refused(M.fileNotFound);

  let sheet: Spreadsheet | null;
  try {
    sheet = await readSpreadsheet(bytes, { maxBytes: BUCKETS.importacoes.maxBytes, onProgress: (share) => report(record.id, 'lendo', share * 40) });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new Refused(refusalOf(error));
    throw error;
  }
  const { columns, missing } = matchLeadColumns(sheet.headers);
  if (missing.length) throw new Refused(M.missingColumns(missing));
  const sheetLines = sheet.lines;
  sheet = null;

  // Every line checked, a batch at a time; a CPF's first line remembered for the repeated ones.
  const lines: (NewParticipant & { ok: boolean })[] = [];
  const invalid: LineReason[] = [];
  const repeated: LineReason[] = [];
  const firstLineOf = new Map<string, number>();
  const read = (values: Record<string, string>, column: LeadColumn) => values[columns[column]!];
  for (let start = 0; start < sheetLines.length; start += CHECK_BATCH) {
    for (const { linha, values } of sheetLines.slice(start, start + CHECK_BATCH)) {
      const checked = checkParticipant({ nome: read(values, 'nome'), cpf: read(values, 'cpf'), telefone: read(values, 'telefone') });
      const problema = checked.problemas.length ? checked.problemas.join(' ') : null;
      if (problema) invalid.push({ linha, motivo: problema });
      const validCpf = /^\d{11}$/.test(checked.cpf) && isValidCpf(checked.cpf);
      if (validCpf) {
        const first = firstLineOf.get(checked.cpf);
        if (first === undefined) firstLineOf.set(checked.cpf, linha);
        else repeated.push({ linha, motivo: M.repeatedInFile(first) });
      }
      lines.push({ linha, nome: checked.nome, telefone: checked.telefone, cpf: checked.cpf, cliente: false, problema, ok: validCpf });
    }
    report(record.id, 'lendo', 40 + (10 * Math.min(sheetLines.length, start + CHECK_BATCH)) / sheetLines.length);
    await yieldToEventLoop();
  }

  // Customers of the provider, and CPFs that already have an open lead of it.
  const cpfs = [...firstLineOf.keys()];
  const customers = new Set<string>();
  const openLeads = new Set<string>();
  for (let start = 0; start < cpfs.length; start += LOOKUP_BATCH) {
    const batch = cpfs.slice(start, start + LOOKUP_BATCH);
    for (const cpf of await repo.customersAmong(db, record.id_empresa, batch)) customers.add(cpf);
    for (const cpf of await repo.openLeadsAmong(db, record.id_empresa, batch)) openLeads.add(cpf);
  }
  for (const line of lines) {
    if (!line.ok) continue;
    line.cliente = customers.has(line.cpf);
    if (openLeads.has(line.cpf)) repeated.push({ linha: line.linha, motivo: M.openLead });
  }
  repeated.sort((a, b) => a.linha - b.linha);

  await withActor(db, ctx.actor.userId > 0 ? ctx.actor.userId : null, async (tx) => {
    const locked = await repo.lock(tx, record.id);
    if (!locked) throw notFound(M.importNotFound);
    if (locked.registros > 0) throw conflict(M.alreadyRead);
    for (let start = 0; start < lines.length; start += PARTICIPANT_BATCH) {
      const batch = lines.slice(start, start + PARTICIPANT_BATCH).map(({ ok: _ok, ...line }) => line);
      await repo.insertParticipants(tx, record.id, batch);
      report(record.id, 'gravando', 50 + (50 * Math.min(lines.length, start + PARTICIPANT_BATCH)) / lines.length);
      await yieldToEventLoop();
    }
    await repo.setCounts(tx, record.id, lines.length);
  });

  const prontas = lines.filter((l) => !l.problema && !(l.ok && openLeads.has(l.cpf))).length;
  return {
    success: true,
    message: M.read({ registros: lines.length, prontas }),
    registros: lines.length,
    prontas,
    clientes: lines.filter((l) => l.cliente).length,
    invalidos: invalid.slice(0, MAX_LISTED_LINES),
    invalidos_total: invalid.length,
    repetidos: repeated.slice(0, MAX_LISTED_LINES),
    repetidos_total: repeated.length,
  };
}

/** `GET v1/lead/importacao/{id}/progresso`: how far this server's reading of the import is (done once it has lines). */
export async function importProgress({ db }: OpContext, id: number): Promise<ImportProgress> {
  const current = progress.get(id);
  if (current) return current;
  const record = await repo.find(db, id);
  if (!record) throw notFound(M.importNotFound);
  return record.registros > 0 ? { fase: 'concluida', percentual: 100 } : { fase: 'aguardando', percentual: 0 };
}
