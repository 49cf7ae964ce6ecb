// The right-sidebar pane: a search box that queries as you type, results grouped by note, and
// the states between (idle, slow, empty, offline, refused). It reaches the daemon only through
// the injected `Daemon`, so tests drive it with fakes.
import { ItemView, Keymap, type PaneType, type WorkspaceLeaf } from "obsidian";
import { DaemonError } from "./client";
import type { Daemon } from "./connection";
import {
	HINT_MESSAGE,
	STARTING_MESSAGE,
	emptyMessage,
	emptyPeriodMessage,
	unansweredPeriodMessage,
	errorMessage,
	startFailedMessage,
	type PaneMessage,
} from "./messages";
import { groupByNote, renderGroup } from "./render";
import { Selection } from "./selection";
import { statusLine } from "./status";
import type { DaemonStatus, ResultPage, SearchResult } from "./types";

export const VIEW_TYPE_RECALL = "vault-recall";
export const DEBOUNCE_MS = 150;
export const SPINNER_DELAY_MS = 300;
const LOADING_CLASS = "vault-recall-loading";
const MAX_LIMIT = 100;

export interface RecallViewDeps {
	daemon: Daemon;
	open(result: SearchResult, newLeaf: PaneType | boolean): Promise<void>;
	resultsPerPage(): number;
	today?(): Date;
}

type Query =
	| { kind: "search"; query: string; limit: number }
	| { kind: "related"; path: string | undefined; text: string; limit: number };

interface Button {
	label: string;
	run(): void;
}

export class RecallView extends ItemView {
	private inputEl!: HTMLInputElement;
	private headingEl!: HTMLElement;
	private messageEl!: HTMLElement;
	private listEl!: HTMLElement;
	private footerEl!: HTMLElement;
	private statusEl!: HTMLElement;

