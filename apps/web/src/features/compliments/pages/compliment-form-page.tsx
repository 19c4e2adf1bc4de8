import { useEffect } from 'react';
import { Alert, Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import { COMPLIMENT_LIMITS } from '@intranet/shared/compliments/compliments.rules';
import { complimentInput } from '@intranet/shared/compliments/compliments.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCompliment } from '../api/get-compliment';
import { useColleagueOptions, useComplimentCategoryOptions } from '../api/list-compliment-options';
import { useCreateCompliment, useUpdateCompliment } from '../api/save-compliment';
import { COMPLIMENTS_LIST_PATH, complimentPersonPath } from '../compliments-paths';
import '../compliments.css';

type Values = { id_destinatario?: number; id_categoria?: number; mensagem?: string };

const rules = zodRules(complimentInput);
const noSelf = (self: number | undefined) => ({
  validator: (_: unknown, value?: number) =>
    value !== undefined && value === self ? Promise.reject(new Error(MSG.toSelf)) : Promise.resolve(),
});

/**
 * `/compliments/register`, `/compliments/register/:id` (the colleague chosen) and `/compliments/edit/:id`:
 * a colleague (never oneself), a category and a message up to 1,000 characters.
 */
function ComplimentForm({ mode }: { mode: 'register' | 'edit' }) {
  const params = useParams();
  const id = Number(params.id);
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const notify = useNotify();
  const self = useSession().user?.usuarioId;
  const [form] = Form.useForm<Values>();
  const colleagues = useColleagueOptions();
  const categories = useComplimentCategoryOptions();
  const current = useCompliment(editing ? id : 0);
  const create = useCreateCompliment();
  const update = useUpdateCompliment();
  const preset = !editing && id > 0 ? id : undefined;

  useEffect(() => {
    if (editing && current.data)
      form.setFieldsValue({
        id_destinatario: current.data.destinatario.id,
        id_categoria: current.data.categoria.id,
        mensagem: current.data.mensagem,
      });
  }, [editing, current.data, form]);

  const colleagueOptions = [
    ...(colleagues.data ?? []).filter((o) => o.value !== self),
    ...(editing && current.data && !colleagues.data?.some((o) => o.value === current.data!.destinatario.id)
      ? [{ value: current.data.destinatario.id, label: current.data.destinatario.nome }]
      : []),
  ];
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.id,
    label: (
      <Space size={6}>
        <span style={{ color: c.cor }}>
          <MaterialIcon name={c.icone} />
        </span>
        {c.nome}
      </Space>
    ),
    title: c.nome,
  }));

  const done = (text: string, to: string) => {
    notify.success(text);
    navigate(to);
  };
  const failed = (text: string) => (error: unknown) => {
    showServerErrors(form, error);
    notify.fail(error, text);
  };
  const submit = (values: Values) => {
    const mensagem = values.mensagem?.trim() ?? '';
    if (editing)
      update.mutate(
        { id, object: { id_categoria: values.id_categoria!, mensagem } },
        { onSuccess: () => done(MSG.edited, COMPLIMENTS_LIST_PATH), onError: failed(MSG.editFailed) },
      );
    else
      create.mutate(
        { id_destinatario: values.id_destinatario!, id_categoria: values.id_categoria!, mensagem },
        {
          onSuccess: () => done(MSG.created, preset ? complimentPersonPath(preset) : COMPLIMENTS_LIST_PATH),
          onError: failed(MSG.createFailed),
        },
      );
  };

  const title = editing ? MSG.editTitle : MSG.registerTitle;
  if (editing && current.isLoading)
    return (
      <SectionLayout title={title} back>
        <Skeleton active />
      </SectionLayout>
    );
  if (editing && (current.isError || (current.data && !current.data.editavel)))
    return (
      <SectionLayout title={title} back={COMPLIMENTS_LIST_PATH}>
        <Alert type="warning" showIcon title={current.isError ? MSG.notFound : MSG.editClosed} />
      </SectionLayout>
    );
  return (
    <SectionLayout title={title} back>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ id_destinatario: preset }}
        onFinish={submit}
      >
        <Form.Item
          name="id_destinatario"
          label="Colega"
          rules={[...rules.id_destinatario, noSelf(self)]}
          extra={editing ? 'O colega elogiado não muda na edição.' : undefined}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Escolha um colega"
            loading={colleagues.isLoading}
            options={colleagueOptions}
            disabled={editing}
          />
        </Form.Item>
        <Form.Item name="id_categoria" label="Categoria" rules={rules.id_categoria}>
          <Select
            placeholder="Escolha uma categoria"
            loading={categories.isLoading}
            options={categoryOptions}
            optionLabelProp="label"
          />
        </Form.Item>
        <Form.Item name="mensagem" label="Mensagem" rules={rules.mensagem}>
          <Input.TextArea
            rows={5}
            showCount
            maxLength={COMPLIMENT_LIMITS.mensagem}
            placeholder="Conte o que a pessoa fez e por que fez a diferença."
          />
        </Form.Item>
        <Space>
          <Button onClick={() => navigate(-1)}>CANCELAR</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {editing ? 'SALVAR' : 'ENVIAR ELOGIO'}
          </Button>
        </Space>
      </Form>
    </SectionLayout>
  );
}

export const ComplimentRegisterPage = () => <ComplimentForm mode="register" />;
export const ComplimentEditPage = () => <ComplimentForm mode="edit" />;
