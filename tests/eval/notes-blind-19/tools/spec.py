# -*- coding: utf-8 -*-
"""notes-blind-19: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 賴冠廷 (Lai Kuan-Ting, 阿廷 at home, "Kuan-Ting" in English emails), 37, an elevator
maintenance technician (電梯維修技師) in the 北區服務課 of 昇達電梯 in 新北/台北. Over twenty
months (2025-04 … 2026-11) he is dragged into bouldering by a Malaysian friend (偉傑), hurts a
finger pulley, goes outdoors at 龍洞; gets gout; renovates his late grandfather's 1978 透天厝 in
三峽 and moves his family there from a rented flat in 板橋; his mother's knee is replaced; his son
小柚 changes kindergarten; he replaces a 2009 Toyota Wish; he fights a faulty door operator at a
building in 永和, passes the 乙級 elevator licence at the second try and trains in Singapore.
His own notes are in Traditional Chinese with English tech and brand words; 偉傑's WhatsApp
messages and his cousin 阿珍's WeChat messages (from 蘇州) are in Simplified Chinese; the
kindergarten's and the elevator maker's emails are in English.
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb19"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


D = "Journal/"
PRJ = "10 Projects/"
RENO = PRJ + "三峽老厝 整修/整修總覽.md"
KITCHEN = PRJ + "三峽老厝 整修/廚房.md"
CAR = PRJ + "換車 2026.md"
JEN_TRIP = PRJ + "阿珍 回台 準備.md"
AREA = "20 Areas/"
CLIMB = AREA + "運動/抱石.md"
WJ = AREA + "運動/偉傑 WhatsApp.md"
GOUT = AREA + "健康/痛風.md"
MOM = AREA + "家人/阿母 膝蓋.md"
KID = AREA + "家人/小柚.md"
OAK = AREA + "家人/Little Oak emails (EN).md"
JEN = AREA + "家人/阿珍 微信.md"
HOUSE = AREA + "家/三峽 家裡 設定.md"
WORK = AREA + "工作/北區 日常 & 待命.md"
QG = AREA + "工作/晴光大廈 2號機.md"
HALV = AREA + "工作/Halvorsen emails (EN).md"
CERT = AREA + "工作/乙級 升降機裝修.md"
MONEY = AREA + "錢/信貸 & 保險.md"
RES = "30 Resources/"
LONGDONG = RES + "龍洞 抱石 筆記.md"
CONTACTS = RES + "聯絡人.md"
CODES = RES + "故障碼 速查.md"
SANXIA = RES + "三峽 生活.md"
ARC = "40 Archive/"
ARC_YR = ARC + "2025 年度回顧.md"
ARC_SG = ARC + "新加坡 HL-Neo 受訓 2026-09.md"
ARC_RENT = ARC + "板橋 租屋 退租.md"

# ---------------------------------------------------------------------------
# Daily notes (Journal/), 2025
# ---------------------------------------------------------------------------

N(D + "2025-04-05.md", """
- 開始用 Obsidian 記東西。雅琪說我什麼都記不住，那就寫下來
- 清明連假，帶小柚回鶯歌看阿母，下午去三峽給阿公掃墓
- 阿母說膝蓋下樓梯會卡卡的，叫她去看醫生她說沒空
""")

N(D + "2025-04-09.md", """
- 阿凱第一次跟我跑保養 route：永和、中和 12 台，他很認真在抄每台的 controller 型號
- 晴光大廈兩台年度檢查都過了，許總幹事請我們喝咖啡
""")

N(D + "2025-04-12.md", """
- 偉傑一直在揪我去攀岩，答應他下週六去試試看，反正只是玩玩
- 小柚在 Little Oak 的 Easter egg hunt 找到六顆蛋，回家一直講英文 egg egg egg
""")

N(D + "2025-04-19.md", """
- 被偉傑帶去石牆中和館玩抱石，租鞋 NT$100 + 入場 NT$400，只爬得上 VB 跟 V0 😂
- 前臂整個爆掉，開車回家手握方向盤都在抖
- 偉傑說他第一次也這樣，下週再來
""")

N(D + "2025-04-26.md", """
- 又去中和館，V0 全部完成，V1 上去一條，開始有點上癮
- 雅琪說我回家滿手鎂粉，叫我先洗手再抱小柚
""")

N(D + "2025-05-04.md", """
- 回鶯歌吃飯，阿母突然說：阿公那間老厝空了快兩年，不如你們搬回三峽住，省房租，小柚以後上小學也近
- 雅琪沒反對，但擔心房子太舊（1978 年蓋的），要花很多錢
""")

N(D + "2025-05-10.md", """
- 買了自己的攀岩鞋：La Sportiva Tarantulace，EU 41.5（平常球鞋穿 43，店員說要緊一點才踩得住）NT$3,280
- 下午穿新鞋去中和館，踩小點真的差很多
""")

N(D + "2025-05-18.md", """
- 跟雅琪、阿母去看三峽老厝：二樓天花板有壁癌，頂樓有漏水痕跡，電線還是舊的紗包線
- 雅琪說如果真的要住，一定要整間翻修，不能只是粉刷
""")

N(D + "2025-05-27.md", """
- 今天待命，半夜一點被叫去板橋一棟大樓，外送員困在電梯 20 分鐘，是安全迴路門鎖接點髒
- 回到家三點，早上七點又要上班 😵
""")

N(D + "2025-05-31.md", """
- 帶小柚去板橋的兒童牙科塗氟，他哭到整間診所都聽得到
- 晚上中和館，V1 兩條
""")

N(D + "2025-06-07.md", """
- 跟阿凱在永和吃熱炒，蛤蜊湯、炒海瓜子、鹽酥蝦，啤酒喝了快四瓶
""")

N(D + "2025-06-08.md", """
- 半夜三點右腳大拇趾痛醒，關節腫得發紅發燙，連被子碰到都痛到叫出來
- 整天一拐一拐，雅琪以為我昨天喝醉扭到
""")

N(D + "2025-06-10.md", """
- 請假去看家醫科張醫師：急性痛風，尿酸 9.2，開了秋水仙素跟止痛藥，叫我啤酒跟內臟先戒掉
- 跟課長說這兩天只能做文書，阿凱一個人去跑保養
""")

N(D + "2025-06-21.md", """
- Wish 進廠保養（128,400 km），換機油、前輪煞車來令片，NT$6,800
- 師傅說變速箱油也該換了，下次再說
""")

N(D + "2025-06-28.md", """
- 跟雅琪談了很久，正式決定要整修老厝搬回三峽。開始找統包跟設計公司估價
- 把板橋房東的合約拿出來看，明年四月到期，剛好
""")

N(D + "2025-07-05.md", """
- 林師傅（阿母以前鄰居的兒子，做統包二十幾年）來看老厝，估價 NT$168 萬，不含家具，工期四個月
- 他說屋頂一定要重做防水，電線全部重拉
""")

N(D + "2025-07-12.md", """
- 偉傑教我爬之前要熱身，還有 hangboard 怎麼掛，說手指肌腱長得比肌肉慢，不要急
""")

N(D + "2025-07-19.md", """
- 木子設計來提案，3D 圖很漂亮，但報價 NT$235 萬，工期五個月
- 雅琪很喜歡他們的廚房設計，但價差太多
""")

N(D + "2025-07-20.md", """
- 去板橋考乙級升降機裝修技術士的學科，第一次考，法規那部分好多題沒看過，感覺不妙
- 考完跟阿凱去吃牛肉麵，他說他明年也要考
""")

N(D + "2025-07-26.md", """
- 第一條 V3！中和館黃色那條斜板，試了快二十次
""")

N(D + "2025-08-09.md", """
- 乙級學科成績出來：58 分，沒過 😞 差兩分
- 晚上待命，整晚手機都沒響
""")

N(D + "2025-08-16.md", """
- 決定整修找林師傅統包，不找木子設計：便宜 67 萬，而且阿母認識他，以後有問題找得到人
- 傳 LINE 跟木子說謝謝，他們說以後有需要再找
""")

N(D + "2025-08-21.md", """
- 晴光大廈 2 號機門關不起來，門機皮帶鬆 + 門刀偏掉，調了一個多小時
""")

N(D + "2025-08-30.md", """
- 公司健檢：血壓 138/88 偏高，尿酸 8.4 還是高，醫生叫我減重五公斤
""")

N(D + "2025-09-06.md", """
- 阿母膝蓋越來越痛，帶她去鶯歌的骨科照 X 光：退化性關節炎第三期
- 醫生說可以先打玻尿酸試試看
""")

N(D + "2025-09-13.md", """
- 跟林師傅簽約，訂金 30%（50.4 萬）。開工日看了日子，定在 10/13
- 晚上去中和館試 V4 一直掉
""")

N(D + "2025-09-20.md", """
- 在中和館硬拉一條 V4 的小 crimp，那天沒熱身就上，右手中指「啪」一聲，馬上腫起來不能彎
- 偉傑說很可能是滑車（pulley）受傷，叫我先冰敷，不要再爬
""")

N(D + "2025-09-24.md", """
- 看復健科：右手中指 A2 滑車部分撕裂，要休 4–6 週，可以上班但不要提重物
- 上班只能用左手鎖螺絲，阿凱幫了很多
""")

N(D + "2025-10-04.md", """
- 中秋連假第一天，帶小柚去鶯歌阿母家烤肉，二舅一家也來，小柚玩仙女棒玩到不肯睡
- 手指還包著，不能幫忙搬烤肉架，被二舅笑
""")

N(D + "2025-10-06.md", """
- 中秋節，一早去三峽老厝拜地基主跟土地公，開工前先拜一拜，林師傅也帶了水果來
- 晚上全家在老厝門口吃文旦賞月，阿母說阿公以前最愛坐在這裡
""")

N(D + "2025-10-11.md", """
- 痛風又發作，這次是左腳大拇趾。前天公司聚餐吃羊肉爐配高粱，活該，瘸了三天
""")

N(D + "2025-10-13.md", """
- 老厝正式開工，第一週拆除：拆天花板、舊浴室、廚房磁磚，拆出一堆阿公的舊報紙
""")

N(D + "2025-10-22.md", """
- 小柚四歲生日，Little Oak 的老師幫他在班上慶生，他許願要一台消防車
""")

N(D + "2025-10-25.md", """
- 阿珍在微信問阿公的紅眠床還在不在，她想運去蘇州
- 老厝拆除完，林師傅說紅眠床先用帆布包起來放二樓
""")

N(D + "2025-11-01.md", """
- 手指休息六週，回中和館，用 H 型貼紮，只爬 V1–V2，不敢抓小點
""")

N(D + "2025-11-08.md", """
- 問了兩家海運：紅眠床運去蘇州報價 NT$58,000，而且木頭要燻蒸檢疫，可能還會被退
""")

N(D + "2025-11-15.md", """
- 跟阿母討論、也跟阿珍視訊過，決定紅眠床不運了，留在老厝前廳，請木工修復，阿珍回來可以睡；阿公的老照片幫她掃描一份
- 水電阿吉開始重拉全屋電線，電箱整個換新
""")

N(D + "2025-11-20.md", """
- 晴光 2 號機又出事，門機馬達過熱停住，住戶困了 15 分鐘，許總幹事很火，打給課長抱怨
""")

N(D + "2025-11-29.md", """
- 雅琪說廚房想用瓦斯爐，炒菜比較香；林師傅說瓦斯管要重拉到後面，加 NT$35,000
""")

N(D + "2025-12-06.md", """
- 小柚第二次塗氟，這次沒哭，拿到恐龍貼紙很開心
- 阿母第一次打玻尿酸，醫生說一週一針，打三針
""")

N(D + "2025-12-13.md", """
- 廚房改用 IH 爐，不裝瓦斯了：小柚最近什麼旋鈕都要轉，IH 比較安全，也省下重拉瓦斯管的錢；電要多拉一條專用迴路
""")

N(D + "2025-12-20.md", """
- Wish 保養（134,900 km），換變速箱油 + 雨刷，NT$9,200
- 老厝屋頂防水做完：PU 防水 + 隔熱磚
""")

N(D + "2025-12-31.md", """
- 跨年夜剛好輪到待命，整晚沒事 ✌️ 在家看 101 煙火直播
- 寫完 2025 年度回顧
""")

# ---------------------------------------------------------------------------
# Daily notes (Journal/), 2026
# ---------------------------------------------------------------------------

N(D + "2026-01-10.md", """
- 乙級學科重考過了，81 分！三月考術科
- 中和館，V3 又爬得上去了，手指沒事
""")

N(D + "2026-01-17.md", """
- 老厝廚房系統櫃進場，IH 爐型號定了：Panasonic KY-E337 三口
""")

N(D + "2026-01-22.md", """
- 晴光 2 號機門機控制板燒掉，先換一片二手板撐著，跟主委建議整組換掉，一直小修不是辦法
""")

N(D + "2026-02-07.md", """
- 阿母玻尿酸三針打完一個多月了，她說只好一點點，上下樓梯還是痛
- 年前最後一次中和館，V3 兩條
""")

N(D + "2026-02-16.md", """
- 除夕，在鶯歌阿母家圍爐，應該是最後一年在鶯歌過年，明年就在三峽了
- 小柚拿到紅包，自己數了三遍，說要存起來買消防車
""")

N(D + "2026-02-18.md", """
- 初二回雅琪娘家台中，岳母煮了一整桌，海鮮吃太多又喝啤酒，晚上右腳踝開始腫痛，痛風又來了
- 回程國道塞了四小時，換雅琪開
""")

N(D + "2026-02-20.md", """
- 腳消了一點，連假最後幾天都在家躺著，看乙級術科的影片
- 小柚跟我一起看，他說電梯叔叔好厲害
""")

N(D + "2026-03-07.md", """
- 乙級術科考試：曳引機煞車調整、門機調整、安全迴路查修，時間有點趕但應該都有做完
""")

N(D + "2026-03-11.md", """
- 家醫科回診：尿酸 7.4，張醫師說要開始吃降尿酸的 Feburic 40mg，每天一顆
""")

N(D + "2026-03-14.md", """
- 第一次去龍洞戶外抱石！偉傑、小安一起，海風很大，戶外的 V2 比室內 V4 還難
- 背著租來的 crash pad 走了二十分鐘下去，手被砂岩磨破皮
""")

N(D + "2026-03-19.md", """
- 晴光 2 號機門機又有異音，上油先處理。許總幹事說六月管委會會討論要不要換
""")

N(D + "2026-03-21.md", """
- 老厝驗收，林師傅交屋，最後結帳含追加總共 NT$182.6 萬，比原本多了十五萬左右
- 列了一張缺失清單給林師傅：浴室門、後陽台排水、電鈴那些
""")

N(D + "2026-03-27.md", """
- 乙級升降機裝修技術士證照過了！！課長說以後每月技術加給多 NT$2,000
""")

N(D + "2026-03-28.md", """
- 帶阿母去仁安醫院骨科看吳承遠醫師（第二意見），他說軟骨幾乎磨光了，玻尿酸沒有用了
- 跟阿母討論完，決定開刀換人工膝關節（右膝），排在 5/12
""")

N(D + "2026-04-04.md", """
- 搬家！清明連假搬進三峽老厝，搬家公司兩台 3.5 噸，小柚一直在院子裡跑
""")

N(D + "2026-04-05.md", """
- 在三峽睡的第一晚很安靜，只是早上五點鳥很吵
- 順便給阿公掃墓，跟阿公報告我們搬回來了
""")

N(D + "2026-04-11.md", """
- 板橋舊家退租點交，押金退了 NT$34,000（冰箱旁邊牆面扣 2,000）
- 現在每天三峽開到板橋送小柚上 Little Oak，單程 40 分鐘
""")

N(D + "2026-04-18.md", """
- 抱石一週年（去年 4/19 被偉傑拉去中和館），今天送了一條 V4 慶祝
""")

N(D + "2026-04-25.md", """
- 跟雅琪討論小柚：先讓他在 Little Oak 讀到畢業，每天接送辛苦一點沒關係；同時也去抽三峽的非營利幼兒園看看
- Wish 冷氣不冷了，修要 NT$18,000，開始想換車
""")

N(D + "2026-05-02.md", """
- 去看車：Corolla Cross Hybrid、Sienta Hybrid。雅琪喜歡 Sienta 的滑門，阿母開完刀上下車比較方便
""")

N(D + "2026-05-12.md", """
- 阿母開刀，右膝人工膝關節，手術兩個半小時，吳醫師出來說很順利
- 在醫院陪到晚上，雅琪帶小柚來看阿嬤
""")

N(D + "2026-05-16.md", """
- 阿母出院回鶯歌，二舅媽白天會過去幫忙
""")

N(D + "2026-05-23.md", """
- 三峽非營利幼兒園抽中了！！跟雅琪決定八月開學就讓小柚轉過去讀中班，不留在 Little Oak 了，每天可以省 80 分鐘車程
""")

N(D + "2026-05-30.md", """
- 換車決定了：Toyota Sienta Hybrid 五人座，車價 NT$84.9 萬；Wish 賣給中古車商 NT$85,000。七月交車
""")

N(D + "2026-06-09.md", """
- 陪阿母術後四週回診，吳醫師說可以彎到 95 度，要繼續做復健
""")

N(D + "2026-06-10.md", """
- 晚上去晴光大廈管委會報告 2 號機的狀況。管委會表決通過：門機整組換新（Halvorsen DO-300），不再零件小修，報價 NT$186,000
""")

N(D + "2026-06-13.md", """
- 小柚塗氟（還是板橋那間），醫生說下排有一顆小蛀牙，要追蹤
""")

N(D + "2026-06-20.md", """
- 第二次去龍洞，這次帶自己買的 crash pad，送了一條戶外 V3
""")

N(D + "2026-07-04.md", """
- 痛風又發作，右腳大拇趾。明明有乖乖吃 Feburic，張醫師說剛開始降尿酸反而容易發作
""")

N(D + "2026-07-11.md", """
- Sienta 交車！銀色，車牌 BRM-5621。小柚一直在開關滑門
""")

N(D + "2026-07-18.md", """
- 晴光 2 號機換上新門機 DO-300，跟 Halvorsen 的工程師弄了一整天，開關門試了 200 次都 OK
""")

N(D + "2026-08-15.md", """
- 公司健檢：血壓 128/82，體重少了四公斤 👍
- 中和館，V4 兩條
""")

N(D + "2026-08-24.md", """
- 小柚第一天去三峽的非營利幼兒園，走路十分鐘就到，他說新老師很兇但午餐很好吃
""")

N(D + "2026-09-06.md", """
- 搭長榮去新加坡，Halvorsen Academy 的 HL-Neo 五天課程，住學院安排的飯店
""")

N(D + "2026-09-11.md", """
- 受訓最後一天，HL-Neo 筆試 92 分，拿到 certificate。晚上跟菲律賓、越南的學員去吃辣椒螃蟹
""")

N(D + "2026-09-15.md", """
- 家醫科回診，尿酸 6.1！張醫師說目標是 6 以下，Feburic 繼續吃
""")

N(D + "2026-09-22.md", """
- 陪阿母術後四個月回診，她已經可以不拿拐杖走到巷口，吳醫師說下次兩個月後再來
""")

N(D + "2026-10-03.md", """
- 小柚幼兒園親子運動會，他賽跑拿第二名，回家一直炫耀獎牌
- 下午去鶯歌看阿母，陪她在公園走了一圈
""")

N(D + "2026-10-04.md", """
- 第三次去龍洞，偉傑、小安還有偉傑的女朋友，天氣超好，第一次在戶外送 V4
- 晚上回家累到九點就睡
""")

N(D + "2026-10-10.md", """
- 國慶日待命，下午被叫去中和一台停在樓層中間，是變頻器過電流跳脫，重置後觀察一小時
""")

N(D + "2026-10-22.md", """
- 小柚五歲生日，在三峽的家第一次辦生日派對，阿母也來了
""")

N(D + "2026-10-25.md", """
- 中和館換線，試了新的 V5 沒過，差最後一手
""")

N(D + "2026-10-31.md", """
- Sienta 第一次回廠保養（5,000 km，三峽和泰服務廠），只換機油，免費
""")

N(D + "2026-11-07.md", """
- 表哥在板橋請喜酒，海鮮一道一道上，紹興也喝了不少
""")

N(D + "2026-11-08.md", """
- 凌晨左腳踝痛醒，痛風又發作，一定是昨天喜酒吃太多喝太多。整天只能躺
- 偉傑約抱石只好推掉
""")

N(D + "2026-11-10.md", """
- 請半天假陪阿母回仁安骨科：術後半年，X 光很好，吳醫師說之後一年回診一次就可以
""")

N(D + "2026-11-14.md", """
- 阿珍說她十二月中要回台灣兩週，要住老厝睡紅眠床
""")

N(D + "2026-11-19.md", """
- 晴光 2 號機又叫修：門一直重開，是光幕感應器髒了加上一邊接頭鬆，清完暫時 OK，要報價換新的
""")

N(D + "2026-11-22.md", """
- 腳好了，跟偉傑回中和館抱石，兩週沒爬手感差好多，V3 都要試好幾次
""")

N(D + "2026-11-26.md", """
- 待命，凌晨兩點新店一棟大樓困人，一家三口卡在 7 樓跟 8 樓之間，40 分鐘才救出來
""")

N(D + "2026-11-28.md", """
- 帶小柚去三峽新找的兒童牙科塗氟，順便補下排那顆蛀牙，很勇敢沒有哭
- 浴室門林師傅還是沒來修 😑
""")

N(D + "2026-11-29.md", """
- 阿母來三峽吃午飯，上樓梯已經不用扶了
- 下午跟小柚在院子種阿公以前種的桂花旁邊那塊地，種了九層塔
""")

# ---------------------------------------------------------------------------
# 10 Projects
# ---------------------------------------------------------------------------

N(RENO, """
---
created: 2025-06-28
tags: [三峽, 整修]
status: 完工，缺失還在追
---
# 三峽老厝 整修

