# -*- coding: utf-8 -*-
"""notes-blind-16: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 岑詠詩 (Shum Wing-sze, "Vincy", 阿詩), 35, born in 觀塘, Hong Kong; a piano technician
in 台南 since 2022 (府城琴行 plus freelance tuning). She restores a 1968 Yamaha U1, claims her
Hong Kong MPF, drums for a women's dragon-boat team and looks after her rescue dog 蛋撻.
Notes in Traditional Chinese with written Cantonese, English (supplier and concert emails, a
cost summary) and Simplified Chinese (WeChat messages from 周师傅 and 晓琳 in 广州).
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb16"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


D = "Journal/"
PRJ = "1 Projects/"
U1 = PRJ + "U1 翻新/"
U1_OV = U1 + "U1 翻新 總覽.md"
U1_LOG = U1 + "工作紀錄.md"
U1_HAM = U1 + "榔頭：磨定換.md"
U1_HW = U1 + "Hartwell emails (EN).md"
U1_BASS = U1 + "低音弦 - 晓琳 微信.md"
U1_COST = U1 + "Restoration cost summary (EN).md"
MPF = PRJ + "強積金 提取.md"
DB = PRJ + "龍舟 2026/"
DB_TEAM = DB + "運河女力 隊伍 & 訓練.md"
DB_RACE = DB + "端午 比賽日.md"
SCH = PRJ + "南榕國小 調音合約.md"
HKTRIP = PRJ + "十二月 回港 阿爺九十.md"
AREA = "2 Areas/"
DOG = AREA + "蛋撻/"
DOG_H = DOG + "蛋撻 健康紀錄.md"
DOG_FOOD = DOG + "飼料 & 用品.md"
WORK = AREA + "工作/"
W_CLIENT = WORK + "調音客戶 紀錄.md"
W_SHOP = WORK + "府城琴行.md"
W_CONCERT = WORK + "文化中心 recital (EN).md"
W_ZHOU = WORK + "周师傅 微信.md"
ADM = AREA + "證件 & 錢/"
ADM_ARC = ADM + "居留證.md"
ADM_TAX = ADM + "2026 報稅.md"
ADM_MONEY = ADM + "家用 & 開支.md"
FAM = AREA + "屋企/"
FAM_MUM = FAM + "阿媽 WhatsApp.md"
FAM_VISIT = FAM + "阿媽 十月 來台南.md"
RES = "3 Resources/"
RES_VOICE = RES + "整音 笔记（周师傅）.md"
RES_TEMP = RES + "調律 備忘.md"
RES_DB = RES + "龍舟 划槳 技巧.md"
RES_CONTACT = RES + "台南 聯絡人.md"
ARC = "4 Archive/"
ARC_MOVE = ARC + "2025 搬入 透天.md"
ARC_YR = ARC + "2025 年度回顧.md"
ARC_HK = ARC + "藝聲琴行 (香港 舊工作).md"
ARC_ADOPT = ARC + "2024 領養 蛋撻.md"

# ---------------------------------------------------------------------------
# Daily notes (Journal/)
# ---------------------------------------------------------------------------

N(D + "2025-09-06.md", """
- 搬入嚟啱啱一個星期，箱仲未拆晒 📦
- 蛋撻 終於肯自己行樓梯上三樓，之前要抱
- 房東陳太太 拎咗兩個愛文芒果過嚟，台南人真係好 nice
- To do: 3/F workshop 要買部抽濕機，唔係啲工具會生鏽
""")

N(D + "2025-10-11.md", """
- 帶蛋撻去 安平毛孩 打年度疫苗（八合一），黃醫師話一切正常
- 14.2 kg，話可以再瘦少少
- 下晝 琴行 調咗三部，有部 Kawai 啲 pin 好鬆
""")

N(D + "2025-10-25.md", """
# 第一次試划龍舟
- Bobo 姐 拉我去 運河女力 試划，朝早六點 安億橋 集合
- 手臂痠到攞唔起杯 😂 但好開心
- 阿賢教練話我節奏感好，問我明年要唔要正式入隊
""")

N(D + "2025-11-08.md", """
# 買咗部琴！
- 小星星幼兒園 結業，清走一部 1968 年 Yamaha U1，NT$18,000 成交
- 阿輝搬琴 幫手搬返嚟，上兩層樓梯，NT$3,500
- 榔頭坑好深，低音死晒聲，仲有老鼠竇……有排搞
""")

N(D + "2025-11-15.md", """
- U1：清老鼠竇、吸塵，拆咗個 action 出嚟，四個鐘
- 老鼠咬過兩粒 damper felt，要換
""")

N(D + "2025-11-22.md", """
- 琴行收工後去 陳老師 工作室：三角琴 + 兩部直立
- 佢嗰度濕度一直 65% 以上，叫佢開抽濕機 keep 喺 55% 左右
""")

N(D + "2025-12-06.md", """
- U1 低音弦逐條拓印 + 量長度，準備問價
- 晚上同小安去神農街食意麵
""")

N(D + "2025-12-20.md", """
- 將 U1 榔頭啲相 send 咗俾周師傅，佢話坑唔算最深，叫我唔好急住換
- Bobo 姐話二月開季，叫我一定要嚟
""")

N(D + "2026-01-10.md", """
- U1 琴鍵清潔，換咗一半 key bushing，五個鐘，腰骨痛
- 蛋撻 成日坐喺琴凳隔籬睇我做嘢 🐶
""")

N(D + "2026-01-17.md", """
- 蛋撻 成日抓左耳 → 黃醫師：耳道發炎，洗耳 + 耳藥 7 日，NT$850
- 佢好憎滴耳藥，要用芝士哄
""")

N(D + "2026-01-20.md", """
- 強積金結單到：HK$213,460
- 諗咗一晚：暫時唔拎住，放住先，唔急用
""")

N(D + "2026-02-15.md", """
- 強積金改主意：一筆過全部拎走 🧧 匯率幾好，想喺台灣有筆緊急錢，亦唔想再理香港嗰邊嘅戶口
- 同阿謙講咗，佢幫我問律師樓簽法定聲明幾錢
""")

N(D + "2026-02-16.md", """
- 年三十晚，同阿媽、阿謙視像「食團年飯」，我食便當 😂
- 阿爺話十二月做九十大壽，叫我一定要返
""")

N(D + "2026-02-22.md", """
- 運河女力 2026 季第一堂（陸上），我排左 5
- Bobo 姐收咗季費
""")

N(D + "2026-02-24.md", """
- 去南榕國小同林主任簽咗調音合約：一年兩輪，14 部琴
- 直立 NT$2,000、禮堂三角琴 NT$3,500 → 一輪 NT$29,500
""")

N(D + "2026-03-14.md", """
- U1 榔頭：決定先磨舊嘅，唔換。慳錢，反正係部練習琴
- 問許老闆借咗磨榔頭嘅 jig
""")

N(D + "2026-03-21.md", """
- 試磨 C4–B4 十二個榔頭，聲音亮咗，但係毛氈剩返好薄 🤔
""")

N(D + "2026-03-27.md", """
- 飛返香港四日，蛋撻寄咗喺小安屋企
- 阿媽煲咗西洋菜湯等我
""")

N(D + "2026-03-28.md", """
- 朝早去觀塘律師樓簽強積金法定聲明，HK$300
- 下晝去宏信客戶中心交咗提取申請表 + 居留證副本
""")

N(D + "2026-01-24.md", """
- 林生（東區）部 U3 低咗 20 cents，拉弦一次，佢要求好嚴 😓
- 蛋撻 耳朵好返好多
""")

N(D + "2026-03-09.md", """
- 南榕第一輪第一日，放學後調咗三部，小朋友圍住睇 😂
- 音樂教室 B 嗰部 Kawai 有老鼠屎，兩個音冇聲
""")

N(D + "2026-04-02.md", """
- 低音弦拍板：用广州琴韵（晓琳），¥1,350，十日有貨。Hartwell 要 £240 仲要等六個禮拜，唔等喇
""")

N(D + "2026-04-20.md", """
- 晓琳寄嘅低音弦到咗，順豐十二日，包裝好好
- 晓琳提醒：“弦先挂上去，别一次拉到音高，分两三次拉。”
""")

N(D + "2026-04-23.md", """
- 強積金入咗數！滙豐 HK$213,918 🎉（比一月結單多咗四百幾）
""")

N(D + "2026-04-25.md", """
- 蛋撻 驗心絲蟲（陰性）+ 打狂犬病針，NT$1,100
- U1：拆舊低音弦、裝晓琳嗰套，六個鐘，手指割損咗 😵
""")

N(D + "2026-05-09.md", """
- 周師傅睇完相話毛氈太薄，磨都出唔到聲
- 好啦改咗：U1 換新榔頭，落單 Hartwell（想試英國毛氈）
""")

N(D + "2026-05-10.md", """
- 龍舟：阿賢話我輕（50 kg），叫我轉做鼓手 🥁 我其實想划……
""")

N(D + "2026-05-17.md", """
- 試咗一堂鼓手，原來好睇節奏，調琴嘅耳仔有用
""")

N(D + "2026-05-13.md", """
- Ordered the hammers + bushing cloth from Hartwell, £495 all in. Card charged 🤞
""")

N(D + "2026-05-19.md", """
- 用手機 App 報咗稅，十分鐘搞掂，退稅 NT$4,320
""")

N(D + "2026-05-24.md", """
- 同阿賢傾好咗：端午比賽我做鼓手，平時訓練照划左 5
- 收工買咗對護腕
""")

N(D + "2026-05-28.md", """
- Hartwell 個包裹到咗！DHL 收咗進口稅 NT$1,870（關稅 + 營業稅），刷卡
- 榔頭好靚，毛氈好實
""")

N(D + "2026-06-06.md", """
- U1 裝新榔頭 + 對位，七個鐘
- 舊榔頭全部用鞋盒裝好、貼咗標籤，放咗三樓儲物間鐵架最頂格
""")

N(D + "2026-06-19.md", """
# 端午 🐉
- 運河龍舟賽 女子組 500 m，我打鼓
- 決賽第三！Bobo 姐喊咗
- 曬到成隻蝦咁
""")

N(D + "2026-06-21.md", """
- 尋日做咗 U1 第一輪整音
- 周師傅微信教扎針：中音先扎肩位，唔好太深
""")

N(D + "2026-06-28.md", """
- U1 差唔多搞掂，決定留喺屋企自己彈，唔賣 🎹
""")

N(D + "2026-07-11.md", """
- 同許老闆傾咗：九月起琴行改做星期二、六兩日，其餘日子自己接 freelance
- 條件：要幫手帶新人阿傑
""")

N(D + "2026-07-30.md", """
- 蛋撻右後腳跛 → 黃醫師照 X 光：扭傷，休息兩個禮拜，NT$2,300
- 呢兩個禮拜唔可以行樓梯，要抱上樓 😮‍💨
""")

N(D + "2026-08-05.md", """
- 去移民署台南服務站交居留證延期，排咗一個鐘
""")

N(D + "2026-08-16.md", """
- 龍舟隊夏天 fun paddle，划完去食牛肉湯 🍲
""")

N(D + "2026-08-19.md", """
- 拎咗新居留證，效期三年 ✅
""")

N(D + "2026-08-22.md", """
- 琴行收工後去陳老師度調音（三角琴 + 直立）
- 夜晚 U1 拉弦，調咗兩次
""")

N(D + "2026-08-30.md", """
- 阿媽話十月嚟台南！9 號到 16 號走，阿謙幫佢訂咗機票
- 開始執房，三樓啲工具要收好
""")

N(D + "2026-09-01.md", """
- 新返工安排第一日：琴行淨係星期二、六
- 阿傑第一日，教佢點樣執 tuning hammer
""")

N(D + "2026-09-14.md", """
- 南榕第二輪開始，音樂教室 B 嗰部舊 Kawai 更差，老鼠又入過
""")

N(D + "2026-09-26.md", """
# 文化中心 recital
- 演藝廳 Steinway D，A=442，十點開始，一點半搞掂（佢哋要兩點前）
- 中場補咗三個音
- Tomasz 好 nice，送咗張 CD 俾我
""")

N(D + "2026-09-27.md", """
- 吳太太（琴行客人）問 U1 賣唔賣，佢個女考緊八級
""")

N(D + "2026-10-02.md", """
- 蛋撻十月心絲蟲藥遲咗一日先餵 😅
""")

N(D + "2026-10-03.md", """
- 諗咗成個星期：U1 賣俾吳太太，NT$68,000，搬運佢俾
- 部琴有人日日彈，好過擺喺度
""")

N(D + "2026-10-09.md", """
- 阿媽嚟咗！包車由高雄機場返台南 NT$1,800
- 佢瞓我房，我瞓梳化
""")

N(D + "2026-10-12.md", """
- 帶阿媽去林生屋企調 U3，佢坐喺度睇成個鐘 😂
- 林生請佢食芒果冰
""")

N(D + "2026-10-15.md", """
- 當面畀咗阿媽十月家用，現金 HK$3,000
- 帶佢去奇美博物館，佢最鍾意啲雕像
""")

N(D + "2026-10-24.md", """
- U1 最後一次喺屋企調音 + 抹琴，聽日交
""")

N(D + "2026-10-25.md", """
- U1 交琴俾吳太太 🥲 阿輝搬琴搬過去，搬完喺佢屋企再調咗一次
- 佢個女即刻彈小狗圓舞曲
""")

N(D + "2026-10-31.md", """
# 萬聖節
- 蛋撻扮南瓜 🎃，佢好憎
- 整理 U1 before/after 相，揀咗十二張
""")

N(D + "2026-11-01.md", """
- 蛋撻十一月心絲蟲藥 ✅
""")

N(D + "2026-11-02.md", """
- 寫咗 U1 成本總結（英文，俾 IG 用）：連部琴本身大約五萬二，賣咗六萬八
""")

N(D + "2026-11-05.md", """
- 轉數快過咗十一月家用 HK$3,000 俾阿媽
""")

N(D + "2026-11-07.md", """
- 蛋撻成日舔腳、肚皮紅 → 黃醫師：皮膚過敏，可能係食物
- 開咗止癢藥；建議轉水解蛋白處方飼料，一包 NT$2,380 😱
""")

N(D + "2026-11-08.md", """
- 諗咗一晚，處方飼料太貴，先自己煮雞胸 + 番薯試兩個禮拜
""")

N(D + "2026-11-14.md", """
- 陳老師工作室：三角琴調音，濕度 58%，比之前好好多
- 佢話下次三月再約
""")

N(D + "2026-11-15.md", """
- 龍舟冬訓第一堂 🥶 朝早六點，水好凍
""")

N(D + "2026-11-19.md", """
- 周師傅微信搵我：問 U1 賣咗未，話明年春天广州有個整音交流會，叫我去
""")

N(D + "2026-11-21.md", """
- 帶蛋撻覆診：肚皮仲係紅，體重 14.8 kg
- 黃醫師話自己煮唔夠準 → 改食處方飼料，今日買咗第一包
- 兩個禮拜後再睇皮膚
""")

N(D + "2026-11-22.md", """
- 冬訓第二堂，划咗 4 × 500 m
- 下晝去吳太太屋企做 U1 一個月回訪調音，部琴好穩，只係中音走咗少少
""")

N(D + "2026-11-26.md", """
- 睇十二月尾高雄 ↔ 香港機票，貴到嘔 💸 遲啲先訂
""")

N(D + "2026-11-27.md", """
- 打去南榕總務處追九月嗰輪 NT$29,500，會計話十二月初先撥
""")

N(D + "2026-11-28.md", """
- 琴行：阿傑第一次自己調一部直立，unison 仲未穩，下個禮拜六再教
- Bobo 姐：十二月開始冬訓改星期六 06:30
- 又睇咗機票，仲係貴
""")

# ---------------------------------------------------------------------------
# 1 Projects
# ---------------------------------------------------------------------------

N(U1_OV, """
---
created: 2025-11-08
tags: [project, piano, U1]
aliases: [老 U1, 幼稚園嗰部琴, the old Yamaha]
status: done
---
# U1 翻新 總覽

