import { PROVIDER_HOME_PAGES, providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import { LEAD_FORM_PATH } from '@intranet/shared/leads/leads.rules';
import type { Db } from '../../db/client';
import type { ModuleSeedContext } from '../../db/seed/seed-context';
import { vendasCampanha, vendasCanal, vendasDestino, vendasTrackingClique, vendasTrackingUrl } from '../../db/schema';
import { newCode } from './tracking-links.codes';

/** The pages of each provider's site that links may lead to, and this server's own lead form. */
function pagesOf(home: string): { nome: string; url: string }[] {
  const site = home.replace(/\/$/, '');
  return [
    { nome: 'Home', url: `${site}/` },
    { nome: 'Planos', url: `${site}/planos` },
    { nome: 'Fibra', url: `${site}/internet-fibra` },
    { nome: 'Empresas', url: `${site}/empresas` },
    { nome: 'Contato', url: `${site}/contato` },
    { nome: 'Formulário de interesse', url: LEAD_FORM_PATH },
  ];
}

const PEOPLE = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
];
const BOTS = ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'WhatsApp/2.24.13.76 A'];

/** Demo destinations of the three providers and a few links, each with some clicks of people and of previews. */
export async function seedTrackingLinks(
  db: Db,
  { org, accounts, publicUrl = 'http://localhost:3000' }: ModuleSeedContext,
): Promise<void> {
  const campaigns = await db.select().from(vendasCampanha);
  const channels = await db.select().from(vendasCanal);
  const author = accounts.marketing.usuarioId;
  let n = 0;
  for (const company of org.companies) {
    const flag = providerFlagOf(company.nome);
    if (!flag) continue;
    const destinations = await db
      .insert(vendasDestino)
      .values(pagesOf(PROVIDER_HOME_PAGES[flag]).map((p) => ({ ...p, id_empresa: company.id })))
      .returning({ id: vendasDestino.id, nome: vendasDestino.nome });
    const campaign = campaigns.find((c) => c.ativo && c[flag]);
    const offered = channels.filter((c) => c.ativo && c[flag]).slice(0, 2);
    if (!campaign) continue;
    for (const [i, channel] of offered.entries()) {
      const destination =
        i === 0
          ? destinations.find((d) => d.nome === 'Formulário de interesse')
          : destinations.find((d) => d.nome === 'Planos');
      const codigo = newCode();
      const [link] = await db
        .insert(vendasTrackingUrl)
        .values({
          codigo,
          url: `${publicUrl}/t/${codigo}`,
          id_empresa: company.id,
          id_campanha: campaign.id,
          id_canal: channel.id,
          id_destino: destination?.id ?? null,
          id_usuario: author,
        })
        .returning({ id: vendasTrackingUrl.id });
      n++;
      const people = 3 + ((n * 5) % 9);
      await db.insert(vendasTrackingClique).values([
        ...Array.from({ length: people }, (_, k) => ({
          id_link: link.id,
          bot: false,
          user_agent: PEOPLE[k % PEOPLE.length],
        })),
        ...BOTS.map((user_agent) => ({ id_link: link.id, bot: true, user_agent })),
      ]);
    }
  }
}
