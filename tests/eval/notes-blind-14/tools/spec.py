# -*- coding: utf-8 -*-
"""notes-blind-14: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 林曉雯 (Lin Hsiao-wen), 34, small-animal vet at 沐光動物醫院 in 台中 西屯, runs a monthly
weekend spay/neuter day for street cats in 霧峰 and trains for a trail race; lives in 北屯.
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb14"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


# ---------------------------------------------------------------------------
# Daily notes 2025
# ---------------------------------------------------------------------------

N("Daily/2025-06-07.md", """
# 6/7（六）

- 第一次跟大坑跑團跑山，5 號步道上去接 4 號下來，8.5 km、爬升 520 m，下坡腿一直抖
- 團長 Kevin 說新手先不要買越野鞋，先把路跑鞋穿爛再說
- 回家睡了三個鐘頭，麻糬一直踩我肚子
""")

N("Daily/2025-06-14.md", """
- 麻糬最近水喝超多，砂盆的尿塊一顆比一顆大…職業病發作，已經在腦內跑 differential 了
- 她 14 歲了，該做完整血檢了，等我排休再帶她去
- 晚診一隻吃到衛生棉的拉不拉多，催吐成功，主人一直說歹勢
""")

N("Daily/2025-06-22.md", """
- 好厝邊協會的阿德哥約喝咖啡，問我能不能當霧峰每月絕育日的主刀
- 他說動保處有補助：母貓一隻 1,500、公貓 800，藥材協會出，我只要出人
- 先答應試三個月，子謙說我瘋了，平日已經看診看到爆
- [ ] 問院長週日借器械的事
""")

N("Daily/2025-06-28.md", """
# Sat 28 Jun

- Long run with the 大坑 group, 14 km, about 900 m of climbing. Knees OK, calves dead.
- Kevin lent me his old soft flasks. Need my own.
- Evening: 子謙 made 咖哩, Mochi stole a piece of chicken.
""")

N("Daily/2025-07-03.md", """
- 院長同意週日絕育日可以借診所的高壓滅菌鍋，條件是器械我自己洗、自己包
- 小芸說她可以來幫忙一次看看，有算加班費嗎她問 😂
- 協會要我列一份藥材清單，週末寫
""")

N("Daily/2025-07-08.md", """
---
tags: [daily, 麻糬]
---
- 麻糬抽血結果：Crea 2.4 mg/dL、SDMA 22 µg/dL、USG 1.018，血壓 150。CKD，IRIS stage 2
- 看別人的貓可以很冷靜，看到自己的貓報告手在抖
- 先換腎臟處方，今天帶了 Hill's k/d 回家，細節記在 [[麻糬]]
""")

N("Daily/2025-07-13.md", """
- 跑團長距離 18 km，第一次吃能量膠，荔枝口味有夠甜
- 下山在大坑吃了愛玉，15 塊，人生圓滿
""")

N("Daily/2025-07-20.md", """
# 第一場絕育日 🐱

- 霧峰萬豐活動中心，早上 7:30 到，做到下午快 4 點
- 一共 22 隻：母貓 14、公貓 8，一隻懷孕中期的，做了
- 美玲負責報到跟回籠，阿德哥一直在搬籠子，小芸幫我麻醉監控
- 腰快斷了，晚上貼了兩片撒隆巴斯。檢討寫在 [[第一場絕育日 檢討 2025-07]]
""")

N("Daily/2025-07-27.md", """
- 麻糬 k/d 吃兩口就走開，乾的、罐頭、雞肉口味都試了，一樣
- 她寧願餓也不吃，老貓真的袂使這樣餓，明天再想辦法
- 跑步休息一天，腳踝有點緊
""")

N("Daily/2025-08-02.md", """
- 麻糬改吃 RC Renal，乾糧跟罐頭都吃了！！！一整碗 🥹
- 跟院長報告了，他說貓願意吃最重要，就先這樣
- 下午跑團 10 km 輕鬆跑
""")

N("Daily/2025-08-10.md", """
- 機車換機油，北屯阿龍機車行，350
- 阿龍說後煞車皮快沒了，一起換，又 250
- 豆漿店老闆娘問我是不是醫生，她家的狗一直抓
""")

N("Daily/2025-08-17.md", """
- 第二場絕育日，26 隻，有兩隻是耳朵已經剪過的，白抓了 😅
- 阿德哥說下次誘捕前要先拍照核對
- 小芸這次沒來，改找了診所以前的助理佩君
""")

N("Daily/2025-08-23.md", """
- 縫線跟頸圈先跟义乌那家「宠安」買，小周報價比台灣代理商便宜快一半
- 用微信下單，付款走支付寶朋友代付，有點麻煩但算了
- 對話存在 [[宠安 微信 摘錄]]
""")

N("Daily/2025-08-30.md", """
- 颱風假 🌀 診所停診
- 在家把絕育日的手術流程寫成 SOP，給之後來幫忙的獸醫看
- 麻糬跟我一起窩在沙發，她最近精神不錯
""")

N("Daily/2025-09-13.md", """
- 捐血，台中捐血中心，250 ml，血紅素 12.8 剛好過
- 護理師說女生 250 的話兩個月後就可以再來
- 送了一包乖乖跟一張 7-11 禮券
""")

N("Daily/2025-09-21.md", """
- 第三場絕育日 31 隻，目前最多
- 收工的時候在活動中心後面的水溝撿到一隻小黑狗，大概 3 個月，全身跳蚤
- 就…帶回家了。子謙看了五秒說：「好啦，叫什麼？」→ 豆花
""")

N("Daily/2025-09-28.md", """
- 豆花第一劑疫苗 + 驅蟲，4.2 kg
- 麻糬對她哈氣了一整天，兩個要分房一陣子
""")

N("Daily/2025-10-05.md", """
- 協會開會，本來在想要不要買二手 Sienta 載籠子
- 結果理事有人捐了一台舊 Previa 給協會，我們絕育日借來用就好，油錢我出
- 所以不買車了，省下來的錢先放著
""")

N("Daily/2025-10-14.md", """
- 麻糬回診，Crea 2.5、SDMA 23，跟 7 月差不多，穩定 🙏
- 這次出門前有先餵藥，整趟車程都沒叫，上次叫到子謙耳鳴
- 晚診一隻公貓尿道阻塞，插管插了 40 分鐘
""")

N("Daily/2025-10-19.md", """
- 第四場絕育日 24 隻
- 新志工是兩個東海的學生，很認真在抄術後照護
""")

N("Daily/2025-10-30.md", """
- 夜診：一隻貓咬了主人花瓶裡的百合，急性腎傷風險，住院點滴 48 小時
- 主人一直哭，我只能說還好來得早
- 回家立刻檢查家裡有沒有百合…沒有。子謙送過的花都是向日葵
""")

N("Daily/2025-11-05.md", """
- 院長說明年 1 月起診所結紮價格要調，材料費漲太多
- 午休跑了 6 km 的河堤，脛前有點緊
""")

N("Daily/2025-11-16.md", """
# 大坑 12K 越野 🏃‍♀️

- 第一場越野賽！1:38:20，女子組第 14
- 最後 2 km 下坡根本用滾的，賽記寫在 [[大坑 12K 賽記 2025-11]]
- 晚上吃麻辣鍋慶祝
""")

N("Daily/2025-11-23.md", """
- 第五場絕育日 28 隻
- 有一隻母貓子宮蓄膿，幸好有做，不然大概撐不過冬天
- 美玲說 12 月天冷，恢復區要多借幾台電暖器
""")

N("Daily/2025-12-06.md", """
- 機車換機油，還是阿龍那邊，漲到 380
- 他說下次可以換全合成的，我說再看看
- 下午帶豆花去公園社會化，她很怕腳踏車
""")

N("Daily/2025-12-12.md", """
- 兩家牙科 X 光廠商來診所 demo，一家 DR sensor、一家 CR 系統
- DR 拍完馬上出圖真的快，但 sensor 只有一個尺寸
- 院長說年後再決定，叫我先整理比較 → [[診所牙科 X 光]]
""")

N("Daily/2025-12-21.md", """
- 第六場絕育日，下雨又冷，只抓到 19 隻
- 有三隻術後體溫太低，用暖暖包跟熱水袋救回來
""")

N("Daily/2025-12-27.md", """
- 跟子謙去花蓮兩天一夜，七星潭吹風、吃炸彈蔥油餅
- 豆花跟麻糬託給我媽，媽說麻糬整晚都在叫
""")

N("Daily/2025-12-31.md", """
- 跨年在家，寫了今年的回顧 → [[2025 年度回顧]]
- 明年目標：跑一場 50K、絕育日不要中斷、麻糬好好的
""")


# ---------------------------------------------------------------------------
# Daily notes 2026
# ---------------------------------------------------------------------------

N("Daily/2026-01-05.md", """
- 診所新價目今天開始，母貓結紮從 4,200 調到 4,500，公貓維持 2,200
- 櫃台 Ivy 說一早就被客人念了兩次
- 晚上做了絕育日的年度統計給協會
""")

N("Daily/2026-01-10.md", """
- 捐血 250，這次血紅素 13.1
- 捐完去逛審計新村，買了一個陶杯
""")

N("Daily/2026-01-16.md", """
- 開會：牙科 X 光，院長最後拍板 CR 系統，理由是四種片子尺寸，小貓到大狗都拍得到
- 二手 DR 那台被打槍了，保固只有三個月
- 2 月底裝機，廠商會來上課
""")

N("Daily/2026-01-18.md", """
- 第七場絕育日 25 隻
- 阿凱第一次來幫忙，他做公貓超快
""")

N("Daily/2026-01-20.md", """
- 麻糬回診：Crea 2.8、SDMA 25，血壓量三次平均 165
- 開始吃 amlodipine 0.625 mg 一天一次，磨粉混罐頭
- 她瘦到 3.4 kg 了 😞
""")

N("Daily/2026-01-25.md", """
# Sun 25 Jan

- Online CE webinar on feline CKD and hypertension, 3 hours. Notes in [[Feline CKD & hypertension webinar (EN)]].
- Counts for 3 CE points.
- Afternoon: trail 16 km with Kevin's group, cold and muddy.
""")

N("Daily/2026-02-07.md", """
- 幫豆花結紮，自己動刀，阿凱幫我麻醉
- 術前秤 9.4 kg，比想像中大隻，這隻根本不是小型犬
- 她醒來第一件事是找我，心都化了
""")

N("Daily/2026-02-17.md", """
# 初一 草屯

