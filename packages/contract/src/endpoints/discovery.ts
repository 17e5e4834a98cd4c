import type { EndpointDef } from '../endpoint';

/** The discovery module's operations (filled as its routes move to the endpoint map). */
export const discovery = {} satisfies Record<string, EndpointDef>;
