import { TRACKING_PATH } from '@intranet/shared/tracking-links/tracking-links.rules';
import type { Db } from '../../db/client';
import { newCode } from './tracking-links.codes';
import * as repo from './tracking-links.repository';

/** The not-found page of a tracking link, for the router's refusals of an address under `/t` (app.ts). */
export { isTrackingLinkPath, sendLinkNotFound } from './tracking-links.not-found';

/** What the leads area may ask: which provider, campaign, channel and destination a link or destination belongs to. */
export const trackingLinksPublic = {
  linkAttribution: (db: Db, id: number) => repo.attribution(db, id),
  destination: (db: Db, id: number) => repo.destination(db, id),
  /**
   * A new link of a provider, campaign and channel, under a new random code (the sponsorship's link;
   * the caller has checked them). Runs in the caller's transaction.
   */
  async create(
    db: Db,
    link: { id_empresa: number; id_campanha: number; id_canal: number; id_usuario: number | null },
    origin: string,
  ) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const codigo = newCode();
      const row = await repo.insert(db, {
        ...link,
        id_destino: null,
        codigo,
        url: `${origin}${TRACKING_PATH}${codigo}`,
      });
      if (row) return row;
    }
    throw new Error('no free tracking code after 5 attempts');
  },
};