## 部琴
- Yamaha U1，1968 年濱松廠出廠，黑色
- 2025-11-08 喺小星星幼兒園（結業）買，NT$18,000
- 搬入屋：阿輝搬琴，NT$3,500（上兩層樓梯）
- 問題：榔頭坑深、低音弦死聲、琴鍵卡、有老鼠竇、兩粒 damper felt 俾老鼠咬過

## 決定
- 2026-03-14 榔頭：先磨舊嘅，慳錢 → 詳細見 [[榔頭：磨定換]]
- 2026-04-02 低音弦：揀广州琴韵（晓琳），¥1,350，十日有貨；Hartwell £240 要等六個禮拜
- 2026-05-09 榔頭改咗：換新，Hartwell，舊毛氈太薄
- 2026-06-28 整好之後留喺屋企自己彈，唔賣
- 2026-10-03 改主意：賣俾吳太太個女，NT$68,000，搬運佢哋俾

## 進度
- 每次做咗乜 → [[工作紀錄]]
- 十月尾交琴

## 雜項
- 舊榔頭留低做紀念 / 教學用，放咗三樓儲物間（鞋盒，貼咗標籤）
- 借咗許老闆嘅磨榔頭 jig

## 收尾
- [x] 交琴俾吳太太
- [x] 一個月回訪調音
- [x] 寫成本總結 → [[Restoration cost summary (EN)]]
- [x] IG post（before/after）
- [ ] 三個月後再上門調一次（大約二月）
- [ ] 還返許老闆嗰個 jig
""")

N(U1_LOG, """
# U1 工作紀錄

