/** Texts of tracking-links that the web and the server show. */
export const TRACKING_LINKS_MSG = {
  title: 'Tracking Links',
} as const;
