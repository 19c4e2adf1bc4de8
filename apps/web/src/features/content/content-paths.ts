export const CONTENT_LIST_PATH = '/human-resources/content/list';
export const CONTENT_REGISTER_PATH = '/human-resources/content/register';
export const contentEditPath = (id: number) => `/human-resources/content/edit/${id}`;
