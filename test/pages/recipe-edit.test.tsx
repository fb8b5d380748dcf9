import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import type { DraftIngredient, ReadIngredient, RecipeDraft } from '@shared/my-recipes'
import RecipeEditPage from '@/pages/recipe/edit'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  $$,
  answerRoutes,
  click,
  fieldError,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  settle,
  textOf,
  type,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { enterText } from '../helpers/controls'
import { CATEGORIES } from '../helpers/catalogue-fixtures'
import { mei } from '../helpers/fixtures'
import { IMPORTED, ownDetail } from '../helpers/my-recipes-fixtures'
import { dismissToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let redirectTo: jest.SpyInstance
let navigateBack: jest.SpyInstance

const SAVED = ownDetail({ id: 601, title: '番茄炒蛋' })

/** The server's reading of the rows the page tests type (the real one: read-ingredients.test.ts). */
const READINGS: Record<string, Partial<ReadIngredient>> = {
  '冰糖 30g': { name: '冰糖', quantity: 30, unit: 'g' },
  '冰糖 30g 适量': { name: '冰糖', quantity: 30, unit: 'g' },
  '盐  适量': { name: '盐', note: '适量' },
  '鸡蛋 2-3个': { name: '鸡蛋', quantityLow: 2, quantity: 3, unit: '个' },
  随便放点什么: { name: '随便放点什么', parsed: false },
}

function reading(req: { body: unknown }) {
  const rows = (req.body as { ingredients: DraftIngredient[] }).ingredients
  const lines = rows.map((row) => ({
    ...{ quantity: null, quantityLow: null, unit: null, note: null, optional: false, parsed: true },
    ...READINGS[`${row.name} ${row.quantity ?? ''} ${row.unit ?? ''}`.trim()],
  }))
  return ok({ ingredients: lines })
}

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    'GET /api/categories': () => ok(CATEGORIES),
    'POST /api/recipes/import': () => ok(IMPORTED),
    'POST /api/recipes': () => ok(SAVED),
    'GET /api/recipes/501': () => ok(ownDetail()),
    'PUT /api/recipes/501': () => ok(ownDetail()),
    'DELETE /api/recipes/501': () => ok(null),
    'POST /api/recipes/read-ingredients': reading,
    ...extra,
  })
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
  navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
  answer()
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open(params: Record<string, string> = {}) {
  onRoute('/pages/recipe/edit', params)
  testUtils = await mount(RecipeEditPage)
  await until(() => $('.edit-block--category .chip') && $('.edit-bar__save'))
}

/** Types into an input or textarea inside `selector` (Taro draws the element a moment later). */
async function typeInto(selector: string, value: string) {
  const el = await until(() =>
    document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `${selector} input, ${selector} textarea`,
    ),
  )
  testUtils.act(() => enterText(el, value))
}

/** The value of the input or textarea inside `selector`, once Taro has drawn it. */
const valueOf = async (selector: string) =>
  (
    await until(() =>
      document.querySelector<HTMLInputElement>(`${selector} input, ${selector} textarea`),
    )
  ).value

const chip = (label: string) => $$('.chip').find((el) => el.textContent === label)!

test('an empty save is checked here: each field says what is missing, nothing is sent', async () => {
  await open()
  expect(textOf('.nav-bar__title')).toBe('写菜谱')
  click(testUtils, '.edit-bar__save')
  await until(() => fieldError('title'))
  expect(fieldError('title')).toBe('请填写这一项')
  expect(textOf('.edit-block--category .edit-error')).toBe('请选择分类')
  expect(fieldError('totalMinutes')).toBe('请输入数字')
  expect(textOf('.ingredient-rows > .edit-error')).toBe('至少写一样用料')
  expect(textOf('.step-rows > .edit-error')).toBe('至少写一步做法')
  expect(textOf('.edit-bar__problems')).toBe('还有 5 处需要修改')

  // The limits of OWN_RECIPE_LIMITS, as typed.
  await type(testUtils, 'title', '好'.repeat(41))
  await type(testUtils, 'totalMinutes', '2000')
  expect(fieldError('title')).toBe('最多 40 个字')
  expect(fieldError('totalMinutes')).toBe('请输入 1 到 1440 之间的数')
  await typeInto('.ingredient-row__quantity', '两')
  expect(textOf('.ingredient-row .edit-error')).toBe('请填写这一项')
  await settle(50)
  expect(sent(server, 'POST /api/recipes')).toHaveLength(0)
})

