// Snippet -> DOM: the entry's inline Markdown (emphasis, code, links, tags, list markers, tables)
// built with createEl/appendText only, never HTML, because snippets are note text. The daemon's
// matched spans stay highlighted wherever the markup puts them; markup that does not close is
// shown as written.
import type { SnippetSegment } from "./types";

/** The snippet's text and, for each UTF-16 unit, whether it belongs to a matched span. */
interface Source {
	text: string;
	hit: boolean[];
}

/** Markup found at `start` and ending at `end`; [from, to) is the part it shows. */
interface Token {
	start: number;
	end: number;
	from: number;
	to: number;
	/** null for an escaped character, which is shown as text. */
	tag: "strong" | "em" | "del" | "code" | "span" | null;
	cls?: string;
	/** Whether [from, to) may hold more markup. */
	nested: boolean;
}

interface Row {
	cells: [number, number][];
	delimiter: boolean;
}

const LINK_CLASS = "vault-recall-link";
const LIST_MARKER = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\[([ xX/-])\][ \t]+)?/;
const DELIMITER_CELL = /^\s*:?-+:?\s*$/;
const TAG = /^#[\p{L}\p{N}\p{M}_/-]+/u;
const NUMBER = /^\p{N}+$/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

export function renderSnippet(parent: HTMLElement, segments: SnippetSegment[]): void {
	const src = sourceOf(segments);
	let table: HTMLElement | null = null;
	let start = 0;
	for (const line of src.text.split("\n")) {
		const end = start + line.length;
		const rows = tableRows(src.text, start, end);
		if (rows) {
			if (!table) table = parent.createDiv({ cls: "vault-recall-table" });
			renderRows(table, src, rows);
		} else {
			if (start > 0 && !table) parent.createEl("br");
			table = null;
			renderLine(parent, src, start, end);
		}
		start = end + 1;
	}
}

function sourceOf(segments: SnippetSegment[]): Source {
	let text = "";
	const hit: boolean[] = [];
	for (const segment of segments) {
		text += segment.text;
		for (let i = 0; i < segment.text.length; i++) hit.push(segment.hit);
	}
	return { text, hit };
}

/** A line of text; its list marker is dropped and a task checkbox becomes a glyph. */
function renderLine(parent: HTMLElement, src: Source, start: number, end: number): void {
	const marker = LIST_MARKER.exec(src.text.slice(start, end));
	const box = marker?.[1];
	if (box !== undefined) {
		const done = box === "x" || box === "X";
		parent.createSpan({ cls: done ? "vault-recall-task is-checked" : "vault-recall-task", text: done ? "☑" : "☐" });
	}
	renderInline(parent, src, start + (marker?.[0].length ?? 0), end);
}

/**
 * The rows of a table line, or null when the line is not part of a table. The daemon joins an
 * entry's lines with spaces, so one line can hold several rows, "| a | b | | --- | --- | | c | d |":
 * the separator row gives the number of columns n, and from it every (n + 1)th piece between
 * pipes is the blank between two rows. When the pieces do not line up like that, all the cells
 * go in one row.
 */
function tableRows(text: string, start: number, end: number): Row[] | null {
	const pieces: [number, number][] = [];
	let from = start;
	for (let i = start; i < end; i++) {
		if (text.charAt(i) === "|" && text.charAt(i - 1) !== "\\") {
			pieces.push([from, i]);
			from = i + 1;
		}
	}
	pieces.push([from, end]);
	const last = pieces.length - 1;
	const piece = (k: number): string => text.slice(...(pieces[k] ?? [0, 0]));
	const blank = (k: number): boolean => piece(k).trim() === "";
	const isDelimiter = (k: number): boolean => k > 0 && k < last && DELIMITER_CELL.test(piece(k));

	const first = pieces.findIndex((_, k) => isDelimiter(k));
	const opensWithPipe = text.slice(start, end).replace(/^[\s…]+/, "").startsWith("|");
	if (last === 0 || (first === -1 && !opensWithPipe)) return null;

	let columns = 0;
	while (first !== -1 && isDelimiter(first + columns)) columns += 1;
	const breaks: number[] = [];
	if (columns > 0) {
		for (let k = (first - 1) % (columns + 1); k < last; k += columns + 1) if (k > 0) breaks.push(k);
	}
	const aligned = breaks.every(blank);

	const rows: Row[] = [];
	let cells: number[] = [];
	const endRow = (): void => {
		if (cells.length > 0) {
			rows.push({ cells: cells.map((k) => trimmed(text, ...(pieces[k] ?? [0, 0]))), delimiter: cells.every(isDelimiter) });
		}
		cells = [];
	};
	for (let k = 0; k <= last; k++) {
		if (aligned && breaks.includes(k)) endRow();
		else if ((k === 0 || k === last) && blank(k)) continue;
		else if (aligned || !isDelimiter(k)) cells.push(k);
	}
	endRow();
	return rows.length > 0 ? rows : null;
}

