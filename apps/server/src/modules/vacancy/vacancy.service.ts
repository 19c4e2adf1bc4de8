import type { z } from 'zod';
import type { vagaRelatorioBody } from '@intranet/shared/vacancy/vacancy.schemas';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './vacancy.repository';

export async function vacancyReport({ db }: OpContext, body: z.output<typeof vagaRelatorioBody>) {
  return repo.vacancyReport(db, body.filtro);
}
