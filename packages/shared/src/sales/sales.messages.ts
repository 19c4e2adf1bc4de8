import { MSG } from '../validation/messages';

/** Validation and conflict texts of sales campaigns and channels (marketing spec §5). */
export const SALES_MSG = {
  /** Under the empty name of either form; a campaign form also toasts `MSG.fillRequired` (§5). */
  nameRequired: MSG.required,
  nameTooLong: 'Utilize no máximo 120 caracteres.',
  campaignNameTaken: 'Já existe uma campanha com este nome.',
  channelNameTaken: 'Já existe um canal com este nome.',
  campaignNotFound: 'Campanha não encontrada.',
  channelNotFound: 'Canal não encontrado.',
  campaignInUse: 'A campanha possui registros vinculados e não pode ser excluída.',
  channelInUse: 'O canal possui registros vinculados e não pode ser excluído.',
} as const;

export const SALES_NAME_MAX = 120;
