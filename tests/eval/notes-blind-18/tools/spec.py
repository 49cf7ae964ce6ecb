# trial
NOW = "2026-11-30"
PREFIX = "nb18"
NOTES = {"Journal/2025-04-19.md": "- 第一次玩桨板\n- 落水三次\n"}
QUERIES = [
    dict(id="01", kind="temporal-first", lang="en", query="when did I first try paddleboarding",
         note="x", rewordings=["first time on a SUP", "paddleboard first ever"],
         rels=[("Journal/2025-04-19.md", "第一次玩桨板", 3)]),
    dict(id="02", kind="period", lang="en", query="what did I do in April",
         note="x", rewordings=["April 2025 what happened", "april activities"],
         rels=[("Journal/2025-04-19.md", "落水三次", 3)]),
    dict(id="03", kind="topic", lang="en", query="paddleboard",
         note="x", rewordings=["SUP", "桨板"],
         rels=[("Journal/2025-04-19.md", "落水三次", 3)]),
    dict(id="04", kind="no-answer", lang="en", query="skiing", note="x", rewordings=[], rels=[]),
]
