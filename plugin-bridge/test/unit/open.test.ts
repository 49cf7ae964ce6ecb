import { describe, expect, it } from "vitest";
import type { App, EditorPosition } from "obsidian";
import { entryRange, openResult } from "../../src/open";
import { MarkdownView, Notice, TFile, WorkspaceLeaf } from "../obsidian-stub";
import { entry } from "./helpers";

class FakeEditor {
	selection: [EditorPosition, EditorPosition] | null = null;
	scrolled: unknown = null;
	constructor(private readonly lines: string[]) {}
	lineCount(): number {
		return this.lines.length;
	}
	getLine(line: number): string {
		return this.lines[line] ?? "";
	}
	setSelection(from: EditorPosition, to: EditorPosition): void {
		this.selection = [from, to];
	}
	scrollIntoView(range: unknown): void {
		this.scrolled = range;
	}
}

class FakeMarkdownView extends MarkdownView {
	constructor(
		readonly editor: FakeEditor,
		private readonly mode: "source" | "preview" = "source",
	) {
		super();
	}
	getMode(): string {
		return this.mode;
	}
}

function fakeApp(files: string[], view: unknown) {
	const leaf = new WorkspaceLeaf();
	leaf.view = view;
	const getLeaf: unknown[] = [];
	const app = {
		vault: { getFileByPath: (path: string) => (files.includes(path) ? new TFile(path) : null) },
		workspace: {
			getLeaf: (newLeaf: unknown) => {
				getLeaf.push(newLeaf);
				return leaf;
			},
		},
	};
	return { app: app as unknown as App, leaf, getLeaf };
}

describe("openResult", () => {
	it("opens the note at line_start - 1 and selects the entry's lines", async () => {
		const editor = new FakeEditor(["# Title", "", "first line", "second line", "after"]);
		const { app, leaf, getLeaf } = fakeApp(["a.md"], new FakeMarkdownView(editor));
		await openResult(app, entry({ path: "a.md", line_start: 3, line_end: 4 }), "tab");
		expect(getLeaf).toEqual(["tab"]);
		expect(leaf.opened).toEqual([{ file: new TFile("a.md"), state: { active: true, eState: { line: 2 } } }]);
		expect(editor.selection).toEqual([
			{ line: 2, ch: 0 },
			{ line: 3, ch: "second line".length },
		]);
		expect(editor.scrolled).toEqual({ from: { line: 2, ch: 0 }, to: { line: 3, ch: 11 } });
	});

	it("does not select in reading view", async () => {
		const editor = new FakeEditor(["a", "b"]);
		const { app, leaf } = fakeApp(["a.md"], new FakeMarkdownView(editor, "preview"));
		await openResult(app, entry({ path: "a.md", line_start: 2, line_end: 2 }), false);
		expect(leaf.opened[0]?.state).toEqual({ active: true, eState: { line: 1 } });
		expect(editor.selection).toBeNull();
	});

	it("tells the user when the note is gone", async () => {
		const { app, leaf } = fakeApp([], null);
		await openResult(app, entry({ path: "gone.md" }), false);
		expect(leaf.opened).toEqual([]);
		expect(Notice.shown.at(-1)).toContain("gone.md");
	});
});

describe("entryRange", () => {
	it.each([
		[1, 1, 10, 0, 0],
		[5, 7, 10, 4, 6],
		[9, 12, 10, 8, 9],
		[20, 20, 10, 9, 9],
		[3, 1, 10, 2, 2],
	])("lines %i–%i of %i -> %i–%i", (start, end, count, from, to) => {
		const range = entryRange(entry({ line_start: start, line_end: end }), count);
		expect([range.from.line, range.to.line]).toEqual([from, to]);
	});
});
