import type { Db } from '../../db/client';

/** A row of the area's table. */
export type EmailSignaturesRow = { id: number; nome: string };

/** The area's queries, Drizzle only, given a db or a transaction; none until the area has its table. */
export const emailSignaturesRepository = {
  async find(_db: Db): Promise<EmailSignaturesRow[]> {
    return [];
  },
};
