/**
 * The mini-programs draw their tab bar natively from app.config; only H5 draws one of its own
 * (index.h5.tsx).
 */
export default function AppTabBar() {
  return null
}