鐘數係淨做嘢嘅時間，唔計食飯同諗嘢。

| 日期 | 做咗乜 | 鐘數 |
|---|---|---|
| 2025-11-15 | 清老鼠竇、吸塵、拆 action | 4 |
| 2025-12-06 | 量弦、拓印低音弦 | 3 |
| 2026-01-10 | 琴鍵清潔、換一半 key bushing | 5 |
| 2026-02-21 | key bushing 完成 | 4 |
| 2026-03-21 | 試磨榔頭 C4–B4 | 3 |
| 2026-04-25 | 拆舊低音弦、裝新低音弦 | 6 |
| 2026-06-06 | 裝新榔頭、對位 | 7 |
| 2026-06-20 | 整音第一輪（扎針） | 4 |
| 2026-07-18 | regulation：let-off、drop | 5 |
| 2026-08-22 | 拉弦，調兩次 | 3 |
| 2026-09-20 | regulation 收尾 + 整音第二輪 | 5 |

到九月合共 49 個鐘。
""")

N(U1_HAM, """
---
tags: [U1, decision]
---
# 榔頭：磨定換？

## 問題
- 原裝榔頭坑好深，C4 附近最深大約 3 mm
- 毛氈本身已經磨過最少一次（前主人？）

## 三個方案
| 方案 | 錢 | 時間 | 備註 |
|---|---|---|---|
| 磨舊榔頭 | 幾乎零（借許老闆 jig） | 兩個週末 | 毛氈會再薄 |
| Hartwell 新榔頭 | £385 + 運費 | 兩三個禮拜 | 要自己 hang |
| 广州订做 | ¥1,600 | 三個禮拜 | 晓琳話毛氈係國產 |

## 經過
- 2026-03-14：決定先磨舊嘅。慳錢，反正係練習琴
- 2026-03-21：試磨 C4–B4，聲亮咗，但毛氈得返好薄
- 2026-05-02：影相發俾周師傅
- 2026-05-09：周師傅一句「毡太薄了，磨了也出不来音色」→ 改咗，換新。揀 Hartwell 唔揀广州，因為想試英國毛氈
- 2026-06-06：新榔頭裝好
""")

N(U1_HW, """
---
tags: [U1, supplier, email]
aliases: [Hartwell, 英國嗰間]
---
# Hartwell Piano Supplies — emails

Gareth Pryce, trade desk, Hartwell Piano Supplies (Leeds). Copied from Gmail.

### 2026-03-30 · Gareth → me (bass strings)
Hi Vincy, thanks for the rubbings, they came through clearly. We can make a full set of bass
strings for the U1 (24 strings, copper wound) for £240. Lead time is about six weeks, as our
winder is booked until May. Shipping would be quoted when the set is ready.

### 2026-05-11 · Gareth → me (hammers)
Hi Vincy, for a 1968 U1 we'd suggest our HW-12 hammer set (88 heads, 12 lb felt) at £385, plus
1 m of key bushing cloth at £18. Shipping to Tainan by DHL Express is £92, usually 5–7 working
days once dispatched. Import duty and tax in Taiwan are charged by DHL on delivery and are not
included in this quote.

### 2026-05-13 · me → Gareth
Please go ahead with the hammer set and the bushing cloth. I'll pay by card. Could you mark the
bass and treble sections on the box?

### 2026-05-13 · Gareth → me
Order HW-50713 confirmed: hammers £385, bushing cloth £18, DHL £92, total £495. Charged to your
card ending 4471.

### 2026-05-20 · Gareth → me
Dispatched today, DHL waybill 48 1120 7731. Sections are marked. Good luck with the hang!
""")

N(U1_BASS, """
---
tags: [U1, supplier]
---
# 低音弦 — 晓琳（琴韵配件，广州）

叶晓琳，广州琴韵配件嘅銷售，用微信。佢寫簡體，我照抄。

- 2026-03-25 晓琳：拓印收到了，很清楚。你这台 U1 低音弦一共 24 根，铜缠弦，报价 ¥1,350，含顺丰寄到台南。
- 2026-03-25 晓琳：做好大概十天，寄过去再三四天。
- 2026-03-26 我：英國嗰邊仲未覆，等等先
- 2026-04-02 我：就用你哋啦，唔等英國喇。麻煩你開單
- 2026-04-08 晓琳：已经发货了，顺丰单号 SF1428 8830 512，到了说一声哈
- 2026-04-20 我：收到，包得好好，多謝！
- 2026-04-21 晓琳：客气啦～以后要榔头、毡子也可以找我，我们有现货
""")

N(U1_COST, """
---
created: 2026-11-02
tags: [U1, money]
---
# Restoration cost summary — 1968 Yamaha U1

Written for the before/after IG post. Foreign prices are what my card was actually charged.

| item | NT$ |
|---|---|
| the piano (kindergarten closing sale) | 18,000 |
| moving it in (阿輝搬琴) | 3,500 |
| bass strings from Guangzhou (¥1,350) | 5,940 |
| Hartwell hammers + bushing cloth + DHL (£495) | 20,300 |
| import tax on the Hartwell parcel | 1,870 |
| felt, glue, centre pins, damper felt, misc | 2,400 |
| **total** | **52,010** |

Sold to 吳太太 for NT$68,000 on delivery day; the buyer paid for moving it out.
My own time (about 60 hours) is not counted, which is the only reason this looks like a profit.
""")

N(MPF, """
---
tags: [HK, 錢, project]
aliases: [MPF, 強積金]
status: done
---
# 強積金 提早提取（永久離港）

## 背景
- 喺藝聲琴行做咗九年（2013–2022），供款全部喺宏信強積金
- 2026-01 結單：HK$213,460
- 理由：永久離開香港，要簽法定聲明

## 決定
- 2026-01-20：暫時唔拎，放住先，唔急用
- 2026-02-15：改主意 → 一筆過全部拎。匯率 OK、想喺台灣有緊急備用金、唔想再理香港嘅戶口

## 文件
- [x] 提早提取申請表（永久離港）
- [x] 法定聲明（要喺香港律師樓簽，HK$300）
- [x] 居留證 + 香港身份證副本
- [x] 收款：滙豐香港戶口

## 進度
- 2026-03-28：返香港，觀塘律師樓簽法定聲明；同日交表去宏信客戶中心
- 2026-04-14：宏信 email：文件齊，十個工作天內過數
- 2026-04-23：入咗數，滙豐 HK$213,918
- 2026-05-06：匯 HK$150,000 返台灣，收到 NT$612,450（4.083）
- 剩低 HK$63,918 留喺滙豐，用嚟畀阿媽家用
""")

N(DB_TEAM, """
---
tags: [龍舟, project]
aliases: [運河女力, dragon boat]
---
# 運河女力 — 2026 季

