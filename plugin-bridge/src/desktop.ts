// The desktop app's side of the injected dependencies: Node's fs and process facts for finding
// the runtime file, and Obsidian's requestUrl (not subject to CORS) for talking to the daemon.
import { promises as fs } from "fs";
import { homedir } from "os";
import { requestUrl } from "obsidian";
import type { RequestFn } from "./client";
import type { Environment, RuntimeFs } from "./runtime";

export const nodeRuntimeFs: RuntimeFs = {
	readdir: (dir) => fs.readdir(dir),
	readFile: (path) => fs.readFile(path, "utf8"),
	realpath: (path) => fs.realpath(path),
};

export function desktopEnvironment(): Environment {
	return { platform: process.platform, home: homedir(), env: process.env };
}

export const obsidianRequest: RequestFn = async (request) => {
	const response = await requestUrl({ ...request, throw: false });
	let json: unknown = null;
	try {
		json = response.json;
	} catch {
		json = null; // Not JSON: the client reports it as a bad response.
	}
	return { status: response.status, headers: response.headers, json };
};
