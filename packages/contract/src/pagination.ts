import { z } from 'zod';
import { MAX_ROW_ID } from './pagination.constants';

export const cursorId = z.coerce.number().int().positive().max(MAX_ROW_ID);
export const CursorQuery = z.object({ max_id: cursorId.optional() });
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) });

/* @__NO_SIDE_EFFECTS__ */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_max_id: z.number().int() });
/* @__NO_SIDE_EFFECTS__ */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_page: z.number().int() });
