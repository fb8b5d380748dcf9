// The app fetches a locale's strings when it is first chosen (src/i18n/load-locale.h5.ts); the
// tests switch locales synchronously, so every locale is in place before a test file runs.
// test/i18n/on-demand.test.ts checks the fetching itself with a fresh module registry.
import { LOCALES } from '@shared/api'
import { i18n } from '@/i18n'
import { messages } from '@/i18n/all-locales'
import { useSettingsStore } from '@/stores/settings-store'

for (const locale of LOCALES) i18n.addLocale(locale, messages[locale])
i18n.changeLanguage(useSettingsStore.getState().locale)