- 回草屯阿嬤家拜年，阿嬤還是堅持自己煮一桌菜
- 她說：「莫煩惱啦，我身體足勇」，一直塞紅包給豆花（？）
- 舅舅說阿嬤最近晚上會起來上廁所好幾次，有點擔心
""")

N("Daily/2026-02-22.md", """
- 第八場絕育日，出包：宠安的縫線斷了兩次，還有一根針在縫腹膜的時候彎掉
- 還好都是縫皮下發現的，重縫就好，可是嚇死我
- 這批真的袂使再用了。晚上開始查別家
""")

N("Daily/2026-02-23.md", """
- 牙科 CR 裝好了，廠商上了兩小時課
- 第一張拍的是院長自己家的老臘腸，三顆牙根吸收
""")

N("Daily/2026-03-02.md", """
- 縫線換掉，以後 PGA 都跟檳城的 MedVet 訂。貴一點，但上次那種事不能再來
- 宠安只留頸圈，頸圈沒問題
- 晚上寫 email 給 Priya 要報價
""")

N("Daily/2026-03-05.md", """
- MedVet 第一筆訂單送出，3-0 跟 4-0 PGA，PayPal 付美金
- Priya 回信超快，說下週寄 DHL
""")

N("Daily/2026-03-08.md", """
- 買了第一雙真正的越野鞋 Hoka Speedgoat 6，5,280，跑步店老闆給了 9 折後的價
- 試穿的時候在店裡的假石頭坡上走了 10 分鐘，抓地力好誇張
- 舊的路跑鞋正式退休
""")

N("Daily/2026-03-15.md", """
- 第九場絕育日 30 隻，第一次用 MedVet 的線，滑順很多
- 阿德哥幫大家訂了便當，雞腿飯 👍
""")

N("Daily/2026-03-20.md", """
- 鳶嘴稍來越野報名成功！報 50K，報名費 3,200
- 開賽是 10/25，還有七個月
- 子謙：「你確定？」我：「不確定」
""")

N("Daily/2026-04-03.md", """
- 中午舅舅打來：阿嬤在浴室跌倒，送南投醫院，懷疑股骨頸骨折
- 請假衝去草屯，阿嬤痛到一直流汗還在說歹勢、歹勢
- 晚上轉台中榮總，後天開刀
""")

N("Daily/2026-04-05.md", """
- 阿嬤開刀，人工半髖關節，三個小時
- 醫師建議用自費的材質，跟媽、舅舅商量完決定用，三個人分
- 在開刀房外面等的時候一直想到她以前騎腳踏車載我去市場
""")

N("Daily/2026-04-19.md", """
- 第十場絕育日我沒辦法去，阿凱主刀，做了 27 隻
- 美玲傳了一堆照片，恢復區排得很整齊
""")

N("Daily/2026-04-26.md", """
# 谷關 25K

- 4:05:33，比預期慢，後半段爬升一直抽筋
- 鹽錠吃太少，下次每小時一顆。賽記 → [[谷關 25K 賽記 2026-04]]
""")

N("Daily/2026-05-05.md", """
- 麻糬 Crea 2.9、SDMA 26，進 IRIS 3 了
- 開始在家打皮下輸液，LRS 隔天一次，子謙負責抱，我負責扎針
- 她打完會去窩在暖暖的地方，好像知道這對她好
""")

N("Daily/2026-05-10.md", """
- 家族會議（媽、舅舅、阿姨、我）：阿嬤出院後一個人住不行
- 大家先傾向申請外籍看護，費用三家分，舅舅去問仲介
""")

N("Daily/2026-05-16.md", """
- 捐血 250，排了 20 分鐘
- 護理師認出我了，說我很準時 😂
""")

N("Daily/2026-05-17.md", """
- 第十一場絕育日 33 隻，新紀錄！
- 從早上 7 點做到 5 點，中間只吃了半個便當
""")

N("Daily/2026-05-30.md", """
# Sat 30 May

- HQHVSN workshop in Taipei (Dr. Karen Holt). Exhausting but gold. Notes: [[HQHVSN workshop (EN)]]
- Her cat spay is under 6 minutes. Mine is ~15. Lots to learn.
- Took the 高鐵 back, slept the whole way.
""")

N("Daily/2026-06-02.md", """
- 房東劉先生傳訊息：7 月租約到期，要續的話房租漲 500
- 西屯那邊有一間兩房離診所騎車 5 分鐘，週末去看
""")

N("Daily/2026-06-07.md", """
- 看了西屯那間：18,000，新、離診所近，但沒有陽台，貓砂盆跟豆花的籠子放不下
- 子謙比較想留在北屯，他上班近
""")

N("Daily/2026-06-10.md", """
- MedVet 第二次訂貨，這次加訂了 2-0 給大母貓用
- 匯率爛掉，同樣的量多了 NT$600 左右
""")

N("Daily/2026-06-12.md", """
- 跟劉先生簽了，續兩年，一個月 16,500
- 搬家太累了，現在這樣就好
""")

N("Daily/2026-06-18.md", """
- 長照中心照專來家訪，巴氏量表 70 分
- 結果外籍看護申請不過：規定是 85 歲以上輕度依賴才可以，阿嬤 84，差一歲 😤
- 舅舅氣到說要去投訴，媽叫他冷靜
""")

N("Daily/2026-06-21.md", """
- 第十二場絕育日 24 隻
- 第一次試著用 workshop 學的 pedicle tie，母貓快了好幾分鐘
""")

N("Daily/2026-06-25.md", """
- 阿嬤的事定了：平日去草屯的福樂日照，交通車會來載
- 長照補助扣掉以後自付大概 7 千，比看護便宜很多
- 阿嬤聽到可以去跟人家唱歌，居然有點開心
""")

N("Daily/2026-07-01.md", """
- 阿嬤第一天去日照，舅舅說她回來講了一小時的話
- 晚上 20 km 配速跑，腿很重
""")

N("Daily/2026-07-12.md", """
- 長距離 30 km（大坑 → 頭嵙山 → 回來），25 km 之後右膝外側刺痛，最後 5 km 用走的
- 下樓梯會痛，很像 ITB 😩
- [ ] 找物理治療所
""")

N("Daily/2026-07-16.md", """
- 第一次去動元物理治療所，游治療師評估：右側髂脛束症候群，臀中肌無力
- 一次 1,200 自費，徒手 + 運動治療
- 兩週內不准跑下坡
""")

N("Daily/2026-07-19.md", """
- 第十三場絕育日 29 隻
- 站一整天膝蓋還好，只是蹲下去拿籠子會痛
""")

N("Daily/2026-07-23.md", """
- 物理治療第二次，游治療師加了側躺抬腿跟 clamshell，回家每天做
""")

N("Daily/2026-07-29.md", """
- 換機油，這次聽阿龍的換全合成，450
- 里程 18,240 km
""")

N("Daily/2026-08-06.md", """
- PT 第三次，可以慢跑 5 km 不痛了
- 下坡還是會隱隱的
""")

N("Daily/2026-08-16.md", """
- 第十四場絕育日 26 隻
- 阿凱帶了他的新助理來，很會保定
""")

N("Daily/2026-08-18.md", """
- 麻糬回診 Crea 3.0、SDMA 26，體重 3.3 kg
- 皮下輸液從 100 加到 120 ml，還是隔天
- 她現在看到輸液袋就會躲進床底 😢
""")

N("Daily/2026-08-20.md", """
- PT 第四次。跟游治療師討論完，50K 的下坡量膝蓋撐不住，改報 32K
- 大會說可以改組別，手續費 200，差額不退，沒關係
- 心裡有點不甘心，但明年還有機會
""")

N("Daily/2026-09-01.md", """
- MedVet 第三次訂貨，Priya 說年底前價格不動
- 順便問了吸收線有沒有更細的給小貓用
""")

N("Daily/2026-09-10.md", """
- PT 第五次，游治療師說可以恢復正常課表，賽前再來一次就好
""")

N("Daily/2026-09-12.md", """
- 捐血 250，血紅素 12.6，差一點不能捐
- 護理師叫我多吃紅肉，跑步的人容易缺鐵
""")

N("Daily/2026-09-20.md", """
- 第十五場絕育日 32 隻
- 一隻公貓隱睪，腹腔找了 20 分鐘才找到
""")

N("Daily/2026-09-25.md", """
# 中秋

- 回太平烤肉，阿嬤也來了，用助行器走得很穩
- 豆花偷吃了一整片吐司，麻糬留在家
""")

N("Daily/2026-10-03.md", """
- 賽前最後一次長距離 24 km，配速照計畫，膝蓋沒事
- 開始減量 taper
""")

N("Daily/2026-10-08.md", """
- 補給試吃：能量膠每 40 分鐘一包 + 鹽錠每小時一顆，胃可以
- 裝備最後確認，頭燈電池買新的
""")

N("Daily/2026-10-11.md", """
- 去草屯看阿嬤，她在日照做了一個紙黏土的貓說要送麻糬 🥹
- 她最近記性比較差，一直問我結婚了沒
""")

N("Daily/2026-10-18.md", """
- 第十六場絕育日 21 隻，下週要比賽，沒有做太晚
- 美玲說 12 月那場活動中心可能借不到
""")

N("Daily/2026-10-25.md", """
# 鳶嘴稍來 32K 完賽！！

- 5:48:12，女子組第 23
- 稍來山那段木棧道下坡膝蓋完全沒事，游治療師萬歲
- 終點子謙拿著豆花的照片在等我 😭
""")

N("Daily/2026-11-03.md", """
- 寄 email 跟 Priya 下第四次訂單，這次是 12 月場加明年 1 月場的量
- 她說 DHL 年底會塞，會盡量月中前到
""")

N("Daily/2026-11-06.md", """
- 機車換機油，阿龍那邊，全合成 450，里程 19,310 km
- 阿龍說前輪胎紋快平了，年底前要換
""")

N("Daily/2026-11-10.md", """
- 賽後回動元找游治療師追蹤，髂脛束沒問題，臀中肌力量有進步
- 他說如果明年要跑 50K，下坡肌力要從現在開始練
""")

N("Daily/2026-11-14.md", """
- 去捐血中心捐了 250，這次血紅素 13.0，紅肉有效
- 回程順路買了豆花的罐頭
""")

N("Daily/2026-11-17.md", """
- 麻糬回診抽血：Crea 3.1、SDMA 27，磷 5.2 偏高
- 加磷結合劑，混在罐頭裡，她好像沒發現
- [ ] 磷結合劑 Ipakitine 叫貨
""")

N("Daily/2026-11-22.md", """
- 第十七場絕育日，27 隻，今年最後一場在萬豐
- 下個月場地要換，活動中心年底被借走了
- 收完器械已經天黑，阿德哥請喝薑母鴨
""")

N("Daily/2026-11-23.md", """
- 回草屯看阿嬤，帶了麻糬的照片給她看，她說「這隻貓哪會遮爾瘦」
- 日照的社工說她在那邊適應得很好，每天都搶著當點名的
""")

N("Daily/2026-11-28.md", """
- 開始準備 12 月場：場地改去霧峰舊郵局旁邊的里民活動室
- [ ] 里長那邊的借用單還沒拿到
- 年底診所很忙，狗的咳嗽季開始了
""")


# ---------------------------------------------------------------------------
# Projects
# ---------------------------------------------------------------------------

TNR = "Projects/霧峰絕育日/"

N(TNR + "絕育日 總覽.md", """
---
created: 2025-06-23
tags: [project, TNR, 志工]
aliases: [霧峰 TNR, 絕育日]
status: active
---
# 霧峰絕育日 總覽

跟「街貓好厝邊協會」合作，每月一個週日在霧峰幫街貓做 TNR（誘捕、絕育、剪耳、原地放回）。
我是主刀，阿德哥（協會理事長）管誘捕跟運輸，美玲管報到、回籠、術後追蹤。
流程 → [[手術流程 SOP]]；縫線 → [[縫線 供應商]]；志工 → [[志工須知]] / [[Volunteer briefing (EN)]]

## 經費

- 動保處絕育補助：母貓每隻 NT$1,500、公貓 NT$800，協會每季彙整申請，撥款大概慢兩個月
- 藥材、縫線、頸圈由協會付，我和小芸、阿凱都是義務
- 診所借我們高壓滅菌鍋，器械自己洗

## 場次紀錄

