/**
 * Turns of a shared resource: at most `limit` holders at once, the others waiting in line in the order
 * they came.
 */
export class Turns {
  private holders = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Waits for a turn; the answer gives it back (once, whatever calls it again). */
  async take(): Promise<() => void> {
    if (this.holders < this.limit) this.holders++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      // The turn passes straight to the next in line, so that no newcomer takes it in between.
      if (next) next();
      else this.holders--;
    };
  }

  /** Readers holding a turn and waiting for one (for tests and logs). */
  get state(): { holders: number; waiting: number } {
    return { holders: this.holders, waiting: this.waiting.length };
  }
}

/**
 * Spreadsheets read at once by this process: one. A reading holds, besides the file, its parser's
 * state (an .xlsx's shared strings up to `MAX_SPREADSHEET_SHARED_TEXT_BYTES`); the others wait for
 * their turn rather than each taking as much at the same time.
 */
export const spreadsheetReadings = new Turns(1);
