import { OWN_RECIPE_LIMITS as L, type RecipeImportDraft } from '../../../../types/my-recipes'
import { proposedTimer } from '../../../../types/durations'
import { dishTimes } from '../../catalogue/times'
import { guessCategory } from './category'
import { draftIngredient } from './ingredient-line'

const INGREDIENTS =
  /^(?:用料|食材|材料|配料|原料|主料|辅料|调料|ingredients?|ingredientes|ingrédients)\s*(?:[:：]\s*|$)/i
const STEPS =
  /^(?:做法|步骤|制作步骤|制作方法|烹饪步骤|方法|steps?|method|directions|instructions|preparation|pasos|preparación|étapes|préparation)\s*(?:[:：]\s*|$)/i
/** "1.", "1、", "1)", "（1）", "①", "Step 1", "第1步": a new step. */
const NUMBERED =
  /^(?:step\s*\d+\s*[:.、)]?|第\s*[\d一二三四五六七八九十]+\s*步\s*[:：、.]?|[(（]?\d+\s*[.、)）:：]|[①-⑳])\s*/i
const BULLET = /^[-*•·●○▪◦]\s*/
const SERVES = /(\d+)\s*(?:人份|人|servings?|portions?|personas?|personnes?)|serves\s*(\d+)/i
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('')

/**
 * Pasted text as a draft: a title line, then sections under the usual headings (用料 / 食材 /
 * 材料 / Ingredients, 做法 / 步骤 / Steps / Method / Directions); numbered lines ("1.", "1、",
 * "①", "Step 1") start steps and the lines after them continue them; bullets are ingredients.
 * Without headings, numbered lines are steps and the short lines before them ingredients.
 * Lines that fit nowhere are given back in `skipped`.
 */
export function draftOfText(text: string): RecipeImportDraft {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  let title = ''
  let section: 'intro' | 'ingredients' | 'steps' = 'intro'
  const intro: string[] = []
  const ingredientLines: string[] = []
  const steps: string[] = []
  const skipped: string[] = []
  let headed = false
  for (const line of lines) {
    const ingredientHead = INGREDIENTS.exec(line)
    const stepHead = STEPS.exec(line)
    if (ingredientHead || stepHead) {
      headed = true
      section = ingredientHead ? 'ingredients' : 'steps'
      const rest = line.slice((ingredientHead ?? stepHead)![0].length).trim()
      if (!rest) continue
      if (section === 'ingredients') {
        ingredientLines.push(...rest.split(/[,，、;；]\s*/).filter(Boolean))
        continue
      }
      steps.push(rest.replace(NUMBERED, ''))
      continue
    }
    const numbered = NUMBERED.test(line)
    const item = line.replace(NUMBERED, '').replace(BULLET, '')
    if (section === 'steps' || (!headed && numbered)) {
      section = 'steps'
      if (numbered || steps.length === 0) steps.push(item)
      else steps[steps.length - 1] += ` ${item}`
    } else if (section === 'ingredients' || BULLET.test(line)) {
      ingredientLines.push(item)
    } else if (!title) title = line
    else intro.push(line)
  }
  // No headings: the short intro lines that read as amounts ("鸡蛋 2个") are the ingredients.
  if (!headed) {
    for (const line of intro.splice(0)) {
      const ingredient = draftIngredient(line)
      if (ingredient.quantity != null || ingredient.note) ingredientLines.push(line)
      else intro.push(line)
    }
  }
  const ingredients = ingredientLines.slice(0, L.ingredients).map(draftIngredient)
  skipped.push(...ingredientLines.slice(L.ingredients), ...steps.slice(L.steps))
  const draftSteps = steps.slice(0, L.steps).map((step) => {
    const kept = cut(step, L.stepText)
    return { text: kept, image: null, timerSeconds: proposedTimer(kept) }
  })
  const description = intro.join('\n')
  const serves = SERVES.exec(description)
  const total = dishTimes(
    draftSteps.map((s) => ({ text: s.text, timerSeconds: s.timerSeconds })),
    null,
    3,
  ).totalMinutes
  const finalTitle = cut(title || (ingredients[0]?.name ?? ''), L.title)
  return {
    title: finalTitle,
    categoryId: guessCategory(
      finalTitle,
      ingredients.map((i) => i.name),
    ),
    description: cut(description, L.description),
    servings: serves ? Math.min(L.servings.max, Math.max(1, Number(serves[1] ?? serves[2]))) : 2,
    difficulty: 3,
    totalMinutes: Math.min(L.totalMinutes.max, Math.max(L.totalMinutes.min, total)),
    cover: null,
    ingredients,
    steps: draftSteps,
    visibility: 'private',
    sourceUrl: null,
    skipped,
  }
}
