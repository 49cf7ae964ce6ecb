// Finding the daemon of this vault through its runtime file, and starting one (docs/api.md,
// "Connecting"). File system and process access are injected so tests can run on fixtures.
import type { Endpoint, RuntimeInfo } from "./types";

export interface RuntimeFs {
	readdir(dir: string): Promise<string[]>;
	readFile(path: string): Promise<string>;
	realpath(path: string): Promise<string>;
}

export interface Environment {
	platform: string;
	home: string;
	env: Record<string, string | undefined>;
}

/** platformdirs' user_config_dir("vault-recall"), or VAULT_RECALL_CONFIG_DIR. */
export function configDir({ platform, home, env }: Environment): string {
	const override = env.VAULT_RECALL_CONFIG_DIR;
	if (override) return override;
	if (platform === "win32") {
		const local = env.LOCALAPPDATA || `${home}\\AppData\\Local`;
		return `${local}\\vault-recall`;
	}
	if (platform === "darwin") return `${home}/Library/Application Support/vault-recall`;
	const xdg = env.XDG_CONFIG_HOME;
	return `${xdg && xdg.startsWith("/") ? xdg : `${home}/.config`}/vault-recall`;
}

/** The runtime file whose `vault` is this vault's real path, or null when none matches. */
export async function findRuntime(fs: RuntimeFs, dir: string, vaultPath: string): Promise<RuntimeInfo | null> {
	const runtimeDir = joinPath(dir, "runtime");
	let names: string[];
	try {
		names = await fs.readdir(runtimeDir);
	} catch {
		return null; // No daemon has ever started with this config dir.
	}
	const wanted = samePathKey(await realpathOr(fs, vaultPath));
	for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
		const info = await readRuntime(fs, joinPath(runtimeDir, name));
		if (info && samePathKey(info.vault) === wanted) return info;
	}
	return null;
}

export function endpointOf(info: RuntimeInfo): Endpoint {
	return { baseUrl: `http://127.0.0.1:${info.port}`, token: info.token };
}

async function readRuntime(fs: RuntimeFs, path: string): Promise<RuntimeInfo | null> {
	try {
		const data = JSON.parse(await fs.readFile(path)) as Partial<RuntimeInfo>;
		if (typeof data.port !== "number" || typeof data.token !== "string" || typeof data.vault !== "string") {
			return null;
		}
		return {
			port: data.port,
			token: data.token,
			vault: data.vault,
			pid: typeof data.pid === "number" ? data.pid : 0,
			version: typeof data.version === "string" ? data.version : "",
		};
	} catch {
		return null; // Half-written or foreign file: not ours to judge.
	}
}

async function realpathOr(fs: RuntimeFs, path: string): Promise<string> {
	try {
		return await fs.realpath(path);
	} catch {
		return path;
	}
}

/** Windows and macOS paths compare case-insensitively; trailing separators never matter. */
function samePathKey(path: string): string {
	const trimmed = path.replace(/[\\/]+$/, "");
	return /^[a-zA-Z]:\\/.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

function joinPath(dir: string, name: string): string {
	const sep = dir.includes("\\") && !dir.includes("/") ? "\\" : "/";
	return dir.endsWith(sep) ? dir + name : dir + sep + name;
}

/** The subset of Node's child_process.spawn the launcher needs. */
export type SpawnFn = (
	command: string,
	args: string[],
	options: { detached: boolean; stdio: "ignore"; shell: false; windowsHide: boolean },
) => SpawnedProcess;

export interface SpawnedProcess {
	unref(): void;
	once(event: "spawn", listener: () => void): unknown;
	once(event: "error", listener: (err: Error) => void): unknown;
}

export class LaunchError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "LaunchError";
	}
}

/**
 * Starts `<executable> serve --vault <vault>` detached from Obsidian, without a shell, so the
 * daemon outlives the app and no path needs quoting. Resolves once the process has spawned.
 */
export function launchDaemon(spawn: SpawnFn, executable: string, vaultPath: string): Promise<void> {
	const command = executable.trim() || "vault-recall";
	return new Promise((resolve, reject) => {
		try {
			const child = spawn(command, ["serve", "--vault", vaultPath], {
				detached: true,
				stdio: "ignore",
				shell: false,
				windowsHide: true,
			});
			// A missing executable is reported through "error", after spawn() returned.
			child.once("error", (err) => reject(launchError(command, err)));
			child.once("spawn", () => resolve());
			child.unref();
		} catch (err) {
			reject(launchError(command, err));
		}
	});
}

function launchError(command: string, err: unknown): LaunchError {
	const code = (err as { code?: unknown } | null)?.code;
	if (code === "ENOENT") {
		return new LaunchError(`Could not find "${command}". Set the daemon executable's full path in the settings.`);
	}
	const reason = err instanceof Error ? err.message : String(err);
	return new LaunchError(`Could not start "${command}": ${reason}`);
}
