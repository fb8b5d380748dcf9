import Taro from '@tarojs/taro'
import { createJSONStorage, type StateStorage } from 'zustand/middleware'

/** Taro's synchronous storage as zustand wants it: a missing key is `null`, never `''`. */
export const taroStateStorage: StateStorage = {
  getItem: (key) => {
    const value: unknown = Taro.getStorageSync(key)
    return typeof value === 'string' && value !== '' ? value : null
  },
  setItem: (key, value) => Taro.setStorageSync(key, value),
  removeItem: (key) => Taro.removeStorageSync(key),
}

export const taroJSONStorage = createJSONStorage(() => taroStateStorage)
