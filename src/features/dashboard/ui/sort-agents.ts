export type AgentSort = 'name' | 'updated' | 'relevance';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name A–Z' },
  { value: 'updated', label: 'Recently updated' },
];

/** Orders the agent cards; a search keeps its own best-match order. */
export function sortAgents<T extends { name: string; updatedAt: Date | string }>(agents: T[], sort: AgentSort): T[] {
  if (sort === 'relevance') return agents;
  const copy = [...agents];
  if (sort === 'name') return copy.sort((a, b) => a.name.localeCompare(b.name));
  return copy.sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}