阿公的透天厝，1978 年蓋的，兩層加頂樓，在三峽老街附近。阿公 2023 年過世後一直空著。

## 時間線
- 2025 年五月：阿母提議我們搬回三峽住
- 2025-08-16 決定統包
- 2025-10-13 開工（拆除）
- 2025-11 水電重拉、電箱換新
- 2025-12 屋頂防水 + 隔熱磚
- 2026-01 廚房、系統櫃
- 2026-03-21 驗收交屋
- 2026-04-04 搬入

## 統包 vs 設計公司
| | 林師傅 統包 | 木子設計 |
| --- | --- | --- |
| 報價 | 168 萬 | 235 萬 |
| 工期 | 4 個月 | 5 個月 |
| 優點 | 阿母認識，便宜 | 有 3D 圖，廚房設計漂亮 |
| 缺點 | 沒有設計圖，要自己想 | 貴，工期長 |

- 結論（2025-08-16）：找林師傅統包，省下來的錢拿去做屋頂隔熱

## 預算 / 實際
| 項目 | 金額 (NT$) |
| --- | --- |
| 林師傅統包（合約） | 1,680,000 |
| 追加：廚房 IH 專用迴路 | 18,000 |
| 追加：屋頂隔熱磚 | 96,000 |
| 追加：紅眠床修復（木工） | 32,000 |
| 合計 | 1,826,000 |

