import Taro from '@tarojs/taro'

/** Mini-programs: the screen stays on while cooking; the returned function lets it sleep again. */
export function keepAwake(): () => void {
  void Taro.setKeepScreenOn({ keepScreenOn: true }).catch(() => undefined)
  return () => {
    void Taro.setKeepScreenOn({ keepScreenOn: false }).catch(() => undefined)
  }
}
