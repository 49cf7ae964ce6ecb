#!/usr/bin/env python3
"""Held-out journal evaluation set ("journal-blind"): generator.

Python 3.11 standard library only, seeded, no network.  Running it rewrites
``vault/``, ``queries.jsonl`` and ``qrels.jsonl`` next to this file byte for
byte.  Every judged line number is computed from the lines as they are written
(split on "\\n", 1-based), never typed by hand.

The vault is the Obsidian journal of a freelance web developer in Taichung
(tea-shop web site, homelab, a dog called 豆花, bouldering, film photography,
a scooter, a balcony garden, a summer trip to Penghu), written in Traditional
Chinese, Simplified Chinese and English.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import shutil
from pathlib import Path

SEED = 4207
HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
START = dt.date(2025, 10, 1)
END = dt.date(2026, 11, 30)
NOW = END
LANGS = ("hant", "hans", "en")
LANG_W = (0.45, 0.19, 0.36)
LANG_NAME = {"hant": "zh-Hant", "hans": "zh-Hans", "en": "en"}

rng = random.Random(SEED)


def D(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


# --------------------------------------------------------------------------
# people
# --------------------------------------------------------------------------
PEOPLE = {
    "hant": ["阿哲", "小芸", "老周", "陳姐", "Kevin"],
    "hans": ["阿哲", "小芸", "老周", "陈姐", "Kevin"],
    "en": ["Azhe", "Xiaoyun", "Lao Zhou", "Ms. Chen", "Kevin"],
}

# --------------------------------------------------------------------------
# generic templates for the tech topics
# --------------------------------------------------------------------------
GEN = {
    "decision": {
        "hant": [
            "{NP}最後決定用 {O}",
            "{NP}拍板了，就用 {O}",
            "跟{P}討論完，{NP}敲定 {O}",
            "{NP}定了：{O}，不再換來換去",
            "想了兩天，{NP}還是選 {O}",
            "決定 {NP} 改用 {O}，比較省事",
        ],
        "hans": [
            "{NP}最后决定用 {O}",
            "{NP}定了，就用 {O}",
            "和{P}聊完，{NP}选了 {O}",
            "决定 {NP} 换成 {O}，省心",
            "{NP}拍板：{O}",
        ],
        "en": [
            "Decided to go with {O} for {NP}",
            "Final call on {NP}: {O}",
            "Settled on {O} for {NP} after talking it through with {P}",
            "Went with {O} for {NP}; not revisiting this",
            "We're going with {O} for {NP}",
        ],
    },
    "discovery": {
        "hant": [
            "發現 {NP} 的問題出在 {O}",
            "原來 {NP} 要搭配 {O} 才會正常",
            "今天才知道 {NP} 跟 {O} 有關",
            "踩坑：{NP} 碰到 {O} 就出狀況",
        ],
        "hans": ["原来 {NP} 的关键是 {O}", "发现 {NP} 卡住是因为 {O}", "踩坑了：{NP} 遇到 {O} 会出问题"],
        "en": [
            "Turns out {NP} depends on {O}",
            "TIL {NP} can break when {O} is involved",
            "Found out the {NP} problem was {O} all along",
            "Noticed {NP} behaves much better with {O}",
        ],
    },
    "preference": {
        "hant": ["{NP}我比較喜歡 {O}", "比起其他選擇，{NP}還是偏好 {O}", "個人更喜歡 {NP} 用 {O}"],
        "hans": ["{NP}我更喜欢 {O}", "{NP}还是偏好 {O}，顺手"],
        "en": ["I prefer {O} for {NP}", "For {NP} I'd rather stick with {O}"],
    },
    "advice": {
        "hant": ["提醒自己：動 {NP} 之前先確認 {O}", "建議 {NP} 先看 {O} 再動手", "記得 {NP} 要注意 {O}"],
        "hans": ["记得动 {NP} 之前先检查 {O}", "建议 {NP} 先参考 {O}", "提醒：{NP} 别忘了 {O}"],
        "en": [
            "Note to self: check {O} before touching {NP}",
            "Remember to look at {O} when doing {NP}",
            "Tip for next time: {NP} goes smoother with {O}",
        ],
    },
    "event": {
        "hant": [
            "下午在弄 {NP}，主要卡在 {O}",
            "花了一晚處理 {NP}，研究 {O}",
            "{NP} 做了一半，{O} 明天繼續",
            "跟{P}一起看 {NP}，最後查到 {O}",
        ],
        "hans": ["下午折腾 {NP}，主要在搞 {O}", "{NP} 弄了一半，{O} 明天接着弄", "晚上研究 {NP}，看了一堆 {O} 的文档"],
        "en": [
            "Spent the afternoon on {NP}, mostly {O}",
            "Half done with {NP}; {O} tomorrow",
            "Worked on {NP} with {P}, stuck on {O} for a while",
            "Poked at {NP} in the evening, read up on {O}",
        ],
    },
    "task_open": {
        "hant": ["[ ] {NP}：{O}", "[ ] 把 {NP} 的 {O} 弄完"],
        "hans": ["[ ] {NP}：{O}", "[ ] 把 {NP} 的 {O} 搞定"],
        "en": ["[ ] {NP}: {O}", "[ ] Finish {O} for {NP}"],
    },
    "task_done": {"hant": ["[x] {NP} 搞定（{O}）"], "hans": ["[x] {NP} 搞定了（{O}）"], "en": ["[x] {NP} done ({O})"]},
}


def F(np, objs, lock=None, tpl=None, label=None, objs2=None):
    """A facet: noun phrases per language, objects, optional language lock, custom templates."""
    return {"np": np, "objs": objs, "lock": lock, "tpl": tpl or {}, "label": label, "objs2": objs2 or {}}


def same3(*xs):
    return {"hant": list(xs), "hans": list(xs), "en": list(xs)}


TOPICS = {}

# ---- tech -----------------------------------------------------------------
TOPICS["svelte"] = {
    "family": "tech",
    "work": True,
    "tag": "sveltekit",
    "link": ("山嵐茶行官網", 0.12, "茶行網站"),
    "periods": [("2025-11-01", "2026-04-30", 3.0), ("2026-09-01", "2026-10-15", 1.0)],
    "facets": {
        "routing": F(
            {
                "hant": ["SvelteKit 的路由", "茶行網站的 SvelteKit 路由"],
                "hans": ["SvelteKit 的路由"],
                "en": ["SvelteKit routing", "the SvelteKit routes"],
            },
            same3("+layout.server.ts", "the (shop) route group", "[slug] params", "hooks.server.ts"),
        ),
        "forms": F(
            {
                "hant": ["SvelteKit 表單", "訂購頁的 SvelteKit 表單"],
                "hans": ["SvelteKit 表单"],
                "en": ["SvelteKit form actions", "the order form in SvelteKit"],
            },
            same3("use:enhance", "superforms", "fail() with a 400", "progressive enhancement"),
        ),
        "deploy": F(
            {
                "hant": ["SvelteKit 部署", "茶行網站的 SvelteKit 部署"],
                "hans": ["SvelteKit 部署"],
                "en": ["SvelteKit deployment", "deploying the SvelteKit app"],
            },
            same3("adapter-node", "adapter-vercel", "a Linode VPS", "pm2"),
        ),
    },
}
TOPICS["stripe"] = {
    "family": "tech",
    "work": True,
    "tag": "stripe",
    "link": ("山嵐茶行官網", 0.12, "茶行網站"),
    "periods": [("2026-01-15", "2026-05-31", 2.0), ("2026-10-01", "2026-11-20", 1.0)],
    "facets": {
        "webhook": F(
            {
                "hant": ["Stripe webhook", "Stripe 的 webhook"],
                "hans": ["Stripe webhook", "Stripe 的 webhook"],
                "en": ["the Stripe webhook", "Stripe webhooks"],
            },
            same3("checkout.session.completed", "the signing secret", "idempotency keys", "stripe listen --forward-to"),
        ),
        "subscription": F(
            {"hans": ["Stripe 订阅", "Stripe 的订阅方案"]},
            {"hans": ["月订茶包", "Billing Portal", "proration", "年缴九折"]},
            lock="hans",
        ),
        "refund": F(
            {
                "hant": ["Stripe 退款", "Stripe 的退款流程"],
                "hans": ["Stripe 退款"],
                "en": ["Stripe refunds", "the Stripe refund flow"],
            },
            same3("partial refunds", "Radar rules", "dispute evidence", "the refund.updated event"),
        ),
    },
}
TOPICS["jellyfin"] = {
    "family": "tech",
    "work": True,
    "tag": "jellyfin",
    "link": ("Jellyfin 媒體伺服器", 0.10, None),
    "periods": [("2025-10-01", "2026-01-31", 2.5), ("2026-08-01", "2026-09-30", 2.0)],
    "facets": {
        "transcode": F(
            {"hant": ["Jellyfin 轉碼", "Jellyfin 的硬體轉碼"]},
            {"hant": ["Intel QSV", "VAAPI", "HEVC 10-bit", "tone mapping", "/dev/dri 直通"]},
            lock="hant",
        ),
        "subtitles": F(
            {
                "hant": ["Jellyfin 字幕", "Jellyfin 的字幕"],
                "hans": ["Jellyfin 字幕"],
                "en": ["Jellyfin subtitles", "subtitles in Jellyfin"],
            },
            same3("ASS styling", "the OpenSubtitles plugin", "Noto Sans CJK fallback", "burn-in"),
        ),
        "clients": F(
            {
                "hant": ["Jellyfin 用戶端", "電視上的 Jellyfin 用戶端"],
                "hans": ["Jellyfin 客户端"],
                "en": ["the Jellyfin client", "Jellyfin clients on the TV"],
            },
            same3("Swiftfin", "Infuse", "the Android TV app", "Jellyfin Media Player"),
        ),
        "library": F(
            {
                "hant": ["Jellyfin 媒體庫"],
                "hans": ["Jellyfin 媒体库"],
                "en": ["the Jellyfin library", "Jellyfin library scans"],
            },
            same3("NFO files", "TMDB metadata", "folder naming", "missing episodes"),
        ),
    },
}
TOPICS["tailscale"] = {
    "family": "tech",
    "work": True,
    "tag": "tailscale",
    "link": ("Tailscale 筆記", 0.22, "筆記"),
    "periods": [("2025-12-01", "2026-03-31", 2.0), ("2026-07-01", "2026-07-31", 1.5)],
    "facets": {
        "exitnode": F(
            {
                "hant": ["Tailscale 出口節點", "Tailscale 的 exit node"],
                "hans": ["Tailscale 出口节点"],
                "en": ["the Tailscale exit node", "Tailscale exit nodes"],
            },
            same3("--advertise-exit-node", "the N100 mini PC", "allow LAN access", "hotel Wi-Fi"),
        ),
        "acl": F(
            {
                "hant": ["Tailscale ACL", "Tailscale 的 ACL"],
                "hans": ["Tailscale 的 ACL"],
                "en": ["Tailscale ACLs", "the tailnet ACL"],
            },
            same3("tag:server", "autogroup:member", "ssh rules", "the tests block"),
        ),
        "dns": F(
            {
                "hant": ["Tailscale MagicDNS"],
                "hans": ["MagicDNS", "Tailscale 的 MagicDNS"],
                "en": ["Tailscale MagicDNS", "MagicDNS"],
            },
            same3("split DNS", "AdGuard Home", "ts.net names"),
        ),
    },
}
TOPICS["prometheus"] = {
    "family": "tech",
    "work": True,
    "tag": "prometheus",
    "link": ("Prometheus 告警規則", 0.10, None),
    "periods": [("2026-03-01", "2026-07-31", 2.0), ("2026-11-01", "2026-11-30", 1.5)],
    "facets": {
        "alerts": F(
            {
                "hant": ["Prometheus 告警規則", "Prometheus 告警"],
                "hans": ["Prometheus 告警规则"],
                "en": ["Prometheus alert rules", "Prometheus alerting"],
            },
            same3("Alertmanager", "for: 10m", "the Telegram receiver", "inhibit rules"),
        ),
        "retention": F(
            {
                "hant": ["Prometheus 資料保存"],
                "hans": ["Prometheus 数据保留"],
                "en": ["Prometheus retention", "how long Prometheus keeps data"],
            },
            same3("90d retention", "VictoriaMetrics", "remote_write", "--storage.tsdb.retention.size"),
        ),
        "exporters": F(
            {"hant": ["Prometheus exporter"], "hans": ["Prometheus 的 exporter"], "en": ["Prometheus exporters"]},
            same3("node_exporter", "smartctl_exporter", "blackbox_exporter", "scrape_interval 30s"),
        ),
    },
}
TOPICS["proxmox"] = {
    "family": "tech",
    "work": True,
    "tag": "proxmox",
    "link": ("Proxmox 操作手册", 0.10, None),
    "periods": [("2025-10-01", "2025-12-31", 2.0), ("2026-05-01", "2026-08-31", 1.5)],
    "facets": {
        "vm": F(
            {"hans": ["Proxmox 虚拟机", "Proxmox 上的虚拟机"]},
            {"hans": ["cloud-init", "Ubuntu 24.04 模板", "q35", "virtio 网卡"]},
            lock="hans",
        ),
        "zfs": F(
            {"hant": ["Proxmox 的 ZFS"], "hans": ["Proxmox ZFS"], "en": ["ZFS on Proxmox"]},
            same3("zfs_arc_max", "zpool scrub", "a mirror vdev", "an 8GB ARC cap"),
        ),
        "lxc": F(
            {"hant": ["Proxmox LXC 容器"], "hans": ["Proxmox LXC"], "en": ["Proxmox LXC containers"]},
            same3("unprivileged containers", "bind mounts", "the Debian 12 template", "idmap"),
        ),
    },
}
TOPICS["rust"] = {
    "family": "tech",
    "work": True,
    "tag": "rust",
    "link": ("lumen", 0.10, "lumen CLI"),
    "periods": [("2026-06-01", "2026-11-30", 2.5)],
    "facets": {
        "errors": F(
            {
                "hant": ["lumen 的錯誤處理", "Rust 錯誤處理"],
                "hans": ["lumen 的错误处理", "Rust 错误处理"],
                "en": ["error handling in lumen", "Rust error handling in lumen"],
            },
            same3("anyhow", "thiserror", "the ? operator", "eyre"),
        ),
        "async": F(
            {
                "hant": ["lumen 的非同步", "Rust 非同步"],
                "hans": ["lumen 的异步", "Rust 异步"],
                "en": ["async in lumen", "lumen's async file walking"],
            },
            same3("tokio", "spawn_blocking", "rayon", "async-std"),
        ),
        "exif": F(
            {"hant": ["lumen 的 EXIF 解析"], "hans": ["lumen EXIF 解析"], "en": ["EXIF parsing in lumen"]},
            same3("kamadak-exif", "HEIC files", "GPS tags", "DateTimeOriginal"),
        ),
    },
}
TOPICS["ha"] = {
    "family": "tech",
    "work": True,
    "tag": "homeassistant",
    "link": ("智慧家庭", 0.10, None),
    "periods": [("2026-02-01", "2026-06-30", 2.0), ("2026-10-01", "2026-11-30", 1.0)],
    "facets": {
        "zigbee": F(
            {
                "hant": ["Home Assistant 的 Zigbee"],
                "hans": ["Home Assistant Zigbee"],
                "en": ["Zigbee in Home Assistant", "the Home Assistant Zigbee setup"],
            },
            same3("the Sonoff ZBDongle-E", "ZHA", "Zigbee2MQTT", "Aqara door sensors"),
        ),
        "automation": F(
            {
                "hant": ["Home Assistant 自動化"],
                "hans": ["Home Assistant 自动化"],
                "en": ["Home Assistant automations"],
            },
            same3("a sunset trigger", "the hallway motion sensor", "a blueprint", "the 23:00 lights-off rule"),
        ),
        "energy": F(
            {
                "hant": ["Home Assistant 用電統計"],
                "hans": ["Home Assistant 用电统计"],
                "en": ["energy tracking in Home Assistant"],
            },
            same3("Tapo P110 plugs", "the aircon plug", "daily kWh"),
        ),
    },
}
TOPICS["synology"] = {
    "family": "tech",
    "work": True,
    "tag": "nas",
    "link": ("家用伺服器", 0.08, None),
    "periods": [("2025-10-15", "2025-11-30", 1.5), ("2026-09-01", "2026-10-31", 1.5)],
    "facets": {
        "disks": F(
            {
                "hant": ["Synology 硬碟", "Synology NAS 的硬碟"],
                "hans": ["Synology 硬盘"],
                "en": ["the Synology drives", "drives for the Synology"],
            },
            same3("WD Red Plus 8TB", "SHR-1", "extended SMART tests", "Seagate IronWolf"),
        ),
        "photos": F(
            {"hant": ["Synology Photos 相簿"], "hans": ["Synology Photos 相册"], "en": ["Synology Photos"]},
            same3("face recognition", "auto upload from the phone", "a shared album", "HEIC thumbnails"),
        ),
    },
}

# ---- life -----------------------------------------------------------------
TOPICS["dog"] = {
    "family": "life",
    "work": False,
    "tag": "豆花",
    "link": ("豆花", 0.12, "豆花健康紀錄"),
    "periods": [("2025-10-01", "2026-11-30", 1.2)],
    "facets": {
        "vet": F(
            None,
            {
                "hant": ["皮膚過敏", "耳朵發炎", "左後腳跛行", "腸胃炎"],
                "hans": ["皮肤过敏", "耳朵发炎", "左后腿跛行", "肠胃炎"],
                "en": ["skin allergy", "ear infection", "limp", "upset stomach"],
            },
            tpl={
                "hant": {
                    "event": [
                        "帶豆花去看獸醫，{O}，醫生說沒什麼大問題",
                        "晚上帶豆花回診，{O}好多了",
                        "帶豆花看獸醫，掛號排了四十分鐘，最後是{O}",
                    ],
                    "decision": ["豆花以後看獸醫固定找林醫師，不再跑大醫院了", "決定豆花的{O}先吃藥觀察，不做手術"],
                    "discovery": ["原來豆花的{O}是跟換季有關", "看獸醫才發現豆花的{O}拖太久了"],
                    "preference": ["豆花看獸醫我比較喜歡掛林醫師的診，他很有耐心"],
                    "advice": ["記得帶豆花看獸醫要帶疫苗手冊", "提醒自己：豆花{O}的藥要吃滿兩週"],
                    "task_open": ["[ ] 預約豆花看獸醫（{O}回診）"],
                    "task_done": ["[x] 豆花看完獸醫了"],
                },
                "hans": {
                    "event": ["带豆花去看兽医，{O}，医生说问题不大", "晚上带豆花去兽医那里复诊，{O}好多了"],
                    "decision": ["决定豆花的{O}先吃药观察，不做手术", "以后豆花看兽医就固定找林医生了"],
                    "discovery": ["原来豆花的{O}跟换季有关系"],
                    "preference": ["豆花看兽医还是更喜欢林医生，有耐心"],
                    "advice": ["记得带豆花看兽医要带疫苗本"],
                    "task_open": ["[ ] 约豆花去看兽医（{O}）"],
                    "task_done": ["[x] 豆花看完兽医了"],
                },
                "en": {
                    "event": [
                        "Took Douhua to the vet about her {O}; nothing serious",
                        "Douhua's follow-up at the vet went fine, the {O} is clearing up",
                    ],
                    "decision": [
                        "Decided to keep Douhua with Dr. Lin's clinic instead of the big animal hospital",
                        "Final call on Douhua's {O}: meds first, no surgery",
                    ],
                    "discovery": ["Turns out Douhua's {O} flares up when the seasons change"],
                    "preference": ["I prefer Dr. Lin for Douhua's vet visits, he's patient with her"],
                    "advice": ["Remember to bring Douhua's vaccine booklet to the vet"],
                    "task_open": ["[ ] Book a vet follow-up for Douhua ({O})"],
                    "task_done": ["[x] Douhua's vet visit done"],
                },
            },
        ),
        "deworm": F(
            None,
            {"hant": ["NexGard", "Bravecto", "心絲蟲藥", "口服驅蟲錠"]},
            lock="hant",
            tpl={
                "hant": {
                    "event": ["今天給豆花吃{O}驅蟲，她當零食吃掉了", "豆花的驅蟲換成{O}後第一次吃，沒有吐"],
                    "decision": [
                        "豆花的驅蟲最後決定用{O}，一個月一顆比較好記",
                        "跟林醫師討論完，豆花驅蟲敲定{O}",
                        "決定豆花的體內外驅蟲分開做，外用改{O}",
                    ],
                    "discovery": [
                        "發現{O}對豆花的驅蟲效果比滴劑好很多",
                        "原來驅蟲藥要跟心絲蟲藥錯開吃，豆花才不會拉肚子",
                    ],
                    "preference": ["豆花驅蟲我比較喜歡口服的{O}，滴劑她會一直舔"],
                    "advice": ["提醒自己：每月 1 號幫豆花驅蟲", "記得豆花驅蟲前先量體重，{O}要照公斤數買"],
                    "task_open": ["[ ] 幫豆花買{O}（驅蟲）"],
                    "task_done": ["[x] 豆花這個月的驅蟲吃完了"],
                },
            },
        ),
        "food": F(
            None,
            {
                "hant": ["Orijen 六種魚", "Ziwi Peak 罐頭", "鮮食拌料", "低敏飼料"],
                "hans": ["Orijen 六种鱼", "Ziwi Peak 罐头", "鲜食拌料", "低敏饲料"],
                "en": ["Orijen Six Fish", "Ziwi Peak cans", "a fresh-food topper", "a hypoallergenic kibble"],
            },
            tpl={
                "hant": {
                    "event": ["豆花的飼料快吃完了，訂了{O}", "豆花最近挑食，飼料裡拌了一點{O}才肯吃"],
                    "decision": ["豆花的飼料最後決定換成{O}", "跟小芸討論完，豆花的飼料定了：{O}"],
                    "discovery": ["發現豆花吃{O}之後便便比較正常", "原來豆花挑食是因為飼料開封放太久"],
                    "preference": ["豆花的飼料我還是比較喜歡{O}，成分單純"],
                    "advice": ["記得換飼料要七天慢慢混，豆花腸胃很敏感"],
                    "task_open": ["[ ] 訂豆花的{O}"],
                    "task_done": ["[x] 豆花的飼料到貨了"],
                },
                "hans": {
                    "event": ["豆花的饲料快吃完了，下单了{O}"],
                    "decision": ["豆花的饲料最后决定换成{O}", "豆花饲料定了，就{O}"],
                    "discovery": ["原来豆花挑食是因为饲料开封太久"],
                    "preference": ["豆花的饲料我更喜欢{O}"],
                    "advice": ["记得换饲料要慢慢混七天"],
                    "task_open": ["[ ] 给豆花买{O}"],
                    "task_done": ["[x] 豆花的饲料买好了"],
                },
                "en": {
                    "event": [
                        "Ordered {O} for Douhua, her food was almost gone",
                        "Douhua is being picky, mixed in some {O} to get her eating",
                    ],
                    "decision": [
                        "Decided to switch Douhua's food to {O}",
                        "Settled on {O} for Douhua's food after talking to Xiaoyun",
                    ],
                    "discovery": ["Turns out Douhua was picky because the open bag of food had gone stale"],
                    "preference": ["I prefer {O} for Douhua's food, short ingredient list"],
                    "advice": ["Remember to mix new food in over a week, Douhua's stomach is sensitive"],
                    "task_open": ["[ ] Order {O} for Douhua"],
                    "task_done": ["[x] Douhua's food delivered"],
                },
            },
        ),
        "grooming": F(
            None,
            {"hant": [""], "hans": [""], "en": [""]},
            tpl={
                "hant": {
                    "event": ["帶豆花去美容，Amy 把毛修短了", "豆花洗完澡香香的，一直在沙發上磨蹭"],
                    "decision": ["豆花的美容決定改成一個月一次"],
                    "preference": ["豆花美容還是比較喜歡找 Amy"],
                    "advice": ["記得美容前一天不要讓豆花吃太飽"],
                    "task_open": ["[ ] 約豆花美容"],
                },
                "hans": {"event": ["带豆花去美容，顺便剪了指甲"], "task_open": ["[ ] 约豆花洗澡美容"]},
                "en": {
                    "event": ["Douhua had her grooming appointment, came back fluffy"],
                    "task_open": ["[ ] Book Douhua's grooming"],
                },
            },
        ),
    },
}
TOPICS["bouldering"] = {
    "family": "life",
    "work": False,
    "tag": "攀岩",
    "tag_p": 0.25,
    "link": None,
    "periods": [("2025-10-01", "2026-06-30", 1.8), ("2026-09-15", "2026-11-30", 1.8)],
    "facets": {
        "fingers": F(
            None,
            {"hans": ["hangboard", "20mm 边", "repeaters 7/3", "最大悬挂"]},
            lock="hans",
            tpl={
                "hans": {
                    "event": ["晚上在家做指力训练，{O} 三组", "攀岩热身后练了二十分钟指力训练（{O}）"],
                    "decision": ["指力训练定了：每周两次 {O}，不再多练", "决定抱石的指力训练改用 {O}"],
                    "discovery": ["原来指力训练之前不热身手指会痛一整天", "发现 {O} 对抱石的小点帮助最大"],
                    "preference": ["指力训练我更喜欢 {O}，比较好控制强度"],
                    "advice": ["记得指力训练隔天不要爬 crimp 路线", "提醒：指力训练别连续两天"],
                    "task_open": ["[ ] 指力训练：{O}"],
                    "task_done": ["[x] 今天的指力训练做完了"],
                },
            },
        ),
        "shoes": F(
            None,
            same3("La Sportiva Solution", "Scarpa Drago", "Five Ten Hiangle"),
            tpl={
                "hant": {
                    "event": ["去岩館試穿 {O}，腳趾有點痛", "攀岩鞋的鞋底磨到快穿了，該換了"],
                    "decision": ["攀岩鞋最後決定買 {O}，半號小", "跟 Kevin 討論完，抱石的攀岩鞋敲定 {O}"],
                    "discovery": ["發現 {O} 在斜壁上比我舊鞋好踩很多"],
                    "preference": ["抱石我比較喜歡軟一點的攀岩鞋，像 {O}"],
                    "advice": ["記得攀岩鞋不要放在車上曬，會脫膠"],
                    "task_open": ["[ ] 去岩館試穿 {O}"],
                    "task_done": ["[x] 攀岩鞋送去換鞋底了"],
                },
                "hans": {
                    "event": ["去岩馆试穿了 {O}，脚趾有点痛"],
                    "decision": ["攀岩鞋最后选了 {O}", "抱石的攀岩鞋定了，就 {O}"],
                    "discovery": ["原来攀岩鞋小半号比较好踩"],
                    "preference": ["攀岩鞋我更喜欢 {O}"],
                    "advice": ["记得新的攀岩鞋先在家穿几次"],
                    "task_open": ["[ ] 攀岩鞋：试 {O}"],
                },
                "en": {
                    "event": ["Tried on {O} at the climbing gym, toes were screaming"],
                    "decision": [
                        "Decided to buy {O} as my main climbing shoes",
                        "Went with {O} for bouldering, half a size down",
                    ],
                    "discovery": ["Turns out {O} edges way better on the slab wall than my old pair"],
                    "preference": ["I prefer softer climbing shoes like {O} for indoor bouldering"],
                    "advice": ["Remember to air out the climbing shoes after a session"],
                    "task_open": ["[ ] Try on {O}"],
                },
            },
        ),
        "problems": F(
            None,
            {
                "hant": ["V3", "V4", "斜壁", "平衡板"],
                "hans": ["V3", "V4", "斜壁", "平衡线"],
                "en": ["V3", "V4", "overhang", "slab"],
            },
            tpl={
                "hant": {
                    "event": [
                        "今天在石頭人岩館抱石，完攀兩條 {O}",
                        "抱石練了兩小時，那條 {O} 一直差最後一步",
                        "跟 Kevin 去抱石，{O} 終於過了",
                    ],
                    "decision": ["決定抱石先專心爬 {O}，不要一直挑戰難的"],
                    "discovery": ["抱石時發現 {O} 靠腳比靠手重要"],
                    "preference": ["抱石我比較喜歡爬 {O}"],
                    "advice": ["記得抱石前先熱身十五分鐘"],
                    "task_open": ["[ ] 週四抱石：把那條 {O} 爬掉"],
                    "task_done": ["[x] 週二抱石，{O} 完攀"],
                },
                "hans": {
                    "event": ["抱石两个小时，{O} 还是差最后一步", "去岩馆抱石，爬了几条 {O}"],
                    "discovery": ["抱石的时候发现 {O} 更靠脚"],
                    "advice": ["记得抱石前热身十五分钟"],
                    "task_done": ["[x] 抱石打卡，{O} 过了"],
                },
                "en": {
                    "event": [
                        "Bouldering with Kevin, finally sent the {O}",
                        "Two hours of bouldering; that {O} still beats me at the top",
                    ],
                    "decision": ["Decided to spend my bouldering sessions on {O} problems for a while"],
                    "discovery": ["Turns out on {O} problems footwork matters more than grip"],
                    "preference": ["I prefer {O} problems when bouldering"],
                    "advice": ["Remember to warm up fifteen minutes before bouldering"],
                    "task_open": ["[ ] Bouldering Thursday: project the {O}"],
                },
            },
        ),
    },
}
TOPICS["film"] = {
    "family": "life",
    "work": False,
    "tag": "film",
    "tag_p": 0.25,
    "link": None,
    "periods": [("2026-01-01", "2026-11-30", 1.3)],
    "facets": {
        "developing": F(
            None,
            {"hans": ["光点冲印", "暗房小铺", "台北那家老牌冲洗店"]},
            lock="hans",
            tpl={
                "hans": {
                    "event": ["把三卷底片送去冲洗，这次找{O}", "底片冲洗好了，{O} 这次很快"],
                    "decision": ["底片冲洗以后固定送{O}", "决定底片冲洗改寄{O}，不用自己跑"],
                    "discovery": ["原来底片冲洗选增感一档，暗部会好很多", "发现{O}冲洗出来的颜色偏绿"],
                    "preference": ["底片冲洗我更喜欢{O}，扫描也顺便做"],
                    "advice": ["记得底片冲洗前在片盒上写好 ISO", "提醒：寄底片冲洗要用防压盒"],
                    "task_open": ["[ ] 底片冲洗：送{O}"],
                    "task_done": ["[x] 冲洗好的底片取回来了"],
                },
            },
            label="developing",
        ),
        "stock": F(
            None,
            same3("Portra 400", "Kodak Gold 200", "Ilford HP5", "CineStill 800T"),
            tpl={
                "hant": {
                    "event": ["拍完一捲 {O}，大多是街拍", "在底片行買了三捲 {O}"],
                    "decision": ["決定底片以後主力用 {O}", "底片拍板：日常就 {O}"],
                    "discovery": ["發現 {O} 在陰天拍人像膚色比想像中好"],
                    "preference": ["底片我比較喜歡 {O} 的顏色"],
                    "advice": ["記得 {O} 要放冰箱"],
                    "task_open": ["[ ] 買兩捲 {O}"],
                },
                "hans": {
                    "event": ["拍完了一卷 {O}"],
                    "decision": ["底片最后决定主力用 {O}"],
                    "preference": ["底片还是更喜欢 {O}"],
                    "advice": ["记得 {O} 要冷藏"],
                    "task_open": ["[ ] 补两卷 {O}"],
                },
                "en": {
                    "event": ["Finished a roll of {O}, mostly street shots"],
                    "decision": ["Decided {O} is my everyday film stock"],
                    "discovery": ["Turns out {O} handles overcast skin tones nicely"],
                    "preference": ["I prefer {O} for film, the colours"],
                    "advice": ["Remember to keep {O} in the fridge"],
                    "task_open": ["[ ] Buy two rolls of {O}"],
                },
            },
        ),
        "camera": F(
            None,
            same3("Contax T2", "Olympus mju-II", "Nikon FM2", "Minolta X-700"),
            tpl={
                "hant": {
                    "event": ["{O} 的快門聲怪怪的，拿去給老周看", "帶 {O} 出門拍了半天底片"],
                    "decision": ["底片相機最後決定留 {O}，其他的賣掉", "想了很久，底片相機還是選 {O}"],
                    "discovery": ["發現 {O} 的測光在逆光時會偏暗"],
                    "preference": ["底片相機我比較喜歡 {O}，輕"],
                    "advice": ["記得 {O} 長時間不用要把電池拿出來"],
                    "task_open": ["[ ] 把 {O} 送去清潔"],
                },
                "hans": {
                    "event": ["带 {O} 出去扫街，拍了半卷底片"],
                    "decision": ["底片相机最后选了 {O}"],
                    "preference": ["底片相机更喜欢 {O}"],
                    "advice": ["记得 {O} 不用时把电池拿出来"],
                },
                "en": {
                    "event": ["Took the {O} out for an afternoon of film shooting"],
                    "decision": [
                        "Decided to keep the {O} as my one film camera and sell the rest",
                        "Went with the {O} for film",
                    ],
                    "discovery": ["Turns out the {O} underexposes backlit scenes on film"],
                    "preference": ["I prefer the {O} for film, it's light"],
                    "advice": ["Remember to pull the battery out of the {O} if it sits unused"],
                    "task_open": ["[ ] Get the {O} cleaned"],
                },
            },
        ),
        "scans": F(
            None,
            same3("Noritsu", "Frontier", "16-bit TIFF"),
            tpl={
                "hant": {
                    "event": ["底片掃描檔拿到了，{O} 的顏色很穩"],
                    "decision": ["底片掃描決定加價要 {O}"],
                    "discovery": ["發現底片掃描用 {O} 暗部雜訊少很多"],
                    "preference": ["底片掃描我比較喜歡 {O}"],
                },
                "hans": {"event": ["底片扫描拿到了，{O} 的颜色不错"], "preference": ["底片扫描更喜欢 {O}"]},
                "en": {
                    "event": ["Got the film scans back, {O} colours look solid"],
                    "decision": ["Decided to pay extra for {O} film scans"],
                    "preference": ["I prefer {O} scans for film"],
                },
            },
        ),
    },
}
TOPICS["scooter"] = {
    "family": "life",
    "work": False,
    "tag": "機車",
    "link": None,
    "periods": [("2025-10-01", "2026-11-30", 0.5)],
    "facets": {
        "oil": F(
            None,
            {"hant": ["Motul 5100", "Castrol", "原廠機油"]},
            lock="hant",
            tpl={
                "hant": {
                    "event": ["機車換機油，這次用 {O}，里程 {km}", "下班順路去阿福機車行換機油（{O}），順便洗車"],
                    "decision": [
                        "機車機油以後固定用 {O}",
                        "決定機車換機油改成每 1,500 公里一次",
                        "跟阿福聊完，機車機油敲定 {O}",
                    ],
                    "discovery": ["發現機車換了 {O} 之後起步順很多", "原來機車機油太久沒換，怠速才會抖"],
                    "preference": ["機車機油我比較喜歡 {O}"],
                    "advice": ["提醒自己：機車換機油順便看齒輪油", "記得機車每 1,500 公里換一次機油"],
                    "task_open": ["[ ] 機車換機油（{O}）"],
                    "task_done": ["[x] 機車換機油，里程 {km}"],
                },
            },
        ),
        "tires": F(
            None,
            {
                "hant": ["Michelin City Grip 2", "正新", "瑪吉斯"],
                "hans": ["Michelin City Grip 2", "正新", "玛吉斯"],
                "en": ["Michelin City Grip 2", "Maxxis", "CST"],
            },
            tpl={
                "hant": {
                    "event": ["機車後輪換了 {O}", "機車輪胎紋路快磨平了，下雨天有點滑"],
                    "decision": ["機車輪胎最後決定換 {O}", "機車前後輪拍板一起換，{O}"],
                    "discovery": ["發現機車輪胎胎壓差 5 psi 騎起來差很多"],
                    "preference": ["機車輪胎我比較喜歡 {O}，雨天抓地好"],
                    "advice": ["記得每個月量一次機車胎壓"],
                    "task_open": ["[ ] 機車輪胎：問 {O} 的價錢"],
                },
                "hans": {
                    "event": ["机车后轮换了 {O}"],
                    "decision": ["机车轮胎最后决定换 {O}"],
                    "discovery": ["原来机车胎压差一点骑起来差很多"],
                    "advice": ["记得每个月量一次机车胎压"],
                    "task_open": ["[ ] 问机车轮胎 {O} 多少钱"],
                },
                "en": {
                    "event": ["Got a new rear tire on the scooter, {O}"],
                    "decision": ["Decided on {O} for the scooter tires"],
                    "discovery": ["Turns out scooter tire pressure makes a big difference in the rain"],
                    "preference": ["I prefer {O} on the scooter"],
                    "advice": ["Remember to check the scooter tire pressure monthly"],
                    "task_open": ["[ ] Price {O} for the scooter"],
                },
            },
        ),
        "inspection": F(
            None,
            {"hant": [""], "hans": [""], "en": [""]},
            tpl={
                "hant": {
                    "event": ["機車排氣定檢過了，CO 數值很漂亮"],
                    "advice": ["記得生日那個月要做機車定檢"],
                    "task_open": ["[ ] 機車排氣定檢"],
                },
                "hans": {"event": ["机车排气定检过了"], "task_open": ["[ ] 机车定检"]},
                "en": {
                    "event": ["The scooter passed its emissions check"],
                    "task_open": ["[ ] Scooter emissions check"],
                },
            },
        ),
    },
}
TOPICS["balcony"] = {
    "family": "life",
    "work": False,
    "tag": "陽台",
    "link": None,
    "periods": [("2026-02-15", "2026-09-30", 1.2)],
    "facets": {
        "pests": F(
            None,
            {"hant": ["蚜蟲", "紅蜘蛛", "白粉蝨"]},
            lock="hant",
            objs2={"hant": ["苦楝油", "黃色黏蟲紙", "稀釋的肥皂水"]},
            tpl={
                "hant": {
                    "event": ["陽台菜園發現{O}，整盆先用{R}處理", "早上檢查陽台，葉子背面又有{O}"],
                    "decision": ["陽台的蟲害最後決定用{R}處理，不用農藥", "陽台菜園蟲害拍板：先用{R}，真的不行再說"],
                    "discovery": ["原來陽台的{O}是從新買的那盆帶進來的", "發現{R}對{O}很有效，三天就少很多"],
                    "preference": ["陽台菜園除蟲我比較喜歡{R}，不傷盆栽"],
                    "advice": ["提醒自己：陽台新盆栽先隔離一週，免得帶{O}進來", "記得除蟲要傍晚弄，不然葉子會曬傷"],
                    "task_open": ["[ ] 陽台菜園：買{R}"],
                    "task_done": ["[x] 陽台的盆栽處理完（{R}）"],
                },
            },
            label="pests",
        ),
        "tomato": F(
            None,
            {"hant": ["聖女小番茄", "黃色小番茄"], "hans": ["小番茄"], "en": ["cherry tomatoes"]},
            tpl={
                "hant": {
                    "event": ["陽台的{O}開花了", "陽台菜園的番茄今天收了十幾顆"],
                    "decision": ["陽台的番茄最後決定只種{O}，牛番茄太佔位子"],
                    "discovery": ["發現陽台番茄{長不大|一直掉花}是因為日照不夠", "原來番茄要{搭支架|摘側芽}才會結得多"],
                    "preference": ["陽台番茄我比較喜歡{O}，好種又甜"],
                    "advice": ["記得陽台番茄{每週施一次肥|早上澆水就好}"],
                    "task_open": ["[ ] 陽台番茄{搭支架|換大盆}"],
                },
                "hans": {
                    "event": ["阳台菜园的番茄{开花了|收了一小碗}"],
                    "decision": ["阳台番茄最后决定只种{O}"],
                    "discovery": ["原来阳台番茄{长不大|老掉花}是因为光照不够"],
                    "preference": ["阳台番茄更喜欢种{O}"],
                    "advice": ["记得阳台番茄{一周施一次肥|早上浇水}"],
                    "task_open": ["[ ] 阳台番茄换大盆"],
                },
                "en": {
                    "event": ["Picked a handful of {O} from the balcony garden", "The balcony tomatoes are flowering"],
                    "decision": ["Decided to grow only {O} on the balcony next season"],
                    "discovery": [
                        "Turns out the balcony tomatoes {kept dropping flowers|stayed tiny} because they don't get enough sun"
                    ],
                    "preference": ["I prefer {O} for the balcony, less fuss"],
                    "advice": ["Remember to feed the balcony tomatoes once a week"],
                    "task_open": ["[ ] Repot the balcony tomatoes"],
                },
            },
        ),
        "basil": F(
            None,
            {"hant": [""], "hans": [""], "en": [""]},
            tpl={
                "hant": {
                    "event": ["陽台的九層塔長太快，摘了一大把送鄰居"],
                    "preference": ["陽台菜園我比較喜歡種九層塔，好養"],
                    "advice": ["記得九層塔開花要摘掉"],
                    "task_open": ["[ ] 陽台九層塔修剪"],
                },
                "hans": {"event": ["阳台的九层塔又长高了，剪了一把"], "advice": ["记得九层塔开花就掐掉"]},
                "en": {
                    "event": ["The balcony basil is going wild, trimmed half of it"],
                    "advice": ["Remember to pinch the flowers off the balcony basil"],
                },
            },
        ),
    },
}
TOPICS["penghu"] = {
    "family": "life",
    "work": False,
    "tag": "澎湖",
    "link": ("澎湖之旅 2026", 0.25, "澎湖行程"),
    "periods": [("2026-04-01", "2026-07-09", 1.8)],
    "facets": {
        "ferry": F(
            None,
            {
                "hant": ["台華輪", "布袋港的快輪", "立榮的班機"],
                "hans": ["台华轮", "布袋港的快船", "立荣的航班"],
                "en": ["the Taihua ferry", "the fast boat from Budai", "the UNI Air flight"],
            },
            tpl={
                "hant": {
                    "event": ["查了去澎湖的{船票|交通}，{O}七月很搶", "澎湖的船票買好了，{O}"],
                    "decision": ["去澎湖最後決定去程坐船、回程搭飛機", "澎湖交通拍板了：{O}"],
                    "discovery": ["原來澎湖的船班遇到大浪會整天停駛"],
                    "preference": ["去澎湖我比較喜歡坐船，可以看海"],
                    "advice": ["記得澎湖船票要提前一個月訂"],
                    "task_open": ["[ ] 訂澎湖的船票（{O}）"],
                },
                "hans": {
                    "event": ["查了去澎湖的船票，{O}七月很难抢"],
                    "decision": ["去澎湖最后决定坐{O}"],
                    "discovery": ["原来澎湖的船遇到大浪会停开"],
                    "advice": ["记得澎湖船票提前一个月订"],
                    "task_open": ["[ ] 买去澎湖的船票"],
                },
                "en": {
                    "event": ["Looked up ferry tickets to Penghu, {O} sells out in July"],
                    "decision": ["Decided to take the ferry to Penghu and fly back"],
                    "discovery": ["Turns out Penghu ferries get cancelled for the whole day when the swell is up"],
                    "advice": ["Remember to book Penghu ferry tickets a month ahead"],
                    "task_open": ["[ ] Book the Penghu ferry"],
                },
            },
        ),
        "lodging": F(
            None,
            {
                "hant": ["馬公的海景民宿", "潮間帶民宿", "山水沙灘附近的民宿"],
                "hans": ["马公的海景民宿", "潮间带民宿", "山水沙滩附近的民宿"],
                "en": ["the sea-view B&B in Magong", "Tidepool B&B", "a B&B near Shanshui beach"],
            },
            tpl={
                "hant": {
                    "event": ["找澎湖民宿找到半夜，看了{O}", "跟{O}確認了入住時間"],
                    "decision": ["澎湖民宿最後訂了{O}，四晚", "澎湖住宿拍板：{O}"],
                    "discovery": ["發現澎湖民宿七月大多要求連住兩晚"],
                    "preference": ["澎湖民宿我比較喜歡{O}，走路就到海邊"],
                    "advice": ["記得跟澎湖民宿確認能不能提早放東西"],
                    "task_open": ["[ ] 澎湖民宿付訂金（{O}）"],
                },
                "hans": {
                    "event": ["刷了一晚上澎湖民宿，收藏了{O}"],
                    "decision": ["澎湖民宿最后订了{O}", "澎湖住的地方定了：{O}"],
                    "preference": ["澎湖民宿更喜欢{O}"],
                    "task_open": ["[ ] 澎湖民宿付定金"],
                },
                "en": {
                    "event": ["Browsed Penghu B&Bs for way too long, shortlisted {O}"],
                    "decision": ["Booked {O} for the Penghu trip, four nights", "Decided on {O} for Penghu"],
                    "preference": ["I prefer {O} for Penghu, walking distance to the sea"],
                    "task_open": ["[ ] Pay the Penghu B&B deposit"],
                },
            },
        ),
        "snorkel": F(
            None,
            {"hant": [""], "hans": [""], "en": [""]},
            tpl={
                "hant": {
                    "event": ["預約了澎湖的浮潛行程，東海那一團"],
                    "discovery": ["原來澎湖浮潛要看潮汐，退潮太淺"],
                    "advice": ["記得浮潛要帶防寒衣，七月水還是涼"],
                    "task_open": ["[ ] 澎湖浮潛行程付款"],
                },
                "hans": {"event": ["订了澎湖的浮潜行程"], "advice": ["记得浮潜带防晒衣"]},
                "en": {
                    "event": ["Booked a snorkeling tour for Penghu"],
                    "discovery": ["Turns out Penghu snorkeling depends a lot on the tide"],
                },
            },
        ),
    },
}
TOPICS["dentist"] = {
    "family": "life",
    "work": False,
    "tag": None,
    "link": None,
    "periods": [],
    "facets": {"cleaning": F(None, {}), "filling": F(None, {})},
}
# topics that exist only as a few hand-written lines (no queries)
TOPICS["nextcloud"] = {"family": "tech", "work": True, "tag": None, "link": None, "periods": [], "facets": {}}
TOPICS["moving"] = {"family": "life", "work": False, "tag": None, "link": None, "periods": [], "facets": {}}

# who shows up in which topic (indices into PEOPLE)
TOPIC_PEOPLE = {"svelte": (3, 0), "stripe": (3, 0), "jellyfin": (0, 2), "tailscale": (0, 2), "prometheus": (0, 2),
                "proxmox": (0, 2), "rust": (0,), "ha": (0, 1), "synology": (0, 2), "dog": (1,), "bouldering": (4,),
                "film": (2, 1), "scooter": (2,), "balcony": (1,), "penghu": (1, 0)}

HALLS = ["event", "decision", "discovery", "preference", "advice", "task"]
HALL_W = [0.38, 0.15, 0.12, 0.08, 0.10, 0.17]

# --------------------------------------------------------------------------
# noise (topic-free lines), including ordinary words that queries also use
# --------------------------------------------------------------------------
NOISE = {
    "hant": [
        "早上下大雨，公車誤點二十分鐘",
        "晚餐跟阿哲吃巷口的牛肉麵",
        "整理衣櫃，捐了一袋舊衣服",
        "去全聯買了衛生紙和洗衣精",
        "看完《葬送的芙莉蓮》新的一集",
        "媽打電話來問過年要不要回台南",
        "睡前滑手機滑太久，明天要早點睡",
        "冷氣濾網洗了，出風口終於沒有霉味",
        "下午有點頭痛，喝了很多水",
        "付了這個月的房租",
        "咖啡豆喝完了，訂了衣索比亞淺焙",
        "房東說下週三要來修熱水器",
        "今天天氣很好，午休去公園走了一圈",
        "跟小芸視訊，她下個月要搬去新竹",
        "電腦風扇聲音變大，可能要清灰塵",
        "被蚊子咬了好幾個包",
        "晚上買了鹽酥雞配啤酒",
        "手機容量快滿了，刪了一堆截圖",
        "今天好累，什麼都不想做",
        "寄了生日卡給外婆",
        "去郵局領包裹，排了十五分鐘",
        "樓下在裝潢，整天電鑽聲",
        "發票中了兩百塊",
        "週末想去審計新村逛逛",
        "把 Netflix 的訂閱退掉了，根本沒在看",
        "健保卡找了半天，原來在外套口袋",
        "晚上去勤美散步",
        "辦公室冷氣太冷，明天要帶外套",
        "老周約下週吃火鍋",
        "洗衣機有怪聲，師傅下週來看",
        "網購的外套退款終於下來了",
        "家裡換了新的路由器，訊號好很多",
        "整理手機相簿，刪了一千多張",
        "午餐吃了番茄炒蛋便當",
        "這個月電費好貴，冷氣開太兇",
        "外接硬碟摔到地上，還好沒壞",
        "爸的車輪胎破了，陪他去換",
        "買了一雙新的球鞋，其實只是拿來走路",
        "捷運出口那家早餐店收了",
        "公司在推報表自動化，開了一整天會",
        "晚上跟爸媽吃飯，爸說膝蓋最近好多了",
        "鄰居送了一袋芭樂",
    ],
    "hans": [
        "晚上和小芸视频聊了一个小时",
        "楼下的面包店关门了，有点可惜",
        "把电脑桌面整理了一下",
        "今天特别困，午觉睡了四十分钟",
        "给手机换了钢化膜",
        "快递放错了柜子，找了半天",
        "早上起晚了，早餐随便吃了个饭团",
        "下午开了三个会，脑袋空空",
        "去超市买了牛奶和鸡蛋",
        "今天降温，翻出了厚外套",
        "晚上看了两集综艺，放空一下",
        "把旧耳机挂到二手网站上卖",
        "外婆打电话来说想我了",
        "洗了床单被套，太阳很好",
        "最近老是失眠，试试睡前不看手机",
        "办公室新来的同事人很好",
        "订了下个月回台南的高铁票",
        "水费账单来了，比上个月多",
        "把冰箱里过期的东西清掉了",
        "今天走了一万两千步",
        "晚饭吃了楼下的卤肉饭",
        "收到一个莫名其妙的包裹",
        "同事推荐了一家宜兰的民宿，先记下来",
        "看电影开了中文字幕还是听不太懂",
        "网购的充电器申请了退款",
    ],
    "en": [
        "Rainy all day, stayed in.",
        "Lunch with Azhe at the ramen place near the office.",
        "Paid the rent and the water bill.",
        "Slept badly, the neighbours were drilling again.",
        "Watched half of a documentary about octopuses.",
        "Laundry, groceries, the usual Sunday stuff.",
        "Mom called about Lunar New Year plans.",
        "Long walk in the park after lunch, felt good.",
        "Replaced the kitchen light bulb finally.",
        "Too much coffee today, jittery by 4pm.",
        "Xiaoyun sent photos from Hsinchu.",
        "Cleared out about forty browser tabs.",
        "Headache in the afternoon, went to bed early.",
        "Bought a new umbrella after leaving mine on the MRT.",
        "Quiet day. Nothing much to note.",
        "Picked up a parcel at the 7-Eleven.",
        "Updated my phone and it forgot all the Bluetooth pairings.",
        "Dinner at my parents' place, Dad's knee is better.",
        "Sorted the receipts from last month.",
        "Hot and humid, the fan is not enough anymore.",
        "Had a long call with Lao Zhou about his new job.",
        "Fixed the wobbly chair with some felt pads.",
        "Finished a jigsaw puzzle, 1000 pieces.",
        "Tried a new bubble tea shop, too sweet.",
        "Walked around the night market with Xiaoyun.",
        "Got my hair cut, a bit too short.",
        "Watched a Korean film with subtitles at the cinema.",
        "Returned two books to the library on the way home.",
        "My phone camera lens has a crack now, annoying.",
        "Took the wrong exit at the MRT station and walked in the rain.",
        "Got a refund for the broken kettle, finally.",
        "Wrote a long email to an old friend.",
    ],
}
NOISE_LANG_OF = {}
for _l, _xs in NOISE.items():
    for _x in _xs:
        NOISE_LANG_OF[_x] = _l

CONT = {
    "hant": ["先這樣，觀察幾天再說", "花了大概兩個小時", "細節晚點補", "{P}說他之前也遇過", "下次拍照留底"],
    "hans": ["先这样，过两天再看", "大概花了一个半小时", "细节晚点补上", "{P}说他那边也一样"],
    "en": ["will revisit next week", "took about two hours", "details later", "{P} says it's the same on their side"],
}

# --------------------------------------------------------------------------
# tie-trap distractors: each uses one query word once, in passing
# --------------------------------------------------------------------------
TRAPS = {
    "carry": {
        "heading": "隨身物品",
        "words": ["隨身", "随身", "物品"],
        "lines": [
            ("hant", "隨身碟又找不到了，八成在公司"),
            ("hant", "隨身杯忘在捷運上"),
            ("hans", "随身带的那把伞坏了"),
            ("hant", "買了一個隨身的小風扇，夏天救星"),
            ("hans", "随身听都是上个世纪的东西了"),
            ("hant", "隨身包的拉鍊壞了"),
            ("hant", "大樓管理室說有我的物品寄放"),
            ("hans", "公司的失物招领处放了一堆物品"),
            ("hant", "搬辦公室，個人物品先裝箱"),
            ("hant", "回收站不收大型物品，要另外約"),
            ("hans", "把不用的物品挂到二手群"),
            ("hant", "郵局說易碎物品要另外包"),
        ],
    },
    "wish": {
        "heading": "Gear wishlist",
        "words": ["gear", "wishlist"],
        "lines": [
            ("en", "Kevin lent me his old camping gear for the weekend."),
            ("en", "The coffee grinder's gear is slipping again."),
            ("en", "Bought rain gear for the commute, finally."),
            ("en", "Dad's car got stuck in first gear on the hill."),
            ("en", "Got my head in gear after the third coffee."),
            ("en", "The bike shop guy lectured me about gear ratios."),
            ("en", "Added two board games to my wishlist."),
            ("en", "The Steam sale cleared half my wishlist."),
            ("en", "Xiaoyun sent me her birthday wishlist, mostly books."),
            ("en", "Mom's wishlist for New Year: a new rice cooker."),
            ("en", "My online shopping wishlist is getting ridiculous."),
            ("en", "Lao Zhou keeps a wishlist of restaurants to try."),
        ],
    },
    "goals": {
        "heading": "年度目标",
        "words": ["年度", "目标", "目標"],
        "lines": [
            ("hant", "健身房的年度會員到期了，不打算續"),
            ("hant", "看了 Spotify 的年度回顧，聽最多的是星野源"),
            ("hant", "公司的年度考核下週開始"),
            ("hans", "收到银行的年度对账单"),
            ("hans", "社区在办年度大扫除"),
            ("hant", "Netflix 年度方案又漲價了"),
            ("hant", "這週的目標是把冰箱清空"),
            ("hans", "今天的目标：把邮件清零"),
            ("hant", "目標體重還差三公斤"),
            ("hans", "步数目标又没达成"),
            ("hans", "小芸说她下个月的目标是考过多益"),
            ("hant", "射箭體驗，第一次就射中目標"),
        ],
    },
}


# --------------------------------------------------------------------------
# text helpers
# --------------------------------------------------------------------------
CJK = r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
WD_HANT = "一二三四五六日"
WD_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def norm_space(s: str, lang: str, drop_latin_space: bool) -> str:
    s = re.sub(r" {2,}", " ", s).strip()
    if lang == "en":
        return s
    s = re.sub(rf"(?<={CJK}) (?={CJK})", "", s)
    if drop_latin_space:
        s = re.sub(rf"(?<={CJK}) (?=[A-Za-z0-9])", "", s)
        s = re.sub(rf"(?<=[A-Za-z0-9]) (?={CJK})", "", s)
    return s


def alternations(s: str) -> str:
    return re.sub(r"\{([^{}]*\|[^{}]*)\}", lambda m: rng.choice(m.group(1).split("|")), s)


def mileage(d: dt.date) -> str:
    return f"{18200 + (d - START).days * 22:,}"


def topic_weight(topic: str, d: dt.date) -> float:
    w = 0.0
    for a, b, x in TOPICS[topic]["periods"]:
        if D(a) <= d <= D(b):
            w += x
    return w


def topic_dates(topic: str, lo: dt.date, hi: dt.date) -> list[dt.date]:
    out = []
    for a, b, _ in TOPICS[topic]["periods"]:
        x, y = max(D(a), lo), min(D(b), hi)
        while x <= y:
            out.append(x)
            x += dt.timedelta(days=1)
    return sorted(set(out))


def pick_lang(topic: str, facet: str, weights=LANG_W) -> str:
    fd = TOPICS[topic]["facets"][facet]
    if fd["lock"]:
        return fd["lock"]
    avail = [l for l in LANGS if (fd["tpl"].get(l) if fd["tpl"] else (fd["np"] or {}).get(l))]
    ws = [w for l, w in zip(LANGS, weights) if l in avail]
    return rng.choices(avail, ws)[0]


def pick_hall(no_tasks=False) -> str:
    halls, ws = HALLS, HALL_W
    if no_tasks:
        halls, ws = HALLS[:-1], HALL_W[:-1]
    return rng.choices(halls, ws)[0]


def template_for(topic: str, facet: str, hall: str, lang: str):
    """Returns (template, hall actually used, open_task)."""
    fd = TOPICS[topic]["facets"][facet]
    if hall == "task":
        key = "task_open" if rng.random() < 0.6 else "task_done"
    else:
        key = hall
    if fd["tpl"]:
        table = fd["tpl"][lang]
        if key not in table and key == "task_done":
            key = "task_open"
        if key not in table:
            key = "event"
        tpl = rng.choice(table[key])
    else:
        tpl = rng.choice(GEN[key][lang])
    used = "task" if key.startswith("task") else key
    return tpl, used, key == "task_open"


LINK_FMT = {"hant": ["（見 [[{L}]]）", "，細節記在 [[{L}]]"], "hans": ["（见 [[{L}]]）", "，详细的在 [[{L}]]"],
            "en": [" (see [[{L}]])", " — notes in [[{L}]]"]}
DECISION_TAG = {"hant": "#決定", "hans": "#决定", "en": "#decision"}


def make_body(topic, facet, hall, lang, d, note_path, allow_extras=True):
    """One generated entry's text (without list marker) plus its metadata."""
    tpl, hall, open_task = template_for(topic, facet, hall, lang)
    fd = TOPICS[topic]["facets"][facet]
    s = alternations(tpl)
    if "{NP}" in s:
        s = s.replace("{NP}", rng.choice(fd["np"][lang]))
    if "{O}" in s:
        obj = rng.choice(fd["objs"][lang])
        if lang != "en":
            obj = re.sub(r"^(the|a|an) ", "", obj)
        s = s.replace("{O}", obj)
    if "{R}" in s:
        s = s.replace("{R}", rng.choice(fd["objs2"][lang]))
    s = s.replace("{P}", PEOPLE[lang][rng.choice(TOPIC_PEOPLE.get(topic, (0, 1, 2)))])
    s = s.replace("{km}", mileage(d or START))
    task_prefix = ""
    if s.startswith("[ ] ") or s.startswith("[x] "):
        task_prefix, s = s[:4], s[4:]
    s = norm_space(s, lang, rng.random() < 0.33)
    if lang == "en" and s[:1].islower() and not s.startswith("lumen"):
        s = s[0].upper() + s[1:]
    core = re.sub(r"\s", "", s)
    tags, links = [], []
    info = TOPICS[topic]
    if allow_extras:
        link = info.get("link")
        if link and not note_path.endswith(f"/{link[0]}.md") and rng.random() < link[1]:
            target = link[0]
            shown = f"{target}|{link[2]}" if link[2] and rng.random() < 0.3 else target
            s += rng.choice(LINK_FMT[lang]).replace("{L}", shown)
            links.append(target)
        if info.get("tag") and rng.random() < info.get("tag_p", 0.10):
            s += " #" + info["tag"]
            tags.append(info["tag"])
        if hall == "decision":
            r = rng.random()
            if r < 0.05:
                s += " " + DECISION_TAG[lang]
                tags.append(DECISION_TAG[lang][1:])
            elif r < 0.08:
                s = "[hall_facts] " + s
        elif hall == "discovery" and rng.random() < 0.04:
            s += " #TIL"
            tags.append("TIL")
    meta = {"topics": {topic}, "facets": {(topic, facet)}, "hall": hall, "open_task": open_task,
            "lang": lang, "tags": tags, "links": links, "core": core}
    return task_prefix + s, meta


