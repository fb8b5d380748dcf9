/** The app's own identity, shown on the about screen and sent to the version check. */
export const APP_VERSION = '1.2.0'
export const APP_VERSION_CODE = 100
export const APP_ENVIRONMENT = 'production'
