import { Alert, Form, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { NewsInput, NewsRow } from '@intranet/shared/news/news.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { CrudForm } from '../../../components/crud/crud-form';
import { useInvalidToast, useLeave, useSaveOutcome } from '../../../components/crud/use-save-outcome';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useNewsRecord } from '../api/get-news';
import { useUpdateNews } from '../api/update-news';
import { NEWS_TABLE_PATH } from '../news-paths';
import { NEWS_HISTORY_IGNORE, NEWS_HISTORY_KINDS, NEWS_LABELS, NEWS_SCREENS } from '../news-screens';
import '../news.css';

/** The form's values of a stored item (a suggestion may still lack its category and cover). */
function valuesOf(row: NewsRow) {
  return {
    titulo: row.titulo,
    resumo: row.resumo,
    texto: row.texto,
    fonte: row.fonte,
    url: row.url,
    imagem_capa: row.imagem_capa,
    imagem_auxiliar: row.imagem_auxiliar,
    categoria: row.categoria ?? undefined,
    hashtag: row.hashtag,
    provedor: row.provedor ?? undefined,
    departamento: row.departamento ?? undefined,
    importante: row.importante,
    requer_lido: row.requer_lido,
    ativo: row.ativo,
  };
}

/** `/news/edit/:id`: the item on the generic form (read-only without the edit right) and its edit history. */
export function NewsEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <NewsEditForm id={parsed.data} />;
}

function NewsEditForm({ id }: { id: number }) {
  const [form] = Form.useForm();
  const record = useNewsRecord(id);
  const update = useUpdateNews();
  const canEdit = useCan(NEWS_API.update.access);
  const leave = useLeave(NEWS_SCREENS);
  const invalidToast = useInvalidToast(NEWS_SCREENS.invalidToast);
  const outcome = useSaveOutcome(NEWS_SCREENS, form, {
    done: NEWS_SCREENS.texts.edited,
    failed: NEWS_SCREENS.texts.editFailed,
  });
  return (
    <SectionLayout title={NEWS_SCREENS.titles.edit} back={NEWS_TABLE_PATH}>
      {record.isPending ? (
        <Skeleton active />
      ) : record.isError ? (
        <Alert type="error" showIcon title={errorText(record.error, NEWS_MSG.loadFailed)} />
      ) : (
        <>
          {record.data.sugestao && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`${NEWS_MSG.suggestionBadge}: ${NEWS_MSG.suggestedBy(record.data.autor ?? 'colaborador')}`}
              description="Complete a categoria e a imagem de capa, revise o texto e ative para publicar."
            />
          )}
          <CrudForm
            key={record.data.id}
            config={NEWS_SCREENS}
            form={form}
            initialValues={valuesOf(record.data)}
            readOnly={!canEdit}
            submitting={update.isPending}
            onSubmit={(values) => update.mutate({ id, object: values as NewsInput }, outcome)}
            onInvalid={invalidToast}
            onCancel={() => leave()}
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="rh_noticia"
              id={id}
              labels={NEWS_LABELS}
              kinds={NEWS_HISTORY_KINDS}
              ignore={NEWS_HISTORY_IGNORE}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
