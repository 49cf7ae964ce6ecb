"""Deterministic synthetic Obsidian vault and query set for the benchmarks.

    python bench/generate.py --notes 10000 --out bench/out/vault-10000 [--seed 1]
    python bench/generate.py --queries 200 --out bench/out/queries.jsonl [--seed 1]

Stdlib only, no network. The same seed always gives the same bytes.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import random
import re
import shutil
import sys
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from pathlib import Path

import banks

TODAY = date(2026, 11, 30)
GENERATOR_VERSION = 1
MANIFEST = ".bench-manifest.json"
# One journal covers ten years; a bigger vault gets more journals (a family or team vault), so
# 100,000 notes still have plausible dates instead of reaching back to the 18th century.
JOURNAL_DAYS = 3650
# The main journal keeps the last year in memory/ and files older days by month, like the
# journal script's archive-YYYY-MM/ folders.
RECENT_DAYS = 365
DAILY_SHARE = 0.9
PARA = [("01-Projects", 0.35), ("02-Areas", 0.2), ("03-Resources", 0.25), ("04-Archive", 0.2)]
TECH_TOPICS = ["Infra", "Backend", "Data"]
LIFE_TOPICS = ["Home", "Health", "Finance", "Cooking"]
# Share of entries per language; the rest of a note follows its writer's main language.
LANGS = [("zh", 0.5), ("en", 1 / 3), ("mixed", 1 / 6)]
SLOT = re.compile(r"\{(\w+)\}")
WORD_SLOTS = frozenset("KLCFPDAE")
# Share of bullets that run on into a second clause; sets the vault's bytes per note.
LONG_ENTRY = 0.75


class GeneratorError(Exception):
    """The output directory cannot be used."""


@dataclass(frozen=True)
class VaultStats:
    notes: int
    daily: int
    projects: int
    entries: int
    bytes: int

    @property
    def megabytes(self) -> float:
        return self.bytes / 1_000_000


class Zipf:
    """Picks items with weight 1/rank**s: a few very common words and a long rare tail."""

    def __init__(self, items: list[str], s: float = 1.1) -> None:
        self.items = items
        self.cum = list(itertools.accumulate(1 / (r**s) for r in range(1, len(items) + 1)))

    def pick(self, rng: random.Random) -> str:
        return self.items[bisect.bisect(self.cum, rng.random() * self.cum[-1])]


def codenames(count: int = 3000) -> list[str]:
    """Made-up project codenames, fixed across seeds so any query set matches any vault."""
    rng = random.Random(20261130)
    names: dict[str, None] = {}
    while len(names) < count:
        word = "".join(rng.choice(banks.SYLLABLES) for _ in range(rng.randint(2, 3)))
        names[word.capitalize()] = None
    return list(names)


def people(script: str) -> list[str]:
    if script == "en":
        return list(banks.EN_NAMES)
    return [s + g for g in banks.GIVEN[script] for s in banks.SURNAME[script]]


class Vocabulary:
    """Zipf samplers for every template slot, per script."""

    def __init__(self) -> None:
        self.tech = Zipf(banks.TECH)
        self.codename = Zipf(codenames(), s=1.0)
        self.banks = {
            script: {
                "K": Zipf(banks.TECH_NOUN[script]),
                "L": Zipf(banks.LIFE[script]),
                "C": Zipf(banks.PLACE[script]),
                "F": Zipf(banks.FEELING[script], s=0.5),
                "P": Zipf(people(script)),
                "D": Zipf(banks.DISH[script]),
                "A": Zipf(banks.CAT_SUPPLY[script]),
                "E": Zipf(banks.EXERCISE[script]),
            }
            for script in ("hant", "hans", "en")
        }

    def fill(self, slot: str, script: str, rng: random.Random) -> str:
        key = slot.rstrip("2")
        if key == "T":
            return self.tech.pick(rng)
        if key == "X":
            return self.codename.pick(rng)
        if key in WORD_SLOTS:
            return self.banks[script][key].pick(rng)
        return _number(key, rng)


def _number(slot: str, rng: random.Random) -> str:
    if slot == "n":
        return str(rng.randint(2, 12))
    if slot == "km":
        return f"{rng.randint(30, 215) / 10:g}"
    if slot == "ms":
        return str(rng.randint(5, 900))
    if slot == "money":
        return f"{rng.randrange(100, 30000, 10):,}"
    if slot == "hm":
        return f"{rng.randint(6, 23):02d}:{rng.choice((0, 15, 30, 45)):02d}"
    raise KeyError(f"unknown template slot {slot!r}; expected one of T K L C F P D E A X n km ms money hm")


def _parse(template: str) -> list[str]:
    # Even positions are literal text, odd positions slot names: re.split keeps the groups.
    return SLOT.split(template)


TEMPLATES = {lang: [_parse(t) for t in ts] for lang, ts in banks.TEMPLATES.items()}


@dataclass
class Writer:
    """Entry-level text generation for one note, in the note writer's voice."""

    vocab: Vocabulary
    rng: random.Random
    voice: str  # "hant" or "hans": which Chinese this writer uses
    main: str  # "zh", "en" or "mixed"
    last: list[str] = field(default_factory=list)

    def script(self, lang: str) -> str:
        return self.voice if lang != "en" else "en"

    def pick_lang(self) -> str:
        if self.rng.random() < 0.6:
            return self.main
        return weighted(LANGS, self.rng)

    def sentence(self, lang: str) -> str:
        key = {"zh": self.voice, "en": "en", "mixed": "mixed_" + self.voice}[lang]
        parts = self.rng.choice(TEMPLATES[key])
        if parts is self.last:
            # One redraw keeps a run-on entry from repeating its first clause's template.
            parts = self.rng.choice(TEMPLATES[key])
        self.last = parts
        script = self.script(lang)
        return "".join(self.vocab.fill(p, script, self.rng) if i % 2 else p for i, p in enumerate(parts))

    def paragraph(self, lang: str) -> str:
        script = self.script(lang)
        count = self.rng.randint(2, 3)
        sentences = [self.sentence(lang) for _ in range(count)]
        tail = self.rng.choice(banks.PARAGRAPH_TAIL[script])
        if script == "en":
            return ". ".join(sentences) + ". " + tail
        return "。".join(sentences) + "。" + tail

    def entry(self, links: list[str]) -> str:
        lang = self.pick_lang()
        roll = self.rng.random()
        if roll < 0.2:
            return self.paragraph(lang)
        text = self.sentence(lang)
        if self.rng.random() < LONG_ENTRY:
            text += ("; " if self.script(lang) == "en" else "，") + self.sentence(lang)
        if roll < 0.3:
            text = f"[{self.rng.choice(banks.HALLS)}] {text}"
        elif roll < 0.42:
            text = f"{_number('hm', self.rng)} {text}"
        text += self.decoration(links)
        if roll > 0.85:
            return f"- [{'x' if self.rng.random() < 0.5 else ' '}] {text}"
        return f"- {text}"

    def decoration(self, links: list[str]) -> str:
        roll = self.rng.random()
        if roll < 0.06 and links:
            return f" [[{self.rng.choice(links)}]]"
        if roll < 0.12:
            return " #" + tag(self.vocab.tech.pick(self.rng))
        return ""

    def heading(self) -> str:
        return self.rng.choice(banks.HEADINGS[self.script(self.main)])


