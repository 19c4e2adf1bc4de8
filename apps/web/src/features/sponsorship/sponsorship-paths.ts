/** The sponsorship screens' addresses (roulette-tracking-shared-blocks §2.3). */
const base = '/marketing/sponsorship';
export const SPONSORSHIP_PATHS = {
  home: '/marketing/home',
  solicitations: `${base}/solicitations/list`,
  details: (id: number) => `${base}/solicitations/details/${id}`,
  justificationList: `${base}/justification/list`,
  justificationRegister: (id?: number) => `${base}/justification/register${id ? `?id=${id}` : ''}`,
  justificationEdit: (id: number) => `${base}/justification/edit/${id}`,
  viabilityList: `${base}/viability/list`,
  viabilityRegister: (id?: number) => `${base}/viability/register${id ? `?id=${id}` : ''}`,
  viabilityEdit: (id: number) => `${base}/viability/edit/${id}`,
  negotiation: (id: number) => `${base}/negociation/list/${id}`,
  negotiationEdit: (id: number) => `${base}/negociation/edit/${id}`,
  postEventList: `${base}/post-event/list`,
  postEventRegister: (id?: number) => `${base}/post-event/register${id ? `?id=${id}` : ''}`,
  postEventEdit: (id: number) => `${base}/post-event/edit/${id}`,
  postEventPhotos: (id: number) => `${base}/post-event/edit-photo/${id}`,
  postEventFiles: (id: number) => `${base}/post-event/edit-file/${id}`,
} as const;
