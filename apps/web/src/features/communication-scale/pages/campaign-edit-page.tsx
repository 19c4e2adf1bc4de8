import { Form } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { ScaleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { CrudForm } from '../../../components/crud/crud-form';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useUpdateCampaign } from '../api/update-campaign';
import { SCALE_LIST_PATH } from '../../../lib/communication-paths';
import { SCALE_SCREENS } from '../scale-screens';
import type { CampaignEditState } from './campaign-list-page';
import { useCampaignSaveOutcome } from './campaign-save-outcome';

function editedCampaign(state: unknown): CampaignEditState['campaign'] | null {
  const given = state as Partial<CampaignEditState> | null;
  return given?.status === 'editing' && given.campaign ? given.campaign : null;
}

/**
 * /marketing/communication-scale/edit: the campaign the list handed over in the navigation state
 * (the path has no id); opened without it (a reload, a typed address) it goes back to the list.
 */
export function CampaignEditPage() {
  const campaign = editedCampaign(useLocation().state);
  if (!campaign) return <Navigate to={SCALE_LIST_PATH} replace />;
  return <CampaignEditForm campaign={campaign} />;
}

function CampaignEditForm({ campaign }: { campaign: CampaignEditState['campaign'] }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm();
  const canEdit = useCan(API.update.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], API.get.access) ?? '';
  const update = useUpdateCampaign();
  const outcome = useCampaignSaveOutcome(form, MSG.campaignUpdated);
  const submit = ({ nome, sistema, ativo }: ScaleInput) =>
    update.mutate({ id: campaign.id, object: { nome, sistema, ativo } }, outcome);

  return (
    <SectionLayout title={MSG.editTitle} back={SCALE_LIST_PATH}>
      <CrudForm
        config={SCALE_SCREENS}
        form={form}
        initialValues={{ nome: campaign.nome, sistema: campaign.sistema, ativo: campaign.ativo }}
        readOnly={!canEdit}
        submitting={update.isPending}
        onSubmit={submit}
        onInvalid={() => notify.error(MSG.fillRequired)}
        onCancel={() => navigate(SCALE_LIST_PATH)}
      />
      <div style={{ marginTop: 24 }}>
        <HistoryViewer
          tabela="campanha_comunicacao"
          id={campaign.id}
          role={role}
          labels={SCALE_SCREENS.labels}
          ignore={['id']}
        />
      </div>
    </SectionLayout>
  );
}
