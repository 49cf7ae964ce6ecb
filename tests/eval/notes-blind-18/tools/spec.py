# -*- coding: utf-8 -*-
"""notes-blind-18: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 郑屿帆 (Zheng Yufan, 帆帆 at home, 小帆 to her boyfriend, "Fan" to the vendor), 35, born
in 泉州, a water-quality analyst in the heavy-metals group of 鹭岛水务 水质检测中心 in 厦门. Over two
years she starts paddleboarding (SUP) at 五缘湾, meets 許家綸 (阿綸), a 金门 architect, on the
Kinmen ferry, gets migraines with aura and starts 八段锦, learns the 南音 pipa at a 南乐社, takes in
a stray orange cat (咸蛋), buys a film camera, starts bookkeeping and a monthly index-fund plan,
chases a leak from the flat upstairs, sees her 阿嬷 in 泉州 lose her memory, and brings a new
ICP-MS into her lab with an English-speaking field engineer.
Her own notes are in Simplified Chinese with English lab words and a little 闽南话; 阿綸's
messages are in Traditional Chinese; the vendor's emails are in English.
The focus of the set is questions about beginnings and firsts.
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb18"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


D = "Journal/"
PRJ = "1 Projects/"
ICP = PRJ + "ICP-MS 引进/"
ICP_OV = ICP + "ICP-MS 项目总览.md"
ICP_SEL = ICP + "选型 对比 Helix vs Kestrel.md"
ICP_MAIL = ICP + "Helix emails (EN).md"
YAJI = PRJ + "中秋雅集 2026.md"
MOVE = PRJ + "搬不搬去金门.md"
AMA_CARE = PRJ + "阿嬷 照护安排.md"
AREA = "2 Areas/"
MIG = AREA + "身体/偏头痛 记录.md"
BDJ = AREA + "身体/八段锦.md"
SUP = AREA + "运动/桨板 SUP.md"
CAT = AREA + "猫/咸蛋.md"
NANYIN = AREA + "南音/南音 学琵琶.md"
AMA = AREA + "家/阿嬷 记忆门诊.md"
LEAK = AREA + "家/卫生间 漏水.md"
FUND = AREA + "钱/定投 记录.md"
BOOK = AREA + "钱/记账 2026 上半年.md"
WORK = AREA + "工作/重金属组 日常.md"
LUN = AREA + "阿綸/微信 摘录.md"
RES = "3 Resources/"
KM = RES + "金门 来回.md"
FILM = RES + "胶片 记录.md"
GONGCHE = RES + "南音 工尺谱 速记.md"
CONTACT = RES + "医生 & 师傅 联络.md"
SPOTS = RES + "厦门 桨板 地点.md"
ARC = "4 Archive/"
ARC_YR = ARC + "2025 年度回顾.md"
ARC_WYS = ARC + "2025 国庆 武夷山.md"
ARC_ADOPT = ARC + "咸蛋 领养帖（作废）.md"

# ---------------------------------------------------------------------------
# Daily notes (Journal/), 2025
# ---------------------------------------------------------------------------

N(D + "2025-01-06.md", """
- 新年第一个周一。开始用 Obsidian 记日记，希望能坚持
- 给自己定了今年的三件事：学一样乐器、学一样水上运动、少熬夜
- 组会：黄科长说今年 CMA 扩项要把重金属几个项目加进去
""")

N(D + "2025-01-18.md", """
- 小蔓生日，在八市吃海蛎煎和沙茶面
- 小蔓说她最近在五缘湾玩桨板，约我天气暖了一起去。我说我连游泳都一般 😅
- 回到家十一点半，又熬夜了
""")

N(D + "2025-02-16.md", """
- 下午在家对着电脑改内审报告，右眼前面突然出现一圈锯齿状的闪光，像碎玻璃在转，大概二十分钟才散
- 闪光消失以后左边太阳穴开始一跳一跳地痛，吐了一次，拉上窗帘睡到晚上八点才好一点
- 妈打电话说可能是颈椎，叫我不要一直低头
""")

N(D + "2025-02-24.md", """
- CMA 内审 week：重金属组的原始记录被挑出三处没签名 🙃
- 阿杰说原子吸收那台石墨炉又漂了，下午重新做了标曲
""")

N(D + "2025-03-11.md", """
- 组会：黄科长说今年的设备预算批下来了，要给重金属组买一台 ICP-MS！以后铅、砷、镉、锰不用再外送检测公司了
- 我负责写技术需求，四月中以前交
- 晚上懒，吃泡面
""")

N(D + "2025-03-22.md", """
- 单位工会组织金门一日游，第一次去金门！五通码头坐船过去半个多小时，人比鼓浪屿少很多
- 去了水头的古厝群和莒光楼，导游讲了很多八二三炮战的事
- 买了一包天工贡糖、一把金合利的菜刀（炮弹钢做的）带回来给妈
""")

N(D + "2025-03-29.md", """
- 又来了一次：中午在楼下等外卖，眼前那种锯齿状的闪光又出现了，然后头痛，这次没吐
- 跟上次一样是左边。上网查了一下，可能是“偏头痛先兆”，有点怕
""")

N(D + "2025-04-08.md", """
- ICP-MS 技术需求写完交给科长。目前看两家：Helix 的 Q9 和 Kestrel 的 K7
- 我自己比较倾向 Kestrel，软件界面顺手，之前在培训班用过
""")

N(D + "2025-04-19.md", """
- 跟小蔓去五缘湾第一次玩桨板！体验课 ¥168，教练先在沙滩上教怎么跪着划
- 站起来大概五分钟就掉下去了，一共落水三次 😂 四月的水还有点凉
- 脖子后面晒伤，下次要涂防晒
""")

N(D + "2025-05-03.md", """
- 五一自己又去了一趟金门，这次去山后民俗村和小金门，租电动车骑了一整天
- 回程船上耳机掉到椅子底下，旁边的男生帮我捡出来，就聊了一路。他叫許家綸，金门人，在台湾念的建筑，现在回金门修古厝
- 加了微信。他讲话慢慢的，很好笑
""")

N(D + "2025-05-17.md", """
- 第二次玩桨板，还是五缘湾的体验课。这次能站十几分钟，只掉了一次
- 小蔓说俱乐部平时租板一次 ¥80
""")

N(D + "2025-05-20.md", """
- 为了赶 ICP-MS 的招标参数，加班到十点
- 在地铁上眼前又闪，回家头痛到半夜，吃了布洛芬
""")

N(D + "2025-05-24.md", """
- 阿綸来厦门看建材，约在沙坡尾吃饭，算是第一次单独约会？
- 走到演武大桥看夕阳，他说金门的夕阳比较好看 😏
""")

N(D + "2025-06-01.md", """
- 下载了鲨鱼记账，从今天开始每一笔都记，看看钱都花到哪里去了
- 今天：早餐 ¥12，奶茶 ¥18，菜市场 ¥46
""")

N(D + "2025-06-07.md", """
- 第三次桨板，跟小蔓租板划到五缘湾大桥下面，终于站稳了，一次都没掉
- 小蔓拍了视频，我转给阿綸，他说“很帥欸”
""")

N(D + "2025-06-14.md", """
- 去中山医院神经内科看头痛，王医生听完说是典型的先兆性偏头痛（migraine with aura），不是颈椎
- 开了利扎曲普坦，头痛一开始就吃。让我记头痛日记
- 新建了一篇“偏头痛 记录”
""")

N(D + "2025-06-18.md", """
- 洗澡的时候发现卫生间天花板角落有一块黄黄的水渍，大概巴掌大，摸了一下是干的
- 应该是楼上渗下来的？先拍照留着
""")

N(D + "2025-06-26.md", """
- ICP-MS 评标结果出来了：Helix Q9 中标。Kestrel 报价高了八万多，售后工程师在上海；Helix 的工程师在新加坡，但合同写了每半年上门保养一次
- 有点可惜，不过科长说价格和售后是硬指标
""")

N(D + "2025-06-28.md", """
- 小蔓推荐去看中医，林医师把脉说我“肝阳上亢、睡太少”
- 扎了一次针，建议我每天练八段锦，说对头痛和肩颈都有帮助
""")

N(D + "2025-07-05.md", """
- 开始练八段锦了！早上七点跟着 B 站的视频练一遍，十二分钟，第五式“摇头摆尾去心火”做得很别扭
- 打算每天早上练，练完在日记里打个 ✅
""")

N(D + "2025-07-12.md", """
- 阿綸来厦门，傍晚在环岛路骑双人自行车，停在椰风寨那边看海
- 他说“我們在一起好不好”，我说好 🥹 从今天开始是男朋友了
- 八段锦 ✅
""")

N(D + "2025-07-26.md", """
- 跟着俱乐部的人租板从五缘湾划到钟宅湾，来回 6 km，手臂好酸
- 八段锦 ✅（划船前先练的）
""")

N(D + "2025-08-10.md", """
- 回泉州看阿嬷和妈。阿嬷叫我“阿琼”，阿琼是我妈的名字，叫了两次，后来她自己笑说老了眼花
- 妈说阿嬷最近常常找不到钥匙，我们都没太在意
- 带了两碗四果汤回厦门
""")

N(D + "2025-08-16.md", """
- 坐早班船去金门找阿綸，去看他在水头修的那间古厝，屋顶的燕尾脊很漂亮
- 在金城吃了蚵仔面线和广东粥
- 晚上的船回厦门
""")

N(D + "2025-08-23.md", """
- 在闲鱼买了人生第一块桨板！二手的 10'6" 充气板，连桨和打气筒 ¥1,800，卖家在集美，坐地铁去拿，扛回来超重
- 以后不用每次租板了
""")

N(D + "2025-08-30.md", """
- 台风过境，窗户一直响。半夜卫生间天花板那块水渍开始滴水，拿脸盆接了一晚上
- 明天上楼问问 602
""")

N(D + "2025-08-31.md", """
- 上楼找 602 的陈阿伯，他说他家卫生间去年改过，可能防水没做好，会叫师傅来看
- 下午去中山公园散步，听到亭子里有人唱南音，琵琶是横着抱的，声音好慢好好听，站着听了半小时
- 问了一下，是鹭声南乐社，每周六下午上课
""")

N(D + "2025-09-06.md", """
- 去鹭声南乐社问学琵琶，社长洪伯说老师姓蔡，下个礼拜六可以开始来，先借社里的琵琶
- 要准备一本笔记本抄工尺谱
""")

N(D + "2025-09-13.md", """
- 第一次去南乐社上课 🎶 蔡老师先教怎么抱琵琶（南音琵琶是横抱的！）和右手的“点、挑”
- 工尺谱完全看不懂，“乂、工、六、思、一”背了一下午
- 手指头好痛
""")

N(D + "2025-09-15.md", """
- ICP-MS 到货装机。Helix 的工程师 Marco Ferreira 从新加坡飞过来，巴西人，英文讲很快，还会说“你好、好吃”
- 今天只拆箱、接氩气和冷却水，明天开始调试
""")

N(D + "2025-09-19.md", """
- ICP-MS 调试验收完成。Marco 给我们上了三天培训：tuning、锥的清洗、内标怎么加
- Marco 说下次 PM（定期保养）半年后来
- 晚上组里请他吃姜母鸭
""")

N(D + "2025-09-27.md", """
- 早上正式加入“鹭岛桨板会”，交了年费 ¥300，以后周末有人一起划
- 下午南音，开始练《梅花操》第一节的指法
- 八段锦 ✅
""")

N(D + "2025-10-02.md", """
- 国庆跟阿綸去武夷山，第一次两个人一起出去玩。昨晚坐了两个多小时动车到的
- 爬了天游峰，坐竹筏漂九曲溪，喝了大红袍
- 住在下梅村的民宿，行程记在 Archive 那篇
""")

N(D + "2025-10-04.md", """
- 从武夷山直接回泉州。阿嬷煮面的时候忘了关火，锅都烧黑了，舅舅闻到味道才发现
- 妈开始有点担心，说过完节要带阿嬷去检查，阿嬷不肯：“我好好的，看什么医生”
""")

N(D + "2025-10-06.md", """
- 回厦门。晚上是中秋，在小蔓家博饼，我博到一个“对堂” 🎲
- 阿綸在金门打电话来，说金门也有人在博饼
""")

N(D + "2025-10-09.md", """
- 第一次用新的 ICP-MS 跑实际水样：出厂水和管网水，铅、砷、镉、锰都做了，加标回收 92–104%
- 跟外送检测公司的结果比对，差不多
""")

N(D + "2025-10-12.md", """
- 八段锦练满 100 天！从七月五号开始，中间漏了四天
- 这三个月偏头痛只来过一次，不知道是不是有关系
""")

N(D + "2025-10-21.md", """
- 下班回家，楼道里有只瘦瘦的橘猫，一直冲我叫，喂了它半根火腿肠
- 尾巴尖是弯的
""")

N(D + "2025-10-25.md", """
- 早上桨板会活动，划到观音山沙滩
- 下午南音，蔡老师说我的“甲线”按太用力，声音会闷
""")

N(D + "2025-11-02.md", """
- 楼道那只橘猫又来了，睡在我家门口的脚垫上。买了一包猫粮放在门口
- 602 的陈阿伯说他们家卫生间防水下个礼拜重做
""")

N(D + "2025-11-08.md", """
- 在中山路一间旧货店买了一台 Olympus 35 RC 胶片机，¥450，老板送了一卷过期的柯达
- 测光还能用，想拍楼道那只猫
""")

N(D + "2025-11-15.md", """
- 橘猫有名字了：咸蛋（一身橘黄，阿綸说像咸蛋黄）
- 南音课，开始学唱《三千两金》的第一句，蔡老师说我的泉州腔不用改 😂
""")

N(D + "2025-11-23.md", """
- 昨晚跟同事聚餐喝了两杯红酒，今天早上一醒来就闪，偏头痛，吃了药睡到中午
- 记进偏头痛记录：红酒 = 诱因
""")

N(D + "2025-12-03.md", """
- 去大学路的“暗房”拿第一卷胶卷的扫描，36 张有 29 张能看，咸蛋那几张全糊了 😅
- 曝光偏暗，下次别在楼道里拍
""")

N(D + "2025-12-13.md", """
- 决定先帮咸蛋找领养：在小红书和同城群发了领养帖（草稿在 Archive）
- 我白天上班，周末又常常去金门或者划船，怕照顾不好它
""")

N(D + "2025-12-20.md", """
- 阿綸生日，坐早班船去金门。送了他一把手工的比例尺 😂 他超喜欢
- 在他家吃他妈妈煮的石蚵面线，他妈妈讲闽南话我都听得懂
- 咸蛋托小蔓喂两天
""")

N(D + "2025-12-31.md", """
- 2025 最后一天。写了年度回顾（在 Archive）
- 晚上跟阿綸视频跨年，他在金门看烟火
""")

# ---------------------------------------------------------------------------
# Daily notes (Journal/), 2026
# ---------------------------------------------------------------------------

N(D + "2026-01-03.md", """
- 领养帖发了三个礼拜，只有一个人来问，还问能不能放养 🙅
- 南音课，今天第一次完整弹完《梅花操》第一节
- 阿綸说：「咸蛋已經認定妳了啦」
""")

N(D + "2026-01-10.md", """
# 咸蛋 留下来了
- 不帮它找领养了，自己养。把领养帖删掉了
- 买了猫砂盆和猫抓板，咸蛋正式进门，第一晚躲在沙发底下不出来
""")

N(D + "2026-01-17.md", """
- 带咸蛋去宠爱动物医院绝育，李医生说恢复得很快，戴了伊丽莎白圈
- 南音请假一次
""")

N(D + "2026-01-24.md", """
- 偏头痛，经期前一天，跟之前几次一样。下午南音没去
""")

N(D + "2026-02-07.md", """
- 年前最后一堂南音课，蔡老师说我该有自己的琵琶了，社里借的那把品位松了
- 问了一下：泉州有师傅做，三千多；也可以跟社里租，一个月 ¥100
""")

N(D + "2026-02-16.md", """
- 除夕，在泉州老家。阿嬷一个晚上问了我四次“你在厦门做什么工作”
- 年夜饭妈包了润饼，舅舅喝多了
- 十二点在阳台看烟火
""")

N(D + "2026-02-18.md", """
- 初二，阿綸第一次来泉州见我妈和阿嬷，带了金门高粱和贡糖
- 阿嬷一直叫他“金门仔”，问他“呷饱未”，问了好几次
- 妈私下说“这个囡仔古意”
""")

N(D + "2026-02-21.md", """
- 回厦门。咸蛋这几天是小蔓来喂的，见到我一直蹭
- 带了阿嬷做的菜粿
""")

N(D + "2026-03-02.md", """
- 请假回泉州，陪阿嬷和妈去泉州第一医院的记忆门诊
- 做了 MMSE 和 MoCA，医生说是轻度认知障碍（MCI），还不是阿尔茨海默，但要定期复查
- 详细的记在“阿嬷 记忆门诊”
""")

N(D + "2026-03-05.md", """
- Marco 来做第一次半年 PM，换了泵管、清洗了透镜，顺便看了我们的质控图说 OK
- 他带了新加坡的 kaya 给组里
""")

N(D + "2026-03-07.md", """
- 南音课，蔡老师在帮洪伯他们排练春祭，我们在旁边听
- 桨板会通知三月底恢复周末活动
""")

N(D + "2026-03-21.md", """
- 决定了：自己买琵琶，不租了。蔡老师介绍泉州的苏师傅，¥3,200，五月可以拿
- 租一年也要 ¥1,200，而且租的那把音不准
""")

N(D + "2026-04-11.md", """
- 回泉州开家庭会议，说阿嬷的事。我提议把阿嬷接来厦门跟我住，舅舅说阿嬷离开老厝会更糊涂
- 妈说她白天可以过去，但她自己膝盖也不好。没有结论
""")

N(D + "2026-04-19.md", """
- 桨板一周年！去年今天在五缘湾第一次站上去，落水三次
- 今天跟桨板会划了 8 km 到五通，一次都没掉
""")

N(D + "2026-04-25.md", """
- 阿嬷的事定了：请一个白天的保姆（早上八点到晚上六点），五月一号开始，阿嬷继续住泉州老厝，晚上舅舅在
- 保姆一个月 ¥4,500，我出 ¥1,500
- 不接来厦门了
""")

N(D + "2026-05-03.md", """
- 认识阿綸一周年。他特地约在五通码头，坐同一班船去金门，说要“重演” 🙄
- 船上他故意把我的耳机丢到椅子底下，再捡起来
""")

N(D + "2026-05-16.md", """
- 去泉州苏师傅那里拿琵琶！面板是桐木，背板是花梨，声音比社里那把亮
- 顺便看阿嬷，保姆阿霞姐人很好，阿嬷叫她“阿妹”
""")

N(D + "2026-05-30.md", """
- 桨板会：早上五缘湾，水很平，练了转弯
- 晚上看鲨鱼记账，五月花最多的是琵琶
""")

N(D + "2026-06-13.md", """
- 梅雨下了一个礼拜，卫生间天花板那块又出现水渍，不过没有滴水，比去年小
- 跟陈阿伯说了，他说师傅保固一年，会再叫来看
""")

N(D + "2026-07-05.md", """
- 八段锦一周年 🎉 中间断过两次（去年八月出差那几天、春节在泉州），其他每天都有练
- 头痛少了很多，今年上半年才三次
""")

N(D + "2026-07-12.md", """
- 在一起一周年，在金门过的。阿綸带我去他修好的那间古厝，屋主让我们在里面吃饭
- 他说去年今天在环岛路，他紧张到骑车一直按错铃
""")

N(D + "2026-07-18.md", """
- 咸蛋一直甩头抓耳朵，带去宠爱，李医生说是耳螨，滴耳药两个礼拜
""")

N(D + "2026-08-08.md", """
- 热到 37°C，中午出去买菜回来就偏头痛，这次很重，吐了两次
- 记下来：高温 + 没吃早饭
""")

N(D + "2026-08-15.md", """
- 在金门。阿綸问我以后要不要搬去金门：要先结婚办依亲居留，工作也要重新找
- 说真的有点心动，金门生活比较慢。我跟他说我想搬（先不跟我妈讲）
""")

N(D + "2026-08-22.md", """
- 桨板会夜划，从白城沙滩出发，海面有一点点蓝眼泪
- 咸蛋耳朵好了
""")

N(D + "2026-09-05.md", """
- 南音课后留下来排练中秋雅集，蔡老师让我弹《梅花操》第一节，再跟大家合《三千两金》
- 紧张到手抖
""")

N(D + "2026-09-12.md", """
- 台风！晚上卫生间天花板又滴水了，跟去年八月那次一样，拿脸盆接
- 陈阿伯说师傅去年的防水可能只做了一半，礼拜一打电话叫师傅
""")

N(D + "2026-09-25.md", """
# 中秋雅集
- 晚上在南乐社的中秋雅集第一次上台！弹《梅花操》第一节，后面跟大家合《三千两金》
- 错了两个音，但蔡老师说“稳”。阿綸坐第一排录像，妈看了视频哭了 😭
- 雅集后博饼，博到两个“四进”
""")

N(D + "2026-09-27.md", """
- 桨板：五缘湾内湾绕圈 5 km，风小
""")

N(D + "2026-10-03.md", """
- 国庆去金门住三天。阿綸的工作室在整修，帮他搬了一整天的砖 😂
- 买了两包天工贡糖带回厦门给同事
""")

N(D + "2026-10-13.md", """
- ICP-MS 的 RF 电源报错，点不着火。Marco 今天从新加坡飞来，换了 RF generator 里面的一块板子，保修内
- 耽误了三天，样品都在排队
""")

N(D + "2026-10-18.md", """
- 桨板：跟小蔓两个人从五缘湾划到香山，回来逆风，划到手臂抽筋
""")

N(D + "2026-10-24.md", """
- 带咸蛋去宠爱复查耳朵、量体重：5.2 kg，李医生说耳朵很干净，但是要减肥，换成体重管理的猫粮
- 下午南音课
""")

N(D + "2026-10-25.md", """
# 不搬去金门
- 跟阿綸视频谈了很久，决定：我不搬去金门，继续在厦门工作。阿綸明年起每周一到周四在厦门，在曾厝垵租一间小工作室
- 结婚的事明年再说。妈听了松一口气
""")

N(D + "2026-10-29.md", """
- 熬夜写能力验证的报告，早上偏头痛，请了半天假
""")

N(D + "2026-11-07.md", """
- 南音课，开始学《出汉关》，句子好长，换气跟不上
- 晚上用胶片机拍了一卷八市夜景
""")

N(D + "2026-11-08.md", """
- 桨板：早上五缘湾，水温 22°C，第一次穿防寒衣划。应该是今年最后一次下水了
""")

N(D + "2026-11-13.md", """
- 下班直接去五通码头，坐 18:30 的船去金门。阿綸工作室的匾挂好了
""")

N(D + "2026-11-15.md", """
- 从金门坐中午的船回厦门，带了一箱手工面线给妈
- 咸蛋这两天是小蔓喂的
""")

N(D + "2026-11-17.md", """
- 上班看质控图看到一半，眼前又闪，马上吃了利扎曲普坦，一个小时后好了，没吐
- 这两个月第二次了，复诊的时候要跟王医生说
""")

N(D + "2026-11-21.md", """
- 南音课，《出汉关》唱到第二段。蔡老师说明年春祭可以让我上台唱一段
- 苏师傅做的琵琶换了一次弦
""")

N(D + "2026-11-25.md", """
- 省里的能力验证结果出来了：ICP-MS 做的铅和镉都是“满意”（|z| < 2）
- 阿杰开始独立上机了
""")

N(D + "2026-11-28.md", """
- 回泉州看阿嬷，她今天认得我，叫我“帆帆”，还记得咸蛋的名字 🥹
- 阿霞姐说阿嬷最近晚上比较会乱走，舅舅在门上装了门铃
- 拍了一卷阿嬷和老厝
""")

N(D + "2026-11-29.md", """
- 从泉州回厦门。下午把昨天那卷送去暗房冲
- 咸蛋把阿綸寄来的贡糖盒子咬破了
- 晚上练了一下《出汉关》
""")

# ---------------------------------------------------------------------------
# 1 Projects
# ---------------------------------------------------------------------------

N(ICP_OV, """
---
created: 2025-04-08
tags: [工作, ICP-MS]
status: 运行中
---
# ICP-MS 项目总览

