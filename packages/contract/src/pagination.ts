import { z } from 'zod';

export const CursorQuery = z.object({ max_id: z.coerce.number().int().positive().optional() });
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) });

export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_max_id: z.number().int() });
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_page: z.number().int() });

export const NO_MORE = -1;
