import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Subscribers } from './subscribers';

type Subscriber = (event: { id_usuario: number; id_mensagem: number }) => void;

/**
 * Fans out notification inserts to the open event streams of this instance. Inserts are announced
 * by a trigger through NOTIFY on channel 'notificacao', so every instance hears every insert.
 */
export class LiveHub {
  private readonly byUser = new Subscribers<number, Subscriber>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen('notificacao', (payload) => {
      try {
        const event = JSON.parse(payload) as { id_usuario: number; id_mensagem: number };
        for (const fn of this.byUser.of(event.id_usuario)) fn(event);
      } catch (err) {
        this.log.warn({ err: { message: (err as Error).message } }, 'notificação ao vivo ilegível');
      }
    });
  }

  subscribe(userId: number, fn: Subscriber): () => void {
    return this.byUser.add(userId, fn);
  }

  /** How many open streams of this user this instance holds. */
  subscriptions(userId: number): number {
    return this.byUser.count(userId);
  }

  async stop(): Promise<void> {
    this.byUser.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    // A database already closed has no listener left to remove; shutting down must still finish.
    if (unlisten)
      await unlisten().catch((err: Error) => this.log.warn({ err: { message: err.message } }, 'LISTEN já encerrado'));
  }
}
