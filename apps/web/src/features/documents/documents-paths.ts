export const DOCUMENTS_LIST_PATH = '/documents/list';
export const DOCUMENTS_REGISTER_PATH = '/documents/register';
export const documentEditPath = (id: number) => `/documents/edit/${id}`;
export const DOCUMENT_CATEGORIES_PATH = '/documents-categories';
export const HR_HOME_PATH = '/human-resources/home';
