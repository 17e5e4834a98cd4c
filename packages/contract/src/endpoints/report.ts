import type { EndpointDef } from '../endpoint';

/** The report module's operations (filled as its routes move to the endpoint map). */
export const report = {} satisfies Record<string, EndpointDef>;
