"""Hand-written queries and judgements for notes-blind-4.

Each query: (n, query, now, kind, lang, note, rels); rels = [(path, unique substring, grade)].
Paths are relative to vault/. The substring must occur on exactly one line of the file: the first
line of the judged entry (list item, task, paragraph, table, numbered step). Grades: 3 = the entry
that answers, 2 = strongly relevant, 1 = relevant. For `both-languages`, entries of equal quality
get the same grade whatever their language.
"""

NOW = "2026-11-30"

# note paths
LENA = "Meetings/1-1 Lena.md"
CRIT = "Meetings/Design crit log.md"
RETRO = "Meetings/Singapore sprint retro.md"
CHEN = "Meetings/陈昊 聊天摘录.md"
BOOK = "Projects/Booking Flow Redesign.md"
DS = "Projects/Design System v2.md"
DASH = "Projects/Clinic Dashboard Onboarding.md"
SG = "Projects/Singapore Sprint 2026-09.md"
AMAHOME = "Projects/阿嬤家 無障礙改造.md"
THY_EN = "Areas/Health/Thyroid - visit summaries.md"
THY_ZH = "Areas/Health/甲狀腺 筆記.md"
AMA = "Areas/Family/阿嬤.md"
DISCH = "Areas/Family/Grandma discharge summary 2026-06.md"
OFFICE = "Areas/Home office.md"
RENT = "Areas/租屋 永康街.md"
MOCHI = "Areas/麻糬.md"
CLIMB = "Areas/抱石.md"
FILM = "Areas/底片攝影.md"
MONEY = "Areas/錢 報稅.md"
PAY = "Areas/Contract and pay.md"
CAREER = "Areas/Career.md"
CAKE_EN = "Recipes/Basque burnt cheesecake.md"
CAKE_ZH = "Recipes/巴斯克 試做紀錄.md"
FISH = "Recipes/酸菜鱼 陈昊教的.md"
COURSE = "Courses/设计系统实战 课程笔记.md"
TRIP = "Trips/Berlin offsite 2026-05 trip report.md"
CDH = "Reading/Continuous Discovery Habits.md"
Q2 = "Reviews/2026 Q2 review.md"
OCT = "Reviews/2026-10 月回顧.md"
MOVE = "Archive/2025 搬家.md"
PLUGIN = "Archive/Figma plugin idea.md"
INBOX = "Inbox.md"
SOMEDAY = "想做的事.md"

def J(d):
    return f"Journal/{d[:4]}/{d}.md"

