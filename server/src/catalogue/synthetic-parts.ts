/** The parts synthetic recipes are combined from: Chinese dish-name pieces per category. */

const split = (words: string) => words.split(' ')

export interface Kind {
  category: string
  /** Share of the catalogue, as in HowToCook. */
  weight: number
  prefixes: string[]
  mains: string[]
  suffixes: string[]
  pantry: string[]
  steps: string[]
}

export const SAVOURY = split(
  '盐 生抽 老抽 料酒 白糖 冰糖 食用油 蚝油 醋 葱 姜 大蒜 干辣椒 花椒 八角 香叶 郫县豆瓣 胡椒粉 鸡蛋 洋葱 青椒 胡萝卜 土豆 西红柿 香菜 小米辣 芝麻 番茄酱 咖喱块 鸡精 香油 豆豉 白胡椒粉 淀粉',
)
const SWEET = split('白砂糖 牛奶 淡奶油 黄油 低筋面粉 鸡蛋 蜂蜜 柠檬 冰块 椰浆 吉利丁片 酸奶 炼乳')
export const REGIONS = split(
  '川味 湘味 广式 东北 家常 农家 秘制 老北京 台式 重庆 上海 潮汕 云南 客家',
)
const COOK_STEPS = [
  '将{main}洗净切块，冷水下锅焯水 {n} 分钟，捞出沥干备用',
  '葱切段，姜切片，大蒜拍碎备用',
  '热锅倒入食用油，放入葱姜蒜小火爆香 {s} 秒',
  '倒入{main}，中火翻炒 {n} 分钟至表面微黄',
  '加入生抽、老抽和料酒，翻炒均匀上色',
  '加入开水没过食材，盖上锅盖小火焖煮 {a}-{b} 分钟',
  '开大火收汁 {n} 分钟，撒上葱花出锅装盘',
]
const SWEET_STEPS = [
  '将{main}洗净，切成小块备用',
  '牛奶和白砂糖放入小锅，小火加热 {n} 分钟至糖完全融化',
  '把所有材料放入搅拌机，搅打 {s} 秒至顺滑',
  '倒入杯中或模具，放入冰箱冷藏 {a}-{b} 分钟',
  '取出后装饰即可享用',
]

export const KINDS: Kind[] = [
  {
    category: '荤菜',
    weight: 30,
    prefixes: split(
      '红烧 糖醋 宫保 鱼香 回锅 干煸 香辣 黄焖 酱爆 小炒 爆炒 孜然 黑椒 椒盐 可乐 蒜香 葱爆 水煮 粉蒸 梅菜 咖喱 酸菜 土豆烧 萝卜炖 青椒炒 洋葱炒 香菇炖 啤酒',
    ),
    mains: split(
      '肉 五花肉 排骨 猪蹄 里脊 肉丝 肉片 牛肉 牛腩 肥牛 羊肉 羊排 鸡翅 鸡腿 鸡块 鸡丁 鸭腿 猪肝 腊肠 肘子 牛柳',
    ),
    suffixes: split('煲 盖饭 锅'),
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '素菜',
    weight: 17,
    prefixes: split(
      '清炒 蒜蓉 干煸 凉拌 醋溜 手撕 油焖 酸辣 素炒 上汤 蚝油 白灼 红烧 虎皮 鱼香 家常',
    ),
    mains: split(
      '西兰花 菜心 土豆丝 茄子 豆角 四季豆 包菜 白菜 油麦菜 生菜 菠菜 黄瓜 冬瓜 南瓜 豆腐 青椒 花菜 藕片 山药 木耳 金针菇 香菇 西葫芦 苦瓜 芹菜 莴笋 娃娃菜 空心菜',
    ),
    suffixes: split('煲 炒鸡蛋'),
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '主食',
    weight: 15,
    prefixes: split(
      '扬州 鸡蛋 酱油 牛肉 鸡肉 番茄 香菇 腊肠 咖喱 虾仁 酸菜 排骨 炸酱 葱油 麻酱 担担 肉丝 三鲜',
    ),
    mains: split('炒饭 炒面 拌面 汤面 焖饭 盖饭 饺子 馄饨 包子 面条 米线 炒河粉 煲仔饭 烩面 饭团'),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '水产',
    weight: 7.5,
    prefixes: split('清蒸 红烧 油焖 香煎 干烧 酸菜 水煮 椒盐 蒜蓉 白灼 糖醋 葱油 香辣 豆豉'),
    mains: split(
      '鲈鱼 鲫鱼 草鱼 带鱼 黄花鱼 鳜鱼 大虾 虾仁 基围虾 小龙虾 螃蟹 花蛤 扇贝 鱿鱼 生蚝 鱼头 鱼片',
    ),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '早餐',
    weight: 7,
    prefixes: split('葱花 鸡蛋 韭菜 火腿 芝士 南瓜 紫薯 玉米 燕麦 香蕉'),
    mains: split('饼 煎饼 粥 三明治 吐司 蛋饼 馒头 包子 松饼 卷饼'),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '汤',
    weight: 6.5,
    prefixes: split('番茄 紫菜 冬瓜 玉米 萝卜 海带 菌菇 鲫鱼 排骨 老母鸡 酸辣 丝瓜 豆腐 莲藕 白菜'),
    mains: split('蛋花汤 排骨汤 豆腐汤 丸子汤 汤 鸡汤 羹'),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '饮品',
    weight: 6.5,
    prefixes: split('柠檬 百香果 西瓜 芒果 蜂蜜 薄荷 草莓 橙子 桃子 抹茶 椰子 葡萄'),
    mains: [
      ...split('红茶 绿茶 奶茶 冰沙 气泡水 特调 果汁 拿铁 奶昔 苏打'),
      ...split('Latte Mojito Smoothie Soda Lemonade Mocha'),
    ],
    suffixes: [],
    pantry: SWEET,
    steps: SWEET_STEPS,
  },
  {
    category: '甜品',
    weight: 5,
    prefixes: split('芒果 草莓 红豆 抹茶 巧克力 椰奶 杨枝 南瓜 紫薯 香草 焦糖 酸奶'),
    mains: split('布丁 蛋糕 慕斯 奶冻 冰淇淋 西米露 糖水 饼干 蛋挞 班戟'),
    suffixes: [],
    pantry: SWEET,
    steps: SWEET_STEPS,
  },
  {
    category: '半成品加工',
    weight: 3,
    prefixes: split('速冻 冷冻 即食 懒人'),
    mains: split('水饺 汤圆 馄饨 披萨 意面 牛排 薯条 鸡块 春卷 烧卖'),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
  {
    category: '调料',
    weight: 2.5,
    prefixes: split('蒜蓉 剁椒 香菇 牛肉 葱油 红油 麻辣 甜面 海鲜 芝麻 花生'),
    mains: split('酱 辣酱 油 汁 蘸料 辣椒油'),
    suffixes: [],
    pantry: SAVOURY,
    steps: COOK_STEPS,
  },
]
