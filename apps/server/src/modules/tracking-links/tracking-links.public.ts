import type { Db } from '../../db/client';
import * as repo from './tracking-links.repository';

/** The not-found page of a tracking link, for the router's refusals of an address under `/t` (app.ts). */
export { isTrackingLinkPath, sendLinkNotFound } from './tracking-links.not-found';

/** What the leads area may ask: which provider, campaign, channel and destination a link or destination belongs to. */
export const trackingLinksPublic = {
  linkAttribution: (db: Db, id: number) => repo.attribution(db, id),
  destination: (db: Db, id: number) => repo.destination(db, id),
};
