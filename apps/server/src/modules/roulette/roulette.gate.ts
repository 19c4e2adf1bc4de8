/**
 * At most `limit` tasks at once; the others wait in line here, in memory. Spins of a burst queue at
 * this door instead of at the database pool (whose wait for a connection is bounded), and leave the
 * rest of the pool to the other calls of the app.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
