import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/** A real photo-like JPEG (a gradient with noise, so it does not compress to nothing). */
export async function makeJpeg(width = 960, height = 640): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((i * 2654435761) >>> 27)) & 0xff
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A drawn "dish" (a plate on a table, in a hue of its own) as a JPEG photo would come. */
export async function makeDishPhoto(hue: number, width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="f"><stop offset="0" stop-color="hsl(${hue},80%,55%)"/>
    <stop offset="1" stop-color="hsl(${hue + 30},70%,30%)"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="hsl(30,35%,${70 - (hue % 20)}%)"/>
    <circle cx="50%" cy="50%" r="${height * 0.42}" fill="#f4f1ea"/>
    <circle cx="50%" cy="50%" r="${height * 0.3}" fill="url(#f)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

export async function makePng(width = 900, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer()
}

export interface ImageOrigin {
  base: string
  /** How many requests each path got. */
  hits: (path: string) => number
  close: () => Promise<void>
}

type Answer = (response: http.ServerResponse) => void

/**
 * A local HTTP origin standing in for the catalogue's image host: each path answers as its
 * handler says (a real image, an error, HTML, too many bytes, nothing at all) and is counted.
 */
export async function startOrigin(paths: Record<string, Answer>): Promise<ImageOrigin> {
  const counts = new Map<string, number>()
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const answer = paths[path]
    if (!answer) return void response.writeHead(404).end()
    hanging.add(response)
    response.on('close', () => hanging.delete(response))
    answer(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    hits: (path) => counts.get(path) ?? 0,
    close: async () => {
      for (const response of hanging) response.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export const image =
  (bytes: Buffer, type: string): Answer =>
  (response) =>
    void response.writeHead(200, { 'content-type': type }).end(bytes)

export const status =
  (code: number): Answer =>
  (response) =>
    void response.writeHead(code, { 'content-type': 'text/plain' }).end('nope')

export const html: Answer = (response) =>
  void response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a picture</html>')

/** Starts like a JPEG, then goes on past the cap, with no length announced. */
export const endless =
  (bytes: number): Answer =>
  (response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' })
    response.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
    const chunk = Buffer.alloc(64 * 1024)
    let sent = 0
    const more = () => {
      while (sent < bytes) {
        sent += chunk.length
        if (!response.write(chunk)) return void response.once('drain', more)
      }
      response.end()
    }
    more()
  }

/** Sends the headers, then nothing. */
export const silent: Answer = (response) => {
  response.writeHead(200, { 'content-type': 'image/jpeg' })
  response.flushHeaders()
}
