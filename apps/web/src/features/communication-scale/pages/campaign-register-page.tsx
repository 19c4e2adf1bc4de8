import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { ScaleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { CrudForm } from '../../../components/crud/crud-form';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreateCampaign } from '../api/create-campaign';
import { SCALE_LIST_PATH } from '../../../lib/communication-paths';
import { SCALE_SCREENS } from '../scale-screens';
import { useCampaignSaveOutcome } from './campaign-save-outcome';

/** /marketing/communication-scale/register: provider, name and status; back to the list once saved. */
export function CampaignRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm();
  const usuarioId = useSession().user?.usuarioId ?? null;
  const create = useCreateCampaign();
  const outcome = useCampaignSaveOutcome(form, MSG.campaignCreated);
  // The form holds the user (shared-blocks spec §3); the server records whoever is acting anyway.
  const submit = (values: ScaleInput) => create.mutate({ ...values, id_usuario: usuarioId }, outcome);

  return (
    <SectionLayout title={MSG.registerTitle} back={SCALE_LIST_PATH}>
      <CrudForm
        config={SCALE_SCREENS}
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onInvalid={() => notify.error(MSG.fillRequired)}
        onCancel={() => navigate(SCALE_LIST_PATH)}
      />
    </SectionLayout>
  );
}
