/**
 * Where people write to about their account and their data. Whoever runs a Sichu server states
 * their own address here; the documents quote it from this one place.
 */
export const SUPPORT_EMAIL = 'support@sichu.app'
