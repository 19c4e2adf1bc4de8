import type { Db } from '../../db/client';
import { vaga } from '../../db/schema';
import type { ModuleSeedContext } from '../../db/seed/seed-context';

const VACANCIES: [string, number, string | null, number][] = [
  ['Analista de Suporte N1', 3, 'Belo Horizonte', 5],
  ['Técnico de Campo', 5, 'Contagem', 12],
  ['Consultor de Vendas', 4, 'Betim', 20],
  ['Analista de Infraestrutura', 1, 'Belo Horizonte', 28],
  ['Desenvolvedor Full Stack', 2, null, 35],
  ['Assistente de DP', 1, 'Uberlândia', 41],
  ['Supervisor de Atendimento', 1, 'Uberaba', 47],
  ['Auxiliar Técnico', 6, 'Cuiabá', 53],
  ['Analista de Marketing', 1, 'Várzea Grande', 60],
  ['Atendente de Loja', 2, 'Rondonópolis', 66],
  ['Analista de Retenção', 2, 'Belo Horizonte', 72],
  ['Designer', 1, null, 80],
];

/** A dozen vacancies of the three providers for the vacancy report. */
export async function seedVacancies(db: Db, { org, accounts }: ModuleSeedContext): Promise<void> {
  const managers = [accounts.rhGestor.usuarioId, accounts.admin.usuarioId, null];
  await db.insert(vaga).values(
    VACANCIES.map(([titulo_vaga, vagas, cidade, daysAgo], i) => ({
      titulo_vaga,
      vagas,
      cidade,
      id_gestor: managers[i % managers.length],
      id_empresa: org.companies[i % org.companies.length].id,
      data_inicio: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    })),
  );
}
