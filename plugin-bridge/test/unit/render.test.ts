import { describe, expect, it } from "vitest";
import { groupByNote, localHeading, relativeDate, renderEntry, renderGroup, signalsTitle } from "../../src/render";
import type { EntryType, Hall, TaskState } from "../../src/types";
import { entry } from "./helpers";

const TODAY = new Date(2026, 10, 30); // 2026-11-30, local time

function hits(el: HTMLElement): string[] {
	return [...el.querySelectorAll("mark.vault-recall-hit")].map((mark) => mark.textContent ?? "");
}

describe("renderEntry", () => {
	it("marks a date that is only the file's modification time", () => {
		const parent = document.createElement("div");
		const el = renderEntry(parent, entry({ dated: false }), TODAY);
		expect(el.querySelector(".vault-recall-date-relative")?.textContent).toBe("modified 13 days ago");
	});

	it("shows heading, snippet, dates, type badge, lines and the signals on hover", () => {
		const parent = document.createElement("div");
		const el = renderEntry(parent, entry({ line_start: 31, line_end: 33 }), TODAY);
		expect(el.querySelector(".vault-recall-result-heading")?.textContent).toBe("決策紀錄");
		expect(el.querySelector(".vault-recall-date-relative")?.textContent).toBe("13 days ago");
		expect(el.querySelector(".vault-recall-date-absolute")?.textContent).toBe("2026-11-17");
		expect(el.querySelector(".vault-recall-hall--facts")?.textContent).toBe("Decision");
		expect(el.querySelector(".vault-recall-lines")?.textContent).toBe("Lines 31–33");
		expect(el.getAttribute("title")).toBe(
			"Score 0.0325 — bm25 7.1 · overlap 1 · recency 1.31 · type 1.3 · confidence 1 · fused 0.0325",
		);
		expect(hits(el)).toEqual(["PostgreSQL"]);
	});

	it("escapes HTML in titles, headings and folders too", () => {
		const parent = document.createElement("div");
		const evil = "<img src=x onerror=alert(1)>";
		const group = groupByNote([entry({ path: `${evil}/n.md`, title: evil, heading: `${evil} › ${evil}` })])[0];
		if (!group) throw new Error("no group");
		renderGroup(parent, group, false, TODAY);
		expect(parent.querySelector("img")).toBeNull();
		expect(parent.querySelector(".vault-recall-note-title")?.textContent).toBe(evil);
		expect(parent.querySelector(".vault-recall-note-folder")?.textContent).toBe(evil);
	});

	it.each([
		["open", "☐", "vault-recall-task", "Open task"],
		["done", "☑", "vault-recall-task is-checked", "Done task"],
		["cancelled", "☒", "vault-recall-task is-cancelled", "Cancelled task"],
	] as const)("shows a %s task's checkbox before its text", (task, glyph, cls, label) => {
		const el = renderEntry(document.createElement("div"), entry({ task, snippet: [{ text: "续签护照", hit: false }] }), TODAY);
		const box = el.querySelector(".vault-recall-snippet > span:first-child");
		expect(box?.className).toBe(cls);
		expect(box?.textContent).toBe(glyph);
		expect(box?.getAttribute("aria-label")).toBe(label);
		expect(el.querySelector(".vault-recall-snippet")?.textContent).toBe(`${glyph}续签护照`);
	});

	it("shows no checkbox for an entry that is no task, or a state it does not know", () => {
		for (const task of [null, undefined, "someday" as TaskState]) {
			const el = renderEntry(document.createElement("div"), entry({ task }), TODAY);
			expect(el.querySelector(".vault-recall-task")).toBeNull();
		}
	});

	it("leaves out the date when the entry has none and never trusts hall as a class", () => {
		const parent = document.createElement("div");
		const el = renderEntry(parent, entry({ date: null, hall: "x y" as Hall }), TODAY);
		expect(el.querySelector(".vault-recall-date")).toBeNull();
		expect(el.querySelector(".vault-recall-hall--other")?.textContent).toBe("X y");
	});

	it.each([
		["facts", "Decision"],
		["discoveries", "Discovery"],
		["preferences", "Preference"],
		["advice", "Advice"],
		["events", "Event"],
	] as const)("names the hall %s as the type %s", (hall, label) => {
		const el = renderEntry(document.createElement("div"), entry({ hall }), TODAY);
		expect(el.querySelector(`.vault-recall-hall--${hall}`)?.textContent).toBe(label);
	});

	it("labels an entry that only shows the rest of an answer's section", () => {
		const parent = document.createElement("div");
		const context = renderEntry(parent, entry({ score: 0, signals: { rank_context: 1 } }), TODAY);
		expect(context.classList.contains("vault-recall-result--context")).toBe(true);
		expect(context.querySelector(".vault-recall-context")?.textContent).toBe("Same section");
		const answer = renderEntry(parent, entry(), TODAY);
		expect(answer.classList.contains("vault-recall-result--context")).toBe(false);
		expect(answer.querySelector(".vault-recall-context")).toBeNull();
	});

	it("shows the daemon's type when it sends one", () => {
		const parent = document.createElement("div");
		const sent = renderEntry(parent, entry({ hall: "events", type: "event" }), TODAY);
		expect(sent.querySelector(".vault-recall-hall--events")?.textContent).toBe("Event");
		const newer = renderEntry(parent, entry({ hall: "facts", type: "question" as EntryType }), TODAY);
		expect(newer.querySelector(".vault-recall-hall--facts")?.textContent).toBe("Question");
	});
});

