import { Select, Table, Tag } from 'antd';
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
const options = [
  { value: NONE, label: 'Sem acesso' },
  ...GRANT_LEVELS.map((l) => ({ value: l, label: GRANT_LEVEL_LABELS[l] })),
];
const MODULES = Object.keys(GRANTABLE_MODULES) as GrantableModule[];

type Props = {
  value?: string[];
  onChange?: (roles: string[]) => void;
  /** Modules whose level may be changed here; the others are shown locked (all, when absent). */
  editable?: (module: GrantableModule) => boolean;
  /** What each module already gets from elsewhere (a person's access profiles), shown in its own column. */
  inherited?: (module: GrantableModule) => string[];
};

/**
 * A role list edited module by module, one level each: an access profile's roles and a person's own.
 * An antd form control (value/onChange).
 */
export function RoleLevelsField({ value = [], onChange, editable, inherited }: Props) {
  const levels = levelsByModule(value);
  const rows = MODULES.map((module) => ({ module, label: GRANTABLE_MODULES[module] }));
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
              disabled={editable ? !editable(row.module) : false}
              value={levels[row.module] ?? NONE}
              options={options}
              onChange={(next: string) =>
                onChange?.(rolesOfLevels({ ...levels, [row.module]: next === NONE ? undefined : (next as GrantLevel) }))
              }
            />
          ),
        },
        ...(inherited
          ? [
              {
                key: 'inherited',
                title: 'Pelos perfis',
                render: (_: unknown, row: { module: GrantableModule }) =>
                  inherited(row.module).map((r) => <Tag key={r}>{r}</Tag>),
              },
            ]
          : []),
      ]}
    />
  );
}
