import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientePessoa, empresa, preferenciaCliente } from '../../db/schema';

/** A restriction with its customer's directory data (when the customer is still there) and its provider's name. */
export type RestrictionRow = {
  id: number;
  created_at: Date;
  sistema: number;
  cod_cliente: string;
  whatsapp: boolean;
  email: boolean;
  sms: boolean;
  nome_razaosocial: string | null;
  cpf: string | null;
  provedor: string;
};

type Columns = Pick<typeof preferenciaCliente.$inferInsert, 'sistema' | 'cod_cliente' | 'whatsapp' | 'email' | 'sms'>;

/** The customer of a restriction: the directory row of its provider with that code. */
const sameCustomer = and(
  eq(clientePessoa.sistema, preferenciaCliente.sistema),
  eq(clientePessoa.codpessoa, preferenciaCliente.cod_cliente),
);

function selectRestrictions(db: Db) {
  return db
    .select({
      id: preferenciaCliente.id,
      created_at: preferenciaCliente.created_at,
      sistema: preferenciaCliente.sistema,
      cod_cliente: preferenciaCliente.cod_cliente,
      whatsapp: preferenciaCliente.whatsapp,
      email: preferenciaCliente.email,
      sms: preferenciaCliente.sms,
      nome_razaosocial: clientePessoa.nome_razaosocial,
      cpf: clientePessoa.cpf,
      provedor: empresa.nome,
    })
    .from(preferenciaCliente)
    .innerJoin(empresa, eq(empresa.id, preferenciaCliente.sistema))
    .leftJoin(clientePessoa, sameCustomer);
}

/** The sending restrictions' queries. */
/** Every restriction, newest first (the list filters them in the browser). */
export async function list(db: Db): Promise<RestrictionRow[]> {
  return selectRestrictions(db).orderBy(desc(preferenciaCliente.created_at), desc(preferenciaCliente.id));
}

export async function findOne(db: Db, id: number): Promise<RestrictionRow | undefined> {
  const [row] = await selectRestrictions(db).where(eq(preferenciaCliente.id, id)).limit(1);
  return row;
}

/** Whether the provider's directory holds a customer with this code. */
export async function customerExists(db: Db, sistema: number, codCliente: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clientePessoa.id })
    .from(clientePessoa)
    .where(and(eq(clientePessoa.sistema, sistema), eq(clientePessoa.codpessoa, codCliente)))
    .limit(1);
  return row !== undefined;
}

/** Whether another restriction already concerns this customer (the unique index's pair). */
export async function taken(db: Db, sistema: number, codCliente: string, exceptId?: number): Promise<boolean> {
  const same = and(eq(preferenciaCliente.sistema, sistema), eq(preferenciaCliente.cod_cliente, codCliente));
  const [row] = await db
    .select({ id: preferenciaCliente.id })
    .from(preferenciaCliente)
    .where(exceptId === undefined ? same : and(same, ne(preferenciaCliente.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: Columns): Promise<{ id: number }> {
  const [row] = await db.insert(preferenciaCliente).values(values).returning({ id: preferenciaCliente.id });
  return row;
}

export async function update(db: Db, id: number, patch: Partial<Omit<Columns, 'cod_cliente'>>): Promise<void> {
  await db.update(preferenciaCliente).set(patch).where(eq(preferenciaCliente.id, id));
}

export async function remove(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .delete(preferenciaCliente)
    .where(eq(preferenciaCliente.id, id))
    .returning({ id: preferenciaCliente.id });
  return row;
}
