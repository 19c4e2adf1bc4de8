import { useEffect } from 'react';
import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { formatPhone, maskPhone } from '@intranet/shared/format/phone';
import { showCpf } from '@intranet/shared/lead-imports/lead-imports.rules';
import { participantFields } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { MSG } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useParticipants } from '../api/list-participants';
import { useUpdateParticipant } from '../api/update-participant';
import { LEAD_IMPORTS_LIST_PATH, importFilePath } from '../lead-imports-paths';
import '../lead-imports.css';

type Values = { nome: string; telefone: string; cpf: string };

const rules = zodRules(participantFields);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /marketing/imports-leads/edit?lead_id=&import_id=: Nome, Telefone ((##) #####-####) and CPF
 * (###.###.###-##) of a line of an import, checked as they are typed by the shared schema (all required,
 * 'Preencha todos os campos obrigatórios'; a phone with its area code, a CPF with its check digits);
 * only the digits of phone and CPF are sent (spec §2, §5). A line already turned into a lead is shown,
 * not edited.
 */
export function ParticipantEditPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const leadId = positive(params.get('lead_id'));
  const importId = positive(params.get('import_id'));
  const back = importId ? importFilePath(importId) : LEAD_IMPORTS_LIST_PATH;
  const [form] = Form.useForm<Values>();
  const query = useParticipants(
    { filtro: { id_importacao_evento: importId ?? 1, id: leadId ?? 1 }, limit: 1 },
    Boolean(leadId && importId),
  );
  const line = query.data?.vendas_lead_participante[0];
  const update = useUpdateParticipant();
  const missing = !leadId || !importId || query.isError || (query.isSuccess && !line);
  useErrorToast(missing, M.participantNotFound);

  useEffect(() => {
    if (line) form.setFieldsValue({ nome: line.nome, telefone: formatPhone(line.telefone), cpf: showCpf(line.cpf) });
  }, [line, form]);

  const save = (values: Values) => {
    if (!line || !importId) return;
    update.mutate(
      { id: line.id, importId, fields: participantFields.parse(values) },
      {
        onSuccess: () => {
          notify.success(M.updated);
          navigate(back);
        },
        onError: (error) => {
          notify.error(M.updateFailed);
          showServerErrors(form, error);
        },
      },
    );
  };

  return (
    <SectionLayout title={M.editTitle} back={back}>
      {missing ? (
        <Alert type="error" showIcon title={M.participantNotFound} />
      ) : !line ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          className="participant-form"
          onFinish={save}
          onFinishFailed={({ errorFields }) => notify.error(errorFields[0]?.errors[0] ?? M.fillRequiredEdit)}
          disabled={line.lead}
        >
          <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{`Linha ${line.linha} da planilha`}</Typography.Paragraph>
          {line.lead && <Alert type="info" showIcon title={M.leadDone} style={{ marginBottom: 16 }} />}
          {line.problema && <Alert type="warning" showIcon title={line.problema} style={{ marginBottom: 16 }} />}
          <Form.Item name="nome" label="Nome" rules={rules.nome}>
            <Input maxLength={maxLengthOf(participantFields.shape.nome)} autoFocus />
          </Form.Item>
          <Form.Item
            name="telefone"
            label="Telefone"
            rules={rules.telefone}
            normalize={(value?: string) => maskPhone(value ?? '')}
          >
            <Input inputMode="numeric" placeholder="(##) #####-####" />
          </Form.Item>
          <Form.Item name="cpf" label="CPF" rules={rules.cpf} normalize={(value?: string) => formatCpf(value ?? '')}>
            <Input inputMode="numeric" placeholder="###.###.###-##" />
          </Form.Item>
          <div className="lead-import-form__actions">
            <Button disabled={false} onClick={() => navigate(back)}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Salvar
            </Button>
          </div>
        </Form>
      )}
    </SectionLayout>
  );
}