- 2025-07-20 第 1 場：萬豐活動中心，22 隻（母 14／公 8），一隻懷孕中期
- 2025-08-17 第 2 場：26 隻，兩隻早就剪過耳
- 2025-09-21 第 3 場：31 隻，撿到豆花 🐶
- 2025-10-19 第 4 場：24 隻，東海學生志工加入
- 2025-11-23 第 5 場：28 隻，一隻子宮蓄膿
- 2025-12-21 第 6 場：19 隻，下雨，三隻術後低體溫
- 2026-01-18 第 7 場：25 隻，阿凱第一次支援
- 2026-02-22 第 8 場：23 隻，宠安的縫線斷兩次、針彎一根
- 2026-03-15 第 9 場：30 隻，改用 MedVet 縫線
- 2026-04-19 第 10 場：27 隻（阿嬤住院，阿凱代打）
- 2026-05-17 第 11 場：33 隻，目前紀錄
- 2026-06-21 第 12 場：24 隻，開始用 pedicle tie
- 2026-07-19 第 13 場：29 隻
- 2026-08-16 第 14 場：26 隻
- 2026-09-20 第 15 場：32 隻，一隻隱睪
- 2026-10-18 第 16 場：21 隻，下週比賽所以早收

## 載運

- 一開始都是阿德哥開他的小貨車，一次只能載 12 個籠子，要跑兩趟
- 考慮過：二手 Sienta 大約 45 萬 / 機車加拖車（不實際）/ 租車一次 2,500
- 2025-10-05 協會會議：理事捐了一台舊 Previa，絕育日借來載籠子，油錢我出 → 車就不買了
- 2026-03 Previa 換了電瓶 3,200，協會出

## 12 月場 準備

- [x] 確認阿凱 12 月能來支援
- [x] 跟 MedVet 確認 11 月的訂單月中前會到
- [ ] 里民活動室的借用申請書送給里長
- [ ] 再找兩個志工顧恢復區（東海的學生期末考）
- [x] 電暖器跟保溫墊從倉庫搬出來
""")

N(TNR + "手術流程 SOP.md", """
---
created: 2025-08-30
tags: [TNR, SOP, 麻醉]
---
# 手術流程 SOP（絕育日用）

颱風假寫的，之後每次有人來幫忙都先看這份。成貓以 3 kg 計，幼貓（< 2 kg）另外算。

1. 報到：美玲核對籠號、拍照，確認耳朵沒剪過，隔籠秤重（籠重先扣）
2. 麻醉：Zoletil 5 mg/kg + dexmedetomidine 10 µg/kg IM，在籠子裡打，3–5 分鐘倒
3. 剃毛、消毒、點眼藥膏，順便看耳疥蟲跟牙齒
4. 手術：母貓腹中線切口，縫線 3-0 PGA；公貓陰囊切口不縫
5. 術後：meloxicam 0.2 mg/kg SC 一次、Convenia 8 mg/kg SC，剪左耳耳尖
6. 反轉：atipamezole，劑量跟 dexmedetomidine 同體積
7. 恢復區：保溫墊 + 毛巾，清醒前不放回籠外，隔天早上原地釋放

## 備註

- 懷孕的照做（協會的政策），母貓會多打一次止痛
- workshop 學到的麻醉組合想找時間試，見 [[HQHVSN workshop (EN)]]，要先跟阿德哥討論藥費
- 禁食：前一晚 10 點後收飯，水不用收
""")

N(TNR + "縫線 供應商.md", """
---
created: 2025-08-23
tags: [TNR, 採購]
---
# 縫線 供應商

## 比較

| 供應商 | 地點 | 3-0 PGA 一包 | 交期 | 備註 |
| --- | --- | --- | --- | --- |
| 台灣代理商（康X） | 台中 | NT$95 | 3 天 | 最穩，但最貴 |
| 宠安医疗器械 | 浙江 义乌 | ¥4.5（約 NT$20） | 10–14 天 | 微信下單，頸圈也跟他買 |
| MedVet Supplies | Malaysia, Penang | US$1.6（約 NT$52） | 7 天 DHL | Priya 窗口，英文 email，有最低訂購量（見 email） |

## 紀錄

- 2025-08-23 縫線跟頸圈先跟宠安買，一包只要台灣代理的五分之一，協會的錢要省著用
- 2025-11-23 宠安第二批，有幾包包裝封口沒封好，丟掉了
- 2026-02-22 第 8 場出事：縫線斷兩次、一根針彎掉，宠安這批不能再用
- 2026-03-02 以後 PGA 縫線全部改跟 MedVet 訂，宠安只留伊莉莎白頸圈。貴一倍多，但縫腹膜的時候不能賭
- 2026-03-15 第一次用 MedVet 的線，打結不會滑，針也利

## MedVet 訂單

| 日期 | 內容 | 金額 |
| --- | --- | --- |
| 2026-03-05 | 3-0 PGA ×10 盒、4-0 PGA ×10 盒 | US$419 |
| 2026-06-10 | 3-0 ×10、2-0 ×10 | US$437 |
| 2026-09-01 | 3-0 ×20 | US$419 |
""")

N(TNR + "MedVet emails (EN).md", """
---
created: 2026-03-02
tags: [TNR, supplier, email]
aliases: [MedVet, Priya]
---
# MedVet Supplies — emails with Priya Raman

Penang, Malaysia. Priya Raman is the sales contact. Copied the useful parts here.

## 2026-03-02 — me: request for quote

Hi Priya, I'm a small-animal vet in Taichung and I run a monthly volunteer spay/neuter day for
community cats. We need absorbable PGA sutures, 3-0 and 4-0, on a 3/8 reverse-cutting needle.
Could you send a price list and shipping cost to Taiwan?

## 2026-03-03 — Priya: quote

Thank you for reaching out, Dr. Lin. Our PGA comes in boxes of 12 sutures. 3-0 and 4-0 are
US$19.20 per box, 2-0 is US$21.00 per box. Our minimum order is 10 boxes per size, so the
smallest order would be 10 boxes. We can mix sizes once you are above that.

Shipping to Taiwan is by DHL, a flat US$35 per parcel, usually 5 to 7 working days. Payment by
PayPal or bank transfer (USD).

## 2026-03-05 — order 1

Placed: 10 boxes 3-0, 10 boxes 4-0. Paid US$419 by PayPal including shipping. Arrived on 03-12.

## 2026-06-10 — order 2

10 boxes 3-0, 10 boxes 2-0 for the bigger queens. US$437. Priya says the 2-0 is a new batch with
a slightly longer needle.

## 2026-09-01 — order 3

20 boxes 3-0. US$419. Asked if they have anything finer for kittens; she will check with the
factory.

## 2026-11-03 — order 4

20 boxes 3-0 and 10 boxes 4-0 to cover the December and January spay days. US$611 by PayPal.
Priya warns that DHL is slow in December, she will try to get it to us before mid-month. She
also mentioned prices go up about 5% in January.

## To do

- [x] Set up PayPal in USD
- [x] Pay invoice INV-2611 for order 4
- [ ] Ask Priya for the new price list before the January increase
- [ ] Find out if they stock 5-0 PGA for kittens under 1 kg
""")

N(TNR + "宠安 微信 摘錄.md", """
---
created: 2025-08-23
tags: [TNR, supplier, 微信]
---
# 宠安 微信 摘錄

义乌宠安医疗器械，窗口是周经理（小周）。以下是微信對話直接貼上。

## 2025-08-22

> 小周：林医生您好～伊丽莎白圈 S/M/L 三个尺寸，单价 ¥3.2，100 个起批
> 小周：PGA 缝合线 3-0 带针的，每包 ¥4.5，一箱 144 包
> 小周：发顺丰到台湾大概 10 到 14 天，运费按重量算，这单估计 ¥180
> 我：好，先各拿一箱

## 2026-01-28

> 小周：林医生，提醒一下，我们春节 2 月 10 号放假，2 月 25 号开工，要货的话尽快下单哦
> 小周：年后 PGA 线会涨一点，¥5.0

## 2026-02-23

> 我：上一批线断了两次，还有针弯掉
> 小周：非常抱歉林医生！可能是那一批的问题，我给您补寄两盒新的，您看可以吗
> 我：不用了，线我先不订了，颈圈继续

## 2026-09-15

> 小周：林医生，颈圈新款软边的出来了，单价 ¥4.0，要不要试试？
> 我：寄 20 个样品来
""")

N(TNR + "志工須知.md", """
---
created: 2025-10-20
tags: [TNR, 志工]
---
# 志工須知（絕育日）

謝謝你來幫忙！請先讀完這頁，當天比較不會手忙腳亂。

## 時間與地點

- 每月一個週日，早上 7:30 報到，大約下午 4 點結束
- 地點會在群組公告，通常是霧峰萬豐活動中心

## 你會做的事

- 幫忙搬籠子、排籠位，籠子上的號碼絕對不能弄混
- 恢復區顧貓：看呼吸、保溫，醒來前不要打開籠子
- 清潔：手術台每隻之間用酒精擦

## 請不要

- 不要把手伸進籠子，街貓會咬，被咬要馬上跟我講
- 不要給貓吃東西，清醒後才可以給水
- 不要在手術區拍照上傳社群

穿長褲、包鞋，自備水壺。中午協會會訂便當。
""")

N(TNR + "Volunteer briefing (EN).md", """
---
created: 2025-11-02
tags: [TNR, volunteer]
---
# Volunteer briefing — spay day (EN)

English version of [[志工須知]] for Tom and Ellie (English teachers in 霧峰) and anyone else
who does not read Chinese.

## When and where

- One Sunday a month. Check in at 7:30 am; we usually finish around 4 pm.
- The location is posted in the LINE group. Usually the 萬豐 community centre in Wufeng.

## What you will do

- Carry and line up the traps. Never mix up the numbers on the traps.
- Watch the recovery area: check breathing, keep the cats warm, do not open a trap before the
  cat is awake.
- Cleaning: wipe the surgery table with alcohol between cats.

## Please don't

- Don't put your fingers into a trap. Street cats bite. Tell me right away if you get bitten.
- Don't feed the cats. Water only once they are fully awake.
- Don't post photos of the surgery area on social media.

Wear long trousers and closed shoes, and bring a water bottle. The association buys lunch boxes.
""")

N("Projects/鳶嘴稍來越野 2026.md", """
---
created: 2026-03-20
tags: [project, 越野, race]
aliases: [鳶嘴稍來, 目標賽]
---
# 鳶嘴稍來山徑越野 2026

2026 的目標賽。10/25 開跑，起終點在東勢林場停車場。

## 組別

| 組別 | 距離 | 累積爬升 | 關門 | 報名費 |
| --- | --- | --- | --- | --- |
| 50K | 51.2 km | 3,300 m | 11 小時 | NT$3,200 |
| 32K | 32.4 km | 2,050 m | 8 小時 | NT$2,600 |
| 15K | 15.0 km | 900 m | 4 小時 | NT$1,600 |

## 紀錄

- 2026-03-20 報名 50K，早鳥價 3,200。目標 9 小時內
- 2026-04-26 谷關 25K 當練習賽，後半段抽筋，補鹽要加強
- 2026-07-12 30 km 長距離，右膝外側痛 → [[膝蓋 ITB]]
- 2026-08-20 跟游治療師談完：50K 的下坡太多，膝蓋還沒好到可以賭。改成 32K，改組手續費 200，差額不退
- 2026-10-03 最後長距離 24 km，沒事
- 2026-10-25 32K 完賽 5:48:12，女子組第 23。手錶記的爬升 2,130 m，比大會寫的多一點

