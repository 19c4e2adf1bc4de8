import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { CampaignValues } from '@intranet/shared/sales/campaign.schemas';
import { canSales } from '@intranet/shared/sales/sales.permissions';
import { MSG } from '@intranet/shared/validation/messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText, useNotify } from '../../../lib/notify';
import { useCampaign } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignForm } from '../components/campaign-form';
import { showFieldErrors } from '../form-errors';
import { CAMPAIGNS_PATH } from '../sales-paths';
import { useSalesRole } from '../sales-role';
import { CAMPAIGN_TEXT, SALES_LABELS } from '../sales-texts';

const LIST = `${CAMPAIGNS_PATH}/list`;

export function CampaignEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const role = useSalesRole();
  const [form] = Form.useForm<CampaignValues>();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();

  const submit = (values: CampaignValues) =>
    update.mutate(
      { id, object: values },
      {
        onSuccess: () => {
          notify.success(CAMPAIGN_TEXT.edited);
          navigate(LIST);
        },
        onError: (error) => {
          notify.error(CAMPAIGN_TEXT.editFailed);
          showFieldErrors(form, error);
        },
      },
    );

  return (
    <SectionLayout title="Campanhas - Editar Campanha" back={LIST}>
      {campaign.isPending ? (
        <Skeleton active />
      ) : campaign.isError ? (
        <Alert type="error" showIcon title={errorText(campaign.error)} />
      ) : (
        <>
          <CampaignForm
            key={campaign.data.id}
            form={form}
            initialValues={campaign.data}
            readOnly={!canSales('edit', role)}
            submitting={update.isPending}
            onSubmit={submit}
            onInvalid={() => notify.error(MSG.fillRequired)}
            onCancel={() => navigate(LIST)}
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer tabela="vendas_campanha" id={id} role={role} labels={SALES_LABELS} ignore={['id']} />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