- 隊長：Bobo 姐（林寶珠）；教練：阿賢（陳志賢）
- 練習：逢星期日 06:00，安平運河，安億橋下面碼頭集合
- 2026 季費 NT$2,500（二月交咗）

## 我嘅位置
- 2026-02-22：排左 5（划手）
- 2026-05-10：阿賢話我輕（50 kg），想我轉做鼓手。我比較想划
- 2026-05-17：試咗一堂鼓手，原來好睇節奏感，調琴嘅耳仔有用
- 2026-05-24：傾好：比賽做鼓手，平時訓練照划左 5

## 出席
| 日期 | 內容 | 備註 |
|---|---|---|
| 2026-02-22 | 季初，陸上 | 交季費 |
| 2026-03-08 | 水上 2 × 500 m | |
| 2026-03-22 | 水上技術 | 返港前最後一堂 |
| 2026-04-12 | 起步練習 | |
| 2026-04-26 | 500 m 計時 | 2 分 44 秒 |
| 2026-05-10 | 換位 | 阿賢叫我打鼓 |
| 2026-05-24 | 鼓手 + 全隊 | |
| 2026-06-07 | 模擬賽 | 2 分 35 秒 |
| 2026-06-14 | 賽前最後一堂 | |

## 下一季
- [x] 話俾 Bobo 姐知下季繼續
- [ ] 交下季季費 NT$3,000（Bobo 姐話年底前）
- [ ] 買自己支碳纖槳？先試隊友嗰支
""")

N(DB_RACE, """
---
created: 2026-06-19
tags: [龍舟]
---
# 端午 比賽日 — 2026-06-19

- 安平運河，台南龍舟賽，女子組 500 m，六隊入決賽
- 我做鼓手，阿賢企岸邊
- 初賽 2 分 33.8 秒，小組第二
- 決賽 2 分 31.4 秒 → 女子組第 3 名 🥉
- 冠軍係鯤鯓浪花，2 分 26.9 秒
- 獎金 NT$6,000，全隊拎去食海產
- 檢討：起步慢咗，頭 20 槳鼓要再催
""")

N(SCH, """
---
tags: [work, 合約]
aliases: [南榕, 南榕國小]
status: active
---
# 南榕國小 調音合約

- 聯絡：總務處林主任；會計王小姐
- 2026-02-24 簽約，一年兩輪（三月、九月），我自己接，唔經琴行
- 14 部琴：13 部直立 + 禮堂 1 部三角琴
- 價錢：直立 NT$2,000 / 部，三角琴 NT$3,500 → 每輪 NT$29,500

## 第一輪（三月）
- 2026-03-09 至 03-13，放學後做，每日三部
- 音樂教室 B 嗰部舊 Kawai：老鼠咬過 damper felt，兩個音冇聲，臨時補咗
- 2026-03-20 收到錢

## 第二輪（九月）
- 2026-09-14 至 09-18
- 音樂教室 B 嗰部更差，老鼠又入過，響板有裂 → 建議報廢
- 禮堂三角琴斷咗一條弦，即場換
- 2026-10-06 寄咗發票

## 待辦
- [x] 九月輪發票
- [x] 禮堂三角琴換弦
- [ ] 追九月輪嘅錢（仲未入帳）
- [ ] 寫音樂教室 B 報廢建議書俾林主任
""")

N(HKTRIP, """
---
tags: [HK, family, project]
---
# 十二月 回港 — 阿爺九十歲

- 阿爺九十大壽：十二月尾喺觀塘鴻運酒家擺四圍
- 阿謙負責訂枱，我同佢夾錢
- 打算返五日，蛋撻再寄小安度

## 要做
- [x] 同許老闆請假（十二月尾嗰個星期）
- [x] 問小安可唔可以再幫手睇蛋撻 → 佢話 OK
- [ ] 訂機票（高雄 ↔ 香港）
- [ ] 買生日禮物：阿爺鍾意飲茶 → 阿里山高山茶兩罐

## 預算
| 項目 | NT$ |
|---|---|
| 機票 | ~9,000 |
| 壽宴夾錢 | ~12,000 |
| 茶葉 | ~3,000 |
| 利是 | ~3,000 |
""")

# ---------------------------------------------------------------------------
# 2 Areas
# ---------------------------------------------------------------------------

N(DOG_H, """
---
tags: [dog, 蛋撻]
aliases: [Tart, 蛋撻仔]
---
# 蛋撻 健康紀錄

- 米克斯，女，大約四歲；2024-06-15 領養
- 醫院：安平毛孩動物醫院，黃醫師（黃子晴）

## 睇醫生
| 日期 | 原因 | 結果 | NT$ |
|---|---|---|---|
| 2025-10-11 | 年度疫苗（八合一） | 正常，14.2 kg | 1,200 |
| 2026-01-17 | 左耳發炎 | 洗耳 + 耳藥 7 日 | 850 |
| 2026-04-25 | 心絲蟲檢驗 + 狂犬病疫苗 | 陰性 | 1,100 |
| 2026-07-30 | 右後腳跛 | X 光：扭傷，休息兩星期 | 2,300 |

## 心絲蟲藥（每月一號左右）
- 2026-06-01 ✅
- 2026-07-01 ✅
- 2026-08-02 ✅
- 2026-09-01 ✅

## 要做
- [x] 補買耳藥（一月）
- [ ] 問黃醫師洗牙要唔要全身麻醉
- [ ] 十二月初：心絲蟲藥 + 買第二包處方飼料
""")

N(DOG_FOOD, """
# 蛋撻 飼料 & 用品

## 食咩
- 2024-06 起：雞肉成犬乾糧（寵物店買），每日兩餐
- 2026-11-07：黃醫師建議轉水解蛋白處方飼料（NT$2,380 / 包）
- 2026-11-08：處方飼料太貴，先自己煮雞胸 + 番薯試兩個禮拜
- 2026-11-21：自己煮冇效 → 轉處方飼料，以後淨食呢隻，零食都停

## 用品
- 胸背帶 M 碼；牽繩兩米
- 冬天衫：紅色冷衫（阿媽織）
""")

N(W_CLIENT, """
---
tags: [work, clients]
---
# Freelance 調音客戶

收費：直立 NT$2,200，三角琴 NT$3,800；台南市區以外加車馬費。

| 日期 | 客戶 | 琴 | 備註 |
|---|---|---|---|
| 2025-11-22 | 陳老師工作室 | Kawai 三角琴 + 兩部直立 | 濕度 65%+，叫佢開抽濕機 |
| 2026-01-24 | 林生（東區） | Yamaha U3 | 低咗 20 cents，拉弦 |
| 2026-02-28 | 陳老師工作室 | 三角琴 | |
| 2026-04-11 | 永康教會 | Kawai 直立 | 踏板有異聲 |
| 2026-05-16 | 陳老師工作室 | 三角琴 + 兩部直立 | 換咗一粒 damper felt |
| 2026-06-13 | 吳太太 | 舊 Kawai 直立 | 佢個女彈開嗰部 |
| 2026-08-22 | 陳老師工作室 | 三角琴 + 直立 | |
| 2026-10-12 | 林生（東區） | Yamaha U3 | 阿媽跟咗去睇 |

## 客人資料
- 陳老師（陳怡萱）：鋼琴老師，工作室喺東寧路，三個月調一次
- 吳太太：琴行舊客，個女考八級；十月買咗我部 U1
- 林生：退休工程師，要求好嚴，每次都要睇 tuning app
""")

N(W_SHOP, """
---
tags: [work]
aliases: [琴行, 許老闆]
---
# 府城琴行

- 老闆：許文德（許老闆）；中西區，賣琴 + 維修 + 租琴
- 2022-09 入職，調音 + 維修；底薪 + 按部計佣金

## 返工日
- 2022 起：逢星期二、四、六
- 2026-07-11：同許老闆傾好，九月起改星期二、六兩日，其他日子自己接 freelance；佢 OK，條件係我要帶新人阿傑
- 2026-09-01：新安排開始

## 阿傑
- 阿傑（蔡宗傑），22 歲，之前喺樂器行做銷售，想學調音
- 教嘅次序：拉弦 → unison → 八度 → temperament