def fresh(topic, facet, hall, lang, d, note_path, seen: set, hall_pool=None, allow_extras=True):
    """make_body, retried (first with the same hall, then with others) until the text is new in this note."""
    pool = hall_pool or HALLS
    body = meta = None
    for attempt in range(40):
        f, l = facet, lang
        if attempt >= 20:  # this facet has run out of fresh wording: another facet of the same topic
            f = rng.choice(list(TOPICS[topic]["facets"]))
            l = pick_lang(topic, f)
        h = hall if attempt < 6 else rng.choice(pool)
        body, meta = make_body(topic, f, h, l, d, note_path, allow_extras)
        if meta["core"] not in seen:
            break
    seen.add(meta["core"])
    return body, meta


def meta_for(text, topics=(), facets=(), hall=None, lang=None, open_task=False, **kw):
    m = {"topics": set(topics), "facets": set(facets), "hall": hall, "open_task": open_task, "lang": lang,
         "tags": re.findall(r"(?<!\S)#([^\s#\]]+)", text), "links": re.findall(r"\[\[([^\]|#]+)", text)}
    for t, f in m["facets"]:
        m["topics"].add(t)
    m.update(kw)
    return m


def guess_lang(text: str) -> str:
    han = re.findall(r"[\u4e00-\u9fff]", text)
    if not han:
        return "en"
    simp = set("们这时说对过还没样么为问题发现决定设计经验记录认证实现处理应该让从软件网络数据库测试环境图书语调达续换饲猫狗医虫胶卷资源输级创业习惯显热线约该买卖车轮胎阳台点种调试钱单节场边岩馆爬简难带冲洗扫描颜暗铺灯开关灰尘务报总结实际认应当账")
    trad = set("們這時說對過還沒樣麼為問題發現決定設計經驗記錄認證實現處理應該讓從軟體網絡數據庫測試環境圖書語調達續換飼貓狗醫蟲膠捲資源輸級創業習慣顯熱線約該買賣車輪胎陽臺點種調試錢單節場邊巖館爬簡難帶沖洗掃描顏暗鋪燈開關灰塵務報總結實際認應當帳")
    s = sum(c in simp for c in han)
    t = sum(c in trad for c in han)
    return "hans" if s > t else "hant"


