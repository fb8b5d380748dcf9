import { INVITE_CODE_LENGTH, INVITE_DAYS } from '@shared/kitchen'
import { LOCALES } from '@shared/api'
import en from '@/features/docs/content/help/en'
import es from '@/features/docs/content/help/es'
import fr from '@/features/docs/content/help/fr'
import zhHans from '@/features/docs/content/help/zh-Hans'
import zhHant from '@/features/docs/content/help/zh-Hant'
import { messages } from '@/i18n/all-locales'

/** Words that promise a feature for later: the help describes what the app does today. */
const LATER = /即将|即將|coming soon|on its way|llegará pronto|arrive bientôt/i

const help = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr }

describe.each(LOCALES)('%s help centre', (locale) => {
  const content = help[locale]
  const strings = messages[locale]
  const answers = (topic: string) =>
    content.topics
      .find((t) => t.id === topic)!
      .questions.flatMap((q) => [q.question, ...q.answer])
      .join('\n')

  test('promises nothing for later', () => {
    const all = content.topics.flatMap((t) => t.questions.flatMap((q) => [q.question, ...q.answer]))
    expect(all.filter((text) => LATER.test(text))).toEqual([])
  })

  test('explains inviting, joining and leaving with the buttons the kitchen sheet shows', () => {
    const kitchen = answers('kitchen')
    for (const label of [
      strings.kitchen.invite.create,
      strings.kitchen.invite.renew,
      strings.kitchen.join.title,
      strings.kitchen.leave.button,
    ])
      expect(kitchen).toContain(label)
    expect(kitchen).toContain(String(INVITE_CODE_LENGTH))
    expect(kitchen).toContain(String(INVITE_DAYS))
  })

  test('names the profile tab and the stock suggestions as the app does', () => {
    const all = content.topics.map((t) => answers(t.id)).join('\n')
    expect(all).toContain(strings.tabs.profile)
    expect(answers('stock')).toContain(strings.stock.suggestions.title)
  })
})
