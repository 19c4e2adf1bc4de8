import { Alert, Button, Card, Empty, Form, Input, InputNumber, Modal, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import {
  postEventInput,
  type PostEventInput,
  type SponsorshipMedia,
} from '@intranet/shared/sponsorship/sponsorship.schemas';
import { FileImage } from '../../../components/file-image/file-image';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useStep } from '../api/step-calls';
import { FileUploadField } from '../components/file-upload-field';
import { RequestPage } from '../components/request-page';
import { FileButton, RequestSummary, ReturnCard } from '../components/sponsorship-parts';
import { StepForm } from '../components/step-form';
import { StepListPage } from '../components/step-list-page';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

const rules = zodRules(postEventInput);

/** /marketing/sponsorship/post-event/list: approved sponsorships to report and realized ones. */
export function PostEventListPage() {
  return (
    <StepListPage
      title="Pós-evento"
      step="postEvent"
      from="aprovado"
      statuses={['aprovado', 'realizado']}
      register={PATHS.postEventRegister}
      edit={PATHS.postEventEdit}
      editableIn={['realizado']}
    />
  );
}

function PostEventForm({ mode }: { mode: 'register' | 'edit' }) {
  const [form] = Form.useForm<PostEventInput>();
  const create = useStep('createPostEvent');
  const update = useStep('updatePostEvent');
  const run = mode === 'register' ? create : update;
  return (
    <RequestPage title={mode === 'register' ? 'Registrar pós-evento' : 'Pós-evento'} back={PATHS.postEventList}>
      {(request) => (
        <>
          <RequestSummary request={request} />
          <ReturnCard request={request} />
          {mode === 'edit' && request.pos_evento && (
            <Space wrap>
              <Link to={PATHS.postEventPhotos(request.id)}>
                <Button>Fotos ({request.pos_evento.midias.filter((m) => m.tipo === 'foto').length})</Button>
              </Link>
              <Link to={PATHS.postEventFiles(request.id)}>
                <Button>Arquivos ({request.pos_evento.midias.filter((m) => m.tipo === 'arquivo').length})</Button>
              </Link>
            </Space>
          )}
          {mode === 'edit' && !request.pos_evento ? (
            <Alert type="info" showIcon message="O pós-evento desta solicitação ainda não foi registrado." />
          ) : (
            <StepForm<PostEventInput>
              form={form}
              initial={request.pos_evento ?? undefined}
              saving={run.isPending}
              done={PATHS.postEventEdit(request.id)}
              save={(values) => run.mutateAsync({ id: request.id, arg: values })}
            >
              <Form.Item name="publico_real" label="Público real (pessoas)" rules={rules.publico_real}>
                <InputNumber<number> min={0} max={10_000_000} precision={0} style={{ width: 220 }} />
              </Form.Item>
              <Form.Item name="relato" label="Relato do evento" rules={rules.relato}>
                <Input.TextArea rows={4} maxLength={maxLengthOf(postEventInput.shape.relato)} showCount />
              </Form.Item>
            </StepForm>
          )}
        </>
      )}
    </RequestPage>
  );
}

export const PostEventRegisterPage = () => <PostEventForm mode="register" />;
export const PostEventEditPage = () => <PostEventForm mode="edit" />;

function MediaPage({ kind }: { kind: 'foto' | 'arquivo' }) {
  const notify = useNotify();
  const canWrite = useCan('sponsorship.write');
  const add = useStep('addMedia');
  const remove = useStep('removeMedia');
  const [form] = Form.useForm<{ id_arquivo: string | null; legenda?: string }>();
  const photos = kind === 'foto';
  return (
    <RequestPage title={photos ? 'Fotos do evento' : 'Arquivos do evento'} back={PATHS.postEventList}>
      {(request) => {
        if (!request.pos_evento)
          return <Alert type="info" showIcon message="Registre o pós-evento antes de enviar fotos e arquivos." />;
        const media = request.pos_evento.midias.filter((m) => m.tipo === kind);
        const drop = (m: SponsorshipMedia) =>
          Modal.confirm({
            title: photos ? 'Excluir foto' : 'Excluir arquivo',
            content: `"${m.arquivo.nome}" será removido do pós-evento. Esta ação não pode ser desfeita.`,
            okText: 'Excluir',
            okButtonProps: { danger: true },
            cancelText: 'Cancelar',
            onOk: () =>
              remove
                .mutateAsync({ id: request.id, arg: m.id })
                .then(() => notify.success('Removido.'))
                .catch(() => notify.error('Não foi possível remover.')),
          });
        return (
          <>
            <Link to={PATHS.postEventEdit(request.id)}>← {request.evento}</Link>
            {canWrite && (
              <Card size="small" title={photos ? 'Nova foto' : 'Novo arquivo'}>
                <Form
                  form={form}
                  layout="inline"
                  onFinish={(values) =>
                    add
                      .mutateAsync({
                        id: request.id,
                        arg: { id_arquivo: values.id_arquivo!, tipo: kind, legenda: values.legenda },
                      })
                      .then(() => {
                        notify.success('Enviado.');
                        form.resetFields();
                      })
                      .catch((e: unknown) =>
                        notify.error(e instanceof ApiError ? e.message : 'Não foi possível enviar.'),
                      )
                  }
                >
                  <Form.Item name="id_arquivo" rules={[{ required: true, message: 'Esse campo deve ser preenchido' }]}>
                    <FileUploadField
                      accept={
                        photos ? 'image/png,image/jpeg,image/webp' : 'application/pdf,image/png,image/jpeg,image/webp'
                      }
                      label={photos ? 'Escolher foto' : 'Escolher arquivo'}
                    />
                  </Form.Item>
                  <Form.Item name="legenda">
                    <Input placeholder="Legenda (opcional)" maxLength={200} aria-label="Legenda" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={add.isPending}>
                    Adicionar
                  </Button>
                </Form>
              </Card>
            )}
            {media.length === 0 ? (
              <Empty description={photos ? 'Nenhuma foto enviada' : 'Nenhum arquivo enviado'} />
            ) : (
              <div className="sponsorship-media">
                {media.map((m) => (
                  <figure key={m.id}>
                    {photos ? (
                      <FileImage id={m.arquivo.id} alt={m.legenda ?? m.arquivo.nome} width={180} height={120} />
                    ) : (
                      <FileButton file={m.arquivo} />
                    )}
                    <figcaption>
                      {m.legenda ?? m.arquivo.nome}
                      {canWrite && (
                        <Button
                          type="link"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label="Excluir"
                          onClick={() => drop(m)}
                        />
                      )}
                    </figcaption>
                  </figure>
                ))}
              </div>
            )}
          </>
        );
      }}
    </RequestPage>
  );
}

export const PostEventPhotosPage = () => <MediaPage kind="foto" />;
export const PostEventFilesPage = () => <MediaPage kind="arquivo" />;
