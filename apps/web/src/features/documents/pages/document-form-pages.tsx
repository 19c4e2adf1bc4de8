import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { useNotify } from '../../../lib/notify';
import { useCreateDocument, useDocument, useUpdateDocument } from '../api/documents-calls';
import { DocumentForm } from '../components/document-form';
import { DOCUMENTS_LIST_PATH } from '../documents-paths';
import '../documents.css';

/** `/documents/register`: a new document; the list once saved. */
export function DocumentRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateDocument();
  return (
    <SectionLayout title={DOCUMENTS_MSG.registerTitle} back={DOCUMENTS_LIST_PATH}>
      <DocumentForm
        initial={{}}
        saving={create.isPending}
        onCancel={() => navigate(DOCUMENTS_LIST_PATH)}
        onSave={async (values) => {
          await create.mutateAsync(values);
          notify.success(DOCUMENTS_MSG.created);
          navigate(DOCUMENTS_LIST_PATH);
        }}
      />
    </SectionLayout>
  );
}

/** `/documents/edit/:id`: a document's form; a new expiry date re-arms its warning. */
export function DocumentEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const document = useDocument(id);
  const update = useUpdateDocument(id);
  const row = document.data;
  return (
    <SectionLayout title={DOCUMENTS_MSG.editTitle} back={DOCUMENTS_LIST_PATH}>
      {document.isError ? (
        <StatusPage kind="notFound" />
      ) : !row ? (
        <Skeleton active />
      ) : (
        <DocumentForm
          initial={{
            id_usuario: row.id_usuario,
            id_categoria: row.id_categoria,
            id_arquivo: row.arquivo.id,
            titulo: row.titulo,
            data_emissao: row.data_emissao,
            data_validade: row.data_validade,
            observacao: row.observacao,
          }}
          fileName={row.arquivo.nome}
          saving={update.isPending}
          onCancel={() => navigate(DOCUMENTS_LIST_PATH)}
          onSave={async (values) => {
            await update.mutateAsync(values);
            notify.success(DOCUMENTS_MSG.edited);
            navigate(DOCUMENTS_LIST_PATH);
          }}
        />
      )}
    </SectionLayout>
  );
}
