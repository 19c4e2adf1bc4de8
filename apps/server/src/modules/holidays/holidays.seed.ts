import type { ModuleSeed } from '../../db/seed/seed-context';
import { feriado } from '../../db/schema';

/** Demo holidays: national, state and municipal ones (one record per city). */
export const seedHolidays: ModuleSeed = async (db) => {
  await db.insert(feriado).values([
    { nome: 'Confraternização Universal', data: '01-01', tipo: 'Nacional', recorrencia_anual: true, ativo: true },
    { nome: 'Tiradentes', data: '04-21', tipo: 'Nacional', recorrencia_anual: true, ativo: true },
    { nome: 'Independência do Brasil', data: '09-07', tipo: 'Nacional', recorrencia_anual: true, ativo: true },
    { nome: 'Natal', data: '12-25', tipo: 'Nacional', recorrencia_anual: true, ativo: true },
    { nome: 'Consciência Negra', data: '11-20', tipo: 'Estadual', uf: 'MT', recorrencia_anual: true, ativo: true },
    {
      nome: 'Aniversário de Belo Horizonte',
      data: '12-12',
      tipo: 'Municipal',
      uf: 'MG',
      municipio: 'Belo Horizonte',
      recorrencia_anual: true,
      ativo: true,
    },
    {
      nome: 'Aniversário de Cuiabá',
      data: '04-08',
      tipo: 'Municipal',
      uf: 'MT',
      municipio: 'Cuiabá',
      recorrencia_anual: true,
      ativo: true,
    },
  ]);
};
