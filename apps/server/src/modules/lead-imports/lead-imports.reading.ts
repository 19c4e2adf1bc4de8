import { BUCKETS } from '@intranet/shared/files/files.rules';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { type LeadColumn, checkParticipant, matchLeadColumns } from '@intranet/shared/lead-imports/lead-imports.rules';
import {
  type ImportCustomersResult,
  type ImportProgress,
  type LineReason,
  MAX_LISTED_LINES,
} from '@intranet/shared/lead-imports/lead-imports.schemas';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { type Db, withActor } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { type SpreadsheetLine, readSpreadsheetBatches } from '../../platform/spreadsheets/read-spreadsheet';
import { yieldToEventLoop } from '../../platform/spreadsheets/rows';
import { SpreadsheetError } from '../../platform/spreadsheets/spreadsheet-error';
import type { LeadImportReadings, Reading } from './lead-imports.readings';
import { type LeadImportRow, type NewParticipant, PARTICIPANT_BATCH } from './lead-imports.repository';
import * as repo from './lead-imports.repository';

/** What the progress bar asks: the readings of every instance on the database. */
export type ProgressContext = OpContext & { readings: LeadImportReadings };

/** The reading of a spreadsheet also needs the file storage. */
export type ReadingContext = ProgressContext & { storage: Storage };

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
 * lines, all or none. The file is read a batch at a time inside one transaction, the event loop
 * running between batches, and never held whole as lines: each batch is checked (name, CPF, phone),
 * flagged as customers of the provider (customer directory), compared with the earlier lines and the
 * provider's open leads, and written. Lines with a problem are kept, to be corrected in the file
 * list, never dropped.
 *
 * A spreadsheet that cannot be read answers `success` false with the reason; then, as after any
 * failure (a database error on line 9 000 …), nothing is left: the transaction takes back every
 * line, and the import is removed too (a new upload replaces it).
 *
 * The reading is claimed in the import's row first, whichever instance is asked: a second one, here
 * or on another instance, is refused while it runs (`LeadImportReadings`).
 */
export async function importCustomers(ctx: ReadingContext, id: number): Promise<ImportCustomersResult> {
  const claim = await ctx.readings.claim(id);
  if ('refused' in claim) throw claim.refused === 'notFound' ? notFound(M.importNotFound) : conflict(M.alreadyRead);
  const { reading } = claim;
  let written = false;
  try {
    const record = await repo.find(ctx.db, id);
    if (!record) throw notFound(M.importNotFound);
    const result = await readAndWrite(ctx, record, reading);
    written = true;
    return result;
  } catch (error) {
    if (error instanceof Refused) return failed(error.message);
    throw error;
  } finally {
    ctx.readings.end(reading);
    if (!written) await repo.removeUnread(ctx.db, id, reading.leitura);
  }
}

/** What a reading counts and lists as it goes. */
type Tally = {
  registros: number;
  prontas: number;
  clientes: number;
  invalid: LineReason[];
  invalidTotal: number;
  repeated: LineReason[];
  repeatedTotal: number;
};

const listed = (list: LineReason[], item: LineReason) => {
  if (list.length < MAX_LISTED_LINES) list.push(item);
};

