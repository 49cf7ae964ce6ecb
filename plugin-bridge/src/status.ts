// The daemon's state in words: the status bar's short text and the pane's status line.
import type { DaemonStatus } from "./types";

/** The status bar's text: "Recall: indexing 1,234/5,000", "Recall: ready", "Recall: offline". */
export function statusText(status: DaemonStatus | null, problem: string): string {
	if (!status) return `Recall: ${problem}`;
	if (status.state === "indexing") {
		const { done, total } = status.progress;
		return `Recall: indexing ${count(done)}/${count(total)}`;
	}
	return `Recall: ${status.state}`;
}

/** The pane's status line: what may make results incomplete, or null when nothing does. */
export function statusLine(status: DaemonStatus): string | null {
	if (status.state === "starting") return "The daemon is starting; results may be incomplete.";
	if (status.state === "indexing") {
		const { done, total } = status.progress;
		return `Indexing ${count(done)} of ${count(total)} notes; results may be incomplete.`;
	}
	return null;
}

function count(value: number): string {
	return value.toLocaleString("en-US");
}
