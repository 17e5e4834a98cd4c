import type { EndpointDef } from '../endpoint';

/** The vip module's operations (filled as its routes move to the endpoint map). */
export const vip = {} satisfies Record<string, EndpointDef>;
