import { describe, expect, it } from "vitest";
import { statusLine, statusText } from "../../src/status";
import type { DaemonStatus } from "../../src/types";

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

describe("statusText", () => {
	it.each([
		[status("indexing", 1234, 5000), "Recall: indexing 1,234/5,000"],
		[status("ready", 5000, 5000), "Recall: ready"],
		[status("starting"), "Recall: starting"],
		[null, "Recall: offline"],
	])("status bar shows %#", (value, expected) => {
		expect(statusText(value, "offline")).toBe(expected);
	});
});

describe("statusLine", () => {
	it.each([
		[status("indexing", 1234, 5000), "Indexing 1,234 of 5,000 notes; results may be incomplete."],
		[status("starting"), "The daemon is starting; results may be incomplete."],
		[status("ready", 5000, 5000), null],
	])("pane says %#", (value, expected) => {
		expect(statusLine(value)).toBe(expected);
	});
});
