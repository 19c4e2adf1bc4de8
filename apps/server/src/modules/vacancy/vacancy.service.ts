import type { z } from 'zod';
import type { vagaRelatorioBody } from '@intranet/shared/onboarding/vacancy.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import * as repo from './vacancy.repository';

export async function vacancyReport(db: Db, _actor: Actor, { body }: { body: z.output<typeof vagaRelatorioBody> }) {
  return repo.vacancyReport(db, body.filtro);
}
