import type { Db } from '../../db/client';
import { vendasCampanha, vendasCanal } from '../../db/schema';

/** Demo sales campaigns and channels (the marketing screens and the results filters use them). */
export async function seedSales(db: Db): Promise<void> {
  await db.insert(vendasCanal).values([
    { nome: 'Facebook', bitcom: true, razao: true, vetorial: true, public: true },
    { nome: 'Google', bitcom: true, razao: true, vetorial: true, public: true },
    { nome: 'Instagram', bitcom: true, razao: false, vetorial: true },
    { nome: 'Site', bitcom: true, razao: true, vetorial: true, public: true },
    { nome: 'Indicação', bitcom: true, razao: true, vetorial: false },
    { nome: 'Panfletagem', vetorial: true, ativo: false },
  ]);
  await db.insert(vendasCampanha).values([
    { nome: 'Black Friday Fibra', bitcom: true, razao: true, vetorial: true, api: true },
    { nome: 'Volta às Aulas 500 Mega', bitcom: true, vetorial: true },
    { nome: 'Indique e Ganhe', razao: true, api: true },
    { nome: 'Upgrade Gamer', bitcom: true },
    { nome: 'Verão 2025', vetorial: true, ativo: false },
  ]);
}
