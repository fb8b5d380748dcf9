import type { Migration } from 'kysely/migration'
import { appReleases } from './001-app-releases'
import { accounts } from './002-accounts'
import { catalogue } from './003-catalogue'
import { dishDocuments } from './004-dish-documents'
import { kitchenStock } from './005-kitchen-stock'
import { foodRecords } from './006-food-records'
import { hardening } from './007-hardening'
import { searchAndTexts } from './008-search-and-texts'
import { imageMisses } from './009-image-misses'
import { stockVersion } from './010-stock-version'
import { rememberedDevices } from './012-remembered-devices'
import { figuresVersion } from './014-figures-version'
import { storedFiles } from './015-stored-files'
import { weekPlan } from './018-week-plan'
import { shoppingList } from './019-shopping-list'
import { ownRecipes } from './020-own-recipes'
import { catalogueHant } from './021-catalogue-hant'

/**
 * Every migration, imported by name rather than read from the folder at run time, so they work
 * the same under tsx, Jest and any bundler. The Migrator runs them in key order.
 */
export const migrations: Record<string, Migration> = {
  '001-app-releases': appReleases,
  '002-accounts': accounts,
  '003-catalogue': catalogue,
  '004-dish-documents': dishDocuments,
  '005-kitchen-stock': kitchenStock,
  '006-food-records': foodRecords,
  '007-hardening': hardening,
  '008-search-and-texts': searchAndTexts,
  '009-image-misses': imageMisses,
  '010-stock-version': stockVersion,
  '012-remembered-devices': rememberedDevices,
  '014-figures-version': figuresVersion,
  '015-stored-files': storedFiles,
  '018-week-plan': weekPlan,
  '019-shopping-list': shoppingList,
  '020-own-recipes': ownRecipes,
  '021-catalogue-hant': catalogueHant,
}
