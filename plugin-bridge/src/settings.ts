// Settings: what is stored in data.json, its defaults, the settings tab, and the manual token,
// which never goes into data.json (it syncs with the vault).
import { type App, type Plugin, PluginSettingTab, SecretComponent, Setting, requireApiVersion } from "obsidian";
import type { SearchOptions } from "./types";

export interface RecallSettings {
	resultsPerPage: number;
	recencyDays: number;
	excludeFolders: string[];
	executablePath: string;
	/** Empty: find the daemon through its runtime file. */
	daemonUrl: string;
	/** Name of the secret in Obsidian's secret storage that holds the token for `daemonUrl`. */
	tokenSecretName: string;
}

export const DEFAULT_SETTINGS: RecallSettings = {
	resultsPerPage: 10,
	recencyDays: 30,
	excludeFolders: [],
	executablePath: "vault-recall",
	daemonUrl: "",
	tokenSecretName: "",
};

/** Fills in defaults and drops values of the wrong type, e.g. from an older version. */
export function normalizeSettings(data: unknown): RecallSettings {
	const raw = (typeof data === "object" && data !== null ? data : {}) as Partial<Record<keyof RecallSettings, unknown>>;
	const int = (value: unknown, fallback: number, low: number, high: number): number =>
		typeof value === "number" && Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : fallback;
	const text = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);
	return {
		resultsPerPage: int(raw.resultsPerPage, DEFAULT_SETTINGS.resultsPerPage, 1, 100),
		recencyDays: int(raw.recencyDays, DEFAULT_SETTINGS.recencyDays, 1, 36500),
		excludeFolders: Array.isArray(raw.excludeFolders)
			? raw.excludeFolders.filter((f): f is string => typeof f === "string")
			: [],
		executablePath: text(raw.executablePath, DEFAULT_SETTINGS.executablePath),
		daemonUrl: text(raw.daemonUrl, ""),
		tokenSecretName: text(raw.tokenSecretName, ""),
	};
}

export function searchOptions(settings: RecallSettings): SearchOptions {
	return { limit: settings.resultsPerPage, days: settings.recencyDays, exclude: settings.excludeFolders };
}

/** "notes/archive\n  drafts/ " -> ["notes/archive", "drafts"] */
export function parseFolders(text: string): string[] {
	return text
		.split(/\r?\n/)
		.map((line) => line.trim().replace(/^\/+|\/+$/g, ""))
		.filter((line) => line.length > 0);
}

/** Before secret storage existed: this device's local storage, which does not sync. */
const LOCAL_TOKEN_KEY = "vault-recall-token";

export function readManualToken(app: App, settings: RecallSettings): string {
	if (requireApiVersion("1.11.4")) {
		return settings.tokenSecretName ? (app.secretStorage.getSecret(settings.tokenSecretName) ?? "") : "";
	}
	const stored: unknown = app.loadLocalStorage(LOCAL_TOKEN_KEY);
	return typeof stored === "string" ? stored : "";
}

interface SettingsHost extends Plugin {
	settings: RecallSettings;
	saveSettings(): Promise<void>;
}

export class RecallSettingTab extends PluginSettingTab {
	constructor(
		app: App,
		private readonly plugin: SettingsHost,
	) {
		super(app, plugin);
	}

	override display(): void {
		const { containerEl } = this;
		const settings = this.plugin.settings;
		containerEl.empty();

		new Setting(containerEl).setName("Search").setHeading();
		this.numberSetting("Results per page", "How many entries one search asks for (1–100).", "resultsPerPage", 1, 100);
		this.numberSetting(
			"Recency window",
			"Days within which newer entries rank higher; sent to the daemon as `days`.",
			"recencyDays",
			1,
			36500,
		);
		new Setting(containerEl)
			.setName("Folders to exclude")
			.setDesc("One folder per line, relative to the vault root. Entries in these folders are left out.")
			.addTextArea((area) =>
				area
					.setPlaceholder("Archive")
					.setValue(settings.excludeFolders.join("\n"))
					.onChange(async (value) => {
						settings.excludeFolders = parseFolders(value);
						await this.plugin.saveSettings();
					}),
			);

		new Setting(containerEl).setName("Daemon").setHeading();
		new Setting(containerEl)
			.setName("Daemon executable")
			.setDesc("The vault-recall program that the start button runs. Give its full path if the app cannot find it by name.")
			.addText((input) =>
				input
					.setPlaceholder(DEFAULT_SETTINGS.executablePath)
					.setValue(settings.executablePath)
					.onChange(async (value) => {
						settings.executablePath = value.trim() || DEFAULT_SETTINGS.executablePath;
						await this.plugin.saveSettings();
					}),
			);
		new Setting(containerEl)
			.setName("Daemon URL")
			.setDesc("Leave empty to find the daemon of this vault automatically. Set it to reach a daemon on another port.")
			.addText((input) =>
				input
					.setPlaceholder("Found automatically")
					.setValue(settings.daemonUrl)
					.onChange(async (value) => {
						settings.daemonUrl = value.trim();
						await this.plugin.saveSettings();
					}),
			);
		this.tokenSetting(containerEl);
	}

	private numberSetting(
		name: string,
		desc: string,
		key: "resultsPerPage" | "recencyDays",
		low: number,
		high: number,
	): void {
		new Setting(this.containerEl)
			.setName(name)
			.setDesc(desc)
			.addText((input) => {
				input.inputEl.type = "number";
				input.inputEl.min = String(low);
				input.inputEl.max = String(high);
				input.setValue(String(this.plugin.settings[key])).onChange(async (value) => {
					const number = Number(value);
					if (!Number.isInteger(number) || number < low || number > high) return;
					this.plugin.settings[key] = number;
					await this.plugin.saveSettings();
				});
			});
	}

	private tokenSetting(containerEl: HTMLElement): void {
		const setting = new Setting(containerEl)
			.setName("Daemon token")
			.setDesc("Only with a daemon URL. Stored outside the vault, so it does not sync.");
		if (requireApiVersion("1.11.4")) {
			setting.addComponent((el) =>
				new SecretComponent(this.app, el).setValue(this.plugin.settings.tokenSecretName).onChange(async (name) => {
					this.plugin.settings.tokenSecretName = name;
					await this.plugin.saveSettings();
				}),
			);
			return;
		}
		setting.addText((input) => {
			input.inputEl.type = "password";
			input.setValue(readManualToken(this.app, this.plugin.settings)).onChange(async (value) => {
				this.app.saveLocalStorage(LOCAL_TOKEN_KEY, value.trim() || null);
				await this.plugin.saveSettings(); // Also makes the plugin reconnect with the new token.
			});
		});
	}
}
