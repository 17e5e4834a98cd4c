import type { EndpointDef } from '../endpoint';

/** The payment module's operations (filled as its routes move to the endpoint map). */
export const payment = {} satisfies Record<string, EndpointDef>;
