import { randomUUID } from 'node:crypto';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { ImportProgress } from '@intranet/shared/lead-imports/lead-imports.schemas';
import type { Database, Db } from '../../db/client';
import { conflict } from '../../platform/http/errors';
import * as repo from './lead-imports.repository';

/** A reading that has not reported for this long is taken for dead (its server stopped): it may be started again. */
export const READING_LEASE_SECONDS = 60;
/** A reading reports at least this often, even when its share has not moved, so that its lease holds. */
const HEARTBEAT_MS = 10_000;

type Phase = 'lendo' | 'gravando';

/** A reading that holds its import: the import, the reading's own id and what it last reported. */
export type Reading = { id: number; leitura: string; fase: Phase; percentual: number; reportedAt: number };

/** A started reading, or why it was not: no such import, or it is read or being read. */
export type Claim = { reading: Reading } | { refused: 'notFound' | 'taken' };

/** The embedded database's readings under way, kept on its Database object (see `LeadImportReadings.of`). */
const EMBEDDED = Symbol.for('intranet.lead-imports.readings');

/**
 * Who reads each import's spreadsheet, and how far: the same answer from every instance on the
 * database. A reading claims its import in the import's row (a conditional update, so two instances
 * cannot both start it) and reports its phase and share there as it goes, each report a short
 * statement of its own on the pool, outside the reading's transaction, so that the other instances
 * see it while the transaction is still open. A reading silent for `READING_LEASE_SECONDS` is taken
 * for dead and may be started again; one that finds the import taken over by another stops.
 *
 * The embedded database runs one statement at a time and the reading's transaction holds it until it
 * ends, so no report could be written, or read, meanwhile. Only this process opens it, so its readings
 * under way are kept beside the database object instead (not in this module, so that every app on one
 * database, as the tests build two, sees the same), and a claim in the row that none of them holds is
 * a dead one.
 */
export class LeadImportReadings {
  private constructor(
    private readonly db: Db,
    private readonly embedded: Map<number, ImportProgress> | null,
  ) {}

  static of(database: Database): LeadImportReadings {
    if (database.kind !== 'pglite') return new LeadImportReadings(database.db, null);
    const holder = database as Database & { [EMBEDDED]?: Map<number, ImportProgress> };
    return new LeadImportReadings(database.db, (holder[EMBEDDED] ??= new Map()));
  }

  /** Starts the reading of an import that is neither read nor being read. */
  async claim(id: number): Promise<Claim> {
    const leitura = randomUUID();
    if (this.embedded) {
      if (this.embedded.has(id)) return { refused: 'taken' };
      this.embedded.set(id, { fase: 'lendo', percentual: 0 });
    }
    let claimed = false;
    try {
      claimed = await repo.claimReading(this.db, id, leitura, this.embedded ? 0 : READING_LEASE_SECONDS);
    } finally {
      if (!claimed) this.embedded?.delete(id);
    }
    if (claimed) return { reading: { id, leitura, fase: 'lendo', percentual: 0, reportedAt: Date.now() } };
    return { refused: (await repo.readingOf(this.db, id, 0)) ? 'taken' : 'notFound' };
  }

  /**
   * How far a reading is, `share` from 0 to 100 (written when it moved, or to keep the lease). A
   * reading whose import another one took over meanwhile is refused with 409.
   */
  async report(reading: Reading, fase: Phase, share: number): Promise<void> {
    const percentual = Math.max(0, Math.min(100, Math.round(share)));
    if (this.embedded) {
      this.embedded.set(reading.id, { fase, percentual });
      return;
    }
    if (fase === reading.fase && percentual === reading.percentual && Date.now() - reading.reportedAt < HEARTBEAT_MS)
      return;
    if (!(await repo.reportReading(this.db, reading.id, reading.leitura, fase, percentual)))
      throw conflict(M.alreadyRead);
    Object.assign(reading, { fase, percentual, reportedAt: Date.now() });
  }

  /** A reading ended, read or failed: from now on the import's row tells which. */
  end(reading: Reading): void {
    this.embedded?.delete(reading.id);
  }

  /** How far the reading of an import is, whichever instance reads it; null when there is no such import. */
  async progress(id: number): Promise<ImportProgress | null> {
    const underWay = this.embedded?.get(id);
    if (underWay) return underWay;
    const row = await repo.readingOf(this.db, id, READING_LEASE_SECONDS);
    if (!row) return null;
    if (row.registros > 0) return { fase: 'concluida', percentual: 100 };
    if (!this.embedded && row.vivo && (row.fase === 'lendo' || row.fase === 'gravando'))
      return { fase: row.fase, percentual: row.percentual };
    return { fase: 'aguardando', percentual: 0 };
  }
}
