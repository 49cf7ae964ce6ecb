// Keeps one DaemonClient for this vault: finds the endpoint lazily, forgets it when the daemon
// stops answering (it may come back on another port with another token), and starts it on demand.
import { DaemonClient, DaemonError, type RequestFn } from "./client";
import type { DaemonStatus, Endpoint, RelatedRequest, ResultPage, SearchOptions } from "./types";

export interface ConnectionDeps {
	request: RequestFn;
	/** The endpoint from the settings or the runtime file; null when no daemon is known. */
	locate(): Promise<Endpoint | null>;
	/** Spawns the daemon; rejects with a message for the user when it cannot. */
	launch(): Promise<void>;
	searchOptions(): SearchOptions;
	sleep?(ms: number): Promise<void>;
}

/** What the pane needs from the daemon; the view is tested against fakes of this. */
export interface Daemon {
	/** `limit` overrides the page size from the settings ("More results"). */
	search(query: string, limit?: number): Promise<ResultPage>;
	related(request: RelatedRequest): Promise<ResultPage>;
	status(): Promise<DaemonStatus>;
	start(): Promise<void>;
}

export const START_TIMEOUT_MS = 30_000;
const START_POLL_MS = 500;

export class Connection implements Daemon {
	private client: DaemonClient | null = null;

	constructor(private readonly deps: ConnectionDeps) {}

	search(query: string, limit?: number): Promise<ResultPage> {
		const options = this.deps.searchOptions();
		return this.call((client) => client.search(query, { ...options, limit: limit ?? options.limit }));
	}

	related(request: RelatedRequest): Promise<ResultPage> {
		const limit = request.limit ?? this.deps.searchOptions().limit;
		return this.call((client) => client.related({ ...request, limit }));
	}

	status(): Promise<DaemonStatus> {
		return this.call((client) => client.status());
	}

	/** Drop the cached endpoint, e.g. after the settings changed. */
	reset(): void {
		this.client = null;
	}

	/** Launches the daemon and waits until it answers GET /health, up to START_TIMEOUT_MS. */
	async start(): Promise<void> {
		this.client = null;
		await this.deps.launch();
		const sleep = (ms: number): Promise<void> => (this.deps.sleep ?? defaultSleep)(ms);
		for (let waited = 0; waited < START_TIMEOUT_MS; waited += START_POLL_MS) {
			try {
				await this.connect();
				return;
			} catch (err) {
				if (!(err instanceof DaemonError) || err.kind !== "offline") throw err;
			}
			await sleep(START_POLL_MS);
		}
		throw new DaemonError("offline", 0, `The daemon did not answer within ${START_TIMEOUT_MS / 1000} s`);
	}

	private async call<T>(fn: (client: DaemonClient) => Promise<T>): Promise<T> {
		const client = this.client ?? (await this.connect());
		try {
			return await fn(client);
		} catch (err) {
			if (err instanceof DaemonError && (err.kind === "offline" || err.kind === "unauthorized")) {
				this.client = null;
			}
			throw err;
		}
	}

	private async connect(): Promise<DaemonClient> {
		const endpoint = await this.deps.locate();
		if (!endpoint) throw new DaemonError("offline", 0, "No daemon is running for this vault");
		const client = new DaemonClient(endpoint, this.deps.request);
		await client.health(); // A runtime file left by a crashed daemon must not count as running.
		this.client = client;
		return client;
	}
}

function defaultSleep(ms: number): Promise<void> {
	return new Promise((resolve) => window.setTimeout(resolve, ms));
}
