import { and, eq } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed/seed-context';
import { cidadeProvedor, microrregiao } from '../../db/schema';

/** The CEPs the demo cities were registered from (the offline address lookup reads them). */
const CEPS: Record<string, string> = {
  'Belo Horizonte': '30130-000',
  Contagem: '32010-000',
  Betim: '32600-000',
  Uberlândia: '38400-000',
  Uberaba: '38010-000',
  Cuiabá: '78005-000',
  'Várzea Grande': '78110-000',
  Rondonópolis: '78700-000',
};

/** Demo CEPs of the providers' cities and a few microregions. */
export const seedCities: ModuleSeed = async (db, { org }) => {
  for (const [nome, cep] of Object.entries(CEPS)) {
    await db
      .update(cidadeProvedor)
      .set({ cep })
      .where(and(eq(cidadeProvedor.nome, nome)));
  }
  const id = (nome: string) => org.companies.find((c) => c.nome === nome)?.id ?? org.companies[0].id;
  await db.insert(microrregiao).values([
    { nome: 'Região Metropolitana de BH', id_empresa: id('Bitcom'), ativo: true },
    { nome: 'Triângulo Mineiro', id_empresa: id('RazãoInfo'), ativo: true },
    { nome: 'Baixada Cuiabana', id_empresa: id('Vetorial'), ativo: true },
  ]);
};
