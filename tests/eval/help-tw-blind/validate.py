#!/usr/bin/env python3
"""Validate the help-tw-blind eval set (standard library only)."""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = '/work/shared/data/obsidian-help/'
AVOID = ['/work/shared/eval/help-dev/qrels.jsonl',
         '/work/main/tests/eval/help-blind/qrels.jsonl']
NO_ANSWER_WORDS = {  # distinctive words that must be absent from the whole vault
    'spaced repetition flashcards for studying': ['spaced repetition', 'flashcard', 'studying'],
    '把 Kindle 電子書的劃線匯入筆記': ['kindle', '電子書', '劃線'],
    '用手写笔写的笔记能 OCR 识别成文字吗': ['手写笔', 'ocr', '手写'],
}

def permalink(path):
    text = open(VAULT + path, encoding='utf-8').read()
    m = re.match(r'^---\n(.*?)\n---', text, re.S)
    if m:
        for line in m.group(1).splitlines():
            if line.startswith('permalink:'):
                return line.split(':', 1)[1].strip().strip('"\'')
    return None

errors = []
queries = [json.loads(l) for l in open(os.path.join(HERE, 'queries.jsonl'), encoding='utf-8')]
qrels = [json.loads(l) for l in open(os.path.join(HERE, 'qrels.jsonl'), encoding='utf-8')]

ids = [q['id'] for q in queries]
if len(ids) != len(set(ids)):
    errors.append('duplicate query ids')
idset = set(ids)

# avoided permalinks
avoid = set()
for f in AVOID:
    for l in open(f, encoding='utf-8'):
        p = json.loads(l)['path']
        pl = permalink(p)
        avoid.add(pl if pl else p)

seen = set()
by_q = collections.defaultdict(list)
for r in qrels:
    if r['qid'] not in idset:
        errors.append(f"qrel for unknown qid {r['qid']}")
    p = r['path']
    if not (p.startswith('en/') or p.startswith('zh-TW/')):
        errors.append(f'path outside en/ and zh-TW/: {p}')
    if not os.path.isfile(VAULT + p):
        errors.append(f'missing file: {p}')
        continue
    if (r['qid'], p) in seen:
        errors.append(f"duplicate qrel {r['qid']} {p}")
    seen.add((r['qid'], p))
    if r['grade'] not in (1, 2, 3) or r['line'] is not None:
        errors.append(f'bad grade/line: {r}')
    if permalink(p) in avoid:
        errors.append(f"{r['qid']}: page in avoid list: {p}")
    by_q[r['qid']].append(r)

targets = collections.Counter()
for q in queries:
    rs = by_q.get(q['id'], [])
    if q['kind'] == 'no-answer':
        if rs:
            errors.append(f"{q['id']}: no-answer query has qrels")
        continue
    g3 = [r for r in rs if r['grade'] == 3]
    if len(g3) != 1:
        errors.append(f"{q['id']}: expected exactly one grade-3 page, got {len(g3)}")
        continue
    want = 'en/' if q['lang'] == 'en' else 'zh-TW/'
    if not g3[0]['path'].startswith(want):
        errors.append(f"{q['id']}: grade-3 page in wrong tree: {g3[0]['path']}")
    targets[permalink(g3[0]['path'])] += 1
    # every grade>=2 page must have its translation at grade 1
    pls = collections.defaultdict(set)
    for r in rs:
        pls[permalink(r['path'])].add(r['path'].split('/')[0])
    for pl, trees in pls.items():
        if trees != {'en', 'zh-TW'}:
            errors.append(f"{q['id']}: page {pl} lacks its translation")

dup_targets = [pl for pl, c in targets.items() if c > 1]
if dup_targets:
    errors.append(f'targets used more than once: {dup_targets}')

# no-answer words absent from the vault (all trees)
corpus = []
for root, _, files in os.walk(VAULT):
    for fn in files:
        if fn.endswith('.md'):
            corpus.append(open(os.path.join(root, fn), encoding='utf-8').read().lower())
corpus = '\n'.join(corpus)
for q in queries:
    if q['kind'] == 'no-answer':
        words = NO_ANSWER_WORDS.get(q['query'], [])
        absent = [w for w in words if w.lower() not in corpus]
        if len(absent) < 2:
            errors.append(f"{q['id']}: fewer than two absent distinctive words")

print('queries:', len(queries), 'qrels:', len(qrels))
print('per kind:', dict(collections.Counter(q['kind'] for q in queries)))
print('grades:', dict(collections.Counter(r['grade'] for r in qrels)))
if errors:
    print('ERRORS:'); [print(' ', e) for e in errors]; sys.exit(1)
print('OK')
