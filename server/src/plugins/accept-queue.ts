import net from 'node:net'

/** After the signal, how long the server goes on taking connections while more keep coming. */
export const ACCEPT_DRAIN_MS = 1_000
/** How long the probe's own connect may take before probing is given up (a local firewall). */
const PROBE_CONNECT_MS = 2_000

/** Where the server can reach itself: its own address, or loopback when it listens on all. */
function ownAddress(server: net.Server): { port: number; host: string } | undefined {
  const address = server.address()
  if (address === null || typeof address === 'string') return undefined
  const any = { '0.0.0.0': '127.0.0.1', '::': '::1' } as Record<string, string>
  return { port: address.port, host: any[address.address] ?? address.address }
}

/**
 * Connects to the server itself; resolves true once the server has accepted that connection
 * (the kernel's accept queue is first in, first out: everything queued before it has been
 * accepted too), false when the probe could not connect. `others` counts the connections the
 * server accepted in the meantime.
 */
function probe(server: net.Server, others: { count: number }): Promise<boolean> {
  const own = ownAddress(server)
  if (!own) return Promise.resolve(false)
  return new Promise((resolve) => {
    const client = net.connect(own.port, own.host)
    const onConnection = (socket: net.Socket) => {
      const isProbe =
        socket.remotePort === client.localPort && socket.remoteAddress === client.localAddress
      if (!isProbe) return void others.count++
      socket.destroy()
      finish(true)
    }
    const giveUp = setTimeout(() => finish(false), PROBE_CONNECT_MS)
    const finish = (accepted: boolean) => {
      clearTimeout(giveUp)
      server.off('connection', onConnection)
      client.destroy()
      resolve(accepted)
    }
    client.once('connect', () => clearTimeout(giveUp))
    client.once('error', () => finish(false))
    server.on('connection', onConnection)
  })
}

/**
 * Resolves when the listening socket can be closed without resetting anyone. Closing it resets
 * every connection still in the kernel's accept queue, whose clients did connect (before the
 * signal, even) and get ECONNRESET for the request they sent; and Node 20 here accepts one
 * queued connection per event-loop turn (measured: ~180 ms apart on a server busy with 20
 * kept-alive clients; the probe's 50 clients left 15 queued), so waiting a turn is not enough. The server probes itself: the first probe's acceptance means every
 * connection opened before the signal has been accepted; further rounds run while connections
 * keep arriving, for up to ACCEPT_DRAIN_MS, so the close comes after a round with none.
 */
export async function takeAcceptQueue(server: net.Server): Promise<void> {
  const until = performance.now() + ACCEPT_DRAIN_MS
  const others = { count: 0 }
  do {
    others.count = 0
    if (!(await probe(server, others))) return
  } while (others.count > 0 && performance.now() < until)
}
