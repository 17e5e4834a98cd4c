import type { EndpointDef } from '../endpoint';

/** The system module's operations (filled as its routes move to the endpoint map). */
export const system = {} satisfies Record<string, EndpointDef>;