test('a step proposes its timer from the text as it is typed; the cook may change it', async () => {
  await open()
  await typeInto('.step-row__text', '加水没过肉，小火焖 20 分钟')
  expect(await valueOf('.step-row__minutes')).toBe('20')
  expect(textOf('.step-row__proposed')).toBe('按文字建议')
  await typeInto('.step-row__minutes', '25')
  await typeInto('.step-row__text', '加水没过肉，小火焖 30 分钟')
  expect(await valueOf('.step-row__minutes')).toBe('25')
  expect($('.step-row__proposed')).toBeNull()
})

test('a step written in English, Spanish or French proposes its timer too', async () => {
  await open()
  await typeInto('.step-row__text', 'Simmer for 20-25 minutes')
  expect(await valueOf('.step-row__minutes')).toBe('25')
  await typeInto('.step-row__text', 'Hornear 1 hora y 15 minutos')
  expect(await valueOf('.step-row__minutes')).toBe('75')
  await typeInto('.step-row__text', 'Cuire 1 h 30 à feu doux')
  expect(await valueOf('.step-row__minutes')).toBe('90')
  expect(textOf('.step-row__proposed')).toBe('按文字建议')
})

test('importing a link fills the form as a draft and lists what it skipped; saving posts it', async () => {
  await open({ import: 'link' })
  expect(textOf('.popup__title')).toBe('从链接导入')
  await type(testUtils, 'importUrl', 'recipes.example.com/x')
  click(testUtils, '.import-sheet__submit')
  expect(fieldError('importUrl')).toBe('请输入以 http:// 或 https:// 开头的链接')
  await type(testUtils, 'importUrl', 'https://recipes.example.com/fanqie-chao-dan')
  click(testUtils, '.import-sheet__submit')
  await until(() => !$('.import-sheet'))
  expect(sent(server, 'POST /api/recipes/import')[0].body).toEqual({
    url: 'https://recipes.example.com/fanqie-chao-dan',
  })
  expect(await valueOf('.form-field--title')).toBe('番茄炒蛋')
  expect($$('.ingredient-row')).toHaveLength(3)
  expect(await valueOf('.ingredient-row[data-index="2"] .ingredient-row__note')).toBe('适量')
  expect(await valueOf('.step-row[data-index="1"] .step-row__minutes')).toBe('2')
  expect(chip('素菜').className).toContain('chip--on')
  expect(textOf('.draft-note__source')).toBe('来源：recipes.example.com')
  expect(textOf('.draft-note__line')).toBe('广告：点击关注')

  click(testUtils, '.edit-bar__save')
  await until(() => redirectTo.mock.calls.length === 1)
  const { skipped: _skipped, ...draft } = IMPORTED
  expect(sent(server, 'POST /api/recipes')[0].body).toEqual(draft satisfies RecipeDraft)
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=601' })
})

test('pasted text is sent as text', async () => {
  await open({ import: 'text' })
  expect(textOf('.popup__title')).toBe('粘贴菜谱文字')
  click(testUtils, '.import-sheet__submit')
  expect(textOf('.import-sheet .edit-error')).toBe('请先粘贴菜谱文字')
  await typeInto('.import-sheet__area', '用料\n鸡蛋 3 个\n做法\n1. 炒')
  click(testUtils, '.import-sheet__submit')
  await until(() => sent(server, 'POST /api/recipes/import').length === 1 && !$('.import-sheet'))
  expect(await valueOf('.form-field--title')).toBe('番茄炒蛋')
  expect(sent(server, 'POST /api/recipes/import')[0].body).toEqual({
    text: '用料\n鸡蛋 3 个\n做法\n1. 炒',
  })
})

const previewOf = (i: number) => textOf(`.ingredient-row[data-index="${i}"] .ingredient-preview`)
const READ_ROUTE = 'POST /api/recipes/read-ingredients'

