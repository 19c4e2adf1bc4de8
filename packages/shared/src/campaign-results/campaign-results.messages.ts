/** Texts of campaign-results that the web and the server show. */
export const CAMPAIGN_RESULTS_MSG = {
  title: 'Campaign Results',
} as const;
