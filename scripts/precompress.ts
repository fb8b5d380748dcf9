/**
 * Writes `.br` and `.gz` beside every text asset of a build so the server sends them as they are
 * (`@fastify/static` preCompressed) instead of compressing on every request.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/
// Small files gain nothing worth a second request path.
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

const root = path.resolve(process.argv[2] ?? (process.env.TARO_OUTPUT_ROOT || 'dist/h5'))
let count = 0
let before = 0
let after = 0
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue
  const data = readFileSync(file)
  if (data.length < MIN_BYTES) continue
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  count += 1
  before += data.length
  after += br.length
}
console.log(`precompressed ${count} files in ${root}: ${before} → ${after} bytes (brotli)`)
