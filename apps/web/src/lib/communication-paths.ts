/** The screens of communication campaigns and their rules (marketing spec §2), and the two screens of deliveries they lead to. */
export const SCALE_PATH = '/marketing/communication-scale';
export const RULES_PATH = '/marketing/communication-scale-rules';

export const SCALE_LIST_PATH = `${SCALE_PATH}/list`;
export const SCALE_REGISTER_PATH = `${SCALE_PATH}/register`;
/** The edit screen carries no id: the list hands it the campaign in the navigation state. */
export const SCALE_EDIT_PATH = `${SCALE_PATH}/edit`;

export const rulesListPath = (idCampaign: number) => `${RULES_PATH}/list?idCampaign=${idCampaign}`;
export const ruleRegisterPath = (idCampaign: number) => `${RULES_PATH}/register?idCampaign=${idCampaign}`;
export const ruleEditPath = (ruleId: number, idCampaign: number) =>
  `${RULES_PATH}/edit/${ruleId}?idCampaign=${idCampaign}`;

/** "Quem recebe" of a rule and the deliveries of a campaign: screens of the deliveries area. */
export const recipientsPath = (ruleId: number, idCampaign: number) =>
  `${RULES_PATH}/recipients/${ruleId}?idCampaign=${idCampaign}`;
export const deliveriesPath = (idCampaign: number) => `${SCALE_PATH}/deliveries?idCampaign=${idCampaign}`;