test('under each row, how it will be saved, asked once per pause in typing', async () => {
  await open()
  const row = (i: number, part: string) =>
    `.ingredient-row[data-index="${i}"] .ingredient-row__${part}`
  await typeInto(row(0, 'name'), '冰糖')
  await typeInto(row(0, 'name'), '冰糖 30g')
  expect(sent(server, READ_ROUTE)).toHaveLength(0)
  await until(() => previewOf(0) === '识别为 冰糖 · 30 g')
  // Two keys in one pause: one call, with the row as a save sends it.
  expect(sent(server, READ_ROUTE).map((req) => req.body)).toEqual([
    { ingredients: [{ name: '冰糖 30g', quantity: null, unit: null, note: null }] },
  ])
  click(testUtils, '.edit-add--ingredient')
  await typeInto(row(1, 'name'), '盐')
  await typeInto(row(1, 'unit'), '适量')
  click(testUtils, '.edit-add--ingredient')
  await typeInto(row(2, 'name'), '鸡蛋 2-3个')
  click(testUtils, '.edit-add--ingredient')
  await typeInto(row(3, 'name'), '随便放点什么')
  // Until the reading comes, a row shows that it is on its way.
  expect(previewOf(3)).toBe('…')
  await until(() => previewOf(3) === '没有读出用量，将整行作为名称保存')
  expect(sent(server, READ_ROUTE)).toHaveLength(2)
  expect([previewOf(0), previewOf(1), previewOf(2), previewOf(3)]).toEqual([
    '识别为 冰糖 · 30 g',
    '识别为 盐 · 适量',
    '识别为 鸡蛋 · 2-3 个',
    '没有读出用量，将整行作为名称保存',
  ])
  // A blank row, or one the server would refuse, is not sent and shows nothing.
  click(testUtils, '.edit-add--ingredient')
  click(testUtils, '.edit-add--ingredient')
  await typeInto(row(5, 'name'), '好'.repeat(41))
  await settle(600)
  expect(sent(server, READ_ROUTE)).toHaveLength(2)
  expect($('.ingredient-row[data-index="4"] .ingredient-preview')).toBeNull()
  expect($('.ingredient-row[data-index="5"] .ingredient-preview')).toBeNull()

  // In the reader's language, without asking again: units in the glossary's words.
  testUtils.act(() => useSettingsStore.getState().setLocale('en'))
  await until(() => previewOf(1) === 'Reads as 盐 · as needed')
  expect([previewOf(0), previewOf(2)]).toEqual([
    'Reads as 冰糖 · 30 g',
    'Reads as 鸡蛋 · 2–3 pieces',
  ])
  // Typed back to what it was, a row is known already.
  await typeInto(row(0, 'unit'), '适量')
  await typeInto(row(0, 'unit'), '')
  await settle(600)
  expect(sent(server, READ_ROUTE)).toHaveLength(2)
  // Several pauses of typing, each waited out.
}, 20_000)

test('without the server, the preview says when it will show', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  answer({ [READ_ROUTE]: () => refuse(503, 503, 'busy') })
  await open()
  await typeInto('.ingredient-row__name', '冰糖 30g')
  await until(() => previewOf(0) === '联网后显示识别结果')
  // The next pause asks again, and the reading comes.
  answer()
  await typeInto('.ingredient-row__name', '冰糖 30g 适量')
  await until(() => previewOf(0) === '识别为 冰糖 · 30 g')
})

test('a written recipe is saved with its rows in the order the cook put them', async () => {
  await open()
  await type(testUtils, 'title', '凉拌黄瓜')
  click(testUtils, '.edit-block--category .chip:nth-child(2)')
  expect(chip('素菜').className).toContain('chip--on')
  await type(testUtils, 'totalMinutes', '10')
  await typeInto('.ingredient-row[data-index="0"] .ingredient-row__name', '蒜')
  click(testUtils, '.edit-add--ingredient')
  await typeInto('.ingredient-row[data-index="1"] .ingredient-row__name', '黄瓜')
  await typeInto('.ingredient-row[data-index="1"] .ingredient-row__quantity', '1,5')
  await typeInto('.ingredient-row[data-index="1"] .ingredient-row__unit', '根')
  // 黄瓜 first: moved up.
  click(testUtils, '.ingredient-row[data-index="1"] .row-tools__up')
  click(testUtils, '.edit-add--ingredient')
  click(testUtils, '.ingredient-row[data-index="2"] .row-tools__remove')
  await typeInto('.step-row__text', '拍碎黄瓜，拌匀腌 10 分钟')
  click(testUtils, '.visibility-option--kitchen')
  click(testUtils, '.edit-bar__save')
  await until(() => sent(server, 'POST /api/recipes').length === 1)
  expect(sent(server, 'POST /api/recipes')[0].body).toEqual({
    title: '凉拌黄瓜',
    categoryId: 2,
    description: '',
    servings: 2,
    difficulty: 2,
    totalMinutes: 10,
    cover: null,
    ingredients: [
      { name: '黄瓜', quantity: 1.5, unit: '根', note: null },
      { name: '蒜', quantity: null, unit: null, note: null },
    ],
    steps: [{ text: '拍碎黄瓜，拌匀腌 10 分钟', image: null, timerSeconds: 600 }],
    visibility: 'kitchen',
    sourceUrl: null,
  })
})

