import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, normalizeSettings, parseFolders, searchOptions } from "../../src/settings";

describe("settings", () => {
	it("fills in defaults and drops values of the wrong type", () => {
		expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
		expect(normalizeSettings({ resultsPerPage: "20", recencyDays: 500000, excludeFolders: ["A", 3] })).toEqual({
			...DEFAULT_SETTINGS,
			recencyDays: 36500,
			excludeFolders: ["A"],
		});
	});

	it("reads one folder per line", () => {
		expect(parseFolders("Archive\n  /Templates/ \r\n\nDaily/old")).toEqual(["Archive", "Templates", "Daily/old"]);
	});

	it("turns settings into search parameters", () => {
		expect(searchOptions({ ...DEFAULT_SETTINGS, resultsPerPage: 5, recencyDays: 90, excludeFolders: ["X"] })).toEqual({
			limit: 5,
			days: 90,
			exclude: ["X"],
		});
	});
});
