import type { ModuleSeed } from '../../db/seed/seed-context';
import { incidente, incidenteCategoria } from '../../db/schema';

/** Demo incidents, in the demo categories; one without a department names its provider. */
export const seedIncidents: ModuleSeed = async (db, { org, accounts }) => {
  const categories = await db
    .select({ id: incidenteCategoria.id })
    .from(incidenteCategoria)
    .orderBy(incidenteCategoria.id);
  if (categories.length < 2) return;
  const bitcom = org.companies.find((c) => c.nome === 'Bitcom') ?? org.companies[0];
  const tech = org.departments.get(bitcom.nome)?.get('Tecnologia') ?? null;
  await db.insert(incidente).values([
    {
      titulo: 'Queda de link no POP Centro',
      descricao: 'Clientes do centro sem conexão desde as 8h.',
      id_categoria: categories[0].id,
      id_departamento: tech,
      id_usuario: accounts.admin.usuarioId,
    },
    {
      titulo: 'ERP lento no fechamento',
      descricao: 'Relatórios demorando mais de 5 minutos.',
      id_categoria: categories[1].id,
      id_departamento: tech,
      id_usuario: accounts.rhGestor.usuarioId,
    },
    {
      titulo: 'Ar-condicionado da sala de servidores',
      descricao: 'Temperatura acima de 28 °C.',
      id_categoria: categories[categories.length - 1].id,
      id_empresa: bitcom.id,
      id_usuario: accounts.admin.usuarioId,
    },
  ]);
};