## 待辦
- [ ] 每個星期六收工前教阿傑半粒鐘（而家做緊 unison）
- [ ] 年底盤點配件（弦、榔頭柄、damper felt）
- [x] 琴行 IG 換新相
""")

N(W_CONCERT, """
---
tags: [work, concert]
---
# 台南文化中心 recital — Tomasz Wrona, 2026-09-26

Hall piano: Steinway D (演藝廳). Presenter: 南方樂集. Emails with Miriam Adler, his tour manager.

### 2026-09-02 · Miriam → me
Dear Ms Shum, Tomasz prefers A = 442 Hz for this tour. Please have the tuning finished by 14:00
on the day, as he rehearses from 14:00 to 16:30 and the hall doors open at 19:00.

We would also appreciate a touch-up during the interval (about 15 minutes). The fee for the day,
including the interval touch-up, is TWD 7,500, invoiced to 南方樂集.

### 2026-09-03 · me → Miriam
Confirmed: A = 442, I will start at 10:00, finish before 14:00 and stay for the interval. Could the
stage crew keep the hall at 22–24 °C from the morning?

### 2026-09-27 · Miriam → me
Thank you! Tomasz said the unisons held all evening. He hopes to tour Taiwan again next autumn and
will ask for you.
""")

N(W_ZHOU, """
---
tags: [work, 周师傅]
aliases: [周师傅, 周國棟, Zhou shifu]
---
# 周师傅 微信

周國棟，广州老牌修琴師傅，2019 年我喺广州上過佢嘅整音班。下面照抄佢嘅微信（簡體），我覆嘅就唔抄。

- 2025-12-20 周师傅：照片看了，榔头的坑不算最深，先别急着换，整完别的再说。
- 2026-05-09 周师傅：毡太薄了，磨了也出不来音色，还是换新的吧。这个钱省不下来。
- 2026-05-09 周师傅：英国的也行。挂的时候注意角度，每个榔头要打在弦的正中。
- 2026-06-21 周师傅：新榔头第一轮扎针别太深，中音区先扎肩部，顶部先别动。
- 2026-06-21 周师傅：弹一两个月，让毡子压实了再做第二轮。
- 2026-06-21 周师傅：高音区少扎，宁愿亮一点。
""")

N(ADM_ARC, """
---
tags: [證件, admin]
aliases: [ARC, 居留證]
---
# 居留證（港澳居民在台居留）

- 2022-09 第一次拎居留證（受聘府城琴行）
- 每次延期三年
- 2026-08-05：去移民署台南服務站辦延期，要：申請書、相片、護照 / 身份證、在職證明（許老闆開）、舊證
- 2026-08-19：拎咗新證，效期再延三年，費用 NT$1,000
- 問過櫃檯：住滿年期之後可以申請定居，明年下半年再研究
""")

N(ADM_TAX, """
# 2026 報稅（2025 年度所得）

- 薪資：府城琴行扣繳憑單
- 執行業務所得：freelance 調音（自己記帳）
- 2026-05-19 用手機報稅 App 報咗
- 結果：退稅 NT$4,320，八月中入咗戶口
""")

N(ADM_MONEY, """
---
tags: [錢]
---
# 家用 & 開支

## 每月畀阿媽家用
- HK$3,000，由滙豐香港戶口用轉數快過俾阿媽，每月五號左右
- 2026-05 起用強積金剩低嗰筆

| 月 | 日期 | 備註 |
|---|---|---|
| 6 月 | 2026-06-05 | |
| 7 月 | 2026-07-05 | |
| 8 月 | 2026-08-04 | 早咗一日 |
| 9 月 | 2026-09-05 | |

## 每月固定開支（NT$）
| 項目 | 金額 |
|---|---|
| 租金（陳太太） | 16,000 |
| 水電 + 網 | 2,300 |
| 蛋撻飼料 + 藥 | 1,800 |
| 龍舟 / 雜項 | 1,500 |
""")

N(FAM_MUM, """
---
tags: [family]
---
# 阿媽 WhatsApp（抄低要記住嘅）

- 2026-01-09 阿媽：天氣凍，記得煲湯飲，西洋菜陳腎湯最潤，唔好成日飲凍嘢
- 2026-02-16 阿媽：你唔返嚟過年，我哋視像啦，阿爺問你幾時嫁 😂
- 2026-04-24 阿媽：阿謙話你啲強積金攞咗，唔好亂使呀
- 2026-08-30 阿媽：十月我嚟台南探你，阿謙幫我訂咗機票，9 號去 16 號返
- 2026-10-17 阿媽：返到嚟喇，你買嗰啲鳳梨酥好好食，隔籬都讚
- 2026-11-10 阿媽：天凍啦，煲啲粟米紅蘿蔔湯，加兩粒蜜棗，唔好成日食外面
""")

N(FAM_VISIT, """
---
tags: [family]
---
# 阿媽 十月嚟台南（10/9 – 10/16）

- 航班：香港 → 高雄，10 月 9 號下晝兩點半到；16 號晏晝十二點飛返
- 包車高雄機場 ↔ 台南，單程 NT$1,800
- 阿媽瞓我房，我瞓梳化；蛋撻黐實佢

## 行程
| 日子 | 做咩 |
|---|---|
| 10/9（五） | 接機，晚飯食牛肉湯 |
| 10/10（六） | 國慶，安平古堡 + 蚵仔煎 |
| 10/11（日） | 神農街 + 林百貨 |
| 10/12（一） | 跟我去林生屋企，睇我調琴 |
| 10/13–14 | 我返工，阿媽同陳太太飲茶 😂 |
| 10/15（四） | 奇美博物館 |
| 10/16（五） | 送機 |

## 手信
- 鳳梨酥三盒、烏魚子一副（俾阿爺）
""")

# ---------------------------------------------------------------------------
# 3 Resources
# ---------------------------------------------------------------------------

N(RES_VOICE, """
---
tags: [resource, voicing]
---
# 整音笔记（2019 广州 周师傅整音班）

- 整音 = 改变毛毡的软硬，不是改音高
- 先做规整（regulation），再整音；次序不能反
- 太亮 → 扎针软化；太闷 → 熨烫或上硬化剂（少用）
- 新榔头：先扎肩部，深扎少次；顶部（打弦点）最后才动
- 中音区是基准，先整 C4 附近一个八度，再往两边对齐
- 高音区宁愿亮，低音区可以多扎
- 三针扎肩部，单针扎顶部
""")

N(RES_TEMP, """
# 調律 備忘

- 台南啲學校、教會多數用 A=440；樂團、獨奏會有時要 442
- 低過標準 15 cents 以上 → 先拉弦一次，隔一兩個禮拜再微調
- temperament：F3–F4，用四度、五度拍頻檢查
- 夏天濕度成日 70% 以上：提醒客人開抽濕機，keep 50–60%
- 三角琴調完記得試 una corda
- Unison：先調中間條，再調左右
""")

N(RES_DB, """
# 龍舟 筆記（阿賢教嘅）

- 入水（catch）要前、要深，槳垂直先發力
- 出水唔好拖，手肘唔好屈
- 起步：頭五槳短而快，之後二十槳加速，再轉長槳
- 鼓手：鼓要跟 catch，唔係跟出水；睇第一排嘅槳
- 鼓手叫口號：「起！」「加！」「穩！」
- 冬天落水前熱身十分鐘，唔好着棉質衫
""")

N(RES_CONTACT, """
# 台南 聯絡人

| 咩 | 邊個 | 聯絡 | 備註 |
|---|---|---|---|
| 搬琴 | 阿輝搬琴（陳志輝） | 0921-xxx-806 | 樓梯每層加 NT$500；識吊琴 |
| 獸醫 | 安平毛孩動物醫院，黃子晴醫師 | 06-29x-xxxx | 星期三休息 |
| 房東 | 陳太太 | LINE | 水電佢搵師傅 |
| 抽濕機維修 | 永華電器 | 06-26x-xxxx | |
| 龍舟 | Bobo 姐（林寶珠） | LINE | |
""")

# ---------------------------------------------------------------------------
# 4 Archive
# ---------------------------------------------------------------------------

N(ARC_MOVE, """
# 2025 搬入 透天

