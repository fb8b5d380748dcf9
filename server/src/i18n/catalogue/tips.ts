import type { GlossaryLocale } from './glossary'

/** A dish's tips in Chinese as the import prepares them, and in each glossary language. */
interface DishTips {
  zh: string
  en: string
  es: string
  fr: string
}

const SOURCE = {
  en: 'Method after: {} (source: {})',
  es: 'Receta basada en: {} (fuente: {})',
  fr: 'Recette d’après : {} (source : {})',
}

/** "做法参考：<video title>（来源：<site>）": the line said, the video's own title kept. */
function source(title: string, site: string, zh: string): DishTips {
  const fill = (template: string) => template.replace('{}', title).replace('{}', site)
  return { zh, en: fill(SOURCE.en), es: fill(SOURCE.es), fr: fill(SOURCE.fr) }
}

const SHARP_KNIFE: Omit<DishTips, 'zh'> = {
  en: 'Note: if you can, sharpen your knife well first.',
  es: 'Nota: si puedes, afila bien el cuchillo antes.',
  fr: 'Remarque : si possible, aiguisez bien votre couteau avant.',
}

/**
 * Every catalogue dish's tips (18 dishes, 633 characters), keyed by its Chinese title. A dish
 * whose Chinese tips changed since is shown them in Chinese with the note (the `zh` no longer
 * matches); a reference to a Chinese video keeps the video's title, which names what to look up.
 */
