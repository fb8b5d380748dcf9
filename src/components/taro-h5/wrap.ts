import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/**
 * One Taro H5 component as Taro's own React wrapper builds it (lib/react/components.js), from
 * the one custom element it needs: the same element, props and events, without the rest.
 */
export function wrap(tagName: string, defineCustomElement: () => void) {
  return createReactComponent(tagName, undefined, manipulatePropsFunction, defineCustomElement)
}
