import type { Db } from '../../db/client';
import { trackingLinksRepository as repo } from './tracking-links.repository';

/** What the leads area may ask: which provider, campaign, channel and destination a link or destination belongs to. */
export const trackingLinksPublic = {
  linkAttribution: (db: Db, id: number) => repo.attribution(db, id),
  destination: (db: Db, id: number) => repo.destination(db, id),
};
