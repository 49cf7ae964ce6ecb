# -*- coding: utf-8 -*-
"""notes-blind-15: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 罗文涛 (Luo Wentao, 涛哥 / 罗老师), 38, high-school physics teacher at 蓉西中学 (made up)
in 成都; keeps 中蜂 on his 二舅's plot in 郫都 唐昌, and renovates his parents' 1994 flat in 抚琴
(金牛区). Notes in Simplified Chinese, with English (conference abstract, emails with Gumleaf Bee
Supply in Queensland) and Traditional Chinese (messages from 陳怡君, a physics teacher in 新竹).
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb15"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


D = "日记/"
BEE = "2-领域/养蜂/"
BEE_OV = BEE + "蜂群 总览.md"
BEE_INS = BEE + "开箱记录.md"
BEE_FEED = BEE + "喂糖记录.md"
BEE_HARV = BEE + "摇蜜 & 卖蜜.md"
GUM = BEE + "Gumleaf Bee Supply emails (EN).md"
YJ = BEE + "怡君 傳來的訊息.md"
REN = "1-项目/爸妈老房改造/"
REN_OV = REN + "老房改造 总览.md"
REN_BATH = REN + "卫生间 方案.md"
REN_PAY = REN + "预算 & 付款.md"
REN_LOG = REN + "施工日志.md"
REN_BUY = REN + "采购清单.md"
REN_FLOOR = REN + "地面 选材.md"
CONF = "1-项目/APCPE 2026 香港/"
CONF_ABS = CONF + "Abstract (EN).md"
CONF_PREP = CONF + "准备 & 报销.md"
HIVEPROJ = "1-项目/蜂箱测温 研究性学习.md"
TEACH = "2-领域/教学/"
T_PHONE = TEACH + "手机测 g 实验.md"
T_COMP = TEACH + "竞赛辅导.md"
T_TERM = TEACH + "2026 秋 高一 教学.md"
FAM = "2-领域/家/"
RES = "3-资源/"
RES_BOOK = RES + "中蜂饲养 读书笔记.md"
RES_OLD = RES + "适老化改造 要点.md"
ARC = "4-归档/"
ARC_BUY = ARC + "2025 买蜂.md"
ARC_H1 = ARC + "2025 秋 第一次摇蜜.md"
ARC_YR = ARC + "2025 年终总结.md"
ARC_JM = ARC + "家美装饰 报价（没用）.md"

# ---------------------------------------------------------------------------
# Daily notes 2025
# ---------------------------------------------------------------------------

N(D + "2025-09-01.md", """
- 开学。今年带高二 3 班、7 班物理，7 班是实验班，进度要快半章
- 刘姐说教研组这学期每人一节公开课，我报了 11 月
- 晚上小满问为什么月亮跟着车走，讲了半天视差，她睡着了
""")

N(D + "2025-09-13.md", """
- 去郫都二舅那边看蜂，三箱都还行，3 号箱（6 月分出来那箱）群势弱一点
- 二舅说隔壁 种葡萄的 打药了，叫我注意
- 穿短袖去的，居然没挨蛰
""")

N(D + "2025-10-19.md", """
# 第一次摇蜜！

- 第一次摇蜜 😂 借杨师傅的两框摇蜜机，1 号 2 号各割了几张封盖脾
- 毛重没称，装瓶后称的 6.2 斤
- 手背挨了两下，肿成馒头。下次一定戴手套
- 二舅 拿了两瓶，说比街上卖的香
""")

N(D + "2025-11-08.md", """
- 郫都 喂糖，1:1 糖水，每箱 1 斤白糖化开
- 巢门缩小了一点，早上 12°C 蜂还在飞
""")

N(D + "2025-11-22.md", """
- 妈打电话：老房子卫生间又漏到楼下了，楼下孃孃上来骂了一顿
- 爸说自己补了一下防水胶。补个锤子，三年漏了三次了
- 跟雪姐（姐）微信说了，她说干脆全部重新弄
""")

N(D + "2025-11-27.md", """
- 公开课 《超重与失重》，用手机加速度传感器在电梯里测，效果很好，刘姐说下学期组里推广
- 评课说板书太乱…
""")

N(D + "2025-12-13.md", """
- 周六去抚琴看了老房子：1994 年的房，4 楼没电梯，62 平，卫生间地漏那圈全是霉
- 爸的膝盖上下楼越来越慢，妈晚上起夜要摸黑
- 跟爸妈说了明年春天整体翻新，爸一开始不干，说"还能住"，最后松口了
- [x] 问姐能出多少 → 她出 3 万
""")

N(D + "2025-12-31.md", """
- 年终总结写在归档里了。今年最大的事：养上蜂了，第一年摇了 6 斤多
- 明年：老房装修、投个会议摘要、蜂扩到 5 箱
""")

# ---------------------------------------------------------------------------
# Daily notes 2026
# ---------------------------------------------------------------------------

N(D + "2026-01-10.md", """
- 期末监考，高二物理均分 71.3，7 班 78
- 寒假计划：看养蜂的书、把老房子的方案定个大概
""")

N(D + "2026-01-28.md", """
- 给澳洲那家 Gumleaf Bee Supply 发邮件问价（Toowoomba 的，群里有人推荐），问了两套透气防蜂服、三把起刮刀、一台四框摇蜜机
- 淘宝的防蜂服太闷了，夏天穿一次中暑一次
""")

N(D + "2026-02-03.md", """
- Kerri 回邮件了，报价都是澳币，摇蜜机 AUD 420，单独空运还要 265，有点肉痛
- 先不回，想两天
""")

N(D + "2026-02-17.md", """
# 初一 郫都

