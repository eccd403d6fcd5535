import { STALE_TIME_MS } from '../../shared/constants';

/** Options for breadcrumb name lookups: cached 5 min, no retry, failures stay quiet (the id shows instead). */
export const NAME_LOOKUP = { staleTime: STALE_TIME_MS, retry: false, meta: { silent: true } } as const;
