import type { Cell } from './cells';

/** A row of a sheet as a format reader hands it over: its 0-based index in the sheet and its cells (possibly sparse). */
export type SheetRow = { index: number; cells: Cell[] };

/** A sheet's rows in order, a batch at a time, as the file is read. */
export type RowBatches = AsyncGenerator<SheetRow[], void, undefined>;

/** Lets the event loop run (other requests, timers) between two batches of work. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