重金属组的第一台 ICP-MS（Helix Q9）。负责人：黄科长；技术需求、验收、SOP：我。

## 时间线
- 2025-03 预算批下来（科长在组会上讲的）
- 2025-04-08 交技术需求，两家入围：Helix Q9、Kestrel K7
- 2025-06-26 评标：Helix Q9 中标
- 2025-09-15 到货装机，Marco 调试和培训到 09-19
- 2025-10-09 第一次跑实际水样（出厂水、管网水）
- 2026-01-20 CMA 扩项现场评审通过（铅、砷、镉、锰）
- 2026-03-05 第一次半年 PM
- 2026-10-13 RF 电源故障，保修换板
- 2026-11-25 省能力验证：铅、镉满意

## Tasks
- [x] 写技术需求
- [x] 验收报告
- [x] CMA 扩项资料
- [ ] 写 ICP-MS 期间核查 SOP
- [ ] 阿杰的上岗考核记录归档
""")

N(ICP_SEL, """
---
created: 2025-05-12
tags: [工作, ICP-MS]
---
# 选型 对比：Helix Q9 vs Kestrel K7

| 项目 | Helix Q9 | Kestrel K7 |
| --- | --- | --- |
| 报价（含三年保修） | ¥1,380,000 | ¥1,465,000 |
| 碰撞池 | He 模式 | He / H2 |
| 软件 | 要重新学 | 培训班用过，顺手 |
| 售后工程师 | 新加坡，每半年上门 | 上海，随叫随到 |
| 检出限（Pb） | 0.005 µg/L | 0.004 µg/L |

