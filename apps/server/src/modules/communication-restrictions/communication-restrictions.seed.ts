import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientePessoa, preferenciaCliente } from '../../db/schema';

/** Channel choices of the demo restrictions: true = may be used, false = restricted. */
const CHOICES = [
  { whatsapp: false, email: true, sms: true },
  { whatsapp: true, email: false, sms: false },
  { whatsapp: false, email: false, sms: false },
  { whatsapp: true, email: true, sms: false },
];

/**
 * Demo sending restrictions for the first customers of the directory. The directory is seeded by the
 * customer area: without customers there is nothing to restrict and this seed does nothing.
 */
export async function seedRestrictions(db: Db): Promise<void> {
  const customers = await db
    .select({ sistema: clientePessoa.sistema, codpessoa: clientePessoa.codpessoa })
    .from(clientePessoa)
    .orderBy(asc(clientePessoa.id))
    .limit(CHOICES.length);
  if (customers.length === 0) return;
  await db
    .insert(preferenciaCliente)
    .values(customers.map((c, i) => ({ sistema: c.sistema, cod_cliente: c.codpessoa, ...CHOICES[i] })))
    .onConflictDoNothing();
}
