import { useParams } from 'react-router';
import { AgentOverview } from './agent-overview';

/** /agents/:id */
export function AgentDetailPage() {
  const { id } = useParams();
  return <AgentOverview key={id} agentId={id!} />;
}
