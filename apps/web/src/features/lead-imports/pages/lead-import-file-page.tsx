import { type Key, useState } from 'react';
import { Alert, Button, Input, Segmented, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M, PARTICIPANT_STATES } from '@intranet/shared/lead-imports/lead-imports.messages';
import { formatPhone } from '@intranet/shared/format/phone';
import { showCpf } from '@intranet/shared/lead-imports/lead-imports.rules';
import type {
  CreateLeadsResult,
  Participant,
  ParticipantState,
} from '@intranet/shared/lead-imports/lead-imports.schemas';
import { flagColumn } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableColumn, PAGE_SIZES, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useCreateLeads } from '../api/create-leads';
import { listParticipants, useParticipants } from '../api/list-participants';
import { LEAD_IMPORTS_LIST_PATH, participantEditPath } from '../lead-imports-paths';
import '../lead-imports.css';

/** Refused lines listed after a creation. */
const REFUSED_SHOWN = 20;

/** Whether a line can be chosen: not a lead yet, nothing to correct, no open lead of its CPF. */
export const canBecomeLead = (row: Participant) => !row.lead && !row.problema && !row.lead_aberta;

/** A line's state: created, what keeps it from becoming a lead, or ready (with a warning when its CPF is on an earlier line). */
export function stateOf(row: Participant): { text: string; color: string } {
  if (row.lead) return { text: M.state.created, color: 'green' };
  if (row.problema) return { text: row.problema, color: 'red' };
  if (row.lead_aberta) return { text: M.openLead, color: 'orange' };
  if (row.repetido_na_linha)
    return { text: `${M.state.ready}. ${M.repeatedInFile(row.repetido_na_linha)}`, color: 'gold' };
  return { text: M.state.ready, color: 'blue' };
}

const columns: DataTableColumn<Participant>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'telefone', title: 'Telefone', noWrap: true, text: (row) => formatPhone(row.telefone) },
  { key: 'cpf', title: 'CPF', noWrap: true, text: (row) => showCpf(row.cpf) },
  flagColumn<Participant>('cliente', 'Cliente'),
  { key: 'codlead', title: 'Código Lead', text: (row) => row.codlead ?? M.notInformed },
  { key: 'situacao', title: 'Situação', badge: stateOf, exportValue: (row) => stateOf(row).text, sortable: false },
];

/**
 * /marketing/imports-leads/file/list?id=: an import's lines in spreadsheet order, paged by the server,
 * filtered by state and searched by name, CPF or phone. Only the selected lines become leads
 * (banner); lines that cannot are not selectable and say why. Editar corrects a line.
 */
export function LeadImportFilePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const importId = Number(params.get('id'));
  const valid = Number.isInteger(importId) && importId > 0;
  const canCreate = useCan(API.createLeads.access);
  const [situacao, setSituacao] = useState<ParticipantState>('todas');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGE_SIZES[0] });
  const [selected, setSelected] = useState<Key[]>([]);
  const [refused, setRefused] = useState<CreateLeadsResult['recusadas']>([]);
  const filtro = { id_importacao_evento: importId, situacao, ...(search ? { busca: search } : {}) };
  const list = useParticipants({ filtro, limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize }, valid);
  const create = useCreateLeads();
  useErrorToast(list.isError, M.importNotFound);

  const refilter = (change: () => void) => {
    change();
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const createSelected = () =>
    create.mutate(
      { importId, ids: selected.map(Number) },
      {
        onSuccess: (result) => {
          setSelected([]);
          setRefused(result.recusadas);
          if (result.status === 'sucesso') notify.success(result.message);
          else notify.error(result.message);
        },
        onError: () => notify.error(M.createFailed),
      },
    );

  const actions: RowAction<Participant>[] = [
    {
      key: 'edit',
      can: API.updateParticipants.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      disabled: (row) => row.lead,
      onClick: (row) => navigate(participantEditPath(row.id, importId)),
    },
  ];
  const importacao = list.data?.importacao;

  return (
    <SectionLayout title={M.fileListTitle} back={LEAD_IMPORTS_LIST_PATH}>
      {importacao && (
        <Typography.Paragraph type="secondary">
          {`${importacao.file.name} · ${importacao.empresa.nome} · ${importacao.canal.nome} · ${importacao.campanha.nome} · ${importacao.leads_criados.toLocaleString('pt-BR')} de ${importacao.registros.toLocaleString('pt-BR')} leads criadas`}
        </Typography.Paragraph>
      )}
      <Alert type="info" showIcon title={M.banner} style={{ marginBottom: 16 }} />
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          style={{ marginBottom: 16 }}
          title="Linhas que não viraram leads"
          description={
            <ul className="lead-import-file__refused">
              {refused.slice(0, REFUSED_SHOWN).map((line) => (
                <li key={line.id}>{line.linha ? `Linha ${line.linha}: ${line.motivo}` : line.motivo}</li>
              ))}
              {refused.length > REFUSED_SHOWN && (
                <li>{`… e mais ${(refused.length - REFUSED_SHOWN).toLocaleString('pt-BR')}.`}</li>
              )}
            </ul>
          }
        />
      )}
      <DataTable<Participant>
        rowKey="id"
        columns={columns}
        data={valid ? list.data?.vendas_lead_participante : []}
        loading={list.isFetching}
        actions={actions}
        emptyText={list.isError ? M.importNotFound : M.noLeads}
        selection={
          canCreate
            ? { selectedKeys: selected, onChange: (keys) => setSelected(keys), disabled: (row) => !canBecomeLead(row) }
            : undefined
        }
        exportable
        exportRows={() =>
          fetchAllPages(async (offset, limit) => {
            const page = await listParticipants({ filtro, limit, offset });
            return { dados: page.vendas_lead_participante, total: page.total };
          })
        }
        toolbar={
          <div className="lead-import-file__toolbar">
            <Segmented<ParticipantState>
              aria-label="Situação"
              options={[...PARTICIPANT_STATES]}
              value={situacao}
              onChange={(value) => refilter(() => setSituacao(value))}
            />
            <Input.Search
              className="lead-imports__search"
              allowClear
              placeholder="Pesquisar por nome, CPF ou telefone"
              aria-label="Pesquisar por nome, CPF ou telefone"
              onSearch={(value) => refilter(() => setSearch(value.trim()))}
            />
          </div>
        }
        server={{
          total: list.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <div className="lead-import-file__footer">
        {selected.length > 0 && (
          <Tag color="blue">{`${selected.length.toLocaleString('pt-BR')} ${selected.length === 1 ? 'selecionada' : 'selecionadas'}`}</Tag>
        )}
        <Button onClick={() => navigate(LEAD_IMPORTS_LIST_PATH)}>Voltar</Button>
        {canCreate && (
          <Button type="primary" disabled={selected.length === 0} loading={create.isPending} onClick={createSelected}>
            {M.createLeads}
          </Button>
        )}
      </div>
    </SectionLayout>
  );
}
