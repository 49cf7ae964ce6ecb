import { describe, expect, it } from "vitest";
import { renderSnippet } from "../../src/snippet";
import type { SnippetSegment } from "../../src/types";
import { segments } from "./helpers";

const MARK = '<mark class="vault-recall-hit">';
const LINK = '<span class="vault-recall-link">';
const TAG = '<span class="vault-recall-tag">';

function render(snippet: SnippetSegment[]): HTMLElement {
	const el = document.createElement("div");
	renderSnippet(el, snippet);
	return el;
}

function html(...parts: (string | [string])[]): string {
	return render(segments(...parts)).innerHTML;
}

function hits(el: HTMLElement): string[] {
	return [...el.querySelectorAll("mark.vault-recall-hit")].map((mark) => mark.textContent ?? "");
}

describe("renderSnippet highlights", () => {
	it.each([
		["zh-Hant", segments("上次把 ", ["資料庫"], " 的", ["備份"], "換掉"), ["資料庫", "備份"]],
		["zh-Hans", segments(["数据库"], "迁移到 ", ["PostgreSQL"], " 16"), ["数据库", "PostgreSQL"]],
		["English", segments("We moved the ", ["backup"], " job to ", ["pgBackRest"], "."), ["backup", "pgBackRest"]],
	])("highlights %s spans and keeps the text whole", (_name, snippet, expected) => {
		const el = render(snippet);
		expect(hits(el)).toEqual(expected);
		expect(el.textContent).toBe(snippet.map((s) => s.text).join(""));
	});

	it("renders HTML in notes as text", () => {
		const el = render(segments("see <img src=x onerror=alert(1)> and ", ["<b>bold</b>"]));
		expect(el.querySelector("img")).toBeNull();
		expect(el.querySelector("b")).toBeNull();
		expect(el.textContent).toBe("see <img src=x onerror=alert(1)> and <b>bold</b>");
	});
});

describe("renderSnippet inline Markdown", () => {
	it.each([
		[
			"zh-Hant bold date",
			html("**2026-11-28** ", ["備份"], "改用 pgBackRest"),
			`<strong>2026-11-28</strong> ${MARK}備份</mark>改用 pgBackRest`,
		],
		[
			"zh-Hant wikilink alias",
			html("詳見 [[01-Projects/資料庫遷移計畫|遷移", ["計畫"], "]]"),
			`詳見 ${LINK}遷移${MARK}計畫</mark></span>`,
		],
		["zh-Hant wikilink target", html("見 [[資料庫遷移計畫]]。"), `見 ${LINK}資料庫遷移計畫</span>。`],
		["zh-Hant tag", html("週報 #", ["備份"], " 已完成"), `週報 ${TAG}#${MARK}備份</mark></span> 已完成`],
		["zh-Hant nested tag", html("#專案/資料庫"), `${TAG}#專案/資料庫</span>`],
		[
			"zh-Hans strike, italic and code",
			html("~~每天凌晨~~ *改成* `", ["backup"], ".sh` 跑"),
			`<del>每天凌晨</del> <em>改成</em> <code>${MARK}backup</mark>.sh</code> 跑`,
		],
		[
			"zh-Hans link",
			html("参考 [Grafana 面板](https://grafana.example/d/1) 的", ["数据库"], "监控"),
			`参考 ${LINK}Grafana 面板</span> 的${MARK}数据库</mark>监控`,
		],
		[
			"zh-Hans hit across a bold boundary",
			html("**迁移到 Postgre", ["SQL** 16"], " 之后再换主机"),
			`<strong>迁移到 Postgre${MARK}SQL</mark></strong>${MARK} 16</mark> 之后再换主机`,
		],
		["zh-Hans bold between CJK", html("这是**重要**的决定"), "这是<strong>重要</strong>的决定"],
		[
			"English underscores and wikilink",
			html("__Decided__ to ", ["deploy"], " with _Kamal_ (see [[Deploy notes]])"),
			`<strong>Decided</strong> to ${MARK}deploy</mark> with <em>Kamal</em> (see ${LINK}Deploy notes</span>)`,
		],
		["English bold italic", html("***both***"), "<strong><em>both</em></strong>"],
		["English italic around bold", html("*a **b** c*"), "<em>a <strong>b</strong> c</em>"],
		["English code keeps its markup", html("run `**not bold** | x` now"), "run <code>**not bold** | x</code> now"],
		["English double-backtick code", html("``a ` b``"), "<code>a ` b</code>"],
		["English escapes", html("2 \\* 3 \\_ 4"), "2 * 3 _ 4"],
		["English image alt", html("![diagram](a.png) of the ", ["backup"]), `${LINK}diagram</span> of the ${MARK}backup</mark>`],
		["English embed", html("![[Deploy notes]]"), `${LINK}Deploy notes</span>`],
		["English escaped alias pipe", html("[[Deploy notes\\|notes]]"), `${LINK}notes</span>`],
	])("%s", (_name, actual, expected) => {
		expect(actual).toBe(expected);
	});

	it("highlights a span that runs across a link and a tag", () => {
		expect(html("[[Backup|back", ["up]] #restore"])).toBe(
			`${LINK}back${MARK}up</mark></span>${MARK} </mark>${TAG}${MARK}#restore</mark></span>`,
		);
	});
});

