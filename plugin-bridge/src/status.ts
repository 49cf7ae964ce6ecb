// The daemon's state in words: the status bar's short text and tooltip, and the pane's status line.
import { SEMANTIC_STATES, type DaemonStatus, type SemanticStatus } from "./types";

/**
 * The status bar's text: "Recall: indexing 1,234/5,000", "Recall: ready", "Recall: offline", or,
 * with search by meaning on, the notes and how far it got: "Recall: 12,345 notes · meaning 40%".
 */
export function statusText(status: DaemonStatus | null, problem: string): string {
	if (!status) return `Recall: ${problem}`;
	if (status.state === "indexing") {
		const { done, total } = status.progress;
		return `Recall: indexing ${count(done)}/${count(total)}`;
	}
	const meaning = status.state === "ready" ? meaningOf(status) : null;
	if (!meaning) return `Recall: ${status.state}`;
	return `Recall: ${count(status.notes)} notes · ${meaningShort(meaning)}`;
}

/** The status bar's tooltip: the pane's status line, else what the daemon searches. */
export function statusTooltip(status: DaemonStatus | null): string {
	if (!status) return "Open recall pane";
	const line = statusLine(status);
	if (line) return line;
	const meaning = meaningOf(status);
	if (meaning?.state !== "ready") return `${count(status.notes)} notes indexed.`;
	const model = meaning.model ? ` (${meaning.model})` : "";
	return `${count(status.notes)} notes indexed; search by meaning is on${model}.`;
}

/** The pane's status line: what may make results incomplete, or null when nothing does. */
export function statusLine(status: DaemonStatus): string | null {
	if (status.state === "starting") return "The daemon is starting; results may be incomplete.";
	if (status.state === "indexing") {
		const { done, total } = status.progress;
		return `Indexing ${count(done)} of ${count(total)} notes; results may be incomplete.`;
	}
	const meaning = meaningOf(status);
	return meaning && meaningLine(meaning);
}

/** Search by meaning when it is on; null when it is off, or the daemon predates it. */
function meaningOf(status: DaemonStatus): SemanticStatus | null {
	const meaning = status.semantic;
	// A newer daemon may add states: saying nothing beats saying something wrong.
	if (!meaning || meaning.state === "off" || !SEMANTIC_STATES.includes(meaning.state)) return null;
	return meaning;
}

function meaningShort(meaning: SemanticStatus): string {
	switch (meaning.state) {
		case "waiting":
		case "embedding":
			return `meaning ${percent(meaning)}%`;
		case "error":
			return "meaning failed";
		case "unavailable":
			return "words only";
		default:
			return "meaning on";
	}
}

function meaningLine(meaning: SemanticStatus): string | null {
	const { embedded, total } = meaning;
	// The daemon's own words, joined to ours: "… unavailable: no model here. Searches use …".
	const reason = meaning.detail ? `: ${meaning.detail.replace(/[\s.]+$/, "")}` : "";
	switch (meaning.state) {
		case "waiting":
		case "embedding":
			return total > 0
				? `Embedding notes for search by meaning: ${count(embedded)} of ${count(total)} (${percent(meaning)}%). The rest are found by their words only.`
				: "Search by meaning starts once the notes are embedded; until then, searches use words only.";
		case "unavailable":
			return `Search by meaning is unavailable${reason}. Searches use words only.`;
		case "error":
			// Vectors stored before the failure still rank, whenever the query itself can be embedded.
			return embedded > 0
				? `Search by meaning failed${reason}. It covers ${count(embedded)} of ${count(total)} notes; the rest are found by their words only.`
				: `Search by meaning failed${reason}. Searches use words only.`;
		default:
			return null;
	}
}

/** Rounded down, so 100% only once every note is embedded. */
function percent({ embedded, total }: SemanticStatus): number {
	return total > 0 ? Math.min(100, Math.max(0, Math.floor((embedded / total) * 100))) : 0;
}

function count(value: number): string {
	return value.toLocaleString("en-US");
}
