import { BUCKETS } from '@intranet/shared/files/files.rules';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { type LeadColumn, checkParticipant, matchLeadColumns } from '@intranet/shared/lead-imports/lead-imports.rules';
import { type ImportCustomersResult, type ImportProgress, type LineReason, MAX_LISTED_LINES } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { type Db, withActor } from '../../db/client';
import type { Storage } from '../../platform/files/storage';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { type SpreadsheetLine, readSpreadsheetBatches } from '../../platform/spreadsheets/read-spreadsheet';
import { yieldToEventLoop } from '../../platform/spreadsheets/rows';
import { SpreadsheetError } from '../../platform/spreadsheets/spreadsheet-error';
import { type LeadImportRow, type NewParticipant, PARTICIPANT_BATCH, leadImportsRepository as repo } from './lead-imports.repository';

/** The reading of a spreadsheet also needs the file storage. */
export type ReadingContext = OpContext & { storage: Storage };

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
 * lines, all or none. The file is read a batch at a time inside one transaction, the event loop
 * running between batches, and never held whole as lines: each batch is checked (name, CPF, phone),
 * flagged as customers of the provider (customer directory), compared with the earlier lines and the
 * provider's open leads, and written. Lines with a problem are kept, to be corrected in the file
 * list, never dropped.
 *
 * A spreadsheet that cannot be read answers `success` false with the reason; then, as after any
 * failure (a database error on line 9 000 …), nothing is left: the transaction takes back every
 * line, and the import is removed too (a new upload replaces it).
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

/** What a reading counts and lists as it goes. */
type Tally = { registros: number; prontas: number; clientes: number; invalid: LineReason[]; invalidTotal: number; repeated: LineReason[]; repeatedTotal: number };

const listed = (list: LineReason[], item: LineReason) => {
  if (list.length < MAX_LISTED_LINES) list.push(item);
};

async function readAndWrite(ctx: ReadingContext, record: LeadImportRow): Promise<ImportCustomersResult> {
  const { db, storage } = ctx;
  const file = record.id_arquivo ? await repo.file(db, record.id_arquivo) : null;
  const bytes = file ? await storage.get(file.chave) : null;
  if (!bytes) throw new Refused(M.fileNotFound);

  const tally: Tally = { registros: 0, prontas: 0, clientes: 0, invalid: [], invalidTotal: 0, repeated: [], repeatedTotal: 0 };
  /** Each valid CPF's first line: the later ones are repeated. */
  const firstLineOf = new Map<string, number>();
  let columns: Partial<Record<LeadColumn, string>> | null = null;
  let pending: SpreadsheetLine[] = [];

  await withActor(db, ctx.actor.userId > 0 ? ctx.actor.userId : null, async (tx) => {
    const locked = await repo.lock(tx, record.id);
    if (!locked) throw notFound(M.importNotFound);
    if (locked.registros > 0) throw conflict(M.alreadyRead);

    const flush = async () => {
      if (pending.length) await writeLines(tx, record.id_empresa, record.id, pending, columns!, firstLineOf, tally);
      pending = [];
    };
    try {
      for await (const batch of readSpreadsheetBatches(bytes, { maxBytes: BUCKETS.importacoes.maxBytes, onProgress: (share) => report(record.id, 'lendo', share * 95) })) {
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
    report(record.id, 'gravando', 95);
    await repo.setCounts(tx, record.id, tally.registros);
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
    const line = checkParticipant({ nome: read(values, 'nome'), cpf: read(values, 'cpf'), telefone: read(values, 'telefone') });
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

/** `GET v1/lead/importacao/{id}/progresso`: how far this server's reading of the import is (done once it has lines). */
export async function importProgress({ db }: OpContext, id: number): Promise<ImportProgress> {
  const current = progress.get(id);
  if (current) return current;
  const record = await repo.find(db, id);
  if (!record) throw notFound(M.importNotFound);
  return record.registros > 0 ? { fase: 'concluida', percentual: 100 } : { fase: 'aguardando', percentual: 0 };
}
