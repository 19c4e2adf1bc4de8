import { Alert, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import { MSG as VALIDATION } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCreateRules } from '../api/create-rules';
import { NEW_RULE, RuleForm, type RuleFormValues } from '../components/rule-form';
import { SCALE_LIST_PATH, rulesListPath } from '../../../lib/communication-paths';
import { useRuleSaveOutcome } from './rule-save-outcome';
import { useCampaignIdParam } from './use-query-id';

/** /marketing/communication-scale-rules/register?idCampaign=: a new rule of the campaign. */
export function RuleRegisterPage() {
  const idCampaign = useCampaignIdParam();
  if (idCampaign === undefined) {
    return (
      <SectionLayout title={MSG.ruleRegisterTitle} back={SCALE_LIST_PATH}>
        <Alert type="warning" showIcon title={VALIDATION.notFound} />
      </SectionLayout>
    );
  }
  return <RuleRegister idCampaign={idCampaign} />;
}

function RuleRegister({ idCampaign }: { idCampaign: number }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<RuleFormValues>();
  const create = useCreateRules();
  const list = rulesListPath(idCampaign);
  const outcome = useRuleSaveOutcome(form, { done: MSG.ruleCreated, failed: MSG.ruleCreateFailed }, list);

  return (
    <SectionLayout title={MSG.ruleRegisterTitle} back={list}>
      <RuleForm
        form={form}
        initialValues={NEW_RULE}
        submitting={create.isPending}
        onSubmit={(rule) => create.mutate([{ campanha_id: idCampaign, ...rule }], outcome)}
        onCancel={() => navigate(list)}
      />
    </SectionLayout>
  );
}