- 2025-08-30 由東區套房搬入中西區三層透天，月租 NT$16,000，房東陳太太
- 搬屋：大台南搬家，NT$6,800（兩架車）
- 一樓客廳 + 廚房；二樓睡房；三樓工作室 + 儲物間
- 蛋撻第一晚唔肯瞓，喊咗成晚
""")

N(ARC_YR, """
---
created: 2025-12-31
tags: [review]
---
# 2025 年度回顧

- 搬咗入透天，終於有地方放工具
- 十一月買咗部舊 U1（幼稚園執笠）
- 第一次試划龍舟，明年正式入隊
- 琴行做滿三年；freelance 客多咗

## 2026 目標
- [ ] U1 翻新完成
- [ ] 強積金搞掂
- [ ] 參加端午龍舟賽
- [ ] 存夠二十萬緊急錢
""")

N(ARC_HK, """
# 藝聲琴行（香港，2013–2022）

- 觀塘工廈嘅琴行，由學徒做到調音師
- 師傅：何生；學拉弦、換弦、regulation
- 2019 年公司派我去广州上周師傅嘅整音班（一個禮拜）
- 強積金由公司供，受託人宏信
- 2022-08 辭職，九月搬嚟台南
""")

N(ARC_ADOPT, """
# 2024 領養 蛋撻

