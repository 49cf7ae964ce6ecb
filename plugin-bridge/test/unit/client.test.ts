import { describe, expect, it } from "vitest";
import { DaemonClient, DaemonError, clipUtf8, searchParams, type HttpRequest, type HttpResponse } from "../../src/client";
import { page } from "./helpers";

function fakeDaemon(answer: (request: HttpRequest) => HttpResponse | Promise<HttpResponse>) {
	const requests: HttpRequest[] = [];
	const client = new DaemonClient({ baseUrl: "http://127.0.0.1:41234/", token: "s3cret" }, async (request) => {
		requests.push(request);
		return answer(request);
	});
	return { client, requests };
}

const ok = (json: unknown): HttpResponse => ({ status: 200, headers: {}, json });

async function failure(promise: Promise<unknown>): Promise<DaemonError> {
	const err: unknown = await promise.then(
		() => null,
		(e: unknown) => e,
	);
	if (!(err instanceof DaemonError)) throw new Error(`expected a DaemonError, got ${String(err)}`);
	return err;
}

describe("searchParams", () => {
	it("repeats exclude once per folder and sends days", () => {
		const params = new URLSearchParams(
			searchParams("資料庫 備份", { limit: 10, days: 30, exclude: ["Archive", " /Templates/ ", ""] }),
		);
		expect(params.get("q")).toBe("資料庫 備份");
		expect(params.get("limit")).toBe("10");
		expect(params.get("days")).toBe("30");
		expect(params.getAll("exclude")).toEqual(["Archive", "Templates"]);
		expect(params.has("now")).toBe(false);
	});

	it.each([
		[0, "1"],
		[500, "100"],
		[7.6, "8"],
	])("clamps limit %s to %s", (limit, expected) => {
		expect(new URLSearchParams(searchParams("x", { limit, days: 30, exclude: [] })).get("limit")).toBe(expected);
	});

	it("cuts the query at 1,000 characters", () => {
		const params = new URLSearchParams(searchParams("字".repeat(1200), { limit: 10, days: 30, exclude: [] }));
		expect(params.get("q")).toHaveLength(1000);
	});
});

describe("DaemonClient", () => {
	it("sends the bearer token to /search and returns the page", async () => {
		const { client, requests } = fakeDaemon(() => ok(page([])));
		const result = await client.search("PostgreSQL", { limit: 5, days: 30, exclude: [] });
		expect(result.results).toEqual([]);
		expect(requests[0]?.url).toBe("http://127.0.0.1:41234/search?q=PostgreSQL&limit=5&days=30");
		expect(requests[0]?.headers.Authorization).toBe("Bearer s3cret");
		expect(requests[0]?.method).toBe("GET");
	});

	it("asks /health without a token", async () => {
		const { client, requests } = fakeDaemon(() => ok({ ok: true, version: "0.1.0" }));
		expect(await client.health()).toEqual({ ok: true, version: "0.1.0" });
		expect(requests[0]?.headers.Authorization).toBeUndefined();
	});

	it("posts editor text to /related as JSON", async () => {
		const { client, requests } = fakeDaemon(() => ok(page([])));
		await client.related({ text: "# 筆記\n決定用 pgBackRest", path: "a.md", limit: 3 });
		expect(requests[0]?.method).toBe("POST");
		expect(requests[0]?.headers["Content-Type"]).toBe("application/json");
		expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ text: "# 筆記\n決定用 pgBackRest", path: "a.md", limit: 3 });
	});

	it("keeps /related bodies under 64 KiB", async () => {
		const { client, requests } = fakeDaemon(() => ok(page([])));
		await client.related({ text: "資料庫".repeat(30_000) });
		expect(new TextEncoder().encode(requests[0]?.body).length).toBeLessThanOrEqual(64 * 1024);
	});

	it.each([
		[401, "unauthorized", { error: "unauthorized", detail: "bad token" }],
		[403, "forbidden", { error: "forbidden_origin", detail: "" }],
		[413, "too_large", { error: "too_large", detail: "64 KiB" }],
		[422, "invalid", { error: "invalid_parameter", detail: "limit" }],
		[503, "busy", { error: "busy", detail: "indexing" }],
		[500, "server", null],
	])("maps HTTP %s to %s", async (status, kind, json) => {
		const { client } = fakeDaemon(() => ({ status, headers: { "retry-after": "2" }, json }));
		const err = await failure(client.status());
		expect(err.kind).toBe(kind);
		expect(err.status).toBe(status);
	});

	it("keeps the daemon's error code and detail, and Retry-After", async () => {
		const { client } = fakeDaemon(() => ({ status: 429, headers: { "Retry-After": "3" }, json: { error: "too_many_requests", detail: "slow down" } }));
		const err = await failure(client.search("x", { limit: 1, days: 1, exclude: [] }));
		expect(err.message).toBe("too_many_requests: slow down");
		expect(err.retryAfter).toBe(3);
	});

	it("reports a refused connection as offline", async () => {
		const client = new DaemonClient({ baseUrl: "http://127.0.0.1:9", token: "t" }, () =>
			Promise.reject(new Error("net::ERR_CONNECTION_REFUSED")),
		);
		const err = await failure(client.health());
		expect(err.kind).toBe("offline");
		expect(err.message).toContain("ERR_CONNECTION_REFUSED");
	});

	it("rejects an answer that is not a result page", async () => {
		const { client } = fakeDaemon(() => ok({ results: "nope" }));
		expect((await failure(client.search("x", { limit: 1, days: 1, exclude: [] }))).kind).toBe("bad_response");
	});
});

describe("clipUtf8", () => {
	it.each([
		["abc", 10, "abc"],
		["資料庫", 6, "資料"],
		["資料庫", 8, "資料"],
		["a😀b", 4, "a"],
	])("clips %s to %i bytes", (text, bytes, expected) => {
		expect(clipUtf8(text, bytes)).toBe(expected);
	});
});
