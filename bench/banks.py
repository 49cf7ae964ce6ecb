"""Phrase banks for the bench vault generator.

Each list is ordered from common to rare: the generator samples it with Zipf weights by rank, so
the first words appear everywhere and the last few only a handful of times. Traditional and
Simplified banks are written separately (different words and habits, not a character conversion),
the way a Taipei writer and a Shanghai writer would word the same day.
"""

from __future__ import annotations

TECH = [
    "PostgreSQL", "Redis", "Docker", "Kubernetes", "nginx", "FastAPI", "Python", "Terraform",
    "GitHub Actions", "Grafana", "Prometheus", "TypeScript", "React", "Ansible", "SQLite",
    "Kafka", "Elasticsearch", "MySQL", "Rust", "Go", "Django", "Helm", "systemd", "Obsidian",
    "pgBackRest", "RabbitMQ", "Celery", "Vite", "Node.js", "AWS S3", "Cloudflare", "Caddy",
    "Traefik", "ArgoCD", "Istio", "Envoy", "ClickHouse", "Airflow", "dbt", "BigQuery",
    "OpenTelemetry", "Loki", "Jaeger", "HashiCorp Vault", "Consul", "etcd", "WireGuard",
    "Tailscale", "Proxmox", "ZFS", "Syncthing", "restic", "borgbackup", "tmux", "Neovim", "zsh",
    "pytest", "mypy", "ruff", "uv", "pnpm", "Webpack", "Svelte", "MongoDB", "DynamoDB", "Lambda",
    "EC2", "Spark", "Flink", "MinIO", "Keycloak", "Sentry", "PgBouncer", "Patroni", "Debezium",
    "Vector", "Fluent Bit", "k3s", "Podman", "Buildkite", "tantivy", "jieba", "uvicorn",
    "Starlette", "SQLAlchemy", "Alembic", "Pydantic", "gRPC", "protobuf", "OpenSearch", "Nomad",
]

TECH_NOUN = {
    "hant": [
        "備份", "資料庫", "快取", "部署", "監控", "設定檔", "憑證", "權限", "日誌", "效能",
        "記憶體", "伺服器", "叢集", "遷移", "版本", "測試", "索引", "查詢", "連線池", "容器",
        "映像檔", "網路", "防火牆", "排程", "告警", "延遲", "硬碟", "負載平衡", "金鑰", "報表",
        "程式碼審查", "單元測試", "資料表", "備援", "節點", "儲存空間", "環境變數", "腳本",
        "相依套件", "流量", "快照", "複寫", "讀寫分離", "壓力測試", "回滾", "熱更新",
    ],
    "hans": [
        "备份", "数据库", "缓存", "部署", "监控", "配置文件", "证书", "权限", "日志", "性能",
        "内存", "服务器", "集群", "迁移", "版本", "测试", "索引", "查询", "连接池", "容器",
        "镜像", "网络", "防火墙", "定时任务", "告警", "延迟", "硬盘", "负载均衡", "密钥", "报表",
        "代码评审", "单元测试", "数据表", "灾备", "节点", "存储", "环境变量", "脚本", "依赖",
        "流量", "快照", "主从复制", "读写分离", "压测", "回滚", "热更新",
    ],
    "en": [
        "backup", "database", "cache", "deploy", "monitoring", "config", "certificate",
        "permissions", "logs", "performance", "memory", "server", "cluster", "migration",
        "release", "tests", "index", "query", "connection pool", "container", "image", "network",
        "firewall", "cron job", "alert", "latency", "disk", "load balancer", "API key", "report",
        "code review", "unit tests", "schema", "failover", "node", "storage", "env vars",
        "script", "dependencies", "traffic", "snapshot", "replication", "read replica",
        "load test", "rollback", "hotfix",
    ],
}

