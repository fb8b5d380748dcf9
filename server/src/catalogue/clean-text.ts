import { timerSeconds } from './parse-duration'

const BOILERPLATE = /如果您遵循本指南的制作流程而发现有问题或可以改进的流程/

/** "红烧鱼的做法" → "红烧鱼"; also drops "做法" and "食谱" endings and Markdown. */
export function cleanTitle(name: string): string {
  const title = stripMarkdown(name)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:的)?(?:做法|制作方法|食谱)$/, '')
    .trim()
  return title || name.trim()
}

/** Markdown to the plain text the app shows: links keep their text, images go. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
}

/** The recipe's own introduction: no heading, no images, no "预估烹饪难度" line. */
export function cleanDescription(markdown: string): string {
  return stripMarkdown(markdown)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^#/.test(line) && !/^预估烹饪难度/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** additional_notes as tips: links as "text (url)", without HowToCook's contribution notice. */
export function cleanTips(notes: string[]): string {
  return notes
    .filter((note) => !BOILERPLATE.test(note))
    .map((note) =>
      note
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\((https?:[^)]*)\)/g, '$1 ($2)')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|__|`/g, '')
        .replace(/^\s*[-*]\s+/, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n')
}

/** A step's text without Markdown images (their relative paths point nowhere here). */
export function cleanStep(text: string): string {
  return stripMarkdown(text).replace(/\s+/g, ' ').trim()
}

/**
 * HowToCook gives no times, so the total is estimated: the longest duration the introduction
 * names ("约需 90 分钟"), else the step timers plus two minutes of handling per step, rounded
 * up to 5 minutes.
 */
export function estimateMinutes(description: string, stepTimers: (number | null)[]): number {
  const stated = timerSeconds(description)
  const seconds =
    stated ?? stepTimers.reduce<number>((sum, t) => sum + (t ?? 0), 0) + stepTimers.length * 120
  return Math.max(5, Math.ceil(seconds / 60 / 5) * 5)
}