- 大年初一在二舅家吃饭，顺便看了蜂箱，外面看 三箱都有蜂进出
- 二舅说开春 油菜花一开就要加继箱了吧？中蜂不用继箱 舅舅…
- 小满 压岁钱 收了 2,400
""")

N(D + "2026-02-20.md", """
- 想了下还是全部从 Gumleaf 买，包括摇蜜机，一步到位。回了 Kerri：everything incl. extractor, by air
- 唐静：你确定一台摇蜜机要 两千多？
""")

N(D + "2026-02-26.md", """
- 仔细算了：摇蜜机 420 + 空运 265 澳币 ≈ 3,300 块，还要交关税。淘宝同款 3 框不锈钢 460 块包邮…
- 改主意了：摇蜜机不从澳洲买了，淘宝下单 ¥460；Gumleaf 那边只要防蜂服和起刮刀，已经给 Kerri 发邮件 drop 掉
- 唐静：早说嘛
""")

N(D + "2026-03-02.md", """
- 开学。阿君（怡君）传了草酸治螨的做法，抄到 养蜂/怡君 那个笔记里了
- 她说台湾西洋蜂几乎每年都要处理，中蜂抗螨好很多，但冬天断子的时候可以做一次
""")

N(D + "2026-03-14.md", """
- 开春第一次开箱：1 号 5 框足蜂，有新蛋；2 号 4 框；3 号 3 框 偏弱，补了一张 1 号的封盖子脾
- 油菜花开了，进粉很猛
""")

N(D + "2026-03-24.md", """
- Gumleaf 的包裹到了！EMS，海关收了关税 ¥186，在邮政 app 上交的
- 防蜂服 L 码正好，听 Kerri 的 小了一码是对的
- 起刮刀比淘宝那种硬很多
""")

N(D + "2026-04-05.md", """
- 清明 回郫都 上坟，顺便开箱。1 号 7 框，王台 3 个！要分蜂了
- 割掉两个王台，留一个
""")

N(D + "2026-04-11.md", """
- 家美报价出来：全包 9.8 万，还不含家电。太贵了
- 雪姐推荐了个施工队 邓师傅，她同事家就是他做的
""")

N(D + "2026-04-18.md", """
- 上午在学校监考，二舅打电话说蜂子飞出来一大坨挂在枇杷树上
- 下午冲过去收蜂，纸箱+扫把 收进新箱，编 4 号
- 脸上挨了一下，左眼肿到晚上，小满笑我像 熊猫
""")

N(D + "2026-04-20.md", """
- 邓师傅（邓哥）来老房看了，半包报价 52,800，主材我们自己买
- 人很实在，说卫生间一定要 重做防水 + 闭水试验
""")

N(D + "2026-04-22.md", """
- 跟邓师傅签合同，半包。付首款 30% = 15,840（转账）
- 约 5/18 开工
""")

N(D + "2026-04-26.md", """
- 卫生间：定了做一字形钢化玻璃淋浴房（淋浴隔断），建材市场订了，¥2,300，付了 200 定金
- 妈说玻璃的怕摔，我说钢化的没事
""")

N(D + "2026-05-02.md", """
- 地面吵了一架：妈要实木地板"脚底暖和"，我要瓷砖（好打理、防潮），爸不管
- 姐在视频里站妈那边
""")

N(D + "2026-05-04.md", """
- 折中：全屋铺木纹砖，哑光防滑的，看起来像木地板，妈看了样品说"还像那么回事"
- 卧室也铺砖，冬天加地毯
""")

N(D + "2026-05-09.md", """
- 开箱，1 号又起王台，干脆人工分出一箱 = 5 号。现在 5 箱了，年初的目标达成 ✌
- 4 号（收的分蜂团）已经产卵了
""")

N(D + "2026-05-10.md", """
- 开家庭会：装修这几个月爸妈住哪
- 唐静说住我们家，但只有小满那间能腾，老人住不惯；姐说接去重庆，爸不去
- 最后：在抚琴小区里租一套一楼的短租，¥1,800/月，先租 5 个月，离老房近 爸可以天天去看（监工 😅）
""")

N(D + "2026-05-16.md", """
- 帮爸妈搬到短租房，一楼，采光差点但不用爬楼，爸说膝盖舒服多了
""")

N(D + "2026-05-18.md", """
- 老房开工！拆旧，邓哥带了三个人，一天就把卫生间砸空了
- 楼下孃孃送了一盒糖，说终于不漏了 哈哈
""")

N(D + "2026-05-21.md", """
- 社区来做适老化评估（金牛区有补贴，最多 3,000），评估员小陈说 淋浴房玻璃门对老人不好：进出要跨，放洗澡凳转不开身
- 卫生间改方案：不做淋浴房了，改成挡水条 + 浴帘 + 扶手 + 折叠洗澡凳。淋浴房退单，200 定金不退就不退吧
- 妈很高兴，她本来就怕玻璃
""")

N(D + "2026-05-28.md", """
- 半夜 1 点把 APCPE 的 abstract 交了，卡着 250 词。题目叫 Listening to the Hive
- 明天还有早自习，完蛋
""")

N(D + "2026-05-31.md", """
- 摇春蜜！借的不用了，用淘宝那台 3 框的，1 号 2 号 3 号 各取了一些，一共 18.5 斤，比去年多三倍
- 颜色浅，油菜+枇杷+杂花
- 邓哥问水电什么时候验，约下周六
""")

N(D + "2026-06-06.md", """
- 水电验收：打压 0.8 MPa 半小时没掉，插座位置按妈说的都加高了
- 付中期款 21,120（40%）
""")

N(D + "2026-06-10.md", """
- 卫生间闭水试验 48 小时到了，楼下孃孃家天花板干的 👍 邓哥说没问题可以贴砖
""")

N(D + "2026-06-13.md", """
- 开箱：5 箱都在，4 号 群势涨很快。3 号 有点巢虫，清了箱底
- 热得要死，穿新防蜂服也闷，但比以前好多了
""")

N(D + "2026-06-20.md", """
- 热水器：最后买的燃气恒温 16 升（¥2,899），电热水器 60 升的放不下 而且老房电表才 20A
- 邓哥说燃气的走管 他顺便弄
""")

N(D + "2026-06-27.md", """
- 办公室卖蜜，80 一斤，500 克一瓶，一个下午卖掉 11 瓶
- 刘姐说明年要预订
""")

N(D + "2026-07-01.md", """
- APCPE 邮件：abstract accepted，oral，15 分钟！
""")

N(D + "2026-07-03.md", """
- 找校长签字，学校同意报销注册费 + 机票 + 住宿。决定 11 月去香港现场讲，订 3 晚
- 唐静说顺便带她去 shopping，想多了
""")

N(D + "2026-07-18.md", """
- 开箱没穿防蜂服（就想看一眼…），右脚踝挨了一针，肿了两天
- 4 号箱外面胡蜂多了，做了个简易胡蜂诱捕瓶
""")

N(D + "2026-07-22.md", """
- 阿君来成都了！带她吃了冒菜和火锅，她说四川的辣是"痛"
- 她看了我的蜂箱测温小盒子，说回去也让她学生做
- 她原话："你們中蜂好乖喔，我們家的義大利蜂 一開箱就衝出來"
""")

N(D + "2026-08-15.md", """
- APCPE 注册交了，early bird HK$2,400，信用卡。发票 打印 留着报销
""")

N(D + "2026-08-22.md", """
- 坏消息：4 号箱空了，飞逃。箱口全是胡蜂，估计被骚扰狠了
- 现在剩 1、2、3、5 号 四箱
""")

N(D + "2026-08-30.md", """
- 老房完工！邓哥说剩下开荒保洁我们自己找
- 妈站在卫生间里 扶着扶手 试了半天 洗澡凳
""")

N(D + "2026-08-31.md", """
- 验收：厨房水槽下面渗水，主卧门关不严，阳台一块砖空鼓。邓哥说一周内来弄
""")

N(D + "2026-09-01.md", """
- 开学。今年回到高一，带 5 班 8 班，新高一 娃娃好乖
- 竞赛班 预赛 本周六，小胡状态不错
""")

N(D + "2026-09-03.md", """
- 给邓师傅结了尾款 13,200 + 墙面找平增项 3,400 = 16,600，转账。质保金 2,640 明年这个时候再给
- 他把钥匙交了，开了通风
""")

N(D + "2026-09-05.md", """
- 郫都 秋季补饲 开始，1:1 糖水，每箱 1 斤
- 胡蜂还是多，诱捕瓶 一周抓了几十只
""")

N(D + "2026-09-19.md", """
- 开箱：1 号 6 框，2 号 4 框，3 号 4 框，5 号 5 框。秋蜜封盖了七八成，下周可以摇
""")

N(D + "2026-09-27.md", """
- 摇秋蜜：只取了 1 号和 5 号的边脾，9.8 斤。胡蜂闹得厉害，不敢多取，给它们留够过冬
- 今年一共 28.3 斤
""")

N(D + "2026-10-12.md", """
- APCPE 改成线上讲了。爸妈 10 月底要搬回老房，11/12 期中考 我还要出卷，请不出假
- 给会务发了邮件，改 online presenter，录播 + 现场 Q&A；注册费差价不退
- 有点可惜，本来想去看看港大的实验室
""")

N(D + "2026-10-16.md", """
- 5 班做手机测 g（phyphox 声学秒表 + 小球自由落体），最好一组 9.71，最差 10.4 哈哈
- 有组手机麦克风 被手挡住了
""")

N(D + "2026-10-25.md", """
- 爸妈搬回老房！短租多住了 10 天，房东没多收
- 爸第一晚起夜 感应夜灯还没装，摸着扶手去的厕所 …… 要赶紧买夜灯
""")

N(D + "2026-10-31.md", """
- 开箱：四箱都正常，3 号 群势最弱 3 框。巢门 缩到 1 cm 左右
""")

N(D + "2026-11-01.md", """
- 郫都 喂了一次 2:1 的浓糖水，每箱 1.5 斤糖
- 跟二舅商量 过冬的事，写到总览里了
""")

N(D + "2026-11-08.md", """
- 去郫都检查 巢门 + 包稻草，3 号箱口蹲着看的时候 左手腕被蛰了一下，肿到晚上，11 月了还这么凶
- 1 号 2 号 包好了，3 号 5 号 稻草不够，下次带
""")

N(D + "2026-11-12.md", """
- 期中考 高一物理，5 班均分 74，8 班 69。8 班 有 6 个 不及格
""")

N(D + "2026-11-14.md", """
- APCPE 线上讲完了 👏 15 min + Q&A。一个新加坡老师问 DS18B20 怎么防潮，一个香港的问能不能开源代码
- 在家书房讲的，小满在门外偷听
""")

N(D + "2026-11-15.md", """
- 最后一次喂糖：每箱 1.5 斤，2:1。之后就不开箱不打扰了，等开春
""")

N(D + "2026-11-20.md", """
- 8 班 手机测 g（phyphox）：吸取 5 班的教训先讲了麦克风位置，最好一组 9.83，平均 9.76
- 有个娃 问能不能测月球上的 g，哈哈
""")

N(D + "2026-11-21.md", """
- 入冬前最后一次开箱（很快看一眼）：1 号 6 框，2 号 4 框，3 号 3 框，5 号 5 框，四群都在，都有封盖子
- 3 号 5 号 也包了稻草。穿了全套，没被蛰
- 测温盒子电池 只剩 30%
""")

N(D + "2026-11-26.md", """
- 阿君傳訊息（原文）：「今年秋蜜還有嗎？想要兩罐，寒假我去成都找你拿，不要寄，海關麻煩。」
- 回她：只剩 3 瓶，给她留 2 瓶
""")

N(D + "2026-11-28.md", """
---
tags: [周末]
---
- 带小满去爸妈那边吃饭，妈说新卫生间 "洗澡再也不怕了"
- 爸在阳台等晾衣架，说厂家还没来
""")

# extra filler days
N(D + "2026-03-21.md", """
- 周末在家焊测温盒子：ESP32 + 4 个 DS18B20，防水探头，成本 ¥140 左右
- 小满 帮我剥线，剥断了三根
""")

N(D + "2026-04-25.md", """
- 带研究性学习小组（12 个娃）去郫都装测温盒子，装在 1 号箱，4 个探头 分上中下 + 箱外
- 二舅 请娃娃们吃了冰粉
""")

N(D + "2026-06-30.md", """
- 期末。高二 物理 均分 73.6。暑假打算：竞赛集训 7/5–7/15，然后郫都 + 老房 两头跑
""")

N(D + "2026-07-12.md", """
- 老房 泥工结束，砖铺出来 真像木地板，妈摸了好几遍
""")

N(D + "2026-08-08.md", """
- 测温数据导出来了，4 月 25 日到 6 月 10 日，连续 47 天没断，娃娃们超激动
""")

N(D + "2026-10-03.md", """
- 国庆 去爸妈老房 开窗通风，甲醛检测 0.05，合格
- 跟爸去买了两个感应夜灯，他说太亮，退了
""")

N(D + "2026-10-20.md", """
- 8 班 补差名单 还没定，先看期中
""")

# ---------------------------------------------------------------------------
# Bees
# ---------------------------------------------------------------------------

N(BEE_OV, """
---
created: 2025-04-12
tags: [养蜂, 中蜂]
aliases: [蜂场, 郫都 蜂]
---
# 蜂群 总览

