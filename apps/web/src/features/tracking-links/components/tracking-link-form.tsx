import { useState } from 'react';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import {
  trackingLinkForm,
  type TrackingLink,
  type TrackingLinkInput,
} from '@intranet/shared/tracking-links/tracking-links.schemas';
import { MSG as FIELD_MSG } from '@intranet/shared/validation/messages';
import { zodRules } from '../../../components/form/zod-rules';
import { useCompanies } from '../../../components/lookups/list-companies';
import { CampaignSelect, ChannelSelect, CompanySelect } from '../../../components/lookups/lookup-selects';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useDestinations, useGenerateTrackingLink, useUpdateTrackingLink } from '../api/tracking-link-calls';
import { TRACKING_LINK_LIST_PATH } from '../tracking-links-paths';

const rules = zodRules(trackingLinkForm);

type Values = { id_empresa?: number; cmp?: number; chn?: number; dst?: number | null };
type Generated = { id: number; url: string };

const inputOf = (v: Values): TrackingLinkInput => ({
  id_empresa: v.id_empresa!,
  params: { cmp: v.cmp!, chn: v.chn!, dst: v.dst ?? null },
});

/**
 * Register and edit of a tracking link (spec §2.2, §4, §5): provider, campaign and channel required,
 * destination optional. "Gerar link" stores the link and shows its address, and is disabled once a
 * link exists; saving without one says so. An edit changes where the same address leads.
 */
export function TrackingLinkForm({ link }: { link?: TrackingLink }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const generate = useGenerateTrackingLink();
  const update = useUpdateTrackingLink();
  const [generated, setGenerated] = useState<Generated | null>(link ? { id: link.id, url: link.url } : null);
  const companyId = Form.useWatch('id_empresa', form);
  const companies = useCompanies();
  const company = companies.data?.find((c) => c.id === companyId);
  const flag = company ? providerFlagOf(company.nome) : null;
  const destinations = useDestinations(companyId);
  const sameProvider = link !== undefined && companyId === link.id_empresa;

  /** A refusal's texts under the fields it names (`params.cmp` → the campaign), else a toast. */
  const refused = (error: unknown, fallback: string) => {
    const fields = error instanceof ApiError ? (error.fields ?? []) : [];
    if (fields.length)
      form.setFields(fields.map((f) => ({ name: f.path.split('.').pop() as keyof Values, errors: [f.message] })));
    notify.fail(error, fallback);
  };

  const onGenerate = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    generate.mutate(inputOf(values), {
      onSuccess: (saved) => setGenerated(saved),
      onError: (error) => refused(error, MSG.generateFailed),
    });
  };

  const onSave = async (values: Values) => {
    if (!generated) {
      notify.error(MSG.generateFirst);
      return;
    }
    update.mutate(
      { id: generated.id, object: inputOf(values) },
      {
        onSuccess: () => {
          notify.success(MSG.saved);
          navigate(TRACKING_LINK_LIST_PATH);
        },
        onError: (error) => refused(error, MSG.saveFailed),
      },
    );
  };

  const onProvider = () => form.setFieldsValue({ cmp: undefined, chn: undefined, dst: undefined });
  const providerFilter = flag ? { [flag]: true } : {};

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={
        link
          ? { id_empresa: link.id_empresa, cmp: link.params.cmp, chn: link.params.chn, dst: link.params.dst }
          : undefined
      }
      onFinish={onSave}
    >
      <Typography.Paragraph type="danger">{FIELD_MSG.requiredBanner}</Typography.Paragraph>
      <Form.Item name="id_empresa" label="Provedor" rules={rules.id_empresa}>
        <CompanySelect placeholder="Selecione o provedor" onChange={onProvider} />
      </Form.Item>
      <Form.Item name="cmp" label="Campanha" rules={rules.cmp}>
        <CampaignSelect
          placeholder="Selecione a campanha"
          filter={{ ativo: true, ...providerFilter }}
          ready={!!flag}
          kept={sameProvider ? { id: link.params.cmp, nome: link.campanha.nome } : undefined}
        />
      </Form.Item>
      <Form.Item name="chn" label="Canal" rules={rules.chn}>
        <ChannelSelect
          placeholder="Selecione o canal"
          filter={providerFilter}
          ready={!!flag}
          kept={sameProvider ? { id: link.params.chn, nome: link.canal.nome } : undefined}
        />
      </Form.Item>
      <Form.Item name="dst" label="Destino">
        <Select<number>
          allowClear
          placeholder={MSG.homePage}
          disabled={!companyId}
          loading={destinations.isLoading && !!companyId}
          options={(destinations.data ?? []).map((d) => ({ value: d.id, label: `${d.nome} — ${d.url}` }))}
        />
      </Form.Item>
      <Form.Item label="Link">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={generated?.url ?? ''}
            placeholder="Gere o link para vê-lo aqui"
            aria-label="Link gerado"
          />
          <Button icon={<LinkOutlined />} onClick={onGenerate} disabled={!!generated} loading={generate.isPending}>
            {MSG.generate}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Space>
        <Button onClick={() => navigate(TRACKING_LINK_LIST_PATH)}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Salvar
        </Button>
      </Space>
    </Form>
  );
}
