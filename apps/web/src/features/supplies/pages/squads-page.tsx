import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { Squad } from '@intranet/shared/supplies/supplies.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSquads } from '../api/list-squads';
import { SquadForm } from '../components/squad-form';
import { money } from '../supplies-texts';
import '../supplies.css';

const columns: DataTableColumn<Squad>[] = [
  { key: 'nome', title: 'Equipe' },
  { key: 'empresa', title: 'Provedor' },
  { key: 'cidade', title: 'Cidade', value: (s) => s.cidade ?? '—' },
  { key: 'membros', title: 'Integrantes', value: (s) => s.membros.map((m) => m.nome).join(', ') || '—' },
  { key: 'unidades', title: 'Unidades', align: 'right' },
  { key: 'valor', title: 'Valor a custo', align: 'right', value: (s) => Number(s.valor), text: (s) => money(s.valor) },
  {
    key: 'ativo',
    title: 'Situação',
    badge: (s) => (s.ativo ? { text: 'Ativa', color: 'green' } : { text: 'Inativa', color: 'default' }),
  },
];

/** `/squads/list`: the field teams, who is in each, what they hold and what it is worth; a manager edits them. */
export function SquadsPage() {
  const navigate = useNavigate();
  const squads = useSquads();
  const [editing, setEditing] = useState<Squad | null>(null);
  return (
    <SectionLayout title="Equipes" back="/supplies/home" link={{ label: 'Valores por equipe', to: '/squads/values' }}>
      <DataTable<Squad>
        rowKey="id"
        columns={columns}
        data={squads.data?.equipes}
        loading={squads.isFetching}
        emptyText={squads.isError ? SUPPLIES_MSG.listFailed : SUPPLIES_MSG.empty}
        exportable
        exportName="equipes"
        actions={[
          {
            key: 'inventory',
            can: 'supplies.list',
            label: 'Inventário',
            icon: <UnorderedListOutlined />,
            onClick: (s) => navigate(`/squads/inventory/${s.id}`),
          },
          {
            key: 'edit',
            can: 'supplies.manage',
            label: 'Editar',
            icon: <EditOutlined />,
            onClick: (s) => setEditing(s),
          },
        ]}
      />
      <SquadForm squad={editing} onClose={() => setEditing(null)} />
    </SectionLayout>
  );
}
