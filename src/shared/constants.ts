// Business constants (SPEC §9) and the limits this product chose where the spec is silent.

export const PRODUCT_NAME = 'Rehearse';
export const VERSION_LABEL = 'v0.5';

export const TABLET_BREAKPOINT_PX = 768;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const BREADCRUMB_MAX_CHARS = 40;

export const STALE_TIME_MS = 5 * 60 * 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_MAX_PX = 420;

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const AGENT_SEARCH_THRESHOLD = 0.4;

/** Query parameters that hold the agent selector's choice (SPEC §2.4). */
export const AGENT_PARAM = 'agent';
export const GROUP_PARAM = 'group';
export const OVERVIEW_SELECTION = 'overview';

/** Chat-run defaults; a run may override them within the bounds below. */
export const DEFAULT_MAX_TURNS = 10;
export const MAX_MAX_TURNS = 100;
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 30;
export const MAX_SESSION_TIMEOUT_SECONDS = 600;

/** A new workspace may hold this many conversations in flight at once. */
export const DEFAULT_CONCURRENCY_MAX = 10;
export const MAX_CONCURRENCY_MAX = 500;

/** Trial length given when a system admin admits an organization without a date. */
export const DEFAULT_TRIAL_DAYS = 30;

/** Sessions last this long and are refreshed on use. */
export const SESSION_TTL_DAYS = 30;
/** Login attempts allowed per e-mail + address within the window. */
export const LOGIN_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
/** Sign-up attempts allowed per client address within the window (an office behind one NAT fits). */
export const SIGNUP_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

export const PAGE_SIZE = 25;
export const CONTACT_EMAIL = 'hello@rehearse.dev';

/** An invitation link works this long. */
export const INVITE_TTL_DAYS = 7;

/** What each credit activity costs: a chat case run, a started minute of a simulated call, an evaluated production call. */
export const CREDIT_PRICES = { CHAT_SIM: 1, CALL_SIM: 1, CALL_EVAL: 1 } as const;
/** A workspace's monthly credits when credits are first switched on for it. */
export const DEFAULT_MONTHLY_CREDITS = 1000;
/** Most credits a workspace's month may grant. */
export const MAX_MONTHLY_CREDITS = 10_000_000;

/** A run plays each case at most this many times (repeats expose flaky cases). */
export const MAX_REPEATS = 10;
/** Most case runs one run may hold, repeats included. */
export const MAX_CASE_RUNS_PER_RUN = 5000;

/** Hovering a menu entry opens its submenu after this long, and leaving closes it after the close delay (within 100–300 ms). */
export const HOVER_OPEN_DELAY_MS = 200;
export const HOVER_CLOSE_DELAY_MS = 200;
/** Tooltips open after resting this long on a control; moving to a neighbour within the skip delay opens its tooltip at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
