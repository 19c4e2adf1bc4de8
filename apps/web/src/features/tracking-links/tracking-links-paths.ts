export const TRACKING_LINK_LIST_PATH = '/marketing/tracking-link/list';
export const TRACKING_LINK_REGISTER_PATH = '/marketing/tracking-link/register';
export const trackingLinkEditPath = (id: number) => `/marketing/tracking-link/edit/${id}`;
