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
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {
    this.local.setMaxListeners(0);
  }

  async start() {
    await this.connect();
  }

  /**
   * The LISTEN connection is one long-lived client; when Postgres restarts it dies, and it is
   * re-opened with a growing pause until the database answers again.
   */
  private async connect() {
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
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      console.error(`[events] listener lost (${error?.message ?? 'connection closed'}); reconnecting`);
      this.reconnect(1);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) return void client.end().catch(() => {});
    this.listener = client;
  }

  private reconnect(attempt: number) {
    const delay = Math.min(1000 * attempt, 10_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.connect().then(
        () => console.error('[events] listener reconnected'),
        () => this.reconnect(attempt + 1),
      );
    }, delay);
  }

  async stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
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
