import { SUPPORT_EMAIL } from '../../contact'
import type { HelpCentre } from '../../types'

const help: HelpCentre = {
  intro: 'Common questions, grouped by topic. Tap a question to see its answer.',
  topics: [
    {
      id: 'accounts',
      title: 'Account and login',
      questions: [
        {
          question: 'How do I create an account?',
          answer: [
            'On the Me tab, tap “Sign up”. Choose a username (3–32 letters, digits or underscores), enter your email, tap “Send code” and type in the 6 digits from the email, then choose a password (8–64 characters, not only digits). You can set a nickname later.',
          ],
        },
        {
          question: 'The code has not arrived',
          answer: [
            'Look in your spam folder and check that the address is right. One code can be sent to an address every 60 seconds; when the countdown ends you can ask again.',
            'A code works for 10 minutes, only once, and after 5 wrong tries you need a new one.',
          ],
        },
        {
          question: 'I forgot my password',
          answer: [
            'On the login page tap “Forgot password?”, enter your account’s email, get a code and choose a new password. Every device is then logged out, and you log in again with the new password.',
          ],
        },
        {
          question: 'What does “Remember me” do?',
          answer: [
            'It keeps your username and password on this device and fills them in next time. Only tick it on your own phone.',
            'Logging in without it, or with an email code, removes the saved username and password.',
          ],
        },
        {
          question: 'Can I use several phones?',
          answer: [
            'Yes. One account works on several devices at once and everything stays in step. When you change your password, every device except the one you are using is logged out.',
          ],
        },
        {
          question: 'Why does it say “unauthorised, please log in again”?',
          answer: [
            'This device’s login has ended: perhaps you changed or reset your password on another device, or logged out. Just log in again; your data is all still there.',
          ],
        },
        {
          question: 'How do I change my avatar or nickname?',
          answer: [
            'On the Me tab, tap your avatar to pick a photo or take one (JPEG, PNG or WebP; a large photo is made smaller on your phone before it is sent). Tap your nickname to change it (up to 32 characters).',
          ],
        },
      ],
    },
    {
      id: 'recipes',
      title: 'Recipes and search',
      questions: [
        {
          question: 'Where do the recipes come from?',
          answer: [
            'The default recipes come from HowToCook, an open-source collection: over 300 dishes in 10 categories, each with ingredients, steps and a difficulty.',
          ],
        },
        {
          question: 'What can I search by?',
          answer: [
            'A dish’s name, an ingredient, or its pinyin, in full or by initials: hongshaorou and hsr both find 红烧肉 (red-braised pork). Recent searches are kept on this device and can be cleared at once.',
          ],
        },
        {
          question: 'We are more (or fewer) people: what about the amounts?',
          answer: [
            'Change the servings on the dish page and the ingredient amounts are rescaled. When you are logged in, each ingredient also shows whether your stock has enough.',
          ],
        },
        {
          question: 'How does “What to eat today” choose?',
          answer: [
            'It balances meat, vegetables and a staple or soup for the number of people, and leaves out what you ate in the last 3 days. With “Use what I have” on, it prefers dishes that use your stock (this needs you to be logged in). Reroll the whole menu or one dish.',
          ],
        },
        {
          question: 'How do I follow the steps while cooking?',
          answer: [
            'On the dish page tap “Start cooking”: one step per screen in large text; swipe to move on. When a step names a time (such as “simmer for 3 minutes”) you can start a countdown, and the screen stays on while you cook.',
          ],
        },
      ],
    },
    {
      id: 'records',
      title: 'Today’s plan and food records',
      questions: [
        {
          question: 'What is the Today tab for?',
          answer: [
            'It is today’s cooking plan. Add the dishes you want for breakfast, lunch, dinner or a snack, set the servings, select them and tap “Confirm” to make a food record.',
          ],
        },
        {
          question: 'What happens when I mark a record cooked?',
          answer: [
            'Before you confirm, it lists what the meal takes from your stock and what is short or missing. Once confirmed, the stock goes down accordingly (never below zero) and the movements are recorded.',
          ],
        },
        {
          question: 'Can I cancel or rate a food record?',
          answer: [
            'A record not yet cooked can be cancelled. Once cooked you can give it 1 to 5 stars and a comment of up to 500 characters, for next time.',
          ],
        },
      ],
    },
    {
      id: 'stock',
      title: 'Stock',
      questions: [
        {
          question: 'How do I add to my stock?',
          answer: [
            'On the Stock health screen tap “Add” and enter the name, quantity, unit, best-before date and where it is kept (fridge, freezer or pantry). Set a minimum quantity to be told when it runs low.',
          ],
        },
        {
          question: 'What do the statuses mean?',
          answer: [
            'Expired: the best-before date is before today. Expiring: within 3 days. Out: the quantity is 0. Low: at or below the minimum you set. Everything else is fine.',
            'The health score (0–100) reflects the share of items that are fine; expired items weigh most.',
          ],
        },
        {
          question: 'What is “Cook it before it goes off”?',
          answer: ['Dishes that use the items expiring soonest, to help you waste less.'],
        },
      ],
    },
    {
      id: 'kitchen',
      title: 'Kitchen sharing',
      questions: [
        {
          question: 'What is a shared kitchen?',
          answer: [
            'Every account has a kitchen of its own. When your household joins it with an invite code, you share one stock and one set of food records; favourites stay personal.',
          ],
        },
        {
          question: 'How do I invite my household?',
          answer: [
            'The kitchen’s owner opens Me → My kitchen, taps “Create an invite code” and gives the 8-character code to the household. A code works for 7 days; “Get a new code” stops the old one at once.',
            'To join, open Me → My kitchen → Join another kitchen and type the code. If your own kitchen still holds stock, you are asked whether to bring it along.',
          ],
        },
        {
          question: 'Can I leave a kitchen?',
          answer: [
            'Yes: in Me → My kitchen tap “Leave this kitchen”. You get an empty kitchen of your own again; the stock and records stay with the kitchen. When the owner leaves, the member who joined first becomes the owner; the only member of a kitchen cannot leave it.',
          ],
        },
        {
          question: 'What happens if I am removed from a kitchen?',
          answer: [
            'The owner can remove a member, who then gets a kitchen of their own again. The stock and records stay with the original kitchen.',
          ],
        },
      ],
    },
    {
      id: 'app',
      title: 'App and updates',
      questions: [
        {
          question: 'How do I change the language?',
          answer: [
            'In Me → Language choose 简体中文, 繁體中文, English, Español or Français; it applies at once, and code emails are written in it too.',
          ],
        },
        {
          question: 'How do I update the app?',
          answer: [
            'The app checks for a new version when it starts and when you come back to it (at most once every 5 minutes) and tells you when there is one. You can also check in Me → About & updates.',
          ],
        },
        {
          question: 'Is my data the same on the web and in the mini-programs?',
          answer: [
            'Yes. Log in with the same account and the web app and the WeChat and Alipay mini-programs show the same data.',
          ],
        },
        {
          question: 'It says “network request failed”',
          answer: [
            'Check your connection and try again. Nothing you saved is lost, and opening the app on a poor connection does not log you out.',
          ],
        },
      ],
    },
  ],
  contact: `Did not find your answer? Write to us: ${SUPPORT_EMAIL}`,
}

export default help
