import type { EndpointDef } from '../endpoint';

/** The uploads module's operations (filled as its routes move to the endpoint map). */
export const uploads = {} satisfies Record<string, EndpointDef>;
