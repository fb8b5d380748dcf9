import { deflateSync } from 'node:zlib'

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real 1x1 orange PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0x8c, 0x00]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The start of a JPEG (SOI + JFIF APP0): enough for a content sniffer. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64, 1),
    Buffer.from([0xff, 0xd9]),
  ])
}

export function webpBytes(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(32, 7)])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(body.length)
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body])
}

export interface Part {
  name: string
  filename?: string
  type?: string
  data: Buffer | string
}

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipartBody(parts: Part[]) {
  const boundary = `----sichu${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`]
    if (part.type) head.push(`Content-Type: ${part.type}`)
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n', 'latin1'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'))
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
