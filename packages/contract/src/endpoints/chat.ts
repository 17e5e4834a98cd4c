import type { EndpointDef } from '../endpoint';

/** The chat module's operations (filled as its routes move to the endpoint map). */
export const chat = {} satisfies Record<string, EndpointDef>;
