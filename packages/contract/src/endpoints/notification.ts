import type { EndpointDef } from '../endpoint';

/** The notification module's operations (filled as its routes move to the endpoint map). */
export const notification = {} satisfies Record<string, EndpointDef>;
