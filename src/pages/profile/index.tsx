import { logOut } from '@/features/auth/session'
import ProfileScreen from '@/features/profile/components/profile-screen'
import { runVersionCheck } from '@/features/version/version-check'

const checkForUpdates = () => runVersionCheck(true)

export default function ProfilePage() {
  return <ProfileScreen onLogOut={logOut} checkForUpdates={checkForUpdates} />
}
