import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const privacy: LegalDocument = {
  updated: 'Last updated: 21 November 2026',
  intro: [
    'This policy explains what Sichu collects, why, where it is kept, and how you stay in control of it. We collect only what the service needs. We show no ads, sell no data, and use no third-party analytics or ad-tracking tools.',
  ],
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: username, email, password (stored only as an Argon2id hash, from which nobody can read the password back), nickname, and the avatar, gender, short bio and interface language you choose to give.',
        'What you create: favourites, today’s food plan, food records (meal, time, note, rating and comment), stock items and their movements, and the kitchen you belong to with its members.',
        'What security needs: the time and network address of requests, successful and failed logins, and a login session per device. When checking for updates the app sends only its platform (such as H5) and its version number.',
        'We do not collect your location, contacts, phone number, device identifiers, or any picture other than the avatar you choose to upload.',
      ],
    },
    {
      heading: 'What stays on your device',
      paragraphs: [
        'So that you do not have to log in every time, the app keeps on this device your login token, your basic profile, your language, your search history and the time of the last update check.',
        'If you tick “Remember me” when logging in, the app also keeps your username and password on this device to fill them in next time. Only tick it on your own device. Logging in without it, or with an email code, removes the saved username and password. Logging out removes the token and profile from this device.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run the features you use: showing your profile, keeping your records, working out your stock’s health, and leaving out the dishes you ate in the last 3 days when suggesting what to eat.',
        'To email you codes (sign-up, code login, password reset, changing your email), in the language you chose.',
        'To protect your account: spotting unusual login attempts, slowing down or briefly locking logins after repeated failures, and logging out your other devices when you change or reset your password.',
      ],
    },
    {
      heading: 'Who else sees it',
      paragraphs: [
        'Once you join a shared kitchen, its other members see your nickname and avatar, and that kitchen’s stock and food records. Your favourites, email and password are never shared.',
        'To email a code, your email address and the code are handed to the mail delivery service we use. Apart from that, we give your personal information to no third party unless the law requires it.',
      ],
    },
    {
      heading: 'Storage and security',
      paragraphs: [
        'Your data is kept on the server that runs the Sichu service. Passwords are kept only as hashes; codes work for 10 minutes, once, with at most 5 tries; server logs never record passwords or login tokens.',
        'No security is perfect. If something happens that may affect you, we will tell you promptly and explain what to do.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account details and what you create are kept while your account exists. Codes stop working once used or expired; login sessions end when you log out or change or reset your password; request logs kept for security are deleted after at most 30 days. When your account is closed, we delete your personal data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'At any time, on the Me tab, you can see and change your nickname, avatar and language, change your password, or log out.',
        `You can ask for a copy of your personal data, ask us to delete it, or close your account: write to ${SUPPORT_EMAIL}, and once we have confirmed it is you we act within 15 working days.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Sichu is meant for people aged 14 and over. Younger children should use it with the consent and help of a parent or guardian; a guardian who finds that a child gave us personal information without consent can ask us to delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'This policy may change as Sichu does. Important changes are announced in the app, and the date at the top of this page is updated.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`For any question or request about your privacy, write to ${SUPPORT_EMAIL}.`],
    },
  ],
}

export default privacy
