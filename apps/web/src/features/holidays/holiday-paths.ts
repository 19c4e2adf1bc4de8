export const HOLIDAYS_PATH = '/holidays';
