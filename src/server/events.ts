import { EventEmitter } from 'node:events';
import pg from 'pg';

export const EVENTS_CHANNEL = 'rehearse_events';

export type ProgressEvent =
  | { type: 'caseRun'; testRunId: string; caseRunId: string; status: string }
  | { type: 'message'; testRunId: string; caseRunId: string; position: number }
  | { type: 'run'; testRunId: string; status: string };

/**
 * Progress crosses processes: workers publish with NOTIFY and every API server LISTENs, so
 * a browser subscribed to any server hears a worker running anywhere.
 */
export class EventBus {
  private readonly local = new EventEmitter();
  private listener: pg.Client | null = null;
  private stopped = false;

  constructor(private readonly url: string) {
    this.local.setMaxListeners(0);
  }

  async start() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as ProgressEvent;
        this.local.emit(event.testRunId, event);
      } catch {
        /* a malformed payload is not ours */
      }
    });
    client.on('error', (e) => {
      console.error('[events] listener lost:', e.message);
      if (!this.stopped) setTimeout(() => this.start().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.listener = client;
  }

  async stop() {
    this.stopped = true;
    await this.listener?.end().catch(() => {});
  }

  subscribe(testRunId: string, handler: (event: ProgressEvent) => void): () => void {
    this.local.on(testRunId, handler);
    return () => this.local.off(testRunId, handler);
  }
}

/** Publishes through whatever connection the caller has; pg_notify is cheap and transactional. */
export async function publish(query: (sql: string, params: unknown[]) => Promise<unknown>, event: ProgressEvent) {
  await query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
}
