// The daemon's HTTP API (docs/api.md). No DOM and no Obsidian import: the caller injects the
// function that performs a request, so the same code runs in the app, in Node tests and in a page.
import type { DaemonStatus, Endpoint, Health, RelatedRequest, ResultPage, SearchOptions } from "./types";

export interface HttpRequest {
	url: string;
	method: "GET" | "POST";
	headers: Record<string, string>;
	body?: string;
	contentType?: string;
}

/** `json` is the parsed body, or null when the body is not JSON. */
export interface HttpResponse {
	status: number;
	headers: Record<string, string>;
	json: unknown;
}

/** Resolves for every HTTP status; rejects only when no answer came (refused, reset, timeout). */
export type RequestFn = (request: HttpRequest) => Promise<HttpResponse>;

export type ErrorKind =
	| "offline"
	| "unauthorized"
	| "forbidden"
	| "busy"
	| "invalid"
	| "not_found"
	| "too_large"
	| "server"
	| "bad_response";

/** A failed call, sorted by what the user can do about it. */
export class DaemonError extends Error {
	constructor(
		readonly kind: ErrorKind,
		readonly status: number,
		detail: string,
		readonly retryAfter: number | null = null,
	) {
		super(detail);
		this.name = "DaemonError";
	}

	override toString(): string {
		return `DaemonError(${this.kind}, ${this.status}): ${this.message}`;
	}
}

export const MAX_QUERY_CHARS = 1000;
/** POST /related accepts at most 64 KiB; keep room for the JSON around the text. */
export const MAX_RELATED_BYTES = 64 * 1024 - 1024;

export class DaemonClient {
	readonly baseUrl: string;
	private readonly token: string;

	constructor(
		endpoint: Endpoint,
		private readonly request: RequestFn,
	) {
		this.baseUrl = endpoint.baseUrl.replace(/\/+$/, "");
		this.token = endpoint.token;
	}

	health(): Promise<Health> {
		return this.call<Health>("GET", "/health", undefined, false);
	}

	status(): Promise<DaemonStatus> {
		return this.call<DaemonStatus>("GET", "/status");
	}

	async search(query: string, options: SearchOptions): Promise<ResultPage> {
		const params = searchParams(query, options);
		return checkPage(await this.call<ResultPage>("GET", `/search?${params}`));
	}

	/** Decision entries in other notes that relate to `text` (unsaved editor text). */
	async related(request: RelatedRequest): Promise<ResultPage> {
		const body = { ...request, text: clipUtf8(request.text, MAX_RELATED_BYTES) };
		return checkPage(await this.call<ResultPage>("POST", "/related", JSON.stringify(body)));
	}

	private async call<T>(method: "GET" | "POST", path: string, body?: string, auth = true): Promise<T> {
		const headers: Record<string, string> = { Accept: "application/json" };
		if (auth) headers.Authorization = `Bearer ${this.token}`;
		const request: HttpRequest = { url: this.baseUrl + path, method, headers };
		if (body !== undefined) {
			request.body = body;
			request.contentType = "application/json";
			headers["Content-Type"] = "application/json";
		}
		let response: HttpResponse;
		try {
			response = await this.request(request);
		} catch (err) {
			throw new DaemonError("offline", 0, `No answer from ${this.baseUrl}: ${describe(err)}`);
		}
		if (response.status >= 400) throw errorFrom(response);
		if (response.json === null || typeof response.json !== "object") {
			throw new DaemonError("bad_response", response.status, `${path} did not answer with JSON`);
		}
		return response.json as T;
	}
}

/** GET /search parameters; `exclude` repeats once per folder. */
export function searchParams(query: string, options: SearchOptions): string {
	const params = new URLSearchParams();
	params.set("q", query.slice(0, MAX_QUERY_CHARS));
	params.set("limit", String(clamp(Math.round(options.limit), 1, 100)));
	params.set("days", String(Math.max(1, Math.round(options.days))));
	for (const folder of options.exclude) {
		const trimmed = folder.trim().replace(/^\/+|\/+$/g, "");
		if (trimmed) params.append("exclude", trimmed);
	}
	if (options.now) params.set("now", options.now);
	if (options.hall) params.set("hall", options.hall);
	return params.toString();
}

const KIND_BY_STATUS: Record<number, ErrorKind> = {
	400: "invalid",
	401: "unauthorized",
	403: "forbidden",
	404: "not_found",
	413: "too_large",
	415: "invalid",
	422: "invalid",
	429: "busy",
	503: "busy",
};

function errorFrom(response: HttpResponse): DaemonError {
	const body = response.json as { error?: unknown; detail?: unknown } | null;
	const code = typeof body?.error === "string" ? body.error : `HTTP ${response.status}`;
	const detail = typeof body?.detail === "string" && body.detail ? `${code}: ${body.detail}` : code;
	const kind = KIND_BY_STATUS[response.status] ?? "server";
	return new DaemonError(kind, response.status, detail, retryAfter(response.headers));
}

function retryAfter(headers: Record<string, string>): number | null {
	const key = Object.keys(headers).find((name) => name.toLowerCase() === "retry-after");
	const seconds = key === undefined ? NaN : Number(headers[key]);
	return Number.isFinite(seconds) ? seconds : null;
}

function checkPage(page: ResultPage): ResultPage {
	if (!Array.isArray(page.results)) {
		throw new DaemonError("bad_response", 200, "The answer has no results list");
	}
	return page;
}

/** The longest prefix of `text` whose UTF-8 encoding fits in `maxBytes`. */
export function clipUtf8(text: string, maxBytes: number): string {
	const encoder = new TextEncoder();
	if (encoder.encode(text).length <= maxBytes) return text;
	let low = 0;
	let high = text.length;
	while (low < high) {
		const mid = Math.ceil((low + high) / 2);
		if (encoder.encode(text.slice(0, mid)).length <= maxBytes) low = mid;
		else high = mid - 1;
	}
	// Don't cut a surrogate pair in half.
	const last = text.charCodeAt(low - 1);
	if (last >= 0xd800 && last <= 0xdbff) low -= 1;
	return text.slice(0, low);
}

function clamp(value: number, low: number, high: number): number {
	return Math.min(high, Math.max(low, value));
}

function describe(err: unknown): string {
	return err instanceof Error ? err.message : String(err);
}