# Cooking, running, the cat, travel and money: the life half of a journal.
LIFE = {
    "hant": [
        "跑步", "貓", "咖啡", "晚餐", "預算", "機票", "健身房", "睡眠", "記帳", "牛肉麵",
        "滷肉飯", "手沖", "飯店", "股票", "ETF", "房租", "信用卡", "瑜伽", "游泳", "體重",
        "貓砂", "飼料", "獸醫", "疫苗", "牙醫", "半馬", "配速", "心率", "跑鞋", "電鍋", "烤箱",
        "氣炸鍋", "麻婆豆腐", "紅燒肉", "三杯雞", "蛋餅", "珍奶", "便當", "讀書會", "日文",
        "吉他", "保險", "退休金", "定期定額", "高鐵", "捷運", "行李", "護照", "民宿", "溫泉",
        "夜市", "登山", "露營", "腳踏車", "咖啡豆", "貓抓板", "除濕機", "冷氣", "洗衣機",
    ],
    "hans": [
        "跑步", "猫", "咖啡", "晚饭", "预算", "机票", "健身房", "睡眠", "记账", "火锅",
        "红烧肉", "手冲", "酒店", "股票", "基金", "房贷", "信用卡", "瑜伽", "游泳", "体重",
        "猫砂", "猫粮", "宠物医院", "疫苗", "牙医", "半马", "配速", "心率", "跑鞋", "电饭煲",
        "烤箱", "空气炸锅", "麻辣烫", "饺子", "番茄炒蛋", "螺蛳粉", "奶茶", "外卖", "读书会",
        "英语", "吉他", "保险", "公积金", "定投", "高铁", "地铁", "行李", "护照", "民宿", "温泉",
        "夜宵", "爬山", "露营", "骑行", "咖啡豆", "猫抓板", "除湿机", "空调", "洗衣机",
    ],
    "en": [
        "run", "cat", "coffee", "dinner", "budget", "flight", "gym", "sleep", "expenses", "ramen",
        "curry", "pour-over", "hotel", "stocks", "index fund", "rent", "credit card", "yoga",
        "swim", "weight", "litter box", "cat food", "vet", "vaccine", "dentist", "half marathon",
        "pace", "heart rate", "running shoes", "rice cooker", "oven", "air fryer", "sourdough",
        "risotto", "tacos", "pancakes", "smoothie", "takeout", "book club", "Japanese lessons",
        "guitar", "insurance", "pension", "savings plan", "train", "subway", "luggage",
        "passport", "Airbnb", "hot spring", "night market", "hike", "camping", "bike",
        "coffee beans", "scratching post", "dehumidifier", "air conditioner", "washing machine",
    ],
}

DISH = {
    "hant": ["牛肉麵", "滷肉飯", "麻婆豆腐", "紅燒肉", "三杯雞", "番茄炒蛋", "蛋餅", "咖哩飯",
             "蚵仔煎", "鹽酥雞", "酸辣湯", "炒米粉", "蘿蔔糕", "肉圓", "薑母鴨"],
    "hans": ["番茄炒蛋", "红烧肉", "火锅", "饺子", "麻辣烫", "宫保鸡丁", "酸菜鱼", "螺蛳粉",
             "煎饼果子", "小笼包", "凉皮", "回锅肉", "水煮鱼", "葱油拌面", "蛋炒饭"],
    "en": ["ramen", "curry", "pasta", "tacos", "risotto", "pancakes", "sourdough", "stir-fry",
           "chili", "lasagna", "dumplings", "shakshuka", "pho", "paella", "banana bread"],
}

EXERCISE = {
    "hant": ["跑步", "健身房", "游泳", "練瑜伽", "騎腳踏車", "河濱散步", "重訓"],
    "hans": ["跑步", "健身房", "游泳", "练瑜伽", "骑车", "遛弯", "撸铁"],
    "en": ["a run", "the gym", "a swim", "yoga", "a bike ride", "a walk", "weights"],
}

CAT_SUPPLY = {
    "hant": ["貓砂", "飼料", "罐頭", "貓草", "化毛膏", "肉泥", "凍乾"],
    "hans": ["猫砂", "猫粮", "罐头", "猫草", "化毛膏", "猫条", "冻干"],
    "en": ["litter", "kibble", "wet food", "cat grass", "hairball paste", "treats", "freeze-dried"],
}

