import fs from 'node:fs'
import path from 'node:path'

/** A recipe as a source gives it, before cleaning and parsing. */
export interface SourceRecipe {
  /** Stable across imports: the upsert key. */
  sourceId: string
  /** The HowToCook category name (荤菜, 素菜 …). */
  category: string
  name: string
  /** Markdown introduction. */
  description: string
  images: string[]
  difficulty: number
  servings: number
  ingredientLines: string[]
  steps: string[]
  notes: string[]
}

interface HowToCookRecipe {
  id: string
  name: string
  description?: string | null
  image_path?: string | null
  images?: string[] | null
  category: string
  difficulty?: number | null
  servings?: number | null
  ingredients?: { text_quantity?: string | null; name?: string | null }[] | null
  steps?: { step?: number; description?: string | null }[] | null
  additional_notes?: string[] | null
}

/** The recipes' file name beside the compiled server (scripts/build-server.ts extracts it). */
export const HOWTOCOOK_FILE = 'howtocook-recipes.json'

/** The file as the howtocook-mcp package (a dev dependency) installs it. */
export const howToCookPackageFile = () => require.resolve('howtocook-mcp/all_recipes.json')

/** Beside the compiled server in production; in development and tests, the package's. */
export function howToCookFile(): string {
  const extracted = path.join(__dirname, HOWTOCOOK_FILE)
  return fs.existsSync(extracted) ? extracted : howToCookPackageFile()
}

function toSource(recipe: HowToCookRecipe): SourceRecipe {
  const images = [...(recipe.images ?? [])]
  if (recipe.image_path && !images.includes(recipe.image_path)) images.unshift(recipe.image_path)
  const difficulty = Math.round(recipe.difficulty ?? 3)
  return {
    sourceId: `howtocook:${recipe.id}`,
    category: recipe.category,
    name: recipe.name,
    description: recipe.description ?? '',
    images,
    difficulty: Math.min(5, Math.max(1, difficulty)),
    servings: Math.max(1, Math.round(recipe.servings ?? 1)),
    ingredientLines: (recipe.ingredients ?? [])
      .map((i) => i.text_quantity ?? i.name ?? '')
      .filter((line) => line.trim() !== ''),
    steps: (recipe.steps ?? [])
      .map((s) => s.description ?? '')
      .filter((text) => text.trim() !== ''),
    notes: recipe.additional_notes ?? [],
  }
}

/** The HowToCook collection installed with the howtocook-mcp package (322 recipes). */
export function loadHowToCook(file = howToCookFile()): SourceRecipe[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as HowToCookRecipe[]
  return data.map(toSource)
}
