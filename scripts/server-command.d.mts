/** The node flags of apps/server's "serve" script (`node <flags> dist/main.js`). */
export function serverNodeFlags(): string[];
/** The built server's entry point. */
export const SERVER_ENTRY: string;