## 交屋缺失（3/21 驗收列的）
- [x] 電鈴沒接
- [x] 二樓兩個插座不通電
- [x] 小柚房間窗簾盒歪了
- [ ] 浴室門關不密，要重新調門框
- [ ] 後陽台排水坡度不夠，下大雨會積水
""")

N(KITCHEN, """
---
created: 2025-11-29
tags: [三峽, 整修, 廚房]
---
# 廚房

## 爐具
- 2025-11-29 雅琪想要瓦斯爐（炒菜比較香），林師傅說瓦斯管要重拉，+NT$35,000
- 2025-12-13 改成 IH：小柚會去轉旋鈕，IH 比較安全，也不用拉瓦斯管
- 型號：Panasonic KY-E337 三口 IH，要 220V 專用迴路 30A

## 其他
- 系統櫃：林師傅配合的工廠，木紋白，上櫃做到天花板
- 抽油煙機留舊的位置，只換新的
- 水槽下面要留空間放淨水器
""")

N(CAR, """
---
created: 2026-04-25
tags: [車]
status: 已交車
---
# 換車 2026

## 為什麼要換
- Wish 2009 年的，13.5 萬公里，冷氣要修 NT$18,000，變速箱換檔會頓

## 比較
| | Corolla Cross Hybrid | Sienta Hybrid | 二手 Kuga |
| --- | --- | --- | --- |
| 價格 | 94.9 萬 | 84.9 萬 | 55 萬 |
| 後門 | 一般 | 電動滑門 | 一般 |
| 備註 | 空間大 | 阿母上下車方便 | 怕維修貴 |

- 2026-05-30 決定：Sienta Hybrid 五人座，銀色

## 基本資料
- 車牌：BRM-5621
- 交車：2026-07-11，三峽和泰
- 舊的 Wish 賣給中古車商，NT$85,000

## 保養紀錄
| 日期 | 車 | 里程 | 內容 | 費用 |
| --- | --- | --- | --- | --- |
| 2025-06-21 | Wish | 128,400 | 機油、前輪來令片 | 6,800 |
| 2025-12-20 | Wish | 134,900 | 變速箱油、雨刷 | 9,200 |

## 待辦
- [x] 乙式車險（和泰產險）
- [x] ETC 綁定新車
- [x] 前後行車紀錄器（交車送的）
- [ ] 小柚的安全座椅換成長型的（要 ISOFIX）
- [ ] 三峽公有停車場月租，候補中（排第 12 號）
""")

N(JEN_TRIP, """
---
created: 2026-11-14
tags: [家人, 阿珍]
---
# 阿珍 回台 準備

阿珍十二月中回來兩週，住老厝前廳的紅眠床。她自己搭機場捷運，不用接機。

- [x] 客房冷氣清洗（11/21 做完）
- [x] 跟阿母約好一起吃飯的日子
- [ ] 阿公的老照片掃描完（還剩兩本相簿）
- [ ] 紅眠床換新草蓆，再買一頂蚊帳
""")

# ---------------------------------------------------------------------------
# 20 Areas
# ---------------------------------------------------------------------------

N(CLIMB, """
---
created: 2025-05-10
tags: [運動, 抱石]
aliases: [bouldering, 攀岩]
---
# 抱石

- 入坑：2025 年四月被偉傑拉去石牆中和館，一開始只是陪他
- 館：石牆中和館（月票 NT$2,200），偶爾去龍洞戶外

## 裝備
| 東西 | 型號 | 尺寸 | 價錢 | 買的日子 |
| --- | --- | --- | --- | --- |
| 攀岩鞋 | La Sportiva Tarantulace | EU 41.5 | 3,280 | 2025-05-10 |
| 粉袋 | 岩館賣的 | | 450 | 2025-05-10 |
| crash pad | Black Diamond Circuit | | 7,900 | 2026-06-20 |

## 手指受傷
- 2025-09-20 右手中指 A2 滑車拉傷：沒熱身就去抓小 crimp
- 復健：休了六週，11/1 回館，前三個月都用 H 型貼紮，只爬大點

## 2026 紀錄
| 日期 | 地點 | 最難送出 | 備註 |
| --- | --- | --- | --- |
| 2026-01-10 | 中和館 | V3 | 受傷後回到 V3 |
| 2026-03-14 | 龍洞 | V2 | 戶外，租 pad |
| 2026-04-18 | 中和館 | V4 | 一週年 |
| 2026-06-20 | 龍洞 | V3 | 自己的 pad |
| 2026-08-15 | 中和館 | V4 | |
| 2026-10-04 | 龍洞 | V4 | 戶外第一條 V4 |
| 2026-10-25 | 中和館 | V4 | V5 差最後一手 |

