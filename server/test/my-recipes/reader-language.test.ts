import type { OwnRecipeDetail } from '../../../types/my-recipes'
import type { AuthTestApp } from '../auth/support'
import { caller, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'
import { draft } from './support'

/**
 * An own recipe is read in the words its cook wrote, whatever the reader's language (issue
 * [14]): the glossary and the note phrases are the catalogue's, and the edit form, which loads
 * the recipe in the reader's language, must not save them over the cook's own words.
 */
let t: AuthTestApp
let alice: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

test('an English reader gets an own recipe’s names, notes and tips as written', async () => {
  const written = draft({
    ingredients: [
      { name: '鸡蛋', quantity: 2, unit: '个', note: '切段' },
      { name: '西红柿', quantity: 1, unit: '个', note: '约 20g' },
    ],
  })
  const made = await alice.api.post<OwnRecipeDetail>('/api/recipes', written)
  expect(made.status).toBe(200)
  const english = caller(t, alice.auth.token, 'en')
  const dish = (await english.get<OwnRecipeDetail>(`/api/recipes/${made.content.id}`)).content
  expect(dish.ingredients.map((i) => [i.name, i.note])).toEqual([
    ['鸡蛋', '切段'],
    ['西红柿', '约 20g'],
  ])
  expect(dish.notesUntranslated).toBeUndefined()
})
