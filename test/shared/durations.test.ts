import { proposedTimer, timerSeconds } from '@shared/durations'

// The catalogue's Chinese steps (server/src/catalogue/prepare.ts) read as they always have.
test.each<[string, number | null]>([
  ['倒入开水 300ml，焖煮 3 分钟。', 180],
  ['炒 30 秒', 30],
  ['炒 10 秒钟', 10],
  ['炖 1 小时', 3600],
  ['浸泡 2 个小时', 7200],
  ['小火煮 10-15 分钟', 900],
  ['煮 5–10 分钟', 600],
  ['18 - 20 分钟', 1200],
  ['煎 1-1.5 分钟至变色', 90],
  ['焖 **1分钟**', 60],
  ['翻面继续加热两分钟', 120],
  ['再煮三分钟', 180],
  ['十五分钟后取出', 900],
  ['中火蒸半个小时', 1800],
  ['半小时', 1800],
  ['大火收汁半分钟', 30],
  ['一个半小时', 5400],
  ['煮两个半小时', 9000],
  ['炖 1 小时 30 分钟', 5400],
  ['炖1小时30分钟', 5400],
  ['微波 1 分 30 秒', 90],
  ['等待 10 秒让油温升高，煎 20 秒', 20],
  ['先煮 5 分钟，再焖 10 分钟', 600],
  ['180 度烤 15 分钟', 900],
  // Written the Latin way inside Chinese text.
  ['翻炒 30s 后出锅', 30],
  ['预计制作总时常 1～1.5h。', 5400],
  ['牛排煎到七分熟', null],
  ['三分之一的糖', null],
  ['加 2 勺盐', null],
  ['腌制 1-2 天', null],
  ['出锅', null],
])('zh: %s → %s', (text, seconds) => {
  expect(timerSeconds(text)).toBe(seconds)
})

test.each<[string, number | null]>([
  ['Simmer for 20 minutes.', 1200],
  ['Bake 1 hour 15 min, until golden', 4500],
  ['Bake for 1 hour and 15 minutes', 4500],
  ['Simmer 1½ hours', 5400],
  ['Simmer 1 1/2 hours', 5400],
  ['Rest ½ hour', 1800],
  ['Simmer for 20-25 minutes', 1500],
  ['Simmer for 20 to 25 minutes', 1500],
  ['Cook 2 mins, then 30 secs more', 120],
  ['simmer for 1 h 30 min', 5400],
  ['Let it rest for half an hour', 1800],
  ['Roast for an hour', 3600],
  ['An hour and a half in the oven', 5400],
  ['no more than hour', null],
  ['Roast for 1 hour, then rest 10 minutes', 3600],
  ['Add 2 minced cloves of garlic', null],
  ['add mint', null],
  ['Serves 4', null],
  ['Marinate 2 days', null],
])('en: %s → %s', (text, seconds) => {
  expect(timerSeconds(text)).toBe(seconds)
})

test.each<[string, number | null]>([
  ['Hornear 40 minutos', 2400],
  ['Cocer 20 minutos a fuego lento', 1200],
  ['Cocinar 1 hora', 3600],
  ['Cocinar 1 hora y 15 minutos', 4500],
  ['Hervir 20 a 25 minutos', 1500],
  ['Reposar media hora', 1800],
  ['Cuire 20 minutes', 1200],
  ['Cuire 1 heure', 3600],
  ['Cuire 1 h 30', 5400],
  ['Cuire 1h30 à feu doux.', 5400],
  ['Cuire 1,5 heure', 5400],
  ['Laisser reposer une demi-heure', 1800],
  ['Cuire 1 heure et 10 minutes', 4200],
  ['Ajouter 3 gousses d’ail', null],
])('es, fr: %s → %s', (text, seconds) => {
  expect(timerSeconds(text)).toBe(seconds)
})

test('a proposed timer stops at a day: longer is no kitchen timer', () => {
  expect(proposedTimer('Braise for 24 hours')).toBe(86_400)
  expect(proposedTimer('Marinate 48 hours')).toBeNull()
  expect(timerSeconds('Marinate 48 hours')).toBe(172_800)
  expect(proposedTimer('焖 20 分钟')).toBe(1200)
})
