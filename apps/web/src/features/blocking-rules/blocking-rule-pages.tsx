import { crudPagesOf } from '../../components/crud/crud-pages';
import { BLOCKING_RULES } from './blocking-rule-screens';

export const BLOCKING_RULE_PAGES = crudPagesOf(BLOCKING_RULES);
