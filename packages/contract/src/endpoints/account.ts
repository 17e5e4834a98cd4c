import type { EndpointDef } from '../endpoint';

/** The account module's operations (filled as its routes move to the endpoint map). */
export const account = {} satisfies Record<string, EndpointDef>;
