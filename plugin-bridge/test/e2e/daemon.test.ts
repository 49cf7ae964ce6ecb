// The plugin's client code against the real daemon, on a small zh-Hant / zh-Hans / English
// vault: the same contract the app uses (runtime file, token, /search, /related, errors).
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DaemonClient, DaemonError } from "../../src/client";
import { Connection } from "../../src/connection";
import { nodeRuntimeFs } from "../../src/desktop";
import { typeLabel } from "../../src/render";
import { endpointOf, findRuntime } from "../../src/runtime";
import { HALL_TYPES, SEMANTIC_STATES, type SearchOptions, type SearchResult } from "../../src/types";
import { startDaemon, type RunningDaemon } from "../support/daemon";
import { nodeRequest } from "../support/node-request";

const VAULT = path.resolve(import.meta.dirname, "../fixtures/vault");
const OPTIONS: SearchOptions = { limit: 10, days: 30, exclude: [] };

let daemon: RunningDaemon;
let options: SearchOptions = OPTIONS;
let connection: Connection;

beforeAll(async () => {
	daemon = await startDaemon(VAULT);
	connection = new Connection({
		request: nodeRequest,
		locate: async () => {
			const info = await findRuntime(nodeRuntimeFs, daemon.configDir, VAULT);
			return info && endpointOf(info);
		},
		launch: () => Promise.reject(new Error("not in this test")),
		searchOptions: () => options,
	});
});

afterAll(async () => {
	await daemon?.dispose();
});

/** The text of the line the daemon names, counted from 1 as docs/api.md says. */
function lineOf(result: SearchResult): string {
	const lines = readFileSync(path.join(VAULT, result.path), "utf8").split("\n");
	return lines[result.line_start - 1] ?? "";
}

function hits(result: SearchResult): string[] {
	return result.snippet.filter((s) => s.hit).map((s) => s.text);
}

describe("finding the daemon", () => {
	it("reads the runtime file whose vault is this vault's real path", async () => {
		const info = await findRuntime(nodeRuntimeFs, daemon.configDir, VAULT);
		expect(info).toMatchObject({ port: daemon.port, token: daemon.token });
	});

	it("matches through a symlink to the vault", async () => {
		const tmp = mkdtempSync(path.join(os.tmpdir(), "vault-link-"));
		try {
			const link = path.join(tmp, "My Vault");
			symlinkSync(VAULT, link);
			expect((await findRuntime(nodeRuntimeFs, daemon.configDir, link))?.port).toBe(daemon.port);
		} finally {
			rmSync(tmp, { recursive: true, force: true });
		}
	});

	it("reports the index as ready", async () => {
		const status = await connection.status();
		expect(status.state).toBe("ready");
		expect(status.notes).toBe(4);
		expect(status.progress.done).toBe(status.progress.total);
	});

	it("reports search by meaning in the shape the status bar reads", async () => {
		const { semantic } = await connection.status();
		expect(Object.keys(semantic ?? {}).sort()).toEqual([
			"detail",
			"embedded",
			"model",
			"passages",
			"sections",
			"state",
			"total",
		]);
		expect(SEMANTIC_STATES).toContain(semantic?.state);
	});
});

describe("search", () => {
	it("finds a Traditional Chinese decision and points at its line", async () => {
		const page = await connection.search("資料庫備份");
		const top = page.results[0];
		expect(top?.path).toBe("Projects/備份方案.md");
		expect(top?.hall).toBe("facts");
		expect(top?.date).toBe("2026-11-10");
		if (!top) return;
		expect(typeLabel(top)).toBe("Decision");
		expect(lineOf(top)).toContain("決定把資料庫備份改用 pgBackRest");
		expect(hits(top).join("")).toContain("備份");
		for (const hit of hits(top)) expect(lineOf(top)).toContain(hit);
	});

	it("finds Simplified Chinese", async () => {
		const page = await connection.search("数据库监控");
		expect(page.results[0]?.path).toBe("Areas/家庭网络.md");
		expect(lineOf(page.results[0] as SearchResult)).toContain("Grafana");
	});

	it("finds Traditional notes from a Simplified query", async () => {
		const page = await connection.search("备份");
		expect(page.results.map((r) => r.path)).toContain("Projects/備份方案.md");
	});

	it("finds English", async () => {
		const page = await connection.search("deploy Kamal");
		const top = page.results[0];
		expect(top?.path).toBe("Resources/Deploy notes.md");
		expect(top?.title).toBe("Deploy notes");
		expect(top && lineOf(top)).toContain("Decided to deploy the web app with Kamal");
		expect(top && hits(top).map((h) => h.toLowerCase())).toContain("kamal");
	});

	it("leaves out excluded folders", async () => {
		options = { ...OPTIONS, exclude: ["Projects"] };
		try {
			const page = await connection.search("備份");
			expect(page.results.length).toBeGreaterThan(0);
			expect(page.results.filter((r) => r.path.startsWith("Projects/"))).toEqual([]);
		} finally {
			options = OPTIONS;
		}
	});

	it("names each entry's type as its hall stands for, when it sends a type", async () => {
		for (const query of ["備份", "数据库", "deploy"]) {
			for (const result of (await connection.search(query)).results) {
				if (result.type !== undefined) expect(result.type).toBe(HALL_TYPES[result.hall]);
			}
		}
	});

	it("answers an empty page for words no note has", async () => {
		expect((await connection.search("xylophone")).results).toEqual([]);
	});
});

describe("related decisions", () => {
	it("finds decisions in other notes from unsaved editor text", async () => {
		const page = await connection.related({
			path: "journal/2026-11-25.md",
			text: "# 2026-11-25\n\n- 跟 Amy 討論資料庫備份要不要換成 pgBackRest\n",
		});
		const paths = page.results.map((r) => r.path);
		expect(paths).toContain("Projects/備份方案.md");
		expect(paths).not.toContain("journal/2026-11-25.md");
	});
});

describe("refusals", () => {
	it("answers 401 to a wrong token", async () => {
		const client = new DaemonClient({ baseUrl: daemon.baseUrl, token: "wrong" }, nodeRequest);
		const err = await client.search("備份", OPTIONS).catch((e: unknown) => e);
		expect(err).toBeInstanceOf(DaemonError);
		expect(err).toMatchObject({ kind: "unauthorized", status: 401 });
	});

	it("answers /health without a token", async () => {
		const client = new DaemonClient({ baseUrl: daemon.baseUrl, token: "" }, nodeRequest);
		expect((await client.health()).ok).toBe(true);
	});
});

// Last: it stops the daemon the other tests share.
describe("when the daemon stops", () => {
	it("removes its runtime file, and the plugin reports offline", async () => {
		const runtimeDir = path.join(daemon.configDir, "runtime");
		const [name] = readdirSync(runtimeDir);
		const record = readFileSync(path.join(runtimeDir, name ?? ""), "utf8");
		await daemon.stop();
		expect(readdirSync(runtimeDir)).toEqual([]);
		await expect(connection.search("備份")).rejects.toMatchObject({ kind: "offline" });

		// A runtime file left behind by a crash names a port where nobody answers.
		writeFileSync(path.join(runtimeDir, name ?? "stale.json"), record);
		expect(await findRuntime(nodeRuntimeFs, daemon.configDir, VAULT)).not.toBeNull();
		await expect(connection.search("備份")).rejects.toMatchObject({ kind: "offline" });
	});
});
