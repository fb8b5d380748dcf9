import cartActive from '@/assets/tabbar/cart-active.png'
import cart from '@/assets/tabbar/cart.png'
import categoryActive from '@/assets/tabbar/category-active.png'
import category from '@/assets/tabbar/category.png'
import homeActive from '@/assets/tabbar/home-active.png'
import home from '@/assets/tabbar/home.png'
import profileActive from '@/assets/tabbar/profile-active.png'
import profile from '@/assets/tabbar/profile.png'

/** Each tab's icon, plain and selected: the same files app.config gives the mini-programs. */
export const ICONS: Partial<Record<string, readonly [string, string]>> = {
  home: [home, homeActive],
  category: [category, categoryActive],
  cart: [cart, cartActive],
  profile: [profile, profileActive],
}
