import { describe, expect, it, vi } from "vitest";
import type { HttpRequest, HttpResponse } from "../../src/client";
import { Connection, START_TIMEOUT_MS } from "../../src/connection";
import type { Endpoint } from "../../src/types";
import { page } from "./helpers";

/** A daemon that answers on one port at a time; `port = null` means stopped. */
function fakeNetwork() {
	const state = { port: null as number | null, requests: [] as string[] };
	const request = async (req: HttpRequest): Promise<HttpResponse> => {
		state.requests.push(req.url);
		if (state.port === null || !req.url.startsWith(`http://127.0.0.1:${state.port}/`)) {
			throw new Error("ECONNREFUSED");
		}
		if (req.url.endsWith("/health")) return { status: 200, headers: {}, json: { ok: true, version: "0.1.0" } };
		return { status: 200, headers: {}, json: page([]) };
	};
	return { state, request };
}

function connection(net: ReturnType<typeof fakeNetwork>, launch = vi.fn(async () => {})) {
	const locate = vi.fn(async (): Promise<Endpoint | null> =>
		net.state.port === null ? null : { baseUrl: `http://127.0.0.1:${net.state.port}`, token: "t" },
	);
	const conn = new Connection({
		request: net.request,
		locate,
		launch,
		searchOptions: () => ({ limit: 10, days: 30, exclude: ["Archive"] }),
		sleep: async () => {},
	});
	return { conn, locate, launch };
}

describe("Connection", () => {
	it("locates once, then reuses the client", async () => {
		const net = fakeNetwork();
		net.state.port = 41000;
		const { conn, locate } = connection(net);
		await conn.search("a");
		await conn.search("b", 30);
		expect(locate).toHaveBeenCalledTimes(1);
		expect(net.state.requests.at(-1)).toBe("http://127.0.0.1:41000/search?q=b&limit=30&days=30&exclude=Archive");
	});

	it("finds the daemon again after it moved to another port", async () => {
		const net = fakeNetwork();
		net.state.port = 41000;
		const { conn, locate } = connection(net);
		await conn.status();
		net.state.port = 42000;
		await expect(conn.status()).rejects.toMatchObject({ kind: "offline" });
		await conn.status();
		expect(locate).toHaveBeenCalledTimes(2);
	});

	it("is offline when no runtime file names this vault", async () => {
		const { conn } = connection(fakeNetwork());
		await expect(conn.search("x")).rejects.toMatchObject({ kind: "offline" });
	});

	it("starts the daemon and waits until it answers", async () => {
		const net = fakeNetwork();
		let polls = 0;
		// The daemon comes up while the third health check is on its way.
		const request = async (req: HttpRequest): Promise<HttpResponse> => {
			if (req.url.endsWith("/health") && ++polls === 3) net.state.port = 41000;
			return net.request(req);
		};
		const launch = vi.fn(async () => {});
		const conn = new Connection({
			request,
			locate: async () => ({ baseUrl: "http://127.0.0.1:41000", token: "t" }),
			launch,
			searchOptions: () => ({ limit: 10, days: 30, exclude: [] }),
			sleep: async () => {},
		});
		await conn.start();
		expect(launch).toHaveBeenCalledTimes(1);
		expect(polls).toBe(3);
	});

	it("gives up after the start timeout", async () => {
		const { conn } = connection(fakeNetwork());
		await expect(conn.start()).rejects.toThrow(`within ${START_TIMEOUT_MS / 1000} s`);
	});

	it("passes launch errors through", async () => {
		const { conn } = connection(fakeNetwork(), vi.fn(async () => Promise.reject(new Error("Could not find"))));
		await expect(conn.start()).rejects.toThrow("Could not find");
	});
});