test('the server’s refusal shows beside the field it names', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  answer({ 'POST /api/recipes': () => refuse(400, 400, 'body/steps/0/text：不能为空白') })
  await open({ import: 'link' })
  await type(testUtils, 'importUrl', 'https://recipes.example.com/a')
  click(testUtils, '.import-sheet__submit')
  await until(() => !$('.import-sheet'))
  click(testUtils, '.edit-bar__save')
  await until(() => textOf('.step-row[data-index="0"] .edit-error'))
  expect(textOf('.step-row[data-index="0"] .edit-error')).toBe('不能为空白')
  // In place, not as a toast: the request was quiet.
  expect(warn).toHaveBeenCalled()
})

test('an import the server refuses says why under the link', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  answer({ 'POST /api/recipes/import': () => refuse(422, 422, '这个网页里没有找到菜谱') })
  await open({ import: 'link' })
  await type(testUtils, 'importUrl', 'https://example.com/news')
  click(testUtils, '.import-sheet__submit')
  await until(() => fieldError('importUrl'))
  expect(fieldError('importUrl')).toBe('这个网页里没有找到菜谱')
  expect($('.import-sheet')).not.toBeNull()
})

test('the owner edits a recipe (PUT) and deletes it after confirming', async () => {
  const modal = jest
    .spyOn(Taro, 'showModal')
    .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
    .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'ok' })
  await open({ id: '501', from: 'detail' })
  await until(() => $('.ingredient-row'))
  expect(await valueOf('.form-field--title')).toBe('外婆红烧肉')
  expect(textOf('.nav-bar__title')).toBe('编辑菜谱')
  expect(await valueOf('.ingredient-row[data-index="2"] .ingredient-row__quantity')).toBe('1.5')
  expect(await valueOf('.step-row[data-index="2"] .step-row__minutes')).toBe('3')
  expect($('.visibility-option--kitchen')?.getAttribute('aria-checked')).toBe('true')
  await type(testUtils, 'title', '外婆的红烧肉')
  click(testUtils, '.edit-bar__save')
  await until(() => navigateBack.mock.calls.length === 1)
  const body = sent(server, 'PUT /api/recipes/501')[0].body as RecipeDraft
  expect(body.title).toBe('外婆的红烧肉')
  expect(body.servings).toBe(2)
  expect(body.steps[2]).toEqual({
    text: '放入肉块翻炒上色，加开水没过肉，焖煮 3 分钟。',
    image: null,
    timerSeconds: 180,
  })

  click(testUtils, '.edit-delete')
  await settle(50)
  expect(modal).toHaveBeenCalledTimes(1)
  expect(sent(server, 'DELETE /api/recipes/501')).toHaveLength(0)
  click(testUtils, '.edit-delete')
  await until(() => sent(server, 'DELETE /api/recipes/501').length === 1)
  // Opened from the dish page: back past it, since the dish is gone.
  await until(() => navigateBack.mock.calls.length === 2)
  expect(navigateBack).toHaveBeenLastCalledWith({ delta: 2 })
})

test('someone else’s recipe cannot be edited here', async () => {
  answer({ 'GET /api/recipes/501': () => ok(ownDetail({ owner: { id: 8, nickname: '老爸' } })) })
  onRoute('/pages/recipe/edit', { id: '501' })
  testUtils = await mount(RecipeEditPage)
  await until(() => $('.empty-state'))
  expect(textOf('.empty-state__text')).toBe('只有作者才能修改这道菜谱')
  expect($('.edit-bar__save')).toBeNull()
})

test('sharing with a kitchen needs one: without, the draft stays private', async () => {
  useSessionStore.setState({ userInfo: { ...mei, kitchen: null } })
  await open({ import: 'link' })
  expect($('.visibility-option--kitchen')?.getAttribute('aria-disabled')).toBe('true')
  expect(textOf('.visibility-option--kitchen')).toBe('加入厨房后可以和家人共享')
  answer({ 'POST /api/recipes/import': () => ok({ ...IMPORTED, visibility: 'kitchen' }) })
  await type(testUtils, 'importUrl', 'https://recipes.example.com/a')
  click(testUtils, '.import-sheet__submit')
  await until(() => !$('.import-sheet'))
  click(testUtils, '.visibility-option--kitchen')
  expect($('.visibility-option--private')?.getAttribute('aria-checked')).toBe('true')
})