## 2026 目標
- [x] 去龍洞戶外
- [x] 室內送 V4
- [ ] 室內送 V5
- [ ] 上岩館的先鋒攀登（lead）課
""")

N(WJ, """
---
tags: [朋友, 抱石]
---
# 偉傑 WhatsApp

偉傑（陈伟杰），檳城來的，在內湖做半導體設備工程師。訊息照抄。

- 2025-04-12 伟杰：周六来中和馆玩抱石啦，我带你，鞋子可以租，很好玩的
- 2025-04-19 伟杰：第一次爬成这样已经不错了 😂 下礼拜再来
- 2025-09-20 伟杰：手指先冰敷，不要再爬了，明天看还肿不肿
- 2025-09-23 伟杰：我以前 A2 也伤过。先休息两个礼拜完全不要抓东西，之后每天用橡皮筋做手指张开的练习；回去爬的时候贴 H 型，三个月内不要抓小 crimp，先爬大点跟斜板
- 2026-03-10 伟杰：礼拜六去龙洞！带头灯跟两瓶水，pad 我跟岩馆借
- 2026-11-08 伟杰：今天不来？脚又痛风啊，兄弟少喝一点啦
- 2026-11-21 伟杰：明天中和馆两点？
""")

N(GOUT, """
---
created: 2025-06-10
tags: [健康, 痛風]
aliases: [gout, 尿酸]
---
# 痛風

- 第一次發作：2025-06-08 半夜，右腳大拇趾（前一天熱炒 + 啤酒），6/10 看家醫科才確診
- 家醫科：三峽搬家後還是回板橋看張醫師

## 發作紀錄
| 日期 | 部位 | 可能原因 | 幾天好 |
| --- | --- | --- | --- |
| 2025-06-08 | 右大拇趾 | 熱炒 + 啤酒 | 5 |
| 2025-10-11 | 左大拇趾 | 羊肉爐 + 高粱 | 3 |
| 2026-02-18 | 右腳踝 | 過年海鮮 + 啤酒 | 4 |
| 2026-07-04 | 右大拇趾 | 剛吃 Feburic | 3 |

## 尿酸
- 2025-06-10 家醫科 9.2
- 2025-08-30 公司健檢 8.4
- 2025-12-16 家醫科 8.1
- 2026-03-11 家醫科 7.4，開始吃 Feburic 40mg
- 2026-06-16 家醫科 6.6
- 2026-09-15 家醫科 6.1（目標 6 以下）

## 張醫師交代
內臟（豬肝、腰子）、濃肉湯、火鍋湯不要喝；啤酒跟烈酒最糟，高粱尤其不行；貝類、蝦、小魚乾少吃。水每天至少喝 2,500 cc。

## 藥
- 急性發作：秋水仙素 + 止痛藥，車上跟工具包各放一份
""")

N(MOM, """
---
created: 2025-09-06
tags: [家人, 阿母]
---
# 阿母 膝蓋

- 主治：仁安醫院骨科 吳承遠醫師（門診週二上午）
- 右膝退化性關節炎，2025-09 照 X 光第三期

## 看診紀錄
| 日期 | 哪裡 | 內容 |
| --- | --- | --- |
| 2025-09-06 | 鶯歌骨科 | X 光，第三期，建議玻尿酸 |
| 2025-12-06 | 鶯歌骨科 | 玻尿酸第一針 |
| 2025-12-20 | 鶯歌骨科 | 第三針打完，效果不大 |
| 2026-03-28 | 仁安 吳醫師 | 第二意見，建議換人工關節 |
| 2026-05-12 | 仁安 | 開刀 |
| 2026-06-09 | 仁安 | 術後四週，95 度 |
| 2026-08-11 | 仁安 | 術後三個月，110 度 |
| 2026-09-22 | 仁安 | 術後四個月，不用拐杖 |

## 決定
- 2026-03-28 決定開刀換右膝人工膝關節，不再打玻尿酸：三針沒效，吳醫師說軟骨幾乎沒了
- 健保給付一般型，自費選了高屈曲型的墊片（差額 NT$45,000）

## 復健
- 術後每週三次去鶯歌的復健診所，二舅媽載
- 家裡裝了浴室扶手跟馬桶增高墊
""")

N(KID, """
---
created: 2025-05-31
tags: [家人, 小柚]
---
# 小柚

- 賴柏宇，2021-10-22 生，英文名 Yuzu
- 幼兒園：板橋 Little Oak 雙語幼兒園（2023-09 到 2026-07），2026-08 起三峽非營利幼兒園中班（向日葵班）

## 牙醫 塗氟
- 2025-05-31 板橋兒童牙科，大哭
- 2025-12-06 板橋兒童牙科，沒哭
- 2026-06-13 板橋兒童牙科，下排一顆小蛀牙要追蹤

## 幼兒園
- 2026-04-25 先讓他在 Little Oak 讀到畢業，同時去抽三峽非營利
- 2026-05-23 抽中三峽非營利，八月轉過去讀中班
- 非營利月費 NT$3,500，比 Little Oak 少很多

## 他說的話
- 「爸爸你是修電梯的超人」
- 「阿祖的床好大，可以讓我睡嗎？」
""")

N(OAK, """
---
tags: [小柚, 幼兒園]
---
# Little Oak emails (EN)

## 2025-10-14 Parent-teacher conference
Dear Mr. and Mrs. Lai, our autumn parent-teacher conferences will be held from 27 to 31 October. Yuzu's homeroom teacher, Ms. Vivian, has reserved Thursday 30 October at 4:30 pm for you. Please reply if you need another time.

## 2026-01-20 Spring term
Dear parents, the spring term fee of NT$68,500 is due by 10 February. The school will be closed from 14 to 22 February for the Lunar New Year holiday.

## 2026-06-02 Withdrawal confirmed
Dear Mr. Lai, we have received your withdrawal notice for Yuzu Lai, effective 31 July. We are sorry to see him go! Your registration deposit of NT$12,000 will be refunded to your bank account within 30 days after his last day. Please return the library books and the school bag by 24 July.

## 2026-07-24 Goodbye
Dear Yuzu's family, thank you for three wonderful years. Yuzu's portfolio and art folder are ready for pick-up at the front desk.
""")

N(JEN, """
---
tags: [家人, 阿珍]
---
# 阿珍 微信

阿珍是大伯的女兒，嫁到蘇州十年了。訊息照抄。

- 2025-10-25 阿珍：冠廷，阿公那张红眠床还在吗？我小时候暑假都跟阿嬷睡在上面……能不能运来苏州？运费我出
- 2025-11-09 阿珍：五万八？还要熏蒸检疫……那我再想想
- 2025-11-15 阿珍：好，那就留在老家吧，修好了我回去睡。阿公的老照片麻烦你帮我扫描一份
- 2026-04-05 阿珍：恭喜搬回老家！小柚是不是又长高了
- 2026-11-14 阿珍：我十二月中回台湾两个礼拜，想住老厝，睡红眠床！不用接机，我自己搭机场捷运
""")

N(HOUSE, """
---
created: 2026-04-05
tags: [家, 三峽]
---
# 三峽 家裡 設定

- Wi-Fi：中華電信 500M，SSID Lai-Sanxia，密碼貼在冰箱側面
- 水錶在門口左邊地上的鐵蓋下面
- 熱水器：一樓後陽台，櫻花 16L 數位恆溫

## 電箱（一樓樓梯下）
| 迴路 | 位置 | 安培 |
| --- | --- | --- |
| 1 | 一樓燈 | 20A |
| 2 | 一樓插座 | 20A |
| 3 | 二樓燈 | 20A |
| 4 | 二樓插座 | 20A |
| 5 | 頂樓 + 洗衣機 | 20A |
| 6 | 廚房插座（電鍋、微波爐） | 20A |
| 7 | 廚房 IH 爐（專用） | 30A |
| 8 | 浴室暖風機 | 20A |
| 9 | 一樓冷氣 | 20A |
| 10 | 二樓冷氣 | 20A |
""")

N(WORK, """
---
created: 2025-04-09
tags: [工作]
---
# 北區 日常 & 待命

- 昇達電梯 北區服務課，課長：陳課長。搭檔：阿凱（林凱文）
- 保養 route：永和、中和 12 台 + 板橋 8 台，每台每月一次
- 待命：每月兩三次，一晚津貼 NT$800

## 待命被叫出去的
- 2025-05-27 板橋，外送員困 20 分鐘，安全迴路門鎖接點髒
- 2025-09-30 永和，停電後復電，兩台要手動歸位
- 2026-02-25 土城，住戶按警鈴，其實電梯沒事
- 2026-06-17 板橋，曳引機煞車異音，停機等白天處理
- 2026-10-10 中和，停在樓層中間，變頻器過電流

## 常用
- 困人 SOP：先確認車廂位置、斷主電源、用手動鬆閘把車廂移到平層
- 工具包：三用電表、門刀規、絕緣手套、秋水仙素
""")

N(QG, """
---
created: 2025-08-21
tags: [工作, 晴光]
---
# 晴光大廈 2號機

永和的晴光大廈，14 樓，兩台。2 號機 1998 年的，門機一直出問題。許總幹事。

