import { ExperimentOutlined, FilterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { BlockingRule } from '@intranet/shared/blocking-rules/blocking-rules.schemas';
import { crudPagesOf } from '../../components/crud/crud-pages';
import { CrudListPage } from '../../components/crud/crud-list-page';
import type { RowAction } from '../../components/data-table/data-table';
import { criteriaListPath, simulationPath } from './blocking-rule-paths';
import { BLOCKING_RULES } from './blocking-rule-screens';

/** The rules' list with "Simular" and "Critérios de exceção" before Editar. */
function BlockingRuleListPage() {
  const navigate = useNavigate();
  const actions: RowAction<BlockingRule>[] = [
    {
      key: 'simulate',
      can: 'blocking-rule.simulate',
      label: 'Simular',
      icon: <ExperimentOutlined />,
      iconOnly: true,
      onClick: (rule) => navigate(simulationPath(rule.id)),
    },
    {
      key: 'criteria',
      can: 'blocking-exception-criterion.list',
      label: 'Critérios de exceção',
      icon: <FilterOutlined />,
      iconOnly: true,
      onClick: (rule) => navigate(criteriaListPath(rule.id)),
    },
  ];
  return <CrudListPage config={BLOCKING_RULES} leadingActions={actions} />;
}

export const BLOCKING_RULE_PAGES = { ...crudPagesOf(BLOCKING_RULES), list: BlockingRuleListPage };
