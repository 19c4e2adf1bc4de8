import { asc } from 'drizzle-orm';
import type { LeadStatus } from '@intranet/shared/leads/leads.rules';
import type { Db } from '../../db/client';
import { vendasLead, vendasTrackingUrl } from '../../db/schema';
import { cpfFromBase } from '@intranet/shared/validation/cpf';

const PEOPLE = [
  ['Juliana Ribeiro', '31991234567', '30130-010'],
  ['Pedro Henrique Alves', '31987651234', '32010-000'],
  ['Camila Santos', '34999887766', '38400-100'],
  ['Lucas Martins', '34988776655', '38010-200'],
  ['Beatriz Carvalho', '65999112233', '78005-000'],
  ['Rodrigo Teixeira', '65988223344', '78110-300'],
] as const;
const STATUSES: LeadStatus[] = ['novo', 'em_contato', 'vendido', 'perdido', 'novo', 'vendido'];

/** Demo leads that came through the demo tracking links, in every status; the sold ones with value and day. */
export async function seedLeads(db: Db): Promise<void> {
  const links = await db.select().from(vendasTrackingUrl).orderBy(asc(vendasTrackingUrl.id));
  const leads: (typeof vendasLead.$inferInsert)[] = [];
  links.forEach((link, i) => {
    for (let k = 0; k < 1 + (i % 2); k++) {
      const n = leads.length;
      const [nome, telefone, cep] = PEOPLE[n % PEOPLE.length];
      const status = STATUSES[n % STATUSES.length];
      leads.push({
        nome,
        telefone,
        cpf: cpfFromBase(123_456_000 + n * 37),
        email: `${nome.split(' ')[0].toLowerCase()}.${n}@exemplo.com.br`,
        cep: cep.replace('-', ''),
        id_empresa: link.id_empresa,
        id_campanha: link.id_campanha,
        id_canal: link.id_canal,
        id_destino: link.id_destino,
        id_link: link.id,
        origem: 'link',
        status,
        valor_venda: status === 'vendido' ? (99.9 + n * 10).toFixed(2) : null,
        data_venda: status === 'vendido' ? `2026-0${1 + (n % 9)}-1${n % 10}` : null,
        consentimento_em: new Date(),
      });
    }
  });
  if (leads.length) await db.insert(vendasLead).values(leads);
}
