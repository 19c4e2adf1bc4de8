/** Query keys of the area: every write refreshes what starts with `SCALE_KEY`. */
export const SCALE_KEY = ['communication-scale'] as const;
export const campaignsKey = [...SCALE_KEY, 'campaigns'] as const;
export const campaignKey = (id: number) => [...SCALE_KEY, 'campaign', id] as const;
export const ruleKey = (id: number) => [...SCALE_KEY, 'rule', id] as const;
/** The edit history of a table, as the history viewer keys it. */
export const historyKey = (table: 'campanha_comunicacao' | 'campanha_regras') => ['history', table] as const;
