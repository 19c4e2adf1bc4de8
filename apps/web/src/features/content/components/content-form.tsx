import { useEffect } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { MSG } from '@intranet/shared/validation/messages';
import { conteudoInput, type Conteudo, type ConteudoInput } from '@intranet/shared/content/content.schemas';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { HashtagInput } from './hashtag-input';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import '../content.css';

export type ContentFormValues = Required<Omit<ConteudoInput, 'id_imagem_capa'>> & { id_imagem_capa: string | null };

const rules = zodRules(conteudoInput);

export const EMPTY_CONTENT: ContentFormValues = {
  titulo: '',
  resumo: '',
  texto: '',
  id_imagem_capa: null,
  imagens: [],
  hashtags_cargo: [],
  hashtags_departamento: [],
  hashtags_empresa: [],
};

export function contentToValues(c: Conteudo): ContentFormValues {
  return {
    titulo: c.titulo,
    resumo: c.resumo,
    texto: c.texto,
    id_imagem_capa: c.id_imagem_capa,
    imagens: c.imagens,
    hashtags_cargo: c.hashtags_cargo,
    hashtags_departamento: c.hashtags_departamento,
    hashtags_empresa: c.hashtags_empresa,
  };
}

type Props = {
  initial?: ContentFormValues;
  saving?: boolean;
  submitLabel: string;
  onSubmit: (values: ContentFormValues) => void;
  onCancel: () => void;
};

/** Title, summary, rich text, cover and auxiliary images, and the three hashtag lists of a content. */
export function ContentForm({ initial, saving, submitLabel, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<ContentFormValues>();
  const notify = useNotify();
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? EMPTY_CONTENT}
      onFinish={(v) => onSubmit({ ...EMPTY_CONTENT, ...v })}
      onFinishFailed={() => notify.error(MSG.fillRequired)}
      requiredMark
    >
      <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
      <Form.Item name="titulo" label="Título" rules={rules.titulo}>
        <Input maxLength={maxLengthOf(conteudoInput.shape.titulo)} />
      </Form.Item>
      <Form.Item name="resumo" label="Resumo" rules={rules.resumo}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="texto" label="Texto" rules={rules.texto}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item name="id_imagem_capa" label="Imagem de capa">
        <ImagePicker label="Imagem de capa" />
      </Form.Item>
      <Form.Item name="imagens" label="Imagens auxiliares">
        <ImagePicker multiple label="Imagem auxiliar" />
      </Form.Item>
      <div className="content-form__grid">
        <Form.Item name="hashtags_cargo" label="Hashtags de cargo">
          <HashtagInput placeholder="cargo" aria-label="Hashtags de cargo" />
        </Form.Item>
        <Form.Item name="hashtags_departamento" label="Hashtags de departamento">
          <HashtagInput placeholder="departamento" aria-label="Hashtags de departamento" />
        </Form.Item>
        <Form.Item name="hashtags_empresa" label="Hashtags de empresa">
          <HashtagInput placeholder="empresa" aria-label="Hashtags de empresa" />
        </Form.Item>
      </div>
      <div className="content-form__actions">
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
