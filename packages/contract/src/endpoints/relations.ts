import type { EndpointDef } from '../endpoint';

/** The relations module's operations (filled as its routes move to the endpoint map). */
export const relations = {} satisfies Record<string, EndpointDef>;
