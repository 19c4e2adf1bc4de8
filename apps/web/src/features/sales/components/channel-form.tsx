import { Form, type FormInstance } from 'antd';
import { CHANNEL_DEFAULTS, channelInput, type ChannelValues } from '@intranet/shared/sales/channel.schemas';
import { SalesItemForm } from './sales-item-form';

export const NEW_CHANNEL: ChannelValues = { nome: '', ...CHANNEL_DEFAULTS };

export type ChannelFormProps = {
  /** The page's form instance, to show server errors under the fields. */
  form?: FormInstance<ChannelValues>;
  initialValues?: ChannelValues;
  submitting?: boolean;
  readOnly?: boolean;
  onSubmit: (values: ChannelValues) => void;
  onCancel: () => void;
};

/** Register and edit form of a sales channel (`public` is shown as API). */
export function ChannelForm({ form: given, initialValues = NEW_CHANNEL, ...props }: ChannelFormProps) {
  const [form] = Form.useForm<ChannelValues>(given);
  return <SalesItemForm form={form} schema={channelInput} apiField="public" nameLabel="Nome do canal" initialValues={initialValues} {...props} />;
}