describe("groupByNote", () => {
	const results = [
		entry({ path: "a.md", title: "A", line_start: 1 }),
		entry({ path: "b/c/B.md", title: "", line_start: 2 }),
		entry({ path: "a.md", title: "A", line_start: 3 }),
		entry({ path: "a.md", title: "A", line_start: 4 }),
		entry({ path: "a.md", title: "A", line_start: 5 }),
		entry({ path: "a.md", title: "A", line_start: 6 }),
	];

	it("orders notes by their best entry and keeps entry order inside a note", () => {
		const groups = groupByNote(results);
		expect(groups.map((g) => [g.path, g.title, g.folder])).toEqual([
			["a.md", "A", ""],
			["b/c/B.md", "B", "b/c"],
		]);
		expect(groups[0]?.entries.map((e) => e.line_start)).toEqual([1, 3, 4, 5, 6]);
	});

	it("shows three entries per note, the rest behind 'N more in this note'", () => {
		const parent = document.createElement("div");
		const [first] = groupByNote(results);
		if (!first) throw new Error("no group");
		expect(renderGroup(parent, first, false, TODAY).items).toHaveLength(3);
		const more = parent.querySelector(".vault-recall-more");
		expect(more?.textContent).toBe("2 more in this note");
		expect(more?.getAttribute("data-path")).toBe("a.md");

		const expanded = document.createElement("div");
		expect(renderGroup(expanded, first, true, TODAY).items).toHaveLength(5);
		expect(expanded.querySelector(".vault-recall-more")).toBeNull();
	});
});

describe("relativeDate", () => {
	it.each([
		["2026-11-30", "today"],
		["2026-11-29", "yesterday"],
		["2026-12-01", "tomorrow"],
		["2026-11-27", "3 days ago"],
		["2026-11-09", "3 weeks ago"],
		["2026-08-30", "3 months ago"],
		["2023-11-30", "3 years ago"],
		["2026-12-10", "in 10 days"],
		["someday", "someday"],
	])("%s is %s", (date, expected) => {
		expect(relativeDate(date, TODAY)).toBe(expected);
	});
});

describe("labels", () => {
	it("strips the note title from the heading path", () => {
		expect(localHeading(entry({ heading: "FastAPI 認證重寫 › 決策紀錄 › 備份" }))).toBe("決策紀錄 › 備份");
		expect(localHeading(entry({ heading: "" }))).toBe("");
		expect(localHeading(entry({ heading: "Other › X" }))).toBe("Other › X");
	});

	it("formats the score without signals", () => {
		expect(signalsTitle(entry({ score: 0.5, signals: {} }))).toBe("Score 0.5");
	});
});
