export const FAMILY_PATH = '/family';
export const FAMILY_LIST_PATH = '/family/list';
export const FAMILY_REGISTER_PATH = '/family/register';
export const familyEditPath = (id: number) => `/family/edit/${id}`;
