// Starts the real `vault-recall serve` (from the repository's .venv) on a vault, with its own
// port, token, config dir and index dir, and stops it. There is no fallback: a missing daemon
// fails the test, because `make test` builds .venv before running the plugin's checks.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { nodeRequest } from "./node-request";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
export const DAEMON_BIN = process.env.VAULT_RECALL_BIN ?? path.join(REPO_ROOT, ".venv/bin/vault-recall");
const READY_TIMEOUT_MS = 60_000;

export interface RunningDaemon {
	vault: string;
	port: number;
	token: string;
	baseUrl: string;
	configDir: string;
	log(): string;
	/** SIGINT, as a user's Ctrl-C: a clean shutdown that removes the runtime file. */
	stop(): Promise<void>;
	/** Stops the daemon and deletes its config and index folders. */
	dispose(): Promise<void>;
}

export async function startDaemon(vault: string, token = "test-token-e2e"): Promise<RunningDaemon> {
	if (!existsSync(DAEMON_BIN)) {
		throw new Error(`${DAEMON_BIN} does not exist: run \`make venv\` in ${REPO_ROOT} first`);
	}
	const tmp = mkdtempSync(path.join(os.tmpdir(), "vault-recall-plugin-"));
	const configDir = path.join(tmp, "config");
	const port = await freePort();
	let output = "";
	const child = spawn(
		DAEMON_BIN,
		["serve", "--vault", vault, "--port", String(port), "--index-dir", path.join(tmp, "index")],
		{
			env: { ...process.env, VAULT_RECALL_TOKEN: token, VAULT_RECALL_CONFIG_DIR: configDir },
			stdio: ["ignore", "pipe", "pipe"],
		},
	);
	child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
	child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
	const baseUrl = `http://127.0.0.1:${port}`;
	const daemon: RunningDaemon = {
		vault,
		port,
		token,
		baseUrl,
		configDir,
		log: () => output,
		stop: () => stopProcess(child),
		dispose: async () => {
			await stopProcess(child);
			rmSync(tmp, { recursive: true, force: true });
		},
	};
	try {
		await waitUntilReady(child, baseUrl, token, () => output);
	} catch (err) {
		await daemon.dispose();
		throw err;
	}
	return daemon;
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, token: string, log: () => string): Promise<void> {
	const deadline = Date.now() + READY_TIMEOUT_MS;
	let last = "no answer yet";
	while (Date.now() < deadline) {
		if (child.exitCode !== null || child.signalCode !== null) {
			throw new Error(`vault-recall serve exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
		}
		try {
			const res = await nodeRequest({ url: `${baseUrl}/status`, method: "GET", headers: { Authorization: `Bearer ${token}` } });
			const state = (res.json as { state?: unknown } | null)?.state;
			if (res.status === 200 && state === "ready") return;
			last = `HTTP ${res.status}, state ${String(state)}`;
		} catch (err) {
			last = String(err);
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`vault-recall serve was not ready after ${READY_TIMEOUT_MS / 1000} s (${last}):\n${log()}`);
}

/**
 * Waits until search by meaning has embedded the vault, or is off or cannot run: the daemon embeds
 * in the background after it is ready, and until it is done the pane's status line says so and
 * the ranking changes from one run to the next.
 */
export async function settleEmbedding(daemon: RunningDaemon): Promise<void> {
	const deadline = Date.now() + READY_TIMEOUT_MS;
	let state = "no answer yet";
	while (Date.now() < deadline) {
		const res = await nodeRequest({ url: `${daemon.baseUrl}/status`, method: "GET", headers: { Authorization: `Bearer ${daemon.token}` } });
		const semantic = (res.json as { semantic?: { state?: unknown } } | null)?.semantic;
		state = String(semantic?.state);
		if (res.status === 200 && !["waiting", "embedding"].includes(state)) return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`search by meaning was still ${state} after ${READY_TIMEOUT_MS / 1000} s:\n${daemon.log()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
		child.once("exit", () => {
			clearTimeout(kill);
			resolve();
		});
		child.kill("SIGINT");
	});
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => {
			const address = server.address();
			server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
		});
	});
}
