import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cidadeProvedor, marketingEvento } from '../../db/schema';
import { dayFromToday } from '@intranet/shared/calendar/days';

/** Demo marketing events in the providers' cities, past and coming, one inactive. */
export async function seedEvents(db: Db): Promise<void> {
  const cities = await db
    .select({ id: cidadeProvedor.id, nome: cidadeProvedor.nome })
    .from(cidadeProvedor)
    .where(inArray(cidadeProvedor.nome, ['Belo Horizonte', 'Uberlândia', 'Cuiabá']));
  const city = (nome: string) => cities.find((c) => c.nome === nome)?.id;
  const events = [
    {
      evento: 'Feira de Tecnologia e Conectividade',
      inicio: 20,
      fim: 22,
      local: 'Expominas',
      endereco: 'Av. Amazonas, 6030 - Gameleira',
      cidade: 'Belo Horizonte',
      site: 'https://www.expominas.com.br',
    },
    {
      evento: 'Corrida Fibra Rápida 5K',
      inicio: 35,
      fim: 35,
      local: 'Parque do Sabiá',
      endereco: 'Rua Haroldo Pimenta, s/n - Tibery',
      cidade: 'Uberlândia',
      site: null,
    },
    {
      evento: 'Festival de Inverno Vetorial',
      inicio: 60,
      fim: 63,
      local: 'Centro de Eventos do Pantanal',
      endereco: 'Av. Historiador Rubens de Mendonça, 5000 - Jardim Aclimação',
      cidade: 'Cuiabá',
      site: 'https://eventos.vetorial.net',
    },
    {
      evento: 'Arraiá da Conexão',
      inicio: -40,
      fim: -39,
      local: 'Praça da Liberdade',
      endereco: 'Praça da Liberdade, s/n - Funcionários',
      cidade: 'Belo Horizonte',
      site: null,
      status: false,
    },
  ];
  const rows = events.flatMap((e) => {
    const cidade = city(e.cidade);
    if (cidade === undefined) return [];
    return [
      {
        evento: e.evento,
        data_inicio: dayFromToday(e.inicio),
        data_fim: dayFromToday(e.fim),
        nome_do_local: e.local,
        endereco_do_local: e.endereco,
        cidade,
        site_evento: e.site,
        status: e.status ?? true,
      },
    ];
  });
  if (rows.length) await db.insert(marketingEvento).values(rows);
}
