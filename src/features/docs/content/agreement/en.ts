import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const agreement: LegalDocument = {
  updated: 'Last updated: 21 November 2026',
  intro: [
    'Welcome to Sichu. Sichu helps you cook at home: browse recipes, decide what to eat today, keep a daily record of your meals, manage your kitchen stock and share one kitchen with your household. It comes as a web app (H5) and as WeChat and Alipay mini-programs.',
    'This agreement is between you and the operator of the Sichu service (“we”). By creating an account or using Sichu you accept this agreement and the Privacy policy. If you do not accept them, please do not register or use Sichu.',
  ],
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'To register you choose a username (3–32 letters, digits or underscores) and a password (8–64 characters, not only digits; very common passwords are refused), and confirm your email with a 6-digit code we send to it. A nickname can be added later.',
        'Use an email address you can read, and keep your password to yourself. What is done with your account is taken to be done by you. If you think someone else is using it, change your password at once: every other device is then logged out.',
        'You can be logged in on several devices. To protect accounts, after repeated failed logins we slow down and then temporarily lock further attempts for that account and that network address.',
      ],
    },
    {
      heading: 'What Sichu offers',
      paragraphs: [
        'Sichu offers recipe browsing and search, “what to eat today” suggestions, favourites, a daily food plan, food records with ratings, kitchen stock with health alerts, and household kitchen sharing. Some of these need you to be logged in.',
        'Recipes are guidance. Use your own judgement when you cook: mind allergies and dietary needs, cook food through, and take care with knives, flames and hot oil. Stock quantities and best-before dates are what you enter; Sichu’s reminders do not replace checking that food is still good.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'What you write or upload in Sichu (nickname, avatar, notes and ratings on food records, stock items) remains yours. You allow us to store, process and show it as needed to provide the service to you and to the members of your kitchen.',
        'Do not upload anything unlawful, infringing, sexual, violent or harassing. Avatars must be JPEG, PNG or WebP images of at most 5 MB. We may remove or stop showing content that breaks this agreement.',
      ],
    },
    {
      heading: 'Shared kitchens',
      paragraphs: [
        'You can join a household’s kitchen with its invite code. Members of a kitchen can see and change its stock and food records; your favourites always stay yours alone.',
        'Only give an invite code to people you trust. The kitchen’s owner can remove a member, who then gets a kitchen of their own again.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not scrape content in bulk by automated means, try to guess other people’s passwords or codes, get around rate limits, or disturb the Sichu servers.',
        'If you break the law or this agreement we may limit features, or suspend or close the account concerned.',
      ],
    },
    {
      heading: 'Where the recipes come from',
      paragraphs: [
        'Sichu’s default recipes come from HowToCook, an open-source recipe collection. The rights in that content belong to its authors and it is used under that project’s licence. We tidy titles and ingredient lines so they can be shown and scaled to the number of servings.',
      ],
    },
    {
      heading: 'Changes and updates',
      paragraphs: [
        'We keep improving Sichu. The app checks for a new version when it starts and when it comes back to the foreground (at most once every 5 minutes); you can also check in Me → About & updates.',
        'Maintenance, upgrades or events beyond our control may interrupt the service for a while. We try to announce interruptions, but cannot promise a service that never stops or never errs.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'As far as the law allows, Sichu is provided as it is. We are not liable for the cooking, eating and shopping decisions you make from recipes or reminders, or for their consequences, except for harm caused by our intent or gross negligence.',
      ],
    },
    {
      heading: 'Ending',
      paragraphs: [
        `You can stop using Sichu at any time. To close your account, write to ${SUPPORT_EMAIL}; once we have confirmed it is you, we delete your account and personal data within 15 working days.`,
      ],
    },
    {
      heading: 'Changes to this agreement',
      paragraphs: [
        'We may change this agreement. Important changes are announced in the app, and the date at the top of this page is updated. If you keep using Sichu after a change takes effect, you accept the new version.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about this agreement? Have a look at Me → Help centre first, or write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
}

export default agreement
