import { useState } from 'react';
import { Select } from 'antd';
import { SUPPLIES_API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { MOVE_TYPE_LABELS, type ManualMove, type MoveType } from '@intranet/shared/supplies/supplies.rules';
import type { Move } from '@intranet/shared/supplies/supplies.schemas';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useMoves } from '../api/list-moves';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { useKeysetPaging } from '../components/keyset-paging';
import { MoveForm } from '../components/move-form';
import { TagsInput } from '../components/tags-input';
import { moveColumns } from '../supplies-texts';
import '../supplies.css';

export type MovesPageProps = {
  title: string;
  back: string;
  /** The kinds of move the list shows (the first by default). */
  tipos: readonly MoveType[];
  /** The moves this screen registers. */
  forms: readonly ManualMove[];
  /** Filter by the squads' places (the squads' recycling). */
  bySquad?: boolean;
};

/** A list of moves of some kinds, paged by the server, with the forms that register them. */
export function MovesPage({ title, back, tipos, forms, bySquad }: MovesPageProps) {
  const canMove = useCan(SUPPLIES_API.move.access);
  const lookups = useSuppliesLookups();
  const paging = useKeysetPaging();
  const [tipo, setTipo] = useState<MoveType | undefined>(tipos.length === 1 ? tipos[0] : undefined);
  const [filters, setFilters] = useState<{
    local?: number;
    empresa?: number;
    patrimonio?: string;
    de?: string;
    ate?: string;
  }>({});
  const [form, setForm] = useState<ManualMove | null>(null);
  const list = useMoves({
    ...filters,
    tipo: tipo ?? (tipos.length === 1 ? tipos[0] : undefined),
    // The screen's kinds filtered in SQL: a page filtered here would come back short or empty.
    tipos: tipo || tipos.length === 1 ? undefined : tipos.join(','),
    limit: paging.limit,
    antes_de: paging.antes_de,
  });
  const shown = list.data?.itens;
  const filter = (changes: typeof filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    paging.reset();
  };
  const places = (lookups.data?.locais ?? []).filter((l) => (bySquad ? l.tipo === 'equipe' : true));
  return (
    <SectionLayout
      title={title}
      back={back}
      addMenu={
        canMove
          ? forms.map((f) => ({ label: `Registrar ${MOVE_TYPE_LABELS[f].toLowerCase()}`, onClick: () => setForm(f) }))
          : undefined
      }
    >
      <DataTable<Move>
        rowKey="id"
        columns={moveColumns}
        data={shown}
        loading={list.isFetching}
        emptyText={list.isError ? SUPPLIES_MSG.listFailed : SUPPLIES_MSG.empty}
        exportable
        exportName={title.toLowerCase()}
        dateFilter={{
          onFilter: (range) => filter({ de: range?.from ?? undefined, ate: range?.to ?? undefined }),
        }}
        toolbar={
          <div className="supplies-filters">
            {tipos.length > 1 && (
              <Select
                allowClear
                aria-label="Movimento"
                placeholder="Movimento"
                value={tipo}
                options={tipos.map((t) => ({ value: t, label: MOVE_TYPE_LABELS[t] }))}
                onChange={(value?: MoveType) => {
                  setTipo(value);
                  paging.reset();
                }}
              />
            )}
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={bySquad ? 'Equipe' : 'Local'}
              placeholder={bySquad ? 'Equipe' : 'Local'}
              options={places.map((l) => ({ value: l.id, label: l.nome }))}
              onChange={(value?: number) => filter({ local: value })}
            />
            <div style={{ minWidth: 260 }}>
              <TagsInput
                single
                value={filters.patrimonio ?? ''}
                onChange={(value) => filter({ patrimonio: value || undefined })}
              />
            </div>
          </div>
        }
        server={paging.paging(list.data)}
      />
      {form && <MoveForm tipo={form} open onClose={() => setForm(null)} />}
    </SectionLayout>
  );
}

export const RemovalPage = () => (
  <MovesPage
    title="Retiradas e instalações"
    back="/supplies/home"
    tipos={['retirada', 'instalacao']}
    forms={['retirada', 'instalacao']}
  />
);
export const MaintenancePage = () => (
  <MovesPage
    title="Manutenção"
    back="/supplies/home"
    tipos={['manutencao', 'reparo']}
    forms={['manutencao', 'reparo', 'reciclagem']}
  />
);
export const RecyclingPage = () => (
  <MovesPage title="Reciclagem" back="/supplies/home" tipos={['reciclagem']} forms={['reciclagem']} />
);
export const SquadRecyclingPage = () => (
  <MovesPage title="Reciclagem das equipes" back="/squads/list" tipos={['reciclagem']} forms={['reciclagem']} bySquad />
);
