import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { today } from '@intranet/shared/calendar/days';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import { documentDateIssues } from '@intranet/shared/documents/documents.rules';
import { type DocumentInput, documentInput } from '@intranet/shared/documents/documents.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { personOptions, useDocumentOptions } from '../api/documents-calls';
import { DOCUMENT_LABELS as L } from '../documents-screens';
import { DocumentFileField } from './document-file-field';

const rules = zodRules(documentInput);
const shape = documentInput.shape;

export type DocumentFormValues = Partial<DocumentInput>;

type Props = {
  initial: DocumentFormValues;
  /** The stored file's name, on an edit. */
  fileName?: string;
  saving: boolean;
  onSave: (values: DocumentInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A document's form: the person (searched by name), the category (its expiry rule read as one picks
 * it), the file (uploaded at once, judged by its content), title, issue and expiry dates and a note.
 * The dates follow the category's rule before sending, as the server does; a refusal goes under its
 * field and everything typed stays.
 */
export function DocumentForm({ initial, fileName, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<DocumentFormValues>();
  const notify = useNotify();
  const options = useDocumentOptions();
  const [search, setSearch] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const categoryId = Form.useWatch('id_categoria', form);
  const personId = Form.useWatch('id_usuario', form) ?? initial.id_usuario;
  const category = options.data?.categorias.find((c) => c.id === categoryId);
  const people = useQuery({
    queryKey: ['documents', 'people', search, search ? undefined : personId],
    queryFn: () => personOptions(search, search ? undefined : personId),
    staleTime: 60_000,
  });
  const morePeople = useQuery({
    queryKey: ['documents', 'people', search],
    queryFn: () => personOptions(search),
    staleTime: 60_000,
    enabled: !search,
  });
  const personChoices = [...(people.data ?? []), ...(morePeople.data ?? [])].filter(
    (o, i, all) => all.findIndex((p) => p.value === o.value) === i,
  );
  const categories = (options.data?.categorias ?? [])
    .filter((c) => c.ativo || c.id === initial.id_categoria)
    .map((c) => ({ value: c.id, label: c.ativo ? c.nome : `${c.nome} (inativa)` }));

  const submit = async (values: DocumentFormValues) => {
    const issues = documentDateIssues(values, category, today());
    if (issues.length) {
      form.setFields(issues.map((i) => ({ name: i.field, errors: [i.message] })));
      notify.error(MSG.fillRequired);
      return;
    }
    try {
      await onSave(values as DocumentInput);
    } catch (error) {
      showServerErrors(form, error);
      notify.fail(error, DOCUMENTS_MSG.saveFailed);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="document-form"
      initialValues={{ observacao: '', ...initial }}
      onFinish={submit}
      onFinishFailed={() => notify.error(MSG.fillRequired)}
      requiredMark
    >
      <Form.Item name="id_usuario" label={L.id_usuario} rules={rules.id_usuario}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder="Digite o nome do colaborador"
          options={personChoices}
          loading={people.isFetching}
          notFoundContent={MSG.noResult}
          onBlur={() => setSearch('')}
        />
      </Form.Item>
      <Form.Item
        name="id_categoria"
        label={L.id_categoria}
        rules={rules.id_categoria}
        extra={
          category
            ? category.exige_validade
              ? `Exige data de validade; o aviso sai ${category.dias_alerta} dias antes.`
              : 'Validade opcional.'
            : undefined
        }
      >
        <Select
          placeholder="Selecione a categoria"
          options={categories}
          loading={options.isPending}
          onChange={(id: number) => {
            const chosen = options.data?.categorias.find((c) => c.id === id);
            if (chosen && !form.getFieldValue('titulo')) form.setFieldValue('titulo', chosen.nome);
          }}
        />
      </Form.Item>
      <Form.Item
        name="id_arquivo"
        label={L.id_arquivo}
        rules={[{ required: true, message: DOCUMENTS_MSG.fileNotFound }]}
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <DocumentFileField storedName={fileName} onError={setFileError} />
      </Form.Item>
      <Form.Item name="titulo" label={L.titulo} rules={rules.titulo}>
        <Input maxLength={maxLengthOf(shape.titulo)} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="data_emissao" label={L.data_emissao} {...isoDayItem}>
          <IsoDayPicker />
        </Form.Item>
        <Form.Item
          name="data_validade"
          label={L.data_validade}
          rules={[{ required: !!category?.exige_validade, message: 'Esta categoria exige a data de validade.' }]}
          {...isoDayItem}
        >
          <IsoDayPicker />
        </Form.Item>
      </Space>
      <Form.Item name="observacao" label={L.observacao} rules={rules.observacao}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(shape.observacao)} showCount />
      </Form.Item>
      <Space>
        <Button onClick={onCancel}>CANCELAR</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          SALVAR
        </Button>
      </Space>
    </Form>
  );
}
