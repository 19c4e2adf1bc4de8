import type { ModuleSeed } from '../../db/seed/seed-context';
import { categoria, incidenteCategoria } from '../../db/schema';

/** Demo news and incident categories. */
export const seedCategories: ModuleSeed = async (db) => {
  await db.insert(categoria).values([
    { titulo: 'Comunicados', icone: 'campaign', color: '#1565c0', ativo: true },
    { titulo: 'Eventos', icone: 'event', color: '#2e7d32', ativo: true },
    { titulo: 'Benefícios', icone: 'card_giftcard', color: '#ef6c00', ativo: true },
  ]);
  await db.insert(incidenteCategoria).values([
    { titulo: 'Rede fora do ar', icone: 'wifi_off', color: '#c62828', ativo: true },
    { titulo: 'Sistemas internos', icone: 'computer', color: '#6a1b9a', ativo: true },
    { titulo: 'Infraestrutura predial', icone: 'apartment', color: '#00838f', ativo: true },
  ]);
};