地点：郫都 唐昌 二舅家的地，枇杷树下面，背靠竹林，巢门朝东南。
品种：中华蜜蜂（中蜂 / 土蜂），不养意蜂。

## 蜂群

| 编号 | 来源 | 时间 | 现状 |
| --- | --- | --- | --- |
| 1 号 | 杨师傅 | 2025-04-12 | 强群，分过两次 |
| 2 号 | 杨师傅 | 2025-04-12 | 中等 |
| 3 号 | 人工分（1 号） | 2025-06-21 | 偏弱 |
| 4 号 | 自然分蜂 收的 | 2026-04-18 | 2026-08-22 飞逃（胡蜂） |
| 5 号 | 人工分（1 号） | 2026-05-09 | 不错 |

## 设备

- 蜂箱：郎式 十框箱，¥120 一个，一共买了 6 个
- 防蜂服：Gumleaf 的透气款 ×2（我一套，二舅一套）+ 起刮刀 ×3
- 摇蜜机：淘宝 3 框不锈钢 ¥460（没从澳洲买，运费太离谱）
- 测温盒子：见 [[蜂箱测温 研究性学习]]

## 过冬

- 2026-11-01 跟二舅商量定了：原地过冬，不搬回城里；四箱外面都包泡沫板 + 稻草，巢门缩到 1 cm，留足蜜脾，不够的再补 2:1 糖水
- 去年没包，3 号 开春差点没了

## 待办

- [x] 1 号 2 号 包稻草
- [x] 3 号 5 号 包稻草（11/21）
- [ ] 巢门 加防鼠片（五金店 买铁皮）
- [ ] 12 月断子期 试一次草酸（按阿君的方法）
- [ ] 开春前 把 4 号空箱 用火烤一下 消毒
""")

N(BEE_INS, """
---
created: 2026-03-14
tags: [养蜂]
---
# 开箱记录

每次开箱记一行。看：王、卵、封盖子、蜜粉、巢虫、王台。

| 日期 | 情况 | 备注 |
| --- | --- | --- |
| 2026-03-14 | 1号5框 2号4框 3号3框 | 3 号补子脾 |
| 2026-04-05 | 1 号 王台 3 个 | 割 2 留 1 |
| 2026-04-18 | 收分蜂团 → 4 号 | 挨蛰 |
| 2026-05-09 | 人工分 → 5 号 | 5 箱 |
| 2026-06-13 | 5 箱都在 | 3 号巢虫 |
| 2026-07-18 | 正常 | 4 号外 胡蜂多 |
| 2026-08-22 | 4 号飞逃 | 剩 4 箱 |
| 2026-09-19 | 秋蜜七八成封盖 | — |
| 2026-10-31 | 四箱正常 | 巢门缩 1 cm |

开箱尽量挑晴天中午，10 分钟内搞完。
""")

N(BEE_FEED, """
---
created: 2025-11-08
tags: [养蜂, 补饲]
---
# 喂糖记录

白糖，开水化开放凉。秋天 1:1 促繁殖，入冬 2:1 存储。

| 日期 | 浓度 | 每箱 | 备注 |
| --- | --- | --- | --- |
| 2025-11-08 | 1:1 | 1 斤 | 三箱 |
| 2025-11-29 | 2:1 | 1 斤 | 三箱 |
| 2026-09-05 | 1:1 | 1 斤 | 四箱 |
| 2026-09-20 | 1:1 | 1 斤 | 四箱 |
| 2026-11-01 | 2:1 | 1.5 斤 | 四箱 |

- 不要洒到箱外，会引盗蜂
- 喂糖用 框式饲喂器，晚上喂
""")

N(BEE_HARV, """
---
created: 2026-05-31
tags: [养蜂, 蜂蜜]
---
# 摇蜜 & 卖蜜

## 取蜜

| 日期 | 箱 | 重量 | 备注 |
| --- | --- | --- | --- |
| 2025-10-19 | 1、2 | 6.2 斤 | 第一次，借杨师傅摇蜜机 |
| 2026-05-31 | 1、2、3 | 18.5 斤 | 春蜜，淘宝摇蜜机 |

- 只摇封盖 80% 以上的脾，水分高容易发酵
- 用折光仪测过 春蜜 波美度 41 左右

## 卖

- 2026-06-27 办公室 ¥80/斤，500 g 一瓶，卖了 11 瓶
- 同事 预订 名单：刘姐 2、小吴 1、门卫 张叔 1
- 送人：二舅、雪姐、阿君（留 2 瓶）
""")

N(GUM, """
---
created: 2026-01-28
tags: [养蜂, supplier, english]
aliases: [Gumleaf, 澳洲蜂具]
---
# Gumleaf Bee Supply — emails

Contact: Kerri Walsh, Gumleaf Bee Supply, Toowoomba QLD. kerri@gumleafbees.com.au (copied here, trimmed)

## 2026-01-28 me → Kerri

Hi Kerri, I'm a hobby beekeeper in Chengdu, China (Asian honeybees, 5 hives planned). Could you quote: 2 ventilated bee suits, 3 stainless hive tools, and one 4-frame manual extractor, shipped to Chengdu? Thanks, Wentao

## 2026-02-03 Kerri → me

G'day Wentao! Happy to help. Ventilated 3-layer suit AUD 189 each, stainless J-hook hive tool AUD 24 each, 4-frame manual tangential extractor (stainless) AUD 420.

Shipping: suits + tools by air AUD 68. The extractor is bulky — by air it's another AUD 265, or sea freight about AUD 150 but 8–10 weeks and you'd need to clear it yourself.

Sizing tip: our suits run large, so go one size down from your normal jacket size.

Payment by PayPal (+3% fee) or bank transfer. Cheers, Kerri

## 2026-02-20 me → Kerri

