import Fuse from 'fuse.js';
import { AGENT_SEARCH_THRESHOLD } from '../../shared/constants';

export interface SearchableAgent {
  id: string;
  name: string;
  sourceId: string | null;
}

/** SPEC §9: fuzzy search, threshold 0.4, over name, sourceId and id; exact id or sourceId matches come first. */
export function searchAgents<T extends SearchableAgent>(agents: T[], query: string): T[] {
  const q = query.trim();
  if (!q) return agents;
  const exact = agents.filter((a) => a.id === q || a.sourceId === q);
  const fuse = new Fuse(agents, { keys: ['name', 'sourceId', 'id'], threshold: AGENT_SEARCH_THRESHOLD });
  const fuzzy = fuse.search(q).map((r) => r.item);
  return [...exact, ...fuzzy.filter((a) => !exact.includes(a))];
}