## 叫修紀錄
| 日期 | 狀況 | 處理 |
| --- | --- | --- |
| 2025-08-21 | 門關不起來 | 調門機皮帶、門刀 |
| 2025-11-20 | 困人 15 分鐘，門機馬達過熱 | 重置，換散熱風扇 |
| 2026-01-22 | 門機控制板燒掉 | 暫時換二手板 |
| 2026-03-19 | 門機異音 | 上油，建議整組更換 |
| 2026-07-18 | 更換新門機 DO-300 | 試 200 次 OK |

## 管委會
- 2026-06-10 管委會表決通過整組更換門機（Halvorsen DO-300，NT$186,000），不再零件小修

## 後續
- [x] 新門機保固書交給許總幹事
- [x] 保養紀錄表更新
- [ ] 光幕換新的報價給管委會
- [ ] 年度安全檢查前先跟檢查機構約時間
""")

N(HALV, """
---
tags: [工作, Halvorsen]
---
# Halvorsen emails (EN)

## 2026-06-12 Quotation DO-300
Dear Mr. Lai, please find attached our quotation for one DO-300 door operator kit for Chingkuang Building, lift no. 2, including the controller, motor and belt. The kit carries a 24-month warranty on parts and 12 months on labour, counted from the date of installation. Our engineer Daniel Koh can assist on site on 18 July.

## 2026-08-05 HL-Neo training
Dear Kuan-Ting, you are confirmed for the HL-Neo MRL Service Course at Halvorsen Academy, 21 Tuas Avenue 8, Singapore, from 7 to 11 September 2026. Accommodation is booked for you at the Lakeside Jurong Hotel (6 nights, breakfast included); the academy shuttle leaves the hotel lobby at 7:45 am. Please bring safety shoes.

## 2026-09-14 Certificate
Dear Kuan-Ting, congratulations on completing the HL-Neo course with a score of 92 %. Your certificate is attached. Please keep it for your service records.
""")

N(CERT, """
---
created: 2025-08-09
tags: [工作, 證照]
---
# 乙級 升降機裝修

- 第一次考是 2025 年七月的學科，58 分沒過
- 2026-01 學科重考 81 分
- 2026-03-07 術科
- 2026-03-27 拿到證照，技術加給 +NT$2,000/月

## 學科要背的
- 建築技術規則的昇降機章節、檢查及申請許可辦法
- 安全裝置：調速機、安全鉗、緩衝器的動作順序

## 術科
- 曳引機煞車間隙、門機調整、安全迴路查修，各 40 分鐘
""")

N(MONEY, """
---
created: 2025-09-13
tags: [錢]
---
# 信貸 & 保險

- 整修信貸：土地銀行 NT$1,000,000，利率 2.68%，七年，每月約 NT$13,050
- 其他用存款付
- 2026-01 雅琪幫全家重看保單，我加買一張實支實付醫療險

## 每月固定
| 項目 | 金額 |
| --- | --- |
| 信貸 | 13,050 |
| 小柚幼兒園 | 3,500 |
| 保險 | 8,200 |
| 孝親（阿母） | 5,000 |
""")

# ---------------------------------------------------------------------------
# 30 Resources
# ---------------------------------------------------------------------------

N(LONGDONG, """
---
tags: [抱石, 戶外]
---
# 龍洞 抱石 筆記

- 交通：開車到龍洞灣公園停車場，走下去大概二十分鐘
- 去過：2026-03-14（第一次，租 pad，V2）、2026-06-20（自己的 pad，V3）
- 注意：看漲潮時間，下午風大；砂岩很磨手，帶膠帶
- 要帶：頭燈、兩瓶水、毛巾、防曬
""")

N(CONTACTS, """
# 聯絡人

- 林師傅（統包）0932-618-275
- 水電 阿吉 0955-203-418
- 木工 陳師傅（紅眠床修復）0919-552-630
- 晴光大廈 許總幹事 02-2921-3307
- 仁安醫院骨科 吳承遠醫師，門診週二上午
- 家醫科 張醫師（板橋）
- 三峽和泰服務廠 02-2671-5580
""")

N(CODES, """
---
tags: [工作]
---
# 故障碼 速查

| 碼 | 意思 | 先看 |
| --- | --- | --- |
| E-11 | 門鎖迴路開路 | 各樓層門鎖接點 |
| E-23 | 門機過載 | 門檻卡異物、門機皮帶 |
| E-35 | 變頻器過電流 | 負載、編碼器接線 |
| E-41 | 光幕遮斷過久 | 光幕鏡面髒、接頭 |
""")

N(SANXIA, """
---
tags: [三峽]
---
# 三峽 生活

- 垃圾車：晚上 7:40 在巷口 7-11 前面
- 早市：三峽老街旁邊的市場，週二公休
- 兒童牙科：中正路上那間，週六有開
- 小柚的幼兒園走路十分鐘
""")

# ---------------------------------------------------------------------------
# 40 Archive
# ---------------------------------------------------------------------------

N(ARC_YR, """
---
created: 2025-12-31
tags: [回顧]
---
# 2025 年度回顧

- 四月：開始玩抱石，被偉傑拉去的
- 五月：阿母提議搬回三峽
- 六月：人生第一次痛風
- 七月：乙級學科沒過
- 八月：決定找林師傅整修老厝
- 九月：手指滑車受傷，休了六週
- 十月：老厝開工
- 明年目標：考過乙級、搬家、戶外抱石
""")

N(ARC_SG, """
---
created: 2026-08-05
tags: [工作, 出差]
status: done
---
# 新加坡 HL-Neo 受訓 2026-09

- 2026-09-06 出發，2026-09-12 回來
- 課程：HL-Neo 無機房電梯（MRL）保養與故障排除，五天
- 住學院安排的飯店，有接駁車

## 出發前
- [x] 請假單
- [x] 護照效期確認
- [x] 換新幣 SGD 400
- [x] 安全鞋帶去
""")

N(ARC_RENT, """
---
created: 2026-04-11
tags: [家]
status: done
---
# 板橋 租屋 退租

