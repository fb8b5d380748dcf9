import { showModal } from '@/services/modal'
import { Button, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { APP_VERSION } from '@/app-info'
import NavBar from '@/components/nav-bar'
import { urlOf, type RouteName } from '@/routes'
import { toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { THEME } from '@/theme'
import { useKanban } from '../hooks/use-kanban'
import AboutPopup, { type UpdateOutcome } from './about-popup'
import AnonymousCard from './anonymous-card'
import KanbanCard from './kanban-card'
import LanguagePopup from './language-popup'
import MenuItem from './menu-item'
import NicknamePopup from './nickname-popup'
import ProfileHeader from './profile-header'
import './profile.scss'

interface ProfileScreenProps {
  /** Ends the session; false when the server call failed (it has said so). */
  onLogOut: () => Promise<boolean>
  checkForUpdates: () => Promise<UpdateOutcome>
  /** "My kitchen": the page opens the kitchen feature's sheet. */
  onOpenKitchen: () => void
}

type Open = 'nickname' | 'language' | 'about' | null

function open(route: RouteName) {
  void Taro.navigateTo({ url: urlOf(route) }).catch(() => undefined)
}

/** The profile tab: the user's card, figures and menu, or a log-in prompt when anonymous. */
export default function ProfileScreen({
  onLogOut,
  checkForUpdates,
  onOpenKitchen,
}: ProfileScreenProps) {
  const { t } = useTranslation()
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  const user = useSessionStore((state) => state.userInfo)
  const locale = useSettingsStore((state) => state.locale)
  const kanban = useKanban(loggedIn)
  const [popup, setPopup] = useState<Open>(null)
  const close = () => setPopup(null)
  // A session that ends while the nickname popup is open (a 401 elsewhere) closes it.
  useEffect(() => {
    if (!loggedIn) setPopup((open) => (open === 'nickname' ? null : open))
  }, [loggedIn])

  async function logOut() {
    const answer = await showModal({
      title: t('profile.logout.confirmTitle'),
      content: t('profile.logout.confirmText'),
      // showModal refuses labels over 4 CJK / 8 Latin characters.
      confirmText: t('profile.logout.confirm'),
      cancelText: t('profile.logout.cancel'),
      confirmColor: THEME.primary,
    })
    if (!answer.confirm) return
    if (!(await onLogOut())) return
    // The log-out button sits at the bottom: back to the top, where the log-in card now is.
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    void toastSuccess(t('profile.logout.done'))
  }

  return (
    <View className='page profile'>
      <NavBar title={t('titles.profile')} />
      <View className='profile__top'>
        {!loggedIn ? (
          <AnonymousCard />
        ) : user ? (
          <ProfileHeader user={user} onEditNickname={() => setPopup('nickname')} />
        ) : (
          // A token without its user info: the launch's refresh is still on its way.
          <View className='profile-header profile-header--loading' />
        )}
        {loggedIn && <KanbanCard kanban={kanban} />}
      </View>

      {loggedIn && (
        <View className='menu-group'>
          <MenuItem
            name='records'
            label={t('profile.menu.records')}
            onClick={() => open('orderList')}
          />
          <MenuItem
            name='favorites'
            label={t('profile.menu.favorites')}
            onClick={() => open('favorites')}
          />
          <MenuItem
            name='myRecipes'
            label={t('profile.menu.myRecipes')}
            onClick={() => open('myRecipes')}
          />
          <MenuItem name='stock' label={t('profile.menu.stock')} onClick={() => open('stock')} />
          <MenuItem
            name='shopping'
            label={t('profile.menu.shopping')}
            onClick={() => open('shopping')}
          />
          <MenuItem
            name='kitchen'
            label={t('profile.menu.kitchen')}
            value={user?.kitchen?.name}
            onClick={onOpenKitchen}
          />
        </View>
      )}

      <View className='menu-group'>
        <MenuItem
          name='language'
          label={t('profile.menu.language')}
          value={t(`locales.${locale}`)}
          onClick={() => setPopup('language')}
        />
        {loggedIn && (
          <MenuItem
            name='changePassword'
            label={t('profile.menu.changePassword')}
            onClick={() => open('changePassword')}
          />
        )}
        {loggedIn && (
          <MenuItem
            name='changeEmail'
            label={t('profile.menu.changeEmail')}
            value={user?.email}
            onClick={() => open('changeEmail')}
          />
        )}
      </View>

      <View className='menu-group'>
        <MenuItem name='help' label={t('profile.menu.help')} onClick={() => open('help')} />
        <MenuItem
          name='agreement'
          label={t('profile.menu.agreement')}
          onClick={() => open('agreement')}
        />
        <MenuItem
          name='privacy'
          label={t('profile.menu.privacy')}
          onClick={() => open('privacy')}
        />
        <MenuItem
          name='about'
          label={t('profile.menu.about')}
          value={`v${APP_VERSION}`}
          onClick={() => setPopup('about')}
        />
      </View>

      {loggedIn && (
        <Button className='profile-logout' onClick={() => void logOut()}>
          {t('profile.logout.button')}
        </Button>
      )}

      <NicknamePopup
        visible={popup === 'nickname' && loggedIn}
        current={user?.nickname ?? ''}
        onClose={close}
      />
      <LanguagePopup visible={popup === 'language'} onClose={close} />
      <AboutPopup visible={popup === 'about'} onClose={close} checkForUpdates={checkForUpdates} />
    </View>
  )
}
