# -*- coding: utf-8 -*-
"""notes-blind-17: the single source of truth.

NOTES  : vault-relative path -> note text (written verbatim to vault/).
QUERIES: base questions with their two rewordings and their judgements.
         A judgement is (path, unique substring of the entry's line, grade).
         For a table, the substring may be in any row; build.py resolves it to the header row.

Persona: 余慧玲 (Yee Hui Ling, "Ling", 阿玲 at home), 32, born in 怡保 (Ipoh), Malaysia; in 台中
since university, permanent resident since 2025, a freelance subtitle translator. She learns to
ride a scooter and swaps it for a Gogoro, swims the 日月潭 crossing, rents a community-garden plot
where she grows pandan and chillies, goes to a Taiwanese (台语) evening class, nurses a sore
wrist, and helps her family keep her father's kopitiam 新源记 in Ipoh going.
Her own notes are in Simplified Chinese with English and Malaysian words (lah, tapau, boleh);
messages from Taiwan (landlord, a Taipei client, the passport office) are in Traditional
Chinese; the family WhatsApp is in Cantonese; client emails are in English, one with Malay.
Everything here was written by hand. Never edit it to make a system pass.
"""

NOW = "2026-11-30"
PREFIX = "nb17"

NOTES = {}


def N(path, text):
    assert path not in NOTES, path
    NOTES[path] = text.lstrip("\n")


D = "Journal/"
PRJ = "1 Projects/"
SC = PRJ + "换车 2026/"
SC_OV = SC + "换车 总览.md"
SW = PRJ + "日月潭泳渡 2026/"
SW_TR = SW + "泳渡 训练.md"
SW_RACE = SW + "比赛日.md"
KO = PRJ + "新源记 翻新/"
KO_OV = KO + "新源记 总览.md"
KO_BUD = KO + "Renovation budget (EN).md"
PASS = PRJ + "护照更新 2026.md"
LEASE_P = PRJ + "续租 还是 搬去北屯.md"
AREA = "2 Areas/"
WORK = AREA + "工作/"
W_CLIENT = WORK + "客户 & 稿费 记录.md"
W_LUMEN = WORK + "Lumen Subs emails (EN).md"
W_GD = WORK + "光點字幕 LINE.md"
W_FAIZ = WORK + "Sungai Kinta documentary.md"
MONEY = AREA + "钱/"
TAX = MONEY + "2026 报税.md"
FAM = AREA + "家/"
FAM_WA = FAM + "余家大小 WhatsApp.md"
FAM_SEND = FAM + "寄钱回家.md"
BODY = AREA + "身体/"
WRIST = BODY + "手腕 复健.md"
WRIST_EN = BODY + "Wrist rehab exercises (EN).md"
HOME = AREA + "住/"
LL_LINE = HOME + "房東 蔡先生 LINE.md"
LEASE = HOME + "租约.md"
BIKE = AREA + "机车/"
GOGO = BIKE + "Gogoro 资费.md"
GARDEN = AREA + "菜园/市民农园 B-12.md"
TAIYU = AREA + "学习/台语课 社大.md"
RES = "3 Resources/"
RES_FOOD = RES + "怡保家乡菜.md"
RES_SUB = RES + "字幕 style 速查.md"
RES_POOL = RES + "台中 游泳池 & 开放水域.md"
RES_CONTACT = RES + "台中 联络人.md"
RES_WORDS = RES + "Manglish × 台语 对照.md"
ARC = "4 Archive/"
ARC_MANY = ARC + "Many 110 (已卖).md"
ARC_LIC = ARC + "2025 考机车驾照.md"
ARC_APRC = ARC + "2025 APRC 永居.md"
ARC_YR = ARC + "2025 年度回顾.md"
ARC_JOB = ARC + "2024 离开影译 → freelance.md"

# ---------------------------------------------------------------------------
# Daily notes (Journal/)
# ---------------------------------------------------------------------------

N(D + "2025-06-07.md", """
- 跟阿哲去南屯看春社市民农园，还剩三块空地，最靠水龙头那块编号 B-12
- 一年 NT$3,600，要先去管理处登记排队
- 回程 tapau 了越南河粉，两个人在家吃
""")

N(D + "2025-06-14.md", """
# 有地了 🌱
- 签了 B-12（2 m × 5 m），年费 NT$3,600 付清，用到明年五月底
- 管理员张伯说早上六点开门，水龙头大家共用
- [x] 买锄头、手套、水桶
""")

N(D + "2025-06-21.md", """
- 菜园第一批：班兰两盆（Shopee 买的）、香茅、指天椒苗 ×6、九层塔
- 张伯问班兰是不是「香蘭」，我说我们 Malaysia 都叫 pandan 🤭
""")

N(D + "2025-07-03.md", """
# 永居证到手！
- 去移民署台中服务站领了 APRC，等了快三个月
- 以后不用每年续居留，freelance 也不用再烦工作许可
- 跟妈 video，妈哭了 lah，问我是不是不回来了 😅
""")

N(D + "2025-07-12.md", """
- 决定考机车驾照。每次去菜园都要阿哲载，太不方便
- 报名了台中区监理所的笔试，八月初考
- 下载题库 app，每天刷 50 题
""")

N(D + "2025-08-05.md", """
- 机车笔试 80 分，差 5 分没过 😭 标志题错一堆
- 可以两个礼拜后重考
""")

N(D + "2025-08-19.md", """
# 驾照 get ✅
- 笔试重考 92 分，下午路考（直线七秒、两段式左转）一次过
- 当场拿到驾照，拍照丢家族群，二哥回 "lepas ni boleh bawa mama jalan-jalan"
""")

N(D + "2025-09-06.md", """
# 买车 🛵
- 阿德机车行 二手光阳 Many 110（2019 年），里程 21,000 km
- NT$26,000 成交，含过户和新电瓶，阿德还送一顶安全帽
- 第一次自己骑去菜园，手一直抖
""")

N(D + "2025-09-09.md", """
- 社大台语课第一堂（秋季班），每周二晚上 7 点，文心校区
- 老师林秀琴，超会讲笑话。全班只有我一个外国人
- 学费 NT$2,800 一学期
""")

N(D + "2025-10-04.md", """
- Many 第一次保养 @阿德：机油 + 齿轮油 NT$650
- 阿德说后轮胎纹快没了，过年前要换
""")

N(D + "2025-10-18.md", """
- 回朝马运动中心游泳，游 1,000 m 就喘，三年没下水了
- 阿哲说日月潭泳渡每年九月，叫我明年报，他去终点等我
""")

N(D + "2025-11-03.md", """
- Cold email：新加坡 Lumen Subs 的 PM Priya Nair 问我接不接 zh-Hant 字幕
- 先做 test，10 分钟 sample，下礼拜交
""")

N(D + "2025-11-08.md", """
- 赶旧公司影译的 40 集 QC，三天没睡好
- 右手腕大拇指那边痛到拿杯子都痛 😣
""")

N(D + "2025-11-22.md", """
- 去仁爱复健科，吴医师说是狭窄性肌腱滑膜炎（De Quervain），滑鼠手的一种
- 电疗 + 热敷，健保挂号 NT$150，叫我一周来两次 lol 哪有可能
- 买了护腕
""")

N(D + "2025-12-13.md", """
- Lumen test 过了 ✅ 第一个 project：新加坡 drama "Tidewater" S1，10 集，US$3.50/min
- 订了过年机票 AirAsia 桃园 → KUL，二月十三去、二十二回，来回 NT$9,870
""")

N(D + "2025-12-28.md", """
- 写完 2025 年度回顾（放 Archive）
- 阿哲送我游泳用的骨传导耳机 🎧
""")

N(D + "2026-01-11.md", """
# 家庭会议（video）
- 爸说做不动了，想退休：决定把新源记顶让出去，已经有人出价 RM 80k
- 妈舍不得，二哥一直没讲话
- 我说过年回去再讲啦，不用急
""")

N(D + "2026-01-17.md", """
- Many 保养 + 换后轮胎，NT$1,750，阿德说这台还可以骑很久（flag 😂）
""")

N(D + "2026-01-24.md", """
- 连续赶 Tidewater 第 6–10 集，手腕又痛
- 吴医师加了超音波，说再不休息会变慢性
""")

N(D + "2026-01-31.md", """
- Tidewater S1 十集全交 ✅ 开 INV-2026-002 给 Lumen
- Priya 说 S2 春天开拍，会再找我
""")

N(D + "2026-02-13.md", """
- 飞 KUL，二哥来接机，开车两个多钟回怡保
- 一到家妈就煮了芽菜鸡 🤤 还是家里的最好吃
""")

