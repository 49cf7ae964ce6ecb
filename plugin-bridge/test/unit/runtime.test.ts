import { describe, expect, it } from "vitest";
import { configDir, endpointOf, findRuntime, launchDaemon, type RuntimeFs, type SpawnFn } from "../../src/runtime";

describe("configDir", () => {
	it.each([
		["linux", {}, "/home/me/.config/vault-recall"],
		["linux", { XDG_CONFIG_HOME: "/xdg" }, "/xdg/vault-recall"],
		["linux", { XDG_CONFIG_HOME: "relative" }, "/home/me/.config/vault-recall"],
		["darwin", {}, "/home/me/Library/Application Support/vault-recall"],
		["win32", { LOCALAPPDATA: "C:\\Users\\me\\AppData\\Local" }, "C:\\Users\\me\\AppData\\Local\\vault-recall"],
		["linux", { VAULT_RECALL_CONFIG_DIR: "/tmp/vr" }, "/tmp/vr"],
	])("on %s with %j", (platform, env, expected) => {
		expect(configDir({ platform, home: "/home/me", env })).toBe(expected);
	});
});

function memoryFs(files: Record<string, string>, links: Record<string, string> = {}): RuntimeFs {
	return {
		readdir: async (dir) => {
			const names = Object.keys(files)
				.filter((path) => path.startsWith(`${dir}/`))
				.map((path) => path.slice(dir.length + 1));
			if (names.length === 0) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
			return names;
		},
		readFile: async (path) => {
			const text = files[path];
			if (text === undefined) throw new Error("ENOENT");
			return text;
		},
		realpath: async (path) => links[path] ?? path,
	};
}

const runtime = (vault: string, port: number) => JSON.stringify({ port, token: `t${port}`, pid: 1, vault, version: "0.1.0" });

describe("findRuntime", () => {
	const fs = memoryFs(
		{
			"/cfg/runtime/aaa.json": runtime("/home/me/Other", 41001),
			"/cfg/runtime/bbb.json": runtime("/home/me/Notes", 41002),
			"/cfg/runtime/ccc.json": "{half written",
			"/cfg/runtime/notes.txt": runtime("/home/me/Notes", 41003),
		},
		{ "/home/me/link-to-notes": "/home/me/Notes" },
	);

	it("takes the file whose vault is this vault's real path", async () => {
		const info = await findRuntime(fs, "/cfg", "/home/me/link-to-notes");
		expect(info?.port).toBe(41002);
		expect(info && endpointOf(info)).toEqual({ baseUrl: "http://127.0.0.1:41002", token: "t41002" });
	});

	it("ignores a trailing slash", async () => {
		expect((await findRuntime(fs, "/cfg", "/home/me/Notes/"))?.port).toBe(41002);
	});

	it("returns null for a vault without a daemon or without a runtime folder", async () => {
		expect(await findRuntime(fs, "/cfg", "/home/me/Elsewhere")).toBeNull();
		expect(await findRuntime(fs, "/nothing", "/home/me/Notes")).toBeNull();
	});
});

describe("launchDaemon", () => {
	function fakeSpawn(outcome: "spawn" | Error) {
		const calls: Parameters<SpawnFn>[] = [];
		let unref = 0;
		const spawn: SpawnFn = (...args) => {
			calls.push(args);
			const handlers: Record<string, (arg?: unknown) => void> = {};
			queueMicrotask(() => (outcome === "spawn" ? handlers.spawn?.() : handlers.error?.(outcome)));
			return {
				unref: () => void (unref += 1),
				once: (event: string, listener: (arg?: unknown) => void) => {
					handlers[event] = listener;
				},
			} as ReturnType<SpawnFn>;
		};
		return { spawn, calls, unrefs: () => unref };
	}

	it("spawns `serve --vault` detached, without a shell", async () => {
		const fake = fakeSpawn("spawn");
		await launchDaemon(fake.spawn, "/opt/bin/vault-recall", "/home/me/My Notes");
		expect(fake.calls).toEqual([
			[
				"/opt/bin/vault-recall",
				["serve", "--vault", "/home/me/My Notes"],
				{ detached: true, stdio: "ignore", shell: false, windowsHide: true },
			],
		]);
		expect(fake.unrefs()).toBe(1);
	});

	it("says where to set the path when the executable is missing", async () => {
		const fake = fakeSpawn(Object.assign(new Error("spawn vault-recall ENOENT"), { code: "ENOENT" }));
		await expect(launchDaemon(fake.spawn, " ", "/v")).rejects.toThrow(
			'Could not find "vault-recall". Set the daemon executable\'s full path in the settings.',
		);
	});
});
