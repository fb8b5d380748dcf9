/** The form an address is stored and compared in: accounts and sign-in codes both key on it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
