import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element, Node } from 'domhandler'

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A schema.org thing as read from a page: JSON-LD as it is, microdata made into the same shape. */
export type Thing = Record<string, unknown>

const isRecipeType = (type: unknown): boolean =>
  (Array.isArray(type) ? type : [type]).some(
    (t) => typeof t === 'string' && /(^|[/:#])Recipe$/i.test(t.trim()),
  )

/** Every Recipe in a JSON-LD value: at its top, in arrays, in @graph, or nested in another thing. */
function recipesIn(value: unknown, found: Thing[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) recipesIn(item, found, depth + 1)
    return
  }
  const thing = value as Thing
  if (isRecipeType(thing['@type'])) {
    found.push(thing)
    return
  }
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    if (key in thing) recipesIn(thing[key], found, depth + 1)
  }
}

function jsonLdRecipes(scripts: Element[]): Thing[] {
  const found: Thing[] = []
  for (const script of scripts) {
    const text = DomUtils.textContent(script).trim()
    if (!text) continue
    try {
      recipesIn(JSON.parse(text), found)
    } catch {
      // A page's broken JSON-LD block: the next block or the microdata may still hold the recipe.
    }
  }
  return found
}

/** An itemprop's value as microdata defines it (content, src, href, datetime, or the text). */
function propValue(element: Element): unknown {
  if (element.attribs.itemscope !== undefined) return microdataThing(element)
  const content = element.attribs.content
  if (content !== undefined) return content
  switch (element.name) {
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
      return element.attribs.src ?? ''
    case 'a':
    case 'link':
    case 'area':
      return element.attribs.href ?? ''
    case 'time':
      return element.attribs.datetime ?? DomUtils.textContent(element)
    case 'data':
    case 'meter':
      return element.attribs.value ?? DomUtils.textContent(element)
    default: {
      // A list (the steps as <ol>): one value per item.
      const items = DomUtils.getElementsByTagName('li', element.children, true)
      if (items.length > 1) return items.map((item) => flat(DomUtils.textContent(item)))
      return flat(DomUtils.textContent(element))
    }
  }
}

/** The properties of one itemscope: its descendants' itemprops, not those of nested scopes. */
function microdataThing(scope: Element): Thing {
  const thing: Thing = { '@type': scope.attribs.itemtype ?? '' }
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script') continue
      const element = node as Element
      const names = element.attribs.itemprop?.split(/\s+/).filter(Boolean) ?? []
      for (const name of names) {
        const value = propValue(element)
        const before = thing[name]
        thing[name] =
          before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
      }
      if (element.attribs.itemscope === undefined) visit(element.children)
    }
  }
  visit(scope.children)
  return thing
}

/**
 * The schema.org Recipes of an HTML page, JSON-LD first, then microdata, read with htmlparser2
 * (never with patterns over the markup).
 */
export function recipesOfPage(html: string): Thing[] {
  const document = parseDocument(html)
  const scripts = DomUtils.findAll(
    (e) => e.name === 'script' && /ld\+json/i.test(e.attribs.type ?? ''),
    document.children,
  )
  const fromJsonLd = jsonLdRecipes(scripts)
  if (fromJsonLd.length > 0) return fromJsonLd
  const scopes = DomUtils.findAll(
    (e) => e.attribs.itemscope !== undefined && isRecipeType(e.attribs.itemtype ?? ''),
    document.children,
  )
  return scopes.map(microdataThing)
}

/** Text that may carry markup or entities ("&amp;", "<p>…</p>"), as plain text. */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value.replace(/\s+/g, ' ').trim()
  return DomUtils.textContent(parseDocument(value)).replace(/\s+/g, ' ').trim()
}
