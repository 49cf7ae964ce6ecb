"""The hand-written notes of notes-blind-11 (黃筱雯 / Wendy Huang, a Taiwanese-born chemistry
teacher in Auckland). Running this file (or tools/build.py) rewrites ../vault/ from NOTES:
every note below is written out verbatim, plus .obsidian/app.json = {}.
Notes are kept here, not edited in vault/, so that the vault and the judgements come from one
place; never edit them to make a system pass."""
import os, shutil

NOTES = {}

def add(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")

# ====================================================================== Projects
add("Projects/Robotics VEX season 2026-27.md", """
---
created: 2026-07-28
tags: [project, robotics]
---
# Robotics — VEX season 2026–27

This season we have three teams instead of two, because nine Year 9s turned up at the first meeting in Term 3 and I couldn't bring myself to turn any of them away. 8421A is the senior team again (Aroha is in Year 13 now and captain for her last season, with Sione, Tama and Lucy), 8421B is Priya, Jack and Ella moving up, and 8421C is the new Year 9 group that Anaru mostly looks after on Thursdays. Club still runs Tuesday and Thursday, 3:20 to 5:30, in T4.

The big thing this year is that Kauri Park is hosting the Auckland Central regional on Saturday 28 November. Fiona agreed in the June department meeting as long as the science labs stay locked and nobody eats in the gym. We need two fields, eight referees and volunteers, a pit area for about 24 teams, and a sausage sizzle that the PTA will run.

## Parts order

| Item | Qty | Each | Total |
| --- | --- | --- | --- |
| V5 Smart Motor (11W) | 6 | $74.90 | $449.40 |
| V5 Robot Battery | 2 | $189.00 | $378.00 |
| Omni wheels 3.25" pack | 2 | $62.50 | $125.00 |
| Aluminium C-channel pack | 4 | $58.00 | $232.00 |
| Field tiles (replacement) | 4 | $63.00 | $252.00 |
| **Total** | | | **$1,436.40** |

Ordered from Kitset Robotics NZ on 12 August on the school PO; it came in two boxes, the second one (the tiles) a week late. The board grant for 2026 is $2,500, so after this order there is $1,063.60 left for registration fees and the regional.

## Log
- 2026-07-28 first meeting of the season, 17 students signed up
- 2026-08-12 parts order placed, PO 26-0419
- 2026-08-25 parts arrived except the field tiles
- 2026-09-01 tiles arrived
- 2026-09-19 scrimmage against Three Kings College at their place — 8421A won 3 of 4
- 2026-10-14 registrations for the regional closed at 24 teams
- 2026-11-10 volunteer briefing with the PTA

## To do
- [x] Book the gym for 28 Nov (Raewyn confirmed)
- [x] Ask the PTA to run the sausage sizzle
- [ ] Print the referee score sheets and the team check-in list
- [ ] Confirm the second field is coming from Lynbrook (they said Friday)
- [ ] Charge all 10 batteries on the Thursday night
- [ ] Email parents about the 7:30 am start on the day
""")

add("Projects/Lab surplus sale 2026.md", """
---
created: 2026-08-17
tags: [project, school]
---
# Lab surplus sale 2026

Second round, same rules as last year (school Trade Me account, pick-up from the front office only, receipts to Raewyn the same week, anything hazardous only through the disposal contractor). This time it's the S3 refit plus whatever the chemical audit turned out of the prep room that isn't a chemical. The money goes to the robotics account again — Fiona confirmed it in writing this time, after last year's argument about whether the department should keep half.

| Item | Listed | Status | Sold for |
| --- | --- | --- | --- |
| Olympus student microscopes ×8 | $45 each | 5 sold, 3 left | $225 so far |
| Water still (Barnstead, wall-mount) | $150 | sold 2026-09-03 | $150 |
| Magnetic stirrer hot plates ×2 | $70 each | sold 2026-09-10 | $130 for both |
| Lab stools ×12 | free | donated to the Onehunga makerspace | $0 |
| Incubator (Contherm, 2001) | $180 | no bids; relist at $90 | — |
| Wall periodic table (1994) | $40 | sold 2026-10-02 | $55 — bidding war! |
| pH meters ×6 (old Hanna) | $20 each | sold as a lot 2026-10-12 | $90 |

Running total: $650 as of 2026-10-12.

The microscopes are slow because everyone wants the ones with a built-in light and ours have mirrors. A woman from a homeschooling co-op bought three on the same day (2026-09-20) and asked whether we had slides, which we did, so I threw in a box. The periodic table went to a tattoo artist who wants to hang it in her studio; two people pushed it up from $40 and she won at $55.

I'm not selling the fume cupboard sash or anything that was in contact with prep-room chemicals; those went out with the disposal pick-up on 21 October (see [[Chemical audit 2026]]).

## To do
- [x] Photos of everything (2026-08-20)
- [x] Listings up (2026-08-22)
- [ ] Relist the incubator at $90 with a better photo
- [ ] Decide what to do with the last 3 microscopes — maybe offer them to the intermediate school first
- [ ] Send Raewyn the receipts for the pH meters and the periodic table
- [ ] Transfer the total to the robotics account once everything is gone
""")

add("Projects/Chemical audit 2026.md", """
---
created: 2026-08-10
tags: [project, school, lab-safety]
---
# Chemical audit 2026

Our chemical register hadn't been properly reconciled against the shelves since 2019, and the school next door had a WorkSafe visit this year, so Fiona asked Grace and me to do a full audit in Term 3. The goal is simple to say and slow to do: every bottle on the register is on a shelf, every bottle on a shelf is on the register, every bottle has a current safety data sheet in the folder, and anything expired, unlabelled or dangerous to keep goes out with a licensed disposal contractor.

Grace and I did it in four afternoons (11, 13, 18 and 20 August) with the register printed out and a label printer. We found 312 containers against 287 on the register; 25 were unregistered, mostly small donations from a retired teacher's garage in 2018 that never got entered. 41 containers went on the disposal list.

The worrying ones: half a litre of diethyl ether opened in 2009 (possible peroxides — we did not open it, just bagged it and put it in the flammables cabinet on its own), sodium metal under oil that had grown a thick white crust, a bottle of picric acid that turned out to be a 5% aqueous solution and not dry (huge relief), and a jar labelled only "Soln B" in 1990s handwriting.

## 21 October 2026 — disposal
ChemCollect Auckland quoted $1,240 + GST for the 41 containers and picked up on Wednesday 21 October. The ether went with them in its own drum. Fiona paid from the science budget rather than the school maintenance budget, which I think is wrong but not worth fighting about.

## Decisions
- We keep sodium only in the 5 g demo quantity from now on; the new small bottle is ordered.
- No more donated chemicals, from anyone, ever. Fiona agreed and it's in the department handbook now.
- Ether: not replacing it. The Year 13 extraction practical uses ethyl acetate instead.

## To do
- [x] Reconcile the register (done 2026-08-20)
- [x] Disposal pick-up (2026-10-21)
- [ ] Print new SDS for the 25 newly registered items and file them
- [ ] Relabel the shelving by hazard class (Grace has the colour labels)
- [ ] Put the audit in the department calendar every two years — next one Term 3 2028
""")

add("Projects/Passport renewal 護照換發.md", """
---
created: 2026-09-28
tags: [project, taiwan]
---
# 護照換發（2026）

我的台灣護照 2027 年 3 月 30 日到期。十二月回台中用不到新的，但明年如果要去日本或澳洲，很多地方要求六個月以上的效期，所以趁今年先換。紐西蘭這邊是在駐奧克蘭台北經濟文化辦事處（TECO）辦，要先上網預約。

準備的東西：舊護照、兩吋白底照片兩張（六個月內拍的）、紐西蘭的居留證明（PRV 的 eVisa 信）、申請表（網路上填好印出來），規費 NZ$66，只能刷卡或匯款，不收現金。

- 2026-09-28 上網預約，最早的時段是 10/20
- 2026-10-14 在 Mt Roskill 的照相館拍照，$22，第一次拍的耳朵沒露出來，重拍
- 2026-10-20 去 TECO 遞件，大約四十分鐘，櫃檯說三到四週
- 2026-11-13 收到 email 說新護照可以領了
- 2026-11-18 領新護照，舊的剪角還給我

- [x] 預約
- [x] 照片
- [x] 遞件、領件
- [ ] Air NZ 的 Airpoints 和華航會員資料更新護照號碼
- [ ] 十二月的機票（CI54）要改成新護照號碼，訂位是用舊的

English note for Callum: new passport collected on 18 Nov; the December booking still has the old number, so I need to update it before online check-in opens.
""")

add("Projects/Parents visit Auckland 2026.md", """
---
created: 2026-08-04
tags: [project, parents]
aliases: [Mum and Dad in Auckland]
---
# Mum and Dad in Auckland — Oct/Nov 2026

They arrive on Thursday 8 October on China Airlines CI53 (landing 11:25 am, international terminal) and fly home on Thursday 12 November on CI54 (departs 12:40 pm, so we need to leave home by 9:15). Five weeks. I'm on leave for the first two days, then it's Term 4 and they'll be on their own during school hours — Callum works from home on Mondays and Fridays.

The spare room needs the oil heater and the thicker duvet; Dad feels the cold, and mid-October nights in Auckland are still around 10 degrees. The new bathroom has the fold-down seat in the shower and a grab rail, which was half the reason I wanted a walk-in shower.

## Plan
| Dates | What | Notes |
| --- | --- | --- |
| 8 Oct | Arrive, rest | Callum picks up, I finish at 1 pm |
| 10–11 Oct | One Tree Hill, Cornwall Park, Dominion Road dumplings | easy walking |
| 17–18 Oct | Rotorua weekend | Polynesian Spa, Redwoods; motel booked (ref RT-55812) |
| 24 Oct | Waiheke ferry | Dad wants to see vineyards "because 阿伯 has one in 彰化" |
| 26 Oct | Labour Day: Piha | Callum drives |
| 1 Nov | Auckland Half — they watch at the finish in Victoria Park | |
| 7 Nov | Yum cha with Callum's parents | Callum's mum has been practising 你好 |
| 12 Nov | Fly home | |

Budget for the visit (my side): petrol and ferries about $400, the Rotorua motel $398 for two nights (two rooms), food about $800 extra over the five weeks. Mum will insist on paying for groceries; let her pay for some of it.

## 2026-10-18 notes during the visit
Dad didn't like Piha ("too much wind, the sand is black, is it dirty?") but loved the Redwoods. Mum's favourite thing so far is the Saturday market in Avondale, where she found 空心菜 for $4 a bunch and told the seller it costs the equivalent of one dollar in Taichung.

The Rotorua motel moved us to ground-floor rooms without being asked when they saw Dad on the stairs — write them a review.
""")

add("Projects/爸媽紐西蘭行程.md", """
---
created: 2026-08-05
tags: [project, parents]
aliases: [Parents visit Auckland 2026]
---
# 爸媽紐西蘭行程（2026 年 10–11 月）

這份是給爸媽和哥看的中文版，寫的是大概的安排，細節（飛機時間、旅館）都在英文那份。

10 月 8 日（星期四）到奧克蘭，11 月 12 日（星期四）回台灣，一共五個禮拜。前兩天我請假陪你們，之後我要上班，白天 Callum 星期一和星期五在家。

十月的奧克蘭還很冷，晚上大概十度，早晚要穿外套。家裡沒有中央暖氣，只有電暖器，房間我會放一台。新浴室有淋浴椅和扶手，爸爸洗澡可以坐著。

## 大概的行程
- 第一個週末：附近走走，One Tree Hill 公園、Dominion Road 吃水餃
- 10 月 17–18 日：去羅托魯瓦（Rotorua），泡溫泉、看紅木森林，住兩晚
- 10 月 24 日：坐船去激流島（Waiheke），看葡萄園
- 11 月 1 日：我跑半馬，你們在終點等我
- 11 月 7 日：跟 Callum 的爸媽喝茶（港式飲茶）

## 要帶的東西
- 爸爸的藥帶足六週份，放在隨身行李，用原來的藥盒，不要拆開裝在一起
- 榮總開的英文藥單（哥幫忙去申請）
- 旅平險和海外突發疾病的保單，醫療保額 100 萬
- 紐西蘭的插頭是八字型，跟台灣不一樣，我這邊有轉接頭，不用買
- 不要帶肉乾、水果、種子，紐西蘭海關很嚴，沒申報會罰 400 元
- 媽媽說要帶鳳梨酥給 Callum 的爸媽：可以，但要申報

護照效期要六個月以上——爸爸的到 2028 年，媽媽的到 2027 年 5 月，都夠。
""")

add("Projects/Taichung trip Dec 2026.md", """
---
created: 2026-09-05
tags: [project, taiwan]
---
# Taichung — December 2026 / January 2027

Flights booked on 2026-09-05: CI54 Auckland → Taipei on Saturday 19 December 2026, back on CI53 arriving in Auckland on Wednesday 20 January 2027. $1,968 return, economy, booked directly with China Airlines because the agent's price was $140 more. Callum is coming this time for the first ten days (his own booking, 26 Dec – 5 Jan) — the first time he'll see Taichung in winter.

Things to do while I'm there, roughly in order of importance: sit in on Dad's 榮總 appointment in early January and ask properly about his blood pressure; talk to the 長照 care manager about reassessing Dad; go through Mum's eye follow-up schedule; give Dad the year's 健保 money; sort out the 定存 at 郵局 that has been in my name since 2015 and is maturing.

Callum's wishlist: 高美濕地 at sunset, the ice cream at 第四信用合作社, and "a night market that isn't Shilin". I've told him 逢甲 is what he wants and also what he will regret.

- [x] Book flights (2026-09-05)
- [ ] Update the booking with the new passport number
- [ ] Dry some of Mochi before leaving (Callum's away too this time)
- [ ] Ask Anaru to cover the robotics end-of-year clean-up on 16 Dec
- [ ] Buy gifts: Manuka honey ×4, the lanolin cream Mum likes
""")

add("Projects/Mortgage refix 2026.md", """
---
created: 2026-10-30
tags: [project, finance]
---
# Mortgage refix — December 2026

The mortgage is $598,000 in two tranches: $390,000 fixed until 5 December 2026 at 6.29% (from the bad days of 2024), and $208,000 fixed until 20 June 2027 at 5.39%. The first tranche is the one coming off, so this project is simply: what do we fix it at, and for how long.

Rates the bank offered on 2026-11-17, through Harriet the mortgage adviser:

| Term | Rate | Monthly on $390k (25 yrs left) |
| --- | --- | --- |
| Floating | 5.84% | $2,475 |
| 6 months | 4.69% | $2,210 |
| 1 year | 4.49% | $2,166 |
| 18 months | 4.55% | $2,179 |
| 2 years | 4.65% | $2,201 |
| 3 years | 4.89% | $2,255 |

Callum wanted three years for certainty. I wanted short, because everyone (including the bank's own economist) is saying rates have bottomed, which usually means they haven't. We met in the middle in an entirely one-sided way: one year at 4.49%, signed on Thursday 19 November. It takes the payment on that tranche down by about $415 a month from December. The one-year term also means the two tranches end six months apart (June and December 2027), which Harriet said is good for flexibility and Callum said is "a problem for 2027 us".

I also asked Harriet about putting $10,000 of the travel savings onto the mortgage as a lump sum at refix — allowed without penalty at refix time. Not doing it: the Taiwan trips are the point of that account.

- [x] Compare rates (2026-11-17)
- [x] Sign the refix (2026-11-19)
- [ ] Check the first new repayment on 15 December is the right amount
- [ ] Reminder for the second tranche: look at rates in May 2027
""")

# ====================================================================== Areas
add("Areas/Robotics club.md", """
---
tags: [area, robotics]
---
# Robotics club

The club started in 2021 when Anaru Tipene and I shared one second-hand VEX kit between eleven students and a cardboard field. It is now a proper extracurricular with a board grant, a storage cage in T4 and a parent WhatsApp group that I regret creating. We run Tuesdays and Thursdays after school, 3:20 to 5:30, and in the last two weeks before a competition we add a Saturday morning. I do the programming side and the paperwork (entries, EOTC forms, parent letters, the money); Anaru does the mechanical side and the Thursday supervision when I have department meetings.

Money comes from three places: the board grant (it was $1,800 in 2025 and went up to $2,500 for 2026 after the Nationals result), fundraising (the Bunnings sausage sizzle every February, which raised $1,134 on 28 February 2026), and the proceeds from selling the science department's surplus lab equipment, which Fiona and Raewyn agreed can go to the club because most of the kids in it also take science. The 2025 surplus sale gave us $1,860.

Rules I keep having to repeat: nobody takes batteries home, nobody uses the drill press without Anaru there, and the engineering notebook is written on the day, not the night before judging. 學生如果缺席三次沒有說明，就讓出位置給候補名單上的人——這條是 2025 年才加的，因為那學期有人幾乎沒來。

## People
| Name | Year (2026) | Team | Role |
| --- | --- | --- | --- |
| Aroha Ngata | 13 | 8421A | captain, driver |
| Sione Fifita | 12 | 8421A | builder |
| Tama Rāwiri | 12 | 8421A | builder |
| Lucy Park | 12 | 8421A | programmer |
| Mateo Silva | left end of 2025 | — | was programmer |
| Priya Nair | 11 | 8421B | programmer |
| Jack Thompson | 11 | 8421B | driver |
| Ella Chen | 11 | 8421B | notebook |

Parents who help: Mrs Fifita (food) and Ella's dad, 陳先生, who drives the van and speaks Mandarin with the Chinese-speaking families — he checked my 家長信 translation in February.
""")

add("Areas/Teaching/Year 13 Chemistry.md", """
---
tags: [area, teaching]
---
# Year 13 Chemistry (NCEA Level 3)

Two classes this year, 13CHE1 (24 students) and 13CHE2 (17), both mine. The course is three internals and two externals: 3.1 (quantitative investigation, 4 credits), 3.2 (spectroscopy, 3 credits) and 3.7 (redox, 3 credits) inside the school, and the thermochemistry and organic exams in November. Most of my students need Chemistry for health sciences, engineering or pharmacy, so the externals matter more than the credit count suggests.

## Internal calendar 2026
| Standard | Starts | Due | Resubmission |
| --- | --- | --- | --- |
| 3.1 Investigation | 2026-02-16 | 2026-03-27 | none (investigation) |
| 3.2 Spectroscopy | 2026-05-04 | 2026-06-12 | 2026-06-26 |
| 3.7 Redox | 2026-07-27 | 2026-08-28 | 2026-09-11 |

The Level 3 Chemistry exam is on Tuesday 17 November 2026 in the afternoon. Last year's was 18 November.

## Moderation (report 2026-09-15)
NZQA picked 3.2 for external moderation this year. I sent eight samples on 2026-08-14 and the report came back on 2026-09-15: the moderator agreed with six of my eight grades. The two she disagreed with were both Merit that she would have given Achieved, because the students identified the functional groups from the IR spectrum but didn't link the molecular ion in the mass spectrum to the formula. So next year the marking schedule needs to say explicitly that Merit requires linking at least two types of spectra, and I need to stop being generous with Merit when the explanation is "obvious from the spectrum".

## Parent interviews
The Term 2 interviews were on 2026-05-26 (3:30–8 pm, 19 booked). The Term 3 ones on 2026-08-27 were quieter, 11 booked. Three families asked the same thing: whether their child should drop Chemistry for Statistics to protect the University Entrance rank score. My answer, which I should write down once so I say it the same way every time: drop it only if the student doesn't need it for their degree, because prerequisites beat a couple of rank-score points.

## Things that worked this year
The redox titration with vitamin C tablets (instead of the old iron(II) practical) — the students cared about whether the label was honest, and two brands came in under the stated dose. The 3.1 projects on caffeine in energy drinks were popular again but too similar to each other; next year I'll cap that topic at four groups.

- [ ] Rewrite the 3.2 marking schedule (Merit = at least two spectra linked)
- [ ] Order vitamin C tablets for 2027 before the February price rise
- [x] Enter 3.7 grades by 2026-09-25
""")

add("Areas/Teaching/Teaching Council registration.md", """
---
tags: [area, teaching, admin]
---
# Teaching Council registration

I've been fully certificated (Tūturu) since 2021. The practising certificate has to be renewed every three years; mine expired on 30 June 2026, so the renewal was this year. It needs a police vet (the Council does it, but it can take up to four weeks), the principal's endorsement that I meet the Standards for the Teaching Profession, and the fee, which went up again — $157.46 for the three years this time.

- 2026-04-29 started the online application; signed the police vet consent form
- 2026-05-14 police vet cleared
- 2026-05-21 Mr Whitfield (principal) endorsed it, after I reminded him twice
- 2026-05-28 renewal approved, new expiry 30 June 2029
- 2026-06-02 downloaded the new certificate and put a copy in the staff-room file

Next renewal: start in April 2029, not May. The principal is always the slow part.
""")

add("Areas/Parents/爸媽 健康紀錄.md", """
---
tags: [area, parents]
aliases: [Parents health log]
---
# 爸媽 健康紀錄

爸爸（黃明德，74 歲）有第二型糖尿病和高血壓，這幾年都在台中榮總新陳代謝科追蹤，主治是林醫師，三個月回診一次，抽血看 HbA1c。媽媽（李秀琴，70 歲）身體比較好，主要是眼睛：兩眼白內障，2026 年上半年分兩次開刀。哥哥（志豪）住新竹，週末常回台中，平常的回診多半是他開車載，我在紐西蘭只能靠每週日的 LINE 視訊和家族群組。

## 紀錄
- 2025-09-12 爸爸抽血 HbA1c 7.8（三月是 7.1），醫生說最近吃太多甜的，先不換藥，9/22 回診再說
- 2025-09-22 回診，哥陪，維持 Metformin 500 毫克一天兩次，加強飲食控制
- 2026-01-06 我陪爸爸回診，HbA1c 7.2，林醫師說有進步
- 2026-01-09 我陪媽媽去眼科，兩眼白內障都到了可以開的程度，先排右眼 4/14
- 2026-03-11 爸爸在北屯市場跌倒，左手腕骨折，哥哥帶去急診，打石膏
- 2026-04-14 媽媽右眼白內障手術，自費多焦點水晶體，一眼 6 萬 5
- 2026-04-22 爸爸拆石膏，開始復健，一週兩次
- 2026-06-02 媽媽左眼手術，順利
- 2026-06-18 爸爸回診 HbA1c 7.9，林醫師把 Metformin 從 500 加到 850 毫克
- 2026-07-14 我在台中，陪爸爸回骨科看手腕，可以提輕的東西了
- 2026-09-21 爸爸回診 HbA1c 7.3，劑量不變
- 2026-11-20 爸媽從紐西蘭回來後第一次回診，哥陪，血壓有點高（148/90），醫生說可能是旅行累了，12 月再量

媽媽的眼藥水在右眼手術後要點一個月（四種，每天四次），她搞混了兩次，後來哥用不同顏色的膠帶貼在瓶子上才解決。左眼那次就順多了。

爸爸跌倒那次其實是因為市場地上濕，他又提了兩大袋菜。之後我們說好：買菜一次不要超過一袋，重的東西叫哥週末載。他同意了，但我不太相信。
""")

add("Areas/Parents/爸爸用藥.md", """
---
tags: [area, parents]
aliases: [Dad's medications, 爸爸的藥]
---
# 爸爸用藥

這份是給我自己和哥哥對照用的，每次回診換藥就更新。藥名寫中文商品名，因為爸爸只認得藥盒。

| 藥 | 劑量 | 什麼時候吃 | 用途 |
| --- | --- | --- | --- |
| 庫魯化（Metformin） | 850 毫克 | 早餐、晚餐飯後各一顆 | 降血糖 |
| 脈優（Amlodipine） | 5 毫克 | 早上一顆 | 血壓 |
| 立普妥（Atorvastatin） | 20 毫克 | 睡前一顆 | 膽固醇 |
| 阿斯匹靈 | 100 毫克 | 早餐後一顆 | 預防中風 |

過敏：盤尼西林（年輕時打針起疹子）。

血糖：爸爸用家裡的血糖機量，單位是 mg/dL。飯前低於 70 要馬上喝半瓶果汁或吃三顆方糖，十五分鐘後再量；高於 300 要打給哥或直接去急診。

## 換藥紀錄
- 2025-09-22 庫魯化維持 500 毫克，一天兩次
- 2026-06-18 庫魯化加到 850 毫克（HbA1c 7.9）
- 2026-06-18 林醫師說阿斯匹靈可以繼續吃，不用停

爸爸常常晚上忘記吃立普妥。媽媽現在把晚上的藥放在電視遙控器旁邊，她說這招比任何 App 都有用。
""")

add("Areas/Parents/Dad's medications.md", """
---
tags: [area, parents]
aliases: [爸爸用藥]
---
# Dad's medications

Written for Callum (and for me, in English, in case we ever need to explain things at an Auckland pharmacy or A&E) while Mum and Dad are staying with us, 8 October – 12 November 2026. Dad brought six weeks of everything in the original boxes, plus a printed list in English from 榮總.

| Medicine | Dose | When |
| --- | --- | --- |
| Metformin (Glucophage) | 850 mg | with breakfast and with dinner |
| Amlodipine | 5 mg | morning |
| Atorvastatin | 20 mg | with dinner |
| Aspirin | 100 mg | morning |

He is allergic to penicillin (rash).

If his blood sugar is under 4 (the meter here shows mmol/L; his meter at home uses a different unit), give him juice or jelly beans and check again in 15 minutes. If he seems confused, sweaty or drowsy and doesn't improve, call 111. The nearest emergency department is Auckland City Hospital; for anything non-urgent, the after-hours clinic on Dominion Road is open until 10 pm.

His travel insurance is with a Taiwanese insurer (policy details in the parents' visit note); keep every receipt. Don't let him carry the heavy bags — his left wrist was broken in March 2026 and it still aches in the cold.
""")

add("Areas/Parents/長照 申請.md", """
---
tags: [area, parents]
---
# 爸爸 長照 申請

爸爸三月手腕骨折之後，哥哥和我都覺得光靠媽媽照顧不夠——她自己四月、六月要開眼睛，不能提重物也不能彎腰洗東西。哥在醫院社工的建議下，2026 年 4 月 22 日打 1966 申請長照 2.0。

5 月 6 日照專（照顧管理專員）到家裡評估，我用 LINE 視訊參加了一半（紐西蘭晚上十點）。評估結果是長照需要等級第 3 級，每個月可以用的額度大概一萬多，我們家是一般戶，自付 16%。照專建議兩個服務：居家服務（每週兩次，協助洗澡和簡單家務）和交通接送（去復健）。

5 月 25 日居家服務開始。爸爸很不習慣陌生人幫他洗澡，第二週就開始說「我自己可以」，還有一次把居服員擋在浴室外面。媽媽夾在中間很為難。

## 2026-07-08 調整
7 月 8 日我回台中時跟照專、A 單位的個管師開了一次會。最後的結果：洗澡的居家服務停掉，改成一週兩次到家裡的居家復健（職能治療師教手腕和平衡的運動），交通接送保留，用來去榮總回診。浴室加裝扶手和止滑墊，這部分用輔具補助申請，9 月裝好。

爸爸對復健師比對居服員友善很多，大概因為復健師是男生，又會跟他聊棒球。

## 費用（每月，2026 年 8 月起）
| 項目 | 次數 | 自付 |
| --- | --- | --- |
| 居家復健 | 每週 2 次 | 約 1,100 元 |
| 交通接送 | 每月 2 趟 | 約 240 元 |
| 合計 | | 約 1,340 元 |

- [x] 浴室扶手、止滑墊（輔具補助，2026-09 裝好）
- [ ] 問照專：十二月我回去時可不可以再評估一次，看爸爸的等級要不要調
- [ ] 哥說要申請喘息服務讓媽媽休息幾天，還沒打電話
""")

add("Areas/Parents/Sunday calls.md", """
---
tags: [area, parents]
---
# Sunday calls with Mum and Dad

Every Sunday at 8 pm Auckland time on LINE video — that's 3 pm in Taichung in the NZ summer and 4 pm in winter, after Dad's nap and before Mum starts dinner. 哥 joins from Hsinchu about once a month, and on the first Sunday of the month the three of us (哥, me, and whichever parent is less tired) talk about the practical things: appointments, money, 長照. The rest of the time it's Mum showing me what she cooked and Dad holding the phone too close to his face.

I don't log every call, only the ones where something was decided or something happened.

- 2025-09-14 Dad's HbA1c up to 7.8; 哥 to go with him to the 22 Sept appointment
- 2025-11-09 agreed: I come home 19 Dec – 18 Jan; 哥 to book Dad's January appointment for a day I'm there
- 2026-03-15 first call after Dad's fall; he held the phone in his right hand and showed me the cast like a trophy
- 2026-04-19 Mum a week after the right eye — she can read the calendar on the wall again without glasses
- 2026-06-07 family meeting about 長照: Dad hates the bathing help; we agreed I'd sort it out in person in July
- 2026-08-09 told them about the visa properly, with dates; Mum already knew because 哥 had told her
- 2026-10-04 last call before their trip — went over the Chinese packing list line by line
- 2026-11-15 first call after they got home; Dad is already telling the park friends about the black sand at Piha
- 2026-11-22 Dad's blood pressure was a bit high at the clinic on Friday; probably tiredness — recheck in December

通話的時候媽媽常常把鏡頭對著天花板，我現在已經可以從天花板的燈判斷她在客廳還是廚房。
""")

add("Areas/Immigration/Residency and citizenship.md", """
---
tags: [area, immigration]
---
# Residency and citizenship

My resident visa was granted on 16 October 2023 under the Green List Straight to Residence pathway (secondary teacher, registered). Before that I was on a work visa from 2019, and a student visa for the teaching diploma in 2017–18. The resident visa had travel conditions, which meant I needed a permanent resident visa to come and go without worrying; the PRV has no expiry and no travel conditions.

PRV: applied 2025-10-20 online, fee $305. The requirement that mattered was being in New Zealand for at least 184 days in each of the two years since the resident visa, which was never close — the longest I'd been away was a summer trip home. Granted 2026-02-09, with no request for anything further. The paperwork is in [[Permanent resident visa]] in Archive.

Citizenship: I can apply five years after residence, so from 16 October 2028, provided I've been here at least 240 days in each of those five years and 1,350 days in total. Taiwan allows ordinary citizens to hold another nationality, so I would not lose my 中華民國 passport or 戶籍; only people holding public office have to choose. I haven't decided whether to bother — the main benefit would be a New Zealand passport, and residents can already vote.

## Days out of New Zealand (per residence year)
| Year (from 16 Oct) | Trips | Days away |
| --- | --- | --- |
| 2023–24 | Taichung Dec–Jan | 33 |
| 2024–25 | Taichung Dec–Jan, Sydney conference | 38 |
| 2025–26 | Taichung Dec–Jan, Taichung July | 45 |
| 2026–27 (so far) | — | 0 |

For 2025–26 my own count was 47; the official movements record says 45, because the days you leave and arrive count as days in New Zealand.
""")

add("Areas/Immigration/台灣 戶籍 健保.md", """
---
tags: [area, taiwan]
---
# 台灣 戶籍、健保

我人在國外，但戶籍一直留在台中爸媽家（北屯）。規定是出境超過兩年沒有入境，戶政事務所會把戶籍遷出；我每年至少回去一次，所以沒問題。戶籍在，健保就可以繼續。

健保的選擇：出國六個月以上可以辦「停保」，不用繳保費，但回國要復保，而且如果復保後不到三個月又出國，要補繳三個月。我 2025 年 11 月算過一次：我每年回去一到五週，幾乎每次都會看醫生（我自己每次都會去洗牙和拿一些常備藥），停保和復保的手續加起來反而麻煩。所以決定繼續繳，不停保，用第六類掛在爸爸的戶內，每月 826 元，從爸爸的帳戶扣，我每年底一次匯給他。

- 2025-11-08 跟哥討論，決定不停保
- 2026-01-05 在台中換了新的健保卡（舊卡的照片是大學時拍的）

- [ ] 12 月回去時把 2026 年的健保費給爸爸：826 × 12 = 9,912 元
""")

add("Areas/Home/House maintenance.md", """
---
tags: [area, home]
---
# House maintenance

The house is a 1958 weatherboard on a quarter-acre section in Mt Roskill that we bought in June 2023: three bedrooms, one bathroom (renovated 2026), and a single garage that is really a workshop. It's solid but old, and every winter shows us something new. This note is the running record so we know when things were last done.

## Log
- 2025-09-06 smoke alarms: replaced the two in the hallway with 10-year sealed ones
- 2025-10-25 gutters cleaned (Callum on the ladder, me holding it and complaining)
- 2026-02-14 exterior wash; found soft weatherboard under the bathroom window → told Tane when he came to quote
- 2026-04-28 heat pump service (lounge unit), $189, the filters were disgusting
- 2026-06-19 bathroom finished (see [[Bathroom renovation]])
- 2026-07-30 extractor fan in the new bathroom rattling — Tane's electrician replaced it under warranty
- 2026-09-14 house insurance renewed: $3,140 a year, up from $2,870
- 2026-10-31 gutters cleaned again; Dad insisted on holding the ladder and giving Callum instructions in Taiwanese
- 2026-11-22 lawn mower serviced ($95), blade sharpened

## Insurance
House insurance is with the same insurer as the car, renewed every September. The premium went up 9.4% this year even with no claims; the broker says it's the whole market since the 2023 floods and that I should stop taking it personally. Sum insured $780,000 after the bathroom (updated 2026-09-14).

## Next
- [ ] Repaint the north side weatherboards before next winter (quote from Pete's Painting: $6,800)
- [ ] Replace the garage door spring — it sticks half-way
- [x] Service the heat pump (2026-04-28)
""")

add("Areas/Finance/Budget and KiwiSaver.md", """
---
tags: [area, finance]
---
# Money — budget and KiwiSaver

Callum and I split shared costs 55/45 (his salary is higher) through a joint account that both our pays feed on the 15th. My own spending — running, flights to Taiwan, money for Mum and Dad — comes out of my own account, and I try not to feel guilty about the flights.

| Monthly (2026) | Amount | Notes |
| --- | --- | --- |
| Mortgage | $3,410 | two tranches, see [[Mortgage refix 2026]] |
| Rates | $318 | Auckland Council, paid monthly |
| House insurance | $262 | $3,140/yr from Sept |
| Power + gas | $240 | winter about $330 |
| Internet + phones | $145 | |
| Groceries | $1,150 | |
| Car (petrol, rego, insurance) | $310 | |
| Parents in Taiwan | NT$10,000 | about $520, sent every two months as NT$20,000 |
| Travel savings | $400 | flights home |

KiwiSaver: I contribute 6% and the school adds 3%. On 28 January 2026 I moved from the Balanced fund to the Growth fund — I won't touch it for 25 years, and Balanced was paying for safety I don't need. Balance at 31 March 2026: $71,480. I also get the government contribution each July as long as I put in $1,043 in the year, which the 6% does automatically.

稅的部分：紐西蘭薪水是 PAYE 自動扣，不用自己報。台灣那邊我沒有收入，郵局定存的利息太少，不到要申報的門檻。
""")

add("Areas/Car.md", """
---
tags: [area]
---
# Car — 2015 Toyota Corolla hatch

Bought in 2020 from a colleague who went back to the UK; it had done 142,000 km by November 2026. It's boring and it never breaks, which is exactly the point. Warrant of fitness is yearly now that it's over three years old, registration I renew for twelve months at a time in January.

- 2025-10-14 WoF passed (needed a new number-plate light, $12)
- 2026-01-30 registration renewed for 12 months, $114.87
- 2026-04-17 service at 131,000 km ($420 including front brake pads)
- 2026-10-16 WoF passed, no issues
- 2026-11-09 two new front tyres ($380) — Dad pointed out the wear during the visit, correctly

- [ ] Registration due 30 January 2027
""")

add("Areas/Health/Running log.md", """
---
tags: [area, running]
---
# Running log

I started running in 2021 to have something that wasn't school, and the half marathon became the thing I train for once a year. I don't log every run — Strava does that — only the long runs, the races, the injuries and the shoes, which are the things I want to look back on.

## Races
| Date | Race | Time | Note |
| --- | --- | --- | --- |
| 2023-10-29 | Auckland Half | 2:11:52 | first half |
| 2024-11-03 | Auckland Half | 2:07:15 | |
| 2025-05-18 | Rotorua Half | 2:09:40 | hills, cold |
| 2025-11-02 | Auckland Half | 2:04:37 | calf cramp at km 17 |
| 2026-11-01 | Auckland Half | 1:58:41 | PB, sub-2 at last |

## Shoes
- 2025-03 Asics Novablast 4 (retired July 2026 at about 720 km)
- 2026-07-26 Asics Novablast 5, $260 at the Newmarket shop with the teacher discount
- 2026-09 Saucony Endorphin Speed, for race day only

## Injuries
- 2025-09 to 2025-11: left calf tightness on long runs, cramped in the 2025 half. Calf raises (3 × 15, daily) from November fixed it.
- 2026-08-16 shin pain (right, inner side) after an 18 km long run on the concrete of the Northwestern path. Physio on 2026-08-21 said early shin splints, not a stress fracture; a week off, then softer surfaces and the long run cut to 14 km for two weeks. Fine by mid-September.

## Long runs before the 2026 half
- 2026-08-02 14 km, 6:05/km
- 2026-08-16 18 km, shin pain from km 12
- 2026-09-06 14 km on the Waterview trails, no pain
- 2026-09-13 18 km, 5:52/km
- 2026-10-04 20 km, 5:48/km, last long run
- 2026-10-18 16 km in Rotorua (Redwoods) while Mum and Dad were at the spa
""")

add("Areas/Health/GP and physio.md", """
---
tags: [area, health]
---
# GP, physio and health admin

My GP is Dr Anjali Rao at the Mt Roskill medical centre; I've been enrolled there since 2019. Physio is Sarah Whitcombe at Mt Roskill Physio on Dominion Road — ACC covers running injuries, so physio visits are a $35 part-charge each, as long as the first visit gets an ACC claim number.

- 2025-10-02 flu vaccine at the school clinic (free for staff)
- 2025-11-20 ACC claim for the calf, two physio visits
- 2026-03-05 GP: annual blood test; iron low-normal (ferritin 22), told to eat more red meat or take a supplement — I take the supplement three days a week
- 2026-04-09 flu vaccine at the school clinic
- 2026-08-21 physio: early shin splints (right), one week off running
- 2026-08-28 physio follow-up, cleared to run, softer surfaces
- 2026-09-24 skin check with Dr Rao — one mole to watch, photo on file, recheck in 12 months
- 2026-11-10 GP: blood test again, ferritin 41

- [ ] Book the mole recheck for September 2027
- [ ] Stop the iron supplement? Ask Dr Rao at the next visit.
""")

add("Areas/Sourdough/Bake log.md", """
---
tags: [area, sourdough]
---
# Bake log

Mochi was born in April 2024 from rye flour and pineapple juice, which I now know was unnecessary, but it makes a good story. I bake most Saturdays; this log is for the bakes where I changed something, not every loaf.

| Date | Loaf | Hydration | Bulk | Result |
| --- | --- | --- | --- | --- |
| 2025-09-20 | base, new Champion bag | 72% | 5 h | good, slightly tight crumb |
| 2025-09-27 | base | 75% | 5 h | spread flat — too wet for this flour |
| 2025-10-11 | 20% rye | 74% | 4.5 h | dense but tasty, Callum's favourite |
| 2025-11-08 | base ×2 for the staff morning tea | 72% | 5 h | both gone by interval |
| 2026-01-24 | base, first bake after reviving Mochi | 72% | 6.5 h | slow, sour, fine |
| 2026-02-21 | olive and rosemary | 72% | 5 h | olives in too early, purple crumb |
| 2026-04-11 | 30% wholemeal | 75% | 5 h | best wholemeal so far |
| 2026-06-20 | base, celebrating the bathroom | 72% | 7 h (cold kitchen) | fine |
| 2026-08-01 | 20% rye with caraway | 74% | 5.5 h | too much caraway |
| 2026-09-12 | base, new Dutch oven (Lodge) | 72% | 5 h | better oven spring — the old pot had a warped lid |
| 2026-10-10 | 紅豆 sourdough for Mum | 70% | 5 h | Mum said "像麵包店的", which is the highest praise |
| 2026-11-21 | 20% rye | 74% | 5 h | back to normal after the visit |

Starter care: fridge during the week, fed on Thursday night, out on Friday. When I go away for more than a week I spread a thin layer on baking paper to dry, crumble it and keep it in a jar — it revived in four days in January 2026.

The old Dutch oven went to the staff-room op-shop pile in September.
""")

# ====================================================================== Resources
add("Resources/Titration tips.md", """
---
tags: [resource, teaching]
---
# Titration tips (for students and for me)

Most of the mistakes students make in titrations aren't about the chemistry; they're about the glassware. The burette gets rinsed with water and not with the solution that's going into it, so the first titre is always too big. The pipette gets blown out when it's a "to deliver" pipette that should be allowed to drain and touched against the side. The meniscus is read from above, at an angle, because the burette is clamped too high for a short person to read at eye level. I now make everyone in Year 12 do a dry run with water before they touch the real solutions.

For concordance I insist on three titres within 0.2 mL, and the rough titre doesn't count. If a group gets 0.3 mL spreads three times in a row, something systematic is wrong — usually an air bubble below the burette tap — and more titrations won't fix it.

1. Rinse the burette with the titrant twice, letting it run through the tap.
2. Fill above zero, run some out to clear the air bubble, and read the initial volume at eye level.
3. Rinse the pipette with the solution being pipetted, fill to the line, drain into the flask, touch the tip.
4. Add indicator (2–3 drops; more makes the end point harder to see, not easier).
5. Rough titre fast, then accurate titres dropwise near the end point with the flask swirling.
6. Record to two decimal places, always ending in 0 or 5.

The vitamin C titration (iodine and starch) is more forgiving of end-point errors than permanganate because the blue-black is unmistakable, which is why it works for 3.7. Permanganate is self-indicating, but students overshoot because they wait for "purple" instead of the first permanent pale pink.
""")

add("Resources/Chemistry demos that work.md", """
---
tags: [resource, teaching]
---
# Chemistry demos that work

A list of demonstrations I've actually done in class and would do again, with the one thing that goes wrong each time. The point of a demo is the question the students ask afterwards, not the bang.

- Elephant toothpaste (30% H2O2, KI, detergent) — use the tall measuring cylinder on a tray; the 2024 version went across the bench onto Grace's notes.
- Sodium in water — 5 g stock only, rice-grain pieces, behind the screen. Since the audit we don't keep more.
- Methane bubbles (soapy water, gas tap, lighter taped to a metre ruler) — Year 9s love it; check nobody has hair spray on.
- Iodine clock — do it twice with different concentrations so the timing means something.
- Blue bottle (glucose, NaOH, methylene blue) — keeps for a day, shake to turn it blue again.
- Burning steel wool on a balance — the mass goes up and the class argues. The best demo for Year 10 conservation of mass.
- Copper wire in silver nitrate, the "silver tree" — set it up at the start of the lesson, look at the end.

Things that didn't work and I won't do again: the cornflour "walk on custard" (too messy for a lab), and thermite (the fire safety officer said no, and he was right).

中文筆記：給 Year 9 做大象牙膏的時候，用 6% 的雙氧水就夠了，泡泡小一點但安全很多，也不用戴全罩式面罩。
""")

add("Resources/VEX V5 notes.md", """
---
tags: [resource, robotics]
---
# VEX V5 notes

Things I've learned the hard way about the V5 system, mostly so I don't have to relearn them every February.

The brain's battery icon lies: a battery that shows 100% at the start of a match can brown out the motors after 90 seconds if it's old. We label batteries with a number and the month they were bought, and anything older than two seasons is practice-only. A battery charges in about an hour; we have two chargers for ten batteries, so charging starts on the Thursday before a competition, not the morning of.

For programming the students use VEXcode V5 (blocks for the Year 9s, C++ for the seniors). The PID drive code that Mateo wrote in 2025 is in the club's GitHub repo and everyone copies it; the tuning constants are in a header file with his comments, which are better than mine. Autonomous routines go into slots 1–3 on the brain, and the driver must be told which slot before every match, because someone will forget.

Inspection checklist the referees actually look at: the robot fits in the 18-inch cube at the start, the motor count is within the season's limit, the team number is on two sides, and the radio firmware is current. Firmware updates take twenty minutes per brain — do them at the club, never at the venue on the venue's wifi.

Fields: one set of tiles, perimeter and game elements costs more than our whole parts order, so we borrow a second field from Lynbrook College for events and lend ours to them for theirs.
""")

add("Resources/Sourdough base recipe.md", """
---
tags: [resource, sourdough]
aliases: [Sourdough recipe, 酸種麵包 配方]
---
# Sourdough base recipe

This is the loaf I make most weeks, tuned for my kitchen in Auckland (about 20–22 °C most of the year) and Champion high-grade flour. Everything else is a variation on this.

| Ingredient | Amount | Baker's % |
| --- | --- | --- |
| High-grade flour | 450 g | 90% |
| Wholemeal flour | 50 g | 10% |
| Water | 360 g | 72% |
| Starter (Mochi, 100% hydration, at peak) | 100 g | 20% |
| Salt | 10 g | 2% |

1. Feed Mochi 1:5:5 the night before (10 g starter, 50 g flour, 50 g water); it peaks in about 10–12 hours at 20 °C.
2. Mix the flours with 340 g of the water and rest 45 minutes (autolyse).
3. Add the starter, mix, rest 20 minutes; add the salt with the last 20 g of water and squeeze it through.
4. Bulk ferment about 5 hours at 22 °C, with four sets of stretch-and-folds in the first two hours. It's done when the dough has grown about 50% and jiggles.
5. Pre-shape, rest 20 minutes, shape, into the banneton.
6. Cold retard in the fridge for 12–16 hours.
7. Bake in the Dutch oven at 250 °C lid on for 20 minutes, then 230 °C lid off for 22–25 minutes, until the inside is about 96 °C.

Wait at least an hour before cutting. Callum has never once waited an hour.

If the kitchen is colder than 18 °C (June to August), put the dough in the oven with just the light on; otherwise bulk can take 7 hours.
""")

add("Resources/酸種麵包 基本配方.md", """
---
tags: [resource, sourdough]
---
# 酸種麵包 基本配方（給媽媽的版本）

這份是 2026 年 7 月在台中教媽媽時寫的，跟我在奧克蘭做的配方不一樣：台中比較熱，麵粉也不同，媽媽的烤箱又小，所以分量都減了。

材料：
- 高筋麵粉（日清山茶花）400 克
- 水 280 克（含水量 70%）
- 酵母（Mochi 的分身，要在最高點的時候用）80 克
- 鹽 8 克

1. 前一晚餵酵母：酵母 10 克、麵粉 30 克、水 30 克（1:3:3）。台中天氣熱，大概六到八小時就到最高點，不要放超過一晚。
2. 麵粉和水先混合，靜置 30 分鐘。
3. 加酵母和鹽，抓勻。
4. 基本發酵三個半小時左右（室溫 28–30 度），前一個半小時每半小時拉摺一次。不要等到兩倍大，長大一半就好，不然會扁。
5. 整形後放進發酵籃，蓋好冷藏一晚（8–12 小時）。
6. 烤箱預熱 230 度，鑄鐵鍋加蓋烤 20 分鐘，開蓋再烤 20 分鐘。

切之前要等一個小時，不然裡面會黏黏的。

2026-07-12 第一條太扁（發酵了五個小時，過頭）；2026-07-13 第二條照上面的時間做，成功。

2026-08-30 媽媽傳照片來：她自己做的第三條，割紋很漂亮，但底部有點焦，叫她把烤盤往上移一層。
""")

add("Resources/Half marathon training plan.md", """
---
tags: [resource, running]
---
# Half marathon training plan (sub-2)

Fourteen weeks, three runs a week plus one strength session, built backwards from the race. I wrote it in July 2026 after the 2:04 in 2025, using the paces from a 10 km time trial (54:30 on 2026-07-25). The long run gets me to the distance and the Thursday session teaches the race pace of 5:35/km.

| Week | Tue (easy) | Thu (quality) | Sun (long) |
| --- | --- | --- | --- |
| 1–2 | 6 km | 5 × 1 km at 5:20 | 12–14 km |
| 3–4 | 7 km | 6 km tempo at 5:35 | 16–18 km |
| 5–6 | 7 km | 3 × 2 km at 5:25 | 14 km (cut back) |
| 7–9 | 8 km | 8 km tempo at 5:35 | 16–18 km |
| 10–11 | 8 km | 10 km with the last 4 at race pace | 20 km |
| 12–13 | 6 km | 6 km with 3 at race pace | 16 then 12 km |
| 14 | 5 km | 4 km easy with strides | race |

Strength: calf raises, single-leg squats to a chair, side planks — 20 minutes on Wednesday. The calf raises are non-negotiable after 2025.

Race-day plan: gels at km 7 and km 14, water at every station after the bridge, and the first 5 km no faster than 5:45 because the bridge climb comes early and everybody goes out too fast.
""")

add("Resources/Tradies and contacts.md", """
---
tags: [resource, home]
---
# Tradies and useful contacts

| Who | What | Phone | Used |
| --- | --- | --- | --- |
| Tane Walker (Tane Walker Building) | builder, bathroom | 021 448 902 | 2026 bathroom |
| Ray (Tane's electrician) | electrical | 022 361 7754 | fan, towel rail |
| Mei at Li Brothers Renovation | renovation | 09 620 1188 | quote only |
| Harbourside Bathrooms (Mike) | bathroom design-build | 0800 427 228 | quote only |
| Pete's Painting | exterior painting | 027 550 3114 | quote 2026 |
| Flow Right Plumbing | plumber, blocked drains | 09 629 4410 | 2025-07 blocked drain |
| Harriet Doyle | mortgage adviser | 021 905 330 | refix 2026 |
| Mt Roskill Physio (Sarah) | physio | 09 625 7802 | shin, calf |

Tane is slow to reply to texts but always calls back within a day. Li Brothers were the cheapest quote, but they couldn't say which waterproofing membrane they'd use, which ended that.
""")

add("Resources/Waterproofing and tiles.md", """
---
tags: [resource, home]
---
# What I learned about waterproofing and tiles

Notes from the bathroom, for the next time we touch a wet area (the laundry, probably, in a few years).

In a shower the waterproofing membrane is the thing that fails, not the tiles, and it's the thing you can't see once it's done. Ask for the name of the membrane system, ask whether the applicator is licensed for it, and get a producer statement (PS3) at the end. A builder who can't answer those is telling you something. Tile adhesive and grout are not waterproof; grout is a sponge with good manners.

Falls: a walk-in shower floor needs a fall of about 1:50 towards the drain, and with a linear drain the fall goes in one direction only, which makes big-format tiles possible. That's why our 600 × 600 floor tiles work in the shower — with a centre drain you'd need smaller tiles or lots of cuts.

Matte porcelain with a slip rating of R10 or better for the floor. Ours are R11, which feels slightly rough under bare feet, but Dad didn't slip once in five weeks.

Sealing: the grout needs sealing about six months after it cures and then every year. The silicone at the glass panel and the floor junction needs replacing when it goes black, not when it starts leaking.
""")

add("Resources/Trade Me selling tips.md", """
---
tags: [resource]
---
# Trade Me selling tips

What I've learned from selling the school's lab surplus (2025 and 2026) and some of our own stuff (the old Dutch oven, Callum's bike rack, and the bath from the old bathroom — yes, someone wanted a pink-beige bath).

Photos matter more than the description: daylight, plain background, one photo showing scale (a ruler or a mug), and a photo of any damage. Listings with the damage photo get fewer questions and no angry messages. Start auctions on a Sunday evening and end them seven days later on a Sunday evening; that's when people are on the couch with their phones.

Use Buy Now for things where the price is obvious, and an auction for odd things where I have no idea what they're worth — the 1994 periodic table would have gone for $40 on Buy Now and went for $55 at auction. For anything heavy, put "pick-up only, Mt Roskill" in the title, not just the body, or someone in Invercargill will ask about shipping.

The bath sold for $50 to a man who wanted it as a planter. He picked it up on 2026-05-09 with a friend and a trailer.
""")

add("Resources/Books 2026.md", """
---
tags: [resource, reading]
---
# Books 2026

| Title | Author | Finished | Verdict |
| --- | --- | --- | --- |
| The Disappearing Spoon | Sam Kean | 2026-01-12 | re-read; I still steal stories from it for Year 11 |
| Braiding Sweetgrass | Robin Wall Kimmerer | 2026-03-01 | slow and beautiful |
| The Wager | David Grann | 2026-04-26 | couldn't stop |
| 房思琪的初戀樂園 | 林奕含 | 2026-06-10 | hard to read, important |
| Atomic Habits | James Clear | abandoned | the same idea 300 times |
| Napoleon's Buttons | Le Couteur & Burreson | 2026-08-09 | organic chemistry through history |
| 單車失竊記 | 吳明益 | 2026-09-27 | read in Chinese, slowly, on the bus |
| Tomorrow, and Tomorrow, and Tomorrow | Gabrielle Zevin | 2026-11-20 | |

Napoleon's Buttons gave me the opening for the organic unit this year: the tin buttons that may or may not have crumbled in the Russian cold. The students don't care whether it's true; they care that chemistry might have beaten an army.
""")

# ====================================================================== root
add("Inbox.md", """
# Inbox

Things to file later, and things that don't belong anywhere.

- The physics teacher (Martin) has a spare VEX brain from his old school — ask if robotics can have it
- Find out whether the PTA has a first-aid kit for the regional or whether we borrow the sick bay's
- 媽媽說想學 LINE 視訊換背景，下次教她
- Callum's sister's wedding is 13 March 2027 in Nelson — book flights before the school calendar fills up
- Recipe idea: 紅豆 sourdough again but with less sugar in the bean paste
- Move finished projects to Archive at the end of each term
""")

# ====================================================================== Archive
add("Archive/Robotics Nationals 2026.md", """
---
created: 2025-11-16
status: archived
tags: [project, robotics]
---
# VEX Nationals 2026 — Christchurch

8421A qualified at the Auckland regional on 15 November 2025 as tournament champions in an alliance with 3310X, so this project was about getting four students, two staff and a robot to Christchurch and back for the national championship, 20–22 March 2026, without anyone losing a battery or a consent form. The B team didn't qualify; they came to help pack.

Travel: Air New Zealand from Auckland on Thursday 19 March at 6:40 am, back on Sunday 22 March at 7:55 pm. The robot travelled in the hard case as checked baggage, with the two batteries in carry-on (lithium under 100 Wh is allowed; ours are well under). We stayed at a motel on Riccarton Road, two rooms for the students and one each for Anaru and me.

The total came to $3,980 for the group: flights $1,812, motel three nights $1,260, van hire $438, food $470. The board paid for the two staff, and the per-student cost after the surplus-sale money was put towards flights was $640. Two families paid in instalments; both had cleared by 13 March.

## Result
We were 14th of 48 teams after qualification, the first pick of the 6th alliance, and went out in the round of 16 to the eventual finalists. Skills score 87 (driver 52, autonomous 35) — our best ever, but not enough for a Worlds spot. Aroha was interviewed for the Excellence Award and didn't get it; the judges said the notebook was strong but our testing data was thin. That's the lesson for next season: log every test, even the boring ones.

## Checklist (done)
- [x] EOTC form and risk assessment to Fiona (2026-02-06)
- [x] Parent letters in English and Chinese (sent 2026-02-06)
- [x] Deposits ($200) collected by 20 Feb
- [x] Flights booked 2026-02-10
- [x] Motel booked
- [x] Robot case weighed: 21.5 kg

Moved to Archive on 2026-03-30.
""")

add("Archive/Nationals trip parent letter.md", """
---
tags: [robotics, letter]
---
# Parent letter — VEX Nationals trip (final, sent 6 Feb 2026)

Dear parents and caregivers,

Congratulations — your young person's team, 8421A, has qualified for the VEX Robotics National Championship in Christchurch from Friday 20 to Sunday 22 March 2026. This is the first time a Kauri Park team has qualified, and we would love all four team members to attend.

Students will fly from Auckland with Ms Huang and Mr Tipene on Thursday 19 March (meet at the domestic terminal at 5:30 am) and return on Sunday 22 March on the evening flight, landing at about 9:15 pm. Please arrange pick-up from the domestic terminal. Students will share rooms at a motel in Riccarton, supervised by both staff.

The cost per student is $640, which covers flights, accommodation, van transport and meals. This is lower than first estimated because the club's lab-surplus sale money is covering part of the flights. A deposit of $200 is due by Friday 20 February, and the balance by Friday 13 March. Please talk to Ms Huang privately if cost is a barrier — no student will miss out because of money.

Please return the signed consent form and the medical information sheet by 20 February. Students should bring a school jacket, closed shoes for the pit area, and any medication they need.

Ngā mihi,
Wendy Huang (Robotics club, Science department)
""")

add("Archive/全國賽 家長信.md", """
---
tags: [robotics, letter]
aliases: [家長信 全國賽]
---
# 家長信 — VEX 全國賽（中文版，2026/2/6 寄出）

親愛的家長您好：

恭喜！您孩子所屬的 8421A 隊已經取得 2026 年 VEX 機器人全國賽的參賽資格，比賽在基督城舉行，日期是 3 月 20 日（星期五）到 3 月 22 日（星期日）。這是 Kauri Park 第一次有隊伍晉級全國賽，我們希望四位隊員都能參加。

學生會在 3 月 19 日（星期四）由黃老師和 Tipene 老師帶隊從奧克蘭出發，當天早上 5:30 在國內線航廈集合；3 月 22 日星期日晚上回到奧克蘭，大約九點多，請家長到國內線航廈接。住宿是 Riccarton 的汽車旅館，男女分房，兩位老師全程陪同。

每位學生的費用大約是 720 元，包含機票、住宿、交通和三餐。請在 2 月 20 日（星期五）前繳交 200 元訂金，餘款在 3 月 13 日前繳清。如果費用有困難，請私下跟黃老師聯絡，我們不會讓任何學生因為錢的問題不能去。

請在 2 月 20 日前交回簽好的同意書和健康資料表。學生請帶學校外套、包鞋（維修區規定），以及需要的藥物。

黃筱雯 敬上（機器人社、自然科）

2026-02-11 更正：費用降為每人 640 元（去年實驗器材義賣的錢補貼了一部分機票），英文版寫的才是對的，已經在家長 WhatsApp 群組通知。
""")

add("Archive/Lab surplus sale 2025.md", """
---
created: 2025-09-05
status: archived
tags: [project, school]
---
# Lab surplus sale (2025)

When the S2 lab was refitted over the winter break we ended up with two cupboards of equipment that nobody had used since the science block was built, and Fiona asked whether anyone wanted to "deal with it". I said I would sell it on Trade Me if the money could go to robotics. Raewyn's conditions: it goes through the school's Trade Me account, every sale gets a receipt in the finance system, buyers pick up from the front office only (not the labs), and nothing hazardous leaves the school except through the proper disposal contractor.

| Item | Listed | Sold for | Buyer | Picked up |
| --- | --- | --- | --- | --- |
| Ohaus top-pan balances ×3 | $120 each | $85, $85, $95 | a home-school family (two), a jeweller | 2025-09-30 |
| Spectronic 20 spectrophotometer | $450 | $340 | a home brewer from Kumeū | 2025-10-03 |
| Melting point apparatus | $250 | $210 | a university student | 2025-10-09 |
| Bunsen burners (old pattern) ×20 | $150 the lot | $120 | a community college in Hamilton | 2025-10-15 |
| Glassware box (beakers, flasks) | $80 | $60 | a potter | 2025-10-21 |
| Water bath (1990s) | $200 | $180 | a vet clinic | 2025-10-28 |
| Hot plates ×4 | $60 each | $240 total | a makerspace | 2025-11-04 |
| Bench centrifuge | $300 | $250 | a school in Whangārei | 2025-11-07 |
| Conductivity meters ×5 | $120 the lot | $95 | a science tutor | 2025-11-12 |
| Microscope lamp set | $120 | $100 | a hobby photographer | 2025-11-20 |
| Fume cupboard (1987) | — | not for sale | removed by the refit contractor | — |
| Mercury thermometers ×14 | — | not for sale | hazardous waste pick-up 2025-11-18 | — |

Total sold: $1,860, transferred to the robotics account on 2025-11-25.

The Spectronic was the best story: the buyer brews beer and wanted to measure bitterness, and he stayed for half an hour talking about absorbance at 275 nm. The balances were the worst — one was listed with a photo of the wrong balance, and the buyer pointed out (correctly) that the pan was bent, so it went for $85 instead of $95 and I sent an apology.

Lessons for next time: take photos of every item on the day it's listed, weigh everything for courier quotes even if it's pick-up only (three people asked), and write "sold as is, no returns, school equipment" in every listing. Raewyn wants the receipts in the same week, not at the end of term.

Moved to Archive on 2025-12-01.
""")

add("Archive/Permanent resident visa.md", """
---
created: 2025-09-20
status: archived
tags: [project, immigration]
---
# Permanent resident visa (PRV)

The resident visa became eligible for a PRV on 16 October 2025. I started collecting things in September, because last time (for the resident visa) a missing police certificate cost me six weeks.

What the application actually needed, in the end, was much less than I feared: the passport bio page, the resident visa details, confirmation that I'd met the 184-day requirement (they check movements themselves, but I attached my own table), and the fee. No police certificate, no medical. I'd already requested a Taiwan police certificate (警察刑事紀錄證明) through TECO just in case, and it arrived in the end as a souvenir.

- 2025-09-20 started the checklist
- 2025-09-29 requested the 良民證 through TECO Auckland, NZ$38 (not needed in the end)
- 2025-10-20 submitted online, paid $305
- 2025-10-31 acknowledgement email with the application number
- 2025-11-26 良民證 arrived by post
- 2026-02-09 approved — PRV granted, eVisa letter downloaded the same night

It took 16 weeks. The published processing time said "up to 6 months", so that's faster than I'd braced for.

- [x] Save the eVisa PDF in two places (Google Drive and the USB stick in the safe)
- [ ] Update my residence status with the bank (they still have "resident visa")

Moved to Archive on 2026-02-15.
""")

add("Archive/Parent visitor visa 2026.md", """
---
created: 2026-05-30
status: archived
tags: [project, immigration, parents]
---
# Parent and Grandparent Visitor Visa (Mum and Dad)

Mum and Dad have visited once before, in 2019, on ordinary visitor visas. Since they can now stay up to six months at a time on the Parent and Grandparent Visitor Visa (multiple entry, valid three years), we applied for that instead, with me as their sponsor. Because I'm a resident — a PRV holder since February — I qualify.

What we needed: their passports, a sponsorship form from me, proof that I'm a resident (the PRV eVisa letter), evidence of travel insurance for the whole stay (compulsory for this visa), and the fee for each of them. Dad's health was the part I worried about, because of the diabetes; in the end they only required chest X-rays, which they did at the panel clinic in Taichung, not full medicals, since each visit is under six months.

- 2026-05-30 started collecting documents
- 2026-06-08 chest X-rays at the panel clinic in Taichung (哥 took them)
- 2026-06-15 submitted the applications online (one each), $211 each
- 2026-07-02 request for Dad's travel insurance certificate in English
- 2026-07-06 sent it (the insurer took three days)
- 2026-08-03 both approved, multiple entry until 2029-08-02

Moved to Archive after their flights were booked (2026-08-05).
""")

add("Archive/台中 2025-26 暑假.md", """
---
created: 2025-11-20
status: archived
tags: [project, taiwan]
---
# 回台中（2025/12 – 2026/1）

紐西蘭暑假回台中，12 月 19 日從奧克蘭出發（CI54），1 月 18 日回到奧克蘭。Callum 留在紐西蘭，聖誕節去 Napier 他爸媽家，所以 Mochi 沒人餵，出發前把一部分酵母曬乾裝罐，剩下的放冰箱。

## 要辦的事
- [x] 1/6 陪爸爸回診（榮總新陳代謝科）
- [x] 1/9 陪媽媽看眼科，排白內障手術
- [x] 換健保卡
- [x] 去銀行把紐幣換成台幣，給爸媽過年的紅包
- [x] 把爸媽手機 LINE 的字體調大
- [x] 12/27 哥一家來台中，一起吃火鍋

## 花費
| 項目 | 金額 |
| --- | --- |
| 機票（來回） | NZ$1,890 |
| 高鐵（台北－台中來回） | NT$1,400 |
| 給爸媽紅包 | NT$20,000 |
| 給姪子姪女紅包 | NT$6,000 |
| 洗牙、常備藥 | NT$650 |
| 禮物（蜂蜜、羊毛脂霜、Whittaker's） | NZ$210 |

這次回去最大的感觸是媽媽真的老了：她在市場算錢開始變慢，會把 500 當 1000。爸爸反而精神很好，每天早上去公園跟人下棋。跟哥講好：爸媽的事他負責看醫生和跑腿，我負責錢的部分和長期的安排（長照、保險），每個月第一個禮拜天三個人一起視訊討論，不要只在家族群組丟訊息。

回來後 Mochi 用曬乾的酵母復活，花了四天。

2026-01-25 移到 Archive。
""")

add("Archive/台中 2026 七月.md", """
---
created: 2026-06-10
status: archived
tags: [project, taiwan]
---
# 台中 七月（學期假）

第二學期結束後的兩週假期回台中，7 月 4 日出發、7 月 19 日回來。這次主要是看媽媽兩眼開完刀後的情況、爸爸的手腕復健，還有長照的事。

## 做了什麼
7 月 8 日跟照專和個管師開會，把爸爸的居家服務（洗澡）停掉，改成居家復健。這是這趟最重要的事，詳細在 [[長照 申請]]。

7 月 12 日教媽媽做酸種麵包。我帶了一小罐 Mochi 過去（乾燥的酵母片，入境有申報，沒問題），在媽媽家的小烤箱烤。第一條扁得像大餅，因為台中 30 度，發酵一下就過頭了。第二條把基本發酵縮短到三個半小時，好很多。配方另外寫了一份中文版給她：[[酸種麵包 基本配方]]。

7 月 14 日陪爸爸骨科回診，醫生說骨頭長好了，可以提輕的東西，但不要超過兩公斤。

這次還發現媽媽的手機裡有一個陌生的 LINE 帳號一直傳「投資群組」的訊息，是詐騙。已經封鎖，也教她不要點連結。哥說會再跟她講一次。

## 花費
機票 NZ$1,620（學校假期，貴）。其他沒什麼花。

2026-07-25 移到 Archive。
""")

add("Archive/Auckland Half 2025.md", """
---
created: 2025-07-14
status: archived
tags: [project, running]
---
# Auckland Half Marathon 2025

Entered on 14 July 2025 (early bird, $139). Goal: under 2:05, after 2:07 last year.

Race day, Sunday 2 November 2025: start at Devonport at 6:20 am, with the bus from the city at 5:00 — which meant leaving home at 4:20. The bridge was windy and slow as always. I went through 10 km in 58:40, right on plan, and then my left calf cramped near Westhaven at about 17 km and I walked for a minute and a half. Finished in 2:04:37 — under the goal anyway, but the last 4 km were ugly. Callum was at the finish in Victoria Park with a flat white and a banana.

What I'd change: strength work for the calves from the start of the block, not the last three weeks; and take the second gel at 14 km, not 16 km — I think the cramp was partly fuel.

Moved to Archive on 2025-11-10.
""")

add("Archive/Auckland Half 2026.md", """
---
created: 2026-07-20
status: archived
tags: [project, running]
---
# Auckland Half Marathon 2026 — sub-2

Entered on 2026-07-20 ($149; no early bird this year, I missed it by a week). Goal: under 2 hours, which needs 5:41/km; the plan trained 5:35 to leave some margin for the bridge.

Sunday 1 November 2026. Same logistics as last year, except Callum drove me to the bus at 4:45 so I could sleep an extra twenty minutes. Splits: 5 km 28:10, 10 km 56:05, 15 km 1:24:02, finish 1:58:41. Gels at 7 and 14 like the plan said; no cramp, and nothing hurt until the last kilometre, which hurt in the normal way. Mum and Dad were at the finish in Victoria Park with Callum and a sign Mum had made that said 筱雯加油 in marker on the back of a cereal box. Dad cried a little and denied it.

Next: maybe the Rotorua full in May 2027? Callum says I said "never a full" at km 19.

Moved to Archive on 2026-11-05.
""")

add("Archive/Bathroom renovation.md", """
---
created: 2026-01-25
status: archived
tags: [project, home]
---
# Bathroom renovation

The bathroom was original 1958 with a 1990s "update": pink-beige tiles, a bath with a shower over it, a curtain that never dried, and a floor that bounced near the bath. The goal was a walk-in shower with a proper waterproofing membrane, a wall-hung vanity, a heated towel rail and an extractor fan that actually vents outside, without moving the toilet or the drain positions, so that we wouldn't need a building consent.

## Quotes
| Builder | Quote (incl. GST) | What's included | Could start |
| --- | --- | --- | --- |
| Harbourside Bathrooms (Mike) | $31,400 | design, all trades, project managed, 10-yr waterproofing warranty | late June |
| Tane Walker Building | $26,850 | builder + his tiler, plumber and electrician subbed, membrane by a licensed applicator, $2,000 contingency | 4 May |
| Li Brothers Renovation | $23,900 | builder and tiling; electrical and waterproofing "we arrange" | April |

All three came in February. Callum leaned towards Harbourside because of the warranty and because Mike had a tablet with 3D renderings; I didn't like being told the "investment" was an "opportunity". Li Brothers couldn't tell me the name of the membrane system, and when I asked about a producer statement for the waterproofing the answer was "no need, we do many". Tane came twice, crawled under the house with a torch the first time, found the soft weatherboard I'd seen, and his quote listed every line, including a $2,000 contingency for rot under the bath. Going with Tane — told him on 14 March, deposit $2,685 (10%) paid the same day.

The other thing we went back and forth on was the bath. Callum likes baths; I haven't had one in three years. A walk-in shower with a fold-down seat suits my parents when they visit and suits us when we're old, and the bath takes up the whole end wall. No bath. We settled that on 2 March, in the kitchen, at the end of a longer conversation than it deserved.

## Choices
- Tiles: 600 × 600 matte grey porcelain on the floor, white 300 × 600 on the walls, from Tile Depot in Penrose ($2,340 including 10% extra)
- Vanity: 900 mm wall-hung, oak-look, one drawer (Tane's supplier, $1,180)
- Shower: 1,200 × 900 walk-in, fixed glass panel, linear drain, fold-down seat and grab rail
- Tapware: brushed nickel, not matte black — black shows every water spot (Priya's mum's bathroom)
- Heated towel rail on a timer; extractor fan ducted outside through the soffit

## Timeline
- 2026-05-04 demolition (Callum and Tane; I was at school)
- 2026-05-06 rot found in two floor joists and the bottom plate under the old bath — the repair came to $4,150, so the $2,000 contingency plus a variation of $2,150, approved the same evening
- 2026-05-11 new framing and floor, plumbing rough-in
- 2026-05-18 membrane applied by the licensed applicator; producer statement to follow
- 2026-05-20 flood test, 48 hours, passed
- 2026-05-25 to 05-29 tiling
- 2026-06-08 fit-off (vanity, toilet, tapware, towel rail, fan)
- 2026-06-19 finished; first shower that night
- 2026-06-26 final invoice paid
- 2026-07-30 fan rattling, replaced under warranty

## Money
| Item | Amount |
| --- | --- |
| Tane's quote (contingency used) | $26,850 |
| Rot variation | $2,150 |
| Tiles (we bought them) | $2,340 |
| Fold-down seat upgrade | $420 |
| **Total** | **$31,760** |

Our budget was $30,000, so we went over by $1,760, almost all of it the rot under the bath — which Tane had warned us about on his first visit.

While it was happening I showered at the school gym and Callum at his brother's in Three Kings. Three weeks of that was about two weeks too many.

## Left to do
- [x] Producer statement for the membrane (PS3) — received 2026-06-30, filed with the house documents
- [x] Send the insurer the completion photos for the sum-insured update
- [ ] Seal the grout after six months (December 2026)
- [ ] The mixer drips a little when it's turned off hard — warranty claim to the tapware supplier if it gets worse
- [ ] Leave a review for Tane

Moved to Archive on 2026-08-10.
""")

# ====================================================================== Daily
add("Daily/2025-09-14.md", """
---
tags: [daily]
---
# Sunday 14 September 2025

Video call with Mum and Dad at eight tonight, which is four in the afternoon in Taichung. Dad had his blood test on Friday and the clinic says his HbA1c is 7.8, up from 7.1 in March, so the doctor wants to see him again on the 22nd about the dose. He insists it's because of the birthday cake at 阿姨's party and that he'll be "good" from now on. Mum rolled her eyes off-screen. 哥 is going with him.

Spent most of the afternoon writing the listing text for the lab surplus sale. Raewyn finally signed off on Friday, so the first batch (three old top-pan balances and the Spectronic 20) can go on Trade Me this week under the school's account. I need to photograph everything in daylight on Monday before period 1.

- [x] Feed Mochi before bed
- [x] Email Raewyn the item list
- [ ] Ask Grace whether the mercury thermometers are still in the prep-room cupboard
""")

add("Daily/2025-09-28.md", """
# Sunday 28 September 2025

First Sunday of the holidays and I slept until eight, which hasn't happened since July. Ran 16 km this morning from home along the Waterview path to Pt Chevalier and back in 1:38, and my left calf went tight again for the last three kilometres — the same as the 14 km two weeks ago. Five weeks to the half. I'm going to do the calf raises properly this time, not "when I remember".

Baked yesterday with the new bag of Champion at 75% hydration and it spread across the tray like a pancake. That flour won't take it. Back to 72% next Saturday, and I wrote it in the bake log so I stop trying.

The robotics kids come in on Tuesday and Thursday during the holidays. Anaru has the key for Tuesday, so I only need to be there Thursday. Aroha wants to rebuild the intake for the third time; I told her she can, if she writes down in the notebook why the second one failed, with numbers.

- [x] Calf raises 3 × 15
- [ ] Book Sarah at the physio if the calf is still tight after Thursday
""")

add("Daily/2025-10-22.md", """
---
tags: [daily]
---
# 2025-10-22 星期三

前天晚上終於把永久居民簽證（PRV）的申請送出去了。線上表格其實不難，最花時間的是旅行紀錄那一頁，要把過去兩年每一次出入境的日期都填上，還好我在 Areas 那篇有記。付了 NZ$305，按下送出的時候手心都是汗。Callum 笑我連護照號碼都核對了三次。

第四學期第二週。Year 13 再三個禮拜就停課準備考試了，3.7 氧化還原的重交期限上週五就過了，還有兩個學生沒交，今天打電話給家長。其中一個媽媽很客氣地說孩子「已經決定不要這個學分了」，我其實有點難過。

晚上做了一組小腿的肌力訓練。跑步的時候左小腿還是會緊，但比上個月好一點。
""")

add("Daily/2025-11-02.md", """
---
tags: [daily, running]
---
# 2 November 2025 — race day

Auckland Half done: 2:04:37. Under the 2:05 goal, but only just, and the last four kilometres were a negotiation. My left calf cramped at about 17 km near Westhaven and I had to walk for a minute and a half, stretching against a lamppost while a man dressed as a banana went past. The first ten were exactly on plan (58:40 at 10 km). Callum was at the finish in Victoria Park with a flat white and a banana, which felt pointed.

Lesson, written while it still hurts: strength work from the beginning of the block, and the second gel earlier. Mum called on LINE this afternoon because she'd seen the photo in the family group, and asked why I looked so tired. I love her.
""")

add("Daily/2025-11-15.md", """
---
tags: [daily, robotics]
---
# Saturday 15 November 2025

Auckland regional at Lynbrook College, 7:30 am to 6 pm, and 8421A are tournament champions. We were the 4th seed after qualification, got picked by 3310X (the top seed, from Botany), and the alliance won the final 2–1 after losing the first match to a disconnection. That means Nationals in Christchurch in March — the first time a Kauri Park team has ever qualified. Aroha cried, Sione pretended he didn't, and Anaru had to sit down.

8421B won the Think Award for their autonomous code, which is almost entirely Priya's work. I need to tell her that properly on Monday, not just in the van.

Tomorrow: start the Nationals project note, find out the dates and the entry fee, and warn Fiona that I'm about to ask for money.
""")

add("Daily/2025-12-07.md", """
# 2025-12-07

Last full week of teaching. Year 13 are gone — the Level 3 Chemistry exam was on 18 November and I've been pretending not to check the results release date since. The Year 11s are on their last topic and their last nerve.

The lab surplus sale is finished: the last item (the microscope lamp set) was picked up on 20 November and Raewyn transferred $1,860 to the robotics account on the 25th. The project note is in Archive now. I've already got a list in my head for next year's round, because S3 gets refitted in 2026.

Flights on the 19th. 今天把 Mochi 的一部分抹在烘焙紙上晾乾，等乾了就敲碎裝罐。Callum 這次不一起回台灣，聖誕節他去 Napier，所以家裡沒人餵酵母。剩下的放冰箱，回來再看它還活不活。

- [x] Dry starter
- [ ] Write the end-of-year robotics newsletter
- [ ] Buy the lanolin cream for Mum and the Whittaker's for 哥's kids
""")

add("Daily/2025-12-24.md", """
---
tags: [daily, taiwan]
---
# 12月24日 週三（台中）

台中今天只有 14 度，對從紐西蘭夏天回來的人來說太冷了。早上陪媽媽去北屯市場，她跟每個攤販介紹「這是我女兒，在紐西蘭當老師」，魚販說看起來不像老師，比較像學生，媽媽很高興。

昨天陪爸爸去榮總抽血，結果要等一月六號回診才知道。他一路上都在說這次一定沒問題，因為他「最近都沒吃蛋糕」，但我在他房間看到一盒鳳梨酥少了一半。

哥一家 27 號才下來。今晚是平安夜，台灣沒什麼人在過，我跟爸媽吃了火鍋，看了一個小時的政論節目，爸爸看到睡著。
""")

add("Daily/2026-01-07.md", """
# 2026-01-07 星期三

昨天陪爸爸回診，HbA1c 降到 7.2（九月是 7.8），林醫師說有進步，藥維持不變，繼續 500 毫克一天兩次。爸爸出了診間就說要去一中街吃豆花慶祝，我說可以，不要加粉圓。他加了。

後天要帶媽媽看眼科。她一直說看東西霧霧的「是年紀大了正常」，但我在家裡看到她把醬油當醋倒了兩次。

前天去換了新的健保卡，新照片比舊的（大學時拍的）老了二十歲，也誠實了二十歲。
""")

add("Daily/2026-01-25.md", """
---
tags: [daily]
---
# Sunday 25 January 2026

Back a week and finally sleeping through the night. Mochi is alive: the dried flakes took four days of feeding to get going again, and yesterday's loaf took six and a half hours to bulk and came out sourer than usual, but it's bread. The jar I left in the fridge as a backup smelled like nail polish remover and went in the compost.

Started the bathroom project note properly. Three builders are coming to quote in February: Harbourside on the 3rd, Tane Walker on the 7th, Li Brothers on the 12th. Callum thinks we should keep the bath. We'll see.

Sent Fiona the draft EOTC form for Nationals. The parent letter needs a Chinese version for three of the families; Ella's dad said he'd check my translation.
""")

add("Daily/2026-02-11.md", """
# Wednesday 11 February 2026

The PRV came through on Monday. I read the email twice in the staff room and then had to teach Year 11 ionic bonding as if nothing had happened. No travel conditions, no expiry, no more counting days. Callum bought a cake that said PERMANENT on it, which the bakery assumed was a hair-salon joke.

The parent letters for Nationals went out last Friday in English and Chinese. The Chinese one still has the old cost — $720 — because I translated the draft before Fiona agreed to put the surplus-sale money towards the flights, and then only updated the English. Noticed on Monday night; I'll post the correction in the parents' WhatsApp group today.

- [x] Post the cost correction in the WhatsApp group
- [ ] Deposits due 20 Feb — 2 of 4 paid
""")

add("Daily/2026-03-12.md", """
---
tags: [daily, parents]
---
# 2026-03-12 週四

昨天爸爸在北屯市場跌倒，左手腕骨折。地上濕，他又提了兩大袋菜。哥從新竹開車下來帶他去急診，照了 X 光，打石膏，醫生說要六個禮拜。爸爸在群組傳了一張石膏的照片，配字「沒事」，後面還加了一個大拇指，用的是那隻沒打石膏的手。

我第一個反應是要不要飛回去。哥說不用，他這週請假，媽媽也還可以。下禮拜我要帶學生去基督城比賽，真的走不開。心裡很不舒服，一整天上課都在看手機。

晚上跟哥講好：買菜一次一袋，重的東西他週末來載。爸爸說好，但他說好的時候通常不算數。
""")

add("Daily/2026-03-22.md", """
---
tags: [daily, robotics]
---
# Sunday 22 March 2026 — Christchurch

Writing this at the gate. Nationals are over: 14th of 48 after qualification, picked first by the 6th alliance, out in the round of 16 against the team that ended up in the final. Skills 87 — 52 driver, 35 autonomous — our best ever. No Worlds spot. Aroha was interviewed for the Excellence Award and came out saying the judges asked about testing data "like three times". We didn't get it, and she already knows what that means for next season.

The students were brilliant. Sione fixed a snapped chain between two matches with a spare from a Dunedin team he'd never met. Nobody lost anything, which is a first.
""")

add("Daily/2026-04-15.md", """
# 2026-04-15 Wednesday

媽媽昨天右眼白內障手術，很順利。哥陪她去，她今天視訊的時候戴著一個透明的眼罩，說世界「變得好亮，好像換了新電視」。要點四種眼藥水，每天四次，她已經搞混一次了。哥說要用不同顏色的膠帶貼瓶子。

Holidays. Spent the morning at Tile Depot in Penrose with Callum choosing tiles, which took two hours and one argument about whether grey is "a colour". 600 × 600 matte grey for the floor, white for the walls, ordered with 10% extra. Tane starts demolition on 4 May.

Baked a 30% wholemeal on Saturday at 75% and it's the best wholemeal yet.
""")

add("Daily/2026-05-06.md", """
---
tags: [daily, bathroom]
---
# Wednesday 6 May 2026

Tane rang at lunchtime: when they lifted the floor where the old bath was, two joists and the bottom plate were soft with rot, probably from decades of the shower-over-bath leaking behind the tiles. He sent photos — you could push a screwdriver into the timber. His quote had a $2,000 contingency for exactly this and it isn't enough; the variation is another $2,150 for new joists, plate and flooring. Approved it by text tonight after looking at the photos with Callum. There's no choice really.

Demolition was on Monday. The pink-beige tiles came off in about three hours. Someone on Trade Me wants the old bath.

台灣那邊今天照專到家裡評估爸爸的長照需求，我用視訊參加了一半，十點多才結束。等級第 3 級，照專建議居家服務幫忙洗澡，再加交通接送。爸爸全程沒說話，最後問照專會不會下棋。
""")

add("Daily/2026-05-19.md", """
# 2026-05-19

The waterproofing membrane went on yesterday — a licensed applicator called Josh, two coats with reinforcing tape in every corner, and he explained all of it without being asked, which I liked. The flood test starts tomorrow, 48 hours. Tiling next week.

I've been showering in the school gym for two weeks and I have opinions about the water pressure.

Teaching Council renewal: the police vet cleared last Thursday; now it's sitting with Mr Whitfield for the endorsement. Reminded him today. Again.

- [ ] Tiles delivered Friday — someone needs to be home at 8
""")

add("Daily/2026-06-03.md", """
---
tags: [daily, parents]
---
# 2026年6月3日 星期三

媽媽昨天左眼也開完了，這次她自己記得點眼藥水，哥說不用再貼膠帶了。她說現在兩隻眼睛一樣亮，終於不會一隻看出去黃黃的、一隻白白的。

爸爸那邊不太順：居家服務 5 月 25 日開始，居服員每週二、五來幫他洗澡，他已經抱怨兩次「我自己可以」，上週五還把居服員擋在浴室外面。媽媽很為難。這個要等我七月回去當面處理，電話裡講不清楚。

浴室上週鋪完磁磚了，灰色的地板比想像中好看。下週一裝馬桶和洗手台。
""")

add("Daily/2026-06-20.md", """
---
tags: [daily, bathroom]
---
# Saturday 20 June 2026

Bathroom finished yesterday and I had the first shower at 9 pm. Standing in a shower without a curtain clinging to my legs. Sitting on the fold-down seat just because I could. Callum admitted, at last, that he doesn't miss the bath.

Snags so far: the mixer drips a little if you turn it off hard, and the fan is louder than it should be. Tane says both are fine but he'll get Ray to look at the fan. The producer statement for the membrane is coming "next week".

Submitted Mum and Dad's visitor visa applications on Monday — $211 each, both with my sponsorship form and their insurance quotes. Now we wait.

Baked a celebration loaf this morning; the kitchen is so cold that bulk took seven hours.
""")

add("Daily/2026-07-09.md", """
# 7月9日（四）台中

昨天跟照專和 A 單位的個管師開會，結果：洗澡的居家服務停掉，改成一週兩次到家裡的居家復健，交通接送保留。爸爸聽到不用再讓別人幫他洗澡，整個人都放鬆了，還主動問復健師幾點來。浴室要裝扶手和止滑墊，個管師說可以申請輔具補助。

今天帶媽媽去買鑄鐵鍋，她說家裡的鍋子「太小了，烤不了你那種大麵包」。週末教她做酸種。

台中熱到 34 度，走到巷口就一身汗。我竟然想念奧克蘭的冬天，這句話我從來沒想過會說。
""")

add("Daily/2026-07-26.md", """
---
tags: [daily, running]
---
# Sunday 26 July 2026

Bought new running shoes this morning — Novablast 5, $260 at the Newmarket shop with the teacher discount. The old pair has about 720 km on it and the foam is flat on the outside of the heel. Did a 10 km time trial yesterday in 54:30, which puts sub-2 within reach if I actually follow the plan. Wrote the plan out tonight: fourteen weeks, starting tomorrow.

School went back on Monday. The 3.7 redox unit starts tomorrow as well, with the vitamin C tablets again.

Callum fed Mochi the whole two weeks I was in Taichung and sent me a photo of the jar every day with captions like "Day 9: she's fine, I'm fine". She is fine.
""")

add("Daily/2026-08-04.md", """
# Tuesday 4 August 2026

Mum and Dad's visas were approved yesterday — both multiple entry, valid for three years. I booked their flights tonight on China Airlines: arriving 8 October, leaving 12 November. Five weeks. I rang 哥 first; all he said was 那你要準備好了.

Robotics: the parts order (six motors, two batteries, wheels, C-channel, field tiles) went to Fiona for sign-off. $1,436.40, which leaves about a thousand of the grant for the regional.

- [ ] Tell Mum and Dad about the visa on Sunday's call, properly, with the dates
- [ ] Write the Chinese version of the plan for them
""")

add("Daily/2026-08-20.md", """
---
tags: [daily]
---
# 2026-08-20

Shin still sore from Sunday's 18 km — right side, inner edge, tender when I press it. Booked Sarah at the physio for tomorrow afternoon and took this week off running, which is the hardest training there is.

Finished the chemical audit with Grace today: 312 containers on the shelves against 287 on the register, and 41 for disposal. The ether from 2009 is bagged and isolated in the flammables cabinet; nobody is opening that. The picric acid turned out to be a dilute solution, thank goodness — I'd already been reading about what to do if it was dry.

Photographed everything for this year's surplus sale at lunchtime. Listings go up on Saturday.
""")

add("Daily/2026-09-16.md", """
# 9月16日 週三

NZQA 的 moderation 報告昨天回來了：3.2 光譜的八份樣本，moderator 同意六份。不同意的兩份都是我給 Merit、她認為只有 Achieved，因為學生沒有把質譜的分子離子峰和分子式連起來。說實話她是對的，明年評分標準要寫清楚。

House insurance renewed on Monday — $3,140, up from $2,870. I rang the broker to complain and he said the whole market went up, which is what he said last year.

Long run on Sunday was 18 km with no shin pain at all. Back on track.
""")

add("Daily/2026-10-04.md", """
---
tags: [daily, parents]
---
# Sunday 4 October 2026

Last Sunday call before they come. I went through the Chinese packing list with Mum line by line: Dad's medicines in the original boxes in the carry-on, the English medicine list from 榮總, no 肉乾, and yes, she can bring 鳳梨酥 for Callum's parents as long as she declares it. Dad asked three times whether he needs a coat. Yes.

Spare room ready: oil heater, the thick duvet, a night light for the hallway. Wrote an English version of Dad's medicine list for Callum.

Last long run before the race: 20 km at 5:48/km, no shin, no calf. Four weeks to go.
""")

add("Daily/2026-10-09.md", """
---
tags: [daily, parents]
---
# 10月9日（五）

爸媽昨天到了。飛機晚了四十分鐘，十二點多才出來，爸爸推著行李車走在前面，好像他才是來接機的人。Callum 用練了一個月的中文說「歡迎、歡迎」，媽媽感動得要命。

爸爸的藥都帶了，六週份，原盒，放隨身行李，一樣都沒少。海關問了鳳梨酥，申報了就沒事。

昨天晚上他們九點就睡了，今天早上四點半爸爸就起來在院子裡走來走去，鄰居的狗叫了半小時。
""")

add("Daily/2026-10-27.md", """
# Tuesday 27 October 2026

Labour Day yesterday: Callum drove us all out to Piha. Dad stood on the black sand, looked at it for a long time, and asked whether it was dirty. Mum collected shells. The wind took Dad's hat.

Last Tuesday I went to TECO to hand in the passport renewal — forty minutes, very polite, "three to four weeks". The day after, ChemCollect came to school and took the 41 containers from the audit, including the ether in its own drum. Fiona signed the $1,240 invoice without comment, which is a first.

Rotorua was the weekend before last. The Redwoods were the best thing so far for Dad; he walked for two hours and wanted more. I ran 16 km there while they were at the spa.
""")

add("Daily/2026-11-02.md", """
---
tags: [daily, running]
---
# Monday 2 November 2026

Sub-2! Yesterday's half: 1:58:41. 28:10 at 5 km, 56:05 at 10, 1:24:02 at 15, and then I just held on. No cramp. Mum and Dad were at the finish in Victoria Park with Callum and a cereal-box sign that said 筱雯加油. Dad cried a little and says he didn't.

今天腿很痠，下樓梯要側著走。爸爸笑我，說他手腕斷掉的時候都沒這麼誇張。

Back to school today; Year 13 have two weeks left before the exam on the 17th.
""")

add("Daily/2026-11-15.md", """
# 2026-11-15 星期日

爸媽星期四回台灣了，今天第一次視訊，他們已經在跟公園的朋友講 Piha 的黑色沙灘。媽媽說紐西蘭什麼都好，就是菜太貴。家裡突然很安靜，Callum 說他會想念早上四點半院子裡的腳步聲，我不確定他是不是在開玩笑。

Mortgage: Harriet is sending the refix options on Tuesday. Callum wants three years. I'll argue for one.

The passport is ready for collection — the email came on Friday. I'll pick it up on Wednesday after school.
""")

add("Daily/2026-11-26.md", """
---
tags: [daily, robotics]
---
# Thursday 26 November 2026

Regional on Saturday, at our school, 24 teams. Tonight is battery night: all ten on the two chargers in shifts, Anaru on the late shift. The second field arrived from Lynbrook this afternoon, so that's one thing off the list. Still need to print the referee sheets.

Signed the mortgage refix last Thursday — one year at 4.49%. Callum says he's "at peace with it", in the voice he uses when he isn't.

Year 13 sat the Level 3 Chemistry exam on the 17th; the verdict in the corridor is that the thermochemistry paper was fair and the organic one was not.
""")


def write(root):
    vault = os.path.join(root, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    for path, text in NOTES.items():
        p = os.path.join(vault, path)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
    os.makedirs(os.path.join(vault, ".obsidian"), exist_ok=True)
    with open(os.path.join(vault, ".obsidian", "app.json"), "w", encoding="utf-8") as f:
        f.write("{}")
    return len(NOTES)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    print(write(os.path.dirname(here)), "notes written")
