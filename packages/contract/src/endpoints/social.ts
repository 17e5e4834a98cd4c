import type { EndpointDef } from '../endpoint';

/** The social module's operations (filled as its routes move to the endpoint map). */
export const social = {} satisfies Record<string, EndpointDef>;