N(D + "2026-02-17.md", """
# 初一
- 拜年，收了一堆红包 lol 我都 32 岁了
- 爸带我去茶室看：厨房很旧，冷气坏了两年都没修
""")

N(D + "2026-02-18.md", """
# 新源记 决定了
- 初二晚上在茶室开家庭会议：不顶让了！二哥说他来接手，辞掉物流的工作
- 爸同意，以后当顾问（其实就是每天早上来冲咖啡 lah 😂）
- 翻新预算 RM 30,000：大姐出 RM 10,000，我出 RM 5,000，其他爸出
- 招牌不改，还是叫新源记
""")

N(D + "2026-02-22.md", """
- 飞回台中，行李一半是白咖啡和 kaya
- 二哥说三月动工
""")

N(D + "2026-03-03.md", """
- 台语课春季班开课，还是林老师，周二晚上
""")

N(D + "2026-03-10.md", """
- Wise 汇了 RM 5,000 给二哥（翻新用），手续费大概 NT$180
""")

N(D + "2026-03-12.md", """
- 🤦 Wise 又汇了一次 RM 5,000！按了 "repeat transfer" 没看清楚
- 马上 WhatsApp 二哥
""")

N(D + "2026-03-15.md", """
- 二哥说多出来那 RM 5,000 不用退，拿去装茶室的新冷气，算我多出一份
- OK lor，当作孝敬爸妈。翻新我总共出了 RM 10,000
""")

N(D + "2026-03-20.md", """
- Priya 发来 Tidewater S2 的 offer：US$3.80/min，16 集
- S1 才 US$3.50，S2 集数多又赶，我觉得要再加
""")

N(D + "2026-03-28.md", """
- 复健：吴医师说四个月都没好，建议二选一：打类固醇，或体外震波（自费 NT$2,000 一次，做三次）
""")

N(D + "2026-04-04.md", """
- 回信给 Priya 开 US$4.50/min，附上 S1 零退件的 QC 纪录
""")

N(D + "2026-04-08.md", """
- Priya 还价 US$4.20/min → 接了 ✅ Tidewater S2 16 集，五月开工
""")

N(D + "2026-04-11.md", """
- 手腕：决定打针，健保有给付，一针搞定，比较便宜
""")

N(D + "2026-04-18.md", """
- 报名日月潭泳渡 ✅ 报名费 NT$1,200，个人组 3.3 km
- 目标：1 小时 30 分内游完
""")

N(D + "2026-04-25.md", """
- 阿哲的姐姐 Vivian 是物理治疗师，她说肌腱打类固醇可能会变脆，我还要练泳渡，最好不要
- 改主意：不打针了，改做震波，五月二号第一次
""")

N(D + "2026-05-02.md", """
- 震波第一次 NT$2,000，痛到飙泪 😭 吴医师说正常
""")

N(D + "2026-05-03.md", """
- 阿哲问我七月租约到期后，要不要搬去他北屯那边一起住
- 好心动……北屯的房子大很多，也有阳台
""")

N(D + "2026-05-08.md", """
- Lumen 汇款 INV-2026-014 US$630（Tidewater S2 ep 1–3）到了 ✅
""")

N(D + "2026-05-11.md", """
- 咦？Lumen 又汇了一次 INV-2026-014 的 US$630，double payment
""")

N(D + "2026-05-13.md", """
- Email Priya 讲 double payment。她说 finance 那边退款流程超麻烦
- 决定：不退款，直接从下一张 INV-2026-017 扣掉 US$630
""")

N(D + "2026-05-16.md", """
- 震波第二次，没那么痛了
- LINE 蔡先生问续约的事
""")

N(D + "2026-05-20.md", """
- 报税完成（2025 年所得），手机 app 报的，十分钟
- 稿费有 18 万免税额，算出来退税 NT$6,820 🎉
""")

N(D + "2026-05-24.md", """
# 租约：决定续
- 想了三个礼拜，跟阿哲讲好：先不搬，续租一年
- 理由：北屯离朝马和菜园都远，骑车要 40 分钟；而且我还没准备好 lah
- 蔡先生说房租从 NT$13,500 涨到 NT$14,000，OK
""")

N(D + "2026-05-27.md", """
- 搭高铁去台北的马来西亚友谊及贸易中心换护照（十月到期）
- 费用 NT$1,400，照片在附近照相馆拍，NT$200
- 说大概四个礼拜后可以领
""")

N(D + "2026-05-30.md", """
- 震波第三次（最后一次），三次共 NT$6,000
- 手腕好很多，可以连续打字两小时不痛
""")

N(D + "2026-06-06.md", """
# 新源记 重新开张 🎉
- 二哥传 video：新冷气、新招牌、厨房全换
- 早上七点开门，排队排到五脚基 lol
- 爸穿新 polo 站在咖啡炉旁边，好 proud
""")

N(D + "2026-06-13.md", """
- 菜园续约第二年，还是 B-12，年费涨到 NT$3,800
- 班兰已经长成一大丛
""")

N(D + "2026-06-20.md", """
- 泳渡训练开始：周二、周四朝马 2,000 m，周六长距离
- 买了泳渡用的橘色浮标 NT$650
""")

N(D + "2026-06-24.md", """
- 去台北领新护照 ✅ 顺便在信义区吃了 nasi lemak
- [ ] 去移民署更新永居证上的护照号码
""")

N(D + "2026-06-28.md", """
- 跟蔡先生签了续约：八月一号起一年，NT$14,000/月，押金一样两个月
""")

N(D + "2026-07-04.md", """
- 周六长距离：朝马 50 m 池 3,000 m，1:21，手腕没事 💪
""")

N(D + "2026-07-12.md", """
- 跟泳池认识的 Joanne 去日月潭朝雾码头试游 1.5 km，湖水比泳池冷很多
- 阿哲在岸上帮我们拍照
""")

N(D + "2026-07-18.md", """
- Many 发不动 → 阿德说启动马达 + 电瓶坏了，修 NT$3,800
- 本来想直接换新车，最后决定先修，再骑一年，省钱
""")

N(D + "2026-07-24.md", """
- 台新银行更新护照号码 ✅ 临柜十分钟
""")

N(D + "2026-08-07.md", """
- 退税 NT$6,820 入账（台新）✅
""")

N(D + "2026-08-12.md", """
- 冷气坏了，只吹风不冷 🥵 LINE 蔡先生
""")

N(D + "2026-08-14.md", """
- 蔡先生叫的冷气师傅来修：冷媒漏，补冷媒 + 换电容，NT$2,600 蔡先生出
""")

N(D + "2026-08-21.md", """
- 爸今天在怡保做白内障手术（右眼），二哥陪
- Wise 了 RM 1,500 给妈帮忙付手术费
""")

N(D + "2026-08-22.md", """
- 爸拆纱布了，说终于看清楚妈的皱纹 😂（妈不开心）
""")

N(D + "2026-08-29.md", """
# Many 又死了
- 台湾大道上突然熄火，拖吊 NT$800 到阿德那边
- 阿德说曲轴有问题，修要 NT$9,000 以上
""")

N(D + "2026-09-05.md", """
# 换车
- 不修了：Many 卖给阿德，改买 Gogoro
- 算过：修 9k 之后还会坏；Gogoro 有补助，菜园附近就有 GoStation
""")

N(D + "2026-09-12.md", """
- 去 Gogoro 公益门市试骑 VIVA MIX，好轻
""")

N(D + "2026-09-19.md", """
# 新车 ⚡
- 牵了 Gogoro VIVA MIX（消光灰），车价 NT$68,980，两个补助折抵 NT$12,000，实付 NT$56,980
- Many 卖给阿德 NT$8,000
- 电池资费选 299 方案，想说只骑菜园跟游泳池
""")

N(D + "2026-09-27.md", """
# 日月潭泳渡 🏊‍♀️
- 3.3 km 完赛！官方成绩 1:24:37，比目标快五分多钟
- 最后 500 m 逆风有浪，超累
- 阿哲在伊达邵终点等我，买了红茶拿铁
""")

N(D + "2026-10-03.md", """
- 泳渡后休息一周，今天回朝马只游 1,000 m
- 把泳渡心得写进比赛日的 note
""")

N(D + "2026-10-17.md", """
- 菜园：摘了一大把指天椒，回家做 sambal 🌶️
- 网子破了个洞，小鸟在偷吃辣椒
""")

N(D + "2026-10-21.md", """
- 复健 @仁爱：吴医师说恢复得不错，改成两周回诊一次
""")

N(D + "2026-10-24.md", """
- 二哥开了 Shopee 店卖新源记 kaya，第一天卖了 40 罐！
- 帮他写产品介绍（中英两版）
""")

