import type { Locale } from '../../../types/api'
import type { RelevanceCase } from './relevance-set'

/** A query in one reader's language and the catalogue dishes a cook would accept for it. */
export interface LanguageCase {
  q: string
  kind: RelevanceCase['kind'] | 'intent' | 'typo' | 'translated'
  accept: string[]
}

const BREAKFAST_EASY = [
  '吐司果酱',
  '微波炉蛋糕',
  '微波炉荷包蛋',
  '金枪鱼酱三明治',
  '空气炸锅面包片',
]
const QUICK = ['金枪鱼酱三明治', '奶油蘑菇汤', '炒滑蛋', '吐司果酱', '微波炉蛋糕', '蒜蓉虾']
const SOUPS = ['奶油蘑菇汤', '朱雀汤', '西红柿鸡蛋汤', '金针菇汤', '紫菜蛋花汤']
const TOMATO_EGG = ['西红柿炒鸡蛋']
const EGG_TITLES = ['太阳蛋', '溏心蛋', '茶叶蛋', '蒸水蛋', '温泉蛋', '蛏抱蛋', '美式炒蛋']
const POTATO = ['酸辣土豆丝', '土豆炖排骨', '拔丝土豆', '瘦肉土豆片', '茄子炖土豆', '地三鲜']
const CHICKEN = ['口水鸡', '姜炒鸡', '黄焖鸡', '宫保鸡丁', '可乐鸡翅', '烤鸡翅', '意式烤鸡']
const LIGHT = ['凉拌油麦菜', '凉拌黄瓜', '朱雀汤', '清蒸南瓜', '炒滑蛋', '吐司果酱']
const RICE = ['油醋爆蛋', '酸辣土豆丝', '鱼香茄子', '麻婆豆腐', '金针菇日本豆腐煲', '水油焖蔬菜']
const VEGETARIAN = ['奶油蘑菇汤', '炒滑蛋', '吐司果酱', '微波炉蛋糕', '凉拌黄瓜']
const SPICY_CHICKEN = ['口水鸡', '宫保鸡丁', '干煸仔鸡', '黄焖鸡', '姜炒鸡']

/**
 * Queries in each of the five languages (issue [14]: "in their own words"), the issue's own
 * queries among them, with intent words (time, ease, diet, taste, meal, occasion).
 */
