import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * A topic is a named stream of one feature's typed events, keyed (e.g. by test run id) so a
 * subscriber hears only what it asked for. Each topic travels on its own Postgres channel, so a
 * worker that listens for queue wake-ups never parses a browser's progress events.
 */
export interface Topic<E> {
  readonly name: string;
  readonly channel: string;
  key(event: E): string;
}

export function defineTopic<E>(name: string, key: (event: E) => string): Topic<E> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`topic names are lower_snake_case: ${name}`);
  return { name, channel: `rehearse_${name}`, key };
}

/** Anything that runs SQL: the pool, a drizzle db or a transaction (NOTIFY then fires on commit). */
export interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** Publishes one event; pg_notify is cheap and transactional, so it crosses processes. */
export async function publish<E>(db: Executor, topic: Topic<E>, event: E): Promise<void> {
  await db.execute(sql`select ${notifyExpression(topic, event)}`);
}

/**
 * The same NOTIFY as an expression, for a statement that already does the write the event is
 * about, so a transcript message costs one round trip. The payload is serialised here, from the
 * typed event, never assembled in SQL.
 */
export function notifyExpression<E>(topic: Topic<E>, event: E): SQL {
  return sql`pg_notify(${topic.channel}, ${JSON.stringify(event)})`;
}

/**
 * The same NOTIFY's two arguments, for hot statements written as plain parameterised SQL
 * (`pg_notify($n, $m)`); the payload is still serialised only here, from the typed event.
 */
export function notifyArgs<E>(topic: Topic<E>, event: E): [channel: string, payload: string] {
  return [topic.channel, JSON.stringify(event)];
}

/**
 * Progress crosses processes: workers publish with NOTIFY and every API server LISTENs, so
 * a browser subscribed to any server hears a worker running anywhere.
 */
const RECONNECTED = Symbol('reconnected');

export class EventBus {
  private readonly local = new EventEmitter();
  private readonly topics = new Map<string, Topic<unknown>>();
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
      const topic = this.topics.get(msg.channel);
      if (!topic || !msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as unknown;
        this.local.emit(`${topic.name}:${topic.key(event)}`, event);
        this.local.emit(`${topic.name}:*`, event);
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
      // Every topic someone listens to, again after a reconnect.
      for (const channel of this.topics.keys()) await client.query(`listen ${channel}`);
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
        () => {
          console.error('[events] listener reconnected');
          // Anything published while the listener was down is lost: tell subscribers to catch up.
          this.local.emit(RECONNECTED);
        },
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

  /** Starts listening to a topic's channel; resolves once events published from now on will arrive. */
  async listen<E>(topic: Topic<E>): Promise<void> {
    if (this.topics.has(topic.channel)) return;
    this.topics.set(topic.channel, topic as Topic<unknown>);
    await this.listener?.query(`listen ${topic.channel}`);
  }

  /** Called each time the listener comes back after losing its connection, so a subscriber can re-read what it may have missed. */
  onReconnect(handler: () => void): () => void {
    this.local.on(RECONNECTED, handler);
    return () => this.local.off(RECONNECTED, handler);
  }

  /** Hears one key of a topic, or every key with '*'. */
  subscribe<E>(topic: Topic<E>, key: string, handler: (event: E) => void): () => void {
    if (!this.topics.has(topic.channel)) {
      this.listen(topic).catch((e: Error) => console.error('[events] listen failed:', e.message));
    }
    const name = `${topic.name}:${key}`;
    this.local.on(name, handler as (e: unknown) => void);
    return () => this.local.off(name, handler as (e: unknown) => void);
  }
}
