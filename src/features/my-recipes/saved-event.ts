import Taro from '@tarojs/taro'

/** Told when an own recipe was saved or deleted, so a dish page under the editor shows it anew. */
export const RECIPE_CHANGED = 'my-recipes:changed'

export function announceChange(id: number) {
  Taro.eventCenter.trigger(RECIPE_CHANGED, id)
}