N(D + "2026-10-27.md", """
- 台语课：学「欲去佗位」，林老师说我的腔调像槟城福建话 😂
""")

N(D + "2026-11-02.md", """
- Gogoro 十月骑了 380 km，299 方案超额 180 km，多付 NT$450 😱
""")

N(D + "2026-11-07.md", """
- Gogoro 资费改成 499 方案，下一期开始生效。还是比较划算
""")

N(D + "2026-11-10.md", """
- 台语课教菜市场用语，林老师叫我们自己去传统市场练习
""")

N(D + "2026-11-14.md", """
- Gogoro 第一次定期检查（1,000 km），公益服务中心，免费，只调了煞车
- 等的时候在隔壁吃了炒面
""")

N(D + "2026-11-18.md", """
- 复健 @仁爱：吴医师说手腕差不多好了，以后痛再来就好，不用固定回诊
- 健保 NT$150
""")

N(D + "2026-11-20.md", """
- 蔡先生 LINE：下个月中大楼要洗水塔，会停水一天，日期再通知
- 顺便问浴室抽风机可不可以换，他说 OK 他出钱
""")

N(D + "2026-11-21.md", """
- 菜园：摘了班兰叶和指天椒，张伯要了一把班兰回去煮饭
- 网子还是没修 😅
""")

N(D + "2026-11-24.md", """
- 交了 Tidewater S2 最后两集（ep 15–16）给 Lumen，Priya 说下周给 QC 意见
- [ ] 开 INV-2026-031（ep 15–16）
- 晚上台语课：期末小考，念了一段绕口令
""")

N(D + "2026-11-26.md", """
- 朝马游了 2,000 m，池水开始有点冷
- 明年还想再报泳渡
""")

N(D + "2026-11-28.md", """
- 自己去第五市场用台语买菜头，被阿姨夸讲得很好 😊
- 晚上跟妈 video，妈说爸十二月要回去复诊看另一只眼睛
""")

# ---------------------------------------------------------------------------
# 1 Projects
# ---------------------------------------------------------------------------

N(SC_OV, """
---
created: 2026-07-18
tags: [机车, gogoro]
aliases: [换车, new scooter]
status: done
---
# 换车 2026

## 背景
- 旧车是光阳 Many 110（2019 年），2025 年 9 月跟阿德机车行买的二手车。2026 年开始一直出问题，细节见 [[Many 110 (已卖)]]

## 决定
- 2026-07-18：启动马达 + 电瓶坏，修 NT$3,800。先修不换
- 2026-08-29：台湾大道熄火，曲轴要修 NT$9,000+
- 2026-09-05：拍板——不修了，Many 卖掉，买 Gogoro VIVA MIX
- 2026-09-19：交车

## 费用
| 项目 | NT$ |
| --- | --- |
| VIVA MIX 车价 | 68,980 |
| 环境部补助（门市折抵） | −7,000 |
| 台中市补助（门市先垫） | −5,000 |
| 实付 | 56,980 |
| Many 卖给阿德 | +8,000 |

台中市那笔是门市先帮忙垫的，市府审核不过的话要补回 NT$5,000。

## 待办
- [x] Many 过户给阿德
- [x] 下载 Gogoro app，绑信用卡
- [ ] 买新安全帽（阿德送的那顶太松）
- [ ] 确认台中市补助审核通过
- [x] 电池资费改 499（见 [[Gogoro 资费]]）
""")

N(SW_TR, """
---
created: 2026-04-18
tags: [游泳, 泳渡]
aliases: [Sun Moon Lake swim, 泳渡]
---
# 日月潭泳渡 2026 训练

- 报名：2026-04-18，个人组 3.3 km，报名费 NT$1,200
- 目标：1:30 内完赛
- 比赛：九月底，朝雾码头下水，伊达邵上岸 → [[比赛日]]

## 课表
- 周二、周四：朝马 50 m 池，2,000 m（技术 + 间歇）
- 周六：长距离，慢慢加到 3,500 m
- 每个月至少一次开放水域

## 训练纪录
| 日期 | 地点 | 距离 | 备注 |
| --- | --- | --- | --- |
| 2026-06-20 | 朝马 | 2,000 m | 第一堂 |
| 2026-07-04 | 朝马 | 3,000 m | 1:21 |
| 2026-07-12 | 日月潭 朝雾码头 | 1.5 km | 试游，水冷 |
| 2026-08-08 | 朝马 | 3,500 m | 手腕 OK |
| 2026-08-23 | 日月潭 | 2.5 km | 跟 Joanne |
| 2026-09-12 | 朝马 | 3,000 m | 最后一次长距离 |
| 2026-09-22 | 朝马 | 1,500 m | 赛前减量 |

## 装备
- 橘色浮标 NT$650（比赛规定一定要有）
- 泳镜两副：透明 + 镜面（早上逆光用）
- 阿哲送的骨传导耳机（训练用，比赛不能戴）
""")

N(SW_RACE, """
# 比赛日 2026-09-27

- 04:30 起床，阿哲开车，06:00 到朝雾码头报到，领泳帽（粉红色）和计时晶片
- 07:10 个人组下水
- 成绩：1:24:37（目标 1:30），女子 30–34 岁组第 57 名
- 最后 500 m 逆风有浪，喝了好几口湖水

## 心得（10-03 写）
- 开放水域练得不够，前 1 km 一直找不到节奏
- 镜面泳镜是对的，早上太阳很刺
- 明年：多练抬头看方向（sighting）
""")

N(KO_OV, """
---
created: 2026-01-11
tags: [family, 怡保, kopitiam]
aliases: [Sin Guan Kee, 爸的茶室, kopitiam]
---
# 新源记（怡保旧街场）

爸 1986 年开的茶室，卖白咖啡、kaya 烤面包、半生熟蛋，早上开到下午两点。

## 经过
- 2026-01-11 video：爸想退休，说要顶让，有人出 RM 80k
- 2026-02-18 初二家庭会议：不顶让，二哥接手，爸当顾问。翻新预算 RM 30,000
- 2026-03 动工：厨房、冷气、招牌
- 2026-06-06 重新开张
- 2026-10-24 二哥开 Shopee 卖 kaya

## 我能帮的
- [x] 设计新 menu（中文 + 马来文），五月给二哥
- [x] Shopee 产品介绍（中英）
- [ ] Google Maps 更新营业时间和照片（二哥一直说要弄）
- [ ] menu 加英文版，游客越来越多

预算和谁出多少钱见 [[Renovation budget (EN)]]。
""")

N(KO_BUD, """
# Sin Guan Kee renovation — budget (RM)

Shared with 大姐 (Mei Fong) in Singapore, so it is in English.

| Item | Budget | Actual |
| --- | --- | --- |
| Kitchen (stove, sink, tiles) | 14,000 | 15,200 |
| Air-conditioning (2 units) | 5,000 | 4,800 |
| Signboard | 3,000 | 2,600 |
| Tables & chairs | 5,000 | 4,100 |
| Electrical rewiring | 3,000 | 3,900 |
| **Total** | **30,000** | **30,600** |

## Who paid

| Who | Amount | Notes |
| --- | --- | --- |
| Mei Fong | 10,000 | bank transfer from SG |
| Hui Ling | 10,000 | RM 5,000 on 2026-03-10, plus the accidental second RM 5,000 on 2026-03-12, kept for the air-con |
| Dad | 10,600 | savings |

Kah Wai keeps the receipts in the blue file under the counter.
""")

N(PASS, """
---
created: 2026-05-20
tags: [证件]
aliases: [passport renewal, 换护照]
status: active
---
# 马来西亚护照更新 2026

- 旧护照 2026 年 10 月到期，剩不到六个月就要换，不然出国会被挡
- 地点：台北 马来西亚友谊及贸易中心（信义区），要先网上预约
- 2026-05-27 递件：费用 NT$1,400 + 照片 NT$200
- 2026-06-24 领新护照

## 辦事處說明（抄自網站）
> 申請人須本人親自到場，攜帶舊護照及居留證件正本。
> 護照製作約需四週，領取時須出示收據。

## 换完之后要更新的地方
- [x] Wise
- [x] 台新银行（07-24 临柜）
- [ ] 移民署：永居证上的护照号码
- [ ] 告诉 Lumen 更新 vendor 资料（他们存了旧护照 copy）
""")

N(LEASE_P, """
---
created: 2026-05-03
tags: [住]
aliases: [租约 2026, 搬去北屯?]
status: done
---
# 续租 还是 搬去北屯？

阿哲 05-03 提议租约到期后一起住他北屯的房子。

| | 续租西区 | 搬去北屯 |
| --- | --- | --- |
| 房租 | NT$14,000（蔡先生要涨 500） | 跟阿哲分摊，约 NT$9,000 |
| 到朝马 | 骑车 8 分钟 | 40 分钟 |
| 到菜园 | 15 分钟 | 40 分钟 |
| 空间 | 小，一房一厅 | 大，三房，有阳台 |

## 结论
- 2026-05-24：续租一年。跟阿哲说好明年租约到期再一起看房子，不急
- 2026-06-28 跟蔡先生签约
""")

