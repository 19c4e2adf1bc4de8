import { Alert } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { RuleRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { CRITERION_LABELS, ENVIO_LABELS, shiftLabel } from '@intranet/shared/communication-scale/rule-matrix';
import { MSG as VALIDATION } from '@intranet/shared/validation/messages';
import { flagColumn, shortDateColumn, statusColumn } from '../../../components/crud/crud-columns';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDeleteRule } from '../api/delete-rule';
import { useCampaign } from '../api/get-campaign';
import { useUpdateRule } from '../api/update-rule';
import { RULE_LABELS } from '../components/rule-labels';
import { SCALE_LIST_PATH, recipientsPath, ruleEditPath, ruleRegisterPath } from '../../../lib/communication-paths';
import { useCampaignIdParam } from './use-query-id';

/** The envio as the list reads it, with its days when it counts them: 'Dia(s) seguinte(s) (7)'. */
const envioText = (rule: RuleRow) =>
  rule.tempo ? `${ENVIO_LABELS[rule.envio]} (${rule.tempo})` : ENVIO_LABELS[rule.envio];
const ruleName = (rule: RuleRow) =>
  `${CRITERION_LABELS[rule.criterio]} · ${envioText(rule)} · ${shiftLabel(rule.turno)}`;

const columns: DataTableColumn<RuleRow>[] = [
  shortDateColumn('criado', RULE_LABELS.criado),
  { key: 'criterio', title: RULE_LABELS.criterio, text: (rule) => CRITERION_LABELS[rule.criterio] },
  { key: 'envio', title: RULE_LABELS.envio, text: envioText },
  { key: 'turno', title: RULE_LABELS.turno, text: (rule) => shiftLabel(rule.turno) },
  flagColumn('sms', 'SMS'),
  flagColumn('email', 'Email'),
  flagColumn('whatsapp', 'Whats'),
  statusColumn('ativo', 'Status'),
];

/** /marketing/communication-scale-rules/list?idCampaign=: the rules of a campaign, titled with its name. */
export function RuleListPage() {
  const idCampaign = useCampaignIdParam();
  return idCampaign === undefined ? (
    <SectionLayout title={MSG.rulesTitle('')} back={SCALE_LIST_PATH}>
      <Alert type="warning" showIcon title={VALIDATION.notFound} />
    </SectionLayout>
  ) : (
    <RuleList idCampaign={idCampaign} />
  );
}

function RuleList({ idCampaign }: { idCampaign: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.createRules.access);
  const campaign = useCampaign(idCampaign);
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const deletion = useDeleteConfirm<RuleRow>(remove, ruleName, {
    deleted: MSG.deleted,
    deleteFailed: MSG.deleteFailed,
  });

  const toggle = (rule: RuleRow) =>
    update.mutate(
      { id: rule.id, object: { ativo: !rule.ativo } },
      { onSuccess: () => notify.success(MSG.statusUpdated), onError: () => notify.error(MSG.statusFailed) },
    );

  const actions: RowAction<RuleRow>[] = [
    {
      key: 'recipients',
      can: 'delivery.preview',
      label: 'Quem recebe',
      icon: <TeamOutlined />,
      iconOnly: true,
      onClick: (rule) => navigate(recipientsPath(rule.id, idCampaign)),
    },
    {
      key: 'edit',
      can: API.updateRule.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (rule) => navigate(ruleEditPath(rule.id, idCampaign)),
    },
    ...statusActions<RuleRow>((rule) => rule.ativo, toggle, { can: API.updateRule.access }),
    {
      key: 'delete',
      can: API.removeRule.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={MSG.rulesTitle(campaign.data?.nome ?? '')}
      back={SCALE_LIST_PATH}
      add={canCreate ? { label: MSG.addRule, to: ruleRegisterPath(idCampaign) } : undefined}
    >
      {campaign.isError ? (
        <Alert type="error" showIcon title={errorText(campaign.error, MSG.loadFailed)} />
      ) : (
        <DataTable<RuleRow>
          rowKey="id"
          columns={columns}
          data={campaign.data?.campanha_regras}
          loading={campaign.isPending}
          actions={actions}
          exportable
        />
      )}
      <DeleteDialog title={MSG.deleteRuleTitle} {...deletion.dialog} />
    </SectionLayout>
  );
}
