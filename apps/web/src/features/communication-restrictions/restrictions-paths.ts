export const RESTRICTIONS_PATH = '/marketing/communication-scale-restrictions';
export const RESTRICTIONS_LIST_PATH = `${RESTRICTIONS_PATH}/list`;
export const RESTRICTIONS_REGISTER_PATH = `${RESTRICTIONS_PATH}/register`;
export const restrictionEditPath = (id: number) => `${RESTRICTIONS_PATH}/edit/${id}`;
