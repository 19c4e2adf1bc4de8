import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ChannelValues } from '@intranet/shared/sales/channel.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateChannel } from '../api/create-channel';
import { ChannelForm } from '../components/channel-form';
import { showFieldErrors } from '../form-errors';
import { CHANNELS_PATH } from '../sales-paths';
import { CHANNEL_TEXT } from '../sales-texts';

const LIST = `${CHANNELS_PATH}/list`;

export function ChannelRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<ChannelValues>();
  const create = useCreateChannel();

  const submit = (values: ChannelValues) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success(CHANNEL_TEXT.created);
        navigate(LIST);
      },
      onError: (error) => {
        notify.error(CHANNEL_TEXT.createFailed);
        showFieldErrors(form, error);
      },
    });

  return (
    <SectionLayout title="Canais - Novo Canal" back={LIST}>
      <ChannelForm
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onCancel={() => navigate(LIST)}
      />
    </SectionLayout>
  );
}
