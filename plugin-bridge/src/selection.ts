// Which result is selected in the pane, for the arrow keys and Enter.
import type { SearchResult } from "./types";

export interface ResultItem {
	el: HTMLElement;
	result: SearchResult;
}

export class Selection {
	private items: ResultItem[] = [];
	private index = -1;

	get size(): number {
		return this.items.length;
	}

	/** The selected entry, or the first when none is selected (Enter in the search box). */
	get current(): ResultItem | undefined {
		return this.items[Math.max(0, this.index)];
	}

	get atTop(): boolean {
		return this.index <= 0;
	}

	reset(items: ResultItem[] = []): void {
		this.items = items;
		this.index = -1;
	}

	add(items: ResultItem[]): void {
		this.items.push(...items);
	}

	indexOf(node: Node): number {
		return this.items.findIndex((item) => item.el.contains(node));
	}

	/** Moves by `step`, staying within the list; returns the newly selected item. */
	move(step: number): ResultItem | undefined {
		return this.select(Math.max(0, Math.min(this.items.length - 1, this.index + step)));
	}

	select(index: number): ResultItem | undefined {
		const previous = this.items[this.index];
		previous?.el.removeClass("is-selected");
		previous?.el.setAttr("aria-selected", "false");
		this.index = index;
		const item = this.items[index];
		if (!item) return undefined;
		item.el.addClass("is-selected");
		item.el.setAttr("aria-selected", "true");
		item.el.scrollIntoView({ block: "nearest" });
		return item;
	}
}