# --------------------------------------------------------------------------
# note builder
# --------------------------------------------------------------------------
ALL_ENTRIES: list[dict] = []
NOTE_SEEN: dict[str, set] = {}
NOISE_USED: dict[str, int] = {}
NOTES: dict[str, "Note"] = {}


class Note:
    def __init__(self, path: str, created: dt.date | None, date: dt.date | None = None, crlf=False, bom=False):
        self.path, self.created, self.date = path, created, date
        self.crlf, self.bom = crlf, bom
        self.lines: list[str] = []
        self.entries: list[dict] = []
        self.section = None
        self.last = None
        self.fm_tags: list[str] = []
        self.aliases: list[str] = []
        self.title = Path(path).stem
        NOTES[path] = self

    def _sep(self):
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def front(self, items: list[tuple[str, object]], list_style="flow"):
        self.lines.append("---")
        for k, v in items:
            if isinstance(v, list):
                if k == "tags":
                    self.fm_tags = list(v)
                if k == "aliases":
                    self.aliases = list(v)
                if list_style == "flow":
                    self.lines.append(f"{k}: [{', '.join(v)}]")
                else:
                    self.lines.append(f"{k}:")
                    self.lines.extend(f"  - {x}" for x in v)
            else:
                if k == "title":
                    self.title = str(v)
                self.lines.append(f"{k}: {v}")
        self.lines.append("---")
        self.last = "fm"

    def head(self, level: int, text: str):
        self._sep()
        self.lines.append("#" * level + " " + text)
        self.lines.append("")
        if level == 2:
            self.section = text
        elif level == 1:
            self.section = None
        self.last = "head"

    def add(self, kind: str, lines: list[str], meta: dict, date: dt.date | None = None):
        if kind in ("para", "table") or self.last in ("para", "table", "code", "fm"):
            self._sep()
        if kind in ("bullet", "num") and self.last not in (kind, "head", None):
            self._sep()
        start = len(self.lines) + 1
        self.lines.extend(lines)
        m = dict(meta)
        m.update(path=self.path, line=start, line_end=len(self.lines), section=self.section,
                 idx=len(self.entries), date=date if date is not None else self.date, kind=kind,
                 first_line=lines[0])
        m.setdefault("lang", guess_lang("\n".join(lines)))
        if m["lang"] is None:
            m["lang"] = guess_lang("\n".join(lines))
        self.entries.append(m)
        ALL_ENTRIES.append(m)
        self.last = kind
        return m

    def bullet(self, text: str, meta: dict, date=None, subs=(), marker="- "):
        return self.add("bullet", [marker + text] + [f"  - {x}" for x in subs], meta, date)

    def para(self, text_lines: list[str], meta: dict, date=None):
        return self.add("para", list(text_lines), meta, date)

    def table(self, rows: list[list[str]], meta: dict, date=None):
        lines = ["| " + " | ".join(rows[0]) + " |", "| " + " | ".join("---" for _ in rows[0]) + " |"]
        lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
        return self.add("table", lines, meta, date)

    def num(self, i: int, text: str, meta: dict):
        return self.add("num", [f"{i}. {text}"], meta)

    def code(self, lang: str, lines: list[str]):
        self._sep()
        self.lines.append("```" + lang)
        self.lines.extend(lines)
        self.lines.append("```")
        self.lines.append("")
        self.last = "code"

    def text(self) -> str:
        while self.lines and self.lines[-1] == "":
            self.lines.pop()
        return "\n".join(self.lines) + "\n"

    def write(self):
        p = VAULT / self.path
        p.parent.mkdir(parents=True, exist_ok=True)
        t = self.text()
        if self.crlf:
            t = t.replace("\n", "\r\n")
        data = t.encode("utf-8")
        if self.bom:
            data = b"\xef\xbb\xbf" + data
        p.write_bytes(data)


