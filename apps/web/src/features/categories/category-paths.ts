export const CATEGORIES_PATH = '/categories';
export const INCIDENT_CATEGORIES_PATH = '/incidents-categories';
