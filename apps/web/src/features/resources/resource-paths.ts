export const RESOURCES_PATH = '/resources';
/** The booking calendar of the resources (`?recurso=<id>` opens one). */
export const RESOURCES_CALENDAR_PATH = '/resources/calendar';
