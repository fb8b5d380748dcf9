import Taro from '@tarojs/taro'
import {
  LowLevelCode,
  TransportError,
  type LowLevelCodeValue,
  type Sent,
  type TransportOptions,
} from './transport-types'

/** Mini-programs report the low-level code as `errno` (or only in `errMsg` on older bases). */
function classify(err: { errno?: number; errMsg?: string }): LowLevelCodeValue {
  if (err.errno === LowLevelCode.timeout || /timeout/i.test(err.errMsg ?? ''))
    return LowLevelCode.timeout
  if (err.errno === LowLevelCode.abort || /abort/i.test(err.errMsg ?? '')) return LowLevelCode.abort
  return LowLevelCode.network
}

export function send(options: TransportOptions): Sent {
  let task: Taro.RequestTask<unknown> | undefined
  const promise = new Promise<{ statusCode: number; data: unknown }>((resolve, reject) => {
    task = Taro.request({
      url: options.url,
      method: options.method,
      data: options.data as TaroGeneral.IAnyObject,
      header: options.header,
      timeout: options.timeout,
      success: (res) => resolve({ statusCode: res.statusCode, data: res.data }),
      fail: (err) => {
        const failure = err as { errno?: number; errMsg?: string }
        reject(new TransportError(classify(failure), failure.errMsg ?? 'request:fail'))
      },
    })
  })
  return { promise, abort: () => task?.abort() }
}
