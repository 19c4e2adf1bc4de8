import { Form, type FormInstance } from 'antd';
import { CAMPAIGN_DEFAULTS, campaignInput, type CampaignValues } from '@intranet/shared/sales/campaign.schemas';
import { SalesItemForm } from './sales-item-form';

export const NEW_CAMPAIGN: CampaignValues = { nome: '', ...CAMPAIGN_DEFAULTS };

export type CampaignFormProps = {
  /** The page's form instance, to show server errors under the fields. */
  form?: FormInstance<CampaignValues>;
  initialValues?: CampaignValues;
  submitting?: boolean;
  readOnly?: boolean;
  onSubmit: (values: CampaignValues) => void;
  onInvalid?: () => void;
  onCancel: () => void;
};

/** Register and edit form of a sales campaign. */
export function CampaignForm({ form: given, initialValues = NEW_CAMPAIGN, ...props }: CampaignFormProps) {
  const [form] = Form.useForm<CampaignValues>(given);
  return <SalesItemForm form={form} schema={campaignInput} apiField="api" nameLabel="Nome da campanha" initialValues={initialValues} {...props} />;
}