Let's do everything including the extractor, all by air please. I'll take suits in L (I'm normally XL) and M.

## 2026-02-26 me → Kerri

Sorry for the change — please drop the extractor. I found a local one much cheaper once shipping and import duty are counted. Suits and tools only.

## 2026-02-27 Kerri → me

No worries at all! Revised invoice INV-3318: 2 suits + 3 hive tools AUD 450, air shipping AUD 68, total AUD 518. Bank transfer is fine.

## 2026-03-05 Kerri → me

Shipped today via Australia Post international express, tracking EE 4471 9032 6AU. Should be 2–3 weeks. Hope the girls are well!

- [x] paid AUD 518 via Wise 2026-02-27
- [x] parcel arrived 2026-03-24
- [ ] email Kerri a photo of the suits in use (she asked)
""")

N(YJ, """
---
created: 2026-03-02
tags: [养蜂, 怡君, 繁体]
---
# 怡君 傳來的訊息

陳怡君（阿君），新竹 高中物理老師，2024 年 兩岸物理教學交流 認識的。家裡在苗栗 養義大利蜂（西洋蜂）。下面是 LINE 訊息 直接複製過來的。

## 2026-03-02 草酸

「蜂蟹蟎 我們都用草酸滴流：3.5% 草酸糖水（草酸 35 g + 1:1 糖水 1 公升），每條蜂路 滴 5 ml，一箱最多 50 ml。一定要在 無子期 做，封蓋子裡的蟎 草酸打不到。」

「戴護目鏡跟手套！草酸很傷。中蜂抗蟎比較好，你一年做一次應該就夠了。」

## 2026-05-14 上課

「我這週用 phyphox 做單擺測 g，學生超愛。你說的 聲學碼錶 自由落體 也很好玩，下次試。」

## 2026-07-10 來成都

「7/20–7/24 去成都開會！有空吃火鍋嗎？不要太辣（其實可以辣）」

## 2026-09-30 蜂蜜

「收到照片了～你們秋天還能搖蜜好厲害，我們這邊 秋天都在餵糖。」
""")

# ---------------------------------------------------------------------------
# Renovation
# ---------------------------------------------------------------------------

N(REN_OV, """
---
created: 2025-12-13
tags: [装修, 爸妈]
status: 收尾
aliases: [抚琴老房, 爸妈那边]
---
# 老房改造 总览

抚琴小区 7 栋 4 楼，1994 年的房，62 ㎡，两室一厅，没电梯。
目标：适老化 + 重做卫生间防水 + 换水电。不动格局。

## 人

- 施工：邓师傅（邓建国，邓哥）施工队，半包，雪姐同事介绍的
- 社区 适老化评估：小陈
- 钱：我 6 万，雪姐 3 万

## 时间线

- 2026-04-22 签合同
- 2026-05-18 开工，拆旧
- 2026-06-06 水电验收
- 2026-06-10 闭水过
- 2026-07-12 泥工完
- 2026-08-30 完工，08-31 验收
- 2026-10-25 爸妈搬回

## 过渡住处

- 装修期间爸妈住 抚琴小区里的一楼短租，¥1,800/月（没住我们家，也没去重庆）

## 收尾 待办

- [x] 厨房水槽下面渗水，邓哥 09-08 来修好
- [x] 主卧门 刨了一下，关得上了
- [x] 开荒保洁 ¥600
- [ ] 社区适老化补贴 ¥3,000 还没到账，找小陈问进度
- [ ] 阳台升降晾衣架 厂家一直没来装，再催
- [ ] 质保金 2,640 明年 9 月 没问题再给邓哥
""")

N(REN_BATH, """
---
created: 2026-04-26
tags: [装修, 卫生间]
---
# 卫生间 方案

原来：蹲坑 + 电热水器挂墙 + 没防水，漏楼下三次。
面积 1.6 × 2.2 m，小。

## 方案变化

- 2026-04-26 定了：一字形钢化玻璃淋浴房，¥2,300，付定金 200
- 2026-05-21 改：不做淋浴房了。小陈评估说玻璃门 老人进出要跨、放洗澡凳转不开身 → 挡水条 + 浴帘 + 扶手 + 折叠洗澡凳。定金 200 没退
- 最终就这样做的，妈很满意

## 细节

- 蹲坑 改 坐便，坐便旁 L 形扶手，离地 750 mm（小陈给的高度，爸 试过正合适）
- 淋浴区 墙上 一字扶手，高度 同样 750
- 挡水条 大理石 3 cm 高，斜面
- 地面 防滑砖 R11，地漏 长条形
- 防水：墙面刷 1.8 m 高，淋浴区 到顶
- 折叠洗澡凳 壁挂式 ¥268
""")

N(REN_PAY, """
---
created: 2026-04-20
tags: [装修, 钱]
---
# 预算 & 付款

预算 9 万（我 6 + 姐 3）。

- 邓师傅 半包合同 总价 ¥52,800（人工 + 辅材），主材自己买
- 付款：30% / 40% / 25% / 5% 质保金（一年后）

| 日期 | 项目 | 金额 |
| --- | --- | --- |
| 2026-04-22 | 首款 30% | 15,840 |
| 2026-06-06 | 中期 40%（水电验收后） | 21,120 |

- 质保金 ¥2,640 到明年 9 月

## 主材（自己买）

| 项目 | 金额 |
| --- | --- |
| 木纹砖 + 卫生间砖 | 9,860 |
| 橱柜 | 8,200 |
| 燃气热水器 | 2,899 |
| 坐便 + 花洒 + 扶手 | 3,150 |
| 门 ×3 | 4,500 |
""")

N(REN_LOG, """
---
created: 2026-05-18
tags: [装修]
---
# 施工日志

- 05-18 开工 拆旧，卫生间 厨房 砸空
- 05-19–05-23 清运垃圾，拆了老铁窗
- 05-25 开槽 走水电，全换 PPR + 4 平方线
- 06-05 水电完
- 06-06 打压 0.8 MPa 30 分钟 不降，水电验收过
- 06-08 卫生间 刷防水（两遍 JS），06-08 晚 开始闭水，蓄水 48 小时，06-10 看楼下 没渗 ✓
- 06-11 泥工进场，贴砖
- 07-12 泥工结束
- 07-15 木工 做了个 鞋柜 + 阳台 储物柜
- 07-20–08-10 油漆（乳胶漆 两底两面）
- 08-18 橱柜 安装
- 08-25 灯具 洁具 安装，扶手装好
- 08-30 完工
""")

N(REN_BUY, """
---
created: 2026-05-04
tags: [装修, 采购]
---
# 采购清单

| 东西 | 选的 | 价钱 | 状态 |
| --- | --- | --- | --- |
| 地砖 | 木纹砖 哑光 200×1200 | ¥118/㎡ | 已铺 |
| 卫生间砖 | 防滑 R11 | ¥95/㎡ | 已铺 |
| 热水器 | 燃气 恒温 16L | ¥2,899 | 已装 |
| 坐便 | 普通 虹吸 | ¥1,480 | 已装 |
| 扶手 | 不锈钢 L 形 + 一字 | ¥520 | 已装 |
| 洗澡凳 | 壁挂 折叠 | ¥268 | 已装 |
| 晾衣架 | 阳台 手摇升降 | ¥690 | 等安装 |

- [x] 燃气灶 带熄火保护（原来那个没有）
- [ ] 卧室 + 走廊 感应夜灯 ×3（爸嫌太亮，要找暖光弱一点的）
- [ ] 卫生间 紧急呼叫按钮？问下社区有没有送
""")

N(REN_FLOOR, """
---
created: 2026-05-02
tags: [装修, 地面]
---
# 地面 选材

| | 实木地板 | 瓷砖 | 木纹砖 |
| --- | --- | --- | --- |
| 防潮 | 差（一楼 潮，四楼还好） | 好 | 好 |
| 防滑 | 好 | 亮面 很滑 | 哑光 R10 还行 |
| 脚感 | 暖 | 冷 | 冷 |
| 打理 | 要打蜡 | 简单 | 简单 |

- 妈：要木地板，脚底暖和
- 我：瓷砖，好打理，不怕水
- 2026-05-04 定了：全屋铺木纹砖（哑光防滑），卧室也铺，冬天加地毯
- 木纹砖 选的 200×1200，¥118 一平，买了 52 平 加损耗
""")

# ---------------------------------------------------------------------------
# Conference
# ---------------------------------------------------------------------------

N(CONF_ABS, """
---
created: 2026-05-20
tags: [APCPE, abstract, english]
---
# Abstract — APCPE 2026 (submitted 2026-05-28)

**Listening to the Hive: Low-cost Temperature Logging as a Context for Teaching Heat Transfer in Senior High School**

Luo Wentao, Rongxi High School, Chengdu

Heat transfer is often taught with idealised textbook examples that students find abstract. We describe a student research project in which a group of 12 Grade 11 students built a low-cost temperature logger (an ESP32 microcontroller with four DS18B20 waterproof probes, under CNY 150 per kit) and installed it in a colony of Asian honeybees (Apis cerana) on a farm plot near Chengdu.

The logger recorded the top, middle and bottom of the brood box and the outside air every five minutes for 47 consecutive days (25 April to 10 June). Students found that the brood area stayed between 34 and 35.5 °C while the outside air ranged from 12 to 31 °C, and used the data to discuss conduction through the hive walls, convection and evaporative cooling.

We report what students learned, the practical problems (moisture, battery life) and how the unit can be adapted by teachers without access to a beehive.

Keywords: heat transfer; student research; sensors; interdisciplinary
""")

N(CONF_PREP, """
---
created: 2026-05-20
tags: [APCPE, 会议]
aliases: [香港会, 亚太物理教育会]
---
# APCPE 2026 准备 & 报销

Asia-Pacific Conference on Physics Education，香港，11 月中（13–15 号）。

## 时间线

- 05-28 交 abstract（250 词限）
- 07-01 录用，oral 15 min
- 07-03 学校同意报销，决定去现场
- 08-15 交注册费 early bird HK$2,400（08-15 截止，之后 3,100）
- 10-12 改成线上讲：爸妈 10 月底搬回老房 + 期中出卷，走不开。online presenter 只要 1,200，但已交的不退
- 11-14 线上讲完

## 讲稿

- 15 min：背景 2 / 做法 4 / 数据 5 / 学生反馈 2 / 怎么推广 2
- 录播 备用，防网卡

## 待办

- [x] 录播 视频 传给会务
- [x] 做 slides（中英）
- [ ] 报销：注册费发票 + 会务的 receipt 交财务（线上的没机票住宿）
- [ ] 写一份会议小结 给教研组，刘姐要
- [ ] slides 发刘姐 组内分享
""")

N(HIVEPROJ, """
---
created: 2026-03-21
tags: [研究性学习, 蜂, 传感器]
---
# 蜂箱测温 研究性学习

高二（2026 春）研究性学习小组，12 个人，组长 小胡。题目：《蜂箱里的热传递》。

## 硬件

- ESP32 + DS18B20 ×4（上 / 中 / 下 / 箱外），18650 电池 + 太阳能板
- 每套成本 ¥140 左右
- 5 分钟 记一次，存 SD 卡

## 数据

- 2026-04-25 装到 1 号箱，到 06-10 取出，连续 47 天
- 子脾区 34–35.5 °C 很稳，外面 12–31 °C
- 下雨那几天 湿度 爆表，有一个探头 进水 读数乱跳

## 待办

- [x] 数据 画图（学生 用 Excel）
- [ ] 学生结题报告 寒假前交（小胡 负责）
- [ ] 换防水盒 + 新电池 开春再装一次
- [x] 代码 传 GitHub（香港那位老师问了）
""")

# ---------------------------------------------------------------------------
# Teaching
# ---------------------------------------------------------------------------

N(T_PHONE, """
---
created: 2025-11-27
tags: [教学, 实验, phyphox]
---
# 手机测 g 实验

用 phyphox 的 声学秒表（Acoustic Stopwatch）：小球 从固定高度 释放时敲一下，落地再响一下，算时间。
也可以 单擺（阿君的做法）。

| 日期 | 班 | 方法 | 结果 |
| --- | --- | --- | --- |
| 2025-12-05 | 高二 7 班 | 单摆 | 9.78 |
| 2026-10-16 | 高一 5 班 | 声学秒表 自由落体 | 最好 9.71 |

注意：
- 先讲 手机麦克风 在哪，别用手挡住
- 高度 至少 1.5 m，用卷尺 量到 球底
""")

N(T_COMP, """
---
created: 2025-09-01
tags: [教学, 竞赛]
---
# 竞赛辅导

物理竞赛班，周三 周五 晚自习后 + 周六上午。

- 2026 预赛：小胡（胡一帆）省一等，另外两个 二等
- 复赛 小胡 没进省队，差 6 分，他哭了
- 用书：程稼夫 那两本 + 历年真题

## 待办

- [ ] 寒假 竞赛集训 计划（1 月 20 号以后）
- [x] 暑假集训 7/5–7/15
""")

N(T_TERM, """
---
created: 2026-09-01
tags: [教学, 高一]
---
# 2026 秋 高一 教学

带 5 班、8 班。教研组长 刘姐（刘芳）。

## 进度

- 第一章 运动的描述 ✓
- 第二章 匀变速直线运动 ✓（10 月 做了手机测 g）
- 第三章 相互作用 进行中
- 期末 考到 第四章 牛顿运动定律

## 待办

- [x] 期中 出卷（11/12 考）
- [ ] 期末 复习讲义：力学 前四章，12 月中前印好
- [ ] 8 班 补差名单（期中 6 个不及格）+ 周四 下午 补课
- [ ] 下学期 公开课 报题目
""")

# ---------------------------------------------------------------------------
# Family
# ---------------------------------------------------------------------------

N(FAM + "小满.md", """
---
created: 2025-09-01
tags: [家, 小满]
---
# 小满

罗小满，2019 年 5 月生。2025 秋 幼儿园大班，2026 秋 上一年级（蓉西小学）。

- 游泳课 每周六 下午，¥2,880 / 20 节
- 过敏：芒果
- 2026-09-01 一年级 开学，班主任 张老师
- 想养 一只 仓鼠，唐静 不同意
""")

N(FAM + "爸妈.md", """
---
created: 2025-11-22
tags: [家, 爸妈]
---
# 爸妈

- 爸 罗国强，68，退休钳工，左膝 骨关节炎，上下楼慢
- 妈 何淑芬，65，晚上起夜多，视力一般
- 二舅 何建平，妈的二哥，在郫都 唐昌 种地，我的蜂放他那儿
- 雪姐（罗雪）在重庆，每月 给爸妈 1,000

- 2026-10-25 搬回 抚琴 老房
""")

N(FAM + "2026 开支.md", """
---
created: 2026-01-01
tags: [钱]
---
# 2026 开支（大头）

| 月 | 项目 | 金额 |
| --- | --- | --- |
| 2 月 | 淘宝 摇蜜机 | 460 |
| 2 月 | Gumleaf 防蜂服 + 起刮刀（AUD 518） | 2,410 |
| 3 月 | 关税 | 186 |
| 4 月 | 装修 首款 | 15,840 |
| 5 月 | 爸妈 短租 押一付一 | 3,600 |
| 6 月 | 装修 中期 | 21,120 |
| 8 月 | APCPE 注册 | 2,160 |
| 9 月 | 装修 尾款 + 增项 | 16,600 |

- 郫都 蜂 今年 卖蜜 收入 ¥880 + 秋蜜 还没卖
""")

# ---------------------------------------------------------------------------
# Resources
# ---------------------------------------------------------------------------

N(RES_BOOK, """
---
created: 2026-01-15
tags: [养蜂, 读书]
---
# 中蜂饲养 读书笔记

《中蜂饲养实战》寒假看的。

- 中蜂 怕 震动 怕 气味，开箱 动作要轻，别喷香水
- 中蜂 容易 飞逃：缺蜜、胡蜂骚扰、巢虫多、开箱太勤
- 中蜂 一般 不用继箱，用 十框 郎式 箱
- 蜂螨：中蜂 对 大蜂螨 抗性强，小蜂螨 偶尔有，一般不用药
- 囊状幼虫病 是中蜂大敌，发现 子脾 插花 要警惕
- 过冬：蜜脾 留 足（每群 至少 5 斤），箱外 保温，巢门 缩小
- 取蜜：只取 封盖 成熟蜜，留 足 边脾
""")

N(RES_OLD, """
---
created: 2026-05-21
tags: [装修, 适老化]
---
# 适老化改造 要点

社区 小陈 给的 单子 + 自己查的。

- 扶手：马桶旁、淋浴区、床边；离地 700–850 mm，要能撑 100 kg
- 地面：防滑，卫生间 R11 以上，全屋 高差 不超过 15 mm
- 夜灯：卧室 → 卫生间 一路，感应，暖光
- 淋浴：不要 浴缸，不要 高门槛，能放 洗澡凳
- 开关 插座 加高（插座 60 cm），少弯腰
- 金牛区 补贴：评估后 最多 ¥3,000，做完 拍照 报社区
""")

N(RES + "phyphox 备忘.md", """
---
created: 2025-11-20
tags: [教学, phyphox]
---
# phyphox 备忘

- 超重失重：加速度（不含 g），电梯里
- 声学秒表：阈值 调 0.1 左右，教室安静
- 单摆：用 陀螺仪 测周期
- 远程：电脑 浏览器 连 手机，投屏 给全班看
""")

# ---------------------------------------------------------------------------
# Archive
# ---------------------------------------------------------------------------

N(ARC_BUY, """
---
created: 2025-04-12
tags: [养蜂, 归档]
---
# 2025 买蜂

- 2025-04-12 在彭州 龙门山 杨师傅（杨大爷）那儿买了两箱中蜂，¥450 一箱，连箱带蜂，一共 900
- 杨师傅 教了 怎么看王、怎么看蛋，送了一个 喷烟器
- 拉回郫都 二舅家，晚上 开巢门，第二天 就进粉了
- 2025-06-21 1 号 人工分了一箱 = 3 号
""")

N(ARC_H1, """
---
created: 2025-10-19
tags: [养蜂, 归档]
---
# 2025 秋 第一次摇蜜

- 借杨师傅的 两框 摇蜜机
- 割蜜刀 要 烫热
- 6.2 斤，装了 12 瓶 + 一小罐
- 教训：戴手套；摇之前 地上铺塑料布；要有人 帮忙 赶蜂
""")

N(ARC_YR, """
---
created: 2025-12-31
tags: [总结, 归档]
---
# 2025 年终总结

- 教学：高二 两个班，公开课《超重与失重》 还行
- 养蜂：4 月 买了 两箱，分出 一箱，年底 三箱。第一次 摇蜜 6.2 斤。过冬 没包 保温，有点冒险
- 家：老房 决定 明年 翻修
- 明年：装修 + 投会议 + 蜂 扩到 5 箱
""")

N(ARC_JM, """
---
created: 2026-04-11
tags: [装修, 归档]
---
# 家美装饰 报价（没用）

- 全包 ¥98,000，不含家电，设计费 签约免
- 卫生间 做 玻璃 淋浴房 + 浴缸（？？老人要浴缸干嘛）
- 工期 75 天
- 没选：贵，而且 方案 不适合老人
""")

N(ARC + "2026 春 高二 下 教学.md", """
---
created: 2026-02-28
tags: [教学, 归档]
---
# 2026 春 高二 下 教学

- 带 3 班 7 班，电磁感应 + 交流电
- 研究性学习：蜂箱测温 小组 12 人
- 期末 均分 73.6
""")

# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------

QUERIES = [
    # ---------------- temporal-last ----------------
    dict(id="01", kind="temporal-last", lang="zh-Hans",
         query="上次开箱检查蜂群是哪天",
         note="the last hive inspection: 2026-11-21 (only in the daily note); the inspection table stops at 10-31",
         rewordings=["最近一次看蜂箱里面是什么时候", "郫都那几箱蜂 我最后一回打开查是啥时候"],
         rels=[(D + "2026-11-21.md", "入冬前最后一次开箱", 3),
               (BEE_INS, "| 2026-10-31 | 四箱正常", 2),
               (D + "2026-10-31.md", "开箱：四箱都正常", 2),
               (D + "2026-09-19.md", "开箱：1 号 6 框", 1)]),
    dict(id="02", kind="temporal-last", lang="en",
         query="when did I last get stung by my bees",
         note="the latest sting: 2026-11-08, left wrist (daily note); 11-21 says he was not stung",
         rewordings=["last bee sting date", "most recent time one of the bees got me at the Pidu hives"],
         rels=[(D + "2026-11-08.md", "左手腕被蛰了一下", 3),
               (D + "2026-07-18.md", "右脚踝挨了一针", 2),
               (D + "2026-04-18.md", "脸上挨了一下", 1),
               (D + "2025-10-19.md", "手背挨了两下", 1),
               (D + "2026-11-21.md", "穿了全套，没被蛰", 1)]),
    dict(id="03", kind="temporal-last", lang="zh-Hant",
         query="最近一次搖蜜是什麼時候、搖了多少",
         note="the latest harvest: 2026-09-27, 9.8 斤 (only in the daily note); the harvest table stops at 05-31",
         rewordings=["上次取蜂蜜是哪天 幾斤", "我最後一回收蜜的日期跟重量"],
         rels=[(D + "2026-09-27.md", "摇秋蜜：只取了 1 号和 5 号", 3),
               (BEE_HARV, "| 2026-05-31 | 1、2、3 | 18.5 斤", 2),
               (D + "2026-05-31.md", "摇春蜜！", 1),
               (D + "2026-09-19.md", "秋蜜封盖了七八成", 1)]),
    dict(id="04", kind="temporal-last", lang="zh-Hans",
         query="最后一笔钱给邓师傅是什么时候付的",
         note="the last payment to the contractor: 2026-09-03, 尾款 13,200 + 增项 3,400 (daily note); the payment table stops at the 中期 payment",
         rewordings=["装修尾款哪天结清的", "老房装修 上次给施工队转账 日期和金额"],
         rels=[(D + "2026-09-03.md", "给邓师傅结了尾款 13,200", 3),
               (REN_PAY, "| 2026-06-06 | 中期 40%", 2),
               (FAM + "2026 开支.md", "| 9 月 | 装修 尾款 + 增项 | 16,600 |", 2),
               (D + "2026-06-06.md", "付中期款 21,120", 1),
               (REN_PAY, "质保金 ¥2,640 到明年 9 月", 1)]),
    dict(id="05", kind="temporal-last", lang="zh-Hans",
         query="上次给蜂喂糖是哪天",
         note="the last sugar feeding: 2026-11-15, 1.5 斤 per hive of 2:1 (daily note); the feeding table stops at 11-01",
         rewordings=["最近一回喂糖水 是几号", "蜂群补饲 最后一次 什么时候弄的"],
         rels=[(D + "2026-11-15.md", "最后一次喂糖", 3),
               (BEE_FEED, "| 2026-11-01 | 2:1 | 1.5 斤", 2),
               (D + "2026-11-01.md", "喂了一次 2:1 的浓糖水", 2),
               (D + "2026-09-05.md", "秋季补饲 开始", 1)]),
    dict(id="06", kind="temporal-last", lang="mixed",
         query="上次带学生用 phyphox 测 g 是哪天 哪个班",
         note="the latest phone-g lab: 2026-11-20 with 8 班 (daily note); the lab table stops at 5 班 on 10-16",
         rewordings=["最近一次 手机测重力加速度 的实验课 是什么时候", "phyphox lab 最后是在哪个班做的"],
         rels=[(D + "2026-11-20.md", "8 班 手机测 g（phyphox）", 3),
               (T_PHONE, "| 2026-10-16 | 高一 5 班", 2),
               (D + "2026-10-16.md", "5 班做手机测 g", 2),
               (T_TERM, "第二章 匀变速直线运动", 1)]),
    dict(id="07", kind="temporal-last", lang="zh-Hant",
         query="阿君最近一次傳訊息給我是什麼時候、說了什麼",
         note="the latest message from 怡君: 2026-11-26, asking for two jars of autumn honey (daily note); her message note stops at 09-30",
         rewordings=["怡君上次找我聊什麼", "新竹那位物理老師朋友 最新一則訊息"],
         rels=[(D + "2026-11-26.md", "阿君傳訊息（原文）", 3),
               (YJ, "收到照片了～", 2),
               (D + "2026-07-22.md", "阿君来成都了", 1),
               (BEE_HARV, "送人：二舅、雪姐、阿君", 1)]),

    # ---------------- decision ----------------
    dict(id="08", kind="decision", lang="zh-Hans",
         query="爸妈卫生间最后到底做没做淋浴房",
         note="the glass shower enclosure chosen on 04-26 was dropped on 05-21 for a water-stop strip, curtain, grab bars and a folding stool",
         rewordings=["老房洗澡那块 玻璃隔断 后来怎么定的", "卫生间干湿分离 最终方案是啥"],
         rels=[(REN_BATH, "2026-05-21 改：不做淋浴房了", 3),
               (D + "2026-05-21.md", "卫生间改方案：不做淋浴房了", 3),
               (REN_BATH, "2026-04-26 定了：一字形钢化玻璃淋浴房", 1),
               (D + "2026-04-26.md", "定了做一字形钢化玻璃淋浴房", 1),
               (REN_BATH, "最终就这样做的", 2),
               (RES_OLD, "淋浴：不要 浴缸", 1)]),
    dict(id="09", kind="decision", lang="en",
         query="Did I end up buying the honey extractor from the Australian supplier?",
         note="he first ordered everything incl. the extractor (02-20) but dropped it on 02-26 and bought a 3-frame one on Taobao for ¥460",
         rewordings=["where did the extractor come from in the end, Gumleaf or Taobao",
                     "final call on importing that 4-frame honey extractor"],
         rels=[(GUM, "please drop the extractor", 3),
               (D + "2026-02-26.md", "改主意了：摇蜜机不从澳洲买了", 3),
               (BEE_OV, "摇蜜机：淘宝 3 框不锈钢", 2),
               (GUM, "Let's do everything including the extractor", 1),
               (D + "2026-02-20.md", "还是全部从 Gumleaf 买", 1),
               (GUM, "4-frame manual tangential extractor", 1)]),
    dict(id="10", kind="decision", lang="mixed",
         query="APCPE 最后是去香港现场还是线上讲",
         note="first decided to go to Hong Kong in person (07-03), changed to presenting online on 10-12",
         rewordings=["香港那个物理教育会议 我最后 in person 还是 online", "conference 到底有没有去现场"],
         rels=[(CONF_PREP, "10-12 改成线上讲", 3),
               (D + "2026-10-12.md", "APCPE 改成线上讲了", 3),
               (D + "2026-11-14.md", "APCPE 线上讲完了", 2),
               (D + "2026-07-03.md", "决定 11 月去香港现场讲", 1),
               (CONF_PREP, "07-03 学校同意报销", 1)]),
    dict(id="11", kind="decision", lang="zh-Hant",
         query="爸媽家地板最後鋪什麼",
         note="mum wanted wood, he wanted tile; on 05-04 they settled on matte wood-look tile throughout",
         rewordings=["老房地面 是木地板還是磁磚，後來怎麼決定的", "地面材料 定案"],
         rels=[(REN_FLOOR, "2026-05-04 定了：全屋铺木纹砖", 3),
               (D + "2026-05-04.md", "折中：全屋铺木纹砖", 3),
               (D + "2026-05-02.md", "地面吵了一架", 1),
               (REN_FLOOR, "| 防潮 |", 1),
               (REN_BUY, "| 地砖 | 木纹砖", 2),
               (D + "2026-07-12.md", "砖铺出来 真像木地板", 1)]),
    dict(id="12", kind="decision", lang="zh-Hans",
         query="装修期间爸妈住哪，最后怎么安排的",
         note="they rented a ground-floor short let in the same 小区 at ¥1,800 a month (not at his flat, not in 重庆)",
         rewordings=["施工那几个月 老人临时住的地方 定的啥", "爸妈 过渡住房 最后决定"],
         rels=[(D + "2026-05-10.md", "最后：在抚琴小区里租一套一楼的短租", 3),
               (REN_OV, "装修期间爸妈住 抚琴小区里的一楼短租", 3),
               (D + "2026-05-10.md", "唐静说住我们家", 1),
               (D + "2026-05-16.md", "帮爸妈搬到短租房", 2),
               (D + "2026-10-25.md", "短租多住了 10 天", 1)]),
    dict(id="13", kind="decision", lang="en",
         query="what did I decide for overwintering the hives",
         note="decided 11-01 with 二舅: winter in place, wrap in foam board and straw, narrow the entrance to 1 cm, top up with 2:1 syrup",
         rewordings=["winter plan for the bees, move them or leave them at the plot?",
                     "how am I getting the colonies through the cold months"],
         rels=[(BEE_OV, "跟二舅商量定了：原地过冬", 3),
               (D + "2026-11-01.md", "跟二舅商量 过冬的事", 2),
               (D + "2026-11-21.md", "3 号 5 号 也包了稻草", 2),
               (BEE_OV, "去年没包，3 号 开春差点没了", 1),
               (RES_BOOK, "过冬：蜜脾 留 足", 1),
               (ARC_YR, "过冬 没包 保温", 1)]),
    dict(id="14", kind="decision", lang="zh-Hans",
         query="老房热水器最后选的燃气还是电的",
         note="a 16 L constant-temperature gas heater (¥2,899); a 60 L electric one did not fit and the old meter is 20A",
         rewordings=["爸妈那边的热水器 定的哪种", "燃气热水器 和 电热水器 最后买的啥"],
         rels=[(D + "2026-06-20.md", "热水器：最后买的燃气恒温 16 升", 3),
               (REN_BUY, "| 热水器 | 燃气 恒温 16L", 2),
               (REN_PAY, "| 燃气热水器 | 2,899 |", 1),
               (REN_BATH, "原来：蹲坑 + 电热水器挂墙", 1)]),

    # ---------------- lookup ----------------
    dict(id="15", kind="lookup", lang="zh-Hans",
         query="邓师傅半包报价多少",
         note="the half-package contract: ¥52,800 for labour and auxiliary materials",
         rewordings=["老房装修 施工队 合同总价", "半包一共要多少钱"],
         rels=[(REN_PAY, "半包合同 总价 ¥52,800", 3),
               (D + "2026-04-20.md", "半包报价 52,800", 3),
               (D + "2026-04-22.md", "付首款 30% = 15,840", 2),
               (ARC_JM, "全包 ¥98,000", 1)]),
    dict(id="16", kind="lookup", lang="mixed",
         query="卫生间扶手装多高 mm",
         note="750 mm above the floor, next to the toilet and in the shower",
         rewordings=["grab bar 离地 高度 是多少", "马桶旁边那个扶手离地面多少"],
         rels=[(REN_BATH, "离地 750 mm", 3),
               (REN_BATH, "淋浴区 墙上 一字扶手", 2),
               (RES_OLD, "扶手：马桶旁、淋浴区、床边", 2),
               (REN_BUY, "| 扶手 | 不锈钢", 1)]),
    dict(id="17", kind="lookup", lang="zh-Hant",
         query="當初跟楊師傅買蜂一箱多少錢",
         note="¥450 a box (two boxes, ¥900) on 2025-04-12",
         rewordings=["第一批中蜂 每箱價格", "2025 年買那兩箱土蜂花了多少"],
         rels=[(ARC_BUY, "¥450 一箱", 3),
               (BEE_OV, "| 1 号 | 杨师傅", 1),
               (ARC_YR, "4 月 买了 两箱", 1)]),
    dict(id="18", kind="lookup", lang="en",
         query="how much customs duty did I pay on the Gumleaf parcel",
         note="¥186, paid when the parcel arrived on 2026-03-24",
         rewordings=["import tax on the bee suits from Australia",
                     "what did customs charge me when the Aussie order came in"],
         rels=[(D + "2026-03-24.md", "海关收了关税 ¥186", 3),
               (FAM + "2026 开支.md", "| 3 月 | 关税 | 186 |", 3),
               (GUM, "Revised invoice INV-3318", 1),
               (D + "2026-02-26.md", "仔细算了：摇蜜机 420", 1)]),
    dict(id="19", kind="lookup", lang="zh-Hans",
         query="卫生间闭水试验做了多少小时",
         note="48 hours (06-08 to 06-10), no leak downstairs",
         rewordings=["老房卫生间防水 蓄水测试 试了多久", "做完防水后放水测漏 要几个钟头"],
         rels=[(REN_LOG, "蓄水 48 小时", 3),
               (D + "2026-06-10.md", "闭水试验 48 小时到了", 3),
               (D + "2026-04-20.md", "重做防水 + 闭水试验", 1),
               (REN_BATH, "防水：墙面刷 1.8 m 高", 1)]),
    dict(id="20", kind="lookup", lang="zh-Hant",
         query="木紋磚一平方多少錢",
         note="¥118 per square metre, 200×1200, 52 ㎡ bought",
         rewordings=["老房地磚 單價", "鋪的那種仿木頭的磚 每平米價錢"],
         rels=[(REN_FLOOR, "¥118 一平", 3),
               (REN_BUY, "| 地砖 | 木纹砖 哑光", 3),
               (REN_PAY, "| 木纹砖 + 卫生间砖 | 9,860 |", 1)]),
    dict(id="21", kind="lookup", lang="en",
         query="APCPE early bird registration fee",
         note="HK$2,400 early bird, paid 08-15 (3,100 after; online presenter 1,200)",
         rewordings=["how much was the conference registration",
                     "what did I pay to sign up for the Hong Kong physics teaching conference"],
         rels=[(CONF_PREP, "交注册费 early bird HK$2,400", 3),
               (D + "2026-08-15.md", "APCPE 注册交了", 3),
               (FAM + "2026 开支.md", "| 8 月 | APCPE 注册", 2),
               (CONF_PREP, "online presenter 只要 1,200", 1)]),
    dict(id="22", kind="lookup", lang="zh-Hant",
         query="今年春天搖了多少斤蜜",
         note="18.5 斤 on 2026-05-31",
         rewordings=["2026 春蜜 產量", "五月那次取蜜 一共幾斤"],
         rels=[(BEE_HARV, "| 2026-05-31 | 1、2、3 | 18.5 斤", 3),
               (D + "2026-05-31.md", "一共 18.5 斤", 3),
               (D + "2026-09-27.md", "今年一共 28.3 斤", 1),
               (ARC_H1, "6.2 斤，装了 12 瓶", 1)]),

    # ---------------- tasks ----------------
    dict(id="23", kind="tasks", lang="zh-Hans",
         query="老房装修还有哪些没弄完",
         note="open: the ¥3,000 subsidy, the balcony clothes rack, the retention payment next year; also night lights and an alarm button to buy",
         rewordings=["爸妈房子 收尾 待办", "装修那边 还剩啥事情要跟进"],
         rels=[(REN_OV, "社区适老化补贴 ¥3,000 还没到账", 3),
               (REN_OV, "阳台升降晾衣架 厂家一直没来装", 3),
               (REN_OV, "质保金 2,640 明年 9 月", 2),
               (REN_BUY, "感应夜灯 ×3", 2),
               (REN_BUY, "紧急呼叫按钮", 2),
               (REN_OV, "厨房水槽下面渗水，邓哥 09-08", 1),
               (D + "2026-11-28.md", "爸在阳台等晾衣架", 1)]),
    dict(id="24", kind="tasks", lang="zh-Hans",
         query="蜂箱过冬前还有啥要做的",
         note="open: mouse guards on the entrances, an oxalic-acid treatment in December, disinfecting the empty 4 号 box",
         rewordings=["养蜂 入冬之前的待办", "郫都蜂那边 还有哪些活没干"],
         rels=[(BEE_OV, "巢门 加防鼠片", 3),
               (BEE_OV, "12 月断子期 试一次草酸", 3),
               (BEE_OV, "把 4 号空箱 用火烤一下", 2),
               (BEE_OV, "3 号 5 号 包稻草（11/21）", 1),
               (D + "2026-11-08.md", "3 号 5 号 稻草不够", 1),
               (HIVEPROJ, "换防水盒 + 新电池", 1)]),
    dict(id="25", kind="tasks", lang="en",
         query="what's still open for the APCPE conference",
         note="open: the reimbursement, a write-up for the teaching group, sending the slides to 刘姐",
         rewordings=["conference to-dos I haven't done", "anything left after the Hong Kong physics ed talk"],
         rels=[(CONF_PREP, "报销：注册费发票", 3),
               (CONF_PREP, "写一份会议小结", 3),
               (CONF_PREP, "slides 发刘姐", 2),
               (CONF_PREP, "录播 视频 传给会务", 1),
               (D + "2026-08-15.md", "发票 打印 留着报销", 1)]),
    dict(id="26", kind="tasks", lang="zh-Hant",
         query="期末前教學上還有哪些事沒做",
         note="open: the end-of-term review handout, the 8 班 remedial list and classes, next term's open-class topic, the winter competition plan",
         rewordings=["高一物理 期末 待辦", "這學期上課那邊 to-do 還剩什麼"],
         rels=[(T_TERM, "期末 复习讲义", 3),
               (T_TERM, "8 班 补差名单", 3),
               (T_TERM, "下学期 公开课 报题目", 2),
               (T_COMP, "寒假 竞赛集训 计划", 2),
               (D + "2026-10-20.md", "8 班 补差名单 还没定", 1),
               (T_TERM, "期中 出卷", 1)]),
    dict(id="27", kind="tasks", lang="mixed",
         query="蜂箱测温 project 还有什么没做完",
         note="open: the students' final report before winter break, a new waterproof box and battery for spring",
         rewordings=["研究性学习 那个 hive sensor 的 待办", "测温盒子 项目 剩下的 to-do"],
         rels=[(HIVEPROJ, "学生结题报告 寒假前交", 3),
               (HIVEPROJ, "换防水盒 + 新电池", 3),
               (D + "2026-11-21.md", "测温盒子电池 只剩 30%", 1),
               (HIVEPROJ, "代码 传 GitHub", 1)]),

    # ---------------- cross-language ----------------
    dict(id="28", kind="cross-language", lang="en",
         query="What oxalic acid mix and dose did my Taiwanese friend recommend for mites?",
         note="怡君 (zh-Hant): 3.5% oxalic acid in 1:1 syrup, 5 ml per seam, max 50 ml per hive, only when broodless",
         rewordings=["Yi-chun's varroa treatment recipe", "oxalic acid dribble, how much per seam of bees"],
         rels=[(YJ, "3.5% 草酸糖水", 3),
               (YJ, "戴護目鏡跟手套", 2),
               (D + "2026-03-02.md", "阿君（怡君）传了草酸治螨的做法", 2),
               (RES_BOOK, "蜂螨：中蜂", 1),
               (BEE_OV, "12 月断子期 试一次草酸", 1)]),
    dict(id="29", kind="cross-language", lang="en",
         query="How many bee colonies do I have left now?",
         note="four (1, 2, 3, 5) after 4 号 absconded on 08-22; confirmed on 11-21",
         rewordings=["number of hives still alive", "how many boxes of bees after the one that absconded"],
         rels=[(D + "2026-11-21.md", "入冬前最后一次开箱", 3),
               (D + "2026-08-22.md", "现在剩 1、2、3、5 号 四箱", 3),
               (BEE_OV, "| 编号 | 来源", 2),
               (BEE_INS, "| 日期 | 情况 | 备注 |", 1),
               (D + "2026-05-09.md", "现在 5 箱了", 1)]),
    dict(id="30", kind="cross-language", lang="zh-Hans",
         query="会议摘要里温度数据一共采了多少天",
         note="47 consecutive days (25 April to 10 June), every five minutes, four probes",
         rewordings=["abstract 里写的 测了几天", "香港那篇摘要 连续记录 多少天"],
         rels=[(CONF_ABS, "47 consecutive days", 3),
               (HIVEPROJ, "到 06-10 取出，连续 47 天", 2),
               (D + "2026-08-08.md", "连续 47 天没断", 2),
               (CONF_ABS, "We describe a student research project", 1)]),
    dict(id="31", kind="cross-language", lang="zh-Hant",
         query="澳洲蜂具行報價裡，搖蜜機空運運費多少",
         note="Kerri's quote: AUD 265 by air for the extractor (sea about AUD 150)",
         rewordings=["Gumleaf 搖蜜機 寄到成都 運費", "那台四框搖蜜機 從澳洲 空運過來 要多少運費"],
         rels=[(GUM, "by air it's another AUD 265", 3),
               (D + "2026-02-03.md", "单独空运还要 265", 2),
               (D + "2026-02-26.md", "仔细算了：摇蜜机 420", 2),
               (GUM, "Revised invoice INV-3318", 1)]),
    dict(id="32", kind="cross-language", lang="zh-Hans",
         query="澳洲那家说防护服尺码要怎么选",
         note="Kerri: the suits run large, go one size down (he took L instead of XL)",
         rewordings=["防蜂服 买大一码还是小一码", "Kerri 对蜂衣尺寸 给的建议"],
         rels=[(GUM, "our suits run large", 3),
               (GUM, "I'll take suits in L", 2),
               (D + "2026-03-24.md", "防蜂服 L 码正好", 2)]),

    # ---------------- no-answer ----------------
    dict(id="33", kind="no-answer", lang="zh-Hans",
         query="家里宽带续费一年多少钱",
         note="home broadband is never mentioned",
         rewordings=[], rels=[]),
    dict(id="34", kind="no-answer", lang="en",
         query="what did I pay for car insurance this year",
         note="no car and no insurance in the vault",
         rewordings=[], rels=[]),
    dict(id="35", kind="no-answer", lang="zh-Hant",
         query="我上次去看牙醫是什麼時候",
         note="dentist visits are never mentioned",
         rewordings=[], rels=[]),
    dict(id="36", kind="no-answer", lang="zh-Hans",
         query="蜂王浆一斤卖多少钱",
         note="royal jelly is never mentioned (only honey is sold)",
         rewordings=[], rels=[]),
]
