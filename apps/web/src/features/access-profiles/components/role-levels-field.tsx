import { Select, Table } from 'antd';
import { roleModule } from '@intranet/shared/auth/roles';
import {
  GRANTABLE_MODULES,
  GRANT_LEVELS,
  GRANT_LEVEL_LABELS,
  type GrantLevel,
  type GrantableModule,
  levelsByModule,
  rolesOfLevels,
} from '@intranet/shared/users/users.rules';

/** 'Marketing: Solicitante' for `marketing:solicitante`. */
export function roleText(role: string): string {
  const module = roleModule(role) as GrantableModule | null;
  const level = role.split(':')[1] as GrantLevel;
  if (!module || !(module in GRANTABLE_MODULES)) return role;
  return `${GRANTABLE_MODULES[module]}: ${GRANT_LEVEL_LABELS[level] ?? level}`;
}

const NONE = 'nenhum';
const options = [{ value: NONE, label: 'Sem acesso' }, ...GRANT_LEVELS.map((l) => ({ value: l, label: GRANT_LEVEL_LABELS[l] }))];

/** A role list edited module by module, one level each (antd form control: value/onChange). */
export function RoleLevelsField({ value = [], onChange }: { value?: string[]; onChange?: (roles: string[]) => void }) {
  const levels = levelsByModule(value);
  const rows = (Object.keys(GRANTABLE_MODULES) as GrantableModule[]).map((module) => ({ module, label: GRANTABLE_MODULES[module] }));
  return (
    <Table
      rowKey="module"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'label', title: 'Módulo', dataIndex: 'label' },
        {
          key: 'level',
          title: 'Nível',
          render: (_, row) => (
            <Select
              aria-label={`Nível em ${row.label}`}
              style={{ width: 180 }}
              value={levels[row.module] ?? NONE}
              options={options}
              onChange={(next: string) => onChange?.(rolesOfLevels({ ...levels, [row.module]: next === NONE ? undefined : (next as GrantLevel) }))}
            />
          ),
        },
      ]}
    />
  );
}
