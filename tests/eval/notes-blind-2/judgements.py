#!/usr/bin/env python3
"""Hand-written queries and judgements for notes-blind-2 (standard library only).

Everything below was written by hand. The script only resolves each judgement's
line / line_end / expect from a hand-picked prefix of the judged entry's first line
(using the entry model in validate.py), then writes queries.jsonl and qrels.jsonl.
Re-run it after editing the vault, then run validate.py.
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validate as v
import os

CAT = "Cat/芋圆 档案.md"; TIPS = "Cat/Taro tips.md"
LEARN = "Driving/学车 Class 3A.md"; LOG = "Driving/练车记录.md"
PLAN = "Running/Half marathon plan.md"; RACES = "Running/比赛记录.md"
OUBAO = "Baking/歐包 鄉村麵包.md"; BASQ = "Baking/巴斯克芝士蛋糕.md"; PINE = "Baking/鳳梨酥.md"
CINN = "Baking/Cinnamon rolls.md"; YOLK = "Baking/蛋黄酥.md"; BANANA = "Baking/Banana bread.md"
FLAT = "成都房子/天府三街 出租.md"; REPAIR = "成都房子/维修记录.md"
C1120 = "Calls/2025-11-20 中介小何.md"; C1016 = "Calls/2026-10-16 中介小何 续租.md"; C1119 = "Calls/2026-11-19 中介小何 签约.md"
ORIENT = "Calls/2026-01-10 Shelter orientation.md"; YHCALL = "Calls/2026-04-08 影河 call.md"
CLIENTS = "Work/客户 Clients.md"; RATES = "Work/Rates & invoices.md"; STYLE = "Work/字幕規範 影河.md"
GLOSS = "Work/术语表 医疗器械.md"; CATT = "Work/CAT 工具.md"; TAX = "Work/Tax & CPF 2026.md"
SHELTER = "Shelter/Purrfect Haven 义工.md"
MURA = "Reading/當我談跑步時我談些什麼.md"; BELLOS = "Reading/Is That a Fish in Your Ear.md"; FWSY = "Reading/Flour Water Salt Yeast.md"
GIFTS = "生活/礼物清单.md"
R01 = "Reviews/2026-01 复盘.md"; R04 = "Reviews/2026-04 Review.md"; R07 = "Reviews/2026-07 月度回顧.md"; R10 = "Reviews/2026-10 复盘.md"
def D(d): return "Daily/%s/%s.md" % (d[:4], d)

N = "2026-11-30"
Q = []  # (kind, lang, now, query, note, [(path, prefix, grade)])
def q(kind, lang, query, note, judg, now=N):
    Q.append((kind, lang, now, query, note, judg))

# ---------------- temporal-last (12)
q("temporal-last", "zh-Hans", "芋圆上次看兽医是什么时候",
  "latest vet visit 2026-11-13 (annual check + F3 vaccine + blood test): the daily note and the two bullets under ### 2026-11-13 in the cat file = 3; nothing else vet-related in the 30 days before; older visits (2026-08-22 dental, 2026-03-20 vomiting, 2025-11-14 vaccine) = 1. At-home deworming is not a vet visit.",
  [(D("2026-11-13"), "- 芋圆年检 + 打疫苗", 3), (CAT, "- 年检 + 打疫苗", 3), (CAT, "- 血检 kidney", 3),
   (D("2026-08-22"), "- 芋圆洗牙", 1), (CAT, "- 洗牙 + 拔了两颗", 1), (D("2026-03-20"), "- 芋圆这周吐了", 1),
   (CAT, "- 去 Pet Wellness 看吐的问题", 1), (D("2025-11-14"), "- 带芋圆去 Pet Wellness", 1)])
q("temporal-last", "en", "when did I last get my teeth cleaned",
  "own dentist: latest 2026-09-04 (Q&M 6-monthly cleaning) = 3; 2026-02-27 scaling and the January 约牙医 task = 1. Distractor: the cat's dental cleaning (洗牙) on 2026-08-22 is not the user's teeth and is not judged.",
  [(D("2026-09-04"), "- Dentist, the 6-monthly", 3), (D("2026-02-27"), "- Dentist at Q&M", 1), (R01, "- [x] 约牙医", 1)])
q("temporal-last", "zh-Hans", "上一次上驾驶课是什么时候",
  "now=2026-06-30: latest lesson 2026-06-13 (first time on real roads; lesson log + daily note) = 3; 2026-05-16 crank-course lesson is within 30 days = 2; earlier lessons = 1. The lesson log is written in English.",
  [(LOG, "- First time on real roads", 3), (D("2026-06-13"), "- 上午练车，第一次上真路", 3), (LOG, "- S-course and crank course", 2),
   (LOG, "- Lesson 5: slope", 1), (LOG, "- Lesson 3:", 1), (LOG, "- Lesson 1,", 1), (D("2026-03-06"), "- 下午约了 BBDC 第一节", 1)], now="2026-06-30")
q("temporal-last", "zh-Hans", "上一次上驾驶课是什么时候",
  "now=2026-11-30: latest lesson 2026-09-26 (last lesson before the retest) = 3; 2026-09-05 extra lesson = 2; the 2026-10-09 test itself is not a lesson and older lessons / the test-day entries = 1.",
  [(LOG, "- Last lesson before the retest", 3), (LOG, "- Extra lesson, only parallel", 2), (LOG, "- PASSED!!!", 1),
   (D("2026-10-09"), "- 过了！！！TP test", 1), (LOG, "- Mock test", 1), (LOG, "- Parallel parking + reverse", 1),
   (D("2026-08-14"), "- [x] 再加两节课", 1)])
q("temporal-last", "en", "when was my last long run",
  "latest long run 2026-11-22 (16K taper, plan log + daily) = 3; 2026-11-08 20K is within 30 days = 2; 2026-10-18 19K = 1. Distractor: 'in the long run' in the April review.",
  [(PLAN, "- 2026-11-22 — 16K", 3), (D("2026-11-22"), "- Long run 16K", 3), (PLAN, "- 2026-11-08 — 20K", 2),
   (D("2026-11-08"), "- 20K long run", 2), (PLAN, "- 2026-10-18 — 19K", 1),
   (PLAN, "- 2026-09-20 — Army Half", 1), (PLAN, "- 2026-08-30 — 17K", 1), (PLAN, "- 2026-08-09 — 16K", 1), (PLAN, "- 2026-07-12 — 15K", 1),
   (PLAN, "- 2026-06-28 — 14K", 1), (PLAN, "- 2026-05-31 — 12K", 1), (D("2026-08-30"), "- 早上 East Coast 長距離 17K", 1), (D("2026-07-12"), "- 长距离本来计划 15K", 1)])
q("temporal-last", "zh-Hant", "上次烤歐包是什麼時候",
  "latest sourdough bake 2026-11-15 (Traditional daily) = 3; 2026-10-24 bake (English daily, 'sourdough') within 30 days = 2; older bakes (08-30, 04-11, 01-24, 2025-11-29) = 1.",
  [(D("2026-11-15"), "- 烤了兩個歐包", 3), (D("2026-10-24"), "- Baked two sourdough loaves", 2), (D("2026-10-24"), "- The sourdough overproofed", 2),
   (D("2026-08-30"), "- 回來烤歐包", 1), (OUBAO, "- 第一次割出耳朵", 1), (D("2026-01-24"), "- 第二次烤歐包", 1), (D("2025-11-29"), "- 第一个欧包，失败", 1)])
q("temporal-last", "en", "when did I last do a shift at the shelter",
  "latest shelter shift 2026-11-28 (shift log + Simplified daily 值班) = 3; 2026-11-07 shift = 2; 2026-10-24 shift and the 11-21 swapped-shift line = 1.",
  [(SHELTER, "- 2026-11-28 cleaned four rooms", 3), (D("2026-11-28"), "- 上午 shelter 值班", 3), (SHELTER, "- 2026-11-07 took photos", 2),
   (SHELTER, "- 2026-10-24 cleaned the rooms", 1), (D("2026-10-24"), "- Shelter in the morning", 1), (D("2026-11-21"), "- 這週六 shelter 的班", 1),
   (SHELTER, "- 2026-08-08 got bitten", 1), (SHELTER, "- 2026-06-27 adoption drive", 1), (D("2026-06-27"), "- Shelter adoption drive", 1),
   (SHELTER, "- 2026-05-09 Biscuit", 1), (SHELTER, "- 2026-03-14 learned", 1), (SHELTER, "- 2026-02-07 first shift", 1)])
q("temporal-last", "zh-Hans", "上次跟中介小何通电话是哪天",
  "latest call with the agent: Calls/2026-11-19 (front-matter date), all four entries = 3; the 11-21 daily that refers back to that call = 2; older calls (2026-10-16, 2026-02-12, 2025-11-20) = 1.",
  [(C1119, "- 王磊同意了", 3), (C1119, "- 他提到下大雨", 3), (C1119, "- 12 月那季", 3), (C1119, "- 托管费明年起", 3),
   (D("2026-11-21"), "- 前天跟小何的電話講完", 2), (C1016, "- 王磊想续", 1), (C1016, "- 最后这样", 1), (D("2026-02-12"), "- 中午通了电话", 1), (C1120, "- 租客找到了", 1)])
q("temporal-last", "zh-Hant", "上次給影河開發票是哪天",
  "latest 影河 invoice line 2026-11-05 (INV-2026-040) = 3; 2026-10-08 within 30 days = 2; 09-04 / 08-05 invoice lines and the 09-04 daily = 1.",
  [(RATES, "- 2026-11-05 INV-2026-040", 3), (RATES, "- 2026-10-08 INV-2026-036", 2), (RATES, "- 2026-09-04 INV-2026-031", 1),
   (RATES, "- 2026-08-05 INV-2026-027", 1), (D("2026-09-04"), "- Sent 影河 the invoice", 1)])
q("temporal-last", "zh-Hans", "最近一次剪头发是啥时候",
  "latest haircut 2026-10-31 (English daily) = 3; 2026-05-02 and 2025-12-20 = 1. Distractor: 给芋圆剪指甲 (cat nails) on 2026-02-12.",
  [(D("2026-10-31"), "- Haircut at the Bugis place again", 3), (D("2026-05-02"), "- 剪头发，这次去了 Bugis", 1), (D("2025-12-20"), "- Haircut at the place", 1)])
q("temporal-last", "zh-Hans", "上次给芋圆驱虫是哪天",
  "now=2026-05-31: latest deworming 2026-04-18 (bullet under ### 2026-04-18 in the cat file, says only 'Revolution Plus 第二支'; the section heading says 驱虫) = 3; 2026-01-09 = 1; 07-16 and 10-10 are after now.",
  [(CAT, "- Revolution Plus 第二支", 3), (CAT, "- 在家滴了 Revolution Plus", 1)], now="2026-05-31")
q("temporal-last", "en", "last time I was behind the wheel",
  "latest drive 2026-11-21 (GetGo to IKEA, Traditional daily with 租了一台) = 3; 2026-10-31 first drive in Marcus's car = 2; test day 10-09 and the last lesson 09-26 = 1.",
  [(D("2026-11-21"), "- 租了一台 GetGo", 3), (D("2026-10-31"), "- First time driving on my own", 2),
   (D("2026-10-09"), "- 过了！！！TP test", 1), (LOG, "- Last lesson before the retest", 1),
   (LOG, "- Extra lesson, only parallel", 1), (D("2026-08-14"), "- TP test 挂了", 1)])

# ---------------- decision (10)
q("decision", "zh-Hans", "最后选了哪个翻译软件",
  "2026-02-22: Trados not renewed, memoQ translator pro bought = 3; memoQ follow-ups (03-06 TM migrated, April review) = 2; trial, comparison table and the open 'renew Trados?' items = 1.",
  [(CATT, "- 2026-02-22 Trados 就不续了", 3), (D("2026-03-06"), "- memoQ 的 TM 迁移完了", 2), (R04, "- memoQ is fully set up", 2),
   (CATT, "- 2026-02-10 memoQ 试用第一周", 1), (CATT, "| | Trados Studio", 1), (R01, "- [ ] 想清楚 Trados 续不续", 1), (D("2025-12-20"), "- [ ] Trados subscription", 1)])
q("decision", "zh-Hans", "成都那套房子续租的时候租金最后怎么定的",
  "Calls/2026-10-16: rent stays 2,800, two-year lease, tenant handles repairs under ¥300 = 3; the signed confirmation 11-19, the flat note's lease line, the October review = 2; other entries on the renewal = 1.",
  [(C1016, "- 最后这样：租金维持 2,800", 3), (C1119, "- 王磊同意了", 2), (FLAT, "- 2025-12-01 起租", 2), (R10, "- 成都续租基本谈妥", 2),
   (C1016, "- 王磊想续", 1), (C1016, "- 小何的看法", 1), (FLAT, "- 租金 ¥2,800/月", 1), (FLAT, "- 暂时：先不卖", 1)])
q("decision", "en", "what did I settle on for Taro's food",
  "Taro = 芋圆. Cat file ### 2026-05-02: Applaws wet food as staple, a little Orijen dry, Ziwi only on birthdays = 3; the 05-02 daily pointing to it = 2; the 03-20 vet advice (more wet food) = 1.",
  [(CAT, "- 试了三周，吃的就这样了", 3), (D("2026-05-02"), "- 芋圆换粮三周", 2), (D("2026-03-20"), "- 芋圆这周吐了", 1)])
q("decision", "zh-Hant", "半馬目標時間最後定在多少",
  "2026-09-20 daily: after Army Half the December goal becomes sub 2:10 = 3; the plan's Race/Goal paragraph ('now sub-2:10') = 3; race table row 目标 sub 2:10 = 1.",
  [(D("2026-09-20"), "- 跑完覺得 2:10 不是做夢", 3), (PLAN, "Race: Standard Chartered", 3), (RACES, "| 日期 | 比赛", 1)])
q("decision", "en", "did I end up doing the manual or the auto licence",
  "学车 note: registered for Class 3A (auto) = 3; the reasoning bullets and the 12-05 registration daily = 2.",
  [(LEARN, "- 所以报的 3A", 3), (LEARN, "- Marcus 家的车是自动挡", 2), (LEARN, "- 纠结了一周", 2), (D("2025-12-05"), "- 去 BBDC 报名了，3A", 2)])
q("decision", "zh-Hans", "热水器最后是修还是换的",
  "2026-02-12: replaced (A.O.史密斯 60L, ¥2,399) instead of repairing; the daily entry with the sub-bullet and the repair-log line = 3; the first report of the leak = 1.",
  [(D("2026-02-12"), "- 中午通了电话", 3), (REPAIR, "- 2026-02-12 热水器内胆漏水", 3), (D("2026-02-12"), "- 小何一早发微信", 1)])
q("decision", "zh-Hant", "歐包麵粉最後固定用哪個牌子",
  "sourdough note paragraph: tried Prima, 山茶花, King Arthur; sticking with Prima bread flour + Bob's Red Mill whole wheat = 3; the 08-30 daily (Bob's Red Mill arrived) and the recipe table = 1.",
  [(OUBAO, "麵粉前前後後試過", 3), (D("2026-08-30"), "- 回來烤歐包", 1), (OUBAO, "| 材料 | 克數", 1)])
q("decision", "en", "what per-minute rate did I decide to charge for subtitle work",
  "US$7.50/min for new subtitle clients; 影河 7 from May and 7.50 from the Sept renewal, rush +30%: Rates ### 2026-04-08 entry and the call note's outcome line = 3; rates table, April review and 04-10 daily = 2; the opening ask and the first invoice at the new price = 1.",
  [(RATES, "- After the call with Vivian", 3), (YHCALL, "- 談到最後", 3), (RATES, "| client | unit", 2), (R04, "- 影河 agreed to a raise", 2),
   (D("2026-04-10"), "- Vivian 說老闆同意新報價了", 2), (YHCALL, "- 我先提", 1), (RATES, "- 2026-10-08 INV-2026-036", 1)])
q("decision", "mixed", "shelter 那边后来排班是怎么安排的",
  "from July: every other Saturday, the other Saturday kept for long runs (shelter note 排班 + 07-30 Traditional daily) = 3; the earlier weekly arrangement and the July review = 2; swap rule and orientation shift times = 1.",
  [(SHELTER, "- 7 月起改成隔周六", 3), (D("2026-07-30"), "- 跟 Shirley 說好了", 3), (SHELTER, "- 一开始每个周六上午都去", 2),
   (R07, "- shelter 改成隔週去", 2), (SHELTER, "- swaps go in", 1), (ORIENT, "- Shifts: Sat 9am", 1)])
q("decision", "en", "which running shoes did I end up buying",
  "2026-05-23: walked out with the Asics Novablast 4 (over the Saucony Ride 17) = 3; the plan's Gear line = 2; the April review's 'try a new shoe' = 1.",
  [(D("2026-05-23"), "- Running Lab at Novena", 3), (PLAN, "- shoes: Asics Novablast 4", 2), (R04, "- try a new shoe", 1)])

# ---------------- tasks (6)
q("tasks", "zh-Hans", "成都房子还有哪些事没办完",
  "open tasks in the flat note's 待办 = 3; the unresolved balcony leak in the repair log and the stale January task about 2025 accounts = 2; the 11-19 call mention of the leak and the done tasks = 1.",
  [(FLAT, "- [ ] 让小何拍一下", 3), (FLAT, "- [ ] 问清楚租金收入", 3), (FLAT, "- [ ] 把 2026 年收支表", 3),
   (REPAIR, "- 2026-11 租客说下大雨", 2), (R01, "- [ ] 把成都房子", 2), (C1119, "- 他提到下大雨", 1), (FLAT, "- [x] 续租合同电子签", 1), (FLAT, "- [x] 6 月交物业费", 1)])
q("tasks", "en", "race week checklist — what haven't I done yet",
  "open [ ] items under ## Race week in the half-marathon plan = 3; the 11-30 daily reminder about race pack collection = 2; the two done items = 1.",
  [(PLAN, "- [ ] collect race pack", 3), (PLAN, "- [ ] pin the bib", 3), (PLAN, "- [ ] charge Garmin", 3), (PLAN, "- [ ] 4:00am Grab", 3),
   (D("2026-11-30"), "- Race pack collection", 2), (PLAN, "- [x] test race-day breakfast", 1), (PLAN, "- [x] buy 6 Maurten", 1)])
q("tasks", "zh-Hant", "駕照那些手續哪些已經辦好了",
  "done [x] items in the 学车 checklist (Simplified) = 3; the 10-09 daily 'applied for QDL' = 2. Open items (P plate, insurance) are not what was asked and are not judged.",
  [(LEARN, "- [x] 在 BBDC 开账号", 3), (LEARN, "- [x] 拍证件照", 3), (LEARN, "- [x] 报 BTT", 3), (LEARN, "- [x] 报 FTT", 3),
   (LEARN, "- [x] 买 provisional", 3), (LEARN, "- [x] 做 RTT", 3), (LEARN, "- [x] 约 TP test", 3), (LEARN, "- [x] 网上申请 QDL", 3),
   (D("2026-10-09"), "- 网上申请了 QDL", 2)])
q("tasks", "zh-Hant", "聖誕領養日的義賣還有什麼沒準備好",
  "open tasks under ## 12-12 聖誕領養日 bake sale in the shelter note = 3; the 11-22 'test batch' line = 2; done items and the 11-28 daily (Shirley sent the roles) = 1.",
  [(SHELTER, "- [ ] cinnamon rolls 60", 3), (SHELTER, "- [ ] 巴斯克 ×3", 3), (SHELTER, "- [ ] 印價目表", 3), (SHELTER, "- [ ] 跟 Jess 借保溫箱", 3),
   (D("2026-11-22"), "- Cinnamon rolls for the shelter", 2), (SHELTER, "- [x] 跟 Shirley 確認攤位", 1), (SHELTER, "- [x] 問 Marcus", 1), (D("2026-11-28"), "- 上午 shelter 值班", 1)])
q("tasks", "en", "what freelance admin to-dos are still open",
  "open tasks in Work/Rates & invoices and Work/Tax & CPF 2026 = 3; done admin tasks and the 11-13 chasing line = 1.",
  [(RATES, "- [ ] chase 译达", 3), (RATES, "- [ ] open a separate account", 3), (RATES, "- [ ] ask Rachel", 3),
   (TAX, "- [ ] keep all 2026 receipts", 3), (TAX, "- [ ] check if the SkillsFuture", 3),
   (RATES, "- [x] move the invoice template", 1), (TAX, "- [x] set up GIRO", 1), (D("2026-11-13"), "- 译达 9 月那张发票", 1)])
q("tasks", "zh-Hans", "芋圆还有什么东西要买",
  "open [ ] items under ## 要买的 in the cat file = 3; the done Revolution Plus purchase and the 07-16 'remember to restock' line = 1.",
  [(CAT, "- [ ] 豆腐猫砂", 3), (CAT, "- [ ] 新的抓板", 3), (CAT, "- [ ] 带过滤的饮水机", 3),
   (CAT, "- [x] Revolution Plus 一盒", 1), (CAT, "- Revolution Plus，盒子里最后一支了", 1)])

# ---------------- lookup (20)
q("lookup", "mixed", "芋圆的 microchip 号码是多少", "cat file: 芯片号 900164001827735 (the note says 芯片号, not microchip).",
  [(CAT, "- 芯片号", 3)])
q("lookup", "zh-Hans", "成都那个租客叫什么，电话多少", "flat note: 王磊, 139 8021 2217 = 3; the first call about the new tenant (name only) = 1.",
  [(FLAT, "- 王磊，32 岁", 3), (C1120, "- 租客找到了", 1)])
q("lookup", "zh-Hans", "欧包面团含水率是多少", "Traditional sourdough note: 水量抓 75% = 3; the recipe table (水 375 / 75%) = 2.",
  [(OUBAO, "水量抓 75%", 3), (OUBAO, "| 材料 | 克數", 2)])
q("lookup", "zh-Hans", "影河字幕一行最多可以打几个字", "Traditional style guide: 每行最多 16 個全形字，最多兩行 = 3; reading-speed line = 1.",
  [(STYLE, "- 每行最多 16 個全形字", 3), (STYLE, "- 閱讀速度上限", 1)])
q("lookup", "en", "which clinic do I take the cat to", "cat file (Simplified): 兽医 Pet Wellness Vet @ Toa Payoh, Dr. Lim = 3; dailies naming the clinic = 1.",
  [(CAT, "- 兽医：Pet Wellness Vet", 3), (D("2026-11-13"), "- 芋圆年检 + 打疫苗", 1), (D("2026-03-20"), "- 芋圆这周吐了", 1)])
q("lookup", "en", "what did I score on the basic theory test", "学车 note: BTT 2026-01-16, 47/50 = 3; the BTT practice scores on 01-10 = 1.",
  [(LEARN, "- BTT 2026-01-16", 3), (D("2026-01-10"), "- BTT practice", 1)])
q("lookup", "zh-Hans", "成都那套房一年物业要交多少", "flat note: 物业费 ¥1.8/㎡/月, ¥2,117 a year = 3; the quarterly table (Q2 物业费 2,117) and the done 交物业费 task = 1.",
  [(FLAT, "- 物业费 ¥1.8", 3), (FLAT, "| 季度 | 租金收入", 1), (FLAT, "- [x] 6 月交物业费", 1)])
q("lookup", "en", "burnt cheesecake oven temperature and how long", "Basque cheesecake step 5: 230°C, 25 min = 3; the two bake records (28 min at home, +3 min in other ovens) = 2.",
  [(BASQ, "5. 烤箱预热 230°C", 3), (BASQ, "- 2026-08-22 我家烤箱", 2), (BASQ, "- 2026-05-23 在 Jess 家", 2)])
q("lookup", "zh-Hant", "鳳梨酥內餡冬瓜跟鳳梨怎麼配", "pineapple cake filling: 鳳梨、冬瓜 1:1 各 500g = 3.",
  [(PINE, "- 鳳梨、冬瓜 1:1", 3)])
q("lookup", "mixed", "guidewire 在译达的术语表里怎么翻", "glossary table row guidewire = 导丝 (not 导线); the table is one entry = 3.",
  [(GLOSS, "| English | 中文", 3)])
q("lookup", "en", "what's my fastest half marathon time", "Army Half 2026-09-20, 2:18:40 PB: plan long-run log line and the Traditional daily = 3; race table = 2.",
  [(PLAN, "- 2026-09-20 — Army Half", 3), (D("2026-09-20"), "- 半馬 2:18:40", 3), (RACES, "| 日期 | 比赛", 2)])
q("lookup", "en", "what size running shoes do I wear", "US 7.5: plan Gear line = 3; the 05-23 shoe-shopping daily = 2.",
  [(PLAN, "- shoes: Asics Novablast 4", 3), (D("2026-05-23"), "- Running Lab at Novena", 2)])
q("lookup", "zh-Hant", "村上那本跑步的書我抄了哪一句", "Murakami note: the blockquote 痛是難以避免的… = 3; the English version line = 2.",
  [(MURA, "> 痛是難以避免的", 3), (MURA, "英文版是", 2)])
q("lookup", "en", "deadline for filing income tax as self-employed in Singapore", "Tax note: e-Filing deadline 18 April 2026 = 3; the filing entries (10 Apr) = 1.",
  [(TAX, "- YA2026 = 2025 income", 3), (TAX, "- Filed on 10 Apr", 1), (D("2026-04-10"), "- 報稅搞定", 1), (R04, "- Tax filed a week early", 1)])
q("lookup", "mixed", "cat shelter 的义工负责人是谁", "Shirley Ong, volunteer coordinator: the shelter note's opening paragraph and the orientation note's opening paragraph = 3.",
  [(SHELTER, "在 Pasir Ris Farmway", 3), (ORIENT, "Run by Shirley Ong", 3)])
q("lookup", "zh-Hans", "蛋黄酥的油皮要哪些材料", "蛋黄酥 ## 油皮: 中筋面粉 150g、猪油 50g、糖粉 15g、温水 60g = 3; the kneading/rest line under it = 2.",
  [(YOLK, "- 中筋面粉 150g", 3), (YOLK, "- 揉到光滑", 2)])
q("lookup", "en", "my usual routes for the weekend long runs", "plan: Bishan-AMK loops / East Coast Park Bedok Jetty ↔ Marina Barrage = 3.",
  [(PLAN, "- routes for the long ones", 3)])
q("lookup", "en", "the note where I keep present ideas for family", "whole note 生活/礼物清单.md (gift ideas for mum, dad, Marcus); line null.",
  [(GIFTS, None, 3)])
q("lookup", "en", "what did the driving instructor keep nagging me about when changing lanes", "blind-spot check ('Mirror, signal, blind spot, then go'): 06-13 lesson = 3; mock test and the 06-13 daily = 2; the 09-05 extra lesson = 1.",
  [(LOG, "- First time on real roads", 3), (LOG, "- Mock test", 2), (D("2026-06-13"), "- 上午练车", 2), (LOG, "- Extra lesson, only parallel", 1)])
q("lookup", "zh-Hans", "影河那边对接我的是谁", "client list: 窗口 Vivian 陳 (PM) = 3; the 12-05 daily (still Vivian) = 1.",
  [(CLIENTS, "- 窗口：Vivian 陳", 3), (D("2025-12-05"), "- 下午影河线上会议", 1)])

# ---------------- cross-language (10)
q("cross-language", "en", "when does the Chengdu tenant's lease end now", "Simplified flat note: renewed to 2028-11-30 = 3; the renewal call notes = 2.",
  [(FLAT, "- 2025-12-01 起租", 3), (C1119, "- 王磊同意了", 2), (C1016, "- 最后这样", 2)])
q("cross-language", "en", "how much did Taro weigh at his last checkup", "5.1 kg on 2026-11-13: Simplified daily and cat-file bullet = 3; the weight table = 2.",
  [(D("2026-11-13"), "- 芋圆年检 + 打疫苗", 3), (CAT, "- 年检 + 打疫苗", 3), (CAT, "| 日期 | 体重", 2)])
q("cross-language", "zh-Hans", "肉桂卷第一次发酵要多久", "English cinnamon-roll recipe step 2: first rise 1–1.5 h = 3; second rise and overnight option = 1.",
  [(CINN, "2. First rise", 3), (CINN, "4. Second rise", 1), (CINN, "- Overnight version", 1)])
q("cross-language", "mixed", "Forkish 那本书里 autolyse 是怎么做的", "English reading note: mix only flour + water, rest 20–30 min before salt and levain = 3; the sourdough recipe step 2 (Traditional) = 1.",
  [(FWSY, "- Autolyse:", 3), (OUBAO, "2. 水和麵粉先 autolyse", 1)])
q("cross-language", "en", "what did the physio say was causing my knee pain", "Traditional daily 2026-07-30: weak glute medius lets the knee cave in and tightens the ITB = 3; the 07-12 injury and the July review = 2.",
  [(D("2026-07-30"), "- 今天第二次看 physio", 3), (D("2026-07-12"), "- 长距离本来计划 15K", 2), (R07, "- 7/12 長距離膝蓋痛", 2)])
q("cross-language", "zh-Hant", "跑半馬的時候補給要怎麼安排", "English plan ## Fuel: gel every 45 min, sips of 100 Plus = 3; race-day breakfast = 2; first gel try on 08-30 = 1.",
  [(PLAN, "- gel every 45 min", 3), (PLAN, "- a few sips of 100 Plus", 3), (PLAN, "- race-day breakfast", 2), (D("2026-08-30"), "- 早上 East Coast 長距離 17K", 1)])
q("cross-language", "en", "why did I fail my first driving test", "Simplified daily 2026-08-14: rear wheel mounted the kerb in parallel parking = immediate failure = 3; the log and licence-note mentions = 1.",
  [(D("2026-08-14"), "- TP test 挂了", 3), (LOG, "- TP test, failed", 1), (LEARN, "- TP test 第一次", 1)])
q("cross-language", "zh-Hans", "Bellos 那本书对字幕翻译有什么说法", "English reading note: subtitler closer to a summariser, lose about a third of the words = 3; other bullets of the note = 1.",
  [(BELLOS, "- Chapter on subtitles", 3), (BELLOS, "- The idea I liked most", 1), (BELLOS, "- \"Translationese\"", 1)])
q("cross-language", "en", "what did the new water heater in Chengdu cost", "¥2,399 incl. installation: repair log line and the 02-12 daily entry = 3; the quarterly table (Q1 热水器 2,399) = 1.",
  [(REPAIR, "- 2026-02-12 热水器内胆漏水", 3), (D("2026-02-12"), "- 中午通了电话", 3), (FLAT, "| 季度 | 租金收入", 1)])
q("cross-language", "zh-Hans", "香蕉蛋糕要用几根香蕉", "English banana bread note: 3 very overripe bananas = 3.",
  [(BANANA, "- 3 very overripe bananas", 3)])

# ---------------- natural (8)
q("natural", "en", "I remember Taro kept throwing up sometime in spring and the vet said something about hairballs and changing his food — what exactly did she tell me to do?",
  "2026-03-20 Simplified daily: Laxatone paste daily for a week, less dry food, more wet food, slow feeder, daily brushing = 3; the cat-file lines for 03-20 = 2; the later food decision = 1.",
  [(D("2026-03-20"), "- 芋圆这周吐了", 3), (CAT, "- 开了 hairball paste", 2), (CAT, "- 去 Pet Wellness 看吐的问题", 2), (CAT, "- 试了三周", 1)])
q("natural", "zh-Hans", "我记得有一次面包完全没发起来，扁扁的像个飞饼，后来我总结的原因是什么来着？",
  "2025-11-29: first sourdough flat — starter only three weeks old and not doubling, bulk in a 24°C air-conditioned room = 3.",
  [(D("2025-11-29"), "- 第一个欧包，失败", 3)])
q("natural", "zh-Hant", "那個台灣的串流平台，我們談好的付款條件到底是發票開出去後幾天？我老是記不住",
  "client list, 影河: monthly, paid within 30 days of the invoice, USD via Wise = 3.",
  [(CLIENTS, "- 付款：月結", 3)])
q("natural", "en", "Marcus and I spent a whole afternoon arguing about whether to sell the flat back home — what pros and cons did I write down?",
  "flat note ## 卖还是留: the 留的理由 and 卖的理由 lists = 3; the interim conclusion and the intro line = 2; the 08-30 daily and the July review item = 1.",
  [(FLAT, "- 留的理由", 3), (FLAT, "- 卖的理由", 3), (FLAT, "- 暂时：先不卖", 2), (FLAT, "2026-08-30 跟 Marcus", 2),
   (D("2026-08-30"), "- 下午跟 Marcus 聊成都", 1), (R07, "- 跟 Marcus 好好聊一次", 1)])
q("natural", "zh-Hans", "上次做月度复盘的时候，我是不是说过下个月不再接某一类活？是哪一类来着",
  "latest review (2026-10): stop taking legal documents like Lim & Partners = 3; the affidavit complaint and the 'no rush jobs before the race' line = 2; the July review's push back 译达 rush jobs = 1.",
  [(R10, "- 法律文件先不接了", 3), (R10, "- Lim & Partners 那份 affidavit", 2), (R10, "- 比赛前四周不接任何急单", 2), (R07, "- 接案太滿的時候", 1)])
q("natural", "en", "for the driving test there was that crank course thing I kept messing up, and the instructor gave me some trick with the mirror — what was it again?",
  "lesson log 2026-05-16: wait until the left side mirror lines up with the kerb, then full lock; watch the mirror not the wheel = 3.",
  [(LOG, "- S-course and crank course", 3)])
q("natural", "zh-Hant", "做鳳梨酥的時候那個餡到底要炒多久才算夠乾？我記得第一次就是沒炒乾",
  "pineapple cake filling method: 40–50 min until darker and can be pressed into a ball that doesn't stick = 3; the failure record (only 20 min) = 2; the 04-10 daily = 1.",
  [(PINE, "- 做法：", 3), (PINE, "- 2026-04-10 餡只炒了 20 分鐘", 2), (D("2026-04-10"), "- 晚上試做鳳梨酥", 1)])
q("natural", "en", "what did they tell us at the shelter orientation about handling the shy or scared cats? want to remember it before my next shift",
  "orientation note: sit side-on, no staring, let them come, slow blink, wand toy, never pull them out of a box = 3; slow-blink tip and Biscuit line = 1.",
  [(ORIENT, "- Shy cats:", 3), (TIPS, "- Slow blink works", 1), (SHELTER, "- 2026-05-09 Biscuit", 1)])

# ---------------- no-answer (4)
q("no-answer", "en", "when is my next guitar lesson at the music school", "no answer; absent words: guitar, music, school", [])
q("no-answer", "zh-Hans", "去北海道滑雪那次订的是哪家酒店", "no answer; absent words: 北海道, 滑雪, 酒店", [])
q("no-answer", "en", "how much did I spend on the kombucha SCOBY", "no answer; absent words: kombucha, SCOBY, spend", [])
q("no-answer", "zh-Hans", "瑜伽课的月卡多少钱", "no answer; absent words: 瑜伽, 月卡", [])

# ---------------- resolve and write
cache = {}
def entries(path):
    if path not in cache:
        lines = v.read_lines(os.path.join(v.VAULT, path))
        cache[path] = (lines, v.parse_entries(lines)[0])
    return cache[path]

qout, rout, errs = [], [], []
for i, (kind, lang, now, query, note, judg) in enumerate(Q, 1):
    qid = "notesblind2-%03d" % i
    qout.append({"id": qid, "query": query, "now": now, "kind": kind, "lang": lang, "note": note})
    for path, prefix, grade in judg:
        if prefix is None:
            rout.append({"qid": qid, "path": path, "line": None, "line_end": None, "grade": grade, "expect": ""})
            continue
        lines, ents = entries(path)
        hits = [e for e in ents if lines[e[0]-1].startswith(prefix)]
        if len(hits) != 1:
            errs.append("%s %s %r: %d matches" % (qid, path, prefix, len(hits)))
            continue
        s, e, _ = hits[0]
        rout.append({"qid": qid, "path": path, "line": s, "line_end": e, "grade": grade, "expect": lines[s-1][:60]})
if errs:
    print("\n".join(errs)); sys.exit(1)
base = os.path.dirname(os.path.abspath(__file__)) + "/"
with open(base + "queries.jsonl", "w", encoding="utf-8") as f:
    for o in qout: f.write(json.dumps(o, ensure_ascii=False) + "\n")
with open(base + "qrels.jsonl", "w", encoding="utf-8") as f:
    for o in rout: f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(qout), "queries", len(rout), "qrels")