def gen_into(note: Note, body, meta, kind="bullet", log_date=None, log_sep="：", marker="- "):
    """Add one generated entry to `note` (as a dated log line when log_date is set)."""
    if log_date is not None:
        if body.startswith("[ ] ") or body.startswith("[x] "):
            body = body[4:]
            meta["open_task"] = False
        return note.bullet(f"{log_date.isoformat()}{log_sep}{body}", meta, date=log_date)
    if body.startswith("[ ] ") or body.startswith("[x] "):
        return note.bullet(body, meta)
    if kind == "para":
        return note.para([body], meta)
    return note.bullet(body, meta, marker=marker)


def log_section(note: Note, specs, n, lo, hi, lang_w=LANG_W, seps=("：",), no_tasks=True, halls=None):
    """n dated log lines; specs = [(topic, facet|None, weight)]; dates inside the topics' active periods."""
    items = []
    for _ in range(n):
        topic, facet, _w = rng.choices(specs, [s[2] for s in specs])[0]
        if facet is None:
            facet = rng.choice(list(TOPICS[topic]["facets"]))
        ds = topic_dates(topic, lo, hi)
        d = rng.choice(ds)
        hall = rng.choice(halls) if halls else pick_hall(no_tasks)
        items.append((d, topic, facet, hall))
    items.sort(key=lambda x: x[0])
    sep = rng.choice(seps)
    seen = NOTE_SEEN.setdefault(note.path, set())
    for d, topic, facet, hall in items:
        lang = pick_lang(topic, facet, lang_w)
        body, meta = fresh(topic, facet, hall, lang, d, note.path, seen, halls or HALLS[:-1])
        gen_into(note, body, meta, log_date=d, log_sep=sep)


