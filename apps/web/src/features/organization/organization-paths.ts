export const DEPARTMENTS_PATH = '/departments';
export const SECTORS_PATH = '/sectors';
export const POSITIONS_PATH = '/positions';
