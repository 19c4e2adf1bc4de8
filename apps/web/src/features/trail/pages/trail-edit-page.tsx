import { useEffect } from 'react';
import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { trilhaUpdate } from '@intranet/shared/trail/trail.schemas';
import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTrail } from '../api/get-trail';
import { useUpdateTrail } from '../api/update-trail';
import { TRAIL_LIST_PATH, trailSyncPath } from '../trail-paths';
import '../trail.css';

const rules = zodRules(trilhaUpdate);

/** A trail's name; its contents are linked and ordered on the sync screen. */
export function TrailEditPage() {
  // A path id that is not a positive integer is not found, and nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const navigate = useNavigate();
  const notify = useNotify();
  // The history is read with the role this screen edits with.
  const role = actingRoleFor(useSession().user?.roles ?? [], TRAIL_API.rename.access) ?? '';
  const query = useTrail(id);
  const update = useUpdateTrail();
  const [form] = Form.useForm<{ nome: string }>();
  useEffect(() => {
    if (query.data) form.setFieldsValue({ nome: query.data.nome });
  }, [form, query.data]);

  return (
    <SectionLayout title="Editar trilha" back={TRAIL_LIST_PATH}>
      {!parsed.success && <Alert type="warning" showIcon title={MSG.notFound} />}
      {query.isLoading && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon title={TRAIL_MSG.loadFailed} />}
      {query.data && (
        <>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) =>
              update.mutate(
                { id, body: values },
                {
                  onSuccess: () => {
                    notify.success(TRAIL_MSG.updated);
                    navigate(TRAIL_LIST_PATH);
                  },
                  onError: (error) => notify.fail(error, TRAIL_MSG.updateFailed),
                },
              )
            }
          >
            <Form.Item name="nome" label="Nome" rules={rules.nome}>
              <Input maxLength={200} />
            </Form.Item>
            <Typography.Text strong>Conteúdos ({query.data.conteudos.length})</Typography.Text>{' '}
            <Link to={trailSyncPath(id)}>Vincular e ordenar conteúdos</Link>
            <ol className="trail-contents">
              {orderByPriority(query.data.conteudos).map((c) => (
                <li key={c.id_conteudo}>{c.titulo}</li>
              ))}
            </ol>
            <div className="trail-form__actions">
              <Button onClick={() => navigate(TRAIL_LIST_PATH)}>Cancelar</Button>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                Salvar
              </Button>
            </div>
          </Form>
          <div style={{ marginTop: 24 }}>
            <HistoryViewer tabela="rh_trilha" id={id} role={role} labels={{ nome: 'Nome' }} ignore={['id_usuario']} />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