# --------------------------------------------------------------------------
# planted daily entries (guarantee that every query has its answer)
# (date, topic, facet, hall, lang, fixed text or None)
# --------------------------------------------------------------------------
PLANTED = [
    # dentist: only these
    ("2025-11-12", "dentist", "cleaning", "event", "hant", "下午去晴光牙醫洗牙，醫生說左下有一顆要注意"),
    ("2026-05-20", "dentist", "filling", "event", "hant", "牙醫補牙，左下第一大臼齒，打了麻藥半邊臉沒感覺"),
    ("2026-05-20", "dentist", "filling", "decision", "hant", "補牙材料決定用樹脂，不要銀粉，自費 1,500"),
    ("2026-06-03", "dentist", "filling", "event", "hans", "补牙复诊，牙医说恢复得不错，咬合调了一下"),
    ("2026-11-02", "dentist", "cleaning", "advice", "hant", "記得這個月要約牙醫洗牙，已經快一年沒洗了"),
    ("2026-11-18", "dentist", "cleaning", "event", "en", "Dentist for a cleaning; the filling from May looks fine"),
    # Penghu trip days
    ("2026-07-10", "penghu", "ferry", "event", "hant", "早上從布袋港坐船去澎湖，浪有點大，還好上船前吃了藥"),
    ("2026-07-11", "penghu", "snorkel", "event", "hant", "澎湖第二天去東海浮潛，看到好多小丑魚"),
    ("2026-07-11", "penghu", "lodging", "preference", "en", "The Magong B&B is great; next time in Penghu I'd again pick a place near the harbour"),
    ("2026-07-13", "penghu", None, "event", "hans", "澎湖环岛一整天，晒到脖子脱皮"),
    ("2026-07-14", "penghu", "ferry", "event", "en", "Flew back from Penghu, 35 minutes, so much easier than the boat"),
    # decisions the decision-lookup queries rely on
    ("2026-03-18", "svelte", "deploy", "decision", "hant", None),
    ("2026-02-09", "dog", "food", "decision", "en", None),
    ("2026-06-22", "dog", "food", "decision", "hant", None),
    ("2026-01-20", "bouldering", "shoes", "decision", "hans", None),
    ("2025-11-22", "jellyfin", "clients", "decision", "hant", None),
    ("2026-04-14", "prometheus", "retention", "decision", "en", None),
    ("2026-04-25", "penghu", "lodging", "decision", "hans", None),
    ("2026-08-08", "scooter", "tires", "decision", "hant", None),
    ("2026-05-03", "film", "camera", "decision", "en", None),
    ("2026-07-06", "rust", "errors", "decision", "hans", None),
    ("2026-09-12", "synology", "disks", "decision", "hant", None),
    ("2026-03-01", "dog", "deworm", "decision", "hant", None),
    ("2026-03-10", "stripe", "subscription", "decision", "hans", None),
    # events the temporal queries rely on
    ("2025-12-20", "scooter", "oil", "event", "hant", None),
    ("2026-04-05", "scooter", "oil", "event", "hant", None),
    ("2026-08-08", "scooter", "oil", "event", "hant", None),
    ("2026-11-08", "scooter", "oil", "event", "hant", None),
    ("2026-10-27", "dog", "vet", "event", "hans", None),
    ("2026-06-25", "bouldering", "problems", "event", "en", None),
    ("2026-11-26", "bouldering", "problems", "event", "hant", None),
    ("2026-06-10", "balcony", "tomato", "discovery", "hant", None),
    ("2026-09-28", "balcony", "pests", "event", "hant", None),
    ("2026-09-24", "jellyfin", "library", "event", "en", None),
    ("2026-01-27", "jellyfin", "subtitles", "event", "hans", None),
    ("2026-11-24", "rust", "exif", "event", "en", None),
    ("2026-06-27", "ha", "automation", "event", "hant", None),
    ("2025-12-14", "proxmox", "zfs", "event", "en", None),
    ("2026-07-28", "tailscale", "exitnode", "event", "hans", None),
    ("2026-11-16", "stripe", "refund", "event", "en", None),
]


def write_daily_notes():
    planted_by_date: dict[dt.date, list] = {}
    for p in PLANTED:
        planted_by_date.setdefault(D(p[0]), []).append(p)
    days = [START + dt.timedelta(days=i) for i in range((END - START).days + 1)]
    chosen = set(planted_by_date) | {START, END}
    rest = [d for d in days if d not in chosen]
    rng.shuffle(rest)
    chosen |= set(rest[: 100 - len(chosen)])
    dates = sorted(chosen)

    # tie-trap distractors: one per note and trap
    distract: dict[dt.date, list] = {}
    for trap, spec in TRAPS.items():
        pool = dates[:]
        rng.shuffle(pool)
        for (lang, line), d in zip(spec["lines"], pool):
            distract.setdefault(d, []).append((trap, lang, line))

    crlf_days = {dates[17], dates[63]}
    bom_day = dates[41]
    for d in dates:
        items = []  # (kind, payload)
        for p in planted_by_date.get(d, []):
            items.append(("planted", p))
        for trap, lang, line in distract.get(d, []):
            items.append(("distractor", (trap, lang, line)))
        n = rng.randint(3, 10)
        used_noise = set()
        while len(items) < n:
            active = [(t, topic_weight(t, d)) for t in TOPICS if topic_weight(t, d) > 0]
            if active and rng.random() < 0.66:
                t = rng.choices([a for a, _ in active], [w for _, w in active])[0]
                f = rng.choice(list(TOPICS[t]["facets"]))
                items.append(("topic", (t, f, pick_hall())))
            else:
                lang = rng.choices(LANGS, LANG_W)[0]
                line = rng.choice(NOISE[lang])
                if line in used_noise or NOISE_USED.get(line, 0) >= 3:
                    continue
                used_noise.add(line)
                NOISE_USED[line] = NOISE_USED.get(line, 0) + 1
                items.append(("noise", (lang, line)))
        rng.shuffle(items)

        style = rng.choices(["fm", "h1", "bare", "sec"], [0.3, 0.3, 0.2, 0.2])[0]
        if d == bom_day:
            style = "h1"
        note = Note(f"Journal/{d.year}/{d.isoformat()}.md", created=d, date=d,
                    crlf=d in crlf_days, bom=d == bom_day)
        marker = "* " if rng.random() < 0.06 else "- "
        if style in ("fm", "sec") and rng.random() < 0.6:
            note.front([("date", d.isoformat()), ("tags", ["journal"])], rng.choice(["flow", "block"]))
        if style != "bare":
            wd = d.weekday()
            h1 = rng.choice([f"{d.isoformat()} 週{WD_HANT[wd]}", d.isoformat(), f"{d.month}月{d.day}日（週{WD_HANT[wd]}）",
                             f"{WD_EN[wd]}, {d.day} {MON_EN[d.month - 1]} {d.year}"])
            note.head(1, h1)

        def is_work(it):
            kind, pl = it
            if kind == "topic":
                return TOPICS[pl[0]]["work"]
            if kind == "planted":
                return TOPICS[pl[1]]["work"]
            return False

        groups = [(None, items)]
        if style == "sec":
            a, b = rng.choice([("上班", "下班後"), ("Work", "Home"), ("工作笔记", "日常"), ("Dev", "其他")])
            w = [it for it in items if is_work(it)]
            o = [it for it in items if not is_work(it)]
            groups = [(a, w), (b, o)] if w else [(b, o)]
        seen = set()
        for heading, its in groups:
            if heading and its:
                note.head(2, heading)
            for kind, pl in its:
                emit_daily_item(note, d, kind, pl, marker, seen)
        note.write()


def emit_daily_item(note: Note, d: dt.date, kind: str, pl, marker: str, seen: set):
    if kind == "noise" or kind == "distractor":
        if kind == "noise":
            lang, line = pl
            meta = meta_for(line, lang=lang)
        else:
            trap, lang, line = pl
            meta = meta_for(line, lang=lang, distractor=trap)
        if rng.random() < 0.2:
            note.para([line], meta)
        else:
            note.bullet(line, meta, marker=marker)
        return
    if kind == "planted":
        ds, topic, facet, hall, lang, text = pl
        if text is not None:
            facets = {(topic, facet)} if facet else set()
            meta = meta_for(text, topics={topic}, facets=facets, hall=hall, lang=lang)
            note.bullet(text, meta, marker=marker)
            return
        body, meta = make_body(topic, facet, hall, lang, d, note.path)
        assert meta["hall"] == hall, pl
        seen.add(meta["core"])
        note.bullet(body, meta, marker=marker)
        return
    topic, facet, hall = pl
    lang = pick_lang(topic, facet)
    body, meta = fresh(topic, facet, hall, lang, d, note.path, seen)
    if body.startswith("[ ] ") or body.startswith("[x] "):
        note.bullet(body, meta)
        return
    r = rng.random()
    if r < 0.62:
        note.bullet(body, meta, marker=marker)
    elif r < 0.77:
        lines = [body]
        if rng.random() < 0.4:
            lines.append(alternations(rng.choice(CONT[lang])).replace("{P}", rng.choice(PEOPLE[lang])))
        note.para(lines, meta)
    elif r < 0.90:
        subs = rng.sample(CONT[lang], rng.randint(1, 2))
        subs = [s.replace("{P}", rng.choice(PEOPLE[lang])) for s in subs]
        note.bullet(body, meta, subs=subs, marker=marker)
    else:
        hh, mm = rng.randint(8, 22), rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
        note.bullet(f"{hh:02d}:{mm:02d} {body}", meta, marker=marker)


# --------------------------------------------------------------------------
# topic notes
# --------------------------------------------------------------------------
def M(text, lang, topics=(), facets=(), hall=None, open_task=False, **kw):
    return meta_for(text, topics=topics, facets=facets, hall=hall, lang=lang, open_task=open_task, **kw)


def undated(note, topic, facet, n, lang_w=LANG_W, halls=None, d=None):
    seen = NOTE_SEEN.setdefault(note.path, set())
    for _ in range(n):
        hall = rng.choice(halls) if halls else pick_hall(no_tasks=True)
        lang = pick_lang(topic, facet, lang_w)
        body, meta = fresh(topic, facet, hall, lang, d or note.created, note.path, seen, halls or HALLS[:-1])
        gen_into(note, body, meta)


def note_tea():
    n = Note("10 Projects/山嵐茶行官網.md", created=D("2025-11-03"))
    n.front([("title", "山嵐茶行官網"), ("tags", ["project", "sveltekit", "stripe"]), ("created", "2025-11-03"),
             ("aliases", ["茶行網站", "Shanlan Tea site"]), ("status", "active")])
    n.head(1, "山嵐茶行官網")
    t = "幫陳姐的山嵐茶行重做官網和線上訂購：前端 SvelteKit，金流 Stripe，預計春茶季前上線。"
    n.para([t], M(t, "hant", topics={"svelte", "stripe"}))
    n.head(2, "背景")
    t = "舊網站是 2016 年架的 WordPress，手機版幾乎不能用，訂單都靠 LINE 私訊，陳姐每天晚上對帳對到很晚。"
    n.para([t], M(t, "hant", topics={"svelte"}))
    n.head(2, "技術選型")
    rows = [["方案", "優點", "缺點"], ["SvelteKit", "寫法接近 HTML，bundle 小", "生態系比較小"],
            ["Next.js", "資源最多", "對之後接手的人太重"], ["Astro", "內容頁很快", "購物車要另外接"]]
    n.table(rows, M("", "hant", topics={"svelte"}))
    t = "最後拍板用 SvelteKit：陳姐的姪子之後要接手維護，他只會一點 JavaScript，SvelteKit 最好上手。"
    n.para([t], M(t, "hant", topics={"svelte"}, hall="decision"))
    n.head(2, "決策紀錄")
    log_section(n, [("svelte", None, 3), ("stripe", "webhook", 1), ("stripe", "refund", 1), ("stripe", "subscription", 1)],
                8, D("2025-11-03"), END, lang_w=(0.6, 0.2, 0.2), seps=("：",), halls=["decision"])
    n.head(2, "進度")
    log_section(n, [("svelte", None, 3), ("stripe", None, 2)], 14, D("2025-11-03"), END,
                lang_w=(0.6, 0.2, 0.2), seps=("：",), halls=["event", "event", "discovery", "advice", "preference"])
    n.head(2, "部署指令")
    n.code("bash", ["pnpm build", "rsync -az --delete build/ deploy@tea-vps:/srv/shanlan/",
                    "ssh deploy@tea-vps 'sudo systemctl restart shanlan'"])
    n.head(2, "待確認")
    for topic, facet, text in [("svelte", "forms", "[ ] 訂購表單的錯誤訊息請陳姐看過"),
                               ("stripe", "refund", "[ ] Stripe 退款要不要開放給客人自己按"),
                               ("svelte", "deploy", "[ ] 網域 DNS 切過去的時間跟陳姐約")]:
        n.bullet(text, M(text, "hant", facets={(topic, facet)}, hall="task", open_task=True))
    n.write()


