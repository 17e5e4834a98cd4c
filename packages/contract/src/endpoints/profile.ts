import type { EndpointDef } from '../endpoint';

/** The profile module's operations (filled as its routes move to the endpoint map). */
export const profile = {} satisfies Record<string, EndpointDef>;
