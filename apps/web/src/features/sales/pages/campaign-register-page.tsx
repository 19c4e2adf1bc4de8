import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CampaignValues } from '@intranet/shared/sales/campaign.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateCampaign } from '../api/create-campaign';
import { CampaignForm } from '../components/campaign-form';
import { showFieldErrors } from '../form-errors';
import { CAMPAIGNS_PATH } from '../sales-paths';
import { CAMPAIGN_TEXT } from '../sales-texts';

const LIST = `${CAMPAIGNS_PATH}/list`;

export function CampaignRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<CampaignValues>();
  const create = useCreateCampaign();

  const submit = (values: CampaignValues) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success(CAMPAIGN_TEXT.created);
        navigate(LIST);
      },
      onError: (error) => {
        notify.error(CAMPAIGN_TEXT.createFailed);
        showFieldErrors(form, error);
      },
    });

  return (
    <SectionLayout title="Campanhas - Nova Campanha" back={LIST}>
      <CampaignForm
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onInvalid={() => notify.error(MSG.fillRequired)}
        onCancel={() => navigate(LIST)}
      />
    </SectionLayout>
  );
}