- 我个人倾向：Kestrel（软件、H2 模式）
- 结论（2025-06-26 评标）：Helix Q9 中标，价格低八万多，合同写明每半年上门 PM
""")

N(ICP_MAIL, """
# Helix emails (EN)

## 2025-09-08 Marco → me
Hi Yufan, this is Marco Ferreira, field service engineer at Helix Analytical (Singapore). I will be on site on Monday 15 September at 9 am for the installation of your Q9. Please have the argon supply (99.999 %) and the chiller connected before I arrive. Installation and training will take about five days.

## 2025-09-22 Marco → me
Hi Yufan, thanks again for the great week (and the ginger duck!). A few reminders for daily use. Clean the sampler and skimmer cones every two weeks, or sooner if the In-115 sensitivity drops by more than 20 %. Run the tuning solution every morning before the calibration. Keep a log of the argon pressure.

## 2026-02-20 Marco → me
Hi Yufan, the six-month preventive maintenance is due. I can be with you on Thursday 5 March. I will replace the peristaltic pump tubing and clean the ion lenses, so please plan one day without samples.

## 2026-10-11 me → Marco
Hi Marco, since Friday the Q9 shows error E-217 (RF generator) and the plasma will not ignite. We checked argon pressure and the torch, both fine. Can you come? We have about 60 samples waiting.

## 2026-10-11 Marco → me
Hi Yufan, sorry to hear that. E-217 usually means a faulty RF board. It is under warranty. I can fly in on Tuesday 13 October with a spare board.
""")

N(YAJI, """
---
created: 2026-08-30
tags: [南音]
status: done
---
# 中秋雅集 2026（鹭声南乐社）

时间：中秋夜，社里的大厅。我第一次上台。

## 节目单（我参加的）
- 《梅花操》第一节：琵琶（我）+ 洞箫（洪伯）
- 《三千两金》：合唱，我弹琵琶

