import { useState } from 'react';
import { Button, Empty, Form, Input, List, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import { NEWS_LIMITS, isNewsImageFormat } from '@intranet/shared/news/news.rules';
import { newsSuggestionInput } from '@intranet/shared/news/news.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useMySuggestions } from '../api/list-my-suggestions';
import { useSuggestNews } from '../api/suggest-news';
import { NEWS_IMAGE_ACCEPT, pickedFormat } from '../components/news-image-field';
import { NEWS_FEED_PATH } from '../news-paths';
import '../news.css';

const rules = zodRules(newsSuggestionInput);

type Values = { titulo: string; resumo: string; texto: string };
type Cover = { data: string; format: string; name: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * `/news/form`: "Sugerir notícia". Any employee sends a title, a summary, the text and, if they want,
 * a cover; the item waits, inactive and marked as a suggestion, for the communication staff to
 * complete and publish it. Below, the person's own suggestions and whether each was published.
 */
export function NewsSuggestPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const [cover, setCover] = useState<Cover | null>(null);
  const suggest = useSuggestNews();
  const mine = useMySuggestions();

  const pick = async (file: File) => {
    const format = pickedFormat(file.name);
    if (!isNewsImageFormat(format)) return notify.error(NEWS_MSG.coverFormat);
    if (file.size > MAX_IMAGE_BYTES) return notify.error(MSG.imageParams);
    setCover({ data: await readAsDataUrl(file), format, name: file.name });
  };

  const submit = (values: Values) =>
    suggest.mutate(
      {
        titulo: values.titulo,
        resumo: values.resumo,
        texto: values.texto ?? '',
        imagem_capa_data: cover?.data ?? null,
        imagem_capa_format: cover?.format ?? null,
      },
      {
        onSuccess: () => {
          notify.success(NEWS_MSG.suggestionSent);
          form.resetFields();
          setCover(null);
        },
        onError: (error) => {
          notify.fail(error);
          showServerErrors(form, error);
        },
      },
    );

  return (
    <SectionLayout title={NEWS_MSG.suggestTitle} back={NEWS_FEED_PATH}>
      <div className="news-suggest">
        <Typography.Paragraph>{NEWS_MSG.suggestionIntro}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ titulo: '', resumo: '', texto: '' }}
          onFinish={submit}
          onFinishFailed={() => notify.error(MSG.fillRequired)}
          requiredMark
        >
          <Typography.Text type="danger" className="news-hint">
            {MSG.requiredBanner}
          </Typography.Text>
          <Form.Item name="titulo" label="Título" rules={rules.titulo} required>
            <Input maxLength={NEWS_LIMITS.titulo} />
          </Form.Item>
          <Form.Item name="resumo" label="Resumo" rules={rules.resumo} required>
            <Input.TextArea maxLength={NEWS_LIMITS.resumo} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="texto" label="Texto" rules={rules.texto} required>
            <RichTextEditor />
          </Form.Item>
          <Form.Item label="Imagem de capa (opcional)">
            <div className="news-suggest__cover">
              {cover && (
                <>
                  <img src={cover.data} alt="Imagem de capa" />
                  <Button
                    size="small"
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="Remover imagem de capa"
                    onClick={() => setCover(null)}
                  />
                </>
              )}
              <Upload
                accept={NEWS_IMAGE_ACCEPT}
                showUploadList={false}
                beforeUpload={(file) => {
                  void pick(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} aria-label="Selecionar imagem de capa">
                  {cover ? 'Trocar imagem' : 'Selecionar imagem'}
                </Button>
              </Upload>
            </div>
            <span className="news-hint">PNG, JPEG ou JPG, até 10 MB.</span>
          </Form.Item>
          <div className="news-suggest__actions">
            <Button onClick={() => navigate(NEWS_FEED_PATH)}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={suggest.isPending}>
              Enviar sugestão
            </Button>
          </div>
        </Form>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 32 }}>
          {NEWS_MSG.mySuggestions}
        </Typography.Title>
        {mine.data && mine.data.length > 0 ? (
          <List
            dataSource={mine.data}
            renderItem={(s) => (
              <List.Item
                extra={
                  <Tag color={s.status === 'publicada' ? 'green' : 'blue'}>{NEWS_MSG.suggestionStatus[s.status]}</Tag>
                }
              >
                <List.Item.Meta title={s.titulo} description={`Enviada em ${formatInstantDate(s.created_at)}`} />
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Você ainda não enviou sugestões." />
        )}
      </div>
    </SectionLayout>
  );
}