## 補給計畫（32K 版）

- 能量膠：每 40 分鐘一包，帶 8 包
- 鹽錠：每小時一顆
- 水袋 1.5 L + 軟水壺 500 ml，稍來山補給站補水
- CP 站的香蕉跟鹹餅乾一定要拿

## 賽後

- 下坡完全沒事，證明 PT 有用
- 明年如果要 50K：從冬天開始練下坡肌力 + 每週一次爬升課表
""")

N("Projects/診所牙科 X 光.md", """
---
created: 2025-12-12
tags: [project, 診所, dental]
---
# 診所牙科 X 光

院長叫我負責比較。診所洗牙一個月大概 25 台，沒有牙科 X 光很多根都只能猜。

## 選項

| 方案 | 價格 | 優點 | 缺點 |
| --- | --- | --- | --- |
| DR sensor（size 2） | NT$360,000 | 拍完 3 秒出圖 | 只有一個尺寸，大狗犬齒拍不完整 |
| CR 系統（4 種片子） | NT$420,000 | 尺寸 0–4 都有，小貓到大狗都能拍 | 要掃描，一張多 30 秒 |
| 二手 DR（日本拆機） | NT$180,000 | 便宜 | 保固 3 個月，軟體只有日文 |

## 紀錄

- 2025-12-12 兩家廠商來 demo
- 2026-01-09 院長一開始想要二手的，省錢
- 2026-01-16 會議結論：CR 系統。院長說「買一次用十年，不要省這個」，二手 DR 出局
- 2026-02-23 裝機，廠商上課兩小時
- 2026-03 開始所有貓洗牙都全口拍，客人加收 1,500

## 待辦

- [x] 寫全口 X 光的拍攝順序貼在牙科台旁邊
- [x] 教小芸怎麼掃片
""")

N("Projects/續約還是搬家.md", """
---
created: 2026-06-02
tags: [project, 房子]
---
# 續約還是搬家（2026 夏）

北屯這間 2024-07 開始租，兩年約 7 月底到期。房東劉先生說續約要漲 500。

| | 北屯（現在） | 西屯新屋 |
| --- | --- | --- |
| 房租 | 16,000 → 16,500 | 18,000 |
| 格局 | 兩房一廳 + 陽台 | 兩房一廳，沒陽台 |
| 到診所 | 騎車 20 分鐘 | 騎車 5 分鐘 |
| 子謙到中科 | 15 分鐘 | 25 分鐘 |
| 寵物 | 房東 OK | 房東說「小隻的可以」 |

## 想法

- 西屯近很多，夜診回家不用騎那麼久
- 但沒有陽台，貓砂跟豆花的籠子只能放客廳
- 搬家費估 1.5 萬 + 請假兩天

## 結論

- 2026-06-12 跟劉先生簽了續兩年，每月 16,500。不搬，北屯這裡兩隻都習慣了，子謙也比較近
""")

N("Projects/阿嬤 長照申請.md", """
---
created: 2026-05-11
tags: [project, 家人, 長照]
---
# 阿嬤 長照申請

阿嬤 84 歲，4 月髖關節開刀後，需要人照顧。舅舅住南投市，媽住太平，我在台中市區。

## 步驟

1. 打 1966 長照專線申請（舅舅打的）
2. 照專到家裡評估（巴氏量表 + CMS 等級）
3. 拿到核定的照顧計畫，選服務單位
4. 跟單位簽約、開始服務

## 紀錄

- 2026-05-12 打 1966
- 2026-06-18 照專家訪：巴氏量表 70 分（輕度依賴），CMS 第 5 級
- 2026-06-26 日照中心簽約
- 2026-07-01 開始上日照

## 待辦

- [x] 影印阿嬤身分證、健保卡、診斷證明
- [x] 跟日照中心約參觀
- [x] 浴室裝扶手（舅舅找師傅裝的，4,800）
- [ ] 扶手跟洗澡椅的收據送去長照中心申請輔具補助
- [ ] 問照專明年複評要準備什麼，順便問居家復能還能不能再排
""")


# ---------------------------------------------------------------------------
# Areas
# ---------------------------------------------------------------------------

N("Areas/毛孩/麻糬.md", """
---
created: 2025-07-08
tags: [毛孩, CKD]
aliases: [Mochi, 麻糬 CKD]
---
# 麻糬

2012 年大三在興大門口撿到的，灰虎斑，母，已結紮。今年 14 歲。
體重：3.6 kg（2025-06）→ 3.4 kg（2026-01）→ 3.3 kg（2026-08）

## 腎指數

| 日期 | Crea (mg/dL) | SDMA (µg/dL) | USG | 收縮壓 (mmHg) | 備註 |
| --- | --- | --- | --- | --- | --- |
| 2025-07-08 | 2.4 | 22 | 1.018 | 150 | 確診 CKD，IRIS 2 |
| 2025-10-14 | 2.5 | 23 | 1.016 | 155 | 穩定 |
| 2026-01-20 | 2.8 | 25 | 1.015 | 165 | 開始降血壓藥 |
| 2026-05-05 | 2.9 | 26 | 1.014 | 140 | IRIS 3，開始皮下輸液 |
| 2026-08-18 | 3.0 | 26 | 1.013 | 138 | 輸液加量 |

## 飲食

- 2025-07-08 確診後先換 Hill's k/d（乾 + 罐）
- 2025-07-27 k/d 完全不吃，三種口味都試過，餓了一天半
- 2025-08-02 改 RC Renal，乾糧跟罐頭都肯吃 → 就固定吃這個，之後沒有再換
- 零食只給凍乾雞胸，一天 3 小塊

## 用藥與照護

- 看診前：gabapentin 50 mg（100 mg 膠囊倒一半混肉泥），出門前 2 小時餵，坐車就不會一路哀
- 2026-01-20 起 amlodipine 0.625 mg SID（2.5 mg 錠剝 1/4），血壓降到 140 左右
- 2026-05-05 起在家打皮下輸液：LRS 100 ml，隔天一次
- 2026-08-18 起輸液加到 120 ml，一樣隔天；23G 針，袋子先泡溫水到接近體溫
- 每次回診都量血壓，cuff 用 2 號

## 待辦

- [x] 買寵物加熱墊（輸液完她愛窩著）
- [x] 血壓 cuff 換小一號
- [ ] 下次回診加驗 UPCR，看有沒有蛋白尿
- [ ] 23G 輸液針剩不到 10 支，跟診所叫貨
""")

N("Areas/毛孩/豆花.md", """
---
created: 2025-09-21
tags: [毛孩]
aliases: [Douhua]
---
# 豆花

2025-09-21 第三場絕育日在霧峰撿到的黑色米克斯，當時大概 3 個月、全身跳蚤。
現在是一隻 11 kg 的大屁孩，最愛的東西是子謙的拖鞋。

## 疫苗與驅蟲

| 日期 | 項目 | 體重 |
| --- | --- | --- |
| 2025-09-28 | 八合一第 1 劑、體內外驅蟲 | 4.2 kg |
| 2025-10-26 | 八合一第 2 劑 | 5.8 kg |
| 2025-11-25 | 八合一第 3 劑 | 7.0 kg |
| 2026-01-03 | 狂犬病疫苗 | 8.6 kg |
| 2026-10-31 | 八合一 + 狂犬病補強 | 11.2 kg |

## 其他

- 2026-02-07 結紮（我自己開的），術前 9.4 kg
- 每月一次 NexGard Spectra（體內外 + 心絲蟲）
- 怕腳踏車、怕雨衣、不怕麻糬（麻糬怕她）
""")

N("Areas/家人/阿嬤.md", """
---
created: 2026-04-03
tags: [家人]
---
# 阿嬤

媽媽的媽媽，84 歲，一個人住草屯老厝。舅舅住南投市，開車 20 分鐘。
以前每天騎腳踏車去市場，講話台語，叫我「阿雯仔」。

## 跌倒與開刀（2026-04）

- 2026-04-03 在浴室滑倒，右側股骨頸骨折，先送南投醫院，晚上轉台中榮總
- 2026-04-05 人工半髖關節置換。骨科醫師建議用自費的加強型材質，自付 NT$68,000，媽、舅舅、我三個人分
- 2026-04-20 出院，先住舅舅家，醫院的物理治療師教了助行器怎麼用

## 照顧安排

- 2026-05-10 家族會議：大家先傾向請外籍看護住家裡，費用三家平分
- 2026-06-18 照專評估巴氏量表 70 分，84 歲輕度依賴不符合外籍看護資格
- 2026-06-25 最後改成：平日去草屯福樂日照中心，交通車接送，晚上舅舅過去陪，週末我和阿姨輪流。阿嬤自己也說比較想跟人家講話
- 2026-07-01 開始上日照

## 日照（福樂日照中心）

- 週一到週五 8:30–16:30，交通車到家門口
- 月費原價大約 NT$18,000，長照補助扣掉後每月自付 NT$6,800（含午餐、點心、交通車），三家分
- 活動有唱歌、手工、復健操，社工是阿蓉

## 探望紀錄

- 2026-02-17 初一回去拜年，她還自己煮一桌
- 2026-04-12 在榮總顧白天
- 2026-08-09 回草屯帶她去吃肉圓，走路比 6 月穩很多
- 2026-09-25 中秋她來太平烤肉
- 2026-10-11 回草屯看她，她在日照做了一隻紙黏土貓說要給麻糬
""")

N("Areas/健康/膝蓋 ITB.md", """
---
created: 2026-07-12
tags: [健康, 跑步, 復健]
aliases: [髂脛束, ITB]
---
# 右膝 ITB

## 經過

- 2026-07-12 30 km 長距離，25 km 之後右膝外側刺痛，下樓梯痛
- 2026-07-16 第一次物理治療，動元物理治療所，游治療師：右側髂脛束症候群 + 臀中肌無力。自費一次 1,200
- 2026-07-23 第二次：加了 clamshell、側躺抬腿
- 2026-08-06 第三次：平路慢跑 5 km 不痛
- 2026-08-20 第四次：談比賽，結論是 50K 風險太高
- 2026-09-10 第五次：可以回到正常課表，比賽前有需要再回來

## 居家運動（每天）

1. 泡棉滾筒放鬆大腿外側，2 分鐘
2. clamshell 彈力帶，每邊 15 下 × 3
3. 側躺抬腿，每邊 15 下 × 3
4. 單腳下蹲到椅子，每邊 10 下 × 2
5. 下台階離心控制，每邊 10 下

## 花費

- 5 次 × 1,200 = 6,000，再加彈力帶 350
""")

N("Areas/健康/捐血與健檢.md", """
---
created: 2025-09-13
tags: [健康]
---
# 捐血與健檢

## 捐血

女生捐 250 ml 間隔至少兩個月。都是去台中捐血中心。

| 日期 | 量 | 血紅素 | 備註 |
| --- | --- | --- | --- |
| 2025-09-13 | 250 ml | 12.8 | 第一次在台中捐 |
| 2026-01-10 | 250 ml | 13.1 | |
| 2026-05-16 | 250 ml | 12.9 | 排了 20 分鐘 |
| 2026-09-12 | 250 ml | 12.6 | 差點不能捐，要補鐵 |

## 2026 健檢（3 月，診所團體方案）