## Tasks
- [x] 09-05 排练
- [x] 09-19 彩排
- [x] 借一件社里的素色上衣
- [x] 叫阿綸帮忙录像
""")

N(MOVE, """
---
created: 2026-08-16
tags: [阿綸, 决定]
status: 已决定
---
# 搬不搬去金门

| | 搬去金门 | 留在厦门 |
| --- | --- | --- |
| 工作 | 要重新找，水厂不一定有缺 | 现在的工作稳定，ICP-MS 刚上轨道 |
| 手续 | 先结婚，办依亲居留 | 不用 |
| 阿嬷 | 离泉州更远 | 一个半小时动车 |
| 生活 | 慢，阿綸家人在 | 朋友、南乐社、桨板会都在 |

- 2026-08-15 阿綸提出来，我当时说想搬
- 2026-10-25 最后决定：不搬。我留在厦门，阿綸明年起每周一到周四在厦门（曾厝垵小工作室），周五回金门
""")

N(AMA_CARE, """
---
created: 2026-04-11
tags: [家, 阿嬷]
status: 进行中
---
# 阿嬷 照护安排

## 选项
- 接来厦门跟我住（我提的）：我白天上班，阿嬷一个人在家更危险；舅舅说她离开老厝会更糊涂
- 妈白天过去照顾：妈膝盖不好，撑不久
- 请白天保姆，阿嬷继续住老厝，晚上舅舅在

## 决定
- 2026-04-25 定了：请白天保姆（8:00–18:00），五月一号开始；阿嬷留在泉州老厝。保姆费 ¥4,500/月，我出 ¥1,500

## Tasks
- [x] 找保姆（阿霞姐，邻居介绍）
- [x] 每月 5 号转 ¥1,500 给妈
- [ ] 问社区有没有日间照料中心
- [ ] 阿嬷的医保卡复印一份放我这里
""")

# ---------------------------------------------------------------------------
# 2 Areas
# ---------------------------------------------------------------------------

N(MIG, """
---
created: 2025-06-14
tags: [身体, 偏头痛]
aliases: [migraine, 头痛日记]
---
# 偏头痛 记录

王医生（中山医院神经内科）：先兆性偏头痛（migraine with aura）。先兆一出现就吃利扎曲普坦，一个月不要吃超过十次止痛药。

## 确诊前
- 最早的一次：2025-02-16（春节后的那个周日），在家改内审报告时第一次出现锯齿状闪光，当时不知道是偏头痛
- 2025-03-29、2025-05-20 又各来一次

## 诱因
自己观察到的诱因：睡不够（少于六小时）、红酒、经期前一两天、高温加没吃早饭、整天盯着屏幕改报告。

- 王医生说的常见诱因：睡眠不规律、饮酒、激素变化、饿肚子。让我三餐定时

## 发作记录
| 日期 | 先兆 | 持续 | 可能诱因 | 用药 |
| --- | --- | --- | --- | --- |
| 2025-06-21 | 有 | 4 h | 熬夜写招标参数 | 利扎曲普坦 |
| 2025-08-27 | 有 | 6 h | 出差福州，没睡好 | 利扎曲普坦 |
| 2025-11-23 | 有 | 5 h | 红酒 | 利扎曲普坦 |
| 2026-01-24 | 有 | 半天 | 经期前 | 利扎曲普坦 |
| 2026-03-28 | 无 | 3 h | 连续两晚十二点后睡 | 布洛芬 |
| 2026-05-22 | 有 | 4 h | 改能力验证报告一整天 | 利扎曲普坦 |
| 2026-08-08 | 有 | 一整天，吐两次 | 37°C + 没吃早饭 | 利扎曲普坦 |
""")

N(BDJ, """
---
created: 2025-10-12
tags: [身体, 习惯]
---
# 八段锦

林医师推荐的，夏天开始每天早上练，跟 B 站的视频，十二分钟一遍。

## 八式
1. 两手托天理三焦
2. 左右开弓似射雕
3. 调理脾胃须单举
4. 五劳七伤往后瞧
5. 摇头摆尾去心火
6. 两手攀足固肾腰
7. 攒拳怒目增气力
8. 背后七颠百病消

## 心得
- 第四式对肩颈最有用，改完报告脖子僵的时候单独做
- 出差的时候在酒店也能练，不需要地方
""")

N(SUP, """
---
created: 2025-08-23
tags: [运动, 桨板]
aliases: [SUP, paddleboard, 立式划桨]
---
# 桨板 SUP

## 怎么入坑的
- 2025 年四月跟小蔓去五缘湾上体验课入坑，前几次都是租板
- 2025-09-27 正式加入鹭岛桨板会（年费 ¥300）

## 装备
| 日期 | 东西 | 价钱 | 备注 |
| --- | --- | --- | --- |
| 2025-08-23 | 二手 10'6" 充气板 + 桨 + 打气筒 | ¥1,800 | 闲鱼，集美自提 |
| 2025-10-18 | 防水手机袋 | ¥59 | |
| 2026-06-02 | 脚绳（leash） | ¥85 | 桨板会规定要绑 |
| 2026-10-30 | 3 mm 防寒衣 | ¥420 | 冬天用 |

## 下水记录（自己的板）
- 2025-08-24 五缘湾，第一次用自己的板，打气打了二十分钟 😮‍💨
- 2025-09-07 五缘湾，自己划了 3 km
- 2025-09-28 桨板会活动，五缘湾 → 钟宅湾 6 km
- 2025-10-25 划到观音山沙滩
- 2025-11-16 入冬前最后一次，风大
- 2026-03-29 桨板会恢复活动
- 2026-04-19 五缘湾 → 五通 8 km（一周年）
- 2026-05-30 五缘湾，练转弯
- 2026-06-21 端午桨板趣味赛，女子组第五
- 2026-07-26 白城沙滩
- 2026-08-22 夜划，蓝眼泪
- 2026-09-27 五缘湾内湾 5 km

## Tasks
- [x] 买防寒衣
- [ ] 桨板会年费续费
- [ ] 板底那道刮痕补一下
""")

N(CAT, """
---
created: 2025-12-06
tags: [猫]
aliases: [咸蛋, 橘猫]
---
# 咸蛋 🐱

- 来历：2025 年十月在楼道遇到的，瘦瘦的，尾巴尖弯的，在门口喂了一个多月
- 公猫，李医生估大概一岁
- 名字是阿綸取的（像咸蛋黄）

## 看医生（宠爱动物医院，李医生）
- 2025-12-06 第一次带去看医生：体内外驱虫，猫瘟和猫艾滋检测都是阴性，3.9 kg
- 2025-12-27 猫三联第一针
- 2026-01-17 绝育
- 2026-01-31 猫三联第二针 + 狂犬
- 2026-02-28 猫三联第三针
- 2026-07-18 耳螨，滴耳药两周

## 领养还是自己养
- 2025-12-13 打算帮它找领养（领养帖在 Archive）
- 2026-01-10 决定自己养，领养帖删掉

## 吃的
- 干粮：成猫粮，一天 50 g；罐头周末一个
- 不能吃：葱、洋葱、巧克力、葡萄

## Tasks
- [x] 买猫砂盆、猫抓板
- [ ] 窗户装纱网
""")

N(NANYIN, """
---
created: 2025-10-01
tags: [南音, 琵琶]
---
# 南音 学琵琶

鹭声南乐社，每周六下午两点到五点，蔡老师教。九月中开始学的，前几堂课只记在日记里。

## 学过的
| 开始 | 曲 / 谱 | 备注 |
| --- | --- | --- |
| 2025-09 | 谱《梅花操》第一节 | 2026-01-03 第一次完整弹完 |
| 2025-11 | 曲《三千两金》 | 唱 + 弹，泉州腔 |
| 2026-11 | 曲《出汉关》 | 句子长，换气难 |

## 上课记录
- 2025-10-11 右手“点、挑、甲”分开练，《梅花操》第一节前四句
- 2025-10-18 工尺谱默写，错了三个
- 2025-10-25 “甲线”按太用力，声音闷
- 2025-11-15 开始学唱《三千两金》第一句
- 2025-11-29 洪伯示范，跟着打拍板
- 2025-12-13 《梅花操》第一节连起来，还是会卡
- 2026-01-03 第一次完整弹完《梅花操》第一节
- 2026-02-07 年前最后一堂，蔡老师说该买自己的琵琶了
- 2026-03-07 旁听春祭排练
- 2026-03-14 《三千两金》唱完第一段
- 2026-05-23 第一次用自己的琵琶上课
- 2026-06-27 跟二弦合奏
- 2026-07-25 蔡老师录了示范视频给我
- 2026-09-05 中秋雅集排练
- 2026-09-19 彩排
- 2026-09-25 中秋雅集，第一次上台：《梅花操》第一节 + 合《三千两金》
- 2026-10-17 雅集后的第一堂，复盘弹错的两个音

## 琵琶
- 一开始借社里的那把（品位松）
- 2026-02-07 蔡老师说该有自己的；社里也可以租，一个月 ¥100
- 2026-03-21 决定买，不租：泉州苏师傅做，¥3,200
- 2026-05-16 拿到琵琶（桐木面板、花梨背板）
""")

N(AMA, """
---
created: 2026-03-02
tags: [家, 阿嬷]
---
# 阿嬷 记忆门诊（泉州第一医院）

## 2026-03-02 第一次门诊
- MMSE 24 分，MoCA 19 分 → 轻度认知障碍（MCI），暂时不是阿尔茨海默
- 医生问什么时候开始的：我们回想，最早是去年夏天，我八月回去那次阿嬷把我叫成我妈的名字；十月又忘了关火
- 建议：作息规律、多讲话、多出门走走，三个月后复查

