// Opening a result: the note at the entry's first line, with the entry's lines selected.
import { MarkdownView, Notice, type App, type EditorPosition, type PaneType } from "obsidian";
import type { SearchResult } from "./types";

/** The daemon counts lines from 1 (docs/api.md); Obsidian's eState and editor count from 0. */
export function entryRange(result: SearchResult, lineCount: number): { from: EditorPosition; to: EditorPosition } {
	const last = Math.max(0, lineCount - 1);
	const start = Math.min(last, Math.max(0, result.line_start - 1));
	const end = Math.min(last, Math.max(start, result.line_end - 1));
	return { from: { line: start, ch: 0 }, to: { line: end, ch: Number.MAX_SAFE_INTEGER } };
}

export async function openResult(app: App, result: SearchResult, newLeaf: PaneType | boolean): Promise<void> {
	const file = app.vault.getFileByPath(result.path);
	if (!file) {
		new Notice(`“${result.path}” is no longer in this vault. The index catches up in a moment.`);
		return;
	}
	const leaf = app.workspace.getLeaf(newLeaf);
	await leaf.openFile(file, { active: true, eState: { line: Math.max(0, result.line_start - 1) } });
	const view = leaf.view;
	if (!(view instanceof MarkdownView) || view.getMode() !== "source") return;
	const editor = view.editor;
	const { from, to } = entryRange(result, editor.lineCount());
	to.ch = editor.getLine(to.line).length;
	editor.setSelection(from, to);
	editor.scrollIntoView({ from, to }, true);
}
