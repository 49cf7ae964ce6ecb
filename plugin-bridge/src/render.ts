// Result page -> DOM. Every piece of note text becomes a text node (createEl/appendText), never
// HTML: snippets come straight from the user's notes.
import { renderSnippet } from "./snippet";
import { HALLS, HALL_TYPES, type SearchResult, type TaskState } from "./types";

export const ENTRIES_PER_NOTE = 3;

export interface NoteGroup {
	path: string;
	title: string;
	folder: string;
	entries: SearchResult[];
}

/** Groups entries by note; notes keep the order of their best (first-ranked) entry. */
export function groupByNote(results: SearchResult[]): NoteGroup[] {
	const groups = new Map<string, NoteGroup>();
	for (const result of results) {
		let group = groups.get(result.path);
		if (!group) {
			group = { path: result.path, title: noteTitle(result), folder: folderOf(result.path), entries: [] };
			groups.set(result.path, group);
		}
		group.entries.push(result);
	}
	return [...groups.values()];
}

export function noteTitle(result: SearchResult): string {
	if (result.title) return result.title;
	const name = result.path.split("/").pop() ?? result.path;
	return name.replace(/\.md$/i, "");
}

export function folderOf(path: string): string {
	const slash = path.lastIndexOf("/");
	return slash > 0 ? path.slice(0, slash) : "";
}

/** The heading path without its first part when that part is just the note's title. */
export function localHeading(result: SearchResult): string {
	const parts = result.heading.split(" › ").filter((part) => part.length > 0);
	if (parts[0] === noteTitle(result)) parts.shift();
	return parts.join(" › ");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "3 days ago", "in 2 weeks"… for a YYYY-MM-DD date, counted in local calendar days. */
export function relativeDate(date: string, today: Date): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
	if (!match) return date;
	const then = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
	const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
	const days = Math.round((now - then) / DAY_MS);
	if (days === 0) return "today";
	if (days === 1) return "yesterday";
	if (days === -1) return "tomorrow";
	const span = Math.abs(days);
	const amount =
		span < 14 ? plural(span, "day")
		: span < 60 ? plural(Math.round(span / 7), "week")
		: span < 730 ? plural(Math.round(span / 30.44), "month")
		: plural(Math.round(span / 365.25), "year");
	return days > 0 ? `${amount} ago` : `in ${amount}`;
}

function plural(count: number, unit: string): string {
	return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** "Decision", "Discovery"…: the daemon's `type`, or else the type its `hall` stands for. */
export function typeLabel(result: SearchResult): string {
	const sent = typeof result.type === "string" ? result.type : "";
	const name = sent || (HALLS.includes(result.hall) ? HALL_TYPES[result.hall] : String(result.hall));
	return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Signals named after internal terms, in the words the pane uses. */
const SIGNAL_NAMES = new Map([["hall", "type"]]);

/** The score's signals, for the result's hover text. */
export function signalsTitle(result: SearchResult): string {
	const signals = Object.entries(result.signals)
		.map(([name, value]) => `${SIGNAL_NAMES.get(name) ?? name} ${formatNumber(value)}`)
		.join(" · ");
	return signals ? `Score ${formatNumber(result.score)} — ${signals}` : `Score ${formatNumber(result.score)}`;
}

function formatNumber(value: number): string {
	return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(3)));
}

export interface RenderedGroup {
	/** One element per shown entry, in display order. */
	items: { el: HTMLElement; result: SearchResult }[];
}

/**
 * Renders a note's header and its entries: the best ENTRIES_PER_NOTE, or all when `expanded`.
 * The "N more in this note" button carries `data-path`; the view handles its click.
 */
export function renderGroup(parent: HTMLElement, group: NoteGroup, expanded: boolean, today: Date): RenderedGroup {
	const groupEl = parent.createDiv({ cls: "vault-recall-group" });
	const header = groupEl.createDiv({ cls: "vault-recall-group-header" });
	header.createDiv({ cls: "vault-recall-note-title", text: group.title });
	if (group.folder) header.createDiv({ cls: "vault-recall-note-folder", text: group.folder });

	const shown = expanded ? group.entries : group.entries.slice(0, ENTRIES_PER_NOTE);
	const items = shown.map((result) => ({ el: renderEntry(groupEl, result, today), result }));
	const hidden = group.entries.length - shown.length;
	if (hidden > 0) {
		groupEl.createEl("button", {
			cls: "vault-recall-more",
			text: `${hidden} more in this note`,
			attr: { "data-path": group.path, type: "button" },
		});
	}
	return { items };
}

/** An entry the daemon shows as the rest of an answer's section, not as an answer. */
export function isContext(result: SearchResult): boolean {
	return "rank_context" in result.signals;
}

const TASK_BOXES: Record<TaskState, { glyph: string; cls: string; label: string }> = {
	open: { glyph: "☐", cls: "vault-recall-task", label: "Open task" },
	done: { glyph: "☑", cls: "vault-recall-task is-checked", label: "Done task" },
	cancelled: { glyph: "☒", cls: "vault-recall-task is-cancelled", label: "Cancelled task" },
};

/** The task's checkbox as the note shows it; a state this version does not know is left out. */
function renderTaskBox(parent: HTMLElement, task: TaskState): void {
	const box = TASK_BOXES[task];
	if (box) parent.createSpan({ cls: box.cls, text: box.glyph, attr: { "aria-label": box.label } });
}

export function renderEntry(parent: HTMLElement, result: SearchResult, today: Date): HTMLElement {
	const el = parent.createDiv({
		cls: isContext(result) ? "vault-recall-result vault-recall-result--context" : "vault-recall-result",
		attr: { role: "option", tabindex: "-1", title: signalsTitle(result), "aria-selected": "false" },
	});
	const heading = localHeading(result);
	if (heading) el.createDiv({ cls: "vault-recall-result-heading", text: heading });
	const snippet = el.createDiv({ cls: "vault-recall-snippet" });
	if (result.task) renderTaskBox(snippet, result.task);
	renderSnippet(snippet, result.snippet);

	const meta = el.createDiv({ cls: "vault-recall-result-meta" });
	if (result.date) {
		const dateEl = meta.createSpan({ cls: "vault-recall-date" });
		const relative = relativeDate(result.date, today);
		// A date that is only the file's mtime says when the file was touched, not when it happened.
		const label = result.dated === false ? `modified ${relative}` : relative;
		dateEl.createSpan({ cls: "vault-recall-date-relative", text: label });
		dateEl.createSpan({ cls: "vault-recall-date-absolute", text: result.date });
	}
	const hallClass = HALLS.includes(result.hall) ? result.hall : "other";
	meta.createSpan({ cls: `vault-recall-hall vault-recall-hall--${hallClass}`, text: typeLabel(result) });
	const lines = result.line_end > result.line_start ? `Lines ${result.line_start}–${result.line_end}` : `Line ${result.line_start}`;
	meta.createSpan({ cls: "vault-recall-lines", text: lines });
	if (isContext(result)) meta.createSpan({ cls: "vault-recall-context", text: "Same section" });
	return el;
}
