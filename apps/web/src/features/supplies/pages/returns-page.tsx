import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Segmented, Select } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { SUPPLIES_API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { ReturnType } from '@intranet/shared/supplies/supplies.rules';
import type { ReturnRow } from '@intranet/shared/supplies/supplies.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useReturns } from '../api/list-returns';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { useKeysetPaging } from '../components/keyset-paging';
import { ReturnForm } from '../components/return-form';
import '../supplies.css';

const columns = (tipo: ReturnType): DataTableColumn<ReturnRow>[] => [
  {
    key: 'registrado_em',
    title: 'Registrado em',
    value: (r) => r.registrado_em,
    text: (r) => formatDateTime(r.registrado_em),
    noWrap: true,
  },
  { key: 'equipe', title: 'Equipe' },
  ...(tipo === 'recolhimento'
    ? [
        { key: 'contrato', title: 'Contrato', value: (r: ReturnRow) => r.contrato ?? '—' },
        { key: 'cliente', title: 'Cliente', value: (r: ReturnRow) => r.cliente ?? '—' },
      ]
    : []),
  { key: 'os', title: 'OS' },
  { key: 'patrimonio', title: 'Patrimônio' },
  { key: 'produto', title: 'Produto', value: (r) => r.produto ?? '—' },
  {
    key: 'situacao',
    title: 'Situação',
    value: (r) => (r.id_movimento ? 'Recebido' : 'Pendente'),
    badge: (r) =>
      r.id_movimento
        ? { text: 'Recebido', color: 'green' }
        : { text: r.os ? 'Patrimônio a conferir' : 'Sem OS', color: 'orange' },
  },
];

/**
 * `/supplies/returning` and `/supplies/devolutions` (and their alternative lists): returns registered in the
 * field. The OS and the tag are edited inline; the table saves them with the call of its path (spec §2.7).
 */
export function ReturnsPage({ tipo, alternativo }: { tipo: ReturnType; alternativo: boolean }) {
  const navigate = useNavigate();
  const base = tipo === 'recolhimento' ? '/supplies/returning' : '/supplies/devolutions';
  const canRegister = useCan(SUPPLIES_API.registerReturn.access);
  const lookups = useSuppliesLookups();
  const paging = useKeysetPaging();
  const [filters, setFilters] = useState<{ equipe?: number; de?: string; ate?: string }>({});
  const [adding, setAdding] = useState(false);
  const list = useReturns({
    tipo,
    alternativo: alternativo ? 'true' : 'false',
    ...filters,
    limit: paging.limit,
    antes_de: paging.antes_de,
  });
  const filter = (changes: typeof filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    paging.reset();
  };
  const title = tipo === 'recolhimento' ? 'Recolhimentos' : 'Devoluções';
  return (
    <SectionLayout
      title={alternativo ? `${title} — alternativa` : title}
      back="/supplies/home"
      add={
        canRegister
          ? {
              label: tipo === 'recolhimento' ? 'Registrar recolhimento' : 'Registrar devolução',
              onClick: () => setAdding(true),
            }
          : undefined
      }
    >
      <Segmented
        value={alternativo ? 'alt' : 'ok'}
        options={[
          { value: 'ok', label: 'Recebidos' },
          { value: 'alt', label: 'Alternativa (sem OS ou patrimônio a conferir)' },
        ]}
        onChange={(v) => navigate(v === 'alt' ? `${base}/alternative` : base)}
        style={{ marginBottom: 12 }}
      />
      <DataTable<ReturnRow>
        rowKey="id"
        columns={columns(tipo)}
        data={list.data?.itens}
        loading={list.isFetching}
        emptyText={list.isError ? SUPPLIES_MSG.listFailed : SUPPLIES_MSG.empty}
        pathActions={{ onDone: () => void list.refetch() }}
        exportable
        exportName={title.toLowerCase()}
        dateFilter={{ onFilter: (range) => filter({ de: range?.from ?? undefined, ate: range?.to ?? undefined }) }}
        toolbar={
          <div className="supplies-filters">
            <Select
              allowClear
              aria-label="Equipe"
              placeholder="Equipe"
              options={(lookups.data?.equipes ?? []).map((e) => ({ value: e.id, label: e.nome }))}
              onChange={(value?: number) => filter({ equipe: value })}
            />
          </div>
        }
        server={paging.paging(list.data)}
      />
      {adding && <ReturnForm tipo={tipo} open onClose={() => setAdding(false)} />}
    </SectionLayout>
  );
}

export const ReturningPage = () => <ReturnsPage tipo="recolhimento" alternativo={false} />;
export const ReturningAlternativePage = () => <ReturnsPage tipo="recolhimento" alternativo />;
export const DevolutionsPage = () => <ReturnsPage tipo="devolucao" alternativo={false} />;
export const DevolutionsAlternativePage = () => <ReturnsPage tipo="devolucao" alternativo />;
