export const COMPLIMENTS_PATH = '/compliments';
export const COMPLIMENTS_LIST_PATH = '/compliments/list';
export const COMPLIMENTS_REGISTER_PATH = '/compliments/register';
export const COMPLIMENT_CATEGORIES_PATH = '/compliments-categories';
export const complimentEditPath = (id: number) => `/compliments/edit/${id}`;
export const complimentToPath = (personId: number) => `/compliments/register/${personId}`;
export const complimentPersonPath = (personId: number) => `/compliments/listByUser/${personId}`;