# ---------------------------------------------------------------------------
# 2 Areas
# ---------------------------------------------------------------------------

N(W_CLIENT, """
---
tags: [工作, freelance]
aliases: [clients, 稿费, invoices]
---
# 客户 & 稿费

## 客户
- **Lumen Subs**（新加坡）：PM Priya Nair，英文 email，付美金，Wise 收 → [[Lumen Subs emails (EN)]]
- **光點字幕**（台北）：林佳蓉，LINE，台币按分钟算 → [[光點字幕 LINE]]
- **Faiz Rahman**（KL 独立导演，二哥的朋友）：纪录片 Sungai Kinta → [[Sungai Kinta documentary]]

## 费率
- Lumen：S1 US$3.50/min；S2 US$4.20/min（2026-04-08 谈定）
- 光點：NT$120/min
- Faiz：一口价

## 接案纪录
| 交稿 | 客户 | 内容 | 金额 | 发票 |
| --- | --- | --- | --- | --- |
| 2026-01-31 | Lumen | Tidewater S1 ×10 集 | US$1,750 | INV-2026-002 |
| 2026-02-27 | 光點 | 纪录片《海线》150 分钟 | NT$18,000 | INV-2026-006 |
| 2026-05-05 | Lumen | Tidewater S2 ep 1–3 | US$630 | INV-2026-014（被付了两次） |
| 2026-07-20 | Lumen | Tidewater S2 ep 4–8 | US$1,050 − 630 = US$420 | INV-2026-017 |
| 2026-08-28 | Faiz | Sungai Kinta 52 分钟（简体字幕） | RM 3,000 | INV-2026-022 |
| 2026-09-18 | Lumen | Tidewater S2 ep 9–14 | US$1,260 | INV-2026-024 |

## 待办
- [x] INV-2026-017 扣掉多付的 US$630
- [ ] INV-2026-031（Tidewater ep 15–16）
- [ ] 查二代健保补充保费：Lumen 是国外付款，要不要自己缴？
- [x] 光點 2026 报价单
""")

N(W_LUMEN, """
# Lumen Subs — emails with Priya Nair (copied)

**2025-11-03, Priya:** Hi Hui Ling, we found your profile on ProZ. We're looking for a zh-Hant subtitler for Singapore drama. Could you do a 10-minute test?

**2025-12-10, Priya:** Congrats, you passed! Our zh-Hant style guide: max 16 characters per line, two lines max, no full stop at the end of a line, 「」 for quotes. First project is Tidewater S1, 10 episodes, US$3.50 per runtime minute.

**2026-03-20, Priya:** Tidewater S2 is greenlit, 16 episodes. We can offer US$3.80/min.

**2026-04-04, me:** Thanks Priya. Given the volume and the turnaround, I'd like US$4.50/min. Attached is my S1 QC record (zero rejects).

**2026-04-07, Priya:** I can't get 4.50 approved. Best I can do is US$4.20/min for all of S2.

**2026-04-08, me:** Deal, US$4.20/min works for me. Please send the PO.

**2026-05-11, me:** Hi Priya, I think INV-2026-014 (US$630) was paid twice, on May 8 and again today.

**2026-05-12, Priya:** You're right, sorry! A refund would take finance 4–6 weeks. Could we just deduct it from your next invoice?

**2026-05-13, me:** Sure, I'll deduct US$630 from INV-2026-017.
""")

N(W_GD, """
# 光點字幕 林佳蓉 LINE

- 2025-06-30 佳蓉：慧玲～下個月有一部公視紀錄片，45 分鐘，每分鐘 NT$120 可以嗎？
- 2025-07-02 我：可以，月底前交。
- 2026-01-15 佳蓉：我們字幕規範改了，每行最多 14 個字喔，標點用全形。
- 2026-02-20 佳蓉：《海線》150 分鐘，三月初要，可以嗎？
- 2026-02-21 我：OK，二月底交。
- 2026-10-05 佳蓉：明年的報價單麻煩再寄一次，會計要存檔～
""")

N(W_FAIZ, """
# Sungai Kinta — dokumentari (Faiz Rahman)

**2026-07-02, Faiz:** Salam Hui Ling! Saya Faiz, kawan Kah Wai. I'm finishing a 52-minute documentary about the Kinta River and old Ipoh. Need Chinese subtitles (Simplified, for the Malaysian Chinese audience). Bajet saya kecil — RM 3,000 flat, boleh?

**2026-07-03, me:** Boleh! RM 3,000 flat for the 52 minutes, Simplified Chinese, delivery by the end of August.

**2026-08-30, Faiz:** Terima kasih banyak! The subtitles read very natural. Premiere is at the Ipoh Old Town festival, I'll send photos.
""")

N(TAX, """
---
tags: [钱, 税]
aliases: [报税, tax 2026]
---
# 2026 报税（2025 年所得）

- 2026-05-20 手机 app 报完
- 所得：稿費（9B）约 NT$620,000（Lumen + 光點 + 影译尾款）
- 稿費有 18 萬免稅額
- 结果：退税 NT$6,820
- 2026-08-07 退税入账（台新）

## 备注
- 国外付款（Lumen）也要报，用 Wise 对账单
- 二代健保：国内客户扣 2.11%，Lumen 没扣，不知道要不要自己补 → 问会计朋友
""")

N(FAM_WA, """
# 余家大小 WhatsApp（抄低重要嘅）

- 2026-01-11 妈：你爸话做唔郁喇，不如顶咗间铺佢
- 2026-02-25 妈：阿玲你问 kaya 点整：椰浆、鸡蛋、砂糖、班兰叶汁，隔水炖，细火搅足两个钟，唔好心急，一急就起粒
- 2026-03-12 二哥：Eh 你过咗两次钱喎 😂 RM 5k x2
- 2026-03-15 二哥：唔使还啦，拎嚟装冷气，当你出多份
- 2026-04-26 二哥：厨房拆晒喇，sinki 都换埋 (photo)
- 2026-06-06 妈：今日好多人，卖晒 180 只半生熟蛋 😄
- 2026-08-14 妈：你爸下礼拜五做白内障手术，唔使返嚟，二哥陪佢
- 2026-08-21 二哥：手术 OK 喇，doctor 话好顺利，明天拆纱布
- 2026-10-02 妈：天气凉喇，饮多啲汤，芽菜鸡嘅芽菜要摘头摘尾先至爽
- 2026-11-05 妈：你 kaya 整成点呀？记住班兰叶要打汁，唔好净系放叶落去
""")

N(FAM_SEND, """
# 寄钱回家（Wise）

平时不固定寄，妈说不用 lah，但是过年过节和大事一定要。

| 日期 | 给谁 | RM | 用途 |
| --- | --- | --- | --- |
| 2025-10-05 | 妈 | 500 | 中秋 |
| 2026-01-20 | 妈 | 1,000 | 过年 |
| 2026-03-10 | 二哥 | 5,000 | 新源记翻新 |
| 2026-03-12 | 二哥 | 5,000 | 按错多汇一次 → 当冷气钱 |
| 2026-08-21 | 妈 | 1,500 | 爸白内障手术 |
""")

N(WRIST, """
---
tags: [健康]
aliases: [wrist, De Quervain, 滑鼠手]
---
# 右手腕 De Quervain

- 2025-11-08 开始痛（赶影译 40 集）
- 仁爱复健科诊所，吴医师。健保挂号 NT$150
- 运动处方：见 [[Wrist rehab exercises (EN)]]

## 治疗选择（2026-03）
| 选项 | 费用 | 说明 |
| --- | --- | --- |
| 类固醇注射 | 健保 | 快，但是肌腱可能变脆 |
| 体外震波 ESWT | 自费 NT$2,000 × 3 | 慢一点，会痛 |

- 最后选震波（04-25 改主意，原本 04-11 想打针）

## 回诊
| 日期 | 治疗 | 备注 |
| --- | --- | --- |
| 2025-11-22 | 电疗 + 热敷 | 第一次 |
| 2026-01-24 | 加超音波 | 变严重 |
| 2026-03-28 | 评估 | 打针 or 震波 |
| 2026-05-02 | 震波 #1 | NT$2,000 |
| 2026-05-16 | 震波 #2 | NT$2,000 |
| 2026-05-30 | 震波 #3 | NT$2,000 |
| 2026-07-08 | 复健 | 好很多 |
| 2026-09-16 | 复健 | 泳渡前检查 |
""")

