import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { RuleRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG as VALIDATION } from '@intranet/shared/validation/messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useRule } from '../api/get-rule';
import { useUpdateRule } from '../api/update-rule';
import { RuleForm, type RuleFormValues, formValuesOf } from '../components/rule-form';
import { RULE_LABELS } from '../components/rule-labels';
import { SCALE_LIST_PATH, rulesListPath } from '../../../lib/communication-paths';
import { useRuleSaveOutcome } from './rule-save-outcome';
import { useCampaignIdParam } from './use-query-id';

/**
 * /marketing/communication-scale-rules/edit/:id?idCampaign=: a rule's form, prefilled (read-only
 * without the edit right), and its edit history.
 */
export function RuleEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  const idCampaign = useCampaignIdParam();
  const rule = useRule(parsed.success ? parsed.data : undefined);
  const back = idCampaign
    ? rulesListPath(idCampaign)
    : rule.data
      ? rulesListPath(rule.data.campanha_id)
      : SCALE_LIST_PATH;

  return (
    <SectionLayout title={MSG.ruleEditTitle} back={back}>
      {!parsed.success ? (
        <Alert type="warning" showIcon title={VALIDATION.notFound} />
      ) : rule.isPending ? (
        <Skeleton active />
      ) : rule.isError || !rule.data ? (
        <Alert type="error" showIcon title={errorText(rule.error, MSG.ruleNotFound)} />
      ) : (
        <RuleEdit key={rule.data.id} rule={rule.data} listPath={back} />
      )}
    </SectionLayout>
  );
}

function RuleEdit({ rule, listPath }: { rule: RuleRow; listPath: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<RuleFormValues>();
  const canEdit = useCan(API.updateRule.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], API.getRule.access) ?? '';
  const update = useUpdateRule();
  const outcome = useRuleSaveOutcome(form, { done: MSG.ruleUpdated, failed: MSG.ruleUpdateFailed }, listPath);

  return (
    <>
      <RuleForm
        form={form}
        initialValues={formValuesOf(rule)}
        readOnly={!canEdit}
        submitting={update.isPending}
        onSubmit={(values) => update.mutate({ id: rule.id, object: values }, outcome)}
        onCancel={() => navigate(listPath)}
      />
      <div style={{ marginTop: 24 }}>
        <HistoryViewer
          tabela="campanha_regras"
          id={rule.id}
          role={role}
          labels={RULE_LABELS}
          kinds={{ mensagem_email: 'richtext' }}
          ignore={['id', 'campanha_id']}
        />
      </div>
    </>
  );
}