PLACE = {
    "hant": ["台北", "台南", "高雄", "花蓮", "台中", "東京", "京都", "大阪", "首爾", "香港",
             "宜蘭", "墾丁", "沖繩", "北海道", "清邁", "曼谷", "新加坡", "里斯本", "柏林", "冰島"],
    "hans": ["上海", "北京", "杭州", "成都", "深圳", "广州", "大理", "西安", "厦门", "重庆",
             "青岛", "三亚", "东京", "大阪", "首尔", "新加坡", "清迈", "巴黎", "伊斯坦布尔", "冰岛"],
    "en": ["Taipei", "Tokyo", "Kyoto", "Lisbon", "Berlin", "Seoul", "Osaka", "Singapore",
           "Bangkok", "Chiang Mai", "Hokkaido", "Okinawa", "Porto", "Vienna", "Prague",
           "Copenhagen", "Reykjavik", "Vancouver", "Melbourne", "Hanoi"],
}

FEELING = {
    "hant": ["還不錯", "有點累", "很順", "卡關了", "心情很好", "需要再觀察", "比預期快",
             "比想像中難", "值得", "有點後悔", "超滿意", "普通"],
    "hans": ["还不错", "有点累", "很顺利", "卡住了", "心情不错", "还要再观察", "比预期快",
             "比想象中难", "值了", "有点后悔", "很满意", "一般般"],
    "en": ["pretty good", "a bit tired", "smooth", "stuck", "happy with it", "needs watching",
           "faster than expected", "harder than it looked", "worth it", "meh", "great", "fine"],
}

HEADINGS = {
    "hant": ["工作", "生活", "學習", "健康", "理財", "旅行", "想法", "待辦"],
    "hans": ["工作", "生活", "学习", "健康", "理财", "旅行", "想法", "待办"],
    "en": ["Work", "Life", "Learning", "Health", "Money", "Travel", "Ideas", "Todo"],
}

HALLS = ["hall_facts", "hall_events", "hall_discoveries", "hall_preferences", "hall_advice"]

