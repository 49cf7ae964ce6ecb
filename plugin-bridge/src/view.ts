// The right-sidebar pane: a search box that queries as you type, results grouped by note, and
// the states between (idle, slow, empty, offline, refused). It reaches the daemon only through
// the injected `Daemon`, so tests drive it with fakes.
import { ItemView, Keymap, type PaneType, type WorkspaceLeaf } from "obsidian";
import type { Daemon } from "./connection";
import { errorMessage, startFailedMessage, type PaneMessage } from "./messages";
import { groupByNote, renderGroup } from "./render";
import type { DaemonStatus, ResultPage, SearchResult } from "./types";

export const VIEW_TYPE_RECALL = "vault-recall";
export const DEBOUNCE_MS = 150;
export const SPINNER_DELAY_MS = 300;
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
	private items: { el: HTMLElement; result: SearchResult }[] = [];
	private selected = -1;
	private actions = new Map<string, () => void>();

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

	/** The daemon's state from the plugin's status poll; null when it is offline. */
	setDaemonStatus(status: DaemonStatus | null): void {
		const busy = status && status.state !== "ready";
		this.statusEl.toggleClass("is-visible", Boolean(busy));
		if (!status || !busy) {
			this.statusEl.empty();
			return;
		}
		const { done, total } = status.progress;
		this.statusEl.setText(
			status.state === "starting"
				? "The daemon is starting; results may be incomplete."
				: `Indexing ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} notes; results may be incomplete.`,
		);
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
		this.spinnerTimer = window.setTimeout(() => this.contentEl.addClass("is-loading"), SPINNER_DELAY_MS);
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
		this.showMessage({
			title: "Type to search this vault.",
			detail: "Each result is an entry of a note, with its date and type.",
			actions: [],
		});
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
			if (query.kind === "related") {
				this.showMessage({
					title: "No related decisions.",
					detail: "No decision in other notes shares enough with this note.",
					actions: [],
				});
			} else {
				this.showMessage({
					title: `Nothing matches “${query.query}”.`,
					detail: "Try other or fewer words, or check the folders excluded in the settings.",
					actions: [],
				});
			}
			return;
		}
		const today = this.deps.today?.() ?? new Date();
		const groups = groupByNote(page.results);
		for (const group of groups) {
			this.items.push(...renderGroup(this.listEl, group, this.expanded.has(group.path), today).items);
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
		this.showMessage({
			title: "Starting Vault Recall…",
			detail: "The first start indexes the vault; this can take a minute.",
			actions: [],
		});
		this.contentEl.addClass("is-loading");
		try {
			await this.deps.daemon.start();
			this.contentEl.removeClass("is-loading");
			this.retry();
		} catch (err) {
			this.contentEl.removeClass("is-loading");
			this.reset();
			this.showMessage(startFailedMessage(err));
		}
	}

	private retry(): void {
		if (this.query) void this.run(this.query);
		else this.onInput();
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
		this.items = [];
		this.selected = -1;
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
		const index = this.items.findIndex((item) => item.el.contains(target));
		const item = this.items[index];
		if (!item) return;
		this.select(index, false);
		void this.deps.open(item.result, Keymap.isModEvent(evt));
	}

	private onKeydown(evt: KeyboardEvent): void {
		// Enter also confirms an IME composition (pinyin, zhuyin): that one is not ours.
		if (evt.isComposing) return;
		const inList = evt.targetNode !== this.inputEl;
		if (evt.key === "ArrowDown" || evt.key === "ArrowUp") {
			if (this.items.length === 0) return;
			evt.preventDefault();
			const step = evt.key === "ArrowDown" ? 1 : -1;
			if (step < 0 && this.selected <= 0 && inList) {
				this.select(-1, false);
				this.inputEl.focus();
				return;
			}
			this.select(Math.max(0, Math.min(this.items.length - 1, this.selected + step)), inList);
		} else if (evt.key === "Enter") {
			const item = this.items[Math.max(0, this.selected)];
			if (!item) return;
			evt.preventDefault();
			void this.deps.open(item.result, Keymap.isModEvent(evt));
		}
	}

	private select(index: number, focus: boolean): void {
		this.items[this.selected]?.el.removeClass("is-selected");
		this.items[this.selected]?.el.setAttr("aria-selected", "false");
		this.selected = index;
		const item = this.items[index];
		if (!item) return;
		item.el.addClass("is-selected");
		item.el.setAttr("aria-selected", "true");
		item.el.scrollIntoView({ block: "nearest" });
		if (focus) item.el.focus();
	}

	private stopSpinner(): void {
		if (this.spinnerTimer !== null) window.clearTimeout(this.spinnerTimer);
		this.spinnerTimer = null;
		this.contentEl.removeClass("is-loading");
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
