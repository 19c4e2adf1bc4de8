/** The results screens (marketing spec §2): the entry from the campaigns, and the report with its own list and edit. */
export const RESULTS_PATH = '/marketing/results-campaigns';
export const REPORT_PATH = '/marketing/results-campaigns-report';
export const CAMPAIGNS_LIST_PATH = '/marketing/campaigns/list';

/** Which section a results screen sits in: the entry from the campaigns list, or the report's children. */
export type ResultsSection = 'results' | 'report';
const base = (section: ResultsSection) => (section === 'report' ? REPORT_PATH : RESULTS_PATH);

const withCampaign = (path: string, idCampaign: number | undefined) =>
  idCampaign ? `${path}?idCampaign=${idCampaign}` : path;

export const resultsListPath = (section: ResultsSection, idCampaign?: number) =>
  withCampaign(`${base(section)}/list`, idCampaign);
export const resultRegisterPath = (section: ResultsSection, idCampaign?: number) =>
  withCampaign(`${base(section)}/register`, idCampaign);
/** The edit screen: `edit/{id}` with the spec's query (id_result, id_campanha); the report's child takes the query only. */
export const resultEditPath = (section: ResultsSection, id: number, idCampaign: number) =>
  section === 'report'
    ? `${REPORT_PATH}/edit?id_result=${id}&id_campanha=${idCampaign}`
    : `${RESULTS_PATH}/edit/${id}?id_result=${id}&id_campanha=${idCampaign}`;
export const reportPath = (idCampaign?: number) => withCampaign(`${REPORT_PATH}/report`, idCampaign);

/** A positive whole number from the address (`?idCampaign=7`), or undefined. */
export function idFrom(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