N(WRIST_EN, """
# Wrist rehab exercises (from Vivian, physio)

Do these twice a day, morning and evening. Stop if the pain goes above 4/10.

1. Gentle thumb stretch: tuck the thumb in, tilt the wrist down, hold 15 seconds, 3 reps.
2. Wrist extension with a 0.5 kg dumbbell: 3 sets of 10.
3. Rubber-band thumb extension: 3 sets of 15.
4. Ice for 10 minutes after long typing sessions.

Work setup: vertical mouse, wrist off the desk edge, a break every 45 minutes (set a timer!).
""")

N(LL_LINE, """
# 房東 蔡先生 LINE（重要的抄下來）

- 2024-07-20 蔡先生：押金兩個月，房租每月五號前轉帳就可以。
- 2026-05-16 我：蔡先生您好，八月租約到期，想問續約的事。
- 2026-05-18 蔡先生：可以續，不過這兩年管理費漲了，房租調到 14,000 好嗎？
- 2026-05-24 我：好的，沒問題，續一年。
- 2026-08-12 我：蔡先生，冷氣只吹風不冷⋯⋯
- 2026-08-13 蔡先生：明天早上師傅過去，冷氣維修費我來出，妳不用付。
- 2026-08-14 蔡先生：師傅說冷媒漏，已經補好，電容也換了，有問題再跟我說。
""")

N(LEASE, """
---
tags: [住]
aliases: [lease, 房子]
---
# 租约（西区）

- 房东：蔡先生（LINE，见 [[房東 蔡先生 LINE]]）
- 西区民生路巷子里，五楼有电梯，一房一厅
- 第一份约：2024-08-01 起，NT$13,500/月，押金两个月
- 续约：2026-08-01 起一年，NT$14,000/月，押金不变
- 电费：独立电表，自己缴；管理费房东出
- 冷气、热水器坏了房东负责（合约第 9 条）
""")

N(GOGO, """
---
aliases: [电池资费, battery plan]
tags: [机车, gogoro]
---
# Gogoro 电池资费

| 方案 | 月费 | 含里程 | 超额 |
| --- | --- | --- | --- |
| 299 | NT$299 | 200 km | NT$2.5/km |
| 499 | NT$499 | 600 km | NT$2.5/km |

## 记录
- 2026-09-19：选 299。本来以为只骑菜园跟游泳池
- 2026-10：实际骑了 380 km（台语课、菜市场、找阿哲），超额 180 km 多付 NT$450
- 2026-11-07：改成 499 方案，下一期生效。每月固定 NT$499，不用再算

## 保养
- 定期检查：每 1,000 km 或每半年，Gogoro 服务中心，免费
- 最近的服务中心：公益路那间
""")

N(GARDEN, """
---
created: 2025-06-14
tags: [菜园]
aliases: [菜园, community garden, 春社市民农园]
---
# 春社市民农园 B-12

- 地点：南屯，春社市民农园，编号 B-12（靠水龙头那排），2 m × 5 m
- 年费：第一年 NT$3,600；第二年（2026-06 起）NT$3,800
- 管理员张伯，早上六点到晚上六点开放

## 种了什么
- 班兰（pandan）两丛、香茅、指天椒 ×6、九层塔、咖喱叶一盆（2026 春天加的）

## 纪录
| 日期 | 做了什么 |
| --- | --- |
| 2025-06-21 | 第一批下种 |
| 2025-09-06 | 第一次自己骑车来 |
| 2026-01-18 | 除草、加肥 |
| 2026-04-12 | 种咖喱叶 |
| 2026-06-13 | 续约第二年 |
| 2026-08-16 | 班兰分株给张伯 |
| 2026-10-17 | 摘指天椒，做 sambal |

## 待办
- [x] 除草（十月）
- [ ] 补网子，小鸟偷吃辣椒
- [ ] 买有机肥两包
- [x] 班兰分株给张伯
""")

N(TAIYU, """
---
tags: [台语, 学习]
aliases: [台語課, Taiwanese class]
---
# 台语课（台中社大 文心校区）

- 老师：林秀琴
- 时间：每周二 19:00–21:00
- 学费：NT$2,800 / 学期
- 教材：《台語好好學》+ 老师自己的讲义，用台罗拼音

## 上课纪录（2026 秋季班）
| 日期 | 内容 |
| --- | --- |
| 2026-09-08 | 开课，自我介绍 |
| 2026-09-15 | 数字、价钱 |
| 2026-09-29 | 问路 |
| 2026-10-06 | 天气 |
| 2026-10-13 | 食物 |
| 2026-10-20 | 看医生 |
| 2026-10-27 | 欲去佗位（去哪里） |

## 学到的句子
- 食飽未？（吃饱没？）≈ 我们的 "makan sudah?"
- 多謝 / 勞力
- 欲去佗位？
""")

# ---------------------------------------------------------------------------
# 3 Resources
# ---------------------------------------------------------------------------

N(RES_FOOD, """
---
tags: [food, 怡保]
aliases: [recipes, 家乡菜]
---
# 怡保家乡菜（自己记的版本）

## 芽菜鸡
- 鸡用姜、葱、盐水浸熟，马上泡冰水，皮才会滑
- 芽菜汆烫十秒就好，淋熟油 + 酱油

## Sambal（用菜园的指天椒）
- 指天椒 20 条、红葱头 10 粒、蒜 5 瓣、belacan 一小块（烤过）
- 小火炒到出红油，加罗望子水、糖、盐

## Kaya（照妈的方法）
- 椰浆 400 ml、鸡蛋 4 粒、砂糖 200 g、班兰叶打汁
- 隔水炖，一直搅，差不多两小时，变焦糖色就好
- 第一次做起粒了，因为火太大 😅
""")

N(RES_SUB, """
# 字幕 style 速查

| 客户 | 每行字数 | 行数 | 标点 |
| --- | --- | --- | --- |
| Lumen（zh-Hant） | 16 | 最多 2 行 | 行尾不加句号，引号用「」 |
| 光點 | 14 | 最多 2 行 | 全形 |
| Faiz（简体） | 18 | 最多 2 行 | 照一般简体习惯 |

- 阅读速度：中文大概每秒 5–6 个字以内
- 人名第一次出现时不加注，除非客户要求
""")

N(RES_POOL, """
# 台中 游泳池 & 开放水域

- 朝马国民运动中心：50 m 池，单次 NT$110，早上 6 点开；冬天池水比较冷
- 北区运动中心：25 m，人多
- 开放水域：日月潭朝雾码头（要跟团或活动才可以下水），夏天有团练
- 台中港附近不能下水，别想了
""")

N(RES_CONTACT, """
# 台中 联络人

| 谁 | 做什么 | 怎么联络 |
| --- | --- | --- |
| 阿德机车行 | 旧车的车行（西区） | 电话，下午比较找得到人 |
| Gogoro 公益门市 / 服务中心 | 新车、检查 | app 预约 |
| 仁爱复健科诊所 | 吴医师，手腕 | 电话挂号 |
| 蔡先生 | 房东 | LINE |
| 张伯 | 春社市民农园管理员 | 现场 |
| 林秀琴老师 | 社大台语课 | 班级 LINE 群 |
| 林佳蓉 | 光點字幕 PM | LINE |
""")

N(RES_WORDS, """
# Manglish × 台语 对照（好玩）

| Manglish / 福建 | 台语 | 意思 |
| --- | --- | --- |
| makan sudah? | 食飽未？ | 吃饱没 |
| tapau | 包轉去 | 外带 |
| paiseh | 歹勢 | 不好意思 |
| boleh | 會使 | 可以 |
| jalan-jalan | 四界踅 | 到处逛 |

林老师说槟城福建话和台语很多都通，怡保人讲广东话多，所以我只懂一半 😂
""")

# ---------------------------------------------------------------------------
# 4 Archive
# ---------------------------------------------------------------------------

N(ARC_MANY, """
---
tags: [机车, archive]
---
# Many 110（已卖）

光阳 Many 110，2019 年出厂，白色。跟阿德机车行买的二手车，2026 年 9 月卖回给阿德。

| 日期 | 里程 km | 项目 | NT$ |
| --- | --- | --- | --- |
| 2025-09-06 | 21,000 | 买车（含过户、新电瓶） | 26,000 |
| 2025-10-04 | 21,900 | 机油 + 齿轮油 | 650 |
| 2026-01-17 | 23,400 | 保养 + 换后轮胎 | 1,750 |
| 2026-04-19 | 24,800 | 机油 | 350 |
| 2026-07-18 | 26,100 | 启动马达 + 电瓶 | 3,800 |
| 2026-08-29 | 26,700 | 拖吊（台湾大道熄火） | 800 |
| 2026-09-19 | 26,750 | 卖给阿德 | +8,000 |

一年下来修车花了 NT$7,350，还没算油钱。
""")