def note_jellyfin():
    n = Note("10 Projects/Jellyfin 媒體伺服器.md", created=D("2025-10-02"))
    n.front([("title", "Jellyfin 媒體伺服器"), ("tags", ["homelab", "jellyfin"]), ("created", "2025-10-02"),
             ("aliases", ["Jellyfin server", "家庭劇院"])], "block")
    t = "家裡的電影、動畫和演唱會錄影從 Plex 搬到 Jellyfin，跑在 Proxmox 的 LXC 裡，轉碼靠 N100 內顯。來龍去脈見 [[Plex 遷移到 Jellyfin]]。"
    n.para([t], M(t, "hant", topics={"jellyfin", "proxmox"}))
    n.head(2, "硬體")
    for t, tops in [("N100 小主機，16GB RAM，系統碟 512GB NVMe", {"jellyfin"}),
                    ("片庫放在 Synology 的 NFS 分享，唯讀掛進來", {"jellyfin", "synology"})]:
        n.bullet(t, M(t, "hant", topics=tops))
    n.head(2, "轉碼設定")
    t = "LXC 要把 /dev/dri 直通進去，Jellyfin 後台的硬體加速選 Intel QSV，轉碼才會用到內顯。"
    n.para([t], M(t, "hant", facets={("jellyfin", "transcode")}))
    n.code("", ["lxc.cgroup2.devices.allow: c 226:128 rwm",
                "lxc.mount.entry: /dev/dri/renderD128 dev/dri/renderD128 none bind,optional,create=file"])
    undated(n, "jellyfin", "transcode", 2)
    n.head(2, "用戶端")
    rows = [["裝置", "用戶端", "備註"], ["Apple TV", "Swiftfin / Infuse", "Infuse 字幕比較穩"],
            ["Android TV", "官方 app", "遙控器操作有點卡"], ["筆電", "Jellyfin Media Player", "直接播原檔"]]
    n.table(rows, M("", "hant", facets={("jellyfin", "clients")}))
    n.head(2, "紀錄")
    log_section(n, [("jellyfin", None, 1)], 14, D("2025-10-02"), END, lang_w=(0.6, 0.15, 0.25), seps=(" ",))
    n.write()


def note_penghu():
    n = Note("10 Projects/澎湖之旅 2026.md", created=D("2026-04-02"))
    n.front([("title", "澎湖之旅 2026"), ("tags", ["travel", "澎湖"]), ("created", "2026-04-02"),
             ("aliases", ["Penghu trip", "澎湖行"])])
    t = "七月跟小芸、阿哲去澎湖五天四夜（7/10 到 7/14），住馬公市區，想浮潛、環島、吃小管麵線。"
    n.para([t], M(t, "hant", topics={"penghu"}))
    n.head(2, "交通")
    undated(n, "penghu", "ferry", 2, lang_w=(0.7, 0.15, 0.15), halls=["event", "advice"])
    n.head(2, "住宿")
    undated(n, "penghu", "lodging", 2, lang_w=(0.7, 0.15, 0.15), halls=["event", "preference"])
    n.head(2, "隨身物品")
    for t, lang in [("防曬乳 SPF50＋蘆薈膠", "hant"), ("浮潛面鏡和呼吸管（用自己的那副）", "hant"),
                    ("暈船藥，上船前半小時吃", "hant"), ("兩顆行動電源、充電線", "hant"),
                    ("拖鞋、薄外套（船艙冷氣很強）", "hant"), ("健保卡、身分證、現金（很多小店不能刷卡）", "hant"),
                    ("Dry bag for the phone", "en"), ("Swimsuit x2, quick-dry towel", "en")]:
        n.bullet(t, M(t, lang, topics={"penghu"}, trap="carry"))
    n.head(2, "行程")
    for i, t in enumerate(["7/10 布袋港搭船，下午到馬公 check-in，晚上逛觀音亭",
                           "7/11 東海浮潛跳島", "7/12 北環：二崁、跨海大橋、通梁古榕",
                           "7/13 南環，山水沙灘看夕陽", "7/14 早上買伴手禮，中午搭飛機回台中"], 1):
        n.num(i, t, M(t, "hant", topics={"penghu"}))
    n.head(2, "紀錄")
    log_section(n, [("penghu", None, 1)], 9, D("2026-04-02"), D("2026-07-20"), lang_w=(0.55, 0.2, 0.25), seps=(": ",))
    n.write()


def note_lumen():
    n = Note("10 Projects/lumen.md", created=D("2026-06-01"))
    n.front([("title", "lumen"), ("tags", ["rust", "side-project"]), ("created", "2026-06-01"),
             ("aliases", ["lumen CLI", "照片索引工具"])])
    t = "lumen is a small Rust CLI that walks my photo folders (phone exports and lab scans), reads EXIF and writes a SQLite index I can query from the terminal."
    n.para([t], M(t, "en", topics={"rust"}))
    n.head(2, "Goals")
    for t in ["Index 40k photos in under a minute on the N100", "One binary, no daemon", "Query by date, camera and place"]:
        n.bullet(t, M(t, "en", topics={"rust"}))
    n.head(2, "Crates")
    rows = [["need", "crate", "why"], ["errors (binary)", "anyhow", "context() everywhere"],
            ["errors (lib)", "thiserror", "typed variants"], ["CLI", "clap", "derive API"],
            ["parallel walk", "rayon", "CPU-bound, no async needed"], ["EXIF", "kamadak-exif", "pure Rust"]]
    n.table(rows, M("", "en", facets={("rust", "errors"), ("rust", "async"), ("rust", "exif")}))
    n.code("rust", ["fn main() -> anyhow::Result<()> {", "    let args = Args::parse();",
                    "    let index = Index::open(&args.db).context(\"open index\")?;",
                    "    walk(&args.root, &index)?;", "    Ok(())", "}"])
    n.head(2, "Log")
    log_section(n, [("rust", None, 1)], 16, D("2026-06-01"), END, lang_w=(0.25, 0.15, 0.6), seps=(": ",))
    n.head(2, "Lessons learned")
    for t, facet, hall in [("Keep library errors typed (thiserror) and only reach for anyhow at the binary edge.", "errors", "advice"),
                           ("Don't put EXIF reads on tokio; the work is CPU-bound and rayon was simpler.", "async", "advice"),
                           ("HEIC files from the phone need their own path, most crates only read JPEG/TIFF.", "exif", "discovery"),
                           ("Write the SQLite schema down before coding; I rewrote it three times.", None, "advice")]:
        n.bullet(t, M(t, "en", topics={"rust"}, facets={("rust", facet)} if facet else (), hall=hall))
    n.write()


def note_smarthome():
    n = Note("10 Projects/智慧家庭.md", created=D("2026-02-01"))
    n.front([("title", "智慧家庭"), ("tags", ["homeassistant", "homelab"]), ("created", "2026-02-01"),
             ("aliases", ["smart home", "HA 設定"])], "block")
    t = "家裡的 Home Assistant 跑在 Proxmox 的 VM 上，Zigbee 用 Sonoff 的 USB 棒，目前接了燈、窗簾、冷氣插座和門窗感應器。"
    n.para([t], M(t, "hant", topics={"ha", "proxmox"}))
    n.head(2, "設備")
    rows = [["設備", "型號", "協定"], ["客廳燈", "Philips Hue White", "Zigbee"], ["門窗感應器", "Aqara MCCGQ11LM", "Zigbee"],
            ["冷氣插座", "Tapo P110", "Wi-Fi"], ["人體感應", "Aqara RTCGQ11LM", "Zigbee"]]
    n.table(rows, M("", "hant", facets={("ha", "zigbee")}))
    n.head(2, "自動化規則")
    undated(n, "ha", "automation", 3, lang_w=(0.5, 0.3, 0.2))
    n.head(2, "紀錄")
    log_section(n, [("ha", None, 1)], 12, D("2026-02-01"), END, lang_w=(0.5, 0.3, 0.2), seps=("：", " "))
    n.write()


def note_dog():
    n = Note("20 Areas/豆花.md", created=D("2025-10-01"))
    n.front([("title", "豆花"), ("tags", ["豆花", "dog"]), ("created", "2025-10-01"), ("aliases", ["豆花健康紀錄", "Douhua"])])
    t = "豆花，2021 年從動物之家領養的米克斯，約 12 公斤，怕打雷、愛吃地瓜，晶片登記在我名下。"
    n.para([t], M(t, "hant", topics={"dog"}))
    n.head(2, "基本資料")
    for t in ["生日大約是 2020 年 8 月", "每年 3 月打八合一和狂犬病疫苗", "理想體重 11 公斤左右"]:
        n.bullet(t, M(t, "hant", topics={"dog"}))
    n.head(2, "看診紀錄")
    log_section(n, [("dog", "vet", 2), ("dog", "deworm", 1)], 10, D("2025-10-01"), END, lang_w=(0.6, 0.25, 0.15), seps=("：",))
    n.head(2, "飲食")
    undated(n, "dog", "food", 4)
    n.head(2, "美容")
    undated(n, "dog", "grooming", 2, lang_w=(0.8, 0.1, 0.1), halls=["event", "preference"])
    n.write()


def note_climb():
    n = Note("20 Areas/抱石.md", created=D("2025-10-01"))
    n.front([("title", "抱石"), ("tags", ["攀岩", "bouldering"]), ("created", "2025-10-01"),
             ("aliases", ["bouldering log", "攀岩紀錄"])])
    t = "每週二、四下班去石頭人岩館抱石，2025 年秋天開始爬，目前卡在 V3/V4 之間。"
    n.para([t], M(t, "hant", topics={"bouldering"}))
    n.head(2, "指力训练")
    undated(n, "bouldering", "fingers", 3)
    n.head(2, "鞋子")
    rows = [["鞋", "尺寸", "感想"], ["La Sportiva Solution", "EU 39", "很兇，斜壁好用"],
            ["Scarpa Drago", "EU 39.5", "軟，適合 smear"], ["租的鞋", "EU 40", "剛開始爬的時候穿"]]
    n.table(rows, M("", "hant", facets={("bouldering", "shoes")}))
    n.head(2, "紀錄")
    log_section(n, [("bouldering", None, 1)], 16, D("2025-10-01"), END, lang_w=(0.5, 0.25, 0.25), seps=(" ",))
    n.write()


def note_scooter():
    n = Note("20 Areas/機車保養.md", created=D("2025-10-01"))
    n.front([("title", "機車保養"), ("tags", ["機車"]), ("created", "2025-10-01"), ("aliases", ["scooter maintenance"])])
    t = "光陽 Many 110，2019 年買的二手車，通勤、買菜、去岩館都靠它。保養都在家附近的阿福機車行。"
    n.para([t], M(t, "hant", topics={"scooter"}))
    n.head(2, "保養紀錄")
    rows = [["日期", "里程", "項目", "花費"], ["2025-03-02", "14,210", "機油、齒輪油", "450"],
            ["2025-06-15", "15,720", "機油", "300"], ["2025-09-07", "17,180", "機油、後輪胎", "1,650"]]
    n.table(rows, M("", "hant", facets={("scooter", "oil"), ("scooter", "tires")}))
    log_section(n, [("scooter", "oil", 2), ("scooter", "tires", 1), ("scooter", "inspection", 1)], 8,
                D("2025-10-01"), END, lang_w=(0.7, 0.15, 0.15), seps=("：",))
    n.head(2, "注意事項")
    for t, f in [("胎壓前 29 後 33 psi", "tires"), ("齒輪油大概每兩次換機油換一次", "oil"), ("電瓶 2024 年底換過", None)]:
        n.bullet(t, M(t, "hant", topics={"scooter"}, facets={("scooter", f)} if f else ()))
    n.write()


def note_balcony():
    n = Note("20 Areas/陽台菜園.md", created=D("2026-02-15"))
    n.front([("title", "陽台菜園"), ("tags", ["garden", "陽台"]), ("created", "2026-02-15"), ("aliases", ["balcony garden"])])
    t = "西曬的小陽台，三個長盆加兩個大盆：番茄、九層塔、辣椒、薄荷。"
    n.para([t], M(t, "hant", topics={"balcony"}))
    n.head(2, "蟲害")
    undated(n, "balcony", "pests", 3)
    n.head(2, "紀錄")
    log_section(n, [("balcony", None, 1)], 12, D("2026-02-15"), END, lang_w=(0.55, 0.2, 0.25), seps=(": ",))
    n.write()


def note_dentist():
    n = Note("20 Areas/看牙紀錄.md", created=D("2025-11-12"))
    n.front([("title", "看牙紀錄"), ("tags", ["health"]), ("created", "2025-11-12"), ("aliases", ["dentist", "牙醫"])])
    t = "固定在家附近的晴光牙醫看，半年洗一次牙，健保卡記得帶。"
    n.para([t], M(t, "hant", topics={"dentist"}))
    n.head(2, "紀錄")
    for ds, f, hall, lang, t in [("2025-11-12", "cleaning", "event", "hant", "洗牙，左下第一大臼齒有小蛀洞，先觀察"),
                                 ("2026-05-20", "filling", "event", "hant", "補牙（樹脂），自費 1,500，醫生是王醫師"),
                                 ("2026-06-03", "filling", "event", "en", "Filling follow-up at the dentist, bite adjusted"),
                                 ("2026-11-18", "cleaning", "event", "hant", "洗牙，樹脂補的那顆狀況良好，下次 2027 年 5 月")]:
        line = f"{ds}：{t}"
        n.bullet(line, M(line, lang, facets={("dentist", f)}, hall=hall), date=D(ds))
    n.write()


def note_film():
    n = Note("20 Areas/底片攝影.md", created=D("2026-01-04"))
    n.front([("title", "底片攝影"), ("tags", ["film", "photography"]), ("created", "2026-01-04"),
             ("aliases", ["film photography"])])
    t = "Shooting film again since January 2026, mostly Portra 400 in the Contax T2, with the occasional roll of HP5."
    n.para([t], M(t, "en", topics={"film"}))
    n.head(2, "Cameras")
    undated(n, "film", "camera", 3, lang_w=(0.3, 0.1, 0.6))
    n.head(2, "冲洗")
    undated(n, "film", "developing", 3)
    n.head(2, "Gear wishlist")
    for t in ["Contax T3, only if one shows up under NT$30,000", "Sekonic L-308X light meter",
              "A second 35mm body as a backup", "Film changing bag", "Leather strap, something that doesn't fray",
              "Plustek 8200i scanner, if lab prices go up again"]:
        n.bullet(t, M(t, "en", topics={"film"}, trap="wish"))
    n.head(2, "Log")
    log_section(n, [("film", None, 1)], 12, D("2026-01-04"), END, lang_w=(0.35, 0.2, 0.45), seps=(": ",))
    n.write()


def note_plan():
    n = Note("20 Areas/2026 计划.md", created=D("2026-01-01"))
    n.front([("title", "2026 计划"), ("tags", ["planning"]), ("created", "2026-01-01"), ("aliases", ["2026 plan"])])
    t = "2026 年给自己的几件事，年底再回来对照。"
    n.para([t], M(t, "hans"))
    n.head(2, "年度目标")
    for t in ["周二周四雷打不动去岩馆，争取稳定完攀 V4", "存够六个月的生活费当应急金", "把照片索引小工具写到能日常用",
              "每个月至少拍完一卷", "学会手冲咖啡，不再只喝便利店的", "陪爸妈出一趟远门", "每天十二点前睡"]:
        n.bullet(t, M(t, "hans", trap="goals"))
    n.head(2, "季度回顾")
    for ds, t, lang in [("2026-03-31", "第一季：岩馆去得很勤，钱没存下来", "hans"),
                        ("2026-06-30", "第二季：茶行的案子收尾，终于有空做自己的东西", "hans"),
                        ("2026-09-30", "Q3: the Penghu trip was the highlight; sleep schedule still a mess", "en")]:
        line = f"{ds}：{t}" if lang != "en" else f"{ds}: {t}"
        n.bullet(line, M(line, lang), date=D(ds))
    n.write()


def note_homelab():
    n = Note("20 Areas/家用伺服器.md", created=D("2025-10-10"))
    n.front([("title", "家用伺服器"), ("tags", ["homelab"]), ("created", "2025-10-10"), ("aliases", ["homelab", "伺服器"])])
    t = "家裡一台 N100 小主機跑 Proxmox，上面有 Jellyfin、Home Assistant 和 Prometheus；資料放 Synology DS923+，人在外面靠 Tailscale 連回家。"
    n.para([t], M(t, "hant", topics={"proxmox", "jellyfin", "ha", "prometheus", "synology", "tailscale"}))
    n.head(2, "機器一覽")
    rows = [["機器", "角色", "IP"], ["n100", "Proxmox 主機", "192.168.50.10"], ["ds923", "Synology NAS", "192.168.50.20"],
            ["rpi4", "備用 DNS", "192.168.50.30"]]
    n.table(rows, M("", "hant", topics={"proxmox", "synology"}))
    n.head(2, "網路")
    for t, tops, lang in [("中華電信 500M，數據機橋接，路由器是 ASUS RT-AX58U", (), "hant"),
                          ("Remote access goes through Tailscale only, no ports open on the router", ("tailscale",), "en")]:
        n.bullet(t, M(t, lang, topics=set(tops)))
    n.head(2, "相關筆記")
    for t in ["[[Proxmox 操作手册]]", "[[Prometheus 告警規則]]", "[[Tailscale 筆記]]", "[[Jellyfin 媒體伺服器]]"]:
        n.bullet(t, M(t, "hant"))
    n.write()


