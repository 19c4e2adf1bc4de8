/** Screens of the dispatcher, reached from the communication campaigns and their rules. */
export const deliveriesPath = (idCampaign: number) => `/marketing/communication-scale/deliveries?idCampaign=${idCampaign}`;
export const recipientsPath = (idRule: number, idCampaign: number) => `/marketing/communication-scale-rules/recipients/${idRule}?idCampaign=${idCampaign}`;