describe("renderSnippet list items", () => {
	it.each([
		["zh-Hant open task", html("- [ ] 測試", ["備份"], "還原"), `<span class="vault-recall-task">☐</span>測試${MARK}備份</mark>還原`],
		["zh-Hans done task", html("- [x] 换掉 cron"), '<span class="vault-recall-task is-checked">☑</span>换掉 cron'],
		["English done task, capital X", html("* [X] ship it"), '<span class="vault-recall-task is-checked">☑</span>ship it'],
		["zh-Hans numbered item", html("1. ", ["数据库"], "迁移"), `${MARK}数据库</mark>迁移`],
		["English bullet", html("- **Decided** to use Kamal"), "<strong>Decided</strong> to use Kamal"],
		["English plus bullet", html("+ note"), "note"],
		["zh-Hant marker on a later line", html("決定：\n- [ ] 換掉 cron"), '決定：<br><span class="vault-recall-task">☐</span>換掉 cron'],
		["not at the start of a cut snippet", html("…", "- [ ] 中間"), "…- [ ] 中間"],
	])("%s", (_name, actual, expected) => {
		expect(actual).toBe(expected);
	});
});

function table(...rows: string[]): string {
	return `<div class="vault-recall-table">${rows.join("")}</div>`;
}
function row(cells: string[], header = false): string {
	const cls = header ? "vault-recall-table-row is-header" : "vault-recall-table-row";
	return `<div class="${cls}">${cells.map((cell) => `<span class="vault-recall-table-cell">${cell}</span>`).join("")}</div>`;
}

describe("renderSnippet tables", () => {
	it("shows a zh-Hant table joined on one line as rows of cells", () => {
		expect(html("| 項目 | 舊 | 新 | | --- | --- | --- | | 版本 | 14 | 17 | | ", ["備份"], " | pg_dump | pgBackRest |")).toBe(
			table(
				row(["項目", "舊", "新"], true),
				row(["版本", "14", "17"]),
				row([`${MARK}備份</mark>`, "pg_dump", "pgBackRest"]),
			),
		);
	});

	it("shows a zh-Hans table cut by the snippet window", () => {
		expect(html("…", "新 | | :--- | ---: | | **版本** | 14 | | 备份 | ", ["pg_dump"], " |", "…")).toBe(
			table(row(["…新"], true), row(["<strong>版本</strong>", "14"]), row(["备份", `${MARK}pg_dump</mark>`, "…"])),
		);
	});

	it("keeps empty cells and escaped pipes of an English table", () => {
		expect(html("| Job | Note | | --- | --- | | backup |  | | [[a\\|b]] | x \\| y |")).toBe(
			table(row(["Job", "Note"], true), row(["backup", ""]), row([`${LINK}b</span>`, "x | y"])),
		);
	});

	it("shows a table sent line by line, with the text before it", () => {
		expect(html("設定：\n| 項目 | 值 |\n|---|---|\n| ", ["備份"], " | 每天 |")).toBe(
			`設定：${table(row(["項目", "值"], true), row([`${MARK}備份</mark>`, "每天"]))}`,
		);
	});

	it("shows the cells of a table without a separator row in one row", () => {
		expect(html("| a | b | | c | d |")).toBe(table(row(["a", "b", "", "c", "d"])));
	});

	it("falls back to one row when the rows do not line up", () => {
		expect(html("| a | b | | --- | --- | | c | d | e |")).toBe(table(row(["a", "b", "", "", "c", "d", "e"])));
	});
});

describe("renderSnippet with bad input", () => {
	it.each([
		"**unclosed bold",
		"__unclosed",
		"*a * b",
		"a ** b ** c",
		"~~ spaced ~~",
		"~single~",
		"`unclosed code",
		"``",
		"[[unclosed link",
		"[[]]",
		"[text](no close",
		"[](empty)",
		"[no url] here",
		"issue #13, C# and a#b",
		"pg_dump and my_backup_script",
		"_a_b",
		"trailing \\",
		"**\n**",
		"<b>x</b> & *",
		"備份**未閉合",
		"数据库 `迁移",
	])("%j stays plain text", (text) => {
		const el = render([{ text, hit: false }]);
		expect(el.textContent).toBe(text.replace("\n", ""));
		expect(el.querySelectorAll(":not(br)")).toHaveLength(0);
	});

	it("never throws on random markup", () => {
		const alphabet = ["*", "_", "~", "`", "[", "]", "(", ")", "|", "#", "!", "\\", "-", " ", "\n", "a", "備", "x", ":"];
		let seed = 13;
		const next = (): number => {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			return seed;
		};
		for (let round = 0; round < 2000; round++) {
			const parts: SnippetSegment[] = [];
			for (let k = next() % 4; k >= 0; k--) {
				let text = "";
				for (let n = next() % 12; n > 0; n--) text += alphabet[next() % alphabet.length];
				parts.push({ text, hit: next() % 2 === 0 });
			}
			expect(() => render(parts)).not.toThrow();
		}
	});
});
