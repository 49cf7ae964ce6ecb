// The built pane in headless Chromium against the real daemon on the repository's demo vault:
// type a Chinese query, wait for real results, check them, open one with the keyboard, and take
// a screenshot. docs/sidebar.png, the README's, must show this same pane: it carries the pane's
// text, which the test compares; VAULT_RECALL_UPDATE_SCREENSHOT=1 (npm run screenshot) rewrites it.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import esbuild from "esbuild";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { HttpRequest } from "../../src/client";
import { REPO_ROOT, settleEmbedding, startDaemon, type RunningDaemon } from "../support/daemon";
import { nodeRequest } from "../support/node-request";
import { readText, withText } from "../support/png-text";

const HERE = import.meta.dirname;
const PLUGIN = path.resolve(HERE, "../..");
const DEMO_VAULT = path.join(REPO_ROOT, "demo-vault");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ORIGIN = "http://vault-recall.test";
const QUERY = "PostgreSQL 備份";
// The day the screenshot is taken on, and the modification time of every demo note, so that it
// looks the same whenever and wherever it is taken.
const TODAY = "2026-11-30";
const MTIME = new Date(2026, 10, 20, 12);
const SCREENSHOT = path.join(REPO_ROOT, "docs/sidebar.png");
const SCREENSHOT_KEY = "Description";
const ENTRY_TYPES = ["Decision", "Discovery", "Preference", "Advice", "Event"];
// Quiet on a closed network (docs: plugin-toolchain.md).
const FLAGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

let daemon: RunningDaemon;
let context: BrowserContext;
let page: Page;
let profile: string;
let vault: string;
const searches: string[] = [];

async function bundleHarness(): Promise<string> {
	const result = await esbuild.build({
		entryPoints: [path.join(HERE, "harness.ts")],
		bundle: true,
		format: "iife",
		target: "es2018",
		write: false,
		alias: { obsidian: path.resolve(HERE, "../obsidian-stub.ts") },
		logLevel: "silent",
	});
	return result.outputFiles[0]?.text ?? "";
}

