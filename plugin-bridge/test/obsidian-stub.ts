// A small stand-in for the `obsidian` module, enough for the view, render and open code: the DOM
// helpers Obsidian adds to elements (createEl, empty, addClass, …), ItemView, Keymap, Notice,
// MarkdownView. vitest aliases `obsidian` to this file; the browser harness bundles it.

type Info = DomElementInfo | string | undefined;

function applyInfo(el: HTMLElement, info: Info): void {
	if (info === undefined) return;
	if (typeof info === "string") {
		el.className = info;
		return;
	}
	const classes = Array.isArray(info.cls) ? info.cls : info.cls ? info.cls.split(" ") : [];
	for (const cls of classes) if (cls) el.classList.add(cls);
	if (info.text !== undefined) {
		if (typeof info.text === "string") el.textContent = info.text;
		else el.appendChild(info.text);
	}
	if (info.title !== undefined) el.title = info.title;
	for (const [name, value] of Object.entries(info.attr ?? {})) {
		if (value === null || value === false) continue;
		el.setAttribute(name, value === true ? "" : String(value));
	}
	for (const key of ["type", "placeholder", "value", "href"] as const) {
		const value = info[key];
		if (value !== undefined) el.setAttribute(key, value);
	}
}

function create<K extends keyof HTMLElementTagNameMap>(
	parent: Node | null,
	tag: K,
	info?: Info,
	callback?: (el: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
	const el = document.createElement(tag);
	applyInfo(el, info);
	parent?.appendChild(el);
	callback?.(el);
	return el;
}

function installDomHelpers(): void {
	const node = Node.prototype;
	const element = HTMLElement.prototype;
	const define = (target: object, name: string, value: unknown): void => {
		Object.defineProperty(target, name, { value, configurable: true, writable: true });
	};
	define(node, "createEl", function (this: Node, tag: keyof HTMLElementTagNameMap, info?: Info, cb?: (el: HTMLElement) => void) {
		return create(this, tag, info, cb);
	});
	define(node, "createDiv", function (this: Node, info?: Info, cb?: (el: HTMLElement) => void) {
		return create(this, "div", info, cb);
	});
	define(node, "createSpan", function (this: Node, info?: Info, cb?: (el: HTMLElement) => void) {
		return create(this, "span", info, cb);
	});
	define(node, "empty", function (this: Node) {
		while (this.firstChild) this.removeChild(this.firstChild);
	});
	define(node, "appendText", function (this: Node, text: string) {
		this.appendChild(document.createTextNode(text));
	});
	define(node, "instanceOf", function (this: Node, type: new () => unknown) {
		return this instanceof type;
	});
	define(element, "setText", function (this: HTMLElement, text: string) {
		this.textContent = text;
	});
	define(element, "addClass", function (this: HTMLElement, ...classes: string[]) {
		this.classList.add(...classes);
	});
	define(element, "removeClass", function (this: HTMLElement, ...classes: string[]) {
		this.classList.remove(...classes);
	});
	define(element, "toggleClass", function (this: HTMLElement, classes: string | string[], value: boolean) {
		for (const cls of Array.isArray(classes) ? classes : [classes]) this.classList.toggle(cls, value);
	});
	define(element, "hasClass", function (this: HTMLElement, cls: string) {
		return this.classList.contains(cls);
	});
	define(element, "setAttr", function (this: HTMLElement, name: string, value: string | number | boolean | null) {
		if (value === null) this.removeAttribute(name);
		else this.setAttribute(name, String(value));
	});
	Object.defineProperty(UIEvent.prototype, "targetNode", {
		configurable: true,
		get(this: UIEvent) {
			return this.target;
		},
	});
	if (!element.scrollIntoView) define(element, "scrollIntoView", () => undefined);
}

// The e2e tests import plugin modules under Node, where there is no DOM to extend.
if (typeof Node !== "undefined") installDomHelpers();

export class Component {
	private cleanups: (() => void)[] = [];

	load(): void {
		this.onload();
	}
	onload(): void {}
	unload(): void {
		for (const cleanup of this.cleanups.splice(0)) cleanup();
		this.onunload();
	}
	onunload(): void {}
	register(cb: () => void): void {
		this.cleanups.push(cb);
	}
	registerDomEvent(el: EventTarget, type: string, callback: (evt: Event) => void): void {
		el.addEventListener(type, callback);
		this.register(() => el.removeEventListener(type, callback));
	}
	registerInterval(id: number): number {
		this.register(() => window.clearInterval(id));
		return id;
	}
}

export class WorkspaceLeaf {
	view: unknown = null;
	opened: { file: TFile; state: unknown }[] = [];

	async openFile(file: TFile, state?: unknown): Promise<void> {
		this.opened.push({ file, state });
	}
}

export class ItemView extends Component {
	containerEl: HTMLElement;
	contentEl: HTMLElement;

	constructor(readonly leaf: WorkspaceLeaf) {
		super();
		this.containerEl = document.body.createDiv({ cls: "workspace-leaf-content" });
		this.containerEl.createDiv({ cls: "view-header" });
		this.contentEl = this.containerEl.createDiv({ cls: "view-content" });
	}
	async onOpen(): Promise<void> {}
	async onClose(): Promise<void> {}
	async open(): Promise<void> {
		this.load();
		await this.onOpen();
	}
	async close(): Promise<void> {
		await this.onClose();
		this.unload();
		this.containerEl.remove();
	}
}

export class TFile {
	constructor(readonly path: string) {}
}

export class MarkdownView {}

export const Keymap = {
	isModEvent(evt?: MouseEvent | KeyboardEvent | null): boolean {
		return Boolean(evt && (evt.ctrlKey || evt.metaKey));
	},
};

export class Notice {
	static shown: string[] = [];
	constructor(message: string) {
		Notice.shown.push(message);
	}
}

export const Platform = { isDesktop: true, isDesktopApp: true, isMobile: false };

export function requireApiVersion(version: string): boolean {
	return true;
}

/** As Obsidian does it: the tooltip is the element's aria-label, which screen readers read too. */
export function setTooltip(el: HTMLElement, tooltip: string, options?: { placement?: string }): void {
	el.setAttribute("aria-label", tooltip);
	if (options?.placement) el.setAttribute("data-tooltip-position", options.placement);
}

export function requestUrl(): never {
	throw new Error("requestUrl is not available in tests: inject a RequestFn");
}

export class FileSystemAdapter {
	constructor(private readonly basePath: string) {}
	getBasePath(): string {
		return this.basePath;
	}
}

interface CommandSpec {
	id: string;
	name: string;
	hotkeys?: unknown[];
	callback?: () => unknown;
	editorCallback?: (editor: unknown, ctx: unknown) => unknown;
}

/** Records what a plugin registers, so tests can look at it. */
export class Plugin extends Component {
	settings?: unknown;
	data: unknown = null;
	commands: CommandSpec[] = [];
	ribbonIcons: { icon: string; title: string }[] = [];
	views = new Map<string, (leaf: WorkspaceLeaf) => unknown>();
	statusBarItems: HTMLElement[] = [];
	settingTabs: unknown[] = [];

	constructor(
		readonly app: unknown,
		readonly manifest: unknown,
	) {
		super();
	}
	addCommand(command: CommandSpec): CommandSpec {
		this.commands.push(command);
		return command;
	}
	addRibbonIcon(icon: string, title: string, callback: (evt: MouseEvent) => unknown): HTMLElement {
		this.ribbonIcons.push({ icon, title });
		const el = document.body.createDiv();
		el.addEventListener("click", callback);
		return el;
	}
	registerView(type: string, factory: (leaf: WorkspaceLeaf) => unknown): void {
		this.views.set(type, factory);
	}
	addStatusBarItem(): HTMLElement {
		const el = document.body.createDiv({ cls: "status-bar-item" });
		this.statusBarItems.push(el);
		return el;
	}
	addSettingTab(tab: unknown): void {
		this.settingTabs.push(tab);
	}
	async loadData(): Promise<unknown> {
		return this.data;
	}
	async saveData(data: unknown): Promise<void> {
		this.data = data;
	}
}
export class PluginSettingTab {}
export class Setting {}
export class SecretComponent {}