	/** Bumped by every request and by clearing the input; answers with an older number are dropped. */
	private seq = 0;
	private debounceTimer: number | null = null;
	private spinnerTimer: number | null = null;
	private query: Query | null = null;
	private page: ResultPage | null = null;
	private expanded = new Set<string>();
	private selection = new Selection();
	private actions = new Map<string, () => void>();
	/** What the pane shows while the search box is empty: the hint, or why the daemon can't help. */
	private idle: "hint" | "problem" | null = null;
	private starting = false;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly deps: RecallViewDeps,
	) {
		super(leaf);
	}

	override getViewType(): string {
		return VIEW_TYPE_RECALL;
	}

	override getDisplayText(): string {
		return "Recall";
	}

	override getIcon(): string {
		return "history";
	}

	override async onOpen(): Promise<void> {
		const root = this.contentEl;
		root.empty();
		root.addClass("vault-recall-pane");
		const bar = root.createDiv({ cls: "vault-recall-search" });
		this.inputEl = bar.createEl("input", {
			cls: "vault-recall-input",
			type: "search",
			placeholder: "Search notes…",
			attr: { "aria-label": "Search notes", spellcheck: "false", enterkeyhint: "search" },
		});
		bar.createDiv({ cls: "vault-recall-spinner", attr: { "aria-hidden": "true" } });
		this.statusEl = root.createDiv({ cls: "vault-recall-status" });
		this.headingEl = root.createDiv({ cls: "vault-recall-heading" });
		this.messageEl = root.createDiv({ cls: "vault-recall-message", attr: { "aria-live": "polite" } });
		this.listEl = root.createDiv({ cls: "vault-recall-results", attr: { role: "listbox" } });
		this.footerEl = root.createDiv({ cls: "vault-recall-footer" });

		this.registerDomEvent(this.inputEl, "input", () => this.onInput());
		this.registerDomEvent(this.inputEl, "keydown", (evt) => this.onKeydown(evt));
		this.registerDomEvent(this.listEl, "keydown", (evt) => this.onKeydown(evt));
		this.registerDomEvent(root, "click", (evt) => this.onClick(evt));
		this.showIdle();
		void this.checkDaemon();
	}

	override async onClose(): Promise<void> {
		this.seq += 1;
		this.clearTimers();
	}

	focusInput(): void {
		this.inputEl.focus();
		this.inputEl.select();
	}

	/** Decision entries related to a note's (possibly unsaved) text, under their own heading. */
	showRelated(path: string | undefined, text: string): void {
		this.clearTimers();
		void this.run({ kind: "related", path, text, limit: this.deps.resultsPerPage() });
	}

	/**
	 * The daemon's state from the plugin's status poll, or null and the reason when the poll
	 * failed. With an empty search box the pane says plainly when the daemon cannot answer.
	 */
	setDaemonStatus(status: DaemonStatus | null, problem?: unknown): void {
		const line = status && statusLine(status);
		this.statusEl.toggleClass("is-visible", Boolean(line));
		if (line) this.statusEl.setText(line);
		else this.statusEl.empty();
		if (this.query !== null || this.starting) return;
		if (status && this.idle !== "hint") this.showIdle();
		if (!status && this.idle !== "problem") {
			this.reset();
			this.idle = "problem";
			this.showMessage(errorMessage(problem ?? new DaemonError("offline", 0, "No daemon is running")));
		}
	}

	private async checkDaemon(): Promise<void> {
		try {
			this.setDaemonStatus(await this.deps.daemon.status());
		} catch (err) {
			this.setDaemonStatus(null, err);
		}
	}

	private onInput(): void {
		this.clearTimers();
		const query = this.inputEl.value.trim();
		if (!query) {
			this.seq += 1; // An answer still on its way must not refill an emptied pane.
			this.showIdle();
			return;
		}
		this.debounceTimer = window.setTimeout(() => {
			this.debounceTimer = null;
			void this.run({ kind: "search", query, limit: this.deps.resultsPerPage() });
		}, DEBOUNCE_MS);
	}

	private async run(query: Query): Promise<void> {
		const seq = ++this.seq;
		const sameQuery = this.query !== null && sameSubject(this.query, query);
		this.query = query;
		this.stopSpinner();
		this.spinnerTimer = window.setTimeout(() => this.contentEl.addClass(LOADING_CLASS), SPINNER_DELAY_MS);
		try {
			const page =
				query.kind === "search"
					? await this.deps.daemon.search(query.query, query.limit)
					: await this.deps.daemon.related({ path: query.path, text: query.text, limit: query.limit });
			if (seq !== this.seq) return;
			if (!sameQuery) this.expanded.clear();
			this.page = page;
			this.showPage();
		} catch (err) {
			if (seq !== this.seq) return;
			this.page = null;
			this.showError(err);
		} finally {
			if (seq === this.seq) this.stopSpinner();
		}
	}

	private showIdle(): void {
		this.query = null;
		this.page = null;
		this.reset();
		this.idle = "hint";
		this.showMessage(HINT_MESSAGE);
	}

	private showPage(): void {
		const { page, query } = this;
		if (!page || !query) return;
		this.reset();
		if (query.kind === "related") {
			this.headingEl.createDiv({ cls: "vault-recall-heading-title", text: "Related decisions" });
			this.headingEl.createDiv({ cls: "vault-recall-heading-note", text: query.path ?? "Unsaved note" });
		}
		if (page.results.length === 0) {
			this.showMessage(emptyMessage(query.kind === "search" ? query.query : null));
			return;
		}
		if (page.empty_period) this.showMessage(emptyPeriodMessage(page.empty_period));
		if (page.unanswered_period) this.showMessage(unansweredPeriodMessage(page.unanswered_period));
		const today = this.deps.today?.() ?? new Date();
		const groups = groupByNote(page.results);
		for (const group of groups) {
			this.selection.add(renderGroup(this.listEl, group, this.expanded.has(group.path), today).items);
		}
		if (page.results.length >= query.limit && query.limit < MAX_LIMIT) {
			this.addButton(this.listEl, { label: "More results", run: () => this.loadMore() }, "vault-recall-load-more");
		}
		const entries = page.results.length;
		this.footerEl.setText(
			`${entries} ${entries === 1 ? "entry" : "entries"} in ${groups.length} ${groups.length === 1 ? "note" : "notes"} · ${Math.round(page.took_ms)} ms`,
		);
	}

	private showError(err: unknown): void {
		this.reset();
		this.showMessage(errorMessage(err));
	}

	private async startDaemon(): Promise<void> {
		this.reset();
		this.showMessage(STARTING_MESSAGE);
		this.contentEl.addClass(LOADING_CLASS);
		this.starting = true;
		try {
			await this.deps.daemon.start();
			this.starting = false;
			this.retry();
		} catch (err) {
			this.starting = false;
			this.reset();
			this.showMessage(startFailedMessage(err));
		} finally {
			this.contentEl.removeClass(LOADING_CLASS);
		}
	}

	private retry(): void {
		if (this.query) {
			void this.run(this.query);
			return;
		}
		this.idle = null; // Show the answer even when it is the same problem again.
		void this.checkDaemon();
	}

	private loadMore(): void {
		if (!this.query) return;
		const limit = Math.min(MAX_LIMIT, this.query.limit + this.deps.resultsPerPage());
		void this.run({ ...this.query, limit });
	}

	private reset(): void {
		this.headingEl.empty();
		this.messageEl.empty();
		this.listEl.empty();
		this.footerEl.empty();
		this.actions.clear();
		this.selection.reset();
		this.idle = null;
	}

	private showMessage({ title, detail, actions }: PaneMessage): void {
		this.messageEl.createDiv({ cls: "vault-recall-message-title", text: title });
		if (detail) this.messageEl.createDiv({ cls: "vault-recall-message-detail", text: detail });
		if (actions.length === 0) return;
		const row = this.messageEl.createDiv({ cls: "vault-recall-actions" });
		for (const action of actions) {
			const run = action === "start" ? () => void this.startDaemon() : () => this.retry();
			this.addButton(row, { label: action === "start" ? "Start daemon" : "Retry", run }, "vault-recall-action");
		}
	}

	private addButton(parent: HTMLElement, action: Button, cls: string): void {
		const id = String(this.actions.size);
		this.actions.set(id, () => action.run());
		parent.createEl("button", { cls, text: action.label, attr: { type: "button", "data-action": id } });
	}

	private onClick(evt: MouseEvent): void {
		const target = evt.targetNode;
		if (!target?.instanceOf(Element)) return;
		const action = target.closest("[data-action]")?.getAttribute("data-action");
		if (action !== null && action !== undefined) {
			this.actions.get(action)?.();
			return;
		}
		const more = target.closest(".vault-recall-more")?.getAttribute("data-path");
		if (more) {
			this.expanded.add(more);
			this.showPage();
			return;
		}
		const item = this.selection.select(this.selection.indexOf(target));
		if (item) void this.deps.open(item.result, Keymap.isModEvent(evt));
	}

	private onKeydown(evt: KeyboardEvent): void {
		// Enter also confirms an IME composition (pinyin, zhuyin): that one is not ours.
		if (evt.isComposing || this.selection.size === 0) return;
		const inList = evt.targetNode !== this.inputEl;
		if (evt.key === "ArrowDown" || evt.key === "ArrowUp") {
			evt.preventDefault();
			if (evt.key === "ArrowUp" && inList && this.selection.atTop) {
				this.selection.select(-1);
				this.inputEl.focus();
				return;
			}
			const item = this.selection.move(evt.key === "ArrowDown" ? 1 : -1);
			if (inList) item?.el.focus();
		} else if (evt.key === "Enter") {
			const item = this.selection.current;
			if (!item) return;
			evt.preventDefault();
			void this.deps.open(item.result, Keymap.isModEvent(evt));
		}
	}

	private stopSpinner(): void {
		if (this.spinnerTimer !== null) window.clearTimeout(this.spinnerTimer);
		this.spinnerTimer = null;
		this.contentEl.removeClass(LOADING_CLASS);
	}

	private clearTimers(): void {
		if (this.debounceTimer !== null) window.clearTimeout(this.debounceTimer);
		this.debounceTimer = null;
		this.stopSpinner();
	}
}

function sameSubject(a: Query, b: Query): boolean {
	if (a.kind === "search" && b.kind === "search") return a.query === b.query;
	if (a.kind === "related" && b.kind === "related") return a.path === b.path;
	return false;
}
