import type { Tx } from '../../server/db/client';
import { agents, chatAgents, testCases, testCaseTurns } from '../../server/db/schema';

export const DEMO_AGENT_NAME = 'Demo Clinic Front Desk';
/** Stored for display; workers resolve the demo agent against their own server (see demo-agent/url). */
export const DEMO_AGENT_PATH = '/api/demo-agent/chat';

const DEMO_CASES = [
  {
    title: 'Book a check-up',
    initialMessage: 'Hi, I would like to book an appointment.',
    turns: [
      { agentQuestion: 'May I have your name?', expectedResponse: 'My name is Jordan Lee.' },
      { agentQuestion: 'What day works for you?', expectedResponse: 'Next Tuesday at 10 am, please.' },
      { agentQuestion: 'Anything else?', expectedResponse: 'No, thank you. Goodbye!' },
    ],
  },
  {
    title: 'Ask for opening hours',
    initialMessage: 'Hello, what are your opening hours?',
    turns: [
      { agentQuestion: 'Anything else?', expectedResponse: 'Are you open on Saturday?' },
      { agentQuestion: 'Anything else?', expectedResponse: 'Thanks, bye.' },
    ],
  },
  {
    title: 'Cancel an appointment',
    initialMessage: 'I need to cancel my appointment.',
    turns: [
      { agentQuestion: 'May I have your name?', expectedResponse: 'It is Sam Rivera.' },
      { agentQuestion: 'Anything else?', expectedResponse: 'That is all, goodbye.' },
    ],
  },
];

/** Gives a new workspace the built-in demo agent and three cases to run against it. */
export async function seedDemoAgent(tx: Tx, workspaceId: string, baseUrl: string) {
  const [agent] = await tx
    .insert(agents)
    .values({
      workspaceId,
      name: DEMO_AGENT_NAME,
      description: 'A built-in chat agent for a clinic front desk. It books, cancels and answers questions about opening hours.',
      provider: 'CUSTOM',
      source: 'demo',
      sourceId: 'demo-clinic',
      supportedChannels: ['CHAT'],
      primaryChannel: 'CHAT',
      isDemo: true,
    })
    .returning({ id: agents.id });
  await tx.insert(chatAgents).values({
    agentId: agent!.id,
    workspaceId,
    name: DEMO_AGENT_NAME,
    url: `${baseUrl}${DEMO_AGENT_PATH}`,
    protocol: 'REST',
    maxTurns: 10,
  });
  for (const [order, c] of DEMO_CASES.entries()) {
    const [tc] = await tx
      .insert(testCases)
      .values({ workspaceId, agentId: agent!.id, title: c.title, initialMessage: c.initialMessage, displayOrder: order })
      .returning({ id: testCases.id });
    await tx.insert(testCaseTurns).values(
      c.turns.map((turn, position) => ({ workspaceId, testCaseId: tc!.id, position, ...turn })),
    );
  }
  return agent!.id;
}
