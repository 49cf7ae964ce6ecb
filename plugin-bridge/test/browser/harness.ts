// The pane outside Obsidian: the real RecallView and Connection on the obsidian stand-in, in a
// frame that looks like the right sidebar. Requests go to window.vaultRecallRequest, which the
// test provides from Node (a page may not send the daemon an Origin it accepts). The test also
// fixes the day, for the daemon's ranking and the pane's "3 days ago", so that a screenshot taken
// on any day shows the same thing.
import type { WorkspaceLeaf as ObsidianLeaf } from "obsidian";
import type { HttpRequest, HttpResponse } from "../../src/client";
import { Connection } from "../../src/connection";
import type { Endpoint, SearchResult } from "../../src/types";
import { RecallView } from "../../src/view";
import { WorkspaceLeaf } from "../obsidian-stub";

declare global {
	interface Window {
		vaultRecallRequest(request: HttpRequest): Promise<HttpResponse>;
		vaultRecallEndpoint: Endpoint;
		/** YYYY-MM-DD */
		vaultRecallToday: string;
		vaultRecallOpened: { path: string; line: number; newLeaf: unknown }[];
	}
}

async function main(): Promise<void> {
	window.vaultRecallOpened = [];
	const sidebar = document.body.createDiv({ cls: "harness-sidebar" });
	const tabs = sidebar.createDiv({ cls: "harness-tabs" });
	tabs.createDiv({ cls: "harness-tab is-active", text: "Recall" });
	tabs.createDiv({ cls: "harness-tab", text: "Outline" });
	tabs.createDiv({ cls: "harness-tab", text: "Backlinks" });

	const today = window.vaultRecallToday;
	const [year, month, day] = today.split("-").map(Number);
	const connection = new Connection({
		request: (request) => window.vaultRecallRequest(request),
		locate: async () => window.vaultRecallEndpoint,
		launch: () => Promise.reject(new Error("The harness does not start daemons")),
		searchOptions: () => ({ limit: 10, days: 30, exclude: [], now: today }),
	});
	const view = new RecallView(new WorkspaceLeaf() as unknown as ObsidianLeaf, {
		daemon: connection,
		open: async (result: SearchResult, newLeaf) => {
			window.vaultRecallOpened.push({ path: result.path, line: result.line_start - 1, newLeaf });
		},
		resultsPerPage: () => 10,
		today: () => new Date(year ?? 0, (month ?? 1) - 1, day),
	});
	sidebar.appendChild(view.containerEl);
	await (view as unknown as { open(): Promise<void> }).open();
	document.body.addClass("harness-ready");
}

void main();
