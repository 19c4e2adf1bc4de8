import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

type Subscriber = (event: { id_usuario: number; id_mensagem: number }) => void;

/**
 * Fans out notification inserts to the open event streams of this instance. Inserts are announced
 * by a trigger through NOTIFY on channel 'notificacao', so every instance hears every insert.
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen('notificacao', (payload) => {
      try {
        const event = JSON.parse(payload) as { id_usuario: number; id_mensagem: number };
        for (const fn of this.byUser.get(event.id_usuario) ?? []) fn(event);
      } catch (err) {
        this.log.warn({ err: { message: (err as Error).message } }, 'notificação ao vivo ilegível');
      }
    });
  }

  subscribe(userId: number, fn: Subscriber): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  async stop(): Promise<void> {
    this.byUser.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    // A database already closed has no listener left to remove; shutting down must still finish.
    if (unlisten) await unlisten().catch((err: Error) => this.log.warn({ err: { message: err.message } }, 'LISTEN já encerrado'));
  }
}
