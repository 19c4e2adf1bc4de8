import type { Db } from '../../db/client';
import * as repo from './leads.repository';

/**
 * What other areas may ask of leads: the roulette makes a lead of origin roleta for a non-customer;
 * sponsorship counts the leads, sales and revenue its tracking links brought.
 */
export const leadsPublic = {
  fromRoulette: (db: Db, lead: { nome: string; telefone: string; cpf: string; id_empresa: number }) =>
    repo.insertFromRoulette(db, lead),
  linkReturns: (db: Db, links: readonly number[]) => repo.linkReturns(db, links),
};
