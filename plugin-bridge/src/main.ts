// Plugin lifecycle: wires settings, the daemon connection, the pane, commands and status bar.
import { spawn } from "child_process";
import { FileSystemAdapter, Plugin, setTooltip } from "obsidian";
import { DaemonError } from "./client";
import { Connection } from "./connection";
import { desktopEnvironment, nodeRuntimeFs, obsidianRequest } from "./desktop";
import { openResult } from "./open";
import { configDir, endpointOf, findRuntime, launchDaemon } from "./runtime";
import { DEFAULT_SETTINGS, RecallSettingTab, normalizeSettings, readManualToken, searchOptions, type RecallSettings } from "./settings";
import { statusText, statusTooltip } from "./status";
import type { DaemonStatus, Endpoint } from "./types";
import { RecallView, VIEW_TYPE_RECALL } from "./view";

const STATUS_POLL_MS = 10_000;

export default class VaultRecallPlugin extends Plugin {
	override settings: RecallSettings = DEFAULT_SETTINGS;
	private connection!: Connection;
	private statusBarEl!: HTMLElement;

	override async onload(): Promise<void> {
		this.settings = normalizeSettings(await this.loadData());
		const adapter = this.app.vault.adapter;
		const vaultPath = adapter instanceof FileSystemAdapter ? adapter.getBasePath() : "";
		this.connection = new Connection({
			request: obsidianRequest,
			locate: () => this.locate(vaultPath),
			launch: () => launchDaemon(spawn, this.settings.executablePath, vaultPath),
			searchOptions: () => searchOptions(this.settings),
		});

		this.registerView(
			VIEW_TYPE_RECALL,
			(leaf) =>
				new RecallView(leaf, {
					daemon: this.connection,
					open: (result, newLeaf) => openResult(this.app, result, newLeaf),
					resultsPerPage: () => this.settings.resultsPerPage,
				}),
		);
		this.addRibbonIcon("history", "Open recall pane", () => void this.openPane());
		this.addCommand({
			id: "search-vault",
			name: "Search vault",
			callback: () => void this.openPane().then((view) => view?.focusInput()),
		});
		this.addCommand({
			id: "find-related-decisions",
			name: "Find related decisions",
			editorCallback: (editor, ctx) => {
				const text = editor.getValue();
				void this.openPane().then((view) => view?.showRelated(ctx.file?.path, text));
			},
		});

		this.statusBarEl = this.addStatusBarItem();
		this.statusBarEl.addClass("vault-recall-statusbar", "mod-clickable");
		this.statusBarEl.setText("Recall: …");
		this.registerDomEvent(this.statusBarEl, "click", () => void this.openPane());
		this.registerInterval(window.setInterval(() => void this.refreshStatus(), STATUS_POLL_MS));
		this.app.workspace.onLayoutReady(() => void this.refreshStatus());

		this.addSettingTab(new RecallSettingTab(this.app, this));
	}

	async saveSettings(): Promise<void> {
		await this.saveData(this.settings);
		this.connection.reset(); // The URL or token may have changed.
	}

	/** data.json changed on disk, e.g. through sync. */
	override async onExternalSettingsChange(): Promise<void> {
		this.settings = normalizeSettings(await this.loadData());
		this.connection.reset();
	}

	private async locate(vaultPath: string): Promise<Endpoint | null> {
		if (this.settings.daemonUrl) {
			return { baseUrl: this.settings.daemonUrl, token: readManualToken(this.app, this.settings) };
		}
		const runtime = await findRuntime(nodeRuntimeFs, configDir(desktopEnvironment()), vaultPath);
		return runtime && endpointOf(runtime);
	}

	private async openPane(): Promise<RecallView | null> {
		const { workspace } = this.app;
		let leaf = workspace.getLeavesOfType(VIEW_TYPE_RECALL)[0] ?? null;
		if (!leaf) {
			leaf = workspace.getRightLeaf(false);
			if (!leaf) return null;
			await leaf.setViewState({ type: VIEW_TYPE_RECALL, active: true });
		}
		await workspace.revealLeaf(leaf);
		return leaf.view instanceof RecallView ? leaf.view : null;
	}

	private async refreshStatus(): Promise<void> {
		let status: DaemonStatus | null = null;
		let problem: unknown = null;
		try {
			status = await this.connection.status();
		} catch (err) {
			problem = err;
		}
		const unauthorized = problem instanceof DaemonError && problem.kind === "unauthorized";
		this.statusBarEl.setText(statusText(status, unauthorized ? "token refused" : "offline"));
		setTooltip(this.statusBarEl, statusTooltip(status), { placement: "top" });
		for (const leaf of this.app.workspace.getLeavesOfType(VIEW_TYPE_RECALL)) {
			if (leaf.view instanceof RecallView) leaf.view.setDaemonStatus(status, problem);
		}
	}
}
