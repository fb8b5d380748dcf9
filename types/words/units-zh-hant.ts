/**
 * Units in Traditional Chinese, for amounts shown to a zh-Hant reader: the catalogue's and the
 * stock form's units that the conversion (server/src/i18n/catalogue/zh-hant.ts) changes. The
 * app needs them without the converter; a test holds this table to the converter's output.
 */
export const UNITS_ZH_HANT: Readonly<Record<string, string>> = {
  个: '個',
  只: '隻',
  颗: '顆',
  块: '塊',
  小块: '小塊',
  大块: '大塊',
  条: '條',
  头: '頭',
  张: '張',
  叶: '葉',
  节: '節',
  听: '聽',
  两: '兩',
  汤勺: '湯勺',
  汤匙: '湯匙',
}