- 血紅素 12.5、ferritin 18 ng/mL 偏低 → 醫師說跑步的女生常見，多吃紅肉，先不用吃鐵劑
- 膽固醇 172、空腹血糖 88，都正常
- 體脂 22%、體重 54 kg
- 唯一紅字是維生素 D 偏低，叫我多曬太陽（我每週跑山耶？）
""")

N("Areas/跑步/訓練紀錄.md", """
---
created: 2025-06-08
tags: [跑步]
---
# 訓練紀錄

週六跟大坑跑團跑山（團長 Kevin），平日晚上河堤或跑步機。

| 月份 | 跑量 (km) | 爬升 (m) | 備註 |
| --- | --- | --- | --- |
| 2025-06 | 62 | 1,400 | 開始跟團 |
| 2025-07 | 85 | 2,300 | |
| 2025-08 | 78 | 2,100 | 颱風停兩次 |
| 2025-09 | 96 | 2,900 | |
| 2025-10 | 104 | 3,200 | |
| 2025-11 | 90 | 2,600 | 大坑 12K |
| 2025-12 | 70 | 1,800 | |
| 2026-01 | 110 | 3,500 | |
| 2026-02 | 98 | 3,000 | |
| 2026-03 | 125 | 4,100 | 開始 50K 課表 |
| 2026-04 | 88 | 2,700 | 阿嬤開刀，少跑；谷關 25K |
| 2026-05 | 140 | 4,800 | |
| 2026-06 | 152 | 5,200 | |
| 2026-07 | 95 | 2,900 | 7/12 膝蓋 |
| 2026-08 | 70 | 1,500 | PT，只跑平路 |
| 2026-09 | 118 | 3,900 | |
| 2026-10 | 102 | 3,600 | taper + 32K 比賽 |

## 課表原則

- 週六長距離爬升，週二間歇，週四輕鬆跑，其他天休息或交叉訓練
- 長距離每週增加不超過 10%
- 比賽前三週開始減量
""")

N("Areas/跑步/裝備.md", """
---
created: 2025-06-20
tags: [跑步, 裝備]
---
# 跑步裝備

| 品項 | 型號 | 價格 (NT$) | 買的時間 | 備註 |
| --- | --- | --- | --- | --- |
| 路跑鞋 | Asics Novablast 4 | 3,600 | 2025-06 | 2026-03 退休，跑了 800 多 km |
| 越野鞋 | Hoka Speedgoat 6 | 5,280 | 2026-03-08 | 店家打完折的價格 |
| 背心 | Salomon ADV Skin 12 | 4,980 | 2025-10 | 附兩個軟水壺 |
| 頭燈 | Petzl Actik Core | 2,350 | 2025-09 | 之前那顆太暗 |
| 越野杖 | Black Diamond Distance Z | 3,900 | 2026-09 | 比賽有用到，爬坡省很多力 |
| 水袋 | 1.5 L | 680 | 2026-09 | 背心背後那格剛好 |

## 想買

- 防水外套（比賽強制裝備，目前借 Kevin 的）
- 第二雙越野鞋輪替，Speedgoat 快 500 km 了
""")

N("Areas/診所/價目表 2026.md", """
---
created: 2026-01-05
tags: [診所]
---
# 沐光動物醫院 價目表（2026-01 起）

客人常問，自己留一份。2026-01-05 起調整，括號是 2025 的舊價。

| 項目 | 價格 (NT$) | 備註 |
| --- | --- | --- |
| 一般門診掛號 | 400 | |
| 貓 結紮（公） | 2,200 | 不變 |
| 貓 結紮（母） | 4,500（4,200） | 含麻醉、術後止痛、頸圈；術前血檢另計 |
| 犬 結紮（公，< 10 kg） | 4,000（3,800） | |
| 犬 結紮（母，< 10 kg） | 7,000（6,500） | 10 kg 以上每 5 kg 加 1,000 |
| 術前血檢 | 1,200 | CBC + 生化 |
| 貓 洗牙 | 4,800 | 全口 X 光另加 1,500（2026-03 起） |
| 晶片 + 登記 | 500 | |
| 住院 | 1,000／天 | 不含藥、點滴 |
""")

N("Areas/診所/CE 學分.md", """
---
created: 2025-09-01
tags: [診所, CE]
aliases: [繼續教育, continuing education]
---
# 繼續教育 CE 學分

執照明年 3 月到期要換照，六年內要 120 點。目前累積 114 點。

| 日期 | 課程 | 形式 | 點數 |
| --- | --- | --- | --- |
| 2025-09-20 | 中獸醫學會 貓科年會 | 台中，實體 | 8 |
| 2025-11-08 | 犬貓牙科放射線 | 台北，實體 | 6 |
| 2026-01-25 | Feline CKD & hypertension | 線上，英文 | 3 |
| 2026-05-30 | HQHVSN workshop | 台北，實體 | 7 |
| 2026-10-03 | 動物用藥管理法規 | 線上 | 2 |

## 待辦

- [x] 繳 2026 公會會費
- [x] 1 月 webinar 的證書上傳
- [ ] HQHVSN workshop 的證書上傳到公會系統（紙本在抽屜）
- [ ] 報名 12 月的線上麻醉監控課，6 點，報完就剛好夠
""")

N("Areas/診所/病例筆記.md", """
---
created: 2025-10-15
tags: [診所, 病例]
---
# 病例筆記（去識別化）

學到的東西記一下，不寫客人名字。

## 公貓尿道阻塞（2025-10）

- 5 歲 公貓，尿不出來一天半，K 7.8
- 鎮靜後插導尿管，40 分鐘才通，留置 3 天
- 出院改泌尿處方 + 多喝水，主人說家裡有三隻貓搶一個砂盆 → 叫他加到四個

## 百合中毒（2025-10）

- 貓咬了花瓶裡的百合葉子，2 小時內來
- 催吐（dexmedetomidine）→ 活性碳 → 點滴 48 小時，Crea 一路追蹤都正常
- 衛教：百合整株都有毒，連花粉、花瓶的水都不行

## 犬子宮蓄膿（2026-03）

- 9 歲 未結紮母犬，發情後 6 週，多喝多尿、發燒
- 超音波子宮直徑 2.5 cm，當天開刀摘除
- 術後 meloxicam 0.1 mg/kg SID 3 天 + amoxicillin-clavulanate，一週拆線
- 主人說早知道年輕時就結紮 😔

## 貓三合一過敏反應（2026-08）

- 打完疫苗 15 分鐘臉腫、吐
- diphenhydramine + dexamethasone，觀察 4 小時後回家
- 病歷上標紅字，之後分開打
""")

N("Areas/診所/排班與同事.md", """
---
created: 2025-06-10
tags: [診所]
---
# 沐光動物醫院 排班與同事

西屯區，院長陳志豪，另外兩個獸醫：我、黃凱文（阿凱）。助理小芸、櫃台 Ivy。

## 我的班

- 週一、三、五：早診 + 晚診
- 週二、四：早診
- 週六：早診（下午跑山）
- 週日休，每月一個週日給絕育日

## 同事

- 院長：話不多，買東西很省，但該花的會花（牙科 X 光那次）
- 阿凱：骨科很強，做公貓結紮快到不可思議，1 月開始週日來絕育日幫忙
- 小芸：麻醉監控很細心，絕育日來過三次
- Ivy：客人最怕她也最愛她

## 備註

- 2026-07 起院長答應每個月讓我週日不用輪值，固定給絕育日
- 年底狗的咳嗽季、夏天的中暑跟壁蝨熱，要提早備藥
""")

N("Areas/生活/機車保養.md", """
---
created: 2025-08-10
tags: [生活, 機車]
---
# 機車保養

KYMCO Many 110，2019 年式。都給北屯的阿龍機車行，每 1,000 km 左右換機油。

| 日期 | 里程 (km) | 項目 | 金額 (NT$) |
| --- | --- | --- | --- |
| 2025-08-10 | 14,850 | 機油 + 後煞車皮 | 600 |
| 2025-12-06 | 15,960 | 機油 | 380 |
| 2026-04-11 | 17,120 | 機油 + 齒輪油 | 520 |
| 2026-07-29 | 18,240 | 全合成機油 | 450 |

## 之後

- 前輪胎快要換了
- 牌照稅、燃料費每年 6 月 + 7 月繳
""")

N("Areas/生活/每月預算.md", """
---
created: 2026-01-02
tags: [生活, 錢]
---
# 每月預算（2026）

子謙跟我各出一半的房租跟家用，其他自己管。

| 項目 | 每月 (NT$) | 備註 |
| --- | --- | --- |
| 房租（我的一半） | 8,250 | 8 月起續約漲到 16,500，一人一半 |
| 水電瓦斯網路（一半） | 1,200 | |
| 麻糬醫療 + 飼料 | 3,500 | 輸液、回診、RC Renal |
| 豆花 | 1,500 | 飼料、NexGard |
| 跑步 | 2,000 | 報名費、補給、鞋子攤提 |
| 阿嬤日照分攤 | 2,300 | 7 月起，三家分 |
| 孝親（媽） | 5,000 | |
| 存錢 | 15,000 | 定存 + ETF |

## 備註

- 絕育日的油錢自己出，一場大概 300–400
- 2026 年目標存 18 萬，到 10 月底存到 15 萬
""")


# ---------------------------------------------------------------------------
# Resources
# ---------------------------------------------------------------------------

N("Resources/CE/Feline CKD & hypertension webinar (EN).md", """
---
created: 2026-01-25
tags: [CE, CKD, cat]
---
# Feline CKD & hypertension — webinar notes

Online, 3 h, speaker Dr. Sarah Lim (Singapore). 3 CE points. Wrote these with Mochi in mind.

## IRIS staging (stable patient, hydrated)

| Stage | Creatinine (mg/dL) | SDMA (µg/dL) |
| --- | --- | --- |
| 1 | < 1.6 | < 18 |
| 2 | 1.6 – 2.8 | 18 – 25 |
| 3 | 2.9 – 5.0 | 26 – 38 |
| 4 | > 5.0 | > 38 |

- Stage on two values taken a few weeks apart, never on one sample.
- If SDMA is persistently higher than creatinine suggests (thin cat, low muscle mass), stage on
  SDMA.

## Substaging

- Proteinuria (UPC): < 0.2 non-proteinuric, 0.2 – 0.4 borderline, > 0.4 proteinuric.
- Blood pressure (systolic): < 140 normotensive, 140 – 159 prehypertensive, 160 – 179
  hypertensive, ≥ 180 severely hypertensive.

## When to treat hypertension

Treat when systolic pressure is 160 mmHg or above and there is target-organ damage (retina,
heart, brain, kidney). Without organ damage, treat if it stays at 180 mmHg or above on repeated
visits; many clinicians also treat CKD cats that stay at 160–179. Always measure after the cat has
settled, take 5–7 readings and drop the first.

- Amlodipine is first line: 0.625 mg per cat once a day, 1.25 mg if SBP is over 200.
- Recheck in 7–10 days. Target: under 160, ideally under 140.
- Telmisartan if there is proteinuria as well.

## Diet and fluids

- Renal diet from stage 2 on (better survival). But a cat that refuses the renal diet should eat
  something else: never let a CKD cat go without food to force a diet.
- Phosphate targets: stage 2 under 4.6 mg/dL, stage 3 under 5.0, stage 4 under 6.0. Add a binder
  if diet alone doesn't get there.
- SC fluids when the cat is repeatedly dehydrated: 75–150 mL every 1–3 days, adjust by weight and
  hydration.

## Q&A bits