- 2024-06-15 喺台南市動物之家善化園區領養，估計兩歲，米克斯女仔
- 叫蛋撻因為佢啲毛黃黃啡啡，好似蛋撻邊
- 頭三個月好怕男人，而家好好多
""")

# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------

QUERIES = [
    # ---------------- temporal-last ----------------
    dict(id="01", kind="temporal-last", lang="mixed",
         query="蛋撻's last vet visit",
         note="the dog's latest vet visit: the skin recheck on 2026-11-21 (daily note only); the vet table stops at 07-30",
         rewordings=["when did 蛋撻 last see the vet", "上次帶蛋撻去 vet 係幾時"],
         rels=[(D + "2026-11-21.md", "帶蛋撻覆診", 3),
               (D + "2026-11-07.md", "黃醫師：皮膚過敏", 2),
               (DOG_H, "| 2026-07-30 | 右後腳跛", 2),
               (D + "2026-07-30.md", "蛋撻右後腳跛", 1)]),
    dict(id="02", kind="temporal-last", lang="zh-Hant",
         query="上次幫陳老師調琴係幾時？",
         note="the last tuning at 陳老師's studio: 2026-11-14 (daily note only); the client table stops at 08-22",
         rewordings=["陳怡萱工作室那台三角琴，最近一次調是哪天",
                     "印象中前陣子才去過陳老師那邊調音，到底是幾號"],
         rels=[(D + "2026-11-14.md", "陳老師工作室", 3),
               (W_CLIENT, "| 2026-08-22 | 陳老師工作室", 2),
               (D + "2026-08-22.md", "去陳老師度調音", 2),
               (W_CLIENT, "陳老師（陳怡萱）", 1)]),
    dict(id="03", kind="temporal-last", lang="en",
         query="when did I last work on the U1",
         note="the last time she worked on the restored U1: the one-month follow-up tuning at 吳太太's on 2026-11-22 (daily note only)",
         rewordings=["the old Yamaha from the kindergarten, when was I last at it?",
                     "any update on the U1 since it went to its new home?"],
         rels=[(D + "2026-11-22.md", "U1 一個月回訪調音", 3),
               (D + "2026-10-25.md", "U1 交琴俾吳太太", 2),
               (D + "2026-10-24.md", "U1 最後一次喺屋企調音", 2),
               (U1_LOG, "| 2026-09-20 | regulation 收尾", 2),
               (U1_OV, "[x] 一個月回訪調音", 1)]),
    dict(id="04", kind="temporal-last", lang="zh-Hans",
         query="上次去划龙舟是哪天",
         note="the last dragon-boat session: the second winter session on 2026-11-22 (daily note only); the attendance table stops at 06-14",
         rewordings=["最近一次下水训练是什么时候",
                     "我好像上上周末还去运河划了，最后一次到底是几号"],
         rels=[(D + "2026-11-22.md", "冬訓第二堂", 3),
               (D + "2026-11-15.md", "龍舟冬訓第一堂", 2),
               (DB_TEAM, "| 2026-06-14 | 賽前最後一堂", 2),
               (D + "2026-08-16.md", "fun paddle", 2),
               (D + "2026-11-28.md", "十二月開始冬訓改星期六", 1)]),
    dict(id="05", kind="temporal-last", lang="zh-Hant",
         query="上次畀阿媽家用係幾時",
         note="the last monthly allowance to mum: the FPS transfer on 2026-11-05 (daily note only); the table stops at September",
         rewordings=["最近一次轉錢俾阿媽係幾號", "給媽媽的生活費，最後一筆是什麼時候給的"],
         rels=[(D + "2026-11-05.md", "十一月家用", 3),
               (D + "2026-10-15.md", "十月家用", 2),
               (ADM_MONEY, "| 9 月 | 2026-09-05", 2),
               (ADM_MONEY, "HK$3,000，由滙豐香港戶口", 1)]),
    dict(id="06", kind="temporal-last", lang="mixed",
         query="蛋撻 heartworm 藥上次幾時食",
         note="the last monthly heartworm pill: 2026-11-01 (daily note only); the list in the health note stops at 09-01",
         rewordings=["last heartworm pill for 蛋撻, which day", "心絲蟲 preventive 最近一次餵是哪天"],
         rels=[(D + "2026-11-01.md", "十一月心絲蟲藥", 3),
               (D + "2026-10-02.md", "十月心絲蟲藥", 2),
               (DOG_H, "2026-09-01 ✅", 2),
               (DOG_H, "十二月初：心絲蟲藥", 1)]),
    dict(id="07", kind="temporal-last", lang="zh-Hans",
         query="周师傅最近一次找我是什么时候",
         note="the latest message from 周师傅: 2026-11-19 (daily note only), asking whether the U1 was sold and inviting her to a voicing meet-up; the WeChat note stops at 06-21",
         rewordings=["周师傅上回发微信给我是哪天，说了什么",
                     "印象中周师傅前阵子又联系过我，是几号"],
         rels=[(D + "2026-11-19.md", "周師傅微信搵我", 3),
               (W_ZHOU, "高音区少扎", 2),
               (W_ZHOU, "毡太薄了", 1)]),

    # ---------------- decision ----------------
    dict(id="08", kind="decision", lang="zh-Hant",
         query="U1 啲榔頭最後係磨舊嘅定係換新？",
         note="the hammer decision: first (03-14) file the old ones, changed on 05-09 to new Hartwell hammers because the felt was too thin",
         rewordings=["舊琴嗰套榔頭到底有冇換新", "磨榔頭定換榔頭，最後點拍板"],
         rels=[(U1_HAM, "2026-05-09：周師傅一句", 3),
               (U1_OV, "2026-05-09 榔頭改咗", 3),
               (D + "2026-05-09.md", "U1 換新榔頭", 2),
               (W_ZHOU, "毡太薄了", 2),
               (U1_HAM, "2026-03-14：決定先磨舊嘅", 1),
               (U1_OV, "2026-03-14 榔頭", 1),
               (U1_HAM, "| 磨舊榔頭 |", 1)]),
    dict(id="09", kind="decision", lang="en",
         query="did I end up keeping the U1 or selling it",
         note="keep or sell the restored U1: kept at first (06-28), changed on 10-03 to selling it to 吳太太 for NT$68,000",
         rewordings=["verdict on the old Yamaha, keep or sell?",
                     "what did I actually decide to do with the restored upright in the end"],
         rels=[(U1_OV, "2026-10-03 改主意", 3),
               (D + "2026-10-03.md", "U1 賣俾吳太太", 3),
               (U1_OV, "2026-06-28 整好之後", 1),
               (D + "2026-06-28.md", "決定留喺屋企自己彈", 1),
               (D + "2026-09-27.md", "問 U1 賣唔賣", 1),
               (D + "2026-10-25.md", "U1 交琴俾吳太太", 2)]),
    dict(id="10", kind="decision", lang="zh-Hans",
         query="U1 的低音弦最后选了哪家做",
         note="who made the bass strings: 晓琳 at 琴韵 in 广州 (¥1,350, ten days), decided 04-02, not Hartwell (£240, six weeks)",
         rewordings=["低音弦是找广州做还是英国那家，拍板了没", "换低音弦那次，到底跟谁订的"],
         rels=[(U1_OV, "2026-04-02 低音弦", 3),
               (D + "2026-04-02.md", "低音弦拍板", 3),
               (U1_BASS, "就用你哋啦", 2),
               (U1_BASS, "报价 ¥1,350", 2),
               (U1_HW, "Lead time is about six weeks", 1)]),
    dict(id="11", kind="decision", lang="mixed",
         query="MPF 最後決定一筆過拎定繼續放",
         note="the MPF decision: keep it invested at first (01-20), changed on 02-15 to withdrawing it all as a lump sum",
         rewordings=["強積金究竟有冇拎晒出嚟，final decision?", "where did I land on the MPF，拎定唔拎"],
         rels=[(MPF, "2026-02-15：改主意", 3),
               (D + "2026-02-15.md", "強積金改主意", 3),
               (MPF, "2026-01-20：暫時唔拎", 1),
               (D + "2026-01-20.md", "暫時唔拎住", 1),
               (MPF, "2026-04-23：入咗數", 2)]),
    dict(id="12", kind="decision", lang="zh-Hant",
         query="端午比賽我最後是打鼓還是划槳",
         note="her seat in the dragon boat: the coach suggested drummer on 05-10; on 05-24 they agreed she drums in the race and paddles in training",
         rewordings=["龍舟隊鼓手嗰件事最後點", "阿賢叫我轉位置，結果定咗做什麼"],
         rels=[(DB_TEAM, "2026-05-24：傾好", 3),
               (D + "2026-05-24.md", "端午比賽我做鼓手", 3),
               (DB_RACE, "我做鼓手，阿賢企岸邊", 2),
               (D + "2026-06-19.md", "我打鼓", 2),
               (DB_TEAM, "2026-05-10：阿賢話我輕", 1),
               (DB_TEAM, "2026-05-17：試咗一堂鼓手", 1)]),
    dict(id="13", kind="decision", lang="en",
         query="where did we land on my days at the piano shop",
         note="her working days at 府城琴行: from September only Tuesday and Saturday (agreed 07-11), in exchange for training the new hire",
         rewordings=["how many days a week am I at the shop in the end",
                     "what did the boss and I agree about my work schedule"],
         rels=[(W_SHOP, "2026-07-11：同許老闆傾好", 3),
               (D + "2026-07-11.md", "九月起琴行改做星期二、六兩日", 3),
               (W_SHOP, "2026-09-01：新安排開始", 2),
               (D + "2026-09-01.md", "新返工安排第一日", 2),
               (W_SHOP, "2022 起：逢星期二、四、六", 1)]),
    dict(id="14", kind="decision", lang="zh-Hant",
         query="蛋撻最後食邊種飼料",
         note="the dog's food after the skin allergy: home cooking was tried first (11-08); on 11-21 she switched to the hydrolysed-protein prescription food",
         rewordings=["前陣子蛋撻皮膚敏感，之後狗糧到底怎麼決定",
                     "11月7號看完獸醫之後，蛋撻的飼料拍板了沒"],
         rels=[(DOG_FOOD, "2026-11-21：自己煮冇效", 3),
               (D + "2026-11-21.md", "改食處方飼料", 3),
               (D + "2026-11-07.md", "建議轉水解蛋白處方飼料", 2),
               (DOG_FOOD, "2026-11-07：黃醫師建議", 2),
               (DOG_FOOD, "2026-11-08：處方飼料太貴", 1),
               (D + "2026-11-08.md", "先自己煮雞胸", 1)]),

    # ---------------- lookup ----------------
    dict(id="15", kind="lookup", lang="zh-Hant",
         query="有沒有寫過那台 U1 當初花多少錢買的",
         note="what the U1 cost to buy: NT$18,000 from the closing kindergarten on 2025-11-08",
         rewordings=["上個月25號搬走嗰部琴，當初幾錢買返嚟", "幼稚園收回來那部舊山葉多少錢"],
         rels=[(U1_OV, "NT$18,000", 3),
               (D + "2025-11-08.md", "NT$18,000 成交", 3),
               (U1_COST, "| the piano (kindergarten", 2),
               (U1_OV, "2026-10-03 改主意", 1),
               (ARC_YR, "買咗部舊 U1", 1)]),
    dict(id="16", kind="lookup", lang="en",
         query="how much was the import tax on the Hartwell parcel",
         note="the import tax DHL charged on the Hartwell hammers: NT$1,870 on 2026-05-28",
         rewordings=["May 28th DHL delivery, what did I pay in duty exactly",
                     "customs charge when the new hammers arrived"],
         rels=[(D + "2026-05-28.md", "進口稅 NT$1,870", 3),
               (U1_COST, "| import tax on the Hartwell parcel", 2),
               (U1_HW, "Import duty and tax in Taiwan", 1),
               (U1_HW, "Order HW-50713 confirmed", 1),
               (D + "2026-05-13.md", "£495 all in", 1)]),
    dict(id="17", kind="lookup", lang="zh-Hans",
         query="换下来的旧榔头我放哪儿了",
         note="where the old U1 hammers are: in labelled shoe boxes on the top shelf of the third-floor storeroom",
         rewordings=["U1 拆下来那套旧榔头收在哪里", "我记得把旧榔头装盒子收起来了，放在哪"],
         rels=[(D + "2026-06-06.md", "舊榔頭全部用鞋盒裝好", 3),
               (U1_OV, "舊榔頭留低做紀念", 3),
               (U1_HAM, "2026-06-06：新榔頭裝好", 1),
               (D + "2026-06-06.md", "U1 裝新榔頭", 1)]),
    dict(id="18", kind="lookup", lang="zh-Hant",
         query="居留證延期辦得如何，拿到新證了嗎",
         note="the residence-permit renewal: applied on 08-05, the new card collected on 2026-08-19, valid for another three years",
         rewordings=["新居留證幾時拎到，效期幾耐", "八月去移民署延居留，後來怎樣了"],
         rels=[(ADM_ARC, "2026-08-19：拎咗新證", 3),
               (D + "2026-08-19.md", "拎咗新居留證", 2),
               (ADM_ARC, "2026-08-05：去移民署", 1),
               (D + "2026-08-05.md", "居留證延期", 1)]),
    dict(id="19", kind="lookup", lang="en",
         query="what pitch did the touring pianist want",
         note="the pitch for the 2026-09-26 recital: A = 442 Hz, finished before 14:00",
         rewordings=["Sept 26 recital at the cultural centre, was it 440 or 442",
                     "remind me what A the tour manager asked for"],
         rels=[(W_CONCERT, "prefers A = 442 Hz", 3),
               (W_CONCERT, "Confirmed: A = 442", 2),
               (D + "2026-09-26.md", "A=442", 2),
               (RES_TEMP, "樂團、獨奏會有時要 442", 1)]),
    dict(id="20", kind="lookup", lang="mixed",
         query="MPF 最後入咗幾多錢",
         note="the MPF payout: HK$213,918 into HSBC on 2026-04-23",
         rewordings=["強積金 payout 實收金額", "how much HKD landed in HSBC from the 強積金 withdrawal"],
         rels=[(MPF, "2026-04-23：入咗數", 3),
               (D + "2026-04-23.md", "HK$213,918", 3),
               (MPF, "2026-01 結單", 1),
               (MPF, "2026-05-06：匯 HK$150,000", 1),
               (FAM_MUM, "強積金攞咗", 1)]),
    dict(id="21", kind="lookup", lang="zh-Hans",
         query="端午那场龙舟赛成绩怎么样",
         note="the Duanwu race result: 2:31.4 in the women's 500 m final, third place",
         rewordings=["龙舟比赛决赛划了多少秒，拿第几", "六月那次比赛我们队最后排第几"],
         rels=[(DB_RACE, "決賽 2 分 31.4 秒", 3),
               (D + "2026-06-19.md", "決賽第三", 2),
               (DB_RACE, "初賽 2 分 33.8 秒", 1),
               (DB_RACE, "冠軍係鯤鯓浪花", 1),
               (DB_TEAM, "| 2026-06-07 | 模擬賽", 1)]),
    dict(id="22", kind="lookup", lang="en",
         query="what was the name of that piano mover guy",
         note="the piano mover: 阿輝搬琴 (陳志輝), in the contacts table; not 大台南搬家, who moved the house",
         rewordings=["who moved the U1 into my place, company name and number?",
                     "someone helped me haul the piano up two floors, what was he called"],
         rels=[(RES_CONTACT, "| 搬琴 | 阿輝搬琴", 3),
               (U1_OV, "搬入屋：阿輝搬琴", 2),
               (D + "2025-11-08.md", "阿輝搬琴 幫手搬返嚟", 2),
               (D + "2026-10-25.md", "阿輝搬琴搬過去", 1),
               (ARC_MOVE, "大台南搬家", 1)]),

    # ---------------- tasks ----------------
    dict(id="23", kind="tasks", lang="zh-Hant",
         query="南榕國小那邊還有什麼沒搞定",
         note="open tasks for the school contract: chase the September payment and write the scrapping proposal for the music-room-B piano",
         rewordings=["南榕嗰單仲有咩未搞掂", "大前天打去南榕追完錢，合約那邊還剩哪些事要做"],
         rels=[(SCH, "追九月輪嘅錢", 3),
               (SCH, "報廢建議書", 3),
               (D + "2026-11-27.md", "追九月嗰輪", 2),
               (SCH, "[x] 九月輪發票", 1),
               (SCH, "2026-10-06 寄咗發票", 1)]),
    dict(id="24", kind="tasks", lang="en",
         query="what's left to do before the trip home for grandpa's 90th",
         note="open tasks for the December Hong Kong trip: book the flights and buy the Alishan tea for 阿爺",
         rewordings=["things I haven't done yet for the December Hong Kong trip",
                     "looked at flights over the weekend, what else is still open for the HK birthday trip"],
         rels=[(HKTRIP, "[ ] 訂機票", 3),
               (HKTRIP, "阿里山高山茶兩罐", 3),
               (D + "2026-11-28.md", "又睇咗機票", 2),
               (D + "2026-11-26.md", "遲啲先訂", 2),
               (HKTRIP, "[x] 同許老闆請假", 1),
               (HKTRIP, "[x] 問小安", 1)]),
    dict(id="25", kind="tasks", lang="zh-Hans",
         query="蛋挞那边还有什么事没做",
         note="open tasks for the dog: ask the vet about dental cleaning under anaesthesia; early-December heartworm pill and a second bag of prescription food",
         rewordings=["狗狗的待办还剩哪些", "蛋挞的事情，有哪些还没处理"],
         rels=[(DOG_H, "洗牙", 3),
               (DOG_H, "十二月初：心絲蟲藥", 3),
               (D + "2026-11-21.md", "兩個禮拜後再睇皮膚", 2),
               (DOG_H, "[x] 補買耳藥", 1)]),
    dict(id="26", kind="tasks", lang="mixed",
         query="U1 賣咗之後仲有咩 loose ends",
         note="open tasks for the sold U1: a follow-up tuning three months after delivery and returning 許老闆's jig",
         rewordings=["上個月底整理完相之後，U1 還有哪些 to-do 沒做完",
                     "follow-up on the U1 after 交琴, what's still pending"],
         rels=[(U1_OV, "三個月後再上門調一次", 3),
               (U1_OV, "還返許老闆嗰個 jig", 3),
               (U1_OV, "[x] IG post", 1),
               (U1_OV, "[x] 寫成本總結", 1),
               (D + "2026-10-31.md", "整理 U1 before/after 相", 1)]),
    dict(id="27", kind="tasks", lang="en",
         query="things I still haven't done for the shop",
         note="open tasks at 府城琴行: the weekly half hour teaching 阿傑 and the year-end parts stocktake; the borrowed jig is also owed to the boss",
         rewordings=["open to-dos at the piano shop",
                     "the day before yesterday at the shop I was teaching the new guy, what else is still on my list there"],
         rels=[(W_SHOP, "教阿傑半粒鐘", 3),
               (W_SHOP, "年底盤點配件", 3),
               (U1_OV, "還返許老闆嗰個 jig", 2),
               (D + "2026-11-28.md", "阿傑第一次自己調", 2),
               (W_SHOP, "[x] 琴行 IG", 1)]),

    # ---------------- cross-language ----------------
    dict(id="28", kind="cross-language", lang="en",
         query="what did Zhou shifu say about voicing the new hammers",
         note="an English question on Simplified WeChat notes: needle the new hammers shallowly, shoulders first in the mid-range, leave the top alone",
         rewordings=["remind me Master Zhou's advice on needling the new hammer felt",
                     "how deep to needle the new hammers, according to my old teacher in Guangzhou"],
         rels=[(W_ZHOU, "第一轮扎针别太深", 3),
               (W_ZHOU, "弹一两个月", 2),
               (W_ZHOU, "高音区少扎", 2),
               (RES_VOICE, "新榔头：先扎肩部", 2),
               (D + "2026-06-21.md", "周師傅微信教扎針", 2),
               (W_ZHOU, "挂的时候注意角度", 1)]),
    dict(id="29", kind="cross-language", lang="zh-Hant",
         query="Hartwell 那邊運費收多少",
         note="a Traditional question on the English emails: DHL Express shipping for the hammers was £92",
         rewordings=["英國嗰間寄榔頭過嚟，DHL 運費幾多", "英國零件商報的運費是多少錢"],
         rels=[(U1_HW, "Shipping to Tainan by DHL Express is £92", 3),
               (U1_HW, "Order HW-50713 confirmed", 2),
               (D + "2026-05-13.md", "£495 all in", 1),
               (U1_HW, "Lead time is about six weeks", 1)]),
    dict(id="30", kind="cross-language", lang="zh-Hans",
         query="文化中心那场独奏会调音费多少",
         note="a Simplified question on the English concert emails: TWD 7,500 for the day including the interval touch-up",
         rewordings=["九月给来访钢琴家调琴，那天收了多少钱", "那个巡演经纪人说调音费开给谁、多少"],
         rels=[(W_CONCERT, "TWD 7,500", 3),
               (W_CONCERT, "Confirmed: A = 442", 1),
               (D + "2026-09-26.md", "中場補咗三個音", 1)]),
    dict(id="31", kind="cross-language", lang="en",
         query="what soup did Mum tell me to make now that it's cold",
         note="an English question on Cantonese WhatsApp notes: the latest (11-10) is corn and carrot soup with two candied dates",
         rewordings=["the other day Mum told me to cook some soup for the cold weather, which one",
                     "Mum's most recent soup recommendation"],
         rels=[(FAM_MUM, "粟米紅蘿蔔湯", 3),
               (FAM_MUM, "西洋菜陳腎湯", 2),
               (D + "2026-03-27.md", "阿媽煲咗西洋菜湯", 1)]),
    dict(id="32", kind="cross-language", lang="zh-Hans",
         query="翻新那台旧钢琴一共花了多少钱",
         note="a Simplified question on the English cost summary: NT$52,010 in total, sold for NT$68,000",
         rewordings=["U1 修复的总成本是多少", "月初写的那份 U1 成本总结，总数是多少"],
         rels=[(U1_COST, "| **total** |", 3),
               (D + "2026-11-02.md", "寫咗 U1 成本總結", 2),
               (U1_COST, "Sold to 吳太太 for NT$68,000", 1)]),

    # ---------------- no-answer ----------------
    dict(id="33", kind="no-answer", lang="zh-Hant",
         query="蛋撻結紮手術是在哪間醫院做的",
         note="the vault never mentions the dog being spayed", rewordings=[], rels=[]),
    dict(id="34", kind="no-answer", lang="en",
         query="how much did the insurance on the U1 cost",
         note="the vault never mentions insuring the piano (or any insurance)", rewordings=[], rels=[]),
    dict(id="35", kind="no-answer", lang="zh-Hans",
         query="龙舟队的队服是什么颜色，尺码多大",
         note="the vault never mentions a team jersey or its size", rewordings=[], rels=[]),
    dict(id="36", kind="no-answer", lang="zh-Hant",
         query="阿媽上次覆診醫生點講",
         note="the vault never mentions mum's own medical appointments", rewordings=[], rels=[]),
]
