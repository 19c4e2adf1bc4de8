import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { ChannelValues } from '@intranet/shared/sales/channel.schemas';
import { canSales } from '@intranet/shared/sales/sales.permissions';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText, useNotify } from '../../../lib/notify';
import { useChannel } from '../api/get-channel';
import { useUpdateChannel } from '../api/update-channel';
import { ChannelForm } from '../components/channel-form';
import { showFieldErrors } from '../form-errors';
import { CHANNELS_PATH } from '../sales-paths';
import { useSalesRole } from '../sales-role';
import { CHANNEL_TEXT, SALES_LABELS } from '../sales-texts';

const LIST = `${CHANNELS_PATH}/list`;

export function ChannelEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const role = useSalesRole();
  const [form] = Form.useForm<ChannelValues>();
  const channel = useChannel(id);
  const update = useUpdateChannel();

  const submit = (values: ChannelValues) =>
    update.mutate(
      { id, object: values },
      {
        onSuccess: () => {
          notify.success(CHANNEL_TEXT.edited);
          navigate(LIST);
        },
        onError: (error) => {
          notify.error(CHANNEL_TEXT.editFailed);
          showFieldErrors(form, error);
        },
      },
    );

  return (
    <SectionLayout title="Canais - Editar Canal" back={LIST}>
      {channel.isPending ? (
        <Skeleton active />
      ) : channel.isError ? (
        <Alert type="error" showIcon title={errorText(channel.error)} />
      ) : (
        <>
          <ChannelForm
            key={channel.data.id}
            form={form}
            initialValues={channel.data}
            readOnly={!canSales('edit', role)}
            submitting={update.isPending}
            onSubmit={submit}
            onCancel={() => navigate(LIST)}
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer tabela="vendas_canal" id={id} role={role} labels={SALES_LABELS} ignore={['id']} />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
