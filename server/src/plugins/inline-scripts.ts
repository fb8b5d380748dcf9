import { createHash } from 'node:crypto'
import fs from 'node:fs'

/** `<script …>text</script>` without a src: the text is what the browser hashes. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, in page order, without repeats. */
export function hashesOfInlineScripts(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64')
    sources.add(`'sha256-${digest}'`)
  }
  return [...sources]
}

let known: { file: string; mtimeMs: number; size: number; hashes: string[] } | undefined

/**
 * The inline script hashes of the built index.html, read again only when the file changed (a
 * rebuild is served without a restart), or undefined when there is no build.
 */
export function inlineScriptHashes(indexFile: string): string[] | undefined {
  let stat: fs.Stats
  try {
    stat = fs.statSync(indexFile)
  } catch {
    return undefined
  }
  if (known?.file === indexFile && known.mtimeMs === stat.mtimeMs && known.size === stat.size) {
    return known.hashes
  }
  const hashes = hashesOfInlineScripts(fs.readFileSync(indexFile, 'utf8'))
  known = { file: indexFile, mtimeMs: stat.mtimeMs, size: stat.size, hashes }
  return hashes
}
