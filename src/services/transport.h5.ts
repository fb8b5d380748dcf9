import Taro from '@tarojs/taro'
import { LowLevelCode, TransportError, type Sent, type TransportOptions } from './transport-types'

/**
 * H5: Taro's fetch-based request aborts one controller for both a timeout and a caller's abort,
 * so the two cannot be told apart afterwards. We own the controller and the timer instead.
 */
export function send(options: TransportOptions): Sent {
  const controller = new AbortController()
  let reason: 'timeout' | 'abort' | undefined
  const timer = setTimeout(() => {
    reason = 'timeout'
    controller.abort()
  }, options.timeout)
  const promise = Taro.request({
    url: options.url,
    method: options.method,
    data: options.data as TaroGeneral.IAnyObject,
    header: options.header,
    signal: controller.signal,
  } as Taro.request.Option)
    .then((res) => ({ statusCode: res.statusCode, data: res.data }))
    .catch((err: { errMsg?: string; message?: string }) => {
      if (reason === 'timeout') throw new TransportError(LowLevelCode.timeout, 'timeout')
      if (reason === 'abort') throw new TransportError(LowLevelCode.abort, 'abort')
      throw new TransportError(LowLevelCode.network, err?.errMsg || err?.message || 'network')
    })
    .finally(() => clearTimeout(timer))
  return {
    promise,
    abort: () => {
      reason ??= 'abort'
      controller.abort()
    },
  }
}
