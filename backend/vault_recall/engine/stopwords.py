"""Stopwords for English and Chinese, applied at index and at query time.

Function words carry no topic; the question words ("列出", "什麼時候", "上次", "when", "did",
"last") carry intent, which the query parser reads before they are dropped. Written in either
script here; they are compared after the same folding as every token (see ``tokens``), so the
words are folded by ``tokens`` when it builds its set.
"""

from __future__ import annotations

_ENGLISH = """
a about above after again against all almost also am an and any anything are aren't as at
be because been before being below between both but by can can't cannot could couldn't
did didn't do does doesn't doing don't done down during each either else ever every few for
from further get gets getting got had hadn't has hasn't have haven't having he her here hers
herself him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just
last lately let's list me more most much must my myself no nor not now of off on once only
or other our ours ourselves out over own please recent recently same she should shouldn't
show so some such than that that's the their theirs them themselves then there these they
this those through time times to too under until up upon us very via was wasn't we were
weren't what what's when where which while who whom whose why will with won't would wouldn't
yet you your yours yourself yourselves
"""

# Tokens split "doesn't" at the apostrophe: what is left of a negated auxiliary carries no
# topic either. ("won" of "won't" is left out: it is also the verb.)
_ENGLISH_CONTRACTED = "aren couldn didn doesn don hadn hasn haven isn shouldn wasn weren wouldn"

_CHINESE = """
的 了 是 在 和 与 與 或 也 都 就 还 還 又 把 被 给 給 对 對 从 從 到 向 着 著 过 過 吗 嗎 呢 吧 啊 呀 哦 嗯
我 你 他 她 它 我们 我們 你们 你們 他们 他們 这 這 那 这个 這個 那个 那個 这些 這些 那些 哪 哪个 哪個 哪些
什么 什麼 怎么 怎麼 怎样 怎樣 如何 为什么 為什麼 什么时候 什麼時候 时候 時候 几时 幾時 几号 幾號
上次 上一次 最近 最近一次 最后 最後 最后一次 最後一次 一次 哪天 哪一天 一天 那天 当初 當初 当时 當時
列出 列一下 找出 找一下 写 寫 写在 寫在 记在 記在 在哪 在哪里 在哪裡 哪里 哪裡 是否 有没有 有沒有 有 没有 沒有
一个 一個 一下 一些 些 个 個 之 其 而 及 等 所 以 于 於 为 為 因为 因為 所以 如果 但是 但 可以 要 会 會
能 很 再 才 只 没 沒 不 上 下 中 后 後 前 里 裡 时 時 得 地 吗 么 麼 啥 呃 嘛 啦 喔 请 請 帮 幫 帮我 幫我
搞 弄 折腾 折騰 干 幹 弄好 搞定 做 做了 做过 做過
， 。 、 ： ；
"""

# Cantonese as Hong Kong writes it: its particles, pronouns and function words (咗 is 了, 嘅 的,
# 喺 在, 啲 些, 嗰 那, 係 是, 冇 沒有, 唔 不, 佢 他, 哋 們) and its question words (點樣 怎樣, 點解
# 為什麼, 邊度 哪裡, 邊個 哪個, 乜嘢 什麼, 幾多 多少), which jieba, trained on Mandarin, leaves as
# unknown lone characters or joins to their neighbours.
_CANTONESE = """
咗 嘅 喺 啲 嗰 嗰個 嗰啲 呢個 呢啲 係 唔係 冇 唔 佢 佢哋 我哋 你哋 哋 嚟 咁 噉 仲 㗎 喇 囉 喎 啩 吖 嘞 咋 啫
點樣 點解 邊 邊度 邊個 邊間 邊位 邊隻 邊款 乜 乜嘢 乜野 咩 咩嘢 做咩 幾多 而家 宜家
"""

WORDS: tuple[str, ...] = tuple((_ENGLISH + _ENGLISH_CONTRACTED + _CHINESE + _CANTONESE).split())
