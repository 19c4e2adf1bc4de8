/** The dismissals' screens' addresses. */
export const DISMISSALS_LIST_PATH = '/shutdowns/list';
export const DISMISSALS_REGISTER_PATH = '/shutdowns/register';
export const dismissalEditPath = (id: number) => `/shutdowns/edit/${id}`;
