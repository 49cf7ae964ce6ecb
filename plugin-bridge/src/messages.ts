// What the pane says when a request fails: plain words, and what the user can do next.
import { DaemonError } from "./client";
import { LaunchError } from "./runtime";
import type { EmptyPeriod } from "./types";

export type RemedyAction = "start" | "retry";

export interface PaneMessage {
	title: string;
	detail: string;
	actions: RemedyAction[];
}

export function errorMessage(err: unknown): PaneMessage {
	if (!(err instanceof DaemonError)) {
		return { title: "Search failed.", detail: describe(err), actions: ["retry"] };
	}
	switch (err.kind) {
		case "offline":
			return {
				title: "Vault Recall is not running for this vault.",
				detail: "Start it here, or run “vault-recall serve --vault <this vault>” in a terminal, then retry.",
				actions: ["start", "retry"],
			};
		case "unauthorized":
			return {
				title: "The daemon refused the token.",
				detail: "If you set a daemon URL in the settings, check the token there; otherwise retry.",
				actions: ["retry"],
			};
		case "forbidden":
			return {
				title: "The daemon refused this connection.",
				detail: `The daemon URL in the settings must be http://127.0.0.1:<port>. (${err.message})`,
				actions: ["retry"],
			};
		case "busy":
			return {
				title: "The daemon is busy.",
				detail: `Retry in ${err.retryAfter === null ? "a moment" : `${err.retryAfter} s`}.`,
				actions: ["retry"],
			};
		case "too_large":
			return { title: "This note is too long to compare.", detail: "Try a shorter note.", actions: [] };
		case "invalid":
			return { title: "The daemon could not use this query.", detail: err.message, actions: [] };
		default:
			return { title: "Search failed.", detail: err.message, actions: ["retry"] };
	}
}

export function startFailedMessage(err: unknown): PaneMessage {
	const detail = err instanceof LaunchError || err instanceof DaemonError ? err.message : describe(err);
	return { title: "Could not start Vault Recall.", detail, actions: ["retry"] };
}

function describe(err: unknown): string {
	return err instanceof Error ? err.message : String(err);
}

export const HINT_MESSAGE: PaneMessage = {
	title: "Type to search this vault.",
	detail: "Each result is an entry of a note, with its date and type.",
	actions: [],
};

export const STARTING_MESSAGE: PaneMessage = {
	title: "Starting Vault Recall…",
	detail: "The first start indexes the vault; this can take a minute.",
	actions: [],
};

function periodSpan({ after, before }: EmptyPeriod): string {
	if (after && before) return after === before ? `on ${after}` : `from ${after} to ${before}`;
	if (after) return `after ${after}`;
	if (before) return `before ${before}`;
	return "in that period";
}

/** Above results from any time: the period the question said has nothing dated in it. */
export function emptyPeriodMessage(period: EmptyPeriod): PaneMessage {
	return {
		title: `Nothing in this vault is dated ${periodSpan(period)}.`,
		detail: "These results are from any time.",
		actions: [],
	};
}

/** Above results from any time: the period the question said has entries, none of them on all of it. */
export function unansweredPeriodMessage(period: EmptyPeriod): PaneMessage {
	return {
		title: `Nothing dated ${periodSpan(period)} says all of this.`,
		detail: "These results are from any time.",
		actions: [],
	};
}

export function emptyMessage(query: string | null): PaneMessage {
	if (query === null) {
		return {
			title: "No related decisions.",
			detail: "No decision in other notes shares enough with this note.",
			actions: [],
		};
	}
	return {
		title: `Nothing matches “${query}”.`,
		detail: "Try other or fewer words, or check the folders excluded in the settings.",
		actions: [],
	};
}
