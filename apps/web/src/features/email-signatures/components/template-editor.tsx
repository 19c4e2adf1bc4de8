import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Segmented, Switch, Typography } from 'antd';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import type { SignatureFor, SignatureLook } from '@intranet/shared/email-signatures/email-signatures.render';
import {
  HEX_COLOUR,
  MAX_LEGAL_LINE,
  MIN_TEXT_CONTRAST,
  contrastOnWhite,
} from '@intranet/shared/email-signatures/email-signatures.rules';
import {
  type SignatureTemplate,
  type SignatureTemplateBody,
  signatureTemplateBody,
} from '@intranet/shared/email-signatures/email-signatures.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { ColorControl } from '../../../components/crud/crud-controls';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { useNotify } from '../../../lib/notify';
import { useSaveSignatureTemplate } from '../api/save-signature-template';
import { LogoPicker, type UploadedLogo } from './logo-picker';
import { SignaturePreview } from './signature-preview';

const rules = zodRules(signatureTemplateBody);

/** Field names as people read them (form labels and the edit history). */
export const TEMPLATE_LABELS: Record<string, string> = {
  ativo: 'Situação',
  id_logo: 'Logotipo',
  cor_primaria: 'Cor principal',
  cor_secundaria: 'Cor de destaque',
  linha_legal: 'Linha legal',
  site: 'Site',
  telefone_central: 'Telefone da central',
};

const valuesOf = (m: SignatureTemplate): SignatureTemplateBody => ({
  ativo: m.ativo,
  id_logo: m.logo?.id ?? null,
  cor_primaria: m.cor_primaria,
  cor_secundaria: m.cor_secundaria,
  linha_legal: m.linha_legal,
  site: m.site,
  telefone_central: m.telefone_central,
});

/** The person the editor's preview shows: an example of the company. */
const sampleOf = (m: SignatureTemplate): SignatureFor => ({
  nome: 'Maria Oliveira',
  cargo: 'Analista de Atendimento',
  departamento: 'Atendimento',
  empresa: m.empresa,
  email: 'maria.oliveira@empresa.com.br',
  telefone: '(31) 98765-4321',
  ramal: null,
});