# Slots: {T}{T2} tech term, {K}{K2} tech noun, {L} life noun, {D} dish, {E} exercise,
# {A} cat supply, {C} place, {P} person, {X} codename, {F} feeling, {n} small number,
# {km} distance, {ms} milliseconds, {money} amount, {hm} clock time.
TEMPLATES = {
    "hant": [
        "決定 {T} 的{K}改用 {T2}，下週一開始切換",
        "把 {T} 升級到新版本，{K}的設定要重新檢查",
        "跟 {P} 討論 {X} 的{K}，結論是先不動",
        "{T} 的{K}又出問題，查了 {n} 個小時才找到原因",
        "今天跑了 {km} 公里，{F}",
        "晚餐煮了{D}，{F}",
        "貓今天一直叫，可能是{A}不夠了",
        "{C}的{D}比想像中貴，預算要再抓一下",
        "整理了這個月的{L}支出，總共 {money} 元",
        "發現 {T} 的{K}在流量高的時候延遲會到 {ms} ms",
        "偏好用 {T} 處理{K}，比 {T2} 簡單",
        "建議下次先做{K}再升級 {T}",
        "買了去{C}的機票，{n} 月出發",
        "{P} 推薦的{L}真的{F}",
        "{hm} 開會，{X} 專案的{K}延後一週",
        "讀了一篇關於 {T} {K}的文章，重點是先量測再優化",
        "週末去{C}，吃了{D}，{F}",
        "早上 {hm} 起床，先去{E}再上班",
        "修好 {T} 的{K}，原來是{K2}沒設好",
        "記錄一下：{X} 的 {T} 叢集現在有 {n} 個節點",
        "這個月{L}花了 {money} 元，要控制一下",
        "帶貓去打預防針，體重 {n} 公斤，獸醫說一切正常",
    ],
    "hans": [
        "决定把 {T} 的{K}迁移到 {T2}，下周开始切换",
        "{T} 升级完了，{K}要重新检查一遍",
        "和 {P} 聊了 {X} 的{K}，先不改",
        "{T} 的{K}又挂了，排查了 {n} 个小时",
        "今天跑了 {km} 公里，{F}",
        "晚饭做了{D}，{F}",
        "猫今天一直叫，可能是{A}不够了",
        "{C}的{D}比想象中贵，预算得重新算",
        "整理了这个月的{L}开销，一共 {money} 块",
        "发现 {T} 的{K}在高峰期延迟能到 {ms} ms",
        "还是喜欢用 {T} 做{K}，比 {T2} 省事",
        "建议下次先做{K}再升级 {T}",
        "订了去{C}的机票，{n} 月出发",
        "{P} 推荐的{L}确实{F}",
        "{hm} 开会，{X} 项目的{K}推迟一周",
        "看了一篇讲 {T} {K}的文章，核心是先测量再优化",
        "周末去了{C}，吃了{D}，{F}",
        "早上 {hm} 起床，先去{E}再上班",
        "修好了 {T} 的{K}，原来是{K2}没配好",
        "记一下：{X} 的 {T} 集群现在有 {n} 个节点",
        "这个月{L}花了 {money} 块，得省着点",
        "带猫去打疫苗，称了一下 {n} 斤，医生说没问题",
    ],
    "en": [
        "Decided to move {T} {K} to {T2} starting next Monday",
        "Upgraded {T}; need to recheck the {K} settings",
        "Talked with {P} about the {X} {K}; we keep it as is for now",
        "{T} {K} broke again, took {n} hours to find the cause",
        "Ran {km} km along the river, {F}",
        "Cooked {D} for dinner, {F}",
        "The cat kept meowing all morning, probably out of {A}",
        "{D} in {C} is pricier than expected, adjust the budget",
        "Went through this month's {L} spending: {money} total",
        "Found that {T} {K} latency spikes to {ms} ms under load",
        "I prefer {T} for {K}, simpler than {T2}",
        "Next time do the {K} first, then upgrade {T}",
        "Booked a flight to {C} for month {n}",
        "{P} recommended the {L}, {F}",
        "{hm} meeting: {X} {K} slips by a week",
        "Read a post on {T} {K}: measure before optimizing",
        "Weekend in {C}, had {D}, {F}",
        "Up at {hm}, {E} before work",
        "Fixed {T} {K}; the {K2} was misconfigured",
        "Note: the {X} {T} cluster now has {n} nodes",
        "Spent {money} on {L} this month, cut back a bit",
        "Took the cat for her shots, {n} lbs, all fine",
    ],
    # Code-switching the way engineers write: Chinese grammar, English terms.
    "mixed_hant": [
        "決定 {T} 的 backup 改用 {T2}",
        "{T} 的 latency 降到 {ms} ms，deploy 很順",
        "跟 {P} pair 了一下 {X} 的 PR，{K}的部分要 refactor",
        "今天 on-call，{T} alert 響了 {n} 次",
        "把 {T} 的 config 搬進 {T2}，{F}",
        "{X} sprint review：{T} migration 完成 {n} 成",
        "週末 side project 用 {T} 重寫{K}",
        "Morning run {km} km，pace 還可以",
    ],
    "mixed_hans": [
        "决定 {T} 的 backup 换成 {T2}",
        "{T} 的 latency 降到 {ms} ms，上线很顺",
        "和 {P} review 了 {X} 的 PR，{K}那块要重构",
        "今天 on-call，{T} 告警响了 {n} 次",
        "把 {T} 的 config 挪到 {T2} 里，{F}",
        "{X} 迭代复盘：{T} 迁移完成 {n} 成",
        "周末 side project 用 {T} 重写{K}",
        "晨跑 {km} km，pace 还行",
    ],
}

PARAGRAPH_TAIL = {
    "hant": ["之後再補細節。", "先記下來。", "明天繼續。", "要記得跟大家同步。", "這點之前沒注意到。"],
    "hans": ["细节回头再补。", "先记下来。", "明天接着弄。", "记得跟大家同步。", "之前没注意到这点。"],
    "en": ["Details later.", "Writing it down for now.", "Continue tomorrow.",
           "Remember to tell the team.", "Had not noticed this before."],
}