- Someone asked about mirtazapine for appetite: transdermal ear ointment works well in CKD cats.
- Stress at the clinic falsely raises BP ("white-coat effect"), worth doing the measurement first.
""")

N("Resources/CE/HQHVSN workshop (EN).md", """
---
created: 2026-05-30
tags: [CE, TNR, surgery]
aliases: [high-volume spay neuter]
---
# High-quality high-volume spay/neuter (HQHVSN) workshop

Taipei, one day, Dr. Karen Holt (US shelter vet). 7 CE points. The best day of training I've had
in years.

## Flow

- One surgeon, two techs, about 40 cats a day is normal for her team.
- Separate stations: intake → induction → prep → surgery → recovery. Nobody walks backwards.
- One instrument pack per cat. Cold sterilisation is not okay for a spay.

## Anaesthesia

"Kitty Magic" is their standard protocol for healthy adult cats: dexmedetomidine, ketamine and
buprenorphine mixed in equal volumes, roughly 0.035 mL/kg of each drug, IM in the trap. Reverse
with atipamezole at the same volume as the dexmedetomidine.

- Intubate only if it goes long or the cat is pregnant.
- Keep the cats warm from the moment they go down: most deaths in field clinics are hypothermia.

## Surgical technique

- Cat spay: small incision just caudal to the umbilicus, spay hook, pedicle tie on the ovarian
  pedicles (no suture needed there), one ligature on the uterine body.
- Her spay time is under 6 minutes. Mine is around 15. Practise the pedicle tie on cadavers first.
- Cat neuter: figure-eight or overhand tie of the cord on itself. No sutures in the skin.

## After surgery

- An NSAID once before waking up, plus a long-acting antibiotic only if there is a reason.
- Ear tip: take about 1 cm straight off the left ear while the cat is still asleep.
- Release the next morning where the cat was trapped.

## Things to bring back to 霧峰

- Try the pedicle tie at the next spay day.
- Recovery area: more heat, and someone there the whole time.
- Ask 阿德哥 whether the association can pay for the buprenorphine.
""")

N("Resources/藥物劑量 小抄.md", """
---
created: 2025-06-15
tags: [診所, 藥物]
---
# 藥物劑量 小抄

自己整理的常用劑量，開藥前還是要查書。

- meloxicam：狗 首日 0.2 mg/kg，之後 0.1 mg/kg SID；貓 短期 0.1 mg/kg，慢性 0.05 mg/kg
- maropitant（Cerenia）：犬貓 1 mg/kg SC 或 PO，SID
- gabapentin：貓 看診前 50–100 mg/隻 PO，1.5–2 小時前給；狗 慢性痛 10–20 mg/kg BID–TID
- buprenorphine：貓 0.02 mg/kg，IV 或口腔黏膜
- amoxicillin-clavulanate：12.5 mg/kg PO BID
- mirtazapine：貓 1.88 mg/隻 PO q48h，或耳殼 transdermal
- amlodipine：貓 0.625 mg/隻 SID 起跳
- dexamethasone（過敏）：0.1–0.2 mg/kg IV/IM

## 腎病貓要注意

- 少用 NSAID，要用就短、低劑量、確定有喝水
- gabapentin 的排除靠腎臟，CKD 貓劑量減半也夠鎮定
""")

N("Resources/貓咪看診小撇步.md", """
---
created: 2025-11-10
tags: [診所, 衛教]
---
# 貓咪看診小撇步（給飼主的衛教單）

很多貓一看到外出籠就躲，到診所又緊張到驗不準。照這幾點做，會輕鬆很多。

## 出門前

1. 外出籠平常就放在家裡、打開，裡面放她睡過的毛巾
2. 選上面可以打開的硬殼籠，看診時不用把貓拖出來
3. 要抽血的話，前一晚 12 點後不要吃東西，水可以

## 路上

- 籠子用大毛巾蓋住，放在汽車後座腳踏墊上比較穩
- 不要一路跟她講話講不停，她只會更緊張

## 到診所

- 跟櫃台說是貓，我們會帶你們去貓咪候診區，不用跟狗坐一起
- 如果貓每次都緊張到咬人，可以請醫師評估開看診前的鎮靜藥，回家前一次就好
""")

N("Resources/Cat-friendly visit tips (EN).md", """
---
created: 2025-11-12
tags: [clinic, handout]
---
# Cat-friendly visit tips (client handout, EN)

English version of [[貓咪看診小撇步]], for our expat clients (mostly from 中科).

## Before you leave home

1. Leave the carrier out and open at home, with a towel your cat has slept on.
2. Choose a hard carrier with a top opening, so we don't have to pull the cat out.
3. If blood will be taken, no food after midnight. Water is fine.

## On the way

- Cover the carrier with a large towel and put it on the floor behind the front seat.
- Don't keep talking to your cat all the way; it only makes things worse.

## At the clinic

- Tell the front desk you have a cat and we will take you to the cat waiting area, away from the
  dogs.
- If your cat is always too stressed to handle, ask the vet about a pre-visit calming medication,
  given once at home before you come.
""")


# ---------------------------------------------------------------------------
# Archive
# ---------------------------------------------------------------------------

N("Archive/第一場絕育日 檢討 2025-07.md", """
---
created: 2025-07-21
tags: [TNR, 檢討]
---
# 第一場絕育日 檢討（2025-07-20）

總共做了 22 隻，預計 25 隻，有 3 個籠子空的（誘捕失敗）。

## 順的

- 美玲的報到表很清楚，籠號 + 照片，沒有搞錯
- 小芸麻醉監控，我可以專心開

## 不順的

- 只有一張手術台，等消毒等很久 → 下次借兩張
- 恢復區太熱（活動中心冷氣壞了），兩隻喘到張口呼吸
- 器械包只有 8 套，中午要回診所滅菌一次，來回 40 分鐘
- 沒有準備午餐，下午 2 點才吃

## 下次

- [x] 器械包加到 15 套（協會出錢）
- [x] 借第二張桌子
- [x] 跟協會說要訂便當
""")

N("Archive/大坑 12K 賽記 2025-11.md", """
---
created: 2025-11-16
tags: [跑步, 賽記]
---
# 大坑 12K 越野 賽記（2025-11-16）

第一場越野賽。成績 1:38:20，女子組第 14。

- 起點在 1 號步道口，前 3 km 一直爬，心率直接 180
- 中間稜線很舒服，風很大
- 最後 2 km 是 4 號步道的陡下坡，腿軟到用滑的，被三個人超過
- 補給：只帶一個 500 ml 軟水壺 + 一包能量膠，剛好

學到：下坡要練。還有鞋底太平了，路跑鞋真的不適合越野。
""")

N("Archive/谷關 25K 賽記 2026-04.md", """
---
created: 2026-04-27
tags: [跑步, 賽記]
---
# 谷關 25K 賽記（2026-04-26）

成績 4:05:33。目標是 3:45，差很多。阿嬤剛開完刀，那個月跑量只有平常的一半。

- 前 12 km 很順，配速都在計畫內
- 15 km 開始大腿抽筋，爬坡每 100 m 就要停
- 鹽錠只吃了一顆，太少了。下次每小時一顆
- Speedgoat 第一次比賽，濕的石頭也抓得住

下次比賽前：長距離練補給、多練爬升。
""")

N("Archive/2025 年度回顧.md", """
---
created: 2025-12-31
tags: [回顧]
---
# 2025 年度回顧

## 今年發生的事

- 開始跑山，11 月第一場越野賽大坑 12K，1:38:20
- 7 月開始當霧峰絕育日的主刀，6 場一共做了 150 隻貓
- 麻糬 7 月確診 CKD，換了兩次飼料才找到她肯吃的
- 9 月撿到豆花，家裡變成一貓一狗
- 12 月跟子謙去花蓮

## 不太好的

- 太累了。平日看診 + 週日絕育日 + 週六跑山，幾乎沒有休息日
- 有兩次夜診回家在機車上差點睡著

## 2026 想做的

- 跑一場 50K
- 絕育日每個月都辦，不要斷
- 麻糬每三個月回診一次
- 每週至少一天什麼都不做
""")


# ---------------------------------------------------------------------------
# Reviews
# ---------------------------------------------------------------------------

N("Reviews/2026 Q1.md", """
---
created: 2026-03-31
tags: [review]
---
# 2026 Q1 回顧

- 絕育日 3 場，一共 78 隻（25 + 23 + 30）
- 2 月那場縫線出事，3 月起縫線全部改跟馬來西亞的 MedVet 買
- 診所牙科 X 光，院長選了 CR，2 月底裝好，我負責教大家拍
- 麻糬血壓偏高，1 月開始吃降壓藥
- 報了鳶嘴稍來 50K，買了越野鞋
- 3 月跑量 125 km，是目前最多的一個月

下一季：長距離拉到 30 km、補給練習、麻糬 5 月回診。
""")

N("Reviews/2026 Q2.md", """
---
created: 2026-06-30
tags: [review]
---
# 2026 Q2 回顧

- 4 月阿嬤跌倒開刀，整個月都在醫院跟診所之間跑
- 外籍看護申請卡在年齡，最後阿嬤平日去日照，7 月開始
- 房子續約兩年，不搬了
- 絕育日 3 場 84 隻（27 + 33 + 24），5 月破紀錄 33 隻
- 去台北上了 HQHVSN workshop，學了 pedicle tie
- 麻糬進 IRIS 3，開始在家打皮下輸液
- 谷關 25K 4:05:33，抽筋

下一季：麻糬 8 月回診、50K 訓練最高峰。
""")

N("Reviews/2026 Q3.md", """
---
created: 2026-09-30
tags: [review]
---
# 2026 Q3 回顧

- 7 月膝蓋 ITB，物理治療 5 次，8 月改報鳶嘴稍來 32K
- 絕育日 3 場 87 隻（29 + 26 + 32）
- 麻糬 8 月回診 Crea 3.0，輸液加到 120 ml
- 阿嬤日照適應得很好，舅舅說她比以前愛講話
- MedVet 9 月第三次訂貨

