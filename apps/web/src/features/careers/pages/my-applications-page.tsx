import { useState } from 'react';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { CAREERS_MSG, STAGE_LABELS, type Stage } from '@intranet/shared/careers/careers.messages';
import { formatDateTime } from '@intranet/shared/format/dates';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { session } from '../../../lib/session';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useMyApplications } from '../api/list-my-applications';
import { useExportMyData } from '../api/export-my-data';
import { useDeleteAccount } from '../api/delete-account';

type Row = {
  id: number;
  titulo_vaga: string;
  empresa: string | null;
  cidade: string | null;
  etapa: Stage;
  created_at: string;
  updated_at: string;
};
const STAGE_COLORS: Record<Stage, string> = {
  inscrito: 'blue',
  triagem: 'gold',
  entrevista: 'purple',
  aprovado: 'green',
  reprovado: 'red',
};

const columns: DataTableColumn<Row>[] = [
  { key: 'titulo_vaga', title: 'Vaga' },
  { key: 'empresa', title: 'Empresa', text: (r) => r.empresa ?? '—' },
  { key: 'etapa', title: 'Etapa', badge: (r) => ({ text: STAGE_LABELS[r.etapa], color: STAGE_COLORS[r.etapa] }) },
  { key: 'created_at', title: 'Candidatura', text: (r) => formatDateTime(r.created_at) },
  { key: 'updated_at', title: 'Atualizada em', text: (r) => formatDateTime(r.updated_at) },
];

/** /applicants/info: the candidate's applications and stages, and their data (download, delete). */
export function MyApplicationsPage() {
  const query = useMyApplications();
  const exportData = useExportMyData();
  const remove = useDeleteAccount();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  useErrorToast(query.isError, CAREERS_MSG.listFailed);

  const download = () =>
    exportData.mutate(
      {},
      {
        onSuccess: (data) => {
          const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
          const a = document.createElement('a');
          a.href = url;
          a.download = 'meus-dados.json';
          a.click();
          URL.revokeObjectURL(url);
        },
        onError: (e) => notify.fail(e),
      },
    );

  return (
    <SectionLayout
      title="Minhas candidaturas"
      link={{ label: 'Ver vagas abertas', onClick: () => window.location.assign('/careers/list') }}
    >
      <DataTable<Row> rowKey="id" columns={columns} data={query.data?.candidaturas} loading={query.isFetching} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Seus dados
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Baixe tudo o que guardamos sobre você, ou exclua sua conta e seu currículo. Suas candidaturas ficam anônimas.
      </Typography.Paragraph>
      <Space wrap>
        <Button onClick={download} loading={exportData.isPending}>
          Baixar meus dados
        </Button>
        <Button danger onClick={() => setAsking(true)}>
          Excluir minha conta
        </Button>
      </Space>
      <Modal
        open={asking}
        title="Excluir minha conta"
        okText="Excluir"
        okButtonProps={{ danger: true, disabled: typed !== 'EXCLUIR', loading: remove.isPending }}
        cancelText="Cancelar"
        onCancel={() => setAsking(false)}
        onOk={() =>
          remove.mutate(
            { body: { confirmacao: 'EXCLUIR' } },
            {
              onSuccess: () => {
                notify.success(CAREERS_MSG.accountDeleted);
                session.clear();
                window.location.assign('/careers/list');
              },
              onError: (e) => notify.fail(e),
            },
          )
        }
      >
        <p>Sua conta, seu currículo e seu acesso serão apagados. Digite EXCLUIR para confirmar.</p>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} aria-label="Confirmação" />
      </Modal>
    </SectionLayout>
  );
}
