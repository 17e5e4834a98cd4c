import type { EndpointDef } from '../endpoint';

/** The money module's operations (filled as its routes move to the endpoint map). */
export const money = {} satisfies Record<string, EndpointDef>;