export const LANGUAGE_SETS: Record<Locale, LanguageCase[]> = {
  'zh-Hans': [
    { q: '快手菜', kind: 'intent', accept: QUICK },
    { q: '下饭菜', kind: 'intent', accept: RICE },
    { q: '简单的早餐', kind: 'intent', accept: BREAKFAST_EASY },
    { q: '早餐', kind: 'intent', accept: BREAKFAST_EASY },
    { q: '减肥', kind: 'intent', accept: LIGHT },
    { q: '素菜', kind: 'intent', accept: VEGETARIAN },
    { q: '汤', kind: 'intent', accept: SOUPS },
    { q: '凉菜', kind: 'intent', accept: ['凉拌油麦菜', '凉拌黄瓜', '凉拌鸡丝', '口水鸡'] },
    { q: '10分钟早餐', kind: 'intent', accept: BREAKFAST_EASY },
    { q: '辣的鸡', kind: 'intent', accept: SPICY_CHICKEN },
    { q: '排骨汤', kind: 'intent', accept: ['陈皮排骨汤', '排骨苦瓜汤', '玉米排骨汤'] },
    { q: '宴客菜', kind: 'intent', accept: ['水煮肉片', '西红柿牛腩', '无骨鸡爪', '血浆鸭'] },
    { q: '家常菜', kind: 'intent', accept: ['奶油蘑菇汤', '炒滑蛋', '凉拌黄瓜', '朱雀汤'] },
    { q: '西红柿鸡蛋', kind: 'parts', accept: TOMATO_EGG },
    { q: '西红柿 鸡蛋', kind: 'parts', accept: TOMATO_EGG },
    { q: '鸡蛋 西红柿', kind: 'parts', accept: TOMATO_EGG },
    { q: '土豆牛肉', kind: 'parts', accept: ['西红柿土豆炖牛肉'] },
    { q: '红绕肉', kind: 'typo', accept: ['简易红烧肉', '徽派红烧肉', '南派红烧肉'] },
    { q: '可乐鸡超', kind: 'typo', accept: ['可乐鸡翅'] },
    { q: '可乐鸡赤', kind: 'homophone', accept: ['可乐鸡翅'] },
    { q: '西红事炒鸡蛋', kind: 'homophone', accept: TOMATO_EGG },
    { q: '番茄炒鸡单', kind: 'homophone', accept: TOMATO_EGG },
    { q: '酸辣土豆思', kind: 'homophone', accept: ['酸辣土豆丝'] },
    { q: '酸辣土豆丝', kind: 'exact', accept: ['酸辣土豆丝'] },
  ],
  'zh-Hant': [
    { q: '紅燒肉', kind: 'exact', accept: ['简易红烧肉', '徽派红烧肉', '南派红烧肉'] },
    { q: '番茄炒雞蛋', kind: 'synonym', accept: TOMATO_EGG },
    { q: '宮保雞丁', kind: 'exact', accept: ['宫保鸡丁'] },
    { q: '麻婆豆腐', kind: 'exact', accept: ['麻婆豆腐'] },
    { q: '可樂雞翅', kind: 'exact', accept: ['可乐鸡翅'] },
    { q: '糖醋排骨', kind: 'exact', accept: ['糖醋排骨'] },
    { q: '馬鈴薯', kind: 'synonym', accept: POTATO },
    { q: '高麗菜', kind: 'synonym', accept: ['手撕包菜', '包菜炒鸡蛋粉丝'] },
    { q: '雞蛋 番茄', kind: 'parts', accept: TOMATO_EGG },
    { q: '紅繞肉', kind: 'typo', accept: ['简易红烧肉', '徽派红烧肉', '南派红烧肉'] },
    { q: '可樂雞赤', kind: 'homophone', accept: ['可乐鸡翅'] },
    { q: '西紅事炒雞蛋', kind: 'homophone', accept: TOMATO_EGG },
    { q: '番茄炒雞單', kind: 'homophone', accept: TOMATO_EGG },
    { q: '簡單的早餐', kind: 'intent', accept: BREAKFAST_EASY },
    { q: '快手菜', kind: 'intent', accept: QUICK },
    { q: '下飯菜', kind: 'intent', accept: RICE },
    { q: '素食', kind: 'intent', accept: VEGETARIAN },
    { q: '湯', kind: 'intent', accept: SOUPS },
    { q: '減肥', kind: 'intent', accept: LIGHT },
    { q: '涼菜', kind: 'intent', accept: ['凉拌油麦菜', '凉拌黄瓜', '凉拌鸡丝', '口水鸡'] },
  ],
  en: [
    { q: 'egg', kind: 'translated', accept: EGG_TITLES },
    { q: 'eggs', kind: 'translated', accept: EGG_TITLES },
    {
      q: 'tomato',
      kind: 'translated',
      accept: ['西红柿炒鸡蛋', '糖拌西红柿', '西红柿牛腩', '番茄红酱'],
    },
    { q: 'potato', kind: 'translated', accept: POTATO },
    { q: 'kung pao', kind: 'translated', accept: ['宫保鸡丁'] },
    { q: 'Kung Pao chicken', kind: 'translated', accept: ['宫保鸡丁'] },
    { q: 'mapo tofu', kind: 'translated', accept: ['麻婆豆腐'] },
    { q: 'tomato egg', kind: 'translated', accept: TOMATO_EGG },
    { q: 'fried rice', kind: 'translated', accept: ['蛋炒饭', '扬州炒饭'] },
    { q: 'chicken', kind: 'translated', accept: CHICKEN },
    { q: 'dumplings', kind: 'translated', accept: ['煎饺', '速冻水饺', '手工水饺'] },
    { q: 'cola chicken wings', kind: 'translated', accept: ['可乐鸡翅'] },
    { q: 'sweet and sour ribs', kind: 'translated', accept: ['糖醋排骨'] },
    { q: 'quick vegetarian breakfast', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'easy breakfast', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'soup', kind: 'intent', accept: SOUPS },
    { q: 'spicy chicken', kind: 'intent', accept: SPICY_CHICKEN },
    { q: 'vegetarian', kind: 'intent', accept: VEGETARIAN },
    { q: '10 min', kind: 'intent', accept: ['吐司果酱', '微波炉蛋糕', '蒜蓉虾', '手抓饼'] },
    { q: 'light', kind: 'intent', accept: LIGHT },
  ],
  es: [
    { q: 'huevo', kind: 'translated', accept: EGG_TITLES },
    { q: 'huevos', kind: 'translated', accept: EGG_TITLES },
    { q: 'pollo', kind: 'translated', accept: CHICKEN },
    { q: 'patatas', kind: 'translated', accept: POTATO },
    {
      q: 'tomate',
      kind: 'translated',
      accept: ['西红柿炒鸡蛋', '糖拌西红柿', '西红柿牛腩', '番茄红酱'],
    },
    { q: 'kung pao', kind: 'translated', accept: ['宫保鸡丁'] },
    { q: 'arroz frito', kind: 'translated', accept: ['蛋炒饭', '扬州炒饭'] },
    { q: 'gambas', kind: 'translated', accept: ['白灼虾', '蒜蓉虾', '黄油煎虾', '油焖大虾'] },
    { q: 'tofu', kind: 'translated', accept: ['麻婆豆腐', '凉拌豆腐', '脆皮豆腐', '葱煎豆腐'] },
    { q: 'tomate huevo', kind: 'translated', accept: TOMATO_EGG },
    { q: 'sopa', kind: 'intent', accept: SOUPS },
    { q: 'desayuno rápido', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'desayuno fácil', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'vegetariano', kind: 'intent', accept: VEGETARIAN },
    { q: 'pollo picante', kind: 'intent', accept: SPICY_CHICKEN },
    { q: 'ligero', kind: 'intent', accept: LIGHT },
  ],
  fr: [
    { q: 'oeuf', kind: 'translated', accept: EGG_TITLES },
    { q: 'œufs', kind: 'translated', accept: EGG_TITLES },
    { q: 'poulet', kind: 'translated', accept: CHICKEN },
    { q: 'pomme de terre', kind: 'translated', accept: POTATO },
    {
      q: 'tomate',
      kind: 'translated',
      accept: ['西红柿炒鸡蛋', '糖拌西红柿', '西红柿牛腩', '番茄红酱'],
    },
    { q: 'kung pao', kind: 'translated', accept: ['宫保鸡丁'] },
    { q: 'riz sauté', kind: 'translated', accept: ['蛋炒饭', '扬州炒饭'] },
    { q: 'crevettes', kind: 'translated', accept: ['白灼虾', '蒜蓉虾', '黄油煎虾', '油焖大虾'] },
    { q: 'tofu', kind: 'translated', accept: ['麻婆豆腐', '凉拌豆腐', '脆皮豆腐', '葱煎豆腐'] },
    { q: 'tomates œufs', kind: 'translated', accept: TOMATO_EGG },
    { q: 'soupe', kind: 'intent', accept: SOUPS },
    { q: 'petit-déjeuner', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'petit-déjeuner rapide', kind: 'intent', accept: BREAKFAST_EASY },
    { q: 'végétarien', kind: 'intent', accept: VEGETARIAN },
    { q: 'poulet épicé', kind: 'intent', accept: SPICY_CHICKEN },
    { q: 'léger', kind: 'intent', accept: LIGHT },
  ],
}
