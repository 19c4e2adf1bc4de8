import type { Db } from '../../db/client';

/** A row of the area's table. */
export type NewsRow = { id: number; nome: string };

/** The area's queries, Drizzle only, given a db or a transaction; none until the area has its table. */
export const newsRepository = {
  async find(_db: Db): Promise<NewsRow[]> {
    return [];
  },
};