const TIPS: Readonly<Record<string, DishTips>> = {
  咖喱炒蟹: source(
    '十几年澳门厨房佬教学挂汁的咖喱蟹怎么做',
    'bilibili.com',
    '做法参考：十几年澳门厨房佬教学挂汁的咖喱蟹怎么做（来源：bilibili.com）',
  ),
  红烧鱼头: {
    zh: '注：市场直接贩卖的鱼头一般分为两种：白鲢、花鲢。前者价格便宜，后者价格略贵，但口感也更佳！',
    en: 'Note: fish heads at the market are usually of two kinds, silver carp and bighead carp. The first is cheaper; the second costs a little more but tastes better!',
    es: 'Nota: en el mercado las cabezas de pescado suelen ser de dos tipos, carpa plateada y carpa cabezona. La primera es más barata; la segunda cuesta algo más, pero sabe mejor.',
    fr: 'Remarque : au marché, les têtes de poisson sont en général de deux sortes, carpe argentée et carpe à grosse tête. La première est moins chère ; la seconde coûte un peu plus, mais elle est meilleure !',
  },
  椒盐排条: source(
    '椒盐排条的做法',
    'bilibili.com',
    '做法参考：椒盐排条的做法（来源：bilibili.com）',
  ),
  姜葱捞鸡: source(
    '白饭杀手来啦 #姜葱捞鸡-哔哩哔哩',
    'b23.tv',
    '做法参考：白饭杀手来啦 #姜葱捞鸡-哔哩哔哩（来源：b23.tv）',
  ),
  柱候牛腩: source(
    '柱候牛腩+茅根马蹄竹蔗水教程',
    'bilibili.com',
    '做法参考：柱候牛腩+茅根马蹄竹蔗水教程（来源：bilibili.com）',
  ),
  水煮牛肉: source(
    '水煮牛肉的详细步骤',
    'zhms.cn',
    '做法参考：水煮牛肉的详细步骤（来源：zhms.cn）',
  ),
  南派红烧肉: { zh: '注：如果有可能，请尽量把刀磨的锋利一些', ...SHARP_KNIFE },
  简易红烧肉: { zh: '注：如果有可能，请尽量把刀磨的锋利一些', ...SHARP_KNIFE },
  鱼香茄子: source('鱼香茄子详细步骤', 'zhms.cn', '做法参考：鱼香茄子详细步骤（来源：zhms.cn）'),
  速冻水饺: {
    zh: '一般一个人可以食用 7~10 个水饺',
    en: 'One person usually eats 7-10 dumplings.',
    es: 'Una persona suele comer entre 7 y 10 empanadillas.',
    fr: 'Une personne mange en général 7 à 10 raviolis.',
  },
  速冻馄饨: {
    zh: '一般一个人一顿可以食用 12~20 个馄饨',
    en: 'One person usually eats 12-20 wontons in a meal.',
    es: 'Una persona suele comer entre 12 y 20 wontons por comida.',
    fr: 'Une personne mange en général 12 à 20 wontons par repas.',
  },
  米粥: {
    zh: '一般一个人可以食用 60ml-110ml 的米\n水的体积是米饭的体积的 9-12 倍\n一碗容量是 500ml\n中断大火加热的最晚时间 T1：1.5  分钟/500ml * 水体积\n米粥能够食用的最早时间 Tr：10  分钟/500ml * 水体积\n油的质量 Mo：生米体积 / 10\n冷藏时间 Tc = 生米体积 /10 ml/分钟',
    en: 'One person usually eats 60-110 ml of rice.\nThe water is 9-12 times the volume of the rice.\nA bowl holds 500 ml.\nLatest time to turn down the high heat, T1: 1.5 minutes per 500 ml of water.\nEarliest time the congee can be eaten, Tr: 10 minutes per 500 ml of water.\nOil, Mo: the volume of raw rice / 10.\nChilling time, Tc = the volume of raw rice / 10 ml a minute.',
    es: 'Una persona suele comer entre 60 y 110 ml de arroz.\nEl agua es de 9 a 12 veces el volumen del arroz.\nUn cuenco contiene 500 ml.\nMomento más tardío para bajar el fuego fuerte, T1: 1,5 minutos por cada 500 ml de agua.\nMomento más temprano para comer las gachas, Tr: 10 minutos por cada 500 ml de agua.\nAceite, Mo: el volumen de arroz crudo / 10.\nTiempo en la nevera, Tc = el volumen de arroz crudo / 10 ml por minuto.',
    fr: 'Une personne mange en général 60 à 110 ml de riz.\nL’eau fait 9 à 12 fois le volume du riz.\nUn bol contient 500 ml.\nMoment le plus tardif pour baisser le feu vif, T1 : 1,5 minute pour 500 ml d’eau.\nMoment le plus tôt pour manger le congee, Tr : 10 minutes pour 500 ml d’eau.\nHuile, Mo : le volume de riz cru / 10.\nTemps au réfrigérateur, Tc = le volume de riz cru / 10 ml par minute.',
  },
  炸酱面: {
    zh: '如果 *面条* 选择了*挂面*：150g',
    en: 'If the *noodles* are *dried noodles*: 150 g.',
    es: 'Si los *fideos* son *fideos secos*: 150 g.',
    fr: 'Si les *nouilles* sont des *nouilles sèches* : 150 g.',
  },
  螺蛳粉: {
    zh: '根据个人经验，一包袋装螺蛳粉足够一人一餐食(虽然看着很大包)',
    en: 'In my experience, one pack of luosifen is enough for one person’s meal (even though it looks big).',
    es: 'Por experiencia, un paquete de luosifen basta para una comida de una persona (aunque parezca grande).',
    fr: 'D’expérience, un sachet de luosifen suffit pour le repas d’une personne (même s’il paraît gros).',
  },
  酸辣蕨根粉: {
    zh: '如果觉得酱料较为清淡，可以加入 2 至 5 克盐\n如果想要酱料鲜一些，可以加入 2 克糖',
    en: 'If the sauce tastes bland, add 2-5 g of salt.\nFor a more savoury sauce, add 2 g of sugar.',
    es: 'Si la salsa te parece sosa, añade de 2 a 5 g de sal.\nPara una salsa más sabrosa, añade 2 g de azúcar.',
    fr: 'Si la sauce vous semble fade, ajoutez 2 à 5 g de sel.\nPour une sauce plus savoureuse, ajoutez 2 g de sucre.',
  },
  凉粉: source('制作凉粉的详细步骤', 'zhms.cn', '做法参考：制作凉粉的详细步骤（来源：zhms.cn）'),
  煮锅蒸米饭: {
    zh: '水：米的体积的 2 倍',
    en: 'Water: twice the volume of the rice.',
    es: 'Agua: el doble del volumen del arroz.',
    fr: 'Eau : deux fois le volume du riz.',
  },
  电饭煲蒸米饭: {
    zh: '一般一个人可以食用 100ml-200ml 的米',
    en: 'One person usually eats 100-200 ml of rice.',
    es: 'Una persona suele comer entre 100 y 200 ml de arroz.',
    fr: 'Une personne mange en général 100 à 200 ml de riz.',
  },
}

/**
 * A dish's tips in the reader's language, or null when they are not translated (or changed
 * since they were: `tips` is the Chinese the dish holds now).
 */
export function tipsIn(locale: GlossaryLocale, title: string, tips: string): string | null {
  const entry = TIPS[title]
  return entry && entry.zh === tips ? entry[locale] : null
}

/** The titles whose tips are translated (for the completeness test). */
export function tipsTitles(): string[] {
  return Object.keys(TIPS)
}