下一季：10/25 比賽、年底前把 CE 學分補齊。
""")


# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------
# Each base: id, kind, lang, query, note, [rewording1, rewording2], judgements.
# no-answer bases have no rewordings and no judgements.

D = "Daily/"
MOCHI = "Areas/毛孩/麻糬.md"
AMA = "Areas/家人/阿嬤.md"
RACE = "Projects/鳶嘴稍來越野 2026.md"
XRAY = "Projects/診所牙科 X 光.md"
HOME = "Projects/續約還是搬家.md"
LTC = "Projects/阿嬤 長照申請.md"
OV = TNR + "絕育日 總覽.md"
SOP = TNR + "手術流程 SOP.md"
SUT = TNR + "縫線 供應商.md"
MV = TNR + "MedVet emails (EN).md"
CKD = "Resources/CE/Feline CKD & hypertension webinar (EN).md"
HQ = "Resources/CE/HQHVSN workshop (EN).md"
CHEAT = "Resources/藥物劑量 小抄.md"
CE = "Areas/診所/CE 學分.md"

QUERIES = [
    # ---------------- temporal-last ----------------
    dict(id="01", kind="temporal-last", lang="zh-Hant",
         query="麻糬上次抽血驗腎功能是哪天",
         note="the cat's most recent blood test: 2026-11-17 (only in the daily note); the table in her note stops at 08-18",
         rewordings=["老貓最近一次血檢的日期", "麻糬 腎臟指數 最新一次什麼時候驗的"],
         rels=[(D + "2026-11-17.md", "麻糬回診抽血：Crea 3.1", 3),
               (MOCHI, "| 2026-08-18 | 3.0", 2),
               (D + "2026-08-18.md", "麻糬回診 Crea 3.0", 1),
               ("Reviews/2026 Q3.md", "麻糬 8 月回診 Crea 3.0", 1)]),
    dict(id="02", kind="temporal-last", lang="zh-Hant",
         query="最近一次 TNR 是哪天，做了幾隻",
         note="the latest spay day: the 17th, on 2026-11-22, 27 cats (only in the daily note); the project log stops at the 16th",
         rewordings=["霧峰上一場結紮活動的日期", "最後一次幫街貓絕育是什麼時候"],
         rels=[(D + "2026-11-22.md", "第十七場絕育日，27 隻", 3),
               (OV, "2026-10-18 第 16 場", 2),
               (D + "2026-10-18.md", "第十六場絕育日 21 隻", 1)]),
    dict(id="03", kind="temporal-last", lang="mixed",
         query="上次去 PT 復健是什麼時候",
         note="the last physiotherapy visit for the knee: the post-race check on 2026-11-10 (only in the daily note)",
         rewordings=["最近一次去找 PT 看膝蓋是哪天", "ITB 最後一次 physio 回診"],
         rels=[(D + "2026-11-10.md", "賽後回動元找游治療師追蹤", 3),
               ("Areas/健康/膝蓋 ITB.md", "2026-09-10 第五次", 2),
               (D + "2026-09-10.md", "PT 第五次", 1)]),
    dict(id="04", kind="temporal-last", lang="en",
         query="when did I last place an order with the Penang suture supplier",
         note="the most recent MedVet order: order 4 on 2026-11-03 (email note and daily); the Chinese order table stops at 09-01",
         rewordings=["most recent MedVet order date", "last time I bought sutures from Priya"],
         rels=[(MV, "20 boxes 3-0 and 10 boxes 4-0", 3),
               (D + "2026-11-03.md", "跟 Priya 下第四次訂單", 2),
               (SUT, "| 2026-09-01 | 3-0 ×20", 2),
               (MV, "20 boxes 3-0. US$419", 1),
               (OV, "跟 MedVet 確認 11 月的訂單", 1)]),
    dict(id="05", kind="temporal-last", lang="zh-Hant",
         query="最近一次回去看阿嬤是什麼時候",
         note="the last visit to her grandmother in 草屯: 2026-11-23 (only in the daily note); the visit log stops at 10-11",
         rewordings=["上次去草屯探望阿嬤", "外婆那邊最後一次去看她是哪天"],
         rels=[(D + "2026-11-23.md", "回草屯看阿嬤，帶了麻糬的照片", 3),
               (AMA, "2026-10-11 回草屯看她", 2),
               (D + "2026-10-11.md", "去草屯看阿嬤，她在日照做了", 1),
               (AMA, "2026-09-25 中秋她來太平烤肉", 1)]),
    dict(id="06", kind="temporal-last", lang="zh-Hans",
         query="机车上次换机油是哪天",
         note="the last scooter oil change: 2026-11-06 (only in the daily note); the maintenance table stops at 07-29",
         rewordings=["摩托车最近一次保养换油", "上回换机油几号"],
         rels=[(D + "2026-11-06.md", "機車換機油，阿龍那邊，全合成 450", 3),
               ("Areas/生活/機車保養.md", "| 2026-07-29 | 18,240", 2),
               (D + "2026-07-29.md", "換機油，這次聽阿龍的", 1)]),
    dict(id="07", kind="temporal-last", lang="zh-Hant",
         query="我上次捐血是什麼時候",
         note="her most recent blood donation: 2026-11-14 (only in the daily note); the donation table stops at 09-12",
         rewordings=["最近一次去捐血中心", "上回捐 250 是哪一天"],
         rels=[(D + "2026-11-14.md", "去捐血中心捐了 250", 3),
               ("Areas/健康/捐血與健檢.md", "| 2026-09-12 | 250 ml", 2),
               (D + "2026-09-12.md", "捐血 250，血紅素 12.6", 1)]),

    # ---------------- decision ----------------
    dict(id="08", kind="decision", lang="zh-Hant",
         query="鳶嘴稍來後來改跑哪個距離",
         note="the goal race: signed up for 50K in March, switched to 32K on 2026-08-20 because of the knee (later decision)",
         rewordings=["越野賽 50K 最後有沒有換組", "10 月那場山徑賽我決定跑多長"],
         rels=[(RACE, "2026-08-20 跟游治療師談完", 3),
               (D + "2026-08-20.md", "改報 32K", 2),
               ("Reviews/2026 Q3.md", "8 月改報鳶嘴稍來 32K", 2),
               (RACE, "2026-10-25 32K 完賽", 2),
               (RACE, "2026-03-20 報名 50K", 1),
               (D + "2026-03-20.md", "報 50K，報名費 3,200", 1),
               ("Areas/健康/膝蓋 ITB.md", "2026-08-20 第四次", 1),
               (D + "2026-10-25.md", "5:48:12，女子組第 23", 1),
               ("Reviews/2026 Q1.md", "報了鳶嘴稍來 50K", 1)]),
    dict(id="09", kind="decision", lang="zh-Hant",
         query="絕育用的縫線後來改跟哪家買",
         note="sutures for the spay days: first the cheap mainland supplier 宠安, then from 2026-03-02 MedVet in Penang (later decision)",
         rewordings=["TNR 縫合線供應商最後選誰", "縫線出包之後換了哪個廠商"],
         rels=[(SUT, "2026-03-02 以後 PGA 縫線全部改跟 MedVet", 3),
               (D + "2026-03-02.md", "縫線換掉，以後 PGA 都跟檳城的 MedVet 訂", 2),
               ("Reviews/2026 Q1.md", "3 月起縫線全部改跟馬來西亞的 MedVet 買", 2),
               (SUT, "2025-08-23 縫線跟頸圈先跟宠安買", 1),
               (SUT, "2026-02-22 第 8 場出事", 1),
               (D + "2026-02-22.md", "宠安的縫線斷了兩次", 1),
               (OV, "2026-03-15 第 9 場：30 隻，改用 MedVet 縫線", 2),
               (SUT, "2026-03-15 第一次用 MedVet 的線", 1),
               (D + "2026-03-15.md", "第一次用 MedVet 的線", 1),
               (TNR + "宠安 微信 摘錄.md", "我：上一批线断了两次", 1)]),
    dict(id="10", kind="decision", lang="mixed",
         query="診所 dental X-ray 最後買了哪一種",
         note="the clinic's dental X-ray system: the CR system, decided on 2026-01-16 (the cheap used DR was dropped)",
         rewordings=["牙科 X 光院長選 DR 還是 CR", "dental radiography 設備最後定案是哪個"],
         rels=[(XRAY, "2026-01-16 會議結論：CR 系統", 3),
               (D + "2026-01-16.md", "院長最後拍板 CR 系統", 2),
               ("Reviews/2026 Q1.md", "院長選了 CR", 2),
               (XRAY, "2026-01-09 院長一開始想要二手的", 1),
               (XRAY, "| CR 系統（4 種片子）", 1),
               (XRAY, "2026-02-23 裝機", 1),
               (D + "2026-02-23.md", "牙科 CR 裝好了", 1)]),
    dict(id="11", kind="decision", lang="zh-Hant",
         query="阿嬤開刀後的照顧最後怎麼安排",
         note="grandmother's care: the family first chose a live-in foreign carer (05-10), then on 2026-06-25 weekday day care at 福樂 (later decision)",
         rewordings=["外婆出院後是請看護還是去日照", "阿嬤長照最後選了哪一種"],
         rels=[(AMA, "2026-06-25 最後改成", 3),
               (D + "2026-06-25.md", "阿嬤的事定了", 2),
               ("Reviews/2026 Q2.md", "外籍看護申請卡在年齡", 2),
               (AMA, "2026-05-10 家族會議", 1),
               (D + "2026-05-10.md", "大家先傾向申請外籍看護", 1),
               (AMA, "2026-06-18 照專評估巴氏量表", 1),
               (D + "2026-06-18.md", "結果外籍看護申請不過", 1),
               (AMA, "2026-07-01 開始上日照", 1),
               (LTC, "2026-06-26 日照中心簽約", 1),
               (D + "2026-07-01.md", "阿嬤第一天去日照", 1)]),
    dict(id="12", kind="decision", lang="zh-Hant",
         query="絕育日載貓籠到底有沒有買車",
         note="transport for the spay days: no car was bought; the association's donated Previa is borrowed (2025-10-05)",
         rewordings=["TNR 運送籠子的車子怎麼解決", "當初要不要買二手 Sienta 的結論"],
         rels=[(OV, "2025-10-05 協會會議：理事捐了一台舊 Previa", 3),
               (D + "2025-10-05.md", "所以不買車了", 2),
               (D + "2025-10-05.md", "結果理事有人捐了一台舊 Previa", 2),
               (OV, "考慮過：二手 Sienta", 1),
               (D + "2025-10-05.md", "本來在想要不要買二手 Sienta", 1)]),
    dict(id="13", kind="decision", lang="en",
         query="which kidney diet did Mochi end up eating",
         note="the cat's renal diet: Hill's k/d first, refused, then RC Renal from 2025-08-02 and kept since (Chinese notes)",
         rewordings=["renal food my cat finally accepted", "did we stay on Hill's k/d for the cat or switch brands"],
         rels=[(MOCHI, "2025-08-02 改 RC Renal", 3),
               (D + "2025-08-02.md", "麻糬改吃 RC Renal", 2),
               (MOCHI, "2025-07-08 確診後先換 Hill's k/d", 1),
               (MOCHI, "2025-07-27 k/d 完全不吃", 1),
               (D + "2025-07-27.md", "麻糬 k/d 吃兩口就走開", 1),
               ("Areas/生活/每月預算.md", "| 麻糬醫療 + 飼料", 1)]),
    dict(id="14", kind="decision", lang="zh-Hans",
         query="房子到期后是续租了还是搬走了",
         note="the flat: renewed the 北屯 lease for two years at 16,500 on 2026-06-12 instead of moving to 西屯",
         rewordings=["租约最后决定搬不搬", "北屯那间有没有续签"],
         rels=[(HOME, "2026-06-12 跟劉先生簽了續兩年", 3),
               (D + "2026-06-12.md", "跟劉先生簽了，續兩年", 2),
               ("Reviews/2026 Q2.md", "房子續約兩年，不搬了", 2),
               (HOME, "| 房租 | 16,000 → 16,500", 1),
               (D + "2026-06-07.md", "看了西屯那間", 1),
               ("Areas/生活/每月預算.md", "8 月起續約漲到 16,500", 1)]),

    # ---------------- lookup ----------------
    dict(id="15", kind="lookup", lang="zh-Hant",
         query="麻糬剛確診腎病的時候 SDMA 是多少",
         note="SDMA at diagnosis on 2025-07-08: 22 µg/dL",
         rewordings=["貓 CKD 一開始的 SDMA 數值", "麻糬診斷那次驗出來的腎指數"],
         rels=[(MOCHI, "| 2025-07-08 | 2.4 | 22", 3),
               (D + "2025-07-08.md", "麻糬抽血結果：Crea 2.4", 3),
               ("Archive/2025 年度回顧.md", "麻糬 7 月確診 CKD", 1)]),
    dict(id="16", kind="lookup", lang="zh-Hant",
         query="鳶嘴稍來 32K 總爬升幾公尺",
         note="the 32K course has 2,050 m of climbing (her watch recorded 2,130 m)",
         rewordings=["32 公里那組爬升多少", "鳶嘴 32K 的爬坡高度總共多少"],
         rels=[(RACE, "| 32K | 32.4 km", 3),
               (RACE, "手錶記的爬升 2,130 m", 2)]),
    dict(id="17", kind="lookup", lang="mixed",
         query="TNR 術後 meloxicam 打多少 mg/kg",
         note="the spay-day SOP uses meloxicam 0.2 mg/kg SC once after surgery",
         rewordings=["絕育日 SOP 的止痛藥劑量", "街貓結紮完 NSAID 給多少 per kg"],
         rels=[(SOP, "術後：meloxicam 0.2 mg/kg SC 一次", 3),
               (CHEAT, "meloxicam：狗 首日 0.2 mg/kg", 1),
               (HQ, "An NSAID once before waking up", 1)]),
    dict(id="18", kind="lookup", lang="zh-Hant",
         query="動保處結紮補助母貓一隻給多少",
         note="the city's sterilisation subsidy: NT$1,500 per female cat (800 per male)",
         rewordings=["政府補助絕育 母貓的金額", "TNR 補助款一隻母的多少錢"],
         rels=[(OV, "動保處絕育補助：母貓每隻 NT$1,500", 3),
               (D + "2025-06-22.md", "他說動保處有補助", 2)]),
    dict(id="19", kind="lookup", lang="zh-Hant",
         query="越野跑鞋花了多少錢",
         note="the Hoka Speedgoat 6 trail shoes cost NT$5,280 (2026-03-08)",
         rewordings=["Speedgoat 多少買的", "跑山穿的那雙鞋價格"],
         rels=[("Areas/跑步/裝備.md", "| 越野鞋 | Hoka Speedgoat 6", 3),
               (D + "2026-03-08.md", "買了第一雙真正的越野鞋", 2)]),
    dict(id="20", kind="lookup", lang="zh-Hant",
         query="阿嬤日照中心每個月自己要付多少",
         note="grandmother's day care costs NT$6,800 a month after the long-term-care subsidy",
         rewordings=["外婆日間照顧自付額一個月", "日照扣掉長照補助後的月費"],
         rels=[(AMA, "長照補助扣掉後每月自付 NT$6,800", 3),
               (D + "2026-06-25.md", "長照補助扣掉以後自付大概 7 千", 2),
               ("Areas/生活/每月預算.md", "| 阿嬤日照分攤 | 2,300", 1)]),
    dict(id="21", kind="lookup", lang="en",
         query="how much does the clinic charge to spay a female cat",
         note="the clinic's 2026 price for a female cat spay: NT$4,500 (was 4,200)",
         rewordings=["cat spay price at work in 2026", "female cat neuter cost at our hospital"],
         rels=[("Areas/診所/價目表 2026.md", "| 貓 結紮（母） | 4,500", 3),
               (D + "2026-01-05.md", "母貓結紮從 4,200 調到 4,500", 2),
               (D + "2025-11-05.md", "院長說明年 1 月起診所結紮價格要調", 1)]),
    dict(id="22", kind="lookup", lang="mixed",
         query="麻糬現在 subQ 輸液一次打幾 ml",
         note="the cat's current subcutaneous fluid volume: 120 ml every other day since 2026-08-18 (was 100 ml)",
         rewordings=["貓皮下點滴目前的量是幾 ml", "Mochi 在家打的 fluids 現在多少"],
         rels=[(MOCHI, "2026-08-18 起輸液加到 120 ml", 3),
               (D + "2026-08-18.md", "皮下輸液從 100 加到 120 ml", 2),
               ("Reviews/2026 Q3.md", "輸液加到 120 ml", 2),
               (MOCHI, "2026-05-05 起在家打皮下輸液：LRS 100 ml", 1),
               (D + "2026-05-05.md", "開始在家打皮下輸液", 1)]),

    # ---------------- tasks ----------------
    dict(id="23", kind="tasks", lang="zh-Hant",
         query="12 月那場絕育日還有什麼還沒準備",
         note="open tasks for the December spay day: the venue booking form for the 里長 and two more recovery-area volunteers",
         rewordings=["下一場 TNR 還沒完成的待辦", "絕育日還沒做完的事項"],
         rels=[(OV, "里民活動室的借用申請書送給里長", 3),
               (OV, "再找兩個志工顧恢復區", 3),
               (D + "2026-11-28.md", "里長那邊的借用單還沒拿到", 2),
               (OV, "確認阿凱 12 月能來支援", 1),
               (OV, "電暖器跟保溫墊", 1),
               (D + "2026-10-18.md", "美玲說 12 月那場活動中心可能借不到", 1),
               (D + "2026-11-22.md", "下個月場地要換", 1)]),
    dict(id="24", kind="tasks", lang="zh-Hant",
         query="麻糬還有哪些事情要處理",
         note="open to-dos for the cat: add a UPCR test at the next visit and reorder 23G needles (plus the phosphate binder in a daily note)",
         rewordings=["貓咪照護待辦裡沒完成的", "麻糬的待辦清單還沒勾的"],
         rels=[(MOCHI, "下次回診加驗 UPCR", 3),
               (MOCHI, "23G 輸液針剩不到 10 支", 3),
               (D + "2026-11-17.md", "磷結合劑 Ipakitine 叫貨", 2),
               (MOCHI, "買寵物加熱墊", 1)]),
    dict(id="25", kind="tasks", lang="en",
         query="what's still open with the Malaysian supplier",
         note="open items with MedVet: get the new price list before January, and ask about 5-0 PGA for kittens",
         rewordings=["MedVet to-do list, unfinished items", "things I still need to ask Priya"],
         rels=[(MV, "Ask Priya for the new price list", 3),
               (MV, "Find out if they stock 5-0 PGA", 3),
               (MV, "Pay invoice INV-2611", 1),
               (MV, "20 boxes 3-0 and 10 boxes 4-0", 1),
               (MV, "20 boxes 3-0. US$419", 1),
               (D + "2026-09-01.md", "順便問了吸收線有沒有更細的", 1)]),
    dict(id="26", kind="tasks", lang="zh-Hant",
         query="阿嬤長照那邊還缺哪些手續",
         note="open long-term-care tasks: submit the grab-bar and shower-chair receipts for the aids subsidy, ask about next year's reassessment",
         rewordings=["外婆長照補助待辦還沒完成的", "阿嬤照顧申請剩下要跑的事"],
         rels=[(LTC, "扶手跟洗澡椅的收據", 3),
               (LTC, "問照專明年複評", 3),
               (LTC, "浴室裝扶手", 1),
               (LTC, "影印阿嬤身分證", 1)]),
    dict(id="27", kind="tasks", lang="mixed",
         query="CE 學分還有什麼沒完成",
         note="open CE tasks: upload the HQHVSN certificate and register for the December online anaesthesia course",
         rewordings=["繼續教育點數待辦還剩哪些 CE", "換照前 CE 還要補什麼"],
         rels=[(CE, "HQHVSN workshop 的證書上傳", 3),
               (CE, "報名 12 月的線上麻醉監控課", 3),
               (CE, "執照明年 3 月到期要換照", 2),
               (CE, "繳 2026 公會會費", 1),
               ("Reviews/2026 Q3.md", "年底前把 CE 學分補齊", 1)]),

    # ---------------- cross-language ----------------
    dict(id="28", kind="cross-language", lang="en",
         query="what gabapentin dose do I give my cat before vet visits",
         note="the cat's pre-visit gabapentin is 50 mg two hours before (Chinese note only)",
         rewordings=["pre-visit sedative for Mochi, how many mg", "calming pill before taking the old cat to the vet, dose"],
         rels=[(MOCHI, "看診前：gabapentin 50 mg", 3),
               (CHEAT, "gabapentin：貓 看診前 50–100 mg", 2),
               (D + "2025-10-14.md", "這次出門前有先餵藥", 1),
               (CHEAT, "gabapentin 的排除靠腎臟", 1),
               ("Resources/Cat-friendly visit tips (EN).md", "ask the vet about a pre-visit calming medication", 1)]),
    dict(id="29", kind="cross-language", lang="en",
         query="how many cats did we fix at the very first spay day",
         note="the first spay day on 2025-07-20 did 22 cats (14 female, 8 male); Chinese notes only",
         rewordings=["first TNR event number of cats", "count of cats neutered at the July 2025 Wufeng clinic day"],
         rels=[(OV, "2025-07-20 第 1 場", 3),
               (D + "2025-07-20.md", "一共 22 隻", 2),
               ("Archive/第一場絕育日 檢討 2025-07.md", "總共做了 22 隻", 2),
               ("Archive/2025 年度回顧.md", "6 場一共做了 150 隻貓", 1)]),
    dict(id="30", kind="cross-language", lang="zh-Hant",
         query="那堂貓腎病線上課說收縮壓多少要開始治療",
         note="the English webinar notes: treat at >=160 mmHg with target-organ damage, or persistently >=180 without",
         rewordings=["貓高血壓幾 mmHg 要吃藥，上課筆記", "上課講的貓咪血壓治療門檻"],
         rels=[(CKD, "Treat when systolic pressure is 160 mmHg", 3),
               (CKD, "Blood pressure (systolic): < 140", 2),
               (CKD, "Amlodipine is first line", 1),
               (MOCHI, "2026-01-20 起 amlodipine", 1)]),
    dict(id="31", kind="cross-language", lang="zh-Hant",
         query="檳城那家縫線最少要訂多少",
         note="MedVet's minimum order is 10 boxes per size (English email only)",
         rewordings=["MedVet 最低訂購量", "馬來西亞供應商起訂量是幾盒"],
         rels=[(MV, "Our minimum order is 10 boxes", 3),
               (SUT, "| MedVet Supplies | Malaysia", 1)]),
    dict(id="32", kind="cross-language", lang="zh-Hans",
         query="那个大量绝育课程推荐的猫麻醉组合是什么",
         note="the English HQHVSN notes: 'Kitty Magic' = dexmedetomidine + ketamine + buprenorphine in equal volumes IM",
         rewordings=["HQHVSN 课教的 kitty magic 配方", "高效绝育培训讲的猫麻醉用哪几种药"],
         rels=[(HQ, '"Kitty Magic" is their standard protocol', 3),
               (SOP, "workshop 學到的麻醉組合想找時間試", 1),
               (SOP, "麻醉：Zoletil 5 mg/kg", 1),
               (HQ, "Ask 阿德哥 whether the association can pay", 1)]),

    # ---------------- no-answer ----------------
    dict(id="33", kind="no-answer", lang="zh-Hant",
         query="我的護照什麼時候到期",
         note="there is no passport information in the vault", rewordings=[], rels=[]),
    dict(id="34", kind="no-answer", lang="en",
         query="how much did the dog's cruciate ligament surgery cost",
         note="the dog only had a spay; no ligament surgery anywhere", rewordings=[], rels=[]),
    dict(id="35", kind="no-answer", lang="zh-Hans",
         query="诊所年终奖今年发了几个月",
         note="no year-end bonus is mentioned anywhere", rewordings=[], rels=[]),
    dict(id="36", kind="no-answer", lang="zh-Hant",
         query="去京都玩住的是哪間飯店",
         note="she never went to Kyoto; the only trip is 花蓮", rewordings=[], rels=[]),
]
