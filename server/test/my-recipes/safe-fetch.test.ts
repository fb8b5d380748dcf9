import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isPublicAddress } from '../../src/lib/public-address'
import { safeFetch } from '../../src/lib/safe-fetch'
import { AppError } from '../../src/lib/app-error'

test('addresses after resolution: loopback, private, link-local, unique-local, unspecified, v4-mapped', () => {
  for (const address of [
    '127.0.0.1',
    '10.0.0.8',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '224.0.0.1',
  ]) {
    expect([address, isPublicAddress(address)]).toEqual([address, false])
  }
  for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    expect([address, isPublicAddress(address)]).toEqual([address, true])
  }
})

test('a page that does not answer in time is refused, not waited for', async () => {
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((_request, response) => {
    hanging.add(response)
    response.writeHead(200, { 'content-type': 'text/html' })
    response.write('<html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const started = Date.now()
    const error = await safeFetch(`http://127.0.0.1:${port}/slow`, {
      allowHosts: ['127.0.0.1'],
      timeoutMs: 300,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).key).toBe('import.timeout')
    expect(Date.now() - started).toBeLessThan(5000)
  } finally {
    for (const response of hanging) response.destroy()
    await new Promise((resolve) => server.close(resolve))
  }
})
