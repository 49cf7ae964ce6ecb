"""Hand-written queries and judgements for notes-blind-5 (周以宁, Chengdu).

Each query: (n, query, now, kind, lang, note, rels); rels = [(path, unique substring, grade)].
Paths are relative to vault/. The substring must occur on exactly one line of the file: the first
line of the judged entry (list item, task, paragraph, table, numbered step). Grades: 3 = the entry
that answers, 2 = strongly relevant, 1 = related. For temporal-last the newest matching entry on or
before `now` is 3, older occurrences are 1.
"""

NOW = "2026-11-30"

KNEE = "Health/爸爸 膝关节置换.md"
REHAB = "Health/爸爸 康复记录.md"
FOOT = "Health/足底筋膜炎.md"
CHECK = "Health/体检.md"
TAX = "Money/个税 年度汇算 2025.md"
TAX24 = "Archive/2024 年度汇算.md"
BUDGET = "Money/预算表.md"
FX = "Money/汇率 和 收款.md"
BIG = "Money/大额支出 2026.md"
BALC = "Life/阳台改造.md"
CAR = "Life/飞度 2019.md"
SCHOOL = "Life/豆豆 上小学.md"
APP = "Life/豆豆 作业 app.md"
HIKE = "Life/合歡山 健行（佩君）.md"
LRF = "Life/滷肉飯（佩君的做法）.md"
SD = "Hobbies/Sourdough 酸面包.md"
BAKE = "Hobbies/Sourdough bake log.md"
ZHENG = "Hobbies/古筝.md"
PIECES = "Hobbies/古筝 练习曲目.md"
HM = "Hobbies/半马训练.md"
CLIENT = "Work/Vrachtlijn client info.md"
WEEKLY = "Work/Weekly with Sanne.md"
DEC = "Work/Decision log.md"
INC1 = "Work/Incidents/2025-11-04 scheduler stuck.md"
INC2 = "Work/Incidents/2026-03-11 fct_deliveries duplicates.md"
INC3 = "Work/Incidents/2026-10-26 DST shift.md"
INV = "Work/Invoices 2026.md"
RUNBOOK = "Work/On-call runbook.md"
DBT = "Work/dbt 项目笔记.md"
INBOX = "Inbox.md"

def D(d):
    return f"Daily/{d}.md"

