import {
  COMMUNICATION_SCALE_MSG as MSG,
  SCALE_NAME_MAX,
} from '@intranet/shared/communication-scale/communication-scale.messages';
import type { ScaleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { SCALE_RECORD } from '@intranet/shared/communication-scale/scale-record';
import { MSG as VALIDATION } from '@intranet/shared/validation/messages';
import { shortDateColumn, statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { CompanySelect } from '../../components/lookups/lookup-selects';
import { SCALE_PATH } from '../../lib/communication-paths';

/** Field names as people read them: the form, the list and the history viewer. */
export const SCALE_LABELS = {
  nome: 'Nome da campanha',
  sistema: 'Provedor',
  provedor: 'Provedor',
  ativo: 'Status',
  created_at: 'Criação',
  id_usuario: 'Usuário',
} as const;

/**
 * The communication campaign as a record type of the kit: its form (provider, name, status; both
 * required, spec §2 and §5), its texts and its edit history. The list and the edit screen are the
 * area's own (the list is read with GET and shows the provider's name; the edit screen gets its
 * campaign from the list).
 */
export const SCALE_SCREENS = crudScreens({
  api: SCALE_RECORD,
  path: SCALE_PATH,
  back: '/marketing/home',
  titles: {
    list: MSG.title,
    register: MSG.registerTitle,
    edit: MSG.editTitle,
    delete: MSG.deleteCampaignTitle,
    add: MSG.addCampaign,
  },
  texts: {
    created: MSG.campaignCreated,
    edited: MSG.campaignUpdated,
    deleted: MSG.deleted,
    createFailed: VALIDATION.generic,
    editFailed: VALIDATION.generic,
    deleteFailed: MSG.deleteFailed,
  },
  labels: SCALE_LABELS,
  columns: [
    { key: 'nome', title: 'Nome' },
    { key: 'provedor', title: SCALE_LABELS.provedor },
    statusColumn('ativo', SCALE_LABELS.ativo),
    shortDateColumn('created_at', SCALE_LABELS.created_at),
  ],
  fields: [
    { name: 'sistema', control: <CompanySelect placeholder="Selecione o provedor" /> },
    { name: 'nome', maxLength: SCALE_NAME_MAX },
    { name: 'ativo', kind: 'switch', on: 'Ativo', off: 'Inativo' },
  ],
  // A new campaign has no provider yet: the form asks for one.
  newValues: { nome: '', ativo: true } as ScaleInput,
  status: 'ativo',
  nameField: 'nome',
  invalidToast: VALIDATION.fillRequired,
  history: 'campanha_comunicacao',
});