- 2021-04 起租，月租 NT$18,000，押金兩個月 NT$36,000
- 2026-04-11 點交，牆面扣 2,000，退回 NT$34,000
- 網路、瓦斯、電費都轉到三峽或停掉了
""")

# ---------------------------------------------------------------------------
# Queries: base questions, two rewordings each, judgements
# ---------------------------------------------------------------------------

QUERIES = [
    # ---------------- temporal-last ----------------
    dict(id="01", kind="temporal-last", lang="en",
         query="when did I last go bouldering",
         note="his latest climbing session: back at 石牆中和館 with 偉傑 on 2026-11-22 after the gout attack (daily note); the climbing log table stops at 2026-10-25",
         rewordings=["most recent climbing gym session?",
                     "last time I was on the wall, which day was it"],
         rels=[(D + "2026-11-22.md", "跟偉傑回中和館抱石", 3),
               (CLIMB, "| 2026-10-25 | 中和館 |", 2),
               (D + "2026-10-25.md", "試了新的 V5 沒過", 2),
               (D + "2026-11-08.md", "偉傑約抱石只好推掉", 1),
               (WJ, "明天中和馆两点", 1)]),
    dict(id="02", kind="temporal-last", lang="zh-Hant",
         query="上一次痛風發作是什麼時候",
         note="the latest gout attack was in the left ankle on 2026-11-08, the day after a wedding banquet (daily note); the gout note's table stops at 2026-07-04",
         rewordings=["腳關節最近一回腫痛到不能走路是哪一天",
                     "最近那次痛風是啥時候"],
         rels=[(D + "2026-11-08.md", "凌晨左腳踝痛醒", 3),
               (GOUT, "| 2026-07-04 | 右大拇趾 |", 2),
               (D + "2026-07-04.md", "痛風又發作，右腳大拇趾", 2),
               (D + "2026-11-07.md", "表哥在板橋請喜酒", 1),
               (WJ, "脚又痛风啊", 1)]),
    dict(id="03", kind="temporal-last", lang="zh-Hans",
         query="晴光大厦电梯上次报修是哪天",
         note="the latest call-out to 晴光大廈 lift no. 2 was on 2026-11-19 (light-curtain sensor; daily note); the building note's call-out table stops at the door-operator replacement on 2026-07-18",
         rewordings=["永和那栋楼的 2 号机上回出状况是几号",
                     "晴光的升降机最近一次坏掉喊我过去是什么时候"],
         rels=[(D + "2026-11-19.md", "晴光 2 號機又叫修", 3),
               (QG, "| 2026-07-18 | 更換新門機 DO-300 |", 2),
               (D + "2026-07-18.md", "晴光 2 號機換上新門機", 2),
               (QG, "光幕換新的報價給管委會", 1)]),
    dict(id="04", kind="temporal-last", lang="en",
         query="when did I last take mom to her knee follow-up",
         note="the latest orthopaedic follow-up for his mother's replaced knee was on 2026-11-10 at 仁安醫院 (daily note); the knee note's visit table stops at 2026-09-22",
         rewordings=["mum's most recent check-up with the orthopedic surgeon after the knee replacement",
                     "date of my mother's last hospital review for her knee"],
         rels=[(D + "2026-11-10.md", "陪阿母回仁安骨科", 3),
               (MOM, "| 2026-09-22 | 仁安 |", 2),
               (D + "2026-09-22.md", "陪阿母術後四個月回診", 2),
               (D + "2026-11-29.md", "上樓梯已經不用扶了", 1)]),
    dict(id="05", kind="temporal-last", lang="zh-Hant",
         query="車子上次進廠保養是哪天",
         note="the latest car service was the new Sienta's first 5,000 km service on 2026-10-31 (daily note); the car note's service table only has the old Wish (last 2025-12-20)",
         rewordings=["最近一次回原廠換機油是什麼時候",
                     "上回汽車定期保養是幾號"],
         rels=[(D + "2026-10-31.md", "Sienta 第一次回廠保養", 3),
               (CAR, "| 2025-12-20 | Wish |", 2),
               (D + "2025-12-20.md", "Wish 保養（134,900 km）", 2),
               (D + "2025-06-21.md", "Wish 進廠保養", 1)]),
    dict(id="06", kind="temporal-last", lang="en",
         query="when was I last on call",
         note="his latest on-call (待命) duty was the night of 2026-11-26, a family trapped between floors in 新店 (daily note); the work note's call-out list stops at 2026-10-10",
         rewordings=["most recent standby shift where I got called out",
                     "last time I had the overnight duty phone for work"],
         rels=[(D + "2026-11-26.md", "凌晨兩點新店一棟大樓困人", 3),
               (WORK, "2026-10-10 中和，停在樓層中間", 2),
               (D + "2026-10-10.md", "國慶日待命", 2),
               (WORK, "待命：每月兩三次", 1)]),
    dict(id="07", kind="temporal-last", lang="zh-Hans",
         query="最近一次带小柚去看牙是什么时候",
         note="小柚's latest dentist visit (fluoride and a filling) was on 2026-11-28 at a new clinic in 三峽 (daily note); the dentist list in 小柚's note stops at 2026-06-13",
         rewordings=["小柚上回涂氟是哪天",
                     "儿子最近一次牙科检查的日期"],
         rels=[(D + "2026-11-28.md", "帶小柚去三峽新找的兒童牙科塗氟", 3),
               (KID, "2026-06-13 板橋兒童牙科", 2),
               (D + "2026-06-13.md", "小柚塗氟（還是板橋那間）", 2),
               (SANXIA, "兒童牙科：中正路上那間", 1)]),

    # ---------------- temporal-first ----------------
    dict(id="08", kind="temporal-first", lang="en",
         query="when did I first go climbing",
         note="his first bouldering session was on 2025-04-19 at 石牆中和館, taken by 偉傑 (daily note, which never says 'first'); the one-year note on 2026-04-18 recalls it",
         rewordings=["my first ever bouldering session, what date?",
                     "how long have I been doing this climbing thing, when was day one at the gym"],
         rels=[(D + "2025-04-19.md", "被偉傑帶去石牆中和館玩抱石", 3),
               (D + "2026-04-18.md", "抱石一週年", 2),
               (CLIMB, "入坑：2025 年四月", 2),
               (D + "2025-04-12.md", "偉傑一直在揪我去攀岩", 1),
               (WJ, "周六来中和馆玩抱石啦", 1),
               (ARC_YR, "四月：開始玩抱石", 1),
               (D + "2025-04-26.md", "V0 全部完成", 1)]),
    dict(id="09", kind="temporal-first", lang="zh-Hant",
         query="第一次痛風是哪天",
         note="the first gout attack woke him at 3 am on 2025-06-08, right big toe (daily note, without the word 痛風); diagnosed on 06-10; the gout note recalls the date",
         rewordings=["痛風最早是從什麼時候開始的",
                     "頭一回半夜腳趾腫起來痛醒是幾號"],
         rels=[(D + "2025-06-08.md", "右腳大拇趾痛醒", 3),
               (GOUT, "第一次發作：2025-06-08", 2),
               (GOUT, "| 2025-06-08 | 右大拇趾 |", 2),
               (D + "2025-06-10.md", "急性痛風，尿酸 9.2", 1),
               (D + "2025-06-07.md", "跟阿凱在永和吃熱炒", 1),
               (ARC_YR, "六月：人生第一次痛風", 1)]),
    dict(id="10", kind="temporal-first", lang="zh-Hant",
         query="第一次去龍洞攀岩是什麼時候",
         note="his first outdoor bouldering trip to 龍洞 was on 2026-03-14 with 偉傑 and 小安 (daily note); later trips on 06-20 and 10-04",
         rewordings=["最早去戶外爬岩是哪一天",
                     "龍洞初體驗是幾月幾號"],
         rels=[(D + "2026-03-14.md", "第一次去龍洞戶外抱石", 3),
               (LONGDONG, "去過：2026-03-14", 2),
               (CLIMB, "| 2026-03-14 | 龍洞 |", 2),
               (WJ, "礼拜六去龙洞", 1),
               (D + "2026-06-20.md", "第二次去龍洞", 1),
               (D + "2026-10-04.md", "第一次在戶外送 V4", 1),
               (CLIMB, "- [x] 去龍洞戶外", 1)]),
    dict(id="11", kind="temporal-first", lang="en",
         query="when did we first talk about moving into grandpa's house in Sanxia",
         note="his mother first suggested moving into 阿公's empty 老厝 in 三峽 at dinner on 2025-05-04 (daily note); the renovation note's timeline only says May 2025",
         rewordings=["first time the idea of relocating to the old family home came up",
                     "earliest mention of us living in my late grandfather's place"],
         rels=[(D + "2025-05-04.md", "阿公那間老厝空了快兩年", 3),
               (RENO, "2025 年五月：阿母提議", 2),
               (ARC_YR, "五月：阿母提議搬回三峽", 2),
               (D + "2025-05-18.md", "跟雅琪、阿母去看三峽老厝", 1),
               (D + "2025-06-28.md", "正式決定要整修老厝搬回三峽", 1)]),
    dict(id="12", kind="temporal-first", lang="zh-Hans",
         query="第一次考电梯乙级证照是什么时候",
         note="he first sat the 乙級 elevator-technician written exam on 2025-07-20 (daily note) and failed with 58; the licence note only says July 2025",
         rewordings=["乙级技术士最早去考是哪天",
                     "头一次参加升降机装修检定的日期"],
         rels=[(D + "2025-07-20.md", "考乙級升降機裝修技術士的學科", 3),
               (CERT, "第一次考是 2025 年七月", 2),
               (D + "2025-08-09.md", "乙級學科成績出來", 1),
               (D + "2026-01-10.md", "乙級學科重考過了", 1),
               (D + "2026-03-27.md", "乙級升降機裝修技術士證照過了", 1),
               (ARC_YR, "七月：乙級學科沒過", 1)]),

    # ---------------- decision ----------------
    dict(id="13", kind="decision", lang="zh-Hant",
         query="老厝裝修最後找誰做",
         note="on 2025-08-16 they chose 林師傅's 統包 (NT$1.68M) over 木子設計 (NT$2.35M)",
         rewordings=["包工的師傅跟室內設計那家，後來挑了哪邊",
                     "房子翻修最終交給哪一家"],
         rels=[(RENO, "結論（2025-08-16）", 3),
               (D + "2025-08-16.md", "決定整修找林師傅統包", 3),
               (RENO, "| 報價 | 168 萬 | 235 萬 |", 2),
               (D + "2025-07-05.md", "估價 NT$168 萬", 1),
               (D + "2025-07-19.md", "木子設計來提案", 1),
               (ARC_YR, "八月：決定找林師傅", 1)]),
    dict(id="14", kind="decision", lang="en",
         query="gas or induction in the new kitchen, what did we go with",
         note="they first wanted a gas stove (2025-11-29) but switched to an induction (IH) hob on 2025-12-13 for the child's safety and to avoid new gas piping",
         rewordings=["did we end up with a gas hob or an electric one",
                     "final pick for the cooktop in the renovated kitchen"],
         rels=[(KITCHEN, "2025-12-13 改成 IH", 3),
               (D + "2025-12-13.md", "廚房改用 IH 爐", 3),
               (KITCHEN, "型號：Panasonic KY-E337", 2),
               (KITCHEN, "2025-11-29 雅琪想要瓦斯爐", 1),
               (D + "2025-11-29.md", "雅琪說廚房想用瓦斯爐", 1),
               (D + "2026-01-17.md", "IH 爐型號定了", 1)]),
    dict(id="15", kind="decision", lang="zh-Hant",
         query="阿母的膝蓋最後決定開刀還是繼續打針",
         note="after three hyaluronic-acid injections did little, on 2026-03-28 they decided on a right total knee replacement (surgery 2026-05-12)",
         rewordings=["媽媽的膝關節後來是換人工關節還是保守治療",
                     "阿母膝蓋的治療方式最後怎麼定的"],
         rels=[(MOM, "2026-03-28 決定開刀", 3),
               (D + "2026-03-28.md", "決定開刀換人工膝關節", 3),
               (D + "2026-05-12.md", "阿母開刀，右膝人工膝關節", 2),
               (D + "2025-12-06.md", "阿母第一次打玻尿酸", 1),
               (D + "2026-02-07.md", "阿母玻尿酸三針打完", 1),
               (D + "2025-09-06.md", "可以先打玻尿酸試試看", 1)]),
    dict(id="16", kind="decision", lang="en",
         query="which car did we end up buying",
         note="on 2026-05-30 they chose a Toyota Sienta Hybrid (five seats, silver) over a Corolla Cross Hybrid and a used Kuga, mainly for the sliding doors",
         rewordings=["final choice between the Corolla Cross and the other hybrid",
                     "what did we replace the Wish with"],
         rels=[(CAR, "2026-05-30 決定：Sienta Hybrid", 3),
               (D + "2026-05-30.md", "換車決定了", 3),
               (CAR, "| 價格 | 94.9 萬 |", 2),
               (D + "2026-07-11.md", "Sienta 交車", 2),
               (D + "2026-05-02.md", "去看車", 1),
               (D + "2026-04-25.md", "開始想換車", 1)]),
    dict(id="17", kind="decision", lang="zh-Hans",
         query="小柚幼儿园最后是留在 Little Oak 还是转学",
         note="first (2026-04-25) they meant to keep him at Little Oak; after winning the 三峽 non-profit kindergarten lottery on 2026-05-23 they decided to move him there from August",
         rewordings=["儿子今年秋天开始读的是哪间幼儿园",
                     "小柚要不要换学校，最后怎么决定的"],
         rels=[(D + "2026-05-23.md", "三峽非營利幼兒園抽中了", 3),
               (KID, "2026-05-23 抽中三峽非營利", 3),
               (OAK, "we have received your withdrawal notice", 2),
               (D + "2026-04-25.md", "先讓他在 Little Oak 讀到畢業", 1),
               (KID, "2026-04-25 先讓他在 Little Oak", 1),
               (D + "2026-08-24.md", "小柚第一天去三峽的非營利幼兒園", 1)]),
    dict(id="18", kind="decision", lang="zh-Hant",
         query="阿公的紅眠床最後怎麼處理",
         note="his cousin 阿珍 wanted the bed shipped to 蘇州, but after a NT$58,000 quote they decided on 2025-11-15 to keep it in the 老厝 and have it restored",
         rewordings=["阿公那張老木床後來有沒有寄去蘇州",
                     "紅眠床是留下還是給堂姊，結果呢"],
         rels=[(D + "2025-11-15.md", "決定紅眠床不運了", 3),
               (JEN, "那就留在老家吧", 2),
               (JEN, "能不能运来苏州", 1),
               (D + "2025-11-08.md", "紅眠床運去蘇州報價", 1),
               (D + "2025-10-25.md", "阿珍在微信問阿公的紅眠床", 1),
               (RENO, "| 追加：紅眠床修復（木工） |", 1)]),
    dict(id="19", kind="decision", lang="en",
         query="what did the building committee in Yonghe decide about the faulty lift door operator",
         note="on 2026-06-10 the 晴光大廈 management committee voted to replace the whole door operator of lift no. 2 with a Halvorsen DO-300 (NT$186,000) instead of more repairs",
         rewordings=["residents' committee at that Yonghe building: repair or replace the elevator door motor?",
                     "outcome of the management committee vote on elevator no. 2's doors"],
         rels=[(QG, "2026-06-10 管委會表決通過", 3),
               (D + "2026-06-10.md", "管委會表決通過", 3),
               (HALV, "please find attached our quotation", 2),
               (D + "2026-07-18.md", "晴光 2 號機換上新門機", 2),
               (D + "2026-01-22.md", "跟主委建議整組換掉", 1),
               (D + "2026-03-19.md", "六月管委會會討論", 1)]),

    # ---------------- lookup ----------------
    dict(id="20", kind="lookup", lang="zh-Hant",
         query="我的攀岩鞋穿幾號",
         note="his La Sportiva Tarantulace climbing shoes are EU 41.5 (his street shoes are 43)",
         rewordings=["抱石鞋尺寸買多大",
                     "爬岩穿的那雙鞋買的是哪個尺碼"],
         rels=[(D + "2025-05-10.md", "EU 41.5", 3),
               (CLIMB, "| 攀岩鞋 | La Sportiva Tarantulace |", 3)]),
    dict(id="21", kind="lookup", lang="en",
         query="what was my uric acid at the September follow-up",
         note="at the family doctor's on 2026-09-15 his uric acid was 6.1 (target below 6)",
         rewordings=["urate level from the blood test in September",
                     "September gout check, what number did the lab give"],
         rels=[(GOUT, "2026-09-15 家醫科 6.1", 3),
               (D + "2026-09-15.md", "尿酸 6.1", 3),
               (GOUT, "2026-06-16 家醫科 6.6", 1),
               (D + "2025-08-30.md", "尿酸 8.4", 1)]),
    dict(id="22", kind="lookup", lang="zh-Hant",
         query="林師傅電話幾號",
         note="林師傅, the renovation contractor: 0932-618-275 (contacts note)",
         rewordings=["負責翻修的那個工頭手機幾號",
                     "裝修那位林師傅要怎麼聯絡"],
         rels=[(CONTACTS, "林師傅（統包）", 3)]),
    dict(id="23", kind="lookup", lang="en",
         query="which breaker is the induction cooktop on",
         note="in the 三峽 house's panel the IH hob has its own 30 A circuit, no. 7 (table in the house-settings note)",
         rewordings=["circuit number for the kitchen hob in the fuse box",
                     "if the stove trips, which switch in the panel do I flip"],
         rels=[(HOUSE, "| 7 | 廚房 IH 爐（專用） |", 3),
               (KITCHEN, "要 220V 專用迴路 30A", 2),
               (D + "2025-12-13.md", "電要多拉一條專用迴路", 1)]),
    dict(id="24", kind="lookup", lang="zh-Hans",
         query="新车车牌号码是多少",
         note="the Sienta's plate is BRM-5621",
         rewordings=["Sienta 的牌照号码",
                     "我们家新车的车号"],
         rels=[(CAR, "車牌：BRM-5621", 3),
               (D + "2026-07-11.md", "車牌 BRM-5621", 3)]),
    dict(id="25", kind="lookup", lang="zh-Hant",
         query="三峽老厝裝修總共花了多少錢",
         note="the renovation came to NT$1,826,000 with extras (contract 1.68M; budget table and the handover on 2026-03-21)",
         rewordings=["翻修最後結算的金額",
                     "老家整修連後來加做的部分一共多少"],
         rels=[(RENO, "| 合計 | 1,826,000 |", 3),
               (D + "2026-03-21.md", "最後結帳含追加總共", 3),
               (D + "2025-07-05.md", "估價 NT$168 萬", 1),
               (MONEY, "整修信貸", 1)]),
    dict(id="26", kind="lookup", lang="en",
         query="how much did we get for the old Wish",
         note="the 2009 Toyota Wish was sold to a used-car dealer for NT$85,000",
         rewordings=["trade-in price for the 2009 Toyota",
                     "what did the used car dealer pay for our old car"],
         rels=[(CAR, "舊的 Wish 賣給中古車商", 3),
               (D + "2026-05-30.md", "Wish 賣給中古車商 NT$85,000", 3)]),
    dict(id="27", kind="lookup", lang="zh-Hant",
         query="阿母開刀的醫生叫什麼名字",
         note="his mother's knee surgeon is 吳承遠醫師, orthopaedics at 仁安醫院",
         rewordings=["幫媽媽換膝蓋的骨科醫師是誰",
                     "阿母的主治醫生姓名"],
         rels=[(MOM, "主治：仁安醫院骨科 吳承遠醫師", 3),
               (CONTACTS, "仁安醫院骨科 吳承遠醫師", 2),
               (D + "2026-03-28.md", "看吳承遠醫師", 2),
               (D + "2026-05-12.md", "吳醫師出來說很順利", 1)]),

    # ---------------- tasks ----------------
    dict(id="28", kind="tasks", lang="zh-Hant",
         query="搬進三峽以後還有哪些地方沒修好",
         note="two handover defects are still open: the bathroom door that does not close tight and the back balcony's drainage slope; the doorbell, sockets and curtain box are done",
         rewordings=["驗收時挑出來的毛病還有哪些沒弄好",
                     "老厝待修的東西還有什麼"],
         rels=[(RENO, "浴室門關不密", 3),
               (RENO, "後陽台排水坡度不夠", 3),
               (D + "2026-11-28.md", "浴室門林師傅還是沒來修", 2),
               (D + "2026-03-21.md", "列了一張缺失清單給林師傅", 1),
               (RENO, "- [x] 電鈴沒接", 1),
               (RENO, "- [x] 二樓兩個插座不通電", 1),
               (RENO, "- [x] 小柚房間窗簾盒歪了", 1)]),
    dict(id="29", kind="tasks", lang="en",
         query="what's still left to sort out for the new car",
         note="two car to-dos are open: a bigger ISOFIX child seat for 小柚 and a monthly space at the 三峽 public car park (waiting list, no. 12)",
         rewordings=["open to-dos for the Sienta",
                     "anything I haven't done yet since buying the car?"],
         rels=[(CAR, "安全座椅換成長型的", 3),
               (CAR, "三峽公有停車場月租", 3),
               (CAR, "- [x] 乙式車險", 1),
               (CAR, "- [x] ETC 綁定新車", 1),
               (CAR, "- [x] 前後行車紀錄器", 1)]),
    dict(id="30", kind="tasks", lang="zh-Hans",
         query="阿珍回来之前还有啥要准备",
         note="before his cousin 阿珍 arrives in mid-December, scanning 阿公's old photos (two albums left) and a new mat and mosquito net for the 紅眠床 are still open",
         rewordings=["堂姐回台湾前还没弄好的事",
                     "表亲来住老房子之前的待办还剩什么"],
         rels=[(JEN_TRIP, "阿公的老照片掃描完", 3),
               (JEN_TRIP, "紅眠床換新草蓆", 3),
               (JEN, "我十二月中回台湾两个礼拜", 2),
               (D + "2026-11-14.md", "阿珍說她十二月中要回台灣", 1),
               (JEN_TRIP, "- [x] 客房冷氣清洗", 1),
               (JEN_TRIP, "- [x] 跟阿母約好", 1),
               (JEN, "阿公的老照片麻烦你帮我扫描一份", 1)]),
    dict(id="31", kind="tasks", lang="en",
         query="what's still pending on the Yonghe elevator job",
         note="for 晴光大廈 lift no. 2, the quote for a new light curtain and booking the inspection body before the yearly safety check are still open",
         rewordings=["outstanding follow-ups for lift no. 2 at the Yonghe building",
                     "anything unfinished for that building after the door motor swap"],
         rels=[(QG, "光幕換新的報價給管委會", 3),
               (QG, "年度安全檢查前先跟檢查機構約時間", 3),
               (D + "2026-11-19.md", "要報價換新的", 2),
               (QG, "- [x] 新門機保固書", 1),
               (QG, "- [x] 保養紀錄表更新", 1)]),
    dict(id="32", kind="tasks", lang="zh-Hant",
         query="今年攀岩的目標還有哪些沒達成",
         note="of his 2026 climbing goals, sending a V5 indoors and taking a lead-climbing course are still open (龍洞 and indoor V4 are done)",
         rewordings=["2026 抱石還沒完成的目標",
                     "爬岩年度計畫剩下哪幾項"],
         rels=[(CLIMB, "- [ ] 室內送 V5", 3),
               (CLIMB, "先鋒攀登（lead）課", 3),
               (D + "2026-10-25.md", "試了新的 V5 沒過", 2),
               (CLIMB, "- [x] 去龍洞戶外", 1),
               (CLIMB, "- [x] 室內送 V4", 1),
               (ARC_YR, "明年目標", 1)]),

    # ---------------- cross-language ----------------
    dict(id="33", kind="cross-language", lang="en",
         query="what foods did the doctor tell me to avoid because of gout",
         note="Dr 張's advice in the gout note (Traditional Chinese): no offal, rich meat or hot-pot broth, beer and spirits (kaoliang worst), fewer shellfish, shrimp and dried fish, 2,500 cc of water a day",
         rewordings=["gout diet: what am I not supposed to eat or drink",
                     "which foods are off-limits for my high uric acid, per the clinic"],
         rels=[(GOUT, "內臟（豬肝、腰子）", 3),
               (D + "2025-06-10.md", "叫我啤酒跟內臟先戒掉", 2),
               (GOUT, "| 2025-10-11 | 左大拇趾 |", 1)]),
    dict(id="34", kind="cross-language", lang="en",
         query="how did I hurt my finger climbing",
         note="on 2025-09-20 he pulled hard on a small crimp on a V4 without warming up and felt a pop in his right middle finger (A2 pulley, partly torn)",
         rewordings=["what caused the finger injury at the gym last year",
                     "the pulley strain: what was I doing when it happened"],
         rels=[(D + "2025-09-20.md", "硬拉一條 V4 的小 crimp", 3),
               (CLIMB, "2025-09-20 右手中指 A2 滑車拉傷", 2),
               (D + "2025-09-24.md", "A2 滑車部分撕裂", 2),
               (WJ, "手指先冰敷", 1),
               (ARC_YR, "九月：手指滑車受傷", 1)]),
    dict(id="35", kind="cross-language", lang="en",
         query="what did Weijie tell me to do to rehab my finger",
         note="偉傑's WhatsApp of 2025-09-23 (Simplified Chinese): two weeks of complete rest, then daily rubber-band finger extensions, H-taping when back, no small crimps for three months",
         rewordings=["my Malaysian climbing friend's advice on recovering from the pulley injury",
                     "finger recovery tips my climbing buddy sent over WhatsApp"],
         rels=[(WJ, "我以前 A2 也伤过", 3),
               (CLIMB, "復健：休了六週", 2),
               (D + "2025-11-01.md", "用 H 型貼紮", 1),
               (D + "2025-07-12.md", "偉傑教我爬之前要熱身", 1)]),
    dict(id="36", kind="cross-language", lang="zh-Hant",
         query="新加坡受訓住哪間飯店",
         note="Halvorsen's English email: he stayed at the Lakeside Jurong Hotel (6 nights, breakfast, shuttle at 7:45) for the HL-Neo course",
         rewordings=["去 Halvorsen 上課那週的住宿在哪",
                     "星國訓練期間安排的旅館名稱"],
         rels=[(HALV, "Lakeside Jurong Hotel", 3),
               (D + "2026-09-06.md", "住學院安排的飯店", 1),
               (ARC_SG, "住學院安排的飯店", 1)]),
    dict(id="37", kind="cross-language", lang="zh-Hans",
         query="Little Oak 退学后押金退多少",
         note="Little Oak's English withdrawal email: the NT$12,000 registration deposit is refunded within 30 days after his last day",
         rewordings=["小柚以前那间幼儿园的保证金退了多少钱",
                     "双语幼儿园退学退回来的订金金额"],
         rels=[(OAK, "registration deposit of NT$12,000", 3),
               (D + "2026-05-23.md", "三峽非營利幼兒園抽中了", 1),
               (KID, "2026-05-23 抽中三峽非營利", 1)]),
    dict(id="38", kind="cross-language", lang="zh-Hant",
         query="晴光新換的門機保固多久",
         note="Halvorsen's English quotation email: the DO-300 kit has a 24-month warranty on parts and 12 months on labour from installation",
         rewordings=["DO-300 的保固期有幾年",
                     "2 號機新門馬達的保修期限"],
         rels=[(HALV, "24-month warranty on parts", 3),
               (QG, "- [x] 新門機保固書", 1),
               (D + "2026-07-18.md", "晴光 2 號機換上新門機", 1)]),

    # ---------------- period ----------------
    dict(id="39", kind="period", lang="en",
         query="what did I do over Lunar New Year 2026",
         note="the 2026 Lunar New Year holiday: New Year's Eve dinner at his mother's in 鶯歌 (02-16), a visit to his in-laws in 台中 on the second day where gout struck (02-18), then resting at home (02-20)",
         rewordings=["Chinese New Year this year, what happened",
                     "recap of the spring festival break in February"],
         rels=[(D + "2026-02-16.md", "除夕，在鶯歌阿母家圍爐", 3),
               (D + "2026-02-18.md", "初二回雅琪娘家台中", 3),
               (D + "2026-02-16.md", "小柚拿到紅包", 2),
               (D + "2026-02-18.md", "回程國道塞了四小時", 2),
               (D + "2026-02-20.md", "連假最後幾天都在家躺著", 2),
               (D + "2026-02-20.md", "小柚跟我一起看", 2),
               (GOUT, "| 2026-02-18 | 右腳踝 |", 1)]),
    dict(id="40", kind="period", lang="zh-Hant",
         query="去年中秋連假在幹嘛",
         note="the 2025 Mid-Autumn long weekend: a barbecue at his mother's in 鶯歌 (10-04) and offerings at the 老厝 before construction plus moon-watching there (10-06)",
         rewordings=["2025 年中秋節那幾天做了什麼",
                     "去年賞月那個長週末我在忙什麼"],
         rels=[(D + "2025-10-04.md", "中秋連假第一天", 3),
               (D + "2025-10-06.md", "中秋節，一早去三峽老厝拜地基主", 3),
               (D + "2025-10-06.md", "晚上全家在老厝門口吃文旦賞月", 2),
               (D + "2025-10-04.md", "手指還包著", 2)]),
    dict(id="41", kind="period", lang="zh-Hans",
         query="上个月第一个周末干了啥",
         note="the first weekend of October 2026 (relative to now): 小柚's kindergarten sports day and a visit to his mother on Saturday 10-03, his third 龍洞 trip on Sunday 10-04",
         rewordings=["十月初那个周六周日我在忙什么",
                     "上月头一个周末都做了些什么"],
         rels=[(D + "2026-10-03.md", "小柚幼兒園親子運動會", 3),
               (D + "2026-10-04.md", "第三次去龍洞", 3),
               (D + "2026-10-03.md", "下午去鶯歌看阿母", 2),
               (D + "2026-10-04.md", "晚上回家累到九點就睡", 2),
               (CLIMB, "| 2026-10-04 | 龍洞 |", 1)]),

    # ---------------- no-answer ----------------
    dict(id="42", kind="no-answer", lang="en",
         query="when did I last go scuba diving",
         note="the vault has no diving at all (the sea appears only at 龍洞 bouldering)",
         rewordings=[], rels=[]),
    dict(id="43", kind="no-answer", lang="zh-Hant",
         query="貓咪結紮花了多少錢",
         note="there is no cat in the vault",
         rewordings=[], rels=[]),
    dict(id="44", kind="no-answer", lang="zh-Hans",
         query="我半马的最好成绩是多少",
         note="he does not run races; the only race is 小柚's sprint at sports day",
         rewordings=[], rels=[]),
    dict(id="45", kind="no-answer", lang="en",
         query="how much did the solar panels on the roof cost",
         note="the roof got waterproofing and insulation tiles, never solar panels",
         rewordings=[], rels=[]),
]