## 2026-06-08 复查
- MMSE 23 分，基本稳定。医生说有保姆陪着讲话是好事

## 2026-09-07 复查
- MMSE 22 分，晚上有一点点混乱，开了助眠的药，先观察
""")

N(LEAK, """
---
created: 2025-09-02
tags: [家, 房子]
---
# 卫生间 漏水

今年六月洗澡的时候就发现天花板角落有一块水渍，当时是干的，没管它。

## 经过
- 2025-08-30 台风，开始滴水，脸盆接了一晚
- 2025-08-31 找楼上 602 的陈阿伯
- 2025-09-02 陈阿伯叫的师傅来看，说是他家卫生间地漏周围的防水层破了
- 2025-11-06 602 重做防水（两天），师傅说保固一年
- 2025-11-20 我这边天花板刮腻子重刷，陈阿伯出钱
- 2026-06-13 梅雨又出现水渍，没有滴水

## Tasks
- [x] 拍照留证据
- [x] 跟陈阿伯讲好天花板重刷的钱
- [ ] 台风后再叫师傅来看（保固期内）
""")

N(FUND, """
---
created: 2025-05-08
tags: [钱]
---
# 定投 记录

每个月 8 号自动扣款，不看盘。

- 2025-05-08 第一笔：沪深300 ETF 联接 ¥1,000（以后每月 ¥1,000）
- 2025-08-08 加一只中证红利，每月 ¥500
- 2025-12-08 年底看一下：累计投入 ¥10,500，浮亏 -1.2%
- 2026-05-08 定投满一年（这个月暂停，钱拿去买琵琶）：累计投入 ¥16,500，浮盈 +3.8%
- 2026-11-08 累计投入 ¥25,500，浮盈 +6.1%
""")

N(BOOK, """
---
created: 2026-07-01
tags: [钱, 记账]
---
# 记账 2026 上半年

从去年六月开始用鲨鱼记账，到现在刚好一年多，几乎每天都有记。

| 月份 | 支出 | 最大一笔 |
| --- | --- | --- |
| 1 月 | ¥5,860 | 咸蛋绝育 ¥800 |
| 2 月 | ¥9,120 | 过年红包 |
| 3 月 | ¥4,930 | 回泉州动车 |
| 4 月 | ¥5,400 | 给阿嬷买的助行器 |
| 5 月 | ¥8,950 | 琵琶 ¥3,200 |
| 6 月 | ¥5,210 | 桨板脚绳 + 趣味赛报名 |

- 外卖比去年少了一半
- 下半年目标：每月存 ¥4,000
""")

N(WORK, """
---
created: 2025-09-20
tags: [工作]
---
# 重金属组 日常

## ICP-MS 每天
- 开机预热 30 分钟，先跑调谐液（tuning），过了再做标曲
- 内标：In-115、Rh-103，在线加
- 锥：两周清洗一次（Marco 说的），灵敏度掉超过两成就提前洗
- 氩气压力每天记在本子上

## 质控
- 每批带空白、平行、加标，加标回收 85–115%
- 质控图每月更新一次

## 人
- 阿杰（陈杰）：2024 年七月入职，2026 年十一月开始独立上机
""")

N(LUN, """
# 阿綸 微信 摘录

- 2025-05-03 阿綸：「我是船上幫妳撿耳機那個，平安到家了嗎？」
- 2025-07-13 阿綸：「昨天是我人生中最緊張的一天 😂 騎車一直按錯鈴」
- 2025-12-20 阿綸：「比例尺我會用一輩子」
- 2026-01-03 阿綸：「咸蛋已經認定妳了啦，就養吧」
- 2026-08-15 阿綸：「妳慢慢考慮，不急，金門一直都在」
- 2026-10-25 阿綸：「那就說好了，明年起我週一到週四在廈門，曾厝垵那間我去簽約」
""")

# ---------------------------------------------------------------------------
# 3 Resources
# ---------------------------------------------------------------------------

N(KM, """
---
created: 2025-07-20
tags: [金门]
---
# 金门 来回

- 船：厦门五通码头 ↔ 金门水头码头，大约 30–40 分钟，早上 8:30 到晚上都有班
- 要带：通行证（签注）、身份证
- 第一次去是 2025 年三月单位工会的一日游，没有记进下面的表

## 去过的
| 日期 | 做什么 | 备注 |
| --- | --- | --- |
| 2025-05-03 | 一个人去，山后、小金门；回程船上认识阿綸 | 五一 |
| 2025-08-16 | 看阿綸在水头修的古厝 | 当天来回 |
| 2025-12-20 | 阿綸生日，住一晚 | |
| 2026-05-03 | 认识一周年，“重演” | |
| 2026-07-12 | 在一起一周年 | |
| 2026-08-15 | 阿綸提搬去金门的事 | |

## 伴手礼
- 常买的伴手礼：天工贡糖（花生、猪脚口味）、金合利菜刀（炮弹钢）、金门高粱（58°）、一条根贴布、手工面线
""")

N(FILM, """
---
created: 2025-12-03
tags: [胶片, 摄影]
---
# 胶片 记录

相机：Olympus 35 RC（中山路旧货店，¥450）。冲扫都在大学路的“暗房”，一卷 ¥35。

| # | 拍摄日期 | 胶卷 | 拍了什么 | 冲扫 |
| --- | --- | --- | --- | --- |
| 01 | 2025-11-09 ~ 11-30 | 过期柯达 ColorPlus 200（老板送的） | 咸蛋、楼道、沙坡尾 | 2025-12-03 |
| 02 | 2025-12-20 | Kodak Gold 200 | 金门、阿綸生日 | 2026-01-05 |
| 03 | 2026-02-16 ~ 02-18 | Fuji 200 | 除夕、阿嬷、阿綸来泉州 | 2026-02-25 |
| 04 | 2026-05-03 ~ 05-16 | Kodak UltraMax 400 | 船上、新琵琶 | 2026-05-20 |
| 05 | 2026-09-25 | Portra 400 | 中秋雅集（阿綸拍） | 2026-10-08 |
| 06 | 2026-11-07 | Cinestill 800T | 八市夜景 | 2026-11-14 |

- 楼道太暗，ISO 200 不够
- 过期卷偏色，要多给一档
""")

N(GONGCHE, """
# 南音 工尺谱 速记

- 音：乂（相当于 do）、工、六、思、一
- 琵琶右手：点（下）、挑（上）、甲（轮）
- 拍：撩拍，拍板打“拍”，撩是弱拍
- 四大名谱：《四时景》《梅花操》《八骏马》《百鸟归巢》（“四梅走归”）
""")

N(CONTACT, """
# 医生 & 师傅 联络

| 谁 | 哪里 | 什么事 |
| --- | --- | --- |
| 王医生 | 中山医院 神经内科 | 偏头痛，半年复诊 |
| 林医师 | 思明区 中医诊所 | 针灸、八段锦 |
| 李医生 | 宠爱动物医院 | 咸蛋 |
| 苏师傅 | 泉州 | 做琵琶、换弦 |
| 陈阿伯 | 楼上 602 | 漏水 |
| 阿霞姐 | 泉州 | 阿嬷的保姆 |
""")

N(SPOTS, """
# 厦门 桨板 地点

- 五缘湾：内湾水平，适合新手，有租板
- 钟宅湾：从五缘湾出去要看潮水
- 观音山沙滩：浪比较大，要有经验
- 白城沙滩：夜划集合点
- 香山：来回要算好风向
""")

# ---------------------------------------------------------------------------
# 4 Archive
# ---------------------------------------------------------------------------

N(ARC_YR, """
---
created: 2025-12-31
tags: [回顾]
---
# 2025 年度回顾

## 新开始的事
- 四月：第一次玩桨板，八月买了自己的板
- 五月：在金门的船上认识阿綸；七月在一起
- 五月：开始每月定投
- 六月：开始用鲨鱼记账；确诊先兆性偏头痛
- 七月：开始练八段锦
- 九月：开始在鹭声南乐社学南音琵琶
- 十月：楼道遇到一只橘猫（咸蛋），还在帮它找领养
- 十一月：买了第一台胶片机

## 工作
- ICP-MS 从写需求到装机验收，是今年最大的事

## 没做到的
- 少熬夜 ❌
- 阿嬷：八月开始觉得她记性变差，还没带去看医生
""")

N(ARC_WYS, """
---
created: 2025-09-25
tags: [旅行]
---
# 2025 国庆 武夷山（跟阿綸）

- 10-01 晚上动车到武夷山东站，住下梅村民宿
- 10-02 天游峰，下午九曲溪竹筏
- 10-03 大红袍景区，喝茶
- 10-04 早上动车，我回泉州，阿綸回厦门转船回金门

预算：两个人 ¥3,200 左右，实际花了 ¥3,650。
""")

N(ARC_ADOPT, """
# 咸蛋 领养帖（作废）

【厦门思明区 橘猫找领养】公，约一岁，已驱虫，猫瘟 / 猫艾滋阴性，亲人，会用猫砂。要求：室内养、纱窗、定期回访。有意请私信。

