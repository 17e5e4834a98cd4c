import { useSearchParams } from 'react-router';

/** A page number read from `?page=`, at least 1. */
export const pageFromParam = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The list's page and filters live in the URL, so a reload or a shared link shows the same page. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: false },
    );
  return { params, page: pageFromParam(params.get('page')), update };
}
