import type { DataTableBadge } from '../../components/data-table/data-table';

export const yesNoBadge = (value: boolean): DataTableBadge => (value ? { text: 'Sim', color: 'green' } : { text: 'Não', color: 'default' });

export const activeBadge = (value: boolean): DataTableBadge => (value ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'red' });
