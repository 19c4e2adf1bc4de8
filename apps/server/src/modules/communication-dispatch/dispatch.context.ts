import type { Database, Db } from '../../db/client';
import type { ChannelSet } from './channels';

/** The job's name in agendamento_execucao; a slot's planning, once complete, is marked under PLANNED. */
export const TASK = 'regua-comunicacao';
export const PLANNED = 'regua-comunicacao:planejada';
/** A delivery the provider keeps putting off is given up after this many attempts. */
export const MAX_ATTEMPTS = 5;
/** Matching customers per planning statement, about. */
export const PLAN_BATCH = 1000;
/**
 * The embedded database runs each statement on the event loop's own thread, so a statement's length is
 * the loop's delay: half the window there keeps other calls answered within 100 ms during a shift.
 */
export const EMBEDDED_PLAN_BATCH = 500;

/** The planning window that suits a database. */
export const planBatchFor = (kind: Database['kind']) => (kind === 'pglite' ? EMBEDDED_PLAN_BATCH : PLAN_BATCH);

export type DispatchLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type DispatcherOptions = {
  db: Db;
  channels: ChannelSet;
  log: DispatchLog;
  /** How long a slot's planning or a delivery being sent is held before another instance may take it over. */
  leaseSeconds: number;
  /** How often pending deliveries of today are resumed (scheduler only). */
  resumeSeconds?: number;
  /** The only dispatcher on this database (the embedded one): what a previous process held is free at start-up. */
  soleInstance?: boolean;
  now?: () => Date;
  instance?: string;
  /** Matching customers per planning statement (planBatchFor the database; tests make it small). */
  planBatch?: number;
  /**
   * Pending deliveries read per statement: 500 for a channel stored in the outbox (stored in one
   * statement), 100 for a provider (then sent one at a time).
   */
  sendBatch?: number;
};

export type SlotRun = { executado: boolean; janela: string; planejadas: number; enviadas: number; falhas: number };

/** What the dispatcher's parts (schedule, planning, sending) share. */
export type DispatchContext = {
  readonly options: DispatcherOptions;
  readonly db: Db;
  readonly instance: string;
  now(): Date;
  /** The calendar day in São Paulo, by the dispatcher's clock. */
  today(): string;
  /** Once stopped, nothing more is sent (what is under way is finished and recorded). */
  stopped(): boolean;
};

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
