/**
 * Queries home cooks type, each with the catalogue dishes a cook would accept for it. Written
 * by hand from the HowToCook catalogue: kinds as issue [7] lists them.
 */
export interface RelevanceCase {
  q: string
  kind:
    | 'exact'
    | 'synonym'
    | 'homophone'
    | 'filler'
    | 'parts'
    | 'partial'
    | 'contained'
    | 'pinyin'
    | 'ingredient'
  accept: string[]
}

export const RELEVANCE_SET: RelevanceCase[] = [
  // Exact titles (each must come first)
  { q: '红烧肉', kind: 'exact', accept: ['简易红烧肉'] },
  { q: '宫保鸡丁', kind: 'exact', accept: ['宫保鸡丁'] },
  { q: '西红柿炒鸡蛋', kind: 'exact', accept: ['西红柿炒鸡蛋'] },
  { q: '可乐鸡翅', kind: 'exact', accept: ['可乐鸡翅'] },
  { q: '麻婆豆腐', kind: 'exact', accept: ['麻婆豆腐'] },
  { q: '鱼香肉丝', kind: 'exact', accept: ['鱼香肉丝'] },
  { q: '回锅肉', kind: 'exact', accept: ['回锅肉'] },
  { q: '糖醋排骨', kind: 'exact', accept: ['糖醋排骨'] },
  { q: '螺蛳粉', kind: 'exact', accept: ['螺蛳粉'] },
  { q: '黄焖鸡', kind: 'exact', accept: ['黄焖鸡'] },
  { q: '蛋炒饭', kind: 'exact', accept: ['蛋炒饭'] },
  { q: '酸辣土豆丝', kind: 'exact', accept: ['酸辣土豆丝'] },
  { q: '手撕包菜', kind: 'exact', accept: ['手撕包菜'] },
  { q: '鸡蛋羹', kind: 'exact', accept: ['鸡蛋羹'] },
  { q: '紫菜蛋花汤', kind: 'exact', accept: ['紫菜蛋花汤'] },
  { q: '皮蛋瘦肉粥', kind: 'exact', accept: ['皮蛋瘦肉粥'] },
  { q: 'Mojito莫吉托', kind: 'exact', accept: ['Mojito莫吉托'] },
  { q: '水煮鱼', kind: 'exact', accept: ['水煮鱼'] },
  // Synonyms and regional names
  { q: '番茄炒蛋', kind: 'synonym', accept: ['西红柿炒鸡蛋'] },
  { q: '番茄炒鸡蛋', kind: 'synonym', accept: ['西红柿炒鸡蛋'] },
  { q: '番茄鸡蛋汤', kind: 'synonym', accept: ['西红柿鸡蛋汤'] },
  { q: '番茄蛋汤', kind: 'synonym', accept: ['西红柿鸡蛋汤'] },
  { q: '番茄牛腩', kind: 'synonym', accept: ['西红柿牛腩'] },
  { q: '卷心菜', kind: 'synonym', accept: ['手撕包菜', '包菜炒鸡蛋粉丝'] },
  { q: '手撕卷心菜', kind: 'synonym', accept: ['手撕包菜'] },
  { q: '圆白菜炒鸡蛋粉丝', kind: 'synonym', accept: ['包菜炒鸡蛋粉丝'] },
  { q: '马铃薯丝', kind: 'synonym', accept: ['酸辣土豆丝'] },
  { q: '洋芋炖排骨', kind: 'synonym', accept: ['土豆炖排骨'] },
  { q: '蒜蓉西蓝花', kind: 'synonym', accept: ['蒜蓉西兰花'] },
  { q: '炒芸豆', kind: 'synonym', accept: ['素炒豆角'] },
  { q: '四季豆焖面', kind: 'synonym', accept: ['豆角焖面'] },
  {
    q: '落苏',
    kind: 'synonym',
    accept: ['红烧茄子', '炒茄子', '烤茄子', '鱼香茄子', '蒲烧茄子', '茄子炖土豆'],
  },
  { q: '凤爪', kind: 'synonym', accept: ['无骨鸡爪', '香辣鸡爪煲'] },
  { q: '蒸蛋', kind: 'synonym', accept: ['鸡蛋羹', '蒸水蛋', '微波炉鸡蛋羹', '蒸箱鸡蛋羹'] },
  { q: '松花蛋瘦肉粥', kind: 'synonym', accept: ['皮蛋瘦肉粥'] },
  { q: '菜花', kind: 'synonym', accept: ['清炒花菜', '干锅花菜'] },
  { q: '西红柿炒蛋', kind: 'synonym', accept: ['西红柿炒鸡蛋'] },
  { q: '猪肉粉', kind: 'synonym', accept: ['老友猪肉粉'] },
  { q: '云吞', kind: 'synonym', accept: ['速冻馄饨'] },
  { q: '醪糟汤圆', kind: 'synonym', accept: ['醪糟小汤圆'] },
  // Homophone slips
  { q: '宫爆鸡丁', kind: 'homophone', accept: ['宫保鸡丁'] },
  { q: '螺狮粉', kind: 'homophone', accept: ['螺蛳粉'] },
  { q: '麻辣香郭', kind: 'homophone', accept: ['麻辣香锅'] },
  { q: '鱼香茄紫', kind: 'homophone', accept: ['鱼香茄子'] },
  { q: '蚂蚁上数', kind: 'homophone', accept: ['蚂蚁上树'] },
  { q: '糖醋里积', kind: 'homophone', accept: ['糖醋里脊'] },
  // Filler around the dish name
  { q: '可乐鸡翅的做法', kind: 'filler', accept: ['可乐鸡翅'] },
  {
    q: '怎么做红烧肉',
    kind: 'filler',
    accept: ['简易红烧肉', '徽派红烧肉', '南派红烧肉', '湖南家常红烧肉'],
  },
  { q: '家常红烧茄子', kind: 'filler', accept: ['红烧茄子'] },
  { q: '简单蛋炒饭', kind: 'filler', accept: ['蛋炒饭', '扬州炒饭'] },
  { q: '糖醋排骨做法', kind: 'filler', accept: ['糖醋排骨'] },
  { q: '回锅肉怎么做', kind: 'filler', accept: ['回锅肉'] },
  { q: '麻婆豆腐教程', kind: 'filler', accept: ['麻婆豆腐'] },
  // Parts in any order
  { q: '鸡蛋 西红柿', kind: 'parts', accept: ['西红柿炒鸡蛋', '西红柿鸡蛋汤', '西红柿鸡蛋挂面'] },
  { q: '土豆 排骨', kind: 'parts', accept: ['土豆炖排骨'] },
  { q: '牛肉 土豆', kind: 'parts', accept: ['西红柿土豆炖牛肉'] },
  { q: '茄子，土豆', kind: 'parts', accept: ['茄子炖土豆', '地三鲜'] },
  { q: '黄瓜 鸡蛋', kind: 'parts', accept: ['鸡蛋火腿炒黄瓜'] },
  { q: '鸡蛋西红柿', kind: 'parts', accept: ['西红柿炒鸡蛋', '西红柿鸡蛋汤', '西红柿鸡蛋挂面'] },
  // Near misses: the best partial matches
  { q: '紫菜汤', kind: 'partial', accept: ['紫菜蛋花汤'] },
  { q: '皮蛋粥', kind: 'partial', accept: ['皮蛋瘦肉粥'] },
  { q: '排骨汤', kind: 'partial', accept: ['陈皮排骨汤', '排骨苦瓜汤', '玉米排骨汤'] },
  { q: '红烧排骨', kind: 'partial', accept: ['糖醋排骨', '土豆炖排骨', '酱排骨'] },
  { q: '羊肉炖萝卜', kind: 'partial', accept: ['萝卜炖羊排', '羊肉汤'] },
  // A title the query contains
  { q: '黄焖鸡米饭', kind: 'contained', accept: ['黄焖鸡'] },
  { q: '酸菜鱼红烧鱼', kind: 'contained', accept: ['红烧鱼'] },
  { q: '正宗四川回锅肉', kind: 'contained', accept: ['回锅肉'] },
  { q: '重庆小面螺蛳粉', kind: 'contained', accept: ['螺蛳粉'] },
  // Pinyin and initials
  { q: 'hongshaorou', kind: 'pinyin', accept: ['简易红烧肉', '徽派红烧肉', '南派红烧肉'] },
  { q: 'gbjd', kind: 'pinyin', accept: ['宫保鸡丁'] },
  { q: 'mapodoufu', kind: 'pinyin', accept: ['麻婆豆腐'] },
  { q: 'xhscjd', kind: 'pinyin', accept: ['西红柿炒鸡蛋'] },
  // By ingredient
  { q: '土豆', kind: 'ingredient', accept: ['酸辣土豆丝', '土豆炖排骨', '拔丝土豆', '瘦肉土豆片'] },
  {
    q: '马铃薯',
    kind: 'ingredient',
    accept: ['酸辣土豆丝', '土豆炖排骨', '拔丝土豆', '瘦肉土豆片', '罗宋汤'],
  },
  { q: '鸡翅', kind: 'ingredient', accept: ['可乐鸡翅', '烤鸡翅', '空气炸锅鸡翅中'] },
  { q: '豆腐', kind: 'ingredient', accept: ['麻婆豆腐', '凉拌豆腐', '脆皮豆腐', '葱煎豆腐'] },
]