/** One company's template: the form (logo, colours, legal line, site, central phone) with a live preview. */
function TemplateForm({ template, canEdit }: { template: SignatureTemplate; canEdit: boolean }) {
  const notify = useNotify();
  const [form] = Form.useForm<SignatureTemplateBody>();
  const save = useSaveSignatureTemplate();
  const [uploaded, setUploaded] = useState<UploadedLogo | null>(null);
  const initial = useMemo(() => valuesOf(template), [template]);
  const watched = Form.useWatch([], { form, preserve: true }) as SignatureTemplateBody | undefined;
  const values = { ...initial, ...watched };

  const logo =
    values.id_logo && values.id_logo === uploaded?.id
      ? uploaded
      : values.id_logo && values.id_logo === template.logo?.id
        ? template.logo
        : null;
  // The preview shows the form as it is, even while inactive (an invalid colour shows the default one).
  const look: SignatureLook = {
    logo,
    cor_primaria: values.cor_primaria,
    cor_secundaria: values.cor_secundaria,
    linha_legal: values.linha_legal,
    site: values.site,
    telefone_central: values.telefone_central,
    ativo: true,
  };

  const contrast = HEX_COLOUR.test(values.cor_primaria) ? contrastOnWhite(values.cor_primaria) : null;

  const submit = (raw: SignatureTemplateBody) => {
    const parsed = signatureTemplateBody.safeParse(raw);
    if (!parsed.success) return notify.error(MSG.fillRequired);
    save.mutate(
      { idEmpresa: template.id_empresa, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(TEXT.saved);
          form.setFieldsValue(valuesOf(saved));
        },
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, TEXT.saveFailed);
        },
      },
    );
  };

  return (
    <div className="template-editor">
      <Form<SignatureTemplateBody>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!canEdit}
        onFinish={submit}
        requiredMark
        className="template-editor__form"
      >
        <Typography.Text type="danger" className="template-editor__banner">
          {MSG.requiredBanner}
        </Typography.Text>
        <Form.Item name="ativo" label={TEMPLATE_LABELS.ativo} valuePropName="checked">
          <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
        </Form.Item>
        <Form.Item name="id_logo" label={TEMPLATE_LABELS.id_logo}>
          <LogoPicker previewUrl={logo?.url ?? null} onUploaded={setUploaded} disabled={!canEdit} />
        </Form.Item>
        <div className="template-editor__row">
          <Form.Item name="cor_primaria" label={TEMPLATE_LABELS.cor_primaria} rules={rules.cor_primaria}>
            <ColorControl />
          </Form.Item>
          <Form.Item name="cor_secundaria" label={TEMPLATE_LABELS.cor_secundaria} rules={rules.cor_secundaria}>
            <ColorControl />
          </Form.Item>
        </div>
        {contrast !== null && contrast < MIN_TEXT_CONTRAST && (
          <Alert
            type="warning"
            showIcon
            className="template-editor__warning"
            title={TEXT.lowContrast(contrast.toFixed(1).replace('.', ','))}
          />
        )}
        <Form.Item name="linha_legal" label={TEMPLATE_LABELS.linha_legal} rules={rules.linha_legal}>
          <Input.TextArea rows={3} maxLength={MAX_LEGAL_LINE} showCount />
        </Form.Item>
        <Form.Item name="site" label={TEMPLATE_LABELS.site} rules={rules.site}>
          <Input placeholder="https://www.empresa.com.br" maxLength={maxLengthOf(signatureTemplateBody.shape.site)} />
        </Form.Item>
        <Form.Item name="telefone_central" label={TEMPLATE_LABELS.telefone_central} rules={rules.telefone_central}>
          <Input placeholder="(31) 3333-4444" maxLength={maxLengthOf(signatureTemplateBody.shape.telefone_central)} />
        </Form.Item>
        {canEdit && (
          <div className="template-editor__buttons">
            <Button
              onClick={() => {
                form.resetFields();
                setUploaded(null);
              }}
            >
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Salvar
            </Button>
          </div>
        )}
      </Form>
      <div className="template-editor__preview">
        <Typography.Title level={5}>Prévia</Typography.Title>
        {!values.ativo && <Alert type="warning" showIcon title="Inativo: os colaboradores usam a assinatura padrão." />}
        <SignaturePreview pessoa={sampleOf(template)} modelo={look} editing />
        {template.id !== null && (
          <HistoryViewer
            tabela="rh_modelo_assinatura"
            id={template.id}
            labels={TEMPLATE_LABELS}
            kinds={{ cor_primaria: 'color', cor_secundaria: 'color', id_logo: 'image', ativo: 'boolean' }}
            ignore={['id', 'id_empresa', 'logo_largura', 'logo_altura']}
          />
        )}
      </div>
    </div>
  );
}

/** HR: the templates of the companies, one at a time; managers edit, readers look. */
export function TemplateEditor({ templates, canEdit }: { templates: SignatureTemplate[]; canEdit: boolean }) {
  const [chosen, setChosen] = useState<number | undefined>(templates[0]?.id_empresa);
  const template = templates.find((m) => m.id_empresa === chosen) ?? templates[0];
  if (!template) return null;
  return (
    <>
      <Segmented
        value={template.id_empresa}
        options={templates.map((m) => ({ value: m.id_empresa, label: m.empresa }))}
        onChange={(value) => setChosen(Number(value))}
        style={{ marginBottom: 16 }}
      />
      <TemplateForm key={`${template.id_empresa}-${template.updated_at ?? ''}`} template={template} canEdit={canEdit} />
    </>
  );
}
