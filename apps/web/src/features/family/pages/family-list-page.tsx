import { useState } from 'react';
import { Input, Select } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { today } from '@intranet/shared/calendar/days';
import { FAMILY_MSG as MSG } from '@intranet/shared/family/family.messages';
import { KINSHIPS, kinshipLabel, yearsOld } from '@intranet/shared/family/family.rules';
import type { Dependent, DependentListQuery } from '@intranet/shared/family/family.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { companyOptions } from '../../../components/crud/crud-options';
import { yesNoBadge } from '../../../components/crud/crud-columns';
import { DataTable, PAGE_SIZES, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDeleteDependent, useDependents } from '../api/dependents';
import { useEmployeeOptions } from '../api/list-employee-options';
import { FAMILY_REGISTER_PATH, familyEditPath } from '../family-paths';
import '../family.css';

type Filters = Omit<DependentListQuery, 'limit' | 'offset'>;

const flagOptions = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

function columnsFor(all: boolean): DataTableColumn<Dependent>[] {
  const day = today();
  return [
    ...(all
      ? ([
          { key: 'funcionario', title: 'Colaborador' },
          { key: 'empresa', title: 'Empresa', text: (r) => r.empresa ?? '—' },
        ] satisfies DataTableColumn<Dependent>[])
      : []),
    { key: 'nome', title: 'Dependente' },
    { key: 'parentesco', title: 'Parentesco', text: (r) => kinshipLabel(r.parentesco) },
    {
      key: 'data_nascimento',
      title: 'Nascimento',
      text: (r) => formatDate(r.data_nascimento),
      noWrap: true,
    },
    { key: 'idade', title: 'Idade', value: (r) => yearsOld(r.data_nascimento, day), align: 'right' },
    { key: 'cpf', title: 'CPF', text: (r) => (r.cpf ? formatCpf(r.cpf) : '—'), noWrap: true },
    { key: 'dependente_ir', title: 'IR', value: (r) => r.dependente_ir, badge: (r) => yesNoBadge(r.dependente_ir) },
    {
      key: 'dependente_plano',
      title: 'Plano de saúde',
      value: (r) => r.dependente_plano,
      badge: (r) => yesNoBadge(r.dependente_plano),
    },
  ];
}

/**
 * `/family/list`: HR sees everyone's dependents with filters (employee, company, kinship, IR, health
 * plan, a name); an employee sees and maintains their own ("Minha família").
 */
export function FamilyListPage() {
  const navigate = useNavigate();
  const all = useCan('family.all');
  const manage = useCan('family.manage');
  const self = useSession().user?.usuarioId;
  // An HR reader sees everyone's but changes only their own.
  const readOnly = (r: Dependent) => !manage && r.id_usuario !== self;
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const list = useDependents({
    ...filters,
    limit: Math.min(paging.pageSize, 100),
    offset: (paging.page - 1) * paging.pageSize,
  });
  const employees = useEmployeeOptions(all);
  const companies = useQuery({ queryKey: ['family', 'companies'], queryFn: companyOptions, enabled: all }).data ?? [];
  const remove = useDeleteDependent();
  const deletion = useDeleteConfirm<Dependent>(remove, (r) => r.nome, {
    deleted: MSG.deleted,
    deleteFailed: MSG.deleteFailed,
  });
  const filter = (changes: Filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const actions: RowAction<Dependent>[] = [
    {
      key: 'edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      hidden: readOnly,
      onClick: (r) => navigate(familyEditPath(r.id)),
    },
    {
      key: 'delete',
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      hidden: readOnly,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={all ? MSG.listTitle : MSG.ownListTitle}
      back
      add={{ label: MSG.add, to: FAMILY_REGISTER_PATH }}
    >
      <DataTable<Dependent>
        rowKey="id"
        columns={columnsFor(all)}
        data={list.data?.itens}
        loading={list.isFetching}
        actions={actions}
        exportable={all}
        emptyText={list.isError ? MSG.listFailed : filtered ? MSG.emptyFiltered : MSG.empty}
        toolbar={
          all ? (
            <div className="family-list__filters">
              <Input.Search
                allowClear
                aria-label="Buscar dependentes"
                placeholder="Buscar por nome"
                style={{ width: 220 }}
                onSearch={(value) => filter({ busca: value.trim() || undefined })}
              />
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                aria-label="Colaborador"
                placeholder="Colaborador"
                loading={employees.isLoading}
                options={employees.data}
                onChange={(funcionario?: number) => filter({ funcionario })}
              />
              <Select
                allowClear
                aria-label="Empresa"
                placeholder="Empresa"
                options={companies}
                onChange={(empresa?: number) => filter({ empresa })}
              />
              <Select
                allowClear
                aria-label="Parentesco"
                placeholder="Parentesco"
                options={KINSHIPS.map((k) => ({ value: k.value, label: k.label }))}
                onChange={(parentesco?: Filters['parentesco']) => filter({ parentesco })}
              />
              <Select
                allowClear
                aria-label="Dependente no IR"
                placeholder="Dependente no IR"
                options={flagOptions}
                onChange={(ir?: 'true' | 'false') => filter({ ir })}
              />
              <Select
                allowClear
                aria-label="Dependente no plano de saúde"
                placeholder="Plano de saúde"
                options={flagOptions}
                onChange={(plano?: 'true' | 'false') => filter({ plano })}
              />
            </div>
          ) : undefined
        }
        server={{
          total: list.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <DeleteDialog title={MSG.deleteTitle} text={MSG.deleteConfirm} {...deletion.dialog} />
    </SectionLayout>
  );
}
