/** The sellers' lead list (spec 003 §2.4 /sales internal leads). */
export const LEADS_LIST_PATH = '/sales/internal/leads';