- 2025-12-13 发在小红书和同城群
- 2026-01-10 删帖，自己养
""")

# ---------------------------------------------------------------------------
# Queries: base questions, two rewordings each, judgements
# ---------------------------------------------------------------------------

QUERIES = [
    # ---------------- temporal-first ----------------
    dict(id="01", kind="temporal-first", lang="en",
         query="when did I first try paddleboarding",
         note="her first paddleboard (SUP) session: a taster class at 五缘湾 with 小蔓 on 2025-04-19 (daily note); the SUP note's log only starts with her own board in August",
         rewordings=["my very first SUP session, what date?",
                     "how long ago did I start stand-up paddling, the first time I got on a board"],
         rels=[(D + "2025-04-19.md", "第一次玩桨板", 3),
               (D + "2026-04-19.md", "桨板一周年", 2),
               (SUP, "2025 年四月跟小蔓去五缘湾上体验课入坑", 2),
               (ARC_YR, "四月：第一次玩桨板", 2),
               (D + "2025-01-18.md", "小蔓说她最近在五缘湾玩桨板", 1),
               (D + "2025-05-17.md", "第二次玩桨板", 1),
               (SUP, "2025-08-24 五缘湾，第一次用自己的板", 1)]),
    dict(id="02", kind="temporal-first", lang="zh-Hans",
         query="我第一次见到阿綸是哪天",
         note="she first met 阿綸 (許家綸) on the ferry back from 金门 on 2025-05-03, when he picked up her earphones (daily note)",
         rewordings=["跟阿綸最早是怎么认识的，哪一天",
                     "阿綸 初次见面 日期"],
         rels=[(D + "2025-05-03.md", "他叫許家綸", 3),
               (LUN, "2025-05-03 阿綸", 2),
               (D + "2026-05-03.md", "认识阿綸一周年", 2),
               (KM, "| 2025-05-03 |", 1),
               (ARC_YR, "五月：在金门的船上认识阿綸", 1),
               (D + "2025-05-24.md", "第一次单独约会", 1)]),
    dict(id="03", kind="temporal-first", lang="zh-Hant",
         query="我跟阿綸是哪天開始交往的",
         note="they got together on 2025-07-12 on 环岛路 (daily note); the first anniversary on 2026-07-12 recalls it",
         rewordings=["我們什麼時候在一起的",
                     "和阿綸正式在一起是幾月幾號"],
         rels=[(D + "2025-07-12.md", "我們在一起好不好", 3),
               (D + "2026-07-12.md", "在一起一周年", 2),
               (LUN, "2025-07-13 阿綸", 1),
               (ARC_YR, "五月：在金门的船上认识阿綸", 1),
               (KM, "| 2026-07-12 |", 1)]),
    dict(id="04", kind="temporal-first", lang="en",
         query="when did the migraines first start",
         note="the first attack with aura was on 2025-02-16 (daily note that never says migraine); the migraine note, created at the diagnosis in June, recalls it",
         rewordings=["earliest attack with the zigzag flashing lights",
                     "first ever aura headache, before I even knew it was a migraine"],
         rels=[(D + "2025-02-16.md", "像碎玻璃在转", 3),
               (MIG, "最早的一次：2025-02-16", 2),
               (D + "2025-02-16.md", "左边太阳穴开始一跳一跳地痛", 2),
               (D + "2025-03-29.md", "又来了一次", 1),
               (MIG, "2025-03-29、2025-05-20", 1),
               (D + "2025-06-14.md", "先兆性偏头痛", 1)]),
    dict(id="05", kind="temporal-first", lang="zh-Hans",
         query="第一次上南音课是哪天",
         note="her first 南音 pipa lesson at 鹭声南乐社 was on 2025-09-13 (daily note); the 南音 note only says she started in mid-September and its log begins on 10-11",
         rewordings=["南音琵琶是从哪天开始学的",
                     "我去鹭声南乐社上的第一堂课是几号"],
         rels=[(D + "2025-09-13.md", "第一次去南乐社上课", 3),
               (NANYIN, "九月中开始学的", 2),
               (D + "2025-09-06.md", "下个礼拜六可以开始来", 1),
               (D + "2025-08-31.md", "听到亭子里有人唱南音", 1),
               (ARC_YR, "九月：开始在鹭声南乐社", 1),
               (NANYIN, "2025-10-11 右手", 1)]),
    dict(id="06", kind="temporal-first", lang="en",
         query="when did I first see the orange cat",
         note="she first saw the stray orange cat (later named 咸蛋) in the stairwell on 2025-10-21 (daily note, no name yet)",
         rewordings=["the day 咸蛋 first turned up in the stairwell",
                     "when did the stray ginger cat first show up at my door"],
         rels=[(D + "2025-10-21.md", "楼道里有只瘦瘦的橘猫", 3),
               (CAT, "来历：2025 年十月在楼道遇到的", 2),
               (D + "2025-11-02.md", "楼道那只橘猫又来了", 1),
               (D + "2025-11-15.md", "橘猫有名字了", 1),
               (ARC_YR, "十月：楼道遇到一只橘猫", 1)]),
    dict(id="07", kind="temporal-first", lang="zh-Hant",
         query="八段錦是什麼時候開始練的",
         note="she started daily 八段锦 on 2025-07-05 (daily note); the 100-day and one-year notes recall the start",
         rewordings=["我從哪一天起每天早上練八段錦",
                     "最早開始打八段錦是幾號"],
         rels=[(D + "2025-07-05.md", "开始练八段锦了", 3),
               (D + "2025-10-12.md", "八段锦练满 100 天", 2),
               (D + "2026-07-05.md", "八段锦一周年", 2),
               (D + "2025-06-28.md", "建议我每天练八段锦", 1),
               (BDJ, "夏天开始每天早上练", 1),
               (ARC_YR, "七月：开始练八段锦", 1)]),
    dict(id="08", kind="temporal-first", lang="mixed",
         query="ICP-MS 最早是什么时候提到要买的",
         note="the earliest mention of the ICP-MS: 黄科长 announced the budget at the group meeting on 2025-03-11 (daily note); the project timeline only says 2025-03",
         rewordings=["第一次听说组里要买 ICP-MS 是哪天",
                     "when was buying the ICP-MS first brought up，预算那次"],
         rels=[(D + "2025-03-11.md", "要给重金属组买一台 ICP-MS", 3),
               (ICP_OV, "2025-03 预算批下来", 2),
               (D + "2025-04-08.md", "ICP-MS 技术需求写完", 1),
               (ARC_YR, "ICP-MS 从写需求到装机验收", 1)]),
    dict(id="09", kind="temporal-first", lang="zh-Hans",
         query="卫生间天花板的水渍最早是什么时候发现的",
         note="she first noticed the dry stain on the bathroom ceiling on 2025-06-18 (daily note); the leak note, begun in September, only says it was in June",
         rewordings=["浴室天花板一开始出现水印是哪天",
                     "漏水那块最初是几号注意到的"],
         rels=[(D + "2025-06-18.md", "卫生间天花板角落有一块黄黄的水渍", 3),
               (LEAK, "今年六月洗澡的时候就发现", 2),
               (D + "2025-08-30.md", "半夜卫生间天花板那块水渍开始滴水", 1),
               (LEAK, "2025-08-30 台风，开始滴水", 1)]),
    dict(id="10", kind="temporal-first", lang="zh-Hant",
         query="我第一次去金門是什麼時候",
         note="her first trip to 金门 was the work union's day trip on 2025-03-22 (daily note); the Kinmen trips table leaves it out and starts on 05-03",
         rewordings=["頭一回去金門是哪一天、跟誰去的",
                     "最早那趟金門行是幾月"],
         rels=[(D + "2025-03-22.md", "第一次去金门", 3),
               (KM, "第一次去是 2025 年三月单位工会的一日游", 2),
               (D + "2025-05-03.md", "五一自己又去了一趟金门", 1),
               (KM, "| 2025-05-03 |", 1)]),
    dict(id="11", kind="temporal-first", lang="en",
         query="when did I start the monthly index fund investing",
         note="the first monthly purchase of the CSI 300 (沪深300) index fund was on 2025-05-08, only in the dated list of the 定投 note",
         rewordings=["date of my first automatic fund purchase",
                     "when did the CSI 300 savings plan kick off"],
         rels=[(FUND, "2025-05-08 第一笔", 3),
               (FUND, "2026-05-08 定投满一年", 2),
               (ARC_YR, "五月：开始每月定投", 2),
               (FUND, "2025-08-08 加一只中证红利", 1)]),
    dict(id="12", kind="temporal-first", lang="zh-Hans",
         query="我第一块桨板是什么时候买的",
         note="she bought her first board, a second-hand inflatable, on 闲鱼 on 2025-08-23 for ¥1,800 (daily note and the SUP gear table)",
         rewordings=["自己的桨板是哪天入手的",
                     "啥时候开始有自己的板，不用再租"],
         rels=[(D + "2025-08-23.md", "在闲鱼买了人生第一块桨板", 3),
               (SUP, "| 2025-08-23 |", 2),
               (ARC_YR, "四月：第一次玩桨板", 1),
               (SUP, "2025-08-24 五缘湾，第一次用自己的板", 1)]),
    dict(id="13", kind="temporal-first", lang="zh-Hans",
         query="阿嬷记性变差最早是什么时候发现的",
         note="the first sign: on 2025-08-10 阿嬷 called her by her mother's name (daily note); the memory-clinic note recalls 'last summer, in August'",
         rewordings=["阿嬷第一次认错人是哪天",
                     "阿嬷一开始出现忘事的迹象是什么时候"],
         rels=[(D + "2025-08-10.md", "阿琼是我妈的名字", 3),
               (D + "2025-08-10.md", "常常找不到钥匙", 2),
               (AMA, "医生问什么时候开始的", 2),
               (ARC_YR, "八月开始觉得她记性变差", 2),
               (D + "2025-10-04.md", "阿嬷煮面的时候忘了关火", 1),
               (D + "2026-03-02.md", "轻度认知障碍（MCI）", 1)]),
    dict(id="14", kind="temporal-first", lang="zh-Hans",
         query="我的第一卷胶卷是什么时候拍的",
         note="roll 01, an expired ColorPlus, was shot 2025-11-09 to 11-30 (cat, stairwell, 沙坡尾) and scanned 12-03; the dates are only in the film table",
         rewordings=["胶片机拍的头一卷拍了啥、哪天冲的",
                     "第一次用 Olympus 拍胶片是哪几天"],
         rels=[(FILM, "| 01 | 2025-11-09", 3),
               (D + "2025-12-03.md", "拿第一卷胶卷的扫描", 2),
               (D + "2025-11-08.md", "Olympus 35 RC 胶片机", 1),
               (ARC_YR, "十一月：买了第一台胶片机", 1)]),
    dict(id="15", kind="temporal-first", lang="en",
         query="when was 咸蛋's first vet visit",
         note="the cat's first vet visit (deworming and FIV/FeLV tests) on 2025-12-06 is only in the dated list of the cat note; the first vet visit in the daily notes is the neutering on 2026-01-17",
         rewordings=["first time I took the cat to the vet",
                     "the cat's very first checkup, what date and what was done"],
         rels=[(CAT, "2025-12-06 第一次带去看医生", 3),
               (D + "2026-01-17.md", "带咸蛋去宠爱动物医院绝育", 1),
               (CAT, "2025-12-27 猫三联第一针", 1)]),
    dict(id="16", kind="temporal-first", lang="zh-Hant",
         query="我是從什麼時候開始記帳的",
         note="she started bookkeeping in the 鲨鱼记账 app on 2025-06-01 (daily note); the half-year summary only says 'since last June'",
         rewordings=["鯊魚記帳用的第一天是哪天",
                     "每天記帳這個習慣起初是幾號開始"],
         rels=[(D + "2025-06-01.md", "下载了鲨鱼记账", 3),
               (BOOK, "从去年六月开始用鲨鱼记账", 2),
               (ARC_YR, "六月：开始用鲨鱼记账", 2),
               (D + "2026-05-30.md", "晚上看鲨鱼记账", 1)]),
    dict(id="17", kind="temporal-first", lang="en",
         query="when did I first perform nanyin on stage",
         note="her first time on stage was the 中秋雅集 of the 南乐社 on 2026-09-25 (daily note and the lesson log)",
         rewordings=["my first time playing the pipa in front of an audience",
                     "first ever show with the 南乐社"],
         rels=[(D + "2026-09-25.md", "中秋雅集第一次上台", 3),
               (NANYIN, "2026-09-25 中秋雅集，第一次上台", 3),
               (YAJI, "时间：中秋夜", 2),
               (D + "2026-09-05.md", "排练中秋雅集", 1),
               (D + "2026-11-21.md", "明年春祭可以让我上台", 1)]),
    dict(id="18", kind="temporal-first", lang="en",
         query="when did I first meet Marco from Helix",
         note="she first met Marco Ferreira, Helix's field engineer, at the ICP-MS installation on 2025-09-15 (daily note); he came back in March and October 2026",
         rewordings=["first time the Helix service engineer came on site",
                     "the day Marco Ferreira first showed up for the install"],
         rels=[(D + "2025-09-15.md", "Marco Ferreira 从新加坡飞过来", 3),
               (ICP_MAIL, "I will be on site on Monday 15 September", 2),
               (ICP_OV, "2025-09-15 到货装机", 2),
               (D + "2025-09-19.md", "Marco 给我们上了三天培训", 1),
               (D + "2026-03-05.md", "Marco 来做第一次半年 PM", 1)]),

    # ---------------- temporal-last ----------------
    dict(id="19", kind="temporal-last", lang="en",
         query="when did I last go paddleboarding",
         note="the last SUP session: 五缘湾 on 2026-11-08 in a new wetsuit, 'probably the last this year' (daily note only); the SUP log stops at 09-27",
         rewordings=["most recent SUP session",
                     "last time I took the board out on the water"],
         rels=[(D + "2026-11-08.md", "第一次穿防寒衣划", 3),
               (D + "2026-10-18.md", "从五缘湾划到香山", 2),
               (SUP, "2026-09-27 五缘湾内湾 5 km", 1),
               (D + "2026-09-27.md", "五缘湾内湾绕圈", 1),
               (SUP, "| 2026-10-30 |", 1)]),
    dict(id="20", kind="temporal-last", lang="zh-Hans",
         query="上一次偏头痛是哪天",
         note="the latest migraine: 2026-11-17 at work (daily note only); the attack table stops at 2026-08-08",
         rewordings=["最近一次头痛发作是什么时候",
                     "偏头痛最后一次犯是几号来着"],
         rels=[(D + "2026-11-17.md", "眼前又闪", 3),
               (D + "2026-10-29.md", "早上偏头痛", 2),
               (MIG, "| 2026-08-08 |", 1),
               (D + "2026-08-08.md", "中午出去买菜回来就偏头痛", 1)]),
    dict(id="21", kind="temporal-last", lang="en",
         query="when did 咸蛋 last see the vet",
         note="the cat's latest vet visit: an ear recheck and weigh-in (5.2 kg, diet food) on 2026-10-24 (daily note only); the vet list stops at 07-18",
         rewordings=["latest vet visit for the cat",
                     "last time the cat went to 宠爱, and what did the vet say"],
         rels=[(D + "2026-10-24.md", "带咸蛋去宠爱复查耳朵", 3),
               (CAT, "2026-07-18 耳螨", 2),
               (D + "2026-07-18.md", "李医生说是耳螨", 2)]),
    dict(id="22", kind="temporal-last", lang="zh-Hant",
         query="最近一次去金門是哪天",
         note="the latest Kinmen trip: the evening ferry on 2026-11-13, back on 11-15 (daily notes only); the trips table stops at 2026-08-15",
         rewordings=["上次坐船去金門是什麼時候",
                     "我最後一次過去金門找阿綸是幾號"],
         rels=[(D + "2026-11-13.md", "坐 18:30 的船去金门", 3),
               (D + "2026-11-15.md", "从金门坐中午的船回厦门", 2),
               (D + "2026-10-03.md", "国庆去金门住三天", 2),
               (KM, "| 2026-08-15 |", 1)]),
    dict(id="23", kind="temporal-last", lang="mixed",
         query="南音 last lesson 是几号",
         note="the latest 南音 lesson: 2026-11-21, the second section of 《出汉关》 (daily note only); the lesson log stops at 10-17",
         rewordings=["latest 南音课是哪天，学到哪了",
                     "上次 nanyin class 是什么时候"],
         rels=[(D + "2026-11-21.md", "《出汉关》唱到第二段", 3),
               (D + "2026-11-07.md", "开始学《出汉关》", 2),
               (D + "2026-10-24.md", "下午南音课", 1),
               (NANYIN, "2026-10-17 雅集后", 1)]),
    dict(id="24", kind="temporal-last", lang="en",
         query="when did the bathroom ceiling last leak",
         note="the latest leak: dripping again in the typhoon of 2026-09-12 (daily note only); the leak note's list stops at the June 2026 stain",
         rewordings=["most recent time water dripped through the bathroom ceiling",
                     "last leak from the flat upstairs, when was it"],
         rels=[(D + "2026-09-12.md", "卫生间天花板又滴水了", 3),
               (D + "2026-06-13.md", "卫生间天花板那块又出现水渍", 2),
               (LEAK, "2026-06-13 梅雨", 2),
               (LEAK, "台风后再叫师傅来看", 1)]),
    dict(id="25", kind="temporal-last", lang="zh-Hans",
         query="上次回泉州看阿嬷是哪天",
         note="the latest visit to 阿嬷 in 泉州: 2026-11-28, when she recognised her (daily note), back to 厦门 on 11-29",
         rewordings=["最近一次回老家是什么时候",
                     "我最后一次见阿嬷是几号"],
         rels=[(D + "2026-11-28.md", "回泉州看阿嬷", 3),
               (D + "2026-11-29.md", "从泉州回厦门", 2),
               (D + "2026-05-16.md", "顺便看阿嬷", 1),
               (AMA, "MMSE 22 分", 1)]),

    # ---------------- period ----------------
    dict(id="26", kind="period", lang="en",
         query="what did I do over the 2025 National Day holiday",
         note="National Day 2025: 武夷山 with 阿綸 (10-02), then 泉州 where 阿嬷 left the stove on (10-04), then 博饼 at 小蔓's on 中秋 (10-06)",
         rewordings=["Golden Week 2025, where did I go",
                     "early October 2025 holiday recap"],
         rels=[(D + "2025-10-02.md", "国庆跟阿綸去武夷山", 3),
               (D + "2025-10-04.md", "从武夷山直接回泉州", 3),
               (D + "2025-10-06.md", "在小蔓家博饼", 2),
               (ARC_WYS, "10-02 天游峰", 2),
               (ARC_WYS, "10-04 早上动车", 1)]),
    dict(id="27", kind="period", lang="zh-Hans",
         query="今年春节那几天都干了啥",
         note="Chinese New Year 2026: 除夕 in 泉州 (02-16), 阿綸 met her family on 初二 (02-18), back to 厦门 on 02-21",
         rewordings=["2026 年过年期间我做了什么",
                     "除夕到初五我在哪、干嘛了"],
         rels=[(D + "2026-02-16.md", "除夕，在泉州老家", 3),
               (D + "2026-02-18.md", "阿綸第一次来泉州", 3),
               (D + "2026-02-21.md", "咸蛋这几天是小蔓来喂的", 2),
               (FILM, "| 03 | 2026-02-16", 1)]),
    dict(id="28", kind="period", lang="zh-Hant",
         query="2026年3月第一個禮拜發生了哪些事",
         note="the week of 2026-03-02: 阿嬷's memory-clinic visit and MCI diagnosis (03-02), Marco's first preventive maintenance (03-05), a 南音 lesson (03-07)",
         rewordings=["今年三月初那週我在忙什麼",
                     "三月第一週的紀錄"],
         rels=[(D + "2026-03-02.md", "陪阿嬷和妈去泉州第一医院", 3),
               (D + "2026-03-05.md", "Marco 来做第一次半年 PM", 3),
               (D + "2026-03-07.md", "蔡老师在帮洪伯他们排练春祭", 2),
               (AMA, "MMSE 24 分", 2),
               (ICP_OV, "2026-03-05 第一次半年 PM", 1),
               (ICP_MAIL, "Thursday 5 March", 1)]),
    dict(id="29", kind="period", lang="en",
         query="what did I do last weekend",
         note="the weekend before now (2026-11-28/29): a visit to 阿嬷 in 泉州 and the trip back to 厦门",
         rewordings=["recap of this past weekend",
                     "the Saturday and Sunday just gone, what happened"],
         rels=[(D + "2026-11-28.md", "回泉州看阿嬷", 3),
               (D + "2026-11-29.md", "从泉州回厦门", 3),
               (D + "2026-11-28.md", "阿霞姐说阿嬷最近晚上", 2),
               (D + "2026-11-29.md", "咸蛋把阿綸寄来的贡糖盒子咬破了", 2)]),

    # ---------------- decision ----------------
    dict(id="30", kind="decision", lang="en",
         query="did I end up keeping the orange cat or rehoming him",
         note="first she looked for an adopter (2025-12-13), then on 2026-01-10 decided to keep 咸蛋 and deleted the post",
         rewordings=["final call on adopting 咸蛋",
                     "was the cat given away in the end?"],
         rels=[(D + "2026-01-10.md", "不帮它找领养了", 3),
               (CAT, "2026-01-10 决定自己养", 3),
               (D + "2025-12-13.md", "决定先帮咸蛋找领养", 1),
               (ARC_ADOPT, "2026-01-10 删帖", 1),
               (LUN, "2026-01-03 阿綸", 1),
               (D + "2026-01-03.md", "领养帖发了三个礼拜", 1)]),
    dict(id="31", kind="decision", lang="zh-Hans",
         query="琵琶最后是买了还是继续租",
         note="on 2026-03-21 she decided to buy a pipa from 苏师傅 in 泉州 (¥3,200) rather than rent the club's; collected 05-16",
         rewordings=["自己的琵琶买不买，最后怎么定的",
                     "当时纠结租社里的琵琶还是找师傅做，结果呢"],
         rels=[(D + "2026-03-21.md", "自己买琵琶，不租了", 3),
               (NANYIN, "2026-03-21 决定买", 3),
               (D + "2026-05-16.md", "去泉州苏师傅那里拿琵琶", 2),
               (D + "2026-02-07.md", "也可以跟社里租", 1),
               (NANYIN, "社里也可以租", 1)]),
    dict(id="32", kind="decision", lang="zh-Hant",
         query="最後我有沒有搬去金門",
         note="in August she said she would move to 金门; on 2026-10-25 they decided she stays in 厦门 and 阿綸 works in 厦门 Monday to Thursday from next year",
         rewordings=["搬去金門這件事最後怎麼決定",
                     "我跟阿綸後來說好誰搬"],
         rels=[(D + "2026-10-25.md", "我不搬去金门", 3),
               (MOVE, "2026-10-25 最后决定", 3),
               (LUN, "2026-10-25 阿綸", 2),
               (D + "2026-08-15.md", "我跟他说我想搬", 1),
               (MOVE, "2026-08-15 阿綸提出来", 1),
               (MOVE, "| 工作 | 要重新找", 1)]),
    dict(id="33", kind="decision", lang="en",
         query="which ICP-MS did we pick in the end",
         note="the tender on 2025-06-26 chose the Helix Q9 over the Kestrel K7 she preferred (cheaper, six-monthly on-site service)",
         rewordings=["Helix or Kestrel, who won the tender",
                     "final vendor for the new ICP-MS"],
         rels=[(D + "2025-06-26.md", "Helix Q9 中标", 3),
               (ICP_SEL, "结论（2025-06-26 评标）", 3),
               (ICP_OV, "2025-06-26 评标", 2),
               (ICP_SEL, "我个人倾向：Kestrel", 1),
               (D + "2025-04-08.md", "我自己比较倾向 Kestrel", 1),
               (ICP_SEL, "| 报价（含三年保修）", 1)]),
    dict(id="34", kind="decision", lang="zh-Hans",
         query="阿嬷最后是怎么安排的，接来厦门还是请保姆",
         note="she proposed moving 阿嬷 to 厦门 (04-11); on 2026-04-25 the family decided on a daytime carer in 泉州, she pays ¥1,500 a month",
         rewordings=["阿嬷照护最后的决定",
                     "家里最后定了谁来照顾阿嬷"],
         rels=[(D + "2026-04-25.md", "阿嬷的事定了", 3),
               (AMA_CARE, "2026-04-25 定了", 3),
               (D + "2026-05-16.md", "保姆阿霞姐人很好", 2),
               (D + "2026-04-11.md", "我提议把阿嬷接来厦门", 1),
               (AMA_CARE, "接来厦门跟我住（我提的）", 1)]),

    # ---------------- topic ----------------
    dict(id="35", kind="topic", lang="en",
         query="what triggers my migraines",
         note="an English question on the Simplified migraine note: short sleep, red wine, before her period, heat with no breakfast, a whole day at the screen",
         rewordings=["things that set off my headaches",
                     "migraine triggers I've noticed"],
         rels=[(MIG, "自己观察到的诱因", 3),
               (MIG, "王医生说的常见诱因", 2),
               (MIG, "| 2025-06-21 |", 2),
               (D + "2025-11-23.md", "红酒 = 诱因", 1),
               (D + "2026-08-08.md", "高温 + 没吃早饭", 1)]),
    dict(id="36", kind="topic", lang="zh-Hant",
         query="去金門通常帶什麼伴手禮回來",
         note="a Traditional question on the Simplified Kinmen note: 贡糖, 菜刀, 高粱, 一条根, 面线",
         rewordings=["金門可以買什麼特產",
                     "金門伴手禮清單"],
         rels=[(KM, "常买的伴手礼", 3),
               (D + "2025-03-22.md", "买了一包天工贡糖", 2),
               (D + "2026-10-03.md", "买了两包天工贡糖", 1),
               (D + "2026-11-15.md", "带了一箱手工面线给妈", 1),
               (D + "2026-02-18.md", "带了金门高粱和贡糖", 1)]),
    dict(id="37", kind="topic", lang="en",
         query="which nanyin pieces have I learned so far",
         note="an English question on the Simplified 南音 note: 《梅花操》 section one, 《三千两金》, and 《出汉关》 from November 2026",
         rewordings=["pieces I've studied on the pipa",
                     "my nanyin repertoire"],
         rels=[(NANYIN, "| 2025-09 | 谱《梅花操》", 3),
               (D + "2026-11-07.md", "开始学《出汉关》", 1),
               (D + "2025-11-15.md", "开始学唱《三千两金》", 1),
               (YAJI, "《梅花操》第一节：琵琶（我）", 1),
               (GONGCHE, "四大名谱", 1)]),
    dict(id="38", kind="topic", lang="zh-Hans",
         query="Marco 说锥口多久清洗一次",
         note="a Simplified question on the English email: clean the sampler and skimmer cones every two weeks, or sooner if In-115 sensitivity drops by more than 20 %",
         rewordings=["ICP-MS 的采样锥和截取锥多长时间要洗",
                     "cone 清洗频率是多少"],
         rels=[(ICP_MAIL, "Clean the sampler and skimmer cones", 3),
               (WORK, "锥：两周清洗一次", 2),
               (D + "2025-09-19.md", "锥的清洗", 1)]),

    # ---------------- no-answer ----------------
    dict(id="39", kind="no-answer", lang="en",
         query="when did I first go skiing",
         note="the vault has paddleboarding but never skiing or snow", rewordings=[], rels=[]),
    dict(id="40", kind="no-answer", lang="zh-Hant",
         query="我第一次養狗是什麼時候",
         note="the vault has a cat (咸蛋) but never a dog", rewordings=[], rels=[]),
    dict(id="41", kind="no-answer", lang="zh-Hans",
         query="我是哪一年考的驾照",
         note="she rides a rented e-bike in 金门 but the vault never mentions a driving licence", rewordings=[], rels=[]),
    dict(id="42", kind="no-answer", lang="mixed",
         query="我什么时候开始学 guitar 的",
         note="she learns the 南音 pipa but the vault never mentions a guitar", rewordings=[], rels=[]),
]