function renderRows(table: HTMLElement, src: Source, rows: Row[]): void {
	for (const row of rows) {
		if (row.delimiter) {
			// The row above the separator is the header, also when it came on an earlier line.
			table.lastElementChild?.addClass("is-header");
			continue;
		}
		const rowEl = table.createDiv({ cls: "vault-recall-table-row" });
		for (const [from, to] of row.cells) renderInline(rowEl.createSpan({ cls: "vault-recall-table-cell" }), src, from, to);
	}
}

function renderInline(parent: HTMLElement, src: Source, start: number, end: number): void {
	let plain = start;
	let i = start;
	while (i < end) {
		const token = tokenAt(src.text, i, start, end);
		if (typeof token === "number") {
			i += token;
			continue;
		}
		appendHits(parent, src, plain, token.start);
		if (token.tag === null) {
			appendHits(parent, src, token.from, token.to);
		} else {
			const el = parent.createEl(token.tag, token.cls === undefined ? undefined : { cls: token.cls });
			if (token.nested) renderInline(el, src, token.from, token.to);
			else appendHits(el, src, token.from, token.to);
		}
		i = plain = token.end;
	}
	appendHits(parent, src, plain, end);
}

/** Text with its matched parts in <mark>. */
function appendHits(parent: HTMLElement, src: Source, start: number, end: number): void {
	for (let i = start; i < end; ) {
		const hit = src.hit[i] === true;
		let j = i + 1;
		while (j < end && (src.hit[j] === true) === hit) j += 1;
		const text = src.text.slice(i, j);
		if (hit) parent.createEl("mark", { cls: "vault-recall-hit", text });
		else parent.appendText(text);
		i = j;
	}
}

/** The markup that starts at `i`, or how many characters to pass over as text. */
function tokenAt(text: string, i: number, start: number, end: number): Token | number {
	switch (text.charAt(i)) {
		case "\\":
			return i + 1 < end && ASCII_PUNCTUATION.test(text.charAt(i + 1))
				? { start: i, end: i + 2, from: i + 1, to: i + 2, tag: null, nested: false }
				: 1;
		case "`":
			return codeSpan(text, i, end);
		case "!":
			return text.charAt(i + 1) === "[" ? (link(text, i, i + 1, end) ?? 1) : 1;
		case "[":
			return link(text, i, i, end) ?? 1;
		case "#":
			return tag(text, i, start, end) ?? 1;
		case "*":
		case "_":
		case "~":
			return emphasis(text, i, start, end);
		default:
			return 1;
	}
}

/** `code`, closed by as many backticks as opened it; what is inside stays as written. */
function codeSpan(text: string, i: number, end: number): Token | number {
	const run = runLength(text, i, end);
	for (let j = i + run; j < end; j++) {
		if (text.charAt(j) !== "`") continue;
		const closing = runLength(text, j, end);
		if (closing === run) {
			let [from, to] = [i + run, j];
			// A space on each side lets code start or end with a backtick: `` `x` ``.
			if (text.charAt(from) === " " && text.charAt(to - 1) === " " && text.slice(from, to).trim() !== "") {
				[from, to] = [from + 1, to - 1];
			}
			return { start: i, end: j + run, from, to, tag: "code", nested: false };
		}
		j += closing - 1;
	}
	return run;
}

/**
 * [[target]], [[target|alias]], [text](url) and their ! embeds, as the alias, target or text.
 * Clicking a result opens its note, so these are styled text, never followed.
 */
