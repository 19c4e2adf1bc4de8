import { useMemo } from 'react';
import { Alert, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useContent } from '../api/get-content';
import { useUpdateContent } from '../api/update-content';
import { ContentForm, contentToValues } from '../components/content-form';
import { CONTENT_LIST_PATH } from '../content-paths';

const HISTORY_LABELS = {
  titulo: 'Título',
  resumo: 'Resumo',
  texto: 'Texto',
  id_imagem_capa: 'Imagem de capa',
  hashtags_cargo: 'Hashtags de cargo',
  hashtags_departamento: 'Hashtags de departamento',
  hashtags_empresa: 'Hashtags de empresa',
};

export function ContentEditPage() {
  // A path id that is not a positive integer is not found, and nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const navigate = useNavigate();
  const notify = useNotify();
  // The history is read with the role this screen edits with.
  const role = actingRoleFor(useSession().user?.roles ?? [], CONTENT_API.update.access) ?? '';
  const query = useContent(id);
  const update = useUpdateContent();
  const initial = useMemo(() => (query.data ? contentToValues(query.data) : undefined), [query.data]);
  return (
    <SectionLayout title="Editar conteúdo" back={CONTENT_LIST_PATH}>
      {!parsed.success && <Alert type="warning" showIcon title={MSG.notFound} />}
      {query.isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {query.isError && <Alert type="error" showIcon title={CONTENT_MSG.loadFailed} />}
      {initial && (
        <>
          <ContentForm
            initial={initial}
            submitLabel="Salvar"
            saving={update.isPending}
            onCancel={() => navigate(CONTENT_LIST_PATH)}
            onSubmit={(values) =>
              update.mutate(
                { id, body: values },
                {
                  onSuccess: () => {
                    notify.success(CONTENT_MSG.updated);
                    navigate(CONTENT_LIST_PATH);
                  },
                  onError: (error) => notify.fail(error, CONTENT_MSG.updateFailed),
                },
              )
            }
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="rh_conteudo"
              id={id}
              role={role}
              labels={HISTORY_LABELS}
              kinds={{ texto: 'richtext', id_imagem_capa: 'image' }}
              ignore={['id_usuario']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
