import type { UserInfo } from '@shared/api'

export const mei: UserInfo = {
  id: 7,
  username: 'mei',
  nickname: 'Mei',
  avatar: '',
  email: 'm***@example.com',
  gender: 'female',
  bio: '',
  locale: 'zh-Hans',
  kitchen: { id: 1, name: 'Home', role: 'owner' },
  createdAt: '2024-05-01T08:00:00.000Z',
}

/** Remembered with "remember account": no password, a one-tap login by this device's token. */
export const rememberedMei = {
  username: 'mei',
  nickname: 'Mei',
  avatar: '',
  email: 'm***@example.com',
  oneTap: true,
}
