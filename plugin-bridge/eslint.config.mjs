// Lints the plugin with eslint-plugin-obsidianmd's recommended rules (the community review's).
// Run from the repository root (`npm run lint` does): the plugin reads ./manifest.json there.
import { defineConfig } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig([
	{ ignores: ["plugin-bridge/main.js", "plugin-bridge/node_modules/**", "**/*.js", "!plugin-bridge/*.mjs"] },
	...obsidianmd.configs.recommended,
	{
		languageOptions: {
			parserOptions: {
				projectService: { allowDefaultProject: ["*.mjs"] },
				tsconfigRootDir: here,
			},
		},
		rules: {
			// minAppVersion is below 1.13, where the declarative settings API starts; display() with
			// setHeading() works on every supported version.
			"obsidianmd/settings-tab/prefer-setting-definitions": "off",
		},
	},
	{
		// The stand-in for the obsidian module implements createEl and instanceOf on top of the
		// DOM, and the tests talk to a real daemon from Node, where requestUrl does not exist.
		files: ["plugin-bridge/test/**"],
		rules: {
			"obsidianmd/prefer-create-el": "off",
			"obsidianmd/prefer-instanceof": "off",
			"no-restricted-globals": "off",
		},
	},
	{
		// These run in Node (they start the daemon and the browser), where there is no window.
		files: ["plugin-bridge/test/support/**", "plugin-bridge/test/e2e/**", "plugin-bridge/test/browser/*.test.ts"],
		rules: { "obsidianmd/prefer-window-timers": "off" },
	},
]);