def weighted(choices: list[tuple[str, float]], rng: random.Random) -> str:
    roll = rng.random()
    for value, weight in choices:
        roll -= weight
        if roll < 0:
            return value
    return choices[-1][0]


def tag(term: str) -> str:
    return re.sub(r"[^0-9A-Za-z\u4e00-\u9fff]+", "-", term).strip("-").lower()


def new_writer(vocab: Vocabulary, rng: random.Random) -> Writer:
    voice = "hant" if rng.random() < 0.6 else "hans"
    return Writer(vocab, rng, voice, weighted(LANGS, rng))


def daily_path(index: int) -> tuple[str, date]:
    journal, offset = divmod(index, JOURNAL_DAYS)
    day = TODAY - timedelta(days=offset)
    name = f"{day.isoformat()}.md"
    if journal == 0:
        folder = "memory" if offset < RECENT_DAYS else f"archive-{day:%Y-%m}"
        return f"{folder}/{name}", day
    return f"journal-{journal_letters(journal - 1)}/{day:%Y}/{name}", day


def journal_letters(n: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA, like spreadsheet columns."""
    letters = ""
    n += 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def daily_note(writer: Writer, day: date, links: list[str]) -> tuple[str, int]:
    rng = writer.rng
    lines = [f"# {day.isoformat()}", ""]
    entries = rng.randint(5, 15)
    sections = rng.choice((0, 1, 2, 2, 3))
    breaks = set(rng.sample(range(entries), sections)) if sections else set()
    for i in range(entries):
        if i in breaks:
            if lines[-1]:
                lines.append("")
            lines += [f"## {writer.heading()}", ""]
        text = writer.entry(links)
        if not text.startswith("- ") and lines[-1]:
            lines.append("")
        lines.append(text)
        if not text.startswith("- "):
            lines.append("")
    return render(lines), entries


def render(lines: list[str]) -> str:
    # Blocks pad themselves with blank lines; two in a row collapse into one.
    text = "\n".join(line for i, line in enumerate(lines) if line or (i and lines[i - 1]))
    return text.strip("\n") + "\n"


@dataclass(frozen=True)
class Project:
    path: str
    title: str
    day: date
    lang: str
    voice: str
    folder: str


def plan_projects(count: int, span: int, vocab: Vocabulary, rng: random.Random) -> list[Project]:
    """Titles and places first, so daily notes and other projects can link to them."""
    seen: set[str] = set()
    projects = []
    for _ in range(count):
        writer = new_writer(vocab, rng)
        script = writer.script(writer.main)
        template = rng.choice(banks.PROJECT_TITLE[script])
        title = "".join(vocab.fill(p, script, rng) if i % 2 else p for i, p in enumerate(_parse(template)))
        title = unique(title.replace("/", "-"), seen)
        day = TODAY - timedelta(days=rng.randrange(span))
        folder = weighted(PARA, rng)
        topics = LIFE_TOPICS if "{L}" in template else TECH_TOPICS
        topic = "Travel" if "{C}" in template else rng.choice(topics)
        sub = f"{day:%Y}" if folder == "04-Archive" else topic
        path = f"{folder}/{sub}/{title}.md"
        projects.append(Project(path, title, day, writer.main, writer.voice, folder))
    return projects


def unique(title: str, seen: set[str]) -> str:
    candidate, n = title, 1
    while candidate in seen:
        n += 1
        candidate = f"{title} {n}"
    seen.add(candidate)
    return candidate


def front_matter(project: Project, writer: Writer) -> list[str]:
    terms = [t for t in banks.TECH if t in project.title][:2]
    tags = ["project" if project.folder == "01-Projects" else "note"] + [tag(t) for t in terms]
    ascii_words = re.findall(r"[A-Za-z0-9]+", project.title)
    alias = "-".join(ascii_words).lower() if ascii_words else project.title[:4]
    lines = [
        "---",
        f"title: {project.title}",
        f"tags: [{', '.join(tags)}]",
        f"date: {project.day.isoformat()}",
        f"aliases: [{alias}]",
    ]
    if project.folder == "04-Archive":
        lines.append("status: archived")
    return [*lines, "---", f"# {project.title}", ""]


def project_note(project: Project, writer: Writer, links: list[str]) -> tuple[str, int]:
    rng = writer.rng
    script = writer.script(project.lang)
    lines = front_matter(project, writer)
    target = rng.randint(20, 200)
    sections = list(banks.SECTIONS[script])
    rng.shuffle(sections)
    entries = 0
    day = project.day
    for section in itertools.cycle(sections):
        if len(lines) >= target:
            break
        lines += [f"## {section}", ""]
        for _ in range(rng.randint(2, 10)):
            block, day = project_block(writer, script, day, links)
            lines += block
            entries += 1
        lines.append("")
    return render(lines), entries


def project_block(writer: Writer, script: str, day: date, links: list[str]) -> tuple[list[str], date]:
    rng = writer.rng
    roll = rng.random()
    if roll < 0.4:
        day = min(TODAY, day + timedelta(days=rng.randint(0, 4)))
        colon = ": " if script == "en" else "："
        return [f"- {day.isoformat()}{colon}{writer.sentence(writer.pick_lang())}"], day
    if roll < 0.47:
        return table(writer, script, day), day
    if roll < 0.53:
        return code_block(writer), day
    if roll < 0.6 and links:
        return [see_also(script, rng.sample(links, min(len(links), rng.randint(1, 3))))], day
    if roll < 0.75:
        return ["", writer.paragraph(writer.pick_lang()), ""], day
    text = writer.entry(links)
    return ([text] if text.startswith("- ") else ["", text, ""]), day


def table(writer: Writer, script: str, day: date) -> list[str]:
    rng = writer.rng
    h_date, h_item, h_status, states = banks.TABLE_HEAD[script]
    rows = ["", f"| {h_date} | {h_item} | {h_status} |", "| --- | --- | --- |"]
    for i in range(rng.randint(2, 6)):
        item = writer.vocab.fill("T", script, rng) + " " + writer.vocab.fill("K", script, rng)
        when = min(TODAY, day + timedelta(days=i * 3))
        rows.append(f"| {when.isoformat()} | {item} | {rng.choice(states)} |")
    return [*rows, ""]


def code_block(writer: Writer) -> list[str]:
    rng = writer.rng
    lang, samples = rng.choice(banks.CODE)
    term = tag(writer.vocab.tech.pick(rng)) or "app"
    body = [line.format(t=term) for line in rng.sample(samples, rng.randint(2, len(samples)))]
    return ["", f"```{lang}", *body, "```", ""]


def see_also(script: str, titles: list[str]) -> str:
    links = [f"[[{t}]]" for t in titles]
    if script == "en":
        return "See also " + ", ".join(links)
    return ("相關：" if script == "hant" else "相关：") + "、".join(links)


def prepare(out: Path) -> None:
    if out.exists() and any(out.iterdir()):
        if not (out / MANIFEST).is_file():
            raise GeneratorError(f"{out} is not empty and is not a bench vault; choose another --out")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)


def generate_vault(notes: int, out: Path, seed: int = 1) -> VaultStats:
    """Write `notes` notes under `out` (replacing an earlier bench vault there)."""
    prepare(out)
    rng = random.Random(seed)
    vocab = Vocabulary()
    daily = round(notes * DAILY_SHARE)
    span = min(max(daily, 30), JOURNAL_DAYS)
    projects = plan_projects(notes - daily, span, vocab, rng)
    titles = [p.title for p in projects]
    made: set[Path] = set()
    total_entries = total_bytes = 0
    for i in range(daily):
        rel, day = daily_path(i)
        text, entries = daily_note(new_writer(vocab, rng), day, titles)
        total_bytes += write(out, rel, text, made)
        total_entries += entries
    for project in projects:
        writer = Writer(vocab, rng, project.voice, project.lang)
        text, entries = project_note(project, writer, titles)
        total_bytes += write(out, project.path, text, made)
        total_entries += entries
    stats = VaultStats(notes, daily, len(projects), total_entries, total_bytes)
    manifest = {"version": GENERATOR_VERSION, "seed": seed, **asdict(stats)}
    (out / MANIFEST).write_text(json.dumps(manifest, sort_keys=True) + "\n", encoding="utf-8")
    return stats


def write(root: Path, rel: str, text: str, made: set[Path]) -> int:
    path = root / rel
    if path.parent not in made:
        path.parent.mkdir(parents=True, exist_ok=True)
        made.add(path.parent)
    data = text.encode("utf-8")
    path.write_bytes(data)
    return len(data)


def make_queries(count: int = 200, seed: int = 1) -> list[dict[str, object]]:
    """Mixed-language queries from the vault's own vocabulary, so most of them have hits."""
    rng = random.Random(f"queries/{seed}")
    vocab = Vocabulary()
    kinds = [("keyword", 0.35), ("multi", 0.2), ("rare", 0.15), ("temporal", 0.3)]
    scripts = [("hant", 0.35), ("hans", 0.25), ("en", 0.4)]
    label = {"hant": "zh-Hant", "hans": "zh-Hans", "en": "en"}
    queries = []
    for i in range(count):
        kind, script = weighted(kinds, rng), weighted(scripts, rng)
        if kind == "temporal":
            text, terms = temporal_query(script, vocab, rng)
        else:
            terms = query_terms(kind, script, vocab, rng)
            text = " ".join(terms)
        if script == "en" and rng.random() < 0.3:
            text = text.lower()  # people type "postgresql" as often as "PostgreSQL"
        queries.append({"id": i + 1, "q": text, "lang": label[script], "kind": kind, "terms": terms})
    return queries


def temporal_query(script: str, vocab: Vocabulary, rng: random.Random) -> tuple[str, list[str]]:
    topic = "tech" if rng.random() < 0.6 else "life"
    term = vocab.tech.pick(rng) if topic == "tech" else vocab.banks[script]["L"].pick(rng)
    return rng.choice(banks.TEMPORAL[script][topic]).format(w=term), [term]


def query_terms(kind: str, script: str, vocab: Vocabulary, rng: random.Random) -> list[str]:
    pool = vocab.banks[script]
    if kind == "rare":
        if script != "en" and rng.random() < 0.5:
            # People's names thin out fast under Zipf: rank 20+ is in a handful of notes.
            return [pool["P"].items[rng.randint(20, len(pool["P"].items) - 1)]]
        # Ranks 30-300 of the codename tail: a few to a few dozen hits in a 10k-note vault.
        term = vocab.codename.items[rng.randint(30, 300)]
        return [term] if rng.random() < 0.5 else [term, pool["K"].pick(rng)]
    size = rng.randint(1, 2) if kind == "keyword" else rng.randint(2, 4)
    own = [pool["K"], pool["L"], pool["C"]]
    # A Chinese query always has a Chinese word; technical terms may join it.
    terms = [rng.choice(own).pick(rng)] if script != "en" else []
    sources = [vocab.tech, *own]
    for _ in range(size * 3):
        if len(terms) >= size:
            break
        term = rng.choice(sources).pick(rng)
        if term not in terms:
            terms.append(term)
    return terms


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--notes", type=int, help="write a vault with this many notes into --out DIR")
    what.add_argument("--queries", type=int, help="write this many queries as JSONL into --out FILE")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.queries is not None:
        queries = make_queries(args.queries, args.seed)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        lines = [json.dumps(q, ensure_ascii=False) for q in queries]
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{len(queries)} queries -> {args.out}")
        return 0
    if args.notes < 1:
        parser.error("--notes must be at least 1")
    try:
        stats = generate_vault(args.notes, args.out, args.seed)
    except GeneratorError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{stats.megabytes:.2f} MB, {stats.notes:,} notes, {stats.entries:,} entries -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