Q = [
    # ---------------- temporal-last (8) ----------------
    (1, "上次给车做保养是啥时候", NOW, "temporal-last", "zh-Hans",
     "newest 保养 is 2026-11-21 (car log + daily); older services 1", [
        (CAR, "2026-11-21 小保养，53,200 km", 3),
        (D("2026-11-21"), "飞度小保养，途虎，53,200 km", 3),
        (CAR, "2026-05-16 小保养 + 换前刹车片", 1),
        (D("2026-05-16"), "飞度保养 + 换前刹车片", 1),
        (CAR, "2025-11-08 小保养（机油 + 机滤）", 1),
        (D("2025-11-08"), "飞度小保养，途虎，42,300 km", 1),
        (CAR, "机油 0W-20，5000 km 或者半年换一次", 1),
        (D("2026-11-27"), "11 月车这一项超了（保养）", 2),
        (CAR, "保养一般去途虎（双楠店）", 1),
    ]),
    (2, "when did I last bake bread", NOW, "temporal-last", "en",
     "English question, Chinese notes: 2026-11-15 (burnt bottom)", [
        (BAKE, "2026-11-15 底烤糊了", 3),
        (D("2026-11-15"), "烤 sourdough，底烤糊了", 3),
        (BAKE, "2026-09-13 75% 含水", 1),
        (BAKE, "2026-06-07 夏天室温 28 度", 1),
        (D("2025-12-06"), "烤了 sourdough，冬天发得慢", 1),
        (BAKE, "2026-02-22 加了核桃", 1),
        (BAKE, "2025-12-06 冬天发酵太慢", 1),
        (BAKE, "2025-10-19 第一个像样的", 1),
        (D("2026-11-02"), "阿酵喂了一次，准备周末烤", 1),
    ]),
    (3, "上次 on-call 被 page 是什么时候", NOW, "temporal-last", "mixed",
     "2026-11-18 S3 sensor page (daily only, no postmortem); the DST incident was a Slack ping, not a page", [
        (D("2026-11-18"), "早上 7:20 被 page", 3),
        (RUNBOOK, "S3 sensor timeout in", 1),
        (INC1, "**Detection:** PagerDuty", 1),
        (D("2025-11-04"), "午饭吃到一半被 page", 1),
        (INC3, "**Detection:** Femke on Slack", 1),
        (D("2026-10-26"), "Femke 15:40 Slack", 1),
    ]),
    (4, "爸爸上次复查是哪天", NOW, "temporal-last", "zh-Hans",
     "half-year check 2026-09-23", [
        (REHAB, "2026-09-23 半年复查", 3),
        (D("2026-09-23"), "爸半年复查，125°", 3),
        (REHAB, "2026-06-24 三个月复查", 1),
        (D("2026-06-24"), "爸三个月复查", 1),
        (REHAB, "2026-04-29 六周复查", 1),
        (REHAB, "2026-04-01 术后两周复查", 1),
        (D("2026-04-29"), "爸六周复查", 1),
        (D("2026-04-01"), "爸术后两周复查", 1),
    ]),
    (5, "爸爸上次复查是哪天", "2026-05-20", "temporal-last", "zh-Hans",
     "same wording, earlier now: the six-week check 2026-04-29", [
        (REHAB, "2026-04-29 六周复查", 3),
        (D("2026-04-29"), "爸六周复查", 3),
        (REHAB, "2026-04-01 术后两周复查", 1),
        (D("2026-04-01"), "爸术后两周复查", 1),
    ]),
    (6, "when was my last call with Sanne", NOW, "temporal-last", "en",
     "2026-11-19 (date only in the heading; bullets under it), moved from Wednesday", [
        (WEEKLY, "moved from Wednesday because Sanne was sick", 3),
        (WEEKLY, "rate for 2027: I asked €72/h", 3),
        (WEEKLY, "Christmas: I'm on-call Dec 22–24", 3),
        (WEEKLY, "carrier_sla demo fixed for 2026-12-03", 3),
        (D("2026-11-18"), "今晚 weekly 取消，Sanne 生病", 2),
        (D("2026-11-21"), "周四跟 Sanne 谈了明年的 rate", 2),
        (WEEKLY, "went through the DST incident", 1),
        (WEEKLY, "agreed: UTC in staging", 1),
        (WEEKLY, "she liked that the backfill", 1),
    ]),
    (7, "上次報稅是什麼時候", NOW, "temporal-last", "zh-Hant",
     "Traditional question on Simplified notes: 2025 年度汇算 submitted 2026-03-22", [
        (TAX, "2026-03-22 提交，要补税", 3),
        (D("2026-03-22"), "个税汇算交了", 3),
        (TAX, "对比 2024 年度补了", 1),
        (TAX24, "2025-03-26 提交", 1),
        (D("2026-01-09"), "个税 app 确认 2026 年度专项附加扣除", 1),
        (BIG, "| 日期 | 项目 | 金额 (¥) |", 1),
    ]),
    (8, "when was my last annual physical", NOW, "temporal-last", "en",
     "2026-08-28 at 美年 (daily); results are bullets under the dated heading", [
        (D("2026-08-28"), "体检（美年），空腹抽血", 3),
        (CHECK, "维生素 D 29，回来了", 2),
        (CHECK, "总胆固醇 5.1", 2),
        (CHECK, "幽门复查阴性", 2),
        (CHECK, "颈椎片：生理曲度变直", 2),
        (CHECK, "视力：右眼散光", 2),
        (CHECK, "维生素 D 14 ng/mL", 1),
        (D("2025-10-26"), "体检报告出来了", 1),
    ]),

    # ---------------- decision (8) ----------------
    (9, "阳台地面最后铺的啥", NOW, "decision", "zh-Hans",
     "最后选了仿古砖 (not 防腐木)", [
        (BALC, "地面纠结了很久防腐木还是瓷砖", 3),
        (BALC, "2026-04-18 贴砖", 1),
        (BALC, "总共花了 ¥23,600", 1),
        (D("2026-04-29"), "阳台闭水试验 4/13 就过了", 1),
    ]),
    (10, "what did we decide about upgrading to Airflow 3", NOW, "decision", "en",
     "not in 2026, stay on 2.10.x, revisit Q1 2027", [
        (DEC, "2026-06-03 Airflow 3.0 upgrade", 3),
        (D("2026-06-03"), "airflow 3 今年不升了", 3),
        (WEEKLY, "Airflow 3: she doesn't want the risk", 2),
        (CLIENT, "Airflow 2.10 on Kubernetes", 1),
    ]),
    (11, "dbt Cloud 还是 Core 最后怎么定的", NOW, "decision", "mixed",
     "staying on Core + cosmos (decision log 2026-01-21)", [
        (DEC, "2026-01-21 dbt Cloud vs dbt Core", 3),
        (WEEKLY, "dbt Cloud quote came in", 2),
        (WEEKLY, "I said Cosmos already works fine", 2),
        (D("2026-01-09"), "Joost 说 dbt Cloud 的报价", 1),
        (CLIENT, "Airflow 2.10 on Kubernetes", 1),
        (DBT, "Cosmos 里一个 model 一个 task", 1),
    ]),
    (12, "豆豆上公办还是民办，最后咋定的", NOW, "decision", "zh-Hans",
     "说好了 on 4-20: 公办桐华小学", [
        (SCHOOL, "4 月 20 号晚上两个人说好了", 3),
        (SCHOOL, "老陈一开始倾向民办", 2),
        (SCHOOL, "户口在武侯区", 1),
        (SCHOOL, "民办看过一所双语学校", 1),
        (SCHOOL, "后来问了楼上邻居", 1),
        (SCHOOL, "2026-06-28 收到录取短信", 1),
    ]),
    (13, "爸爸出院后是去康复医院还是在家练的", NOW, "decision", "zh-Hans",
     "拍板 B: home + PT twice a week at 华西", [
        (KNEE, "拍板 B。爸不想再住院了", 3),
        (KNEE, "B：回家，每周二、周五", 2),
        (D("2026-04-01"), "华西康复科 PT 定了每周二、周五", 2),
        (D("2026-03-22"), "爸明天出院，回家康复", 2),
        (KNEE, "A：转八一康复中心", 1),
        (REHAB, "目标（康复科胡治疗师定的）", 1),
    ]),
    (14, "飛度空調壞了，最後是修還是換車", NOW, "decision", "zh-Hant",
     "Traditional question on Simplified car note: 最后决定修 (副厂压缩机 ¥3,400)", [
        (CAR, "最后决定修：车才 5 万公里", 3),
        (CAR, "2026-08-02 空调吹热风", 2),
        (CAR, "老陈说干脆换车", 2),
        (CAR, "2026-08-05 压缩机换好了", 2),
        (BIG, "| 日期 | 项目 | 金额 (¥) |", 1),
        (D("2026-08-28"), "这个月花钱好多：飞度压缩机", 1),
    ]),
    (15, "古筝考级后来决定哪年考、考几级", NOW, "decision", "zh-Hans",
     "6-13: 今年不考, 2027 暑假直接考五级", [
        (ZHENG, "6 月 13 号跟刘老师说了", 3),
        (ZHENG, "2026-11-14 回课的时候", 2),
        (D("2026-11-15"), "古筝昨天回课，刘老师说照明年考五级", 2),
        (ZHENG, "刘老师本来建议 2026 年暑假考四级", 1),
        (PIECES, "刘老师说《渔舟唱晚》是五级的曲子", 1),
    ]),
    (16, "after the DST mess, what's the rule for timestamps now?", NOW, "decision", "en",
     "UTC in staging, Europe/Amsterdam only in marts", [
        (DEC, "2026-10-28 Timestamps: UTC everywhere", 3),
        (WEEKLY, "agreed: UTC in staging", 3),
        (INC3, "**Fix:** macro now uses", 2),
        (INC3, "**Root cause:** my `to_local_ts` macro", 1),
        (DBT, "坑：Snowflake 的 `timestamp_ntz`", 1),
        (D("2026-10-26"), "Femke 15:40 Slack", 1),
    ]),

    # ---------------- tasks (6) ----------------
    (17, "阳台还有啥没弄完的", NOW, "tasks", "zh-Hans",
     "three open tasks in the balcony note", [
        (BALC, "晾衣架：电动的", 3),
        (BALC, "买花架 + 几盆三角梅", 3),
        (BALC, "阳台灯换成暖光的", 3),
        (BALC, "晾衣架电动还是手摇还没想好", 2),
        (INBOX, "阳台三角梅要哪个品种", 2),
        (BALC, "[x] 物业报备", 1),
        (BALC, "[x] 窗渗水返修", 1),
    ]),
    (18, "open follow-ups from the incident postmortems", NOW, "tasks", "en",
     "open - [ ] items in the three postmortems", [
        (INC1, "runbook section for", 3),
        (INC2, "Sanne to ask the carrier team", 3),
        (INC3, "dbt unit test with fixtures", 3),
        (INC3, "copy this write-up to the Confluence", 3),
        (INC3, "grep the project for any other", 3),
        (D("2026-10-26"), "postmortem 周三 weekly 之前写好", 2),
        (INC1, "[x] disk usage alert at 80%", 1),
        (INC1, "[x] weekly `airflow db clean` DAG", 1),
        (INC2, "[x] unique tests on every incremental", 1),
        (INC2, "[x] alert when daily revenue", 1),
        (INC3, "[x] fix macro + backfill", 1),
    ]),
    (19, "豆豆上学这边还有什么要办的", NOW, "tasks", "zh-Hans",
     "school open tasks (winter uniform, tax deduction stage, 午托, second parent in the app)", [
        (SCHOOL, "冬季校服还没买", 3),
        (SCHOOL, "个税 app 里子女教育改成义务教育阶段", 3),
        (SCHOOL, "午托要不要报还没定", 3),
        (APP, "在班级小管家里把老陈加成第二家长", 3),
        (D("2026-09-01"), "班级小管家里加老陈当第二家长", 3),
        (D("2026-11-18"), "冬季校服订购表", 3),
        (TAX, "12 月在个税 app 里确认 2027", 2),
        (D("2026-11-27"), "12 月个税 app 确认 2027 年扣除", 2),
        (SCHOOL, "夏季校服两套", 1),
        (D("2026-09-01"), "校服买好了", 1),
    ]),
    (20, "报税和 invoice 还有啥没弄", NOW, "tasks", "mixed",
     "tax: confirm 2027 deductions, monthly screenshots; invoices: send Nov, chase Oct, new rate template", [
        (TAX, "12 月在个税 app 里确认 2027", 3),
        (TAX, "每个月 Wise 到账截图", 3),
        (D("2026-11-27"), "12 月个税 app 确认 2027 年扣除", 3),
        (SCHOOL, "个税 app 里子女教育改成义务教育阶段", 3),
        (INV, "send ZYN-2026-12 (November)", 3),
        (INV, "if ZYN-2026-11 isn't paid", 3),
        (INV, "new rate €70/h from January", 3),
        (D("2026-11-27"), "12/2 发 11 月 invoice", 3),
        (INBOX, "把 2025 年的 invoice PDF 备份", 2),
        (TAX, "[x] 2026 年个人养老金", 1),
    ]),
    (21, "爸的事還有什麼沒辦", NOW, "tasks", "zh-Hant",
     "Traditional question: book the 1-year check, buy a stationary bike", [
        (REHAB, "约 2027-03 一年复查的号", 3),
        (REHAB, "给爸买一台家用固定自行车", 3),
        (D("2026-11-27"), "给爸买固定自行车", 3),
        (INBOX, "爸的固定自行车：看一下迪卡侬的", 2),
        (REHAB, "[x] 买助行器", 1),
        (REHAB, "[x] 卫生间马桶边装扶手", 1),
        (REHAB, "[x] 淋浴凳", 1),
    ]),
    (22, "what's still pending on the Fit", NOW, "tasks", "en",
     "wipers, rear brake pads at ~60k km", [
        (CAR, "前雨刮换了", 3),
        (CAR, "后刹车片 6 万公里左右换", 3),
        (CAR, "顺便看了后刹车片还剩 40%", 2),
        (CAR, "[x] 行车记录仪卡换 128G", 1),
    ]),

    # ---------------- lookup (10) ----------------
    (23, "飞度胎压打多少", NOW, "lookup", "zh-Hans", "前 2.3 / 后 2.2 bar", [
        (CAR, "胎压：前 2.3 bar", 3),
    ]),
    (24, "古箏一堂課多少錢", NOW, "lookup", "zh-Hant",
     "Traditional question on the Simplified note: ¥200 a lesson, 10 for ¥1,900", [
        (ZHENG, "每周六上午 10:00-11:00 一对一", 3),
        (BUDGET, "| 类别 | 每月预算 (¥) | 备注 |", 2),
    ]),
    (25, "爸爸的主刀医生叫什么", NOW, "lookup", "zh-Hans", "罗志远 (罗医生)", [
        (KNEE, "罗志远主任组", 3),
        (D("2026-03-18"), "罗医生说很顺利", 1),
        (REHAB, "2026-09-23 半年复查", 1),
    ]),
    (26, "明年 VL 时薪多少欧", NOW, "lookup", "mixed", "€70/h from 2027-01-01", [
        (WEEKLY, "rate for 2027: I asked €72/h", 3),
        (D("2026-11-21"), "周四跟 Sanne 谈了明年的 rate", 3),
        (INV, "new rate €70/h from January", 3),
        (CLIENT, "Rate 2026: €65/h", 1),
    ]),
    (27, "sourdough 含水量多少", NOW, "lookup", "mixed", "75% (375 g water to 500 g flour)", [
        (SD, "水 375 g（75% 含水）", 3),
        (BAKE, "2026-09-13 75% 含水", 2),
        (BAKE, "含水降到 70%", 1),
    ]),
    (28, "on-call hours in Chengdu time during winter", NOW, "lookup", "en", "07:00–15:00 成都 (CET)", [
        (CLIENT, "= 07:00–15:00 成都 in winter", 3),
        (D("2026-10-25"), "欧洲今天切冬令时", 2),
        (CLIENT, "PagerDuty schedule `data-apac`: I'm primary", 2),
        (RUNBOOK, "PagerDuty schedule `data-apac`, I'm primary", 2),
    ]),
    (29, "豆豆班主任是谁", NOW, "lookup", "zh-Hans", "唐老师 (语文)", [
        (SCHOOL, "2026-08-29 新生报到", 3),
        (D("2026-09-01"), "豆豆开学！一年级 3 班", 3),
        (APP, "唐老师在钉钉群里发通知", 1),
        (D("2026-11-18"), "冬季校服订购表", 1),
    ]),
    (30, "个人养老金一年交多少", NOW, "lookup", "zh-Hans", "12,000 a year", [
        (TAX, "个人养老金：2025 年交了 12,000", 3),
        (TAX, "[x] 2026 年个人养老金", 3),
        (D("2026-03-22"), "个人养老金 12,000 的扣除", 2),
    ]),
    (31, "TRANSFORM_WH auto-suspend setting", NOW, "lookup", "en", "60 s (was 300 s), size S", [
        (DEC, "2026-07-08 TRANSFORM_WH stays size S", 3),
        (CLIENT, "Snowflake, transform warehouse", 1),
    ]),
    (32, "合歡山松雪樓住一晚多少錢", NOW, "lookup", "zh-Hant", "about NT$ 4,800 for a double", [
        (HIKE, "松雪樓要提前兩個月訂", 3),
        (HIKE, "Day 1：台北早上 6 點出發", 1),
        (D("2026-11-27"), "松雪楼 2 月就要订", 1),
        (INBOX, "问佩君松雪楼几月份", 1),
    ]),

    # ---------------- cross-language (8) ----------------
    (33, "what was my half marathon finish time", NOW, "cross-language", "en",
     "Chinese notes: 2:08:41 net", [
        (HM, "2026-10-25 成都马拉松半程，净计时", 3),
        (D("2026-10-25"), "成马半程 2:08:41", 3),
        (HM, "目标：2026 成都马拉松半程", 1),
    ]),
    (34, "When was dad's knee replacement surgery?", NOW, "cross-language", "en",
     "2026-03-18 (Chinese notes; one English weekly line mentions the week off)", [
        (KNEE, "2026-03-18 手术，右膝全膝关节置换", 3),
        (D("2026-03-18"), "爸今天手术", 3),
        (KNEE, "2026-03-16 入院", 2),
        (KNEE, "2026-03-23 出院", 1),
        (D("2026-03-11"), "爸 3/16 入院", 1),
        (WEEKLY, "told her I'm out Mar 16–20", 1),
    ]),
    (35, "how much did the balcony renovation cost in total", NOW, "cross-language", "en",
     "¥23,600 (Chinese note)", [
        (BALC, "总共花了 ¥23,600", 3),
        (BIG, "| 日期 | 项目 | 金额 (¥) |", 2),
        (BALC, "| 方案 | 报价 | 好处 | 问题 |", 1),
        (BALC, "定了断桥铝全封", 1),
        (BIG, "阳台比最开始预算的 2 万超了一点", 1),
    ]),
    (36, "what's the public primary school we're zoned for and how far is it", NOW, "cross-language", "en",
     "桐华小学, 10 minutes on foot", [
        (SCHOOL, "户口在武侯区", 3),
        (SCHOOL, "4 月 20 号晚上两个人说好了", 2),
        (SCHOOL, "民办看过一所双语学校", 1),
    ]),
    (37, "三月那次重复数据，财务看板上的收入显示成多少了", NOW, "cross-language", "zh-Hans",
     "English postmortem: ~€1.2M instead of ~€0.6M", [
        (INC2, "**Impact:** duplicate rows", 3),
        (WEEKLY, "duplicates incident yesterday", 2),
        (D("2026-03-11"), "Femke 13:30 找我", 2),
        (INC2, "**Root cause:** carrier Van Dijk", 1),
    ]),
    (38, "荷蘭客戶的付款期限是幾天，發票寄給誰", NOW, "cross-language", "zh-Hant",
     "English notes: net 30, PDF to Pieter cc Sanne", [
        (INV, "Rate €65/h, net 30.", 3),
        (CLIENT, "Rate 2026: €65/h, invoiced monthly", 3),
        (CLIENT, "Pieter — finance, invoices go to him", 3),
        (INV, "ZYN-2026-04 was paid 12 days late", 1),
        (D("2026-11-02"), "发了 10 月的 invoice ZYN-2026-11 给 Pieter", 1),
    ]),
    (39, "碰到 S3 sensor 超时一般怎么处理", NOW, "cross-language", "zh-Hans",
     "English runbook: Kafka lag, wait 15–20 min, clear wait_for_s3", [
        (RUNBOOK, "S3 sensor timeout in", 3),
        (D("2026-11-18"), "早上 7:20 被 page", 2),
        (INBOX, "airflow deferrable operators for the S3 sensors", 1),
    ]),
    (40, "what did the doctor say was wrong with my heel?", NOW, "cross-language", "en",
     "Chinese note: 足底筋膜炎 (plantar fasciitis)", [
        (FOOT, "2026-07-30 去省医院运动医学科", 3),
        (FOOT, "医生的建议", 2),
        (FOOT, "2026-07 初开始", 1),
        (D("2026-07-12"), "左脚脚后跟早上下床疼", 1),
        (HM, "7 月足底筋膜炎，降量一个月", 1),
    ]),

    # ---------------- natural (10) ----------------
    (41, "爸腿上那个手术一共花了多少钱", NOW, "natural", "zh-Hans",
     "note says 膝关节置换 / 住院一共 ¥41,860", [
        (KNEE, "住院一共 ¥41,860", 3),
        (BIG, "| 日期 | 项目 | 金额 (¥) |", 2),
        (KNEE, "2026-03-18 手术，右膝全膝关节置换", 1),
    ]),
    (42, "那个做面包的老面叫啥名字来着", NOW, "natural", "zh-Hans",
     "note says 酵头 叫 阿酵", [
        (SD, '酵头叫"阿酵"', 3),
        (D("2025-10-12"), "阿酵 第 28 天", 1),
        (D("2025-11-23"), "阿酵在冰箱里放了一周没喂", 1),
        (D("2026-07-12"), "晚上把阿酵从冰箱拿出来", 1),
        (D("2026-11-02"), "阿酵喂了一次，准备周末烤", 1),
    ]),
    (43, "娃那个交作业的软件晚上老响，我是怎么弄成不提醒的", NOW, "natural", "zh-Hans",
     "钉钉 勿扰 21:30–07:00, group muted, 班级小管家 reminder moved to 19:00", [
        (APP, "钉钉：我的 → 设置 → 新消息通知", 3),
        (APP, "钉钉班级群设成", 3),
        (APP, "班级小管家的作业提醒时间改成 19:00", 2),
        (D("2026-09-01"), "钉钉班级群晚上十点还在发通知", 2),
        (APP, "唐老师在钉钉群里发通知", 1),
    ]),
    (44, "阳台新装的窗下雨漏水，后来谁来弄好的", NOW, "natural", "zh-Hans",
     "note says 渗水 / 王师傅 07-15 重新打胶", [
        (BALC, "2026-07-12 下暴雨，窗右下角渗水", 3),
        (D("2026-07-12"), "阳台新窗右下角渗水", 2),
        (BALC, "[x] 窗渗水返修", 2),
        (BALC, "2026-05-09 装窗", 1),
    ]),
    (45, "跑步跑到脚跟疼那回，最后是怎么治好的", NOW, "natural", "zh-Hans",
     "足底筋膜炎: shockwave ×3, less mileage, stretching, new shoes", [
        (FOOT, "冲击波做了 3 次", 3),
        (FOOT, "医生的建议", 3),
        (FOOT, "跑量从每周 40 km 降到 20 km", 2),
        (FOOT, "换鞋：亚瑟士 Kayano", 2),
        (FOOT, "2026-09 中基本不疼了", 2),
        (D("2026-08-28"), "冲击波三次做完了", 2),
        (FOOT, "2026-07-30 去省医院运动医学科", 1),
        (HM, "7 月足底筋膜炎，降量一个月", 1),
        (D("2026-07-12"), "左脚脚后跟早上下床疼", 1),
    ]),
    (46, "taiwanese braised pork rice - how much soy sauce did I end up using", NOW, "natural", "en",
     "her Simplified lines under 佩君's Traditional recipe: 60 ml works", [
        (LRF, "2026-09-06 第二次，酱油 60 ml", 3),
        (LRF, "2025-12-20 第一次照着做", 2),
        (LRF, "醬油 80 ml、冰糖 20 g", 2),
        (LRF, "台灣醬油用金蘭或萬家香", 1),
        (D("2025-12-20"), "照佩君给的方子做了滷肉饭", 1),
    ]),
    (47, "去台湾爬那个高山会不会高反，要注意点啥", NOW, "natural", "zh-Hans",
     "Traditional note says 高山症; clothing; roads", [
        (HIKE, "高山症：我到武嶺有點頭痛", 3),
        (HIKE, "穿搭：洋蔥式", 2),
        (HIKE, "台 14 甲線彎很多", 1),
        (HIKE, "最好的季節是 10–11 月", 1),
        (HIKE, "以宁备注：想 2027 年 4 月去看杜鹃", 1),
    ]),
    (48, "烤箱温度是不是不准，要往上调几度", NOW, "natural", "zh-Hans",
     "实际比显示低 15°C, set 265 for 250", [
        (SD, "长帝 42L 烤箱，用炉温计测过", 3),
        (D("2026-02-14"), "老陈情人节送了一个炉温计", 2),
        (BAKE, "2026-11-15 底烤糊了", 1),
    ]),
    (49, "那次整个调度都停了好几个小时，最后是怎么恢复的", NOW, "natural", "zh-Hans",
     "English postmortem: metadata DB disk full, PVC 20→50 GiB, db clean", [
        (INC1, "**Fix:** Joost grew the PVC", 3),
        (INC1, "**Root cause:** the Airflow metadata Postgres", 2),
        (D("2025-11-04"), "午饭吃到一半被 page", 3),
        (INC1, "**Impact:** no DAG runs", 1),
        (INC1, "[x] disk usage alert at 80%", 1),
        (WEEKLY, "went through the scheduler incident", 1),
    ]),
    (50, "咱家一个月买菜吃饭预算多少", NOW, "natural", "zh-Hans",
     "table row 伙食 4,500 (含外卖)", [
        (BUDGET, "| 类别 | 每月预算 (¥) | 备注 |", 3),
        (D("2025-11-23"), "10 月预算：伙食超了 18%", 1),
    ]),

    # ---------------- no-answer (6) ----------------
    (51, "飞度车险什么时候到期", NOW, "no-answer", "zh-Hans", "no insurance anywhere", []),
    (52, "古筝考级报名费多少钱", NOW, "no-answer", "zh-Hans", "考级 plans exist, no fee mentioned", []),
    (53, "how much was the Snowflake bill last month", NOW, "no-answer", "en", "no Snowflake costs anywhere", []),
    (54, "上次看牙醫是什麼時候", NOW, "no-answer", "zh-Hant", "no dentist anywhere", []),
    (55, "when does my passport expire", NOW, "no-answer", "en", "no passport / travel documents", []),
    (56, "跑步手表是什么牌子的", NOW, "no-answer", "zh-Hans", "only shoes are named, no watch", []),
]
