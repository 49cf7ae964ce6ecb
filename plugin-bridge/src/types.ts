// Shapes of the daemon's HTTP contract (docs/api.md) and the plugin's own shared types.

export const HALLS = ["facts", "discoveries", "preferences", "advice", "events"] as const;
export type Hall = (typeof HALLS)[number];

/** Entry types in the user's words; the daemon's halls are its internal names for them. */
export type EntryType = "decision" | "discovery" | "preference" | "advice" | "event";

export const HALL_TYPES: Record<Hall, EntryType> = {
	facts: "decision",
	discoveries: "discovery",
	preferences: "preference",
	advice: "advice",
	events: "event",
};

/** One piece of a snippet; `hit` marks a span that matched the query. */
export interface SnippetSegment {
	text: string;
	hit: boolean;
}

/** One entry of a note, as GET /search and /related return it. Lines are 1-based, inclusive. */
export type TaskState = "open" | "done" | "cancelled";

export interface SearchResult {
	path: string;
	line_start: number;
	line_end: number;
	heading: string;
	title: string;
	date: string | null;
	/** False when `date` is only the file's modification time. */
	dated?: boolean;
	hall: Hall;
	/** The entry type in the user's words; daemons that predate it send only `hall`. */
	type?: EntryType;
	/** A task's checkbox, which the snippet leaves out; null or absent: not a task. */
	task?: TaskState | null;
	score: number;
	snippet: SnippetSegment[];
	signals: Record<string, number>;
}

/** A period the question said in which nothing is dated; the daemon let it go (docs/api.md). */
export interface EmptyPeriod {
	after: string | null;
	before: string | null;
}

export interface ResultPage {
	query: string;
	took_ms: number;
	intent?: string;
	results: SearchResult[];
	empty_period?: EmptyPeriod;
	unanswered_period?: EmptyPeriod;
}

export type IndexState = "starting" | "indexing" | "ready";

export const SEMANTIC_STATES = ["off", "waiting", "embedding", "ready", "error", "unavailable"] as const;
export type SemanticState = (typeof SEMANTIC_STATES)[number];

/** Search by meaning (`semantic` in /status): notes `embedded` out of `total` indexed. */
export interface SemanticStatus {
	/** The model the vectors come from, or the setting before anything is embedded. */
	model: string | null;
	state: SemanticState;
	embedded: number;
	total: number;
	/** Passages (one per entry of each note) with a vector; an older daemon sends only `sections`. */
	passages?: number;
	/** The same count as `passages`, under the name it first had. */
	sections: number;
	/** Why the state is `error` or `unavailable`. */
	detail: string | null;
}

export interface DaemonStatus {
	state: IndexState;
	vault: string;
	notes: number;
	entries: number;
	progress: { done: number; total: number };
	last_indexed_at: string | null;
	skipped: { path: string; reason: string }[];
	error: string | null;
	/** Daemons that predate search by meaning do not send it. */
	semantic?: SemanticStatus;
}

export interface Health {
	ok: boolean;
	version: string;
}

/** `<config dir>/runtime/<vault id>.json`, written by `vault-recall serve`. */
export interface RuntimeInfo {
	port: number;
	token: string;
	pid: number;
	vault: string;
	version: string;
}

/** Where a daemon listens and the token it accepts. */
export interface Endpoint {
	baseUrl: string;
	token: string;
}

/** Query parameters of GET /search that come from the settings. */
export interface SearchOptions {
	limit: number;
	days: number;
	exclude: string[];
	now?: string;
	hall?: Hall;
}

export interface RelatedRequest {
	text: string;
	path?: string;
	limit?: number;
	now?: string;
}