N(ARC_LIC, """
# 2025 考机车驾照

- 台中区监理所，外国人拿居留证就可以考，不用上驾训班
- 笔试：2025-08-05 80 分（没过，85 分才及格）；2025-08-19 重考 92 分
- 路考：2025-08-19 一次过。直线七秒最紧张
- 费用：笔试 + 路考 + 驾照 一共 NT$450 左右
- 心得：标志题一定要背，机率题反而简单
""")

N(ARC_APRC, """
# 2025 APRC（永久居留）

- 条件：连续合法居留五年，每年住满 183 天，有财力证明
- 2025-04-08 在移民署台中服务站递件
- 2025-07-03 领证
- 以后不用每年续居留证，换工作也不用申请工作许可
- 护照换新后要去更新永居证上的护照号码！
""")

N(ARC_YR, """
# 2025 年度回顾

## 好事
- 拿到 APRC 🎉
- 考到机车驾照，买了第一台车（二手 Many）
- 有了菜园 B-12，班兰种活了
- 接到 Lumen，第一次跟国外客户合作
- 开始学台语

## 不好的
- 手腕痛（De Quervain），十一月开始复健
- 太少回怡保，只有中秋 video

## 2026 想做
- 游日月潭泳渡
- 手腕治好
- 过年回家
""")

N(ARC_JOB, """
# 2024 离开影译 → freelance

- 影译多媒体（台中），2017–2024 做字幕 QC，最后两年当组长
- 2024 年 8 月离职：加班太多，手开始痛
- 离职时跟老板讲好，旧客户的 QC 可以外包给我（2025 年底那 40 集就是）
- Freelance 第一年：光點字幕是最稳的客户
""")

# ---------------------------------------------------------------------------
# Queries: base questions, two rewordings each, judgements
# ---------------------------------------------------------------------------