PROJECT_TITLE = {
    "hant": ["{T} {K}重構", "{T} {K}遷移", "{X} {K}規劃", "{C}旅行計畫", "{L}紀錄", "{T} 導入評估"],
    "hans": ["{T} {K}重构", "{T} {K}迁移", "{X} {K}方案", "{C}旅行计划", "{L}记录", "{T} 落地评估"],
    "en": ["{T} {K} rewrite", "{T} {K} migration", "{X} {K} plan", "{C} trip", "{L} log",
           "{T} evaluation"],
}

SECTIONS = {
    "hant": ["背景", "決策紀錄", "進度", "待辦", "筆記", "參考資料", "問題", "結論"],
    "hans": ["背景", "决策记录", "进度", "待办", "笔记", "参考资料", "问题", "结论"],
    "en": ["Background", "Decisions", "Log", "Todo", "Notes", "References", "Issues", "Outcome"],
}

TABLE_HEAD = {
    "hant": ("日期", "項目", "狀態", ["完成", "進行中", "暫停", "取消"]),
    "hans": ("日期", "事项", "状态", ["完成", "进行中", "暂停", "取消"]),
    "en": ("Date", "Item", "Status", ["done", "in progress", "paused", "dropped"]),
}

CODE = [
    ("bash", ["docker compose up -d {t}", "kubectl rollout restart deploy/{t}",
              "pgbackrest --stanza=main backup --type=full", "systemctl restart {t}",
              "terraform plan -out {t}.plan", "redis-cli --latency -h 127.0.0.1"]),
    ("yaml", ["image: {t}:latest", "replicas: 3", "retention: 14d", "schedule: \"0 3 * * *\"",
              "memory: 512Mi", "host: 127.0.0.1"]),
    ("sql", ["SELECT count(*) FROM {t}_events;", "CREATE INDEX ON {t} (created_at);",
             "VACUUM ANALYZE {t};", "EXPLAIN ANALYZE SELECT * FROM {t} LIMIT 10;"]),
    ("python", ["import {t}", "client = {t}.connect(timeout=5)", "rows = client.fetch_all()",
                "assert len(rows) > 0", "print(len(rows))"]),
]

SURNAME = {
    "hant": ["陳", "林", "黃", "張", "李", "王", "吳", "劉", "蔡", "楊", "許", "鄭", "謝", "郭", "洪"],
    "hans": ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "胡", "郭"],
}
GIVEN = {
    "hant": ["怡君", "志明", "雅婷", "家豪", "淑芬", "冠宇", "佩珊", "宗翰", "詩涵", "建宏",
             "美玲", "俊傑", "欣怡", "承恩", "語彤"],
    "hans": ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "涛", "明", "超",
             "秀英"],
}
EN_NAMES = ["Alice", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Henry", "Iris", "Jack",
            "Kate", "Leo", "Mia", "Noah", "Olivia", "Paul", "Quinn", "Ruby", "Sam", "Tina"]

# Syllables for made-up project codenames: the long rare tail of the vocabulary.
SYLLABLES = ["ka", "lo", "ven", "tor", "mi", "zar", "qui", "bel", "dra", "sol", "nex", "pha",
             "ru", "vik", "ori", "tal", "mon", "gre", "sy", "lux", "fen", "dor", "ish", "ael"]

# Temporal questions; "tech" ones take a technical term, "life" ones a life noun.
TEMPORAL = {
    "hant": {
        "tech": ["上次搞 {w} 是什麼時候", "上次弄 {w} 是哪天", "上週 {w}", "最近一次 {w}",
                 "{w} 是什麼時候決定的", "這個月 {w}", "去年 {w}"],
        "life": ["上次{w}是什麼時候", "上週的{w}", "最近一次{w}", "這個月的{w}"],
    },
    "hans": {
        "tech": ["上次弄 {w} 是什么时候", "上次搞 {w} 是哪天", "上周 {w}", "最近一次 {w}",
                 "{w} 是什么时候定的", "这个月 {w}", "去年 {w}"],
        "life": ["上次{w}是什么时候", "上周的{w}", "最近一次{w}", "这个月的{w}"],
    },
    "en": {
        "tech": ["when did I last touch {w}", "last time I worked on {w}", "last week {w}",
                 "{w} this month", "when did we decide on {w}", "{w} last year"],
        "life": ["when was the last {w}", "{w} last week", "{w} this month", "last {w}"],
    },
}
