// Three projects: unit (happy-dom, obsidian stand-in), e2e (Node, a real daemon on a fixture
// vault) and browser (a real daemon on the demo vault, the pane in headless Chromium).
import path from "node:path";
import { defineConfig } from "vitest/config";

const stub = path.resolve(import.meta.dirname, "test/obsidian-stub.ts");

export default defineConfig({
	resolve: { alias: { obsidian: stub } },
	test: {
		projects: [
			{
				extends: true,
				test: {
					name: "unit",
					environment: "happy-dom",
					include: ["test/unit/**/*.test.ts"],
					// Obsidian adds createEl & co. to every element before any plugin code runs.
					setupFiles: ["test/obsidian-stub.ts"],
				},
			},
			{
				extends: true,
				test: {
					name: "e2e",
					environment: "node",
					include: ["test/e2e/**/*.test.ts"],
					testTimeout: 30_000,
					hookTimeout: 90_000,
				},
			},
			{
				extends: true,
				test: {
					name: "browser",
					environment: "node",
					include: ["test/browser/**/*.test.ts"],
					testTimeout: 60_000,
					hookTimeout: 90_000,
				},
			},
		],
	},
});
