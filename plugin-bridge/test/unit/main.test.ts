import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import VaultRecallPlugin from "../../src/main";
import { VIEW_TYPE_RECALL } from "../../src/view";
import { FileSystemAdapter, type Plugin as StubPlugin } from "../obsidian-stub";

const configDir = mkdtempSync(path.join(os.tmpdir(), "vault-recall-main-"));
const loaded: StubPlugin[] = [];

function fakeApp() {
	return {
		vault: { adapter: new FileSystemAdapter("/home/me/Notes") },
		workspace: {
			getLeavesOfType: () => [],
			onLayoutReady: (cb: () => void) => cb(),
		},
	};
}

async function loadPlugin(data: unknown = null) {
	vi.stubEnv("VAULT_RECALL_CONFIG_DIR", configDir); // empty: no daemon runs for this vault
	const plugin = new VaultRecallPlugin(fakeApp() as never, { id: "vault-recall" } as never);
	const recorder = plugin as unknown as StubPlugin;
	recorder.data = data;
	loaded.push(recorder);
	await plugin.onload();
	return { plugin, recorder };
}

afterEach(() => {
	for (const plugin of loaded.splice(0)) plugin.unload(); // stops the status poll
	vi.unstubAllEnvs();
	document.body.empty();
});

afterAll(() => rmSync(configDir, { recursive: true, force: true }));

describe("plugin lifecycle", () => {
	it("registers the pane, the ribbon icon, the settings tab and two commands without hotkeys", async () => {
		const { recorder } = await loadPlugin();
		expect([...recorder.views.keys()]).toEqual([VIEW_TYPE_RECALL]);
		expect(recorder.ribbonIcons).toEqual([{ icon: "history", title: "Open recall pane" }]);
		expect(recorder.settingTabs).toHaveLength(1);
		expect(recorder.commands.map((c) => [c.id, c.name, c.hotkeys])).toEqual([
			["search-vault", "Search vault", undefined],
			["find-related-decisions", "Find related decisions", undefined],
		]);
		expect(recorder.commands[1]?.editorCallback).toBeTypeOf("function");
	});

	it("shows the daemon as offline in the status bar when no runtime file names the vault", async () => {
		const { recorder } = await loadPlugin();
		await vi.waitFor(() => expect(recorder.statusBarItems[0]?.textContent).toBe("Recall: offline"));
		expect(recorder.statusBarItems[0]?.getAttribute("aria-label")).toBe("Open recall pane");
	});

	it("loads stored settings over the defaults", async () => {
		const { plugin } = await loadPlugin({ resultsPerPage: 25, excludeFolders: ["Archive"] });
		expect(plugin.settings.resultsPerPage).toBe(25);
		expect(plugin.settings.excludeFolders).toEqual(["Archive"]);
		expect(plugin.settings.recencyDays).toBe(30);
	});
});