async function readAndWrite(
  ctx: ReadingContext,
  record: LeadImportRow,
  reading: Reading,
): Promise<ImportCustomersResult> {
  const { db, storage, readings } = ctx;
  const file = record.id_arquivo ? await repo.file(db, record.id_arquivo) : null;
  const bytes = file ? await storage.get(file.chave) : null;
  if (!bytes) throw new Refused(M.fileNotFound);

  const tally: Tally = {
    registros: 0,
    prontas: 0,
    clientes: 0,
    invalid: [],
    invalidTotal: 0,
    repeated: [],
    repeatedTotal: 0,
  };
  /** Each valid CPF's first line: the later ones are repeated. */
  const firstLineOf = new Map<string, number>();
  let columns: Partial<Record<LeadColumn, string>> | null = null;
  let pending: SpreadsheetLine[] = [];
  /** The share of the file read so far, 0 to 1. */
  let read = 0;

  // The reports go on `db`, outside this transaction: the other instances see them while it runs.
  await withActor(db, ctx.actor.userId > 0 ? ctx.actor.userId : null, async (tx) => {
    const flush = async () => {
      if (pending.length) await writeLines(tx, record.id_empresa, record.id, pending, columns!, firstLineOf, tally);
      pending = [];
      await readings.report(reading, 'lendo', read * 95);
    };
    try {
      for await (const batch of readSpreadsheetBatches(bytes, {
        maxBytes: BUCKETS.importacoes.maxBytes,
        onProgress: (share) => (read = share),
      })) {
        if (!columns) {
          const matched = matchLeadColumns(batch.headers);
          if (matched.missing.length) throw new Refused(M.missingColumns(matched.missing));
          columns = matched.columns;
        }
        for (const line of batch.lines) pending.push(line);
        if (pending.length >= PARTICIPANT_BATCH) await flush();
      }
      await flush();
    } catch (error) {
      if (error instanceof SpreadsheetError) throw new Refused(refusalOf(error));
      throw error;
    }
    await readings.report(reading, 'gravando', 95);
    if (!(await repo.finishReading(tx, record.id, reading.leitura, tally.registros))) throw conflict(M.alreadyRead);
  });

  return {
    success: true,
    message: M.read({ registros: tally.registros, prontas: tally.prontas }),
    registros: tally.registros,
    prontas: tally.prontas,
    clientes: tally.clientes,
    invalidos: tally.invalid,
    invalidos_total: tally.invalidTotal,
    repetidos: tally.repeated,
    repetidos_total: tally.repeatedTotal,
  };
}

/**
 * Checks and writes a batch of lines: each line's problems, its CPF's first line in the file, whether
 * the provider has it as a customer or with an open lead.
 */
async function writeLines(
  tx: Db,
  idEmpresa: number,
  idImportacao: number,
  lines: readonly SpreadsheetLine[],
  columns: Partial<Record<LeadColumn, string>>,
  firstLineOf: Map<string, number>,
  tally: Tally,
): Promise<void> {
  const read = (values: Record<string, string>, column: LeadColumn) => values[columns[column]!];
  const checked = lines.map(({ linha, values }) => {
    const line = checkParticipant({
      nome: read(values, 'nome'),
      cpf: read(values, 'cpf'),
      telefone: read(values, 'telefone'),
    });
    return { linha, line, validCpf: /^\d{11}$/.test(line.cpf) && isValidCpf(line.cpf) };
  });
  const cpfs = [...new Set(checked.filter((c) => c.validCpf).map((c) => c.line.cpf))];
  // The embedded database runs each statement on this thread: the event loop gets a turn between them.
  const customers = await repo.customersAmong(tx, idEmpresa, cpfs);
  await yieldToEventLoop();
  const openLeads = await repo.openLeadsAmong(tx, idEmpresa, cpfs);
  await yieldToEventLoop();

  const rows: NewParticipant[] = [];
  for (const { linha, line, validCpf } of checked) {
    const problema = line.problemas.length ? line.problemas.join(' ') : null;
    if (problema) {
      tally.invalidTotal++;
      listed(tally.invalid, { linha, motivo: problema });
    }
    let open = false;
    if (validCpf) {
      const first = firstLineOf.get(line.cpf);
      if (first === undefined) firstLineOf.set(line.cpf, linha);
      else {
        tally.repeatedTotal++;
        listed(tally.repeated, { linha, motivo: M.repeatedInFile(first) });
      }
      open = openLeads.has(line.cpf);
      if (open) {
        tally.repeatedTotal++;
        listed(tally.repeated, { linha, motivo: M.openLead });
      }
    }
    const cliente = validCpf && customers.has(line.cpf);
    tally.registros++;
    if (cliente) tally.clientes++;
    if (!problema && !open) tally.prontas++;
    rows.push({ linha, nome: line.nome, telefone: line.telefone, cpf: line.cpf, cliente, problema });
  }
  await repo.insertParticipants(tx, idImportacao, rows);
  await yieldToEventLoop();
}

/** `GET v1/lead/importacao/{id}/progresso`: how far the reading of the import is, whichever instance reads it (done once it has lines). */
export async function importProgress({ readings }: ProgressContext, id: number): Promise<ImportProgress> {
  const progress = await readings.progress(id);
  if (!progress) throw notFound(M.importNotFound);
  return progress;
}
