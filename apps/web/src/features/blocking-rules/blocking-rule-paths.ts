export const BLOCKING_RULES_PATH = '/blocking-rules';
export const CRITERIA_PATH = '/blocking-exception-criterion';

/** `/blocking-rules/simulation/:id`. */
export const simulationPath = (rule: number) => `${BLOCKING_RULES_PATH}/simulation/${rule}`;
/** `/blocking-exception-criterion/list/:id` (the rule's id). */
export const criteriaListPath = (rule: number) => `${CRITERIA_PATH}/list/${rule}`;
export const criterionRegisterPath = (rule: number) => `${CRITERIA_PATH}/register/${rule}`;
export const criterionEditPath = (rule: number, criterion: number) => `${CRITERIA_PATH}/edit/${rule}/${criterion}`;
