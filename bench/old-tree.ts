import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

/**
 * The server and types of a git ref, in a temporary folder that resolves packages from this
 * tree's node_modules: the "before" side of an in-process A/B. Removed by the returned function.
 */
export function extractServer(ref: string): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-ab-'))
  const archive = execFileSync('git', ['archive', ref, 'server/src', 'types', 'package.json'], {
    cwd: ROOT,
    maxBuffer: 1 << 28,
  })
  execFileSync('tar', ['-x', '-C', root], { input: archive })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'))
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