Q = [
    # ---------------- temporal-last (8) ----------------
    (1, "上次跟 Lena 的 1:1 是哪天", NOW, "temporal-last", "mixed",
     "newest 1:1 is 2026-11-24 (date only in the heading; bullets under it + the daily note)", [
        (LENA, "Promotion approved: Lead Product Designer from 2027-01-01", 3),
        (LENA, "hiring plan for the second designer by mid-December", 3),
        (LENA, "Next 1:1 moved to 2026-12-08", 3),
        (J("2026-11-24"), "晚上跟 Lena 的 1:1", 3),
        (J("2026-11-24"), "下次 1:1 改到 12/8", 2),
        (J("2026-11-24"), "她要我 12 月中前寫好", 2),
        (LENA, "Calibration is next week", 1),
        (LENA, "think about hiring a second designer", 1),
    ]),
    (2, "上次跟 Lena 的 1:1 是哪天", "2026-06-30", "temporal-last", "mixed",
     "same wording, earlier now: the 2026-06-23 1:1", [
        (LENA, "Mid-year feedback: strong at framing problems", 3),
        (LENA, "Talked about 阿嬤's hospital stay", 3),
        (LENA, "Agreed I'll present the booking results", 3),
        (J("2026-06-23"), "1:1 with Lena. Mid-year feedback", 3),
        (J("2026-06-23"), "她問阿嬤的狀況", 2),
        (CAREER, "Lena (June): strong at framing problems", 2),
        (LENA, "Berlin offsite agenda", 1),
        (LENA, "Told her about the finger injury", 1),
    ]),
    (3, "上次去抱石是什麼時候", NOW, "temporal-last", "zh-Hant",
     "2026-11-28 at 公館 (area log + daily)", [
        (CLIMB, "2026-11-28 公館，一個人", 3),
        (J("2026-11-28"), "早上一個人去公館抱石一小時", 3),
        (CLIMB, "2026-11-14 內湖 Boulder Lab", 1),
        (CLIMB, "2026-10-31 公館，跟佳穎", 1),
    ]),
    (4, "麻糬上次打疫苗是什麼時候", NOW, "temporal-last", "zh-Hant",
     "2026-03-07 (log line; daily of 03-08 says 昨天)", [
        (MOCHI, "2026-03-07 打三合一", 3),
        (J("2026-03-08"), "昨天帶麻糬去好日子打疫苗", 3),
        (MOCHI, "2027-03 疫苗（先寫在這）", 1),
    ]),
    (5, "when did I last get my TSH checked", NOW, "temporal-last", "en",
     "2026-11-17, in the English summary, the Chinese notes and the daily", [
        (THY_EN, "Labs: TSH 0.3 mIU/L", 3),
        (THY_ZH, "2026-11-17 TSH 掉到 0.3", 3),
        (J("2026-11-17"), "回診，TSH 0.3", 3),
        (THY_EN, "Plan: reduce levothyroxine to 37.5", 2),
        (OCT, "甲狀腺回診（11/17）", 2),
        (THY_EN, "Labs: TSH 1.6 mIU/L", 1),
        (THY_ZH, "2026-07-21 TSH 1.6", 1),
    ]),
    (6, "上次送洗底片是哪天", NOW, "temporal-last", "zh-Hant",
     "2026-11-08 two rolls to 暗房小事", [
        (FILM, "2026-11-08 送沖第 5、6 卷", 3),
        (J("2026-11-08"), "送沖兩卷", 3),
        (FILM, "2026-11-15 拿到掃描檔", 2),
        (FILM, "2026-05-20 柏林兩卷送沖", 1),
        (J("2026-05-27"), "柏林的底片拿回來了", 1),
    ]),
    (7, "最近一次回板橋看阿嬤", NOW, "temporal-last", "zh-Hant",
     "2026-11-28 afternoon", [
        (J("2026-11-28"), "下午回板橋看阿嬤", 3),
        (J("2026-11-28"), "阿嬤唱歌那張照片洗了 6x8", 2),
        (J("2026-10-17"), "回板橋。阿嬤 10/14", 1),
    ]),
    (8, "上次跟陈昊聊是什么时候", NOW, "temporal-last", "zh-Hans",
     "newest chat excerpt 2026-11-19 (date in heading)", [
        (CHEN, "RN 那边迁移比想象中慢", 3),
        (CHEN, "迁移指南能不能中英文各写一份", 3),
        (CHEN, "你升职的 peer review 我写完了", 3),
        (DS, "Migration guide for the mobile team", 1),
        (CHEN, "1.0 我争取月底发", 1),
        (J("2026-09-16"), "晚上跟陈昊去 Maxwell", 1),
    ]),

    # ---------------- decision (8) ----------------
    (9, "what did I decide about the standing desk", NOW, "decision", "en",
     "Flexispot E7, 160x70 bamboo (final call 2026-02-20; diary of 02-21)", [
        (OFFICE, "2026-02-20 Final call: Flexispot E7", 3),
        (J("2026-02-21"), "昨天升降桌下單了", 3),
        (J("2026-02-21"), "訂製的胡桃木桌好美", 2),
        (OFFICE, "2026-02-14 Tried the Flexispot", 2),
        (OFFICE, "| Desk | Price (NT$) |", 1),
        (OFFICE, "2026-02-26 Desk delivered", 1),
        (LENA, "Asked whether the equipment budget covers the standing desk", 1),
        (J("2025-12-28"), "明年想做的：買升降桌", 1),
        ("Reviews/2025 年度回顧.md", "升降桌（腰痛）", 1),
        (SOMEDAY, "[x] 買升降桌", 1),
    ]),
    (10, "booking 最後用 wizard 還是單頁", NOW, "decision", "mixed",
     "single page with progressive disclosure, decided 2026-02-03", [
        (BOOK, "2026-02-03 Decided: single-page booking", 3),
        (J("2026-02-03"), "Big booking review with Lena, Marcus and Jonas", 3),
        (J("2026-02-03"), "Priya's sessions were what convinced Marcus", 2),
        (BOOK, "2026-01-27 Priya's 8 usability sessions", 2),
        (LENA, "The single-page booking decision landed well", 2),
        (J("2026-02-03"), "終於！兩週的爭論結束", 1),
        (CRIT, "2026-02-05 Booking single-page v1", 1),
        (J("2025-11-16"), "Doctolib 跟 Zocdoc 都是 wizard", 1),
    ]),
    (11, "房子續約了嗎 租金多少", NOW, "decision", "zh-Hant",
     "renewed two years at NT$ 27,000 (定了), signed 8/8", [
        (RENT, "定了：續約兩年", 3),
        (J("2026-08-08"), "跟房東陳先生簽約了", 3),
        (RENT, "2026-08-05 房東答應 27,000", 2),
        (RENT, "[x] 續約簽約 8/8", 2),
        (RENT, "2026-07-28 跟房東講價", 1),
        (RENT, "2026-07-20 房東 LINE", 1),
        (J("2026-07-21"), "昨天房東 LINE 說續約", 1),
        (Q2, "Sort out the lease", 1),
    ]),
    (12, "guest checkout 最後怎麼定的", NOW, "decision", "mixed",
     "final call 2026-04-28: no account needed, phone + SMS OTP", [
        (BOOK, "2026-04-28 Final call on guest checkout", 3),
        (J("2026-04-28"), "Guest checkout meeting. Final call", 3),
        (Q2, "guest checkout decided on Apr 28", 2),
        (J("2026-04-28"), "寫進 decision log 了", 1),
        (TRIP, "I lead booking flow phase 2", 1),
        (CRIT, "2026-05-28 Guest checkout copy", 1),
        (J("2026-05-27"), "Booking guest checkout specs handed off", 1),
    ]),
    (13, "token 要放在哪个 repo，最后怎么定的", NOW, "decision", "zh-Hans",
     "拍板 2026-09-08: own repo, npm package, changesets", [
        (DS, "2026-09-08 拍板 with Chen Hao", 3),
        (CHEN, "token 还是单独一个 repo 吧", 3),
        (CHEN, "我：同意，就這樣定。", 2),
        (DS, "Publish @kobalt/tokens 1.0", 1),
        (CHEN, "1.0 我争取月底发", 1),
    ]),
    (14, "did we decide to kill the old booking widget", NOW, "decision", "en",
     "yes: sunset by Q4 2026, decided at the Berlin offsite", [
        (TRIP, "The old booking widget for clinic websites will be sunset by Q4 2026", 3),
        (BOOK, "2026-05-07 (Berlin offsite)", 3),
        (J("2026-05-06"), "Offsite day 3. The old booking widget", 3),
        (J("2026-05-11"), "柏林 offsite 的結論整理一下", 2),
        (Q2, "Berlin offsite: met everyone in person", 2),
        (BOOK, "Embeddable flow: migration email", 1),
    ]),
    (15, "阿嬤要不要請看護 後來怎麼決定", NOW, "decision", "zh-Hant",
     "no live-in carer; day care 3 days a week from September", [
        (AMA, "最後決定先不請看護", 3),
        (J("2026-09-06"), "家庭會議那時候決定不請看護", 2),
        (AMA, "2026-07-05 家庭會議", 2),
        (AMA, "媽說家裡沒有空房間給看護住", 2),
        (AMA, "日照中心一個月 NT$ 14,800", 1),
        (J("2026-08-22"), "阿嬤的日照中心確定 9/1 開始", 1),
        (J("2026-09-06"), "阿嬤去日照中心第一週", 1),
        (AMA, "2026-09-01 第一天去日照", 1),
    ]),
    (16, "did I end up taking the Singapore relocation offer", NOW, "decision", "en",
     "no (2026-10-02), staying remote in Taipei, quarterly trips", [
        (CAREER, "2026-10-02 Told Marcus and Lena: no to relocation", 3),
        (J("2026-10-03"), "決定了：不去新加坡", 3),
        (J("2026-10-03"), "主要是阿嬤跟媽", 2),
        (CAREER, "For: a real employment contract", 2),
        (CAREER, "Against: 阿嬤 just started day care", 2),
        (OCT, "拒絕了新加坡的 relocation", 2),
        (LENA, "Relocation: honestly relieved", 2),
        (CAREER, "2026-09-17 Marcus asked over dinner", 1),
        (J("2026-09-20"), "週四晚餐 Marcus 問我", 1),
    ]),

    # ---------------- tasks (6) ----------------
    (17, "列出还没做完的事", NOW, "tasks", "zh-Hans",
     "every open task; review duplicates 2, someday wishlist 1", [
        (THY_EN, "Book the January blood test online", 3),
        (THY_ZH, "一月初回診前抽血", 3),
        (OFFICE, "Cable tray under the desk", 3),
        (OFFICE, "Replace the Aeron's left armrest pad", 3),
        (RENT, "[ ] 冷氣清洗", 3),
        (RENT, "換淨水器濾心", 3),
        (RENT, "跟房東確認陽台積水的事", 3),
        (MONEY, "Deel 的 2026 年度 invoice 全部匯出 PDF", 3),
        (MONEY, "Wise 年度對帳單", 3),
        (MONEY, "工會保費收據", 3),
        (MONEY, "問王會計師要不要開始自己暫繳", 3),
        (MOCHI, "2027-03 疫苗（先寫在這）", 3),
        (MOCHI, "買新的貓砂盆", 3),
        (INBOX, "年底前申請 2027 的 learning budget", 3),
        (J("2026-11-28"), "跟語安講電動床的錢", 3),
        (J("2026-11-28"), "12/5 前交 import preview wireframes", 3),
        (RETRO, "Claire: one-page \"how we run sprints\" guide", 3),
        (BOOK, "Accessibility pass on the calendar", 3),
        (BOOK, "Write the case study for my portfolio", 3),
        (BOOK, "Follow up with Jonas on the Android date picker crash", 3),
        (BOOK, "Embeddable flow: migration email", 3),
        (DASH, "Wireframes for the import preview", 3),
        (DASH, "Test the checklist copy with 3 clinic managers", 3),
        (DASH, "Sync with Jonas on import limits", 3),
        (DASH, "Review Priya's synthesis deck", 3),
        (DS, "Dark mode contrast audit", 3),
        (DS, "Migration guide for the mobile team", 3),
        (DS, "Deprecate the old Sketch library", 3),
        (DS, "Decide what to do with the 12 one-off illustration colours", 3),
        (AMAHOME, "淋浴間加一支 L 型扶手", 3),
        (AMAHOME, "阿嬤房間換電動床", 3),
        (AMAHOME, "廚房跟陽台那兩個門檻加斜坡", 3),
        (AMAHOME, "問姑姑要不要一起出電動床的錢", 3),
        (CDH, "Share a one-page summary with Mai", 3),
        (CAKE_ZH, "試試看加一點檸檬皮", 3),
        (CAKE_ZH, "做一個帶去板橋", 3),
        (OCT, "[ ] 電動床決定", 2),
        (OCT, "[ ] 冷氣清洗", 2),
        (OCT, "把 2026 的 invoice 整理好給會計師", 2),
        (SOMEDAY, "學自己沖黑白底片", 1),
        (SOMEDAY, "帶阿嬤去礁溪泡湯", 1),
        (SOMEDAY, "夏天再去一次柏林", 1),
        (SOMEDAY, "去龍洞爬一次戶外", 1),
        (SOMEDAY, "做一個自己的作品集網站", 1),
    ]),
    (18, "booking flow 還有什麼沒做完", NOW, "tasks", "mixed",
     "four open items in the project note", [
        (BOOK, "Accessibility pass on the calendar", 3),
        (BOOK, "Write the case study for my portfolio", 3),
        (BOOK, "Follow up with Jonas on the Android date picker crash", 3),
        (BOOK, "Embeddable flow: migration email", 3),
        (BOOK, "[x] Handoff specs for guest checkout", 1),
        (BOOK, "[x] Launch retro", 1),
        (TRIP, "The old booking widget for clinic websites will be sunset by Q4 2026", 1),
    ]),
    (19, "open tasks for design system v2", NOW, "tasks", "en",
     "four open items; Chen Hao's request restates one", [
        (DS, "Dark mode contrast audit", 3),
        (DS, "Migration guide for the mobile team", 3),
        (DS, "Deprecate the old Sketch library", 3),
        (DS, "Decide what to do with the 12 one-off illustration colours", 3),
        (CHEN, "迁移指南能不能中英文各写一份", 2),
        (CHEN, "color.text.muted 在 surface.raised 上对比度只有 3.9", 1),
        (CRIT, "2026-07-09 DS v2 dark mode", 1),
        (DS, "Publish @kobalt/tokens 1.0", 1),
        (CHEN, "RN 那边迁移比想象中慢", 1),
    ]),
    (20, "阿嬤家還有什麼要弄", NOW, "tasks", "zh-Hant",
     "open items of the 無障礙改造 project + the 11-28 task", [
        (AMAHOME, "淋浴間加一支 L 型扶手", 3),
        (AMAHOME, "阿嬤房間換電動床", 3),
        (AMAHOME, "廚房跟陽台那兩個門檻加斜坡", 3),
        (AMAHOME, "問姑姑要不要一起出電動床的錢", 3),
        (J("2026-11-28"), "跟語安講電動床的錢", 3),
        (OCT, "[ ] 電動床決定", 2),
        (AMAHOME, "2026-10-17 電動床看了兩款", 2),
        (AMAHOME, "2026-07-25 馬桶扶手裝好", 2),
        (J("2026-10-17"), "電動床去看了兩款", 1),
        (J("2026-11-28"), "下午回板橋看阿嬤", 1),
        (AMAHOME, "[x] 浴室止滑墊", 1),
        (AMAHOME, "[x] 馬桶旁扶手", 1),
    ]),
    (21, "what's left to do on the clinic dashboard onboarding", NOW, "tasks", "en",
     "four open items; the 11-28 daily and the Inbox repeat two", [
        (DASH, "Wireframes for the import preview", 3),
        (DASH, "Test the checklist copy with 3 clinic managers", 3),
        (DASH, "Sync with Jonas on import limits", 3),
        (DASH, "Review Priya's synthesis deck", 3),
        (J("2026-11-28"), "12/5 前交 import preview wireframes", 2),
        (INBOX, "問 Priya 新加坡診所經理的聯絡方式", 2),
        (DASH, "2026-10-20 Scope of the first release", 1),
        (CRIT, "2026-11-26 Import preview sketches", 1),
        (DASH, "[x] Kickoff with Marcus and Priya", 1),
    ]),
    (22, "家裡還有什麼要修或要買", NOW, "tasks", "zh-Hant",
     "her own flat: rent-note tasks, home-office tasks, the litter box", [
        (RENT, "[ ] 冷氣清洗", 3),
        (RENT, "換淨水器濾心", 3),
        (RENT, "跟房東確認陽台積水的事", 3),
        (OFFICE, "Cable tray under the desk", 3),
        (OFFICE, "Replace the Aeron's left armrest pad", 3),
        (MOCHI, "買新的貓砂盆", 3),
        (OCT, "[ ] 冷氣清洗", 2),
        (INBOX, "麻糬 電線保護套", 2),
        (J("2026-08-22"), "麻糬最近很愛咬電線", 1),
        (J("2026-11-08"), "理線架，結果尺寸買錯", 2),
        (INBOX, "換一個好一點的切藥器", 1),
        (J("2026-08-08"), "順便跟他說陽台下雨會積水", 1),
        (RENT, "熱水器是電熱水器", 1),
    ]),

    # ---------------- lookup (10) ----------------
    (23, "網路費一個月多少", NOW, "lookup", "zh-Hant", "NT$ 1,099", [
        (RENT, "網路：中華電信光世代", 3),
    ]),
    (24, "booking redesign drop-off rate after launch", NOW, "lookup", "en", "41% → 29% after four weeks", [
        (BOOK, "Results after four weeks at 100%", 3),
        (J("2026-08-22"), "Booking launch numbers after 10 days", 2),
        (BOOK, "41% of people who open", 1),
        (J("2025-10-05"), "funnel data 拿到了", 1),
    ]),
    (25, "麻糬現在幾公斤", NOW, "lookup", "zh-Hant", "4.8 kg (2026-10)", [
        (MOCHI, "體重：2025-10 5.2 kg", 3),
        (J("2026-03-08"), "昨天帶麻糬去好日子打疫苗", 1),
    ]),
    (26, "how much did I get reimbursed for the Berlin trip", NOW, "lookup", "en", "EUR 1,420 via Pleo", [
        (TRIP, "Submitted in Pleo on 2026-05-14", 3),
        (TRIP, "Reimbursed together with the May payout", 2),
        (J("2026-05-11"), "Pleo 報帳", 1),
        (PAY, "Travel and software expenses are reimbursed through Pleo", 1),
    ]),
    (27, "deel invoice deadline", NOW, "lookup", "en", "by the 25th of each month", [
        (PAY, "Invoice through Deel by the 25th", 3),
        (J("2025-09-14"), "第一張 invoice 9/25 前要開", 2),
        (PAY, "Payout goes to Wise", 1),
        (MONEY, "我是 Kobalt Health 的 contractor", 1),
    ]),
    (28, "去年報稅繳了多少", NOW, "lookup", "zh-Hant", "NT$ 186,420 for 2025", [
        (MONEY, "2026-05-26 2025 年度綜所稅報完", 3),
        (J("2026-05-27"), "昨天報稅報完了", 3),
        (Q2, "Taxes done (NT$ 186k", 2),
        (MONEY, "2025 只有 9–12 月是 Kobalt 的收入", 1),
    ]),
    (29, "阿嬤日照中心一個月多少錢", NOW, "lookup", "zh-Hant", "NT$ 14,800, about 6,200 after subsidy", [
        (AMA, "日照中心一個月 NT$ 14,800", 3),
        (J("2026-09-06"), "日照中心自付額跟語安對半", 2),
        (AMA, "最後決定先不請看護", 1),
    ]),
    (30, "OM-1 送修花多少錢", NOW, "lookup", "zh-Hant", "NT$ 3,200 at 老周相機", [
        (FILM, "相機是爸年輕時的 Olympus OM-1", 3),
        (J("2025-12-16"), "OM-1 送去中山的老周相機整理", 1),
    ]),
    (31, "which flight did I take to Singapore", NOW, "lookup", "en", "EVA BR225 on 13 Sep", [
        (SG, "Flights: EVA BR225", 3),
        (J("2026-09-06"), "Singapore hotel + flights confirmed", 1),
    ]),
    (32, "酸菜鱼的鱼片要腌多久", NOW, "lookup", "zh-Hans", "15 分钟", [
        (FISH, "鱼：黑鱼或者巴沙鱼片 500g", 3),
        (FISH, "转小火，鱼片一片一片放", 1),
    ]),

    # ---------------- cross-language (8) ----------------
    (33, "did my luggage get lost on the Berlin trip", NOW, "cross-language", "en",
     "en question, answered only by the Chinese daily of 2026-05-11", [
        (J("2026-05-11"), "昨天晚上回到台北，結果行李沒到", 3),
        (J("2026-05-11"), "今天中午行李送來了", 3),
        (TRIP, "Out: CI061 TPE→FRA", 1),
    ]),
    (34, "超音波那個結節多大", NOW, "cross-language", "zh-Hant",
     "size (0.6 cm) only in the English visit summary", [
        (THY_EN, "Ultrasound: diffuse heterogeneous echotexture", 3),
        (THY_ZH, "2026-07-21 TSH 1.6。順便做了超音波", 2),
        (J("2026-07-21"), "甲狀腺回診 + 超音波", 2),
        (THY_EN, "Plan: continue 50 mcg. Repeat the ultrasound", 1),
    ]),
    (35, "what are the three token layers from the design system course", NOW, "cross-language", "en",
     "answered by the Simplified course note", [
        (COURSE, "基础层（primitive）", 3),
        (COURSE, "语义层（semantic）", 3),
        (COURSE, "组件层（component）", 3),
        (COURSE, "老师原话", 2),
        (DS, "Three token layers, as taught in the course", 2),
        (COURSE, "分三層這件事直接用在 DS v2 了", 1),
    ]),
    (36, "阿嬤住院时血钠多少", NOW, "cross-language", "zh-Hans",
     "Simplified question; the number (126, 134 at discharge) is in the English discharge summary", [
        (DISCH, "Hyponatremia (serum Na 126", 3),
        (DISCH, "**Hospital course:**", 2),
        (J("2026-06-14"), "阿嬤昨天出院了", 1),
        (J("2026-06-10"), "昨天早上阿嬤在浴室門口跌倒", 1),
        (AMA, "抽血鈉很低", 1),
    ]),
    (37, "how much did Mochi's dental cleaning cost", NOW, "cross-language", "en",
     "NT$ 6,500, only in Chinese notes", [
        (MOCHI, "2026-10-24 全麻洗牙", 3),
        (J("2026-10-25"), "麻糬昨天全麻洗牙", 3),
        (MOCHI, "醫生說牙齦有點紅", 1),
        (OCT, "麻糬洗牙 + 拔牙", 1),
        (J("2026-03-08"), "醫生說牙齦有點紅", 1),
    ]),
    (38, "where do I get my film developed", NOW, "cross-language", "en",
     "暗房小事 on 赤峰街, Chinese notes only", [
        (FILM, "都送「暗房小事」", 3),
        (J("2026-11-08"), "送沖兩卷", 2),
        (FILM, "掃描要選 TIFF", 1),
    ]),
    (39, "新加坡 sprint 的 retro 有什麼要改進", NOW, "cross-language", "mixed",
     "Chinese question; the 'to improve' list is in the English retro", [
        (RETRO, "Recruiting for Friday was last-minute", 3),
        (RETRO, "Too many voters on Wednesday", 3),
        (RETRO, "Lena's remote demo had audio problems", 3),
        (RETRO, "I over-prepared the Monday wall", 3),
        (J("2026-09-16"), "The ops folks felt outvoted, note for the retro", 2),
        (RETRO, "Claire: one-page \"how we run sprints\" guide", 1),
    ]),
    (40, "what did Chen Hao say caused the dark mode bug", NOW, "cross-language", "en",
     "hard-coded #000 instead of semantic token, in the Simplified chat excerpt", [
        (CHEN, "dark mode 下卡片背景变成纯黑", 3),
        (CHEN, "color.text.muted 在 surface.raised 上对比度只有 3.9", 2),
        (CHEN, "我先把写死的颜色全局搜一遍", 2),
        (DS, "Dark mode contrast audit", 1),
        (CRIT, "2026-07-09 DS v2 dark mode", 1),
        (COURSE, "尽量别用纯黑 #000", 1),
    ]),

    # ---------------- both-languages (8) ----------------
    (41, "where did I stay in Berlin", NOW, "both-languages", "en",
     "Hotel Lindenhof, Kreuzberg: English trip report and Chinese daily", [
        (TRIP, "Stayed at Hotel Lindenhof", 3),
        (J("2026-05-06"), "住在 Kreuzberg 的 Hotel Lindenhof", 3),
        (TRIP, "Submitted in Pleo on 2026-05-14", 1),
        (TRIP, "Company offsite at the Kobalt office", 1),
    ]),
    (42, "巴斯克乳酪蛋糕 烤幾度 幾分鐘", NOW, "both-languages", "zh-Hant",
     "blog recipe 240°C 30–35 min (en) and her own 230°C 28 min (zh)", [
        (CAKE_EN, "Heat the oven to 240°C", 3),
        (CAKE_EN, "Bake 30–35 minutes", 3),
        (CAKE_ZH, "2026-10-03 第三次", 3),
        (CAKE_EN, "Small oven? Drop to 220–230°C", 2),
        (J("2026-10-03"), "晚上試做巴斯克第三次", 2),
        (CAKE_ZH, "2026-09-26 第一次", 1),
        (CAKE_ZH, "2026-09-27 第二次", 1),
    ]),
    (43, "甲狀腺的藥現在吃多少", NOW, "both-languages", "zh-Hant",
     "37.5 mcg since 2026-11-17: English summary, Chinese notes, daily", [
        (THY_EN, "Plan: reduce levothyroxine to 37.5", 3),
        (THY_ZH, "2026-11-17 TSH 掉到 0.3", 3),
        (J("2026-11-17"), "回診，TSH 0.3", 3),
        (THY_EN, "Plan: continue 50 mcg. Repeat the ultrasound", 1),
        (THY_ZH, "2026-07-21 TSH 1.6", 1),
        (Q2, "Thyroid stable on 50 mcg", 1),
        (J("2026-11-17"), "藥局說要用切藥器", 1),
    ]),
    (44, "what should we watch out for with grandma after the discharge", NOW, "both-languages", "en",
     "discharge instructions (en) and her Chinese notes of the same advice", [
        (DISCH, "Stop hydrochlorothiazide. Do not restart", 3),
        (DISCH, "Normal diet. No need to restrict water", 3),
        (DISCH, "Fall prevention: sit on the edge of the bed", 3),
        (DISCH, "Return to the ER if dizziness", 3),
        (AMA, "出院後要注意：起床先坐一分鐘再站", 3),
        (AMA, "水照常喝就好", 3),
        (J("2026-06-14"), "出院注意：起床先坐一分鐘再站", 3),
        (DISCH, "**Follow-up:** Cardiology OPD", 2),
        (AMAHOME, "[x] 浴室止滑墊", 1),
        (AMAHOME, "[x] 走廊跟廁所裝感應小夜燈", 1),
        (AMAHOME, "阿嬤出院後，決定把板橋家裡弄安全一點", 1),
    ]),
    (45, "how much do I invoice per month now", NOW, "both-languages", "en",
     "EUR 6,600 since April 2026 (EUR 7,300 from Jan 2027)", [
        (PAY, "Rate: EUR 6,200/month from 2025-09", 3),
        (MONEY, "2026-04 起調到 EUR 6,600", 3),
        (PAY, "Lena said in November that with the promotion", 2),
        (LENA, "Rate review: she'll push for EUR 6,600", 2),
        (MONEY, "2025-09 起每月 EUR 6,200", 1),
        (J("2026-11-24"), "晚上跟 Lena 的 1:1", 1),
        (CAREER, "2026-11-24 Calibration approved it", 1),
        (LENA, "Promotion approved: Lead Product Designer from 2027-01-01", 1),
    ]),
    (46, "柏林 offsite 有哪些結論", NOW, "both-languages", "mixed",
     "outcomes list in the English trip report and the Chinese summary in the 05-11 daily", [
        (TRIP, "The old booking widget for clinic websites will be sunset by Q4 2026", 3),
        (TRIP, "Design System v2 becomes a company priority for H2", 3),
        (TRIP, "I lead booking flow phase 2", 3),
        (TRIP, "Hiring freeze for design until 2027", 3),
        (TRIP, "Every team keeps a decision log", 3),
        (J("2026-05-11"), "柏林 offsite 的結論整理一下", 3),
        (Q2, "Berlin offsite: met everyone in person", 2),
        (BOOK, "2026-05-07 (Berlin offsite)", 2),
        (J("2026-05-06"), "Offsite day 3. The old booking widget", 2),
    ]),
    (47, "優甲樂跟咖啡要隔多久", NOW, "both-languages", "zh-Hant",
     "30–60 min (doctor's English summary) / at least 30 min (her Chinese rules)", [
        (THY_EN, "How to take it: on an empty stomach", 3),
        (THY_ZH, "優甲樂（Levothyroxine）早上起床空腹", 3),
        (THY_EN, "Advice: cut back on afternoon coffee", 1),
        (J("2026-11-17"), "醫生說下午的咖啡少喝一點", 1),
        (THY_ZH, "藥盒放在咖啡機旁邊", 1),
        (THY_ZH, "心悸的那幾天都是喝了兩杯冷萃", 1),
        (J("2025-10-21"), "開始吃優甲樂 25 mcg，每天早上空腹", 1),
    ]),
    (48, "新加坡那週 sprint 做了什麼", NOW, "both-languages", "mixed",
     "day-by-day list (en project note) and Chinese/English lines in the dailies", [
        (SG, "Mon: mapped the current onboarding journey", 3),
        (SG, "Tue: visited two GP clinics in Toa Payoh", 3),
        (SG, "Wed: crazy 8s and solution sketches", 3),
        (SG, "Thu: Figma prototype", 3),
        (SG, "Fri: tested with 5 clinic managers", 3),
        (J("2026-09-16"), "Sprint day 3 — crazy 8s and voting", 3),
        (J("2026-09-16"), "昨天跟 Priya 去 Toa Payoh 的兩間診所", 3),
        (J("2026-09-20"), "昨天從新加坡回來。週五測了", 3),
        (SG, "Import with preview-and-fix is the core of v1", 2),
        (SG, "Five days at the Singapore office", 2),
        (RETRO, "Visiting real clinics on day 2", 1),
    ]),

    # ---------------- natural (6) ----------------
    (49, "I remember writing down something about Chinese characters looking wrong on Android, what was the fix?", NOW, "natural", "en",
     "bundle Noto Sans TC/SC per locale (DS v2 decision, Chen Hao's chat)", [
        (DS, "2026-03-03 Typeface: we keep Inter", 3),
        (CHEN, "建议直接把 Noto Sans TC 打包进去", 3),
        (CHEN, "安卓上「门诊」这两个字", 2),
        (PLUGIN, "2026-04-05 Parked", 2),
        (PLUGIN, "Idea from March 2026, after the 門診 font thing", 1),
    ]),
    (50, "之前好像有記過阿嬤以前那個利尿劑為什麼停掉，是什麼副作用", NOW, "natural", "zh-Hant",
     "thiazide-induced hyponatremia (low sodium) -> fall", [
        (AMA, "2026-06-13 出院：醫生說低血鈉是利尿劑", 3),
        (DISCH, "Hyponatremia (serum Na 126", 3),
        (J("2026-06-10"), "住院醫師說可能是血壓藥裡的利尿劑", 3),
        (DISCH, "**Hospital course:**", 2),
        (J("2026-06-14"), "阿嬤昨天出院了", 2),
        (Q2, "low sodium from the diuretic", 2),
        (DISCH, "Stop hydrochlorothiazide. Do not restart", 1),
        (J("2026-06-10"), "昨天早上阿嬤在浴室門口跌倒", 1),
    ]),
    (51, "there was a climbing injury earlier this year — how long did I have to rest and what did the therapist say?", NOW, "natural", "en",
     "A2 pulley strain; 3 weeks off small holds, then big holds + H-taping, no full crimp for 6 weeks", [
        (CLIMB, "阿凱說：休息三週不要抓小點", 3),
        (CLIMB, "2026-04-14 給運動防護師阿凱看", 3),
        (CLIMB, "2026-04-11 左手無名指", 2),
        (J("2026-04-11"), "公館抱石，左手無名指", 2),
        (CLIMB, "2026-05-25 恢復正常爬", 2),
        (Q2, "Finger pulley injury in April", 2),
        (J("2026-04-11"), "週二約了阿凱", 1),
        (J("2026-04-28"), "手指復原中，H 型貼紮很好用", 1),
        (LENA, "Told her about the finger injury", 1),
        (CLIMB, "2026-05-05 在柏林試了 Boulderklub", 1),
        (TRIP, "Tuesday evening: Boulderklub Kreuzberg", 1),
    ]),
    (52, "我記得有寫過 Lena 對我升遷的看法，她到底怎麼說，後來有過嗎", NOW, "natural", "zh-Hant",
     "her view (write decisions down; put forward if numbers hold) and the outcome (approved 11-24)", [
        (LENA, "Promotion: she'll put me forward", 3),
        (LENA, "Promotion approved: Lead Product Designer from 2027-01-01", 3),
        (CAREER, "2026-11-24 Calibration approved it", 3),
        (J("2026-11-24"), "晚上跟 Lena 的 1:1", 3),
        (J("2026-01-13"), "她說要升 Lead 的話", 3),
        (LENA, "Promotion packet submitted", 2),
        (CAREER, "2026-10 review cycle", 2),
        (LENA, "Mid-year feedback: strong at framing problems", 2),
        (CAREER, "Lena (June): strong at framing problems", 2),
        (CAREER, "Build the case for Lead Product Designer", 1),
        (J("2026-11-17"), "Lena says calibration went fine", 1),
        (PAY, "Lena said in November that with the promotion", 1),
        (OCT, "升遷 packet 交了", 1),
        (LENA, "Calibration is next week", 1),
        (LENA, "2026 goals: booking flow, DS v2 adoption", 1),
    ]),
    (53, "what was the trick I figured out for the cheesecake centre after a couple of failed tries", NOW, "natural", "en",
     "chill overnight and slice the next day (230°C 28 min), Chinese notes", [
        (CAKE_ZH, "關鍵是一定要冰一晚", 3),
        (CAKE_ZH, "2026-10-03 第三次", 3),
        (CAKE_EN, "Cool completely in the pan, then chill", 2),
        (J("2026-10-03"), "晚上試做巴斯克第三次", 2),
        (CAKE_ZH, "2026-09-27 第二次", 1),
        (CAKE_ZH, "2026-09-26 第一次", 1),
        (CAKE_EN, "The centre should wobble like jelly", 1),
        (CAKE_EN, "Small oven? Drop to 220–230°C", 1),
    ]),
    (54, "去年搬家的時候押金是多少，舊房東有沒有退", NOW, "natural", "zh-Hant",
     "new flat: 2 months NT$ 52,000; old flat: refunded minus NT$ 1,500", [
        (MOVE, "2025-08-15 簽約，押金兩個月", 3),
        (MOVE, "2025-09-06 景美舊家點交", 3),
        (RENT, "2025-08-30 搬進來。兩房一廳", 2),
        (RENT, "定了：續約兩年", 1),
    ]),

    # ---------------- no-answer (4) ----------------
    (55, "潛水證照什麼時候到期", NOW, "no-answer", "zh-Hant", "no diving anywhere", []),
    (56, "when is my car insurance renewal", NOW, "no-answer", "en", "she has no car; no car insurance anywhere", []),
    (57, "钢琴课一节多少钱", NOW, "no-answer", "zh-Hans", "no piano lessons anywhere", []),
    (58, "what did the dentist say about my wisdom tooth", NOW, "no-answer", "en", "only the cat's dental cleaning exists; no human dentist", []),
]
