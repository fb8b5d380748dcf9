import { randomBytes } from 'node:crypto'
import os from 'node:os'

/**
 * This process among the server's instances (SPEC §7): host, process id and a random part, so
 * a restarted process that got the same pid is still told apart. Health answers carry it, and
 * a test behind the load balancer sees which instance answered.
 */
export const INSTANCE_ID = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
