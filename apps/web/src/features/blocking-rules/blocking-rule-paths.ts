export const BLOCKING_RULES_PATH = '/blocking-rules';