QUERIES = [
    # ---------------- temporal-last ----------------
    dict(id="01", kind="temporal-last", lang="mixed",
         query="手腕 last 复健 是几号去的",
         note="the last physio visit for her wrist: 2026-11-18, when 吴医师 said no more regular visits (daily note only); the visit table stops at 09-16",
         rewordings=["when did I last see 吴医师 about my wrist",
                     "最近一次去仁爱 physio 是什么时候？好像之后就不用再去了"],
         rels=[(D + "2026-11-18.md", "吴医师说手腕差不多好了", 3),
               (D + "2026-10-21.md", "改成两周回诊一次", 2),
               (WRIST, "| 2026-09-16 | 复健 |", 2),
               (D + "2026-05-30.md", "震波第三次", 1)]),
    dict(id="02", kind="temporal-last", lang="zh-Hans",
         query="我最后一次去游泳是哪天",
         note="the last swim: 2,000 m at 朝马 on 2026-11-26 (daily note only); the training table stops before the race",
         rewordings=["上次下水游泳是几号来着",
                     "泳渡比完之后我应该还有去朝马游，最近那次是什么时候"],
         rels=[(D + "2026-11-26.md", "朝马游了 2,000 m", 3),
               (D + "2026-10-03.md", "今天回朝马只游 1,000 m", 2),
               (SW_TR, "| 2026-09-22 | 朝马 |", 1),
               (D + "2026-09-27.md", "3.3 km 完赛", 1)]),
    dict(id="03", kind="temporal-last", lang="en",
         query="when was my scooter last serviced",
         note="the newest service: the Gogoro's first free check at 1,000 km on 2026-11-14 (daily note only); the old Many's table ends with a repair on 07-18",
         rewordings=["last time I took the Gogoro in for a check",
                     "did the new bike get its first service yet? which day was that"],
         rels=[(D + "2026-11-14.md", "Gogoro 第一次定期检查", 3),
               (GOGO, "定期检查：每 1,000 km", 1),
               (ARC_MANY, "| 2026-07-18 | 26,100 |", 1),
               (D + "2026-07-18.md", "启动马达 + 电瓶坏了", 1)]),
    dict(id="04", kind="temporal-last", lang="zh-Hant",
         query="上次去菜園是什麼時候",
         note="the last visit to the garden plot: 2026-11-21, picking pandan and chillies (daily note only); the garden log stops at 10-17",
         rewordings=["最近一次去 B-12 農園是哪天",
                     "前陣子去菜園摘辣椒跟班蘭，最近那次是幾號啊"],
         rels=[(D + "2026-11-21.md", "摘了班兰叶和指天椒", 3),
               (D + "2026-10-17.md", "摘了一大把指天椒", 2),
               (GARDEN, "| 2026-10-17 | 摘指天椒", 2),
               (D + "2026-06-13.md", "菜园续约第二年", 1)]),
    dict(id="05", kind="temporal-last", lang="en",
         query="when did I last deliver episodes to Lumen",
         note="the last delivery to Lumen: the final two Tidewater S2 episodes on 2026-11-24 (daily note only); the job table stops at 09-18",
         rewordings=["most recent Tidewater handoff date",
                     "what day did I send Priya the latest batch of subs"],
         rels=[(D + "2026-11-24.md", "交了 Tidewater S2 最后两集", 3),
               (W_CLIENT, "| 2026-09-18 | Lumen |", 2),
               (D + "2026-11-24.md", "开 INV-2026-031", 1),
               (D + "2026-01-31.md", "Tidewater S1 十集全交", 1)]),
    dict(id="06", kind="temporal-last", lang="zh-Hant",
         query="房東最近一次傳 LINE 給我是哪天？說了什麼",
         note="the landlord's latest message: 2026-11-20, about cleaning the water tank next month and agreeing to replace the bathroom fan (daily note only); the LINE note stops at 08-14",
         rewordings=["蔡先生上次聯絡我是什麼時候",
                     "最近房東好像有找我，是為了什麼事？哪一天"],
         rels=[(D + "2026-11-20.md", "蔡先生 LINE：下个月中大楼要洗水塔", 3),
               (D + "2026-11-20.md", "浴室抽风机", 2),
               (LL_LINE, "2026-08-14 蔡先生", 2),
               (D + "2026-06-28.md", "跟蔡先生签了续约", 1)]),
    dict(id="07", kind="temporal-last", lang="mixed",
         query="台语课 last class 是几号",
         note="the last Taiwanese class she went to: 2026-11-24, the end-of-term quiz (daily note only); the class log stops at 10-27",
         rewordings=["我最近一次去上台语 class 是什么时候",
                     "latest 台语课 date？林老师那堂"],
         rels=[(D + "2026-11-24.md", "晚上台语课", 3),
               (D + "2026-11-10.md", "台语课教菜市场用语", 2),
               (TAIYU, "| 2026-10-27 |", 2),
               (D + "2026-11-28.md", "第五市场用台语买菜头", 1)]),

    # ---------------- decision ----------------
    dict(id="08", kind="decision", lang="zh-Hans",
         query="旧机车最后是修还是换新的？",
         note="on 2026-09-05 she decided not to repair the Many again but to sell it and buy a Gogoro; on 07-18 she had decided to repair it",
         rewordings=["Many 坏掉那次我最后怎么决定的",
                     "那台二手车到底有没有继续修，还是直接买了别的"],
         rels=[(D + "2026-09-05.md", "不修了：Many 卖给阿德", 3),
               (SC_OV, "拍板——不修了", 3),
               (D + "2026-09-19.md", "牵了 Gogoro VIVA MIX", 2),
               (D + "2026-07-18.md", "最后决定先修", 1),
               (SC_OV, "2026-07-18：启动马达", 1),
               (D + "2026-08-29.md", "曲轴有问题", 1)]),
    dict(id="09", kind="decision", lang="en",
         query="which Gogoro battery plan did I end up on",
         note="she started on the 299 plan (09-19) and switched to the 499 plan on 2026-11-07",
         rewordings=["299 or 499 plan, what did I go with in the end",
                     "did I end up switching my Gogoro battery subscription? to which one"],
         rels=[(D + "2026-11-07.md", "资费改成 499 方案", 3),
               (GOGO, "2026-11-07：改成 499 方案", 3),
               (D + "2026-11-02.md", "299 方案超额 180 km", 2),
               (SC_OV, "[x] 电池资费改 499", 2),
               (GOGO, "2026-09-19：选 299", 1),
               (D + "2026-09-19.md", "电池资费选 299 方案", 1)]),
    dict(id="10", kind="decision", lang="mixed",
         query="阿爸间 kopitiam 最后系卖咗定系二哥接手？",
         note="at CNY (2026-02-18) the family decided not to sell 新源记: 二哥 takes over; in January 爸 had decided to sell",
         rewordings=["新源记 final decision 系咩",
                     "屋企茶室顶唔顶让，最后点拍板 ga"],
         rels=[(D + "2026-02-18.md", "不顶让了！二哥说他来接手", 3),
               (KO_OV, "2026-02-18 初二家庭会议", 3),
               (D + "2026-02-18.md", "爸同意，以后当顾问", 2),
               (D + "2026-01-11.md", "决定把新源记顶让出去", 1),
               (KO_OV, "2026-01-11 video", 1),
               (FAM_WA, "不如顶咗间铺佢", 1)]),
    dict(id="11", kind="decision", lang="en",
         query="what rate did I agree with Lumen for Tidewater S2",
         note="after an offer of US$3.80/min and her ask of US$4.50/min, she accepted US$4.20/min on 2026-04-08",
         rewordings=["final per-minute rate for season 2",
                     "Priya and I went back and forth on the S2 price, where did we land"],
         rels=[(D + "2026-04-08.md", "Priya 还价 US$4.20/min", 3),
               (W_LUMEN, "Deal, US$4.20/min works for me", 3),
               (W_LUMEN, "Best I can do is US$4.20/min", 2),
               (W_CLIENT, "S2 US$4.20/min（2026-04-08 谈定）", 2),
               (D + "2026-03-20.md", "US$3.80/min，16 集", 1),
               (D + "2026-04-04.md", "开 US$4.50/min", 1)]),
    dict(id="12", kind="decision", lang="zh-Hans",
         query="Lumen 多付的那笔钱最后怎么处理",
         note="the double payment of INV-2026-014: she decided on 2026-05-13 not to refund it but to deduct US$630 from INV-2026-017",
         rewordings=["重复汇款那次我是退钱还是从下一张发票扣",
                     "Priya 那边 double payment 的事后来怎么说定的"],
         rels=[(D + "2026-05-13.md", "决定：不退款", 3),
               (W_LUMEN, "I'll deduct US$630 from INV-2026-017", 3),
               (W_LUMEN, "Could we just deduct it from your next invoice", 2),
               (W_CLIENT, "[x] INV-2026-017 扣掉多付的 US$630", 2),
               (D + "2026-05-11.md", "又汇了一次 INV-2026-014", 1),
               (W_CLIENT, "| 2026-07-20 | Lumen |", 1)]),
    dict(id="13", kind="decision", lang="zh-Hant",
         query="最後有沒有搬去阿哲那邊住？",
         note="on 2026-05-24 she decided to renew her lease for a year instead of moving in with 阿哲 in 北屯",
         rewordings=["租約到期那時我決定續租還是搬去北屯",
                     "跟男友同居那件事後來怎麼決定的"],
         rels=[(D + "2026-05-24.md", "先不搬，续租一年", 3),
               (LEASE_P, "2026-05-24：续租一年", 3),
               (LEASE_P, "| 到朝马 |", 2),
               (D + "2026-06-28.md", "跟蔡先生签了续约", 2),
               (D + "2026-05-03.md", "要不要搬去他北屯那边一起住", 1),
               (LEASE, "续约：2026-08-01 起一年", 1)]),
    dict(id="14", kind="decision", lang="en",
         query="did I go with shockwave or the steroid shot for my wrist",
         note="on 04-11 she chose the injection, on 2026-04-25 she changed her mind to shockwave therapy (three sessions in May)",
         rewordings=["what treatment did I pick for the De Quervain thing",
                     "wrist: injection vs ESWT, what was the final call"],
         rels=[(D + "2026-04-25.md", "改主意：不打针了", 3),
               (WRIST, "最后选震波", 3),
               (WRIST, "| 类固醇注射 | 健保 |", 2),
               (D + "2026-05-02.md", "震波第一次", 2),
               (D + "2026-04-11.md", "手腕：决定打针", 1),
               (D + "2026-03-28.md", "建议二选一", 1)]),

    # ---------------- lookup ----------------
    dict(id="15", kind="lookup", lang="zh-Hant",
         query="那台二手 Many 當初買多少錢",
         note="the used Many 110 cost NT$26,000 including transfer and a new battery (2025-09-06); it was sold back for NT$8,000",
         rewordings=["跟阿德買的舊機車花了多少",
                     "我第一台機車的價格是多少啊，含過戶那個"],
         rels=[(D + "2025-09-06.md", "NT$26,000 成交", 3),
               (ARC_MANY, "| 2025-09-06 | 21,000 |", 2),
               (D + "2025-09-06.md", "二手光阳 Many 110", 2),
               (D + "2026-09-19.md", "Many 卖给阿德 NT$8,000", 1),
               (SC_OV, "旧车是光阳 Many 110", 1)]),
    dict(id="16", kind="lookup", lang="en",
         query="my finish time at the Sun Moon Lake swim",
         note="she finished the 3.3 km 日月潭 crossing in 1:24:37 on 2026-09-27 (target 1:30)",
         rewordings=["how long did the 3.3k lake swim take me",
                     "what was my official time for the 日月潭 crossing in September"],
         rels=[(SW_RACE, "成绩：1:24:37", 3),
               (D + "2026-09-27.md", "官方成绩 1:24:37", 3),
               (SW_TR, "目标：1:30 内完赛", 1),
               (D + "2026-04-18.md", "目标：1 小时 30 分内游完", 1)]),
    dict(id="17", kind="lookup", lang="zh-Hans",
         query="我那块菜园编号是多少",
         note="her plot at 春社市民农园 in 南屯 is B-12",
         rewordings=["市民农园租的是哪一格",
                     "南屯那个农园我的地是几号来着，续约的时候要填"],
         rels=[(GARDEN, "编号 B-12（靠水龙头那排）", 3),
               (D + "2025-06-14.md", "签了 B-12", 3),
               (D + "2025-06-07.md", "最靠水龙头那块编号 B-12", 2),
               (D + "2026-06-13.md", "还是 B-12", 2)]),
    dict(id="18", kind="lookup", lang="zh-Hant",
         query="新護照是哪天拿到的",
         note="she collected the new Malaysian passport in 台北 on 2026-06-24 (applied 05-27)",
         rewordings=["馬來西亞護照換好了沒？什麼時候領的",
                     "我跑去台北領護照是哪一天"],
         rels=[(D + "2026-06-24.md", "去台北领新护照", 3),
               (PASS, "2026-06-24 领新护照", 3),
               (D + "2026-05-27.md", "换护照（十月到期）", 1),
               (PASS, "2026-05-27 递件", 1)]),
    dict(id="19", kind="lookup", lang="en",
         query="how much was my tax refund this year",
         note="the 2026 filing (2025 income) gave a refund of NT$6,820, paid on 2026-08-07",
         rewordings=["tax refund amount 2026",
                     "did the tax refund ever come in? how much was it"],
         rels=[(D + "2026-08-07.md", "退税 NT$6,820 入账", 3),
               (TAX, "结果：退税 NT$6,820", 3),
               (D + "2026-05-20.md", "算出来退税 NT$6,820", 2),
               (TAX, "2026-08-07 退税入账", 2)]),
    dict(id="20", kind="lookup", lang="mixed",
         query="新源记 renovation 我总共出了多少 RM",
         note="her share of the kopitiam renovation is RM 10,000: RM 5,000 on 03-10 plus an accidental second RM 5,000 on 03-12 that 二哥 kept for the air-con",
         rewordings=["how much did I chip in for 爸's 茶室翻新 in total",
                     "翻新 kopitiam 我那份加起来几多钱"],
         rels=[(D + "2026-03-15.md", "翻新我总共出了 RM 10,000", 3),
               (KO_BUD, "| Hui Ling | 10,000 |", 3),
               (FAM_SEND, "| 2026-03-12 | 二哥 |", 2),
               (D + "2026-03-10.md", "Wise 汇了 RM 5,000", 2),
               (D + "2026-03-12.md", "又汇了一次 RM 5,000", 2),
               (D + "2026-02-18.md", "我出 RM 5,000", 1)]),
    dict(id="21", kind="lookup", lang="zh-Hans",
         query="Gogoro 扣掉补助实际付了多少",
         note="the Gogoro VIVA MIX cost NT$68,980 less NT$12,000 of subsidies: NT$56,980 paid (2026-09-19)",
         rewordings=["新车最后花了多少钱",
                     "买 VIVA MIX 的实付金额是多少，补助折完以后"],
         rels=[(D + "2026-09-19.md", "实付 NT$56,980", 3),
               (SC_OV, "| 实付 | 56,980 |", 3),
               (SC_OV, "市府审核不过的话要补回", 1),
               (D + "2026-09-19.md", "Many 卖给阿德 NT$8,000", 1)]),
    dict(id="22", kind="lookup", lang="en",
         query="when was Dad's cataract surgery",
         note="her father had cataract surgery on his right eye in Ipoh on 2026-08-21",
         rewordings=["remind me which day Dad had his eye op",
                     "Dad's cataract operation in Ipoh, what date was that again"],
         rels=[(D + "2026-08-21.md", "爸今天在怡保做白内障手术", 3),
               (FAM_WA, "2026-08-21 二哥：手术 OK 喇", 2),
               (FAM_WA, "你爸下礼拜五做白内障手术", 2),
               (D + "2026-08-22.md", "爸拆纱布了", 1),
               (FAM_SEND, "| 2026-08-21 | 妈 |", 1),
               (D + "2026-11-28.md", "复诊看另一只眼睛", 1)]),

    # ---------------- tasks ----------------
    dict(id="23", kind="tasks", lang="en",
         query="what's still left to do for the new scooter",
         note="two open tasks in the scooter-swap note: buy a new helmet, and confirm the 台中市 subsidy was approved",
         rewordings=["Gogoro to-dos I haven't ticked off",
                     "anything still pending from the scooter swap?"],
         rels=[(SC_OV, "[ ] 买新安全帽", 3),
               (SC_OV, "[ ] 确认台中市补助审核通过", 3),
               (SC_OV, "市府审核不过的话要补回", 2),
               (SC_OV, "[x] Many 过户给阿德", 1),
               (SC_OV, "[x] 电池资费改 499", 1)]),
    dict(id="24", kind="tasks", lang="zh-Hant",
         query="菜園還有什麼事沒做",
         note="two open garden tasks: patch the net (birds eat the chillies) and buy two bags of organic fertiliser",
         rewordings=["農園那邊的待辦還剩哪些",
                     "B-12 有什麼該弄還沒弄的"],
         rels=[(GARDEN, "[ ] 补网子", 3),
               (GARDEN, "[ ] 买有机肥两包", 3),
               (D + "2026-11-21.md", "网子还是没修", 2),
               (D + "2026-10-17.md", "网子破了个洞", 1),
               (GARDEN, "[x] 除草（十月）", 1)]),
    dict(id="25", kind="tasks", lang="zh-Hans",
         query="换完护照还有哪些地方没更新",
         note="two open tasks after the passport renewal: update the passport number on the APRC at 移民署, and tell Lumen to update the vendor record",
         rewordings=["护照换新后还没办的事",
                     "新护照号码还要拿去哪里改？剩几个没弄"],
         rels=[(PASS, "[ ] 移民署：永居证上的护照号码", 3),
               (PASS, "[ ] 告诉 Lumen 更新 vendor 资料", 3),
               (D + "2026-06-24.md", "[ ] 去移民署更新永居证上的护照号码", 2),
               (PASS, "[x] 台新银行", 1),
               (D + "2026-07-24.md", "台新银行更新护照号码", 1),
               (ARC_APRC, "护照换新后要去更新永居证", 1)]),
    dict(id="26", kind="tasks", lang="en",
         query="what work admin do I still have open",
         note="two open work tasks: issue INV-2026-031 for Tidewater ep 15–16, and check the 二代健保 supplementary premium on Lumen income",
         rewordings=["freelance paperwork I haven't done yet",
                     "any invoices or admin stuff still pending for my subtitle jobs"],
         rels=[(W_CLIENT, "[ ] INV-2026-031", 3),
               (W_CLIENT, "[ ] 查二代健保补充保费", 3),
               (D + "2026-11-24.md", "开 INV-2026-031", 2),
               (TAX, "二代健保：国内客户扣 2.11%", 2),
               (W_CLIENT, "[x] INV-2026-017 扣掉多付的 US$630", 1),
               (W_GD, "明年的報價單麻煩再寄一次", 1)]),
    dict(id="27", kind="tasks", lang="mixed",
         query="新源记那边我还有什么 to-do",
         note="two open tasks for the kopitiam: update Google Maps hours and photos, and add an English menu for tourists",
         rewordings=["帮二哥 kopitiam 的事还有哪些没做",
                     "kopitiam related pending tasks 还剩什么"],
         rels=[(KO_OV, "[ ] Google Maps 更新营业时间和照片", 3),
               (KO_OV, "[ ] menu 加英文版", 3),
               (KO_OV, "[x] 设计新 menu", 1),
               (KO_OV, "[x] Shopee 产品介绍", 1),
               (D + "2026-10-24.md", "帮他写产品介绍", 1)]),

    # ---------------- cross-language ----------------
    dict(id="28", kind="cross-language", lang="en",
         query="how does Mum say to make kaya",
         note="an English question on the Cantonese family WhatsApp: coconut milk, eggs, sugar and pandan juice, steamed over water and stirred on low heat for two hours",
         rewordings=["Mum's kaya method, how long do you stir it for",
                     "what did Mum tell me about cooking kaya"],
         rels=[(FAM_WA, "阿玲你问 kaya 点整", 3),
               (FAM_WA, "记住班兰叶要打汁", 2),
               (RES_FOOD, "隔水炖，一直搅", 2),
               (RES_FOOD, "椰浆 400 ml", 2),
               (RES_FOOD, "第一次做起粒了", 1)]),
    dict(id="29", kind="cross-language", lang="zh-Hans",
         query="Lumen 的字幕规范每行最多几个字",
         note="a Simplified question on the English emails: Lumen's zh-Hant style guide allows 16 characters per line, two lines at most",
         rewordings=["Priya 说的繁中字幕一行上限是多少字",
                     "新加坡那家的 style guide 对每行长度怎么规定"],
         rels=[(W_LUMEN, "max 16 characters per line", 3),
               (RES_SUB, "| Lumen（zh-Hant） | 16 |", 2),
               (W_GD, "每行最多 14 個字", 1)]),
    dict(id="30", kind="cross-language", lang="en",
         query="who paid for fixing the air con in August",
         note="an English question on the landlord's Traditional-Chinese LINE and her daily note: 蔡先生 paid for the repair (NT$2,600)",
         rewordings=["did the landlord cover the AC repair?",
                     "what did Mr Tsai say about the aircon repair bill"],
         rels=[(LL_LINE, "冷氣維修費我來出", 3),
               (D + "2026-08-14.md", "NT$2,600 蔡先生出", 3),
               (LEASE, "冷气、热水器坏了房东负责", 2),
               (LL_LINE, "師傅說冷媒漏", 2),
               (D + "2026-08-12.md", "冷气坏了", 1)]),
    dict(id="31", kind="cross-language", lang="zh-Hant",
         query="手腕復健運動一天要做幾次",
         note="a Traditional question on the English handout from Vivian: the exercises are done twice a day, morning and evening",
         rewordings=["Vivian 給的手腕運動，每天做幾回",
                     "物理治療師教的那套手腕動作，頻率是多少"],
         rels=[(WRIST_EN, "Do these twice a day", 3),
               (WRIST_EN, "Wrist extension with a 0.5 kg dumbbell", 1),
               (WRIST_EN, "Gentle thumb stretch", 1),
               (WRIST, "运动处方", 1)]),
    dict(id="32", kind="cross-language", lang="zh-Hans",
         query="那部怡保纪录片的字幕费是多少",
         note="a Simplified question on the English/Malay emails with Faiz: RM 3,000 flat for the 52-minute Sungai Kinta documentary",
         rewordings=["Faiz 那个案子收了多少钱",
                     "帮二哥朋友做的 Sungai Kinta 字幕，报价多少"],
         rels=[(W_FAIZ, "Boleh! RM 3,000 flat", 3),
               (W_FAIZ, "Bajet saya kecil", 2),
               (W_CLIENT, "| 2026-08-28 | Faiz |", 2)]),

    # ---------------- no-answer ----------------
    dict(id="33", kind="no-answer", lang="zh-Hant",
         query="Gogoro 的第三人責任險保額是多少",
         note="the vault never mentions any vehicle insurance", rewordings=[], rels=[]),
    dict(id="34", kind="no-answer", lang="en",
         query="what's my boyfriend's mum's name",
         note="the vault mentions 阿哲 and his sister Vivian but never his mother", rewordings=[], rels=[]),
    dict(id="35", kind="no-answer", lang="zh-Hans",
         query="我的潜水证是哪一年考的",
         note="the vault has swimming but never scuba diving or a diving licence", rewordings=[], rels=[]),
    dict(id="36", kind="no-answer", lang="mixed",
         query="阿爸间茶室嘅 wifi password 系咩",
         note="the vault never mentions wifi at the kopitiam (or anywhere)", rewordings=[], rels=[]),
]