def note_tailscale():
    n = Note("30 Resources/Tailscale 筆記.md", created=D("2025-12-02"))
    n.front([("title", "Tailscale 筆記"), ("tags", ["tailscale", "network"]), ("created", "2025-12-02"),
             ("aliases", ["tailscale notes"])])
    t = "Tailscale 的設定和踩過的坑。家裡的 N100 當 exit node，手機、筆電、爸媽家的 NAS 都在同一個 tailnet。"
    n.para([t], M(t, "hant", topics={"tailscale"}))
    n.head(2, "ACL")
    n.code("json", ['{', '  "tagOwners": {"tag:server": ["autogroup:admin"]},',
                    '  "acls": [{"action": "accept", "src": ["autogroup:member"], "dst": ["tag:server:*"]}]', '}'])
    undated(n, "tailscale", "acl", 2)
    n.head(2, "Exit node")
    undated(n, "tailscale", "exitnode", 3)
    n.head(2, "MagicDNS")
    undated(n, "tailscale", "dns", 2)
    n.head(2, "Log")
    log_section(n, [("tailscale", None, 1)], 8, D("2025-12-02"), END, lang_w=(0.5, 0.2, 0.3), seps=(": ",))
    n.write()


def note_prom():
    n = Note("30 Resources/Prometheus 告警規則.md", created=D("2026-03-02"))
    n.front([("title", "Prometheus 告警規則"), ("tags", ["prometheus", "homelab"]), ("created", "2026-03-02"),
             ("aliases", ["alert rules"])], "block")
    t = "家裡 homelab 的 Prometheus 告警規則，Alertmanager 統一發到 Telegram。"
    n.para([t], M(t, "hant", topics={"prometheus"}))
    n.code("yaml", ["groups:", "  - name: homelab", "    rules:", "      - alert: DiskAlmostFull",
                    "        expr: node_filesystem_avail_bytes / node_filesystem_size_bytes < 0.1", "        for: 10m",
                    "      - alert: HostDown", "        expr: up == 0", "        for: 5m"])
    n.head(2, "規則一覽")
    rows = [["名稱", "條件", "等多久"], ["DiskAlmostFull", "剩不到 10%", "10m"], ["HostDown", "up == 0", "5m"],
            ["SmartFailing", "smartctl 回報異常", "0m"]]
    n.table(rows, M("", "hant", facets={("prometheus", "alerts")}))
    n.head(2, "Notes")
    undated(n, "prometheus", "alerts", 2)
    undated(n, "prometheus", "exporters", 1)
    n.head(2, "Log")
    log_section(n, [("prometheus", None, 1)], 8, D("2026-03-02"), END, lang_w=(0.5, 0.25, 0.25), seps=("：", ": "))
    n.write()


def note_pve():
    n = Note("30 Resources/Proxmox 操作手册.md", created=D("2025-10-03"))
    n.front([("title", "Proxmox 操作手册"), ("tags", ["proxmox"]), ("created", "2025-10-03"), ("aliases", ["PVE 手册"])])
    t = "家里那台 N100 上的 Proxmox VE 8 常用操作，出事的时候照着做。"
    n.para([t], M(t, "hans", topics={"proxmox"}))
    n.head(2, "新建虚拟机")
    for i, t in enumerate(["从 Ubuntu 24.04 cloud image 建模板，机型选 q35", "网卡用 virtio，磁盘开 discard",
                           "cloud-init 里填好 SSH key 和用户名", "克隆模板，改主机名，开机", "装 qemu-guest-agent"], 1):
        n.num(i, t, M(t, "hans", facets={("proxmox", "vm")}))
    n.code("bash", ["qm clone 9000 120 --name jellyfin-test --full", "qm set 120 --ipconfig0 ip=dhcp", "qm start 120"])
    n.head(2, "ZFS")
    undated(n, "proxmox", "zfs", 3)
    n.head(2, "LXC")
    undated(n, "proxmox", "lxc", 2)
    n.head(2, "日志")
    log_section(n, [("proxmox", None, 1)], 10, D("2025-10-03"), END, lang_w=(0.2, 0.6, 0.2), seps=(" ",))
    n.write()


def note_lab():
    n = Note("30 Resources/冲洗店对比.md", created=D("2026-02-10"))
    n.front([("title", "冲洗店对比"), ("tags", ["film"]), ("created", "2026-02-10"), ("aliases", ["冲洗店"])])
    t = "台中附近能冲 C-41 的几家店，价格是 2026 年 2 月问的。"
    n.para([t], M(t, "hans", facets={("film", "developing")}))
    rows = [["店", "冲＋扫", "扫描仪", "取件"], ["光点冲印", "NT$380", "Noritsu", "三天"], ["暗房小铺", "NT$420", "Frontier", "一周"],
            ["邮寄到台北的店", "NT$350＋运费", "Noritsu", "十天"]]
    n.table(rows, M("", "hans", facets={("film", "developing")}))
    undated(n, "film", "developing", 2)
    n.write()


def note_rust():
    n = Note("30 Resources/Rust error handling.md", created=D("2026-06-20"))
    n.front([("title", "Rust error handling"), ("tags", ["rust"]), ("created", "2026-06-20"),
             ("aliases", ["thiserror vs anyhow"])])
    t = "Notes on error handling in Rust while building lumen: anyhow for the binary, thiserror for the library modules."
    n.para([t], M(t, "en", facets={("rust", "errors")}))
    n.code("rust", ["#[derive(Debug, thiserror::Error)]", "pub enum IndexError {", "    #[error(\"bad exif in {0}\")]",
                    "    Exif(PathBuf),", "    #[error(transparent)]", "    Db(#[from] rusqlite::Error),", "}"])
    n.head(2, "When to use which")
    undated(n, "rust", "errors", 3, lang_w=(0.2, 0.2, 0.6))
    n.write()


def note_stripe():
    n = Note("30 Resources/Stripe cheatsheet.md", created=D("2026-01-20"))
    n.front([("title", "Stripe cheatsheet"), ("tags", ["stripe", "payments"]), ("created", "2026-01-20"),
             ("aliases", ["Stripe 指令"])])
    t = "Stripe bits I keep looking up for the tea shop site."
    n.para([t], M(t, "en", topics={"stripe"}))
    n.code("bash", ["stripe login", "stripe listen --forward-to localhost:5173/api/stripe/webhook",
                    "stripe trigger checkout.session.completed"])
    n.head(2, "Webhooks")
    undated(n, "stripe", "webhook", 3, lang_w=(0.3, 0.2, 0.5))
    n.head(2, "Refunds")
    undated(n, "stripe", "refund", 2, lang_w=(0.3, 0.2, 0.5))
    n.write()


def note_archive():
    n = Note("90 Archive/Plex 遷移到 Jellyfin.md", created=D("2025-09-20"))
    n.front([("title", "Plex 遷移到 Jellyfin"), ("tags", ["homelab", "archive"]), ("created", "2025-09-20"),
             ("status", "archived"), ("aliases", ["Plex migration"])])
    t = "2025 年秋天把 Plex 換成 Jellyfin 的過程，已經完成，留著參考。"
    n.para([t], M(t, "hant", topics={"jellyfin"}))
    n.head(2, "為什麼換")
    for t in ["Plex Pass 漲價，而且很多功能要登入雲端帳號", "想要完全在家裡跑，不靠外部服務"]:
        n.bullet(t, M(t, "hant", topics={"jellyfin"}))
    n.head(2, "紀錄")
    log_section(n, [("jellyfin", None, 1)], 6, D("2025-10-01"), D("2025-10-31"), lang_w=(0.6, 0.2, 0.2), seps=("：",))
    n.write()

    n = Note("90 Archive/Nextcloud 試用.md", created=D("2025-10-05"))
    n.front([("title", "Nextcloud 試用"), ("tags", ["archive"]), ("created", "2025-10-05"), ("status", "archived")])
    t = "試了三週 Nextcloud，想取代雲端硬碟，最後放棄。"
    n.para([t], M(t, "hant", topics={"nextcloud"}))
    for ds, t, lang, hall in [("2025-10-06", "Nextcloud 裝起來了，手機同步速度普通", "hant", "event"),
                              ("2025-10-12", "The Nextcloud photo upload kept timing out on large videos", "en", "event"),
                              ("2025-10-19", "决定不用 Nextcloud 了，维护成本太高", "hans", "decision"),
                              ("2025-10-20", "資料搬完，Nextcloud 關機", "hant", "event")]:
        line = f"{ds}：{t}" if lang != "en" else f"{ds}: {t}"
        n.bullet(line, M(line, lang, topics={"nextcloud"}, hall=hall), date=D(ds))
    n.write()

    n = Note("90 Archive/2025 搬家.md", created=D("2025-09-01"))
    n.front([("title", "2025 搬家"), ("tags", ["archive", "life"]), ("created", "2025-09-01"), ("status", "archived")])
    t = "從北屯搬到南屯，九月底搬完。"
    n.para([t], M(t, "hant", topics={"moving"}))
    for ds, t, lang, hall in [("2025-09-14", "看了北屯的兩間房，一間西曬太嚴重", "hant", "event"),
                              ("2025-09-20", "決定租南屯那間，有小陽台，離岩館也近", "hant", "decision"),
                              ("2025-09-28", "Moving day. Azhe helped carry the boxes, pizza after.", "en", "event"),
                              ("2025-10-04", "网络和水电都转好了，搬家这件事结束", "hans", "event")]:
        line = f"{ds}：{t}" if lang != "en" else f"{ds}: {t}"
        n.bullet(line, M(line, lang, topics={"moving"}, hall=hall), date=D(ds))
    n.write()


def write_noise_files():
    (VAULT / ".obsidian").mkdir(parents=True, exist_ok=True)
    (VAULT / ".obsidian" / "app.json").write_text('{\n  "alwaysUpdateLinks": true,\n  "newFileLocation": "folder",\n'
                                                  '  "newFileFolderPath": "Journal"\n}\n', encoding="utf-8")
    (VAULT / ".obsidian" / "daily-notes.json").write_text('{\n  "folder": "Journal/2026",\n  "format": "YYYY-MM-DD"\n}\n',
                                                         encoding="utf-8")


# --------------------------------------------------------------------------
# queries
# --------------------------------------------------------------------------
QUERIES = [
    # temporal-last: (topic, facet for grades 3/2, pool for grade 1)
    ("上次弄 Jellyfin 是什麼時候", "2026-11-30", "temporal-last", "zh-Hant", ("temporal", "jellyfin", None, "topic", False)),
    ("上次弄 Jellyfin 是什麼時候", "2026-05-01", "temporal-last", "zh-Hant", ("temporal", "jellyfin", None, "topic", False)),
    ("最近一次带豆花看兽医是哪天", "2026-11-30", "temporal-last", "zh-Hans", ("temporal", "dog", "vet", "facet", True)),
    ("when did I last go bouldering", "2026-11-30", "temporal-last", "en", ("temporal", "bouldering", "problems", "topic", True)),
    ("when did I last go bouldering", "2026-08-20", "temporal-last", "en", ("temporal", "bouldering", "problems", "topic", True)),
    ("機車上次換機油是哪天", "2026-11-30", "temporal-last", "zh-Hant", ("temporal", "scooter", "oil", "facet", True)),
    ("上次看牙醫是什麼時候", "2026-11-30", "temporal-last", "zh-Hant", ("temporal", "dentist", None, "topic", True)),
    ("上次看牙醫是什麼時候", "2026-10-01", "temporal-last", "zh-Hant", ("temporal", "dentist", None, "topic", True)),
    ("last time I touched the Stripe integration", "2026-11-30", "temporal-last", "en", ("temporal", "stripe", None, "topic", False)),
    ("最近一次折腾 Tailscale 是什么时候", "2026-11-30", "temporal-last", "zh-Hans", ("temporal", "tailscale", None, "topic", False)),
    ("Proxmox 上次動是哪天", "2026-04-10", "temporal-last", "zh-Hant", ("temporal", "proxmox", None, "topic", False)),
    ("阳台菜园最后一次打理是哪天", "2026-11-30", "temporal-last", "zh-Hans", ("temporal", "balcony", None, "topic", False)),
    ("Home Assistant 上一次調整是哪一天", "2026-08-01", "temporal-last", "zh-Hant", ("temporal", "ha", None, "topic", False)),
    ("when did I last work on lumen", "2026-11-30", "temporal-last", "en", ("temporal", "rust", None, "topic", False)),
    # decision-lookup
    ("SvelteKit 部署最後怎麼決定的", "2026-11-30", "decision-lookup", "zh-Hant", ("decision", "svelte", "deploy")),
    ("what did I decide about Douhua's food", "2026-11-30", "decision-lookup", "en", ("decision", "dog", "food")),
    ("攀岩鞋的决定是哪天", "2026-11-30", "decision-lookup", "zh-Hans", ("decision", "bouldering", "shoes")),
    ("Jellyfin 用戶端最後選了哪個", "2026-11-30", "decision-lookup", "zh-Hant", ("decision", "jellyfin", "clients")),
    ("what did I settle on for Prometheus retention", "2026-11-30", "decision-lookup", "en", ("decision", "prometheus", "retention")),
    ("澎湖民宿最后订了哪家", "2026-11-30", "decision-lookup", "zh-Hans", ("decision", "penghu", "lodging")),
    ("機車輪胎的決定是哪天", "2026-11-30", "decision-lookup", "zh-Hant", ("decision", "scooter", "tires")),
    ("which film camera did I decide to keep", "2026-11-30", "decision-lookup", "en", ("decision", "film", "camera")),
    ("Rust 错误处理最后用哪个 crate", "2026-11-30", "decision-lookup", "zh-Hans", ("decision", "rust", "errors")),
    ("Synology 硬碟最後怎麼決定", "2026-11-30", "decision-lookup", "zh-Hant", ("decision", "synology", "disks")),
    # cross-script: (topic, facet, decision?)
    ("机车换机油", "2026-11-30", "cross-script", "zh-Hans", ("cross", "scooter", "oil", False)),
    ("Jellyfin 转码", "2026-11-30", "cross-script", "zh-Hans", ("cross", "jellyfin", "transcode", False)),
    ("阳台菜园 虫害", "2026-11-30", "cross-script", "zh-Hans", ("cross", "balcony", "pests", False)),
    ("豆花驱虫药最后决定用哪个", "2026-11-30", "cross-script", "zh-Hans", ("cross", "dog", "deworm", True)),
    ("底片沖洗", "2026-11-30", "cross-script", "zh-Hant", ("cross", "film", "developing", False)),
    ("Proxmox 虛擬機", "2026-11-30", "cross-script", "zh-Hant", ("cross", "proxmox", "vm", False)),
    ("Stripe 訂閱方案的決定", "2026-11-30", "cross-script", "zh-Hant", ("cross", "stripe", "subscription", True)),
    ("抱石 指力訓練", "2026-11-30", "cross-script", "zh-Hant", ("cross", "bouldering", "fingers", False)),
    # mixed-language
    ("Tailscale出口節點", "2026-11-30", "mixed-language", "mixed", ("aspect", "tailscale", "exitnode", None)),
    ("Prometheus 告警", "2026-11-30", "mixed-language", "mixed", ("aspect", "prometheus", "alerts", None)),
    ("SvelteKit路由", "2026-11-30", "mixed-language", "mixed", ("aspect", "svelte", "routing", None)),
    ("Stripe 退款", "2026-11-30", "mixed-language", "mixed", ("aspect", "stripe", "refund", None)),
    ("Home Assistant 自動化", "2026-11-30", "mixed-language", "mixed", ("aspect", "ha", "automation", None)),
    ("Rust 非同步", "2026-11-30", "mixed-language", "mixed", ("aspect", "rust", "async", None)),
    # case-fold
    ("jellyfin subtitles", "2026-11-30", "case-fold", "en", ("aspect", "jellyfin", "subtitles", None)),
    ("TAILSCALE ACL", "2026-11-30", "case-fold", "en", ("aspect", "tailscale", "acl", None)),
    ("home assistant zigbee", "2026-11-30", "case-fold", "en", ("aspect", "ha", "zigbee", None)),
    ("STRIPE WEBHOOK", "2026-11-30", "case-fold", "en", ("aspect", "stripe", "webhook", None)),
    # prefix
    ("svelte 表單", "2026-11-30", "prefix", "mixed", ("aspect", "svelte", "forms", None)),
    ("jelly library", "2026-11-30", "prefix", "en", ("aspect", "jellyfin", "library", None)),
    ("prom exporter", "2026-11-30", "prefix", "en", ("aspect", "prometheus", "exporters", None)),
    ("syno 相簿", "2026-11-30", "prefix", "mixed", ("aspect", "synology", "photos", None)),
    # title-heading
    ("山嵐茶行官網", "2026-11-30", "title-heading", "zh-Hant", ("title", "10 Projects/山嵐茶行官網.md")),
    ("豆花健康紀錄", "2026-11-30", "title-heading", "zh-Hant", ("title", "20 Areas/豆花.md", "alias")),
    ("Proxmox 操作手册", "2026-11-30", "title-heading", "mixed", ("title", "30 Resources/Proxmox 操作手册.md")),
    ("保養紀錄", "2026-11-30", "title-heading", "zh-Hant", ("heading", "20 Areas/機車保養.md", "保養紀錄")),
    ("Lessons learned", "2026-11-30", "title-heading", "en", ("heading", "10 Projects/lumen.md", "Lessons learned")),
    # tag-wikilink
    ("#攀岩", "2026-11-30", "tag-wikilink", "zh-Hant", ("tag", "攀岩", "bouldering")),
    ("#film", "2026-11-30", "tag-wikilink", "en", ("tag", "film", "film")),
    ("[[Tailscale 筆記]]", "2026-11-30", "tag-wikilink", "mixed", ("link", "Tailscale 筆記", "30 Resources/Tailscale 筆記.md")),
    ("[[澎湖之旅 2026]]", "2026-11-30", "tag-wikilink", "zh-Hant", ("link", "澎湖之旅 2026", "10 Projects/澎湖之旅 2026.md")),
    # tie-trap
    ("隨身物品", "2026-11-30", "tie-trap", "zh-Hant", ("trap", "carry")),
    ("gear wishlist", "2026-11-30", "tie-trap", "en", ("trap", "wish")),
    ("年度目标", "2026-11-30", "tie-trap", "zh-Hans", ("trap", "goals")),
    # natural
    ("豆花是不是該換別的狗糧了", "2026-11-30", "natural", "zh-Hant", ("aspect", "dog", "food", None)),
    ("which Tailscale machine does my traffic go through when I'm travelling", "2026-11-30", "natural", "en",
     ("aspect", "tailscale", "exitnode", None)),
    ("抱石要買什麼鞋比較好", "2026-11-30", "natural", "zh-Hant", ("aspect", "bouldering", "shoes", None)),
    ("Stripe 付款成功后网站怎么收到通知", "2026-11-30", "natural", "zh-Hans", ("aspect", "stripe", "webhook", None)),
    ("how much memory does ZFS take on the Proxmox box", "2026-11-30", "natural", "en", ("aspect", "proxmox", "zfs", None)),
    ("陽台的番茄為什麼一直長不好", "2026-11-30", "natural", "zh-Hant", ("aspect", "balcony", "tomato", ("discovery",))),
    ("Home Assistant 晚上自己關燈的規則", "2026-11-30", "natural", "zh-Hant", ("aspect", "ha", "automation", None)),
    ("去澎湖坐船还是坐飞机", "2026-11-30", "natural", "zh-Hans", ("aspect", "penghu", "ferry", None)),
    # no-answer
    ("鋼琴檢定報名", "2026-11-30", "no-answer", "zh-Hant", ("none",)),
    ("Kafka consumer offsets", "2026-11-30", "no-answer", "en", ("none",)),
    ("驾照笔试", "2026-11-30", "no-answer", "zh-Hans", ("none",)),
    ("wedding toast speech", "2026-11-30", "no-answer", "en", ("none",)),
    ("留學獎學金", "2026-11-30", "no-answer", "zh-Hant", ("none",)),
]

