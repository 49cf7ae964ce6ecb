// Small builders for result pages, so each test states only what it is about.
import type { ResultPage, SearchResult, SnippetSegment } from "../../src/types";

export function entry(overrides: Partial<SearchResult> = {}): SearchResult {
	return {
		path: "01-Projects/FastAPI 認證重寫.md",
		line_start: 31,
		line_end: 31,
		heading: "FastAPI 認證重寫 › 決策紀錄",
		title: "FastAPI 認證重寫",
		date: "2026-11-17",
		hall: "facts",
		score: 0.0325,
		snippet: [
			{ text: "2026-11-17：最後還是決定把 ", hit: false },
			{ text: "PostgreSQL", hit: true },
			{ text: " 的備份換成 pgBackRest", hit: false },
		],
		signals: { bm25: 7.1, overlap: 1.0, recency: 1.31, hall: 1.3, confidence: 1.0, fused: 0.0325 },
		...overrides,
	};
}

export function page(results: SearchResult[], query = "PostgreSQL"): ResultPage {
	return { query, took_ms: 1.9, intent: "last", results };
}

export function segments(...parts: (string | [string])[]): SnippetSegment[] {
	return parts.map((part) => (typeof part === "string" ? { text: part, hit: false } : { text: part[0], hit: true }));
}

/** A promise with its resolve/reject handles, to answer requests in any order. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(err: unknown): void } {
	let resolve!: (value: T) => void;
	let reject!: (err: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}
