import { useEffect } from 'react';
import { Alert, Button, Descriptions, Form, Radio, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PARTNERS_MSG as M } from '@intranet/shared/partners/partners.messages';
import { PARTNER_SALES_LEVEL_LABELS, PARTNER_SALES_LEVELS } from '@intranet/shared/partners/partners.rules';
import { partnerPermissionsBody, type PartnerPermissionsBody } from '@intranet/shared/partners/partners.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { useCompanies } from '../../../components/lookups/list-companies';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { usePartner } from '../api/get-partner';
import { useSetPartnerPermissions } from '../api/set-partner-permissions';

const rules = zodRules(partnerPermissionsBody);
const BACK = '/users/list';
/** The form's "none" choice of the sales level (a radio needs a value). */
const NONE = 'nenhum';
type Values = { nivel_vendas: PartnerPermissionsBody['nivel_vendas'] | typeof NONE; empresas: number[] };

/**
 * `/settings/permission/partner/profile/:id`: an external seller's profile (name, e-mail, companies) and
 * what they may do: a level in sales only, and the provider companies they sell for. Employees' roles
 * stay on `/settings/permission/edit/:id`.
 */
export function PartnerProfilePage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <PartnerProfile id={parsed.data} />;
}

function PartnerProfile({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const partner = usePartner(id);
  const companies = useCompanies();
  const save = useSetPartnerPermissions();
  const [form] = Form.useForm<Values>();
  const seesHistory = useCan('users.view');
  const data = partner.data?.parceiro;

  useEffect(() => {
    if (data)
      form.setFieldsValue({ nivel_vendas: data.nivel_vendas ?? NONE, empresas: data.empresas.map((c) => c.id) });
  }, [data, form]);

  if (partner.isPending)
    return (
      <SectionLayout title="PERMISSÕES DO PARCEIRO" back={BACK}>
        <Skeleton active />
      </SectionLayout>
    );
  if (partner.isError) {
    const employee = partner.error instanceof ApiError && partner.error.status === 409;
    return (
      <SectionLayout title="PERMISSÕES DO PARCEIRO" back={BACK}>
        <Alert
          type={employee ? 'info' : 'error'}
          showIcon
          title={errorText(partner.error)}
          action={employee ? <Link to={`/settings/permission/edit/${id}`}>Abrir Permissões</Link> : undefined}
        />
      </SectionLayout>
    );
  }
  const p = partner.data.parceiro;

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id,
        nivel_vendas: values.nivel_vendas === NONE ? null : values.nivel_vendas,
        empresas: values.empresas,
      });
      notify.success(M.saved);
    } catch (error) {
      showServerErrors(form, error);
      notify.fail(error, M.saveFailed);
    }
  };

  return (
    <SectionLayout title="PERMISSÕES DO PARCEIRO" back={BACK}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Nome">{p.nome || '—'}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{p.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Situação">
          {p.ativo ? <Tag color="green">Ativo</Tag> : <Tag color="red">Inativo</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        Parceiros são vendedores externos: acessam somente Vendas, nunca a intranet dos colaboradores.
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 560 }}>
        <Form.Item name="nivel_vendas" label="Vendas" required>
          <Radio.Group>
            <Space direction="vertical">
              {PARTNER_SALES_LEVELS.map((level) => (
                <Radio key={level} value={level}>
                  {PARTNER_SALES_LEVEL_LABELS[level]}
                </Radio>
              ))}
              <Radio value={NONE}>Sem acesso a Vendas</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="empresas" label="Empresas para as quais vende" rules={rules.empresas} required>
          <Select
            mode="multiple"
            placeholder="Selecione as empresas"
            loading={companies.isLoading}
            options={(companies.data ?? []).map((c) => ({
              value: c.id,
              label: c.nome,
              disabled: c.id === p.id_empresa_principal,
            }))}
          />
        </Form.Item>
        <Space>
          <Button onClick={() => navigate(BACK)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Salvar
          </Button>
        </Space>
      </Form>
      {seesHistory && (
        <div style={{ marginTop: 24 }}>
          <HistoryViewer
            tabela="rh_usuario"
            id={id}
            labels={{ roles: 'Permissões' }}
            ignore={['id', 'updated_at', 'created_at']}
          />
        </div>
      )}
    </SectionLayout>
  );
}