function link(text: string, start: number, open: number, end: number): Token | null {
	if (text.charAt(open + 1) === "[") {
		const close = text.indexOf("]]", open + 2);
		if (close === -1 || close + 2 > end) return null;
		let [from, to] = trimmed(text, open + 2, close);
		const pipe = text.indexOf("|", from);
		if (pipe !== -1 && pipe < to) {
			const alias = trimmed(text, pipe + 1, to);
			// In a table the alias pipe is escaped: [[target\|alias]].
			[from, to] = alias[0] < alias[1] ? alias : trimmed(text, from, text.charAt(pipe - 1) === "\\" ? pipe - 1 : pipe);
		}
		return from < to ? { start, end: close + 2, from, to, tag: "span", cls: LINK_CLASS, nested: false } : null;
	}
	const close = text.indexOf("]", open + 1);
	if (close === -1 || text.charAt(close + 1) !== "(") return null;
	const paren = text.indexOf(")", close + 2);
	if (paren === -1 || paren >= end) return null;
	const [from, to] = trimmed(text, open + 1, close);
	return from < to ? { start, end: paren + 1, from, to, tag: "span", cls: LINK_CLASS, nested: true } : null;
}

/** #tag at the start or after a space; as in Obsidian, a tag of digits only (#13) is text. */
function tag(text: string, i: number, start: number, end: number): Token | null {
	if (i > start && !SPACE.test(text.charAt(i - 1))) return null;
	const match = TAG.exec(text.slice(i, end));
	if (!match || NUMBER.test(match[0].slice(1))) return null;
	const to = i + match[0].length;
	return { start: i, end: to, from: i, to, tag: "span", cls: "vault-recall-tag", nested: false };
}

/**
 * **strong**, __strong__, *em*, _em_ and ~~del~~. An opener is followed by a non-space and a
 * closer follows one; `_` also needs no letter or digit outside it, so snake_case stays text.
 */
function emphasis(text: string, i: number, start: number, end: number): Token | number {
	const char = text.charAt(i);
	const run = runLength(text, i, end);
	if (char === "_" && i > start && WORD_CHAR.test(text.charAt(i - 1))) return run;
	for (const size of char === "~" ? [2] : [2, 1]) {
		if (run < size) continue;
		// A double delimiter opens at the start of its run and a single one at its end, so
		// ***a*** is <strong><em>a</em></strong> and **a* is *<em>a</em>.
		const open = size === 2 ? i : i + run - 1;
		const from = open + size;
		if (from >= end || SPACE.test(text.charAt(from))) continue;
		const to = closer(text, char, size, from, end);
		if (to !== -1) {
			const tag = size === 1 ? "em" : char === "~" ? "del" : "strong";
			return { start: open, end: to + size, from, to, tag, nested: true };
		}
	}
	return run;
}

/** Where the delimiter that closes emphasis opened before `from` starts, or -1. */
function closer(text: string, char: string, size: number, from: number, end: number): number {
	for (let j = from; j < end; ) {
		const here = text.charAt(j);
		if (here === "`") {
			const code = codeSpan(text, j, end);
			j = typeof code === "number" ? j + code : code.end;
			continue;
		}
		if (here !== char) {
			j += 1;
			continue;
		}
		const run = runLength(text, j, end);
		// A double closer is the end of its run. A single one is a run of its own or the end of a
		// run of three; a run of two inside *…* belongs to a nested **…**.
		const at = size === 2 ? (run >= 2 ? j + run - 2 : -1) : run === 2 ? -1 : j + run - 1;
		const flanked = at > from && !SPACE.test(text.charAt(at - 1));
		if (flanked && !(char === "_" && WORD_CHAR.test(text.charAt(at + size)))) return at;
		j += run;
	}
	return -1;
}

function runLength(text: string, i: number, end: number): number {
	const char = text.charAt(i);
	let j = i;
	while (j < end && text.charAt(j) === char) j += 1;
	return j - i;
}

function trimmed(text: string, from: number, to: number): [number, number] {
	while (from < to && SPACE.test(text.charAt(from))) from += 1;
	while (to > from && SPACE.test(text.charAt(to - 1))) to -= 1;
	return [from, to];
}