beforeAll(async () => {
	if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install chromium, or set CHROMIUM_PATH`);
	const files: Record<string, [string, string]> = {
		"/index.html": ["text/html", readFileSync(path.join(HERE, "index.html"), "utf8")],
		"/theme.css": ["text/css", readFileSync(path.join(HERE, "theme.css"), "utf8")],
		"/styles.css": ["text/css", readFileSync(path.join(PLUGIN, "styles.css"), "utf8")],
		"/harness.js": ["text/javascript", await bundleHarness()],
	};
	vault = mkdtempSync(path.join(os.tmpdir(), "vault-recall-demo-"));
	cpSync(DEMO_VAULT, vault, { recursive: true });
	for (const name of readdirSync(vault, { recursive: true, encoding: "utf8" })) utimesSync(path.join(vault, name), MTIME, MTIME);
	daemon = await startDaemon(vault, "test-token-browser");
	await settleEmbedding(daemon);
	// The daemon sets up its Chinese tokenizer on the first query; keep that second out of the
	// screenshot's timing line.
	await nodeRequest({
		url: `${daemon.baseUrl}/search?q=${encodeURIComponent("資料庫")}`,
		method: "GET",
		headers: { Authorization: `Bearer ${daemon.token}` },
	});
	profile = mkdtempSync(path.join(os.tmpdir(), "vault-recall-chromium-"));
	context = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		args: FLAGS,
		viewport: { width: 400, height: 720 },
		deviceScaleFactor: 2,
	});
	// Everything the page loads comes from here; nothing reaches the network.
	await context.route("**/*", async (route) => {
		const url = new URL(route.request().url());
		const file = url.origin === ORIGIN ? files[url.pathname] : undefined;
		if (!file) return route.abort();
		return route.fulfill({ status: 200, contentType: `${file[0]}; charset=utf-8`, body: file[1] });
	});
	await context.exposeFunction("vaultRecallRequest", (request: HttpRequest) => {
		if (request.url.includes("/search?")) searches.push(request.url);
		return nodeRequest(request);
	});
	page = context.pages()[0] ?? (await context.newPage());
	await page.addInitScript(
		({ endpoint, today }) => {
			window.vaultRecallEndpoint = endpoint;
			window.vaultRecallToday = today;
		},
		{ endpoint: { baseUrl: daemon.baseUrl, token: daemon.token }, today: TODAY },
	);
	await page.goto(`${ORIGIN}/index.html`);
	await page.waitForSelector("body.harness-ready");
});

afterAll(async () => {
	await context?.close();
	await daemon?.dispose();
	if (profile) rmSync(profile, { recursive: true, force: true });
	if (vault) rmSync(vault, { recursive: true, force: true });
});

/** The pane as text, which is what the screenshot shows apart from the search's timing. */
async function paneText(): Promise<string> {
	const text = await page.locator(".vault-recall-pane").innerText();
	return text.replace(/ · \d+ ms$/m, " · … ms");
}

it("searches the demo vault in Chinese as you type and shows real entries", async () => {
	await page.locator(".vault-recall-input").pressSequentially(QUERY, { delay: 40 });
	await page.waitForSelector(".vault-recall-result");
	await page.waitForFunction(() => !document.querySelector(".vault-recall-pane.vault-recall-loading"));

	// Debounced: one request for the whole query, not one per key.
	expect(searches.length).toBeGreaterThan(0);
	expect(searches.length).toBeLessThan(QUERY.length / 2);
	expect(decodeURIComponent(new URL(searches.at(-1) ?? "").searchParams.get("q") ?? "")).toBe(QUERY);

	const titles = await page.locator(".vault-recall-note-title").allTextContents();
	expect(titles.length).toBeGreaterThan(0);
	expect(titles.every((title) => title.trim().length > 0)).toBe(true);
	const hits = await page.locator("mark.vault-recall-hit").allTextContents();
	expect(hits.some((hit) => /postgresql|備份/i.test(hit))).toBe(true);
	const first = page.locator(".vault-recall-result").first();
	expect(await first.getAttribute("title")).toMatch(/^Score .*bm25/);
	const types = await page.locator(".vault-recall-hall").allTextContents();
	expect(types.length).toBeGreaterThan(0);
	expect(types.filter((type) => !ENTRY_TYPES.includes(type))).toEqual([]);

	// The demo notes' bold dates and tables show as such, not as Markdown.
	const text = await paneText();
	expect(text).not.toMatch(/\*\*|\| ---/);
	expect(await page.locator(".vault-recall-snippet strong").count()).toBeGreaterThan(0);
	expect(await page.locator(".vault-recall-table-row.is-header").count()).toBeGreaterThan(0);

	const png = await page.locator(".harness-sidebar").screenshot();
	if (process.env.VAULT_RECALL_UPDATE_SCREENSHOT) writeFileSync(SCREENSHOT, withText(png, SCREENSHOT_KEY, text));
	else writeFileSync(path.join(os.tmpdir(), "vault-recall-sidebar.png"), png);
	expect(readText(readFileSync(SCREENSHOT), SCREENSHOT_KEY), "docs/sidebar.png shows another pane: npm run screenshot").toBe(text);
});

it("opens the selected entry at its line with the keyboard", async () => {
	await page.locator(".vault-recall-input").press("ArrowDown");
	await page.locator(".vault-recall-input").press("Enter");
	const opened = await page.evaluate(() => window.vaultRecallOpened);
	const first = await page.evaluate(() => {
		const el = document.querySelector(".vault-recall-result.is-selected .vault-recall-lines");
		return el?.textContent ?? "";
	});
	expect(opened).toHaveLength(1);
	expect(opened[0]?.path).toMatch(/\.md$/);
	// "Line 17" in the pane is eState line 16.
	expect(`Line ${(opened[0]?.line ?? -2) + 1}`).toBe(first.replace(/–\d+$/, "").replace("Lines", "Line"));
});
