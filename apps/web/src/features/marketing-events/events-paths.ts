export const EVENTS_PATH = '/marketing/events';
export const EVENTS_LIST_PATH = `${EVENTS_PATH}/list`;
export const EVENTS_REGISTER_PATH = `${EVENTS_PATH}/register`;
export const eventEditPath = (id: number) => `${EVENTS_PATH}/edit/${id}`;
/** Back from the events list (spec §2). */
export const EVENTS_BACK_PATH = '/modulos/admin';