# words of the cross-script queries that must not occur in the topic's entries (the answer is in the other script)
CROSS_ABSENT = {
    ("scooter", "oil"): ["机油", "换机"], ("jellyfin", "transcode"): ["转码"], ("balcony", "pests"): ["虫害", "虫"],
    ("dog", "deworm"): ["驱虫"], ("film", "developing"): ["沖洗"], ("proxmox", "vm"): ["虛擬機"],
    ("stripe", "subscription"): ["訂閱"], ("bouldering", "fingers"): ["指力訓練", "訓練"],
}
PREFIXES = {"svelte": "sveltekit", "jelly": "jellyfin", "prom": ("prometheus", "promql"), "syno": "synology"}


def visible(e, now):
    if e["date"] is not None:
        return e["date"] <= now
    c = NOTES[e["path"]].created
    return c is None or c <= now


def on(e, topic, facet=None):
    return topic in e["topics"] and (facet is None or (topic, facet) in e["facets"])


def happening(e):
    return e["hall"] not in ("advice", "preference") and not e["open_task"]


def judge(spec, now):
    """Returns ([(entry, grade)], note)."""
    E = [e for e in ALL_ENTRIES if visible(e, now)]
    g: dict[int, int] = {}

    def put(e, grade):
        k = id(e)
        if g.get(k, 0) < grade:
            g[k] = grade

    kind = spec[0]
    note = ""
    if kind == "temporal":
        _, topic, facet, pool, strict = spec
        S = [e for e in E if on(e, topic, facet) and e["date"] is not None
             and (happening(e) if strict else not e["open_task"])]
        newest = max(e["date"] for e in S)
        lo = newest - dt.timedelta(days=30)
        for e in S:
            if e["date"] == newest:
                put(e, 3)
            elif lo <= e["date"] < newest:
                put(e, 2)
        for e in E:
            if on(e, topic, facet if pool == "facet" else None):
                put(e, 1)
        where = sorted({e["path"] for e in S if e["date"] == newest})
        what = f"{topic}/{facet}" if facet else topic
        if strict:
            note = (f"latest {what} entry that records doing it (not advice/preference/open task): {newest} "
                    f"({'; '.join(where)}); grade 2 = such entries {lo}..{newest - dt.timedelta(days=1)}; "
                    f"grade 1 = older/undated {what if pool == 'facet' else topic} entries and the advice/preference/open-task ones")
        else:
            note = (f"latest {what} entry (open tasks excluded): {newest} ({'; '.join(where)}); "
                    f"grade 2 = {lo}..{newest - dt.timedelta(days=1)}; grade 1 = older/undated {topic} entries and open tasks")
    elif kind == "decision":
        _, topic, facet = spec
        for e in E:
            if on(e, topic, facet):
                put(e, 3 if e["hall"] == "decision" else 1)
        note = f"decisions about {topic}/{facet} = 3, other {topic}/{facet} entries = 1"
    elif kind == "cross":
        _, topic, facet, dec = spec
        lock = TOPICS[topic]["facets"][facet]["lock"]
        for e in E:
            if on(e, topic, facet):
                put(e, 3 if (not dec or e["hall"] == "decision") else 2)
            elif on(e, topic):
                put(e, 1)
        note = f"{topic}/{facet} written only in {LANG_NAME[lock]}; " + (
            "decisions = 3, other entries on it = 2, " if dec else f"{topic}/{facet} = 3, ") + f"other {topic} = 1"
    elif kind == "aspect":
        _, topic, facet, halls = spec
        for e in E:
            if on(e, topic, facet):
                put(e, 3 if (halls is None or e["hall"] in halls) else 2)
            elif on(e, topic):
                put(e, 1)
        note = (f"{topic}/{facet} " + (f"{'/'.join(halls)} entries = 3, other {topic}/{facet} = 2" if halls else "= 3")
                + f", other {topic} = 1")
    elif kind == "title":
        path = spec[1]
        n = NOTES[path]
        for e in n.entries:
            put(e, 3 if e["idx"] == 0 else 2 if e["idx"] <= 3 else 1)
        for e in E:
            if n.title in e["links"] or Path(path).stem in e["links"]:
                put(e, 1)
        how = "a front-matter alias" if len(spec) > 2 and spec[2] == "alias" else "the note's title"
        note = f"query is {how} of {path}: top block = 3, next three = 2, rest of the note and backlinks = 1"
    elif kind == "heading":
        _, path, heading = spec
        under = [e for e in NOTES[path].entries if e["section"] == heading]
        for i, e in enumerate(under):
            put(e, 3 if i == 0 else 2)
        note = f"'## {heading}' in {path}: first block under it = 3, the other blocks under it = 2"
    elif kind == "tag":
        _, tag, topic = spec
        for e in E:
            if tag in e["tags"]:
                put(e, 3)
            elif on(e, topic):
                put(e, 1)
        for n in NOTES.values():
            if tag in n.fm_tags and n.entries:
                put(n.entries[0], 2)
        note = f"entries tagged #{tag} inline = 3, top block of notes with it in front matter = 2, other {topic} = 1"
    elif kind == "link":
        _, target, path = spec
        for e in E:
            if target in e["links"]:
                put(e, 3)
        put(NOTES[path].entries[0], 2)
        note = f"entries linking [[{target}]] (any alias form) = 3, the note's top block = 2"
    elif kind == "trap":
        _, trap = spec
        for e in E:
            if e.get("trap") == trap:
                put(e, 3)
        nd = len({e["path"] for e in ALL_ENTRIES if e.get("distractor") == trap})
        note = (f"items under '## {TRAPS[trap]['heading']}' = 3 (they do not repeat the query words); "
                f"{nd} other notes use one query word once in passing")
    elif kind == "none":
        note = "nothing in the vault is about this (no content word or CJK bigram of the query occurs)"
    byid = {id(e): e for e in E}
    return [(byid[k], v) for k, v in g.items()], note


# --------------------------------------------------------------------------
# checks
# --------------------------------------------------------------------------
def file_lines(path: str) -> list[str]:
    data = (VAULT / path).read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return [l[:-1] if l.endswith("\r") else l for l in data.decode("utf-8").split("\n")]


def check_entries():
    cache = {}
    for e in ALL_ENTRIES:
        lines = cache.setdefault(e["path"], file_lines(e["path"]))
        first = lines[e["line"] - 1]
        assert first == e["first_line"], (e["path"], e["line"], first, e["first_line"])
        prev = lines[e["line"] - 2] if e["line"] >= 2 else ""
        if e["kind"] in ("para", "table"):
            assert prev == "", (e["path"], e["line"], "paragraph/table must follow a blank line")
        elif e["kind"] == "bullet":
            assert re.match(r"[-*] ", first), (e["path"], e["line"])
        elif e["kind"] == "num":
            assert re.match(r"\d+\. ", first), (e["path"], e["line"])
        for l in lines[e["line"]:e["line_end"]]:
            assert l.startswith("  ") or e["kind"] in ("para", "table"), (e["path"], e["line"], l)
        nxt = lines[e["line_end"]] if e["line_end"] < len(lines) else ""
        if e["kind"] in ("para", "table"):
            assert nxt == "", (e["path"], e["line_end"], "paragraph/table must end before a blank line")
        else:
            assert not nxt.startswith("  "), (e["path"], e["line_end"])


def vault_text() -> str:
    out = []
    for p in sorted(VAULT.rglob("*.md")):
        out.append(p.read_text(encoding="utf-8-sig"))
    return "\n".join(out)


def check_vault(text: str):
    low = text.lower()
    # prefix queries: the truncated names never occur on their own
    for pre, full in PREFIXES.items():
        fulls = full if isinstance(full, tuple) else (full,)
        for m in re.finditer(re.escape(pre), low):
            rest = low[m.start():m.start() + 12]
            assert any(rest.startswith(f) for f in fulls), (pre, low[m.start() - 20:m.start() + 20])
    # no-answer queries: no latin word and no CJK bigram of the query occurs
    for q, _now, kind, _l, _s in QUERIES:
        if kind != "no-answer":
            continue
        for w in re.findall(r"[a-z]{3,}", q.lower()):
            assert not re.search(rf"\b{w}", low), (q, w)
        for run in re.findall(r"[\u4e00-\u9fff]+", q):
            for i in range(len(run) - 1):
                assert run[i:i + 2] not in text, (q, run[i:i + 2])
    # tie traps: the query words occur only in the heading and in the distractor lines
    by_trap = {}
    for e in ALL_ENTRIES:
        if e.get("distractor"):
            by_trap.setdefault(e["distractor"], []).append(e)
    for trap, spec in TRAPS.items():
        allowed = len(by_trap[trap]) + len(spec["words"])  # distractors + heading words
        total = sum(len(re.findall(re.escape(w), low)) for w in spec["words"])
        heading_hits = sum(len(re.findall(re.escape(w), spec["heading"].lower())) for w in spec["words"])
        assert total == len(by_trap[trap]) + heading_hits, (trap, total, len(by_trap[trap]), heading_hits, allowed)
        paths = [e["path"] for e in by_trap[trap]]
        assert len(paths) == len(set(paths)), trap
        for e in ALL_ENTRIES:
            if e.get("trap") == trap:
                assert not any(w in e["first_line"].lower() for w in spec["words"]), e["first_line"]
    # cross-script: facet entries only in the locked script, the other script's words absent from the topic
    for (topic, facet), words in CROSS_ABSENT.items():
        lock = TOPICS[topic]["facets"][facet]["lock"]
        for e in ALL_ENTRIES:
            if on(e, topic, facet):
                assert e["lang"] == LANG_NAME[lock][3:].lower() or e["lang"] == lock, (topic, facet, e["first_line"])
            if on(e, topic):
                lines = file_lines(e["path"])[e["line"] - 1:e["line_end"]]
                for w in words:
                    assert all(w not in l for l in lines), (topic, facet, w, lines)
    # the words of the dev set's own topics are not used as topics here (spot check)
    for w in ["PostgreSQL", "Redis", "Kubernetes", "Terraform", "Elasticsearch", "FastAPI", "麻糬", "Mochi"]:
        assert w.lower() not in low, w


def main():
    if VAULT.exists():
        shutil.rmtree(VAULT)
    VAULT.mkdir(parents=True)
    write_daily_notes()
    note_tea()
    note_jellyfin()
    note_penghu()
    note_lumen()
    note_smarthome()
    note_dog()
    note_climb()
    note_scooter()
    note_balcony()
    note_dentist()
    note_film()
    note_plan()
    note_homelab()
    note_tailscale()
    note_prom()
    note_pve()
    note_lab()
    note_rust()
    note_stripe()
    note_archive()
    write_noise_files()
    for p in PLANTED:
        pass
    check_entries()
    text = vault_text()
    check_vault(text)

    qlines, rlines = [], []
    kinds = {}
    for i, (q, now, kind, lang, spec) in enumerate(QUERIES, 1):
        qid = f"journalblind-{i:03d}"
        grades, note = judge(spec, D(now))
        if kind != "no-answer":
            assert any(v == 3 for _, v in grades), (qid, q)
        else:
            assert not grades
        kinds[kind] = kinds.get(kind, 0) + 1
        qlines.append(json.dumps({"id": qid, "query": q, "now": now, "kind": kind, "lang": lang, "note": note},
                                 ensure_ascii=False))
        rows = sorted(grades, key=lambda kv: (-kv[1], kv[0]["path"], kv[0]["line"]))
        for e, grade in rows:
            line = file_lines(e["path"])[e["line"] - 1].lstrip()
            expect = line[:60].rstrip()
            assert expect and expect in file_lines(e["path"])[e["line"] - 1]
            rlines.append(json.dumps({"qid": qid, "path": e["path"], "line": e["line"], "grade": grade,
                                      "expect": expect, "line_end": e["line_end"]}, ensure_ascii=False))
    (HERE / "queries.jsonl").write_text("\n".join(qlines) + "\n", encoding="utf-8")
    (HERE / "qrels.jsonl").write_text("\n".join(rlines) + "\n", encoding="utf-8")

    notes = sorted(NOTES)
    daily = [p for p in notes if p.startswith("Journal/")]
    langs = {}
    for e in ALL_ENTRIES:
        langs[e["lang"]] = langs.get(e["lang"], 0) + 1
    tot = sum(langs.values())
    print(f"notes {len(notes)} (daily {len(daily)}, topic {len(notes) - len(daily)}), entries {len(ALL_ENTRIES)}")
    print("entry languages", {k: f"{v} ({v / tot:.0%})" for k, v in sorted(langs.items())})
    print("queries", len(qlines), kinds, "qrels", len(rlines))


if __name__ == "__main__":
    main()
