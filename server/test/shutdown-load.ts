import net from 'node:net'

/**
 * Load on a real server across its shutdown signal, the way the probe of [11] ran it: clients on
 * kept-alive connections sending request after request, and clients opening a new connection for
 * each request. What the test needs to know is whether any request that reached the server went
 * unanswered (a reset or a close without an answer), not how fast anything was.
 */
export interface LoadOutcome {
  /** Whole answers, by status. */
  statuses: Record<number, number>
  /** Requests written whose connection ended without a whole answer, and how it ended. */
  lost: string[]
  /** Connections opened after the server stopped listening (ECONNREFUSED). */
  refused: number
}

/** One connection that reads answers one after another (Content-Length framing). */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let buffer = Buffer.alloc(0)
  let ended: string | undefined
  let waiter: (() => void) | undefined
  const wake = () => {
    const w = waiter
    waiter = undefined
    w?.()
  }
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    wake()
  })
  socket.on('error', (error: NodeJS.ErrnoException) => {
    ended = error.code ?? error.message
    wake()
  })
  socket.on('close', () => {
    ended ??= 'closed'
    wake()
  })
  /** The next whole answer, or how the connection ended before one came. */
  const next = async (): Promise<{ status: number; close: boolean } | { ended: string }> => {
    for (;;) {
      const split = buffer.indexOf('\r\n\r\n')
      if (split >= 0) {
        const head = buffer.subarray(0, split).toString('latin1')
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
        if (buffer.length >= split + 4 + length) {
          buffer = buffer.subarray(split + 4 + length)
          const close = /\r\nconnection: *close/i.test(head)
          return { status: Number(head.split(' ')[1]), close }
        }
      }
      if (ended !== undefined) return { ended }
      await new Promise<void>((resolve) => (waiter = resolve))
    }
  }
  return { socket, next }
}

export interface LoadOptions {
  port: number
  /** Connections kept alive, each sending requests one after another until told to close. */
  kept: number
  /** Clients opening a new connection per request, until the signal. */
  fresh: number
  /** The raw request each client sends. */
  request: string
}

/**
 * Runs the load, calls `signal` once the clients have had three answers each on average, and
 * resolves when every connection has ended. A loaded server takes queued connections in slowly,
 * so some are still in its accept queue then: the case at stake. No connection is opened once
 * `signal` is due: what the server is asked to serve is what was opened before it.
 */
export async function loadAcrossSignal(options: LoadOptions, signal: () => void) {
  const outcome: LoadOutcome = { statuses: {}, lost: [], refused: 0 }
  let answered = 0
  let stopped = false
  const exchange = async (conn: ReturnType<typeof connection>, what: string) => {
    conn.socket.write(options.request)
    const answer = await conn.next()
    if ('ended' in answer) {
      if (answer.ended === 'ECONNREFUSED') outcome.refused++
      else outcome.lost.push(`${what}: ${answer.ended}`)
      return undefined
    }
    outcome.statuses[answer.status] = (outcome.statuses[answer.status] ?? 0) + 1
    answered++
    return answer
  }
  const keptClient = async () => {
    const conn = connection(options.port)
    // Until the server says the connection ends (503 while closing), or it is lost.
    for (let n = 1; ; n++) {
      const answer = await exchange(conn, `kept-alive connection, request ${n}`)
      if (!answer || answer.close) break
    }
    conn.socket.destroy()
  }
  const freshClient = async () => {
    while (!stopped) {
      const conn = connection(options.port)
      await exchange(conn, 'new connection')
      conn.socket.destroy()
    }
  }
  const clients = [
    ...Array.from({ length: options.kept }, keptClient),
    ...Array.from({ length: options.fresh }, freshClient),
  ]
  const warm = (options.kept + options.fresh) * 3
  while (answered < warm && outcome.lost.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  stopped = true
  // net.connect reaches the kernel on the next tick: let the last ones get there first.
  await new Promise((resolve) => setImmediate(resolve))
  signal()
  await Promise.all(clients)
  return outcome
}
