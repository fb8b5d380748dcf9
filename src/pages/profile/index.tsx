import { useState } from 'react'
import { logOut } from '@/features/auth/session'
import KitchenSheet from '@/features/kitchen/components/lazy-kitchen-sheet'
import ProfileScreen from '@/features/profile/components/profile-screen'
import { runVersionCheck } from '@/features/version/version-check'
import { useSessionStore } from '@/stores/session-store'

const checkForUpdates = () => runVersionCheck(true)

export default function ProfilePage() {
  const [kitchenOpen, setKitchenOpen] = useState(false)
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  return (
    <>
      <ProfileScreen
        onLogOut={logOut}
        checkForUpdates={checkForUpdates}
        onOpenKitchen={() => setKitchenOpen(true)}
      />
      <KitchenSheet visible={kitchenOpen && loggedIn} onClose={() => setKitchenOpen(false)} />
    </>
  )
}
