import type { EndpointDef } from '../endpoint';

/** The translation module's operations (filled as its routes move to the endpoint map). */
export const translation = {} satisfies Record<string, EndpointDef>;
