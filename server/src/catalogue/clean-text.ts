const BOILERPLATE = /如果您遵循本指南的制作流程而发现有问题或可以改进的流程/

/** Endings a source adds to a dish's name, any number of times ("豉汁蒸白鱔食谱的做法"). */
const TITLE_ENDING = /(?:的)?(?:做法|制作方法|食谱|菜谱)$/

/** "红烧鱼的做法" → "红烧鱼"; also drops "做法" and "食谱" endings and Markdown. */
export function cleanTitle(name: string): string {
  let title = stripMarkdown(name).replace(/\s+/g, ' ').trim()
  for (let next = title.replace(TITLE_ENDING, '').trim(); next !== title && next;) {
    title = next
    next = title.replace(TITLE_ENDING, '').trim()
  }
  return title || name.trim()
}

/** "https://www.bilibili.com/video/x" → "bilibili.com": where a reference comes from, as text. */
export function sourceName(url: string): string {
  const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1] ?? url
  return host.replace(/^www\./i, '')
}

/**
 * Links as plain text the app can show on every platform (mini-programs open no outside links):
 * "[视频](https://…)" → "视频（来源：bilibili.com）", a bare URL → "来源：bilibili.com".
 */
export function plainLinks(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\((https?:[^)\s]*)\)/g, (_, label: string, url: string) =>
      label.trim() ? `${label.trim()}（来源：${sourceName(url)}）` : `来源：${sourceName(url)}`,
    )
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/[^\s）)]+/g, (url) => `来源：${sourceName(url)}`)
}

/**
 * Markdown to the plain text the app shows: images go, links become plain text, emphasis,
 * code marks, headings, quotes, list markers and rules go; line breaks (paragraphs) stay.
 */
export function stripMarkdown(text: string): string {
  return plainLinks(text.replace(/!\[[^\]]*\]\([^)]*\)/g, ''))
    .replace(/\*\*|__|`|~~/g, '')
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '')
    .replace(/^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/gm, '')
}

/** The recipe's own introduction: no heading, no images, no "预估烹饪难度" line. */
export function cleanDescription(markdown: string): string {
  return stripMarkdown(
    markdown
      .split('\n')
      .filter((line) => !/^\s*#/.test(line))
      .join('\n'),
  )
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^预估烹饪难度/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** additional_notes as tips: plain text (links named by their source), without HowToCook's contribution notice. */
export function cleanTips(notes: string[]): string {
  return notes
    .filter((note) => !BOILERPLATE.test(note))
    .map((note) => stripMarkdown(note).trim())
    .filter(Boolean)
    .join('\n')
}

/** A step's text without Markdown images (their relative paths point nowhere here). */
export function cleanStep(text: string): string {
  return stripMarkdown(text).replace(/\s+/g, ' ').trim()
}
