import { proposeTimer } from '@/features/my-recipes/timer'

test.each([
  ['小火焖 20 分钟', 1200],
  ['炖1小时30分钟', 5400],
  ['煮十五分钟', 900],
  ['蒸半小时', 1800],
  ['煮两个半小时', 9000],
  ['先煮 5 分钟，再焖 10 分钟', 600],
  ['30秒', 30],
  ['simmer for 1 h 30 min', 5400],
  ['bake 25 minutes', 1500],
  ['Cuire 1,5 heure', 5400],
  ['Hornear 40 minutos', 2400],
])('%p proposes %p seconds', (text, seconds) => {
  expect(proposeTimer(text)).toBe(seconds)
})

test.each(['七分熟', '三分之一的糖', '加 2 勺盐', 'add mint', '腌制 2 天'])(
  '%p proposes no timer',
  (text) => {
    expect(proposeTimer(text)).toBeNull()
  },
)
