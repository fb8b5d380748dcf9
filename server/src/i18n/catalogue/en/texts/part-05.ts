import type { DishText } from '../../types'

/** Descriptions and steps in English, part 5 (docs/catalogue-languages.md). */
export const part05: Readonly<Record<string, DishText>> = {
  凉拌木耳: {
    description:
      'Wood ear mushroom salad: dried goods keep well, wood ear is a healthy food, and this way of preparing it is simple.',
    steps: [
      'Soak the dried wood ear in about {0} ml of water for about 45 minutes (skip this with fresh wood ear).',
      'Trim the hard base off the soaked wood ear (see pictures 4, 5 and 6) and wash it thoroughly.',
      'Bring a pot of water to the boil, add the wood ear and boil on high heat for 1.5–2 minutes.',
      "Chop the garlic and bird's eye chillies and put them in a bowl (a medium or large one), then add the salt, sugar, light soy sauce, vinegar, sesame oil and wasabi, in the amounts above.",
      'Drain the wood ear and add it to the bowl.',
      'Mix well and serve.',
    ],
  },
  蒜蓉空心菜: {
    description:
      'I once had garlic water spinach at a Sichuan restaurant near my school, and I have loved it ever since.',
    steps: [
      'Wash the water spinach, discard any wilted leaves or tough stems, and cut it evenly into 2 or 3 lengths (too long is hard to stir-fry).',
      'Put a little oil in the wok and heat until it just smokes, then tilt the wok so the hot oil coats the sides and bottom, and add the rest of the oil (the hot wok, cold oil method).',
      'Add the minced garlic and fry on low heat for 10 to 15 seconds until fragrant.',
      'Quickly spread in the water spinach, turn the heat to high and, spatula in one hand and chopsticks in the other, keep turning it until it wilts and turns bright green.',
      'Now, without chopsticks, stir-fry the wilted water spinach quickly with the spatula for 15–20 seconds so it heats evenly, and sprinkle with {0} g of salt, {1} g of white sugar and {2} ml of light soy sauce.',
      'Stir-fry 10 seconds more on high heat and serve.',
    ],
  },
  白灼菜心: {
    description:
      'No photo of my own: the picture is from the web, but yours will look much the same. Blanched choy sum is a Cantonese classic. Blanching (baizhuo) is a Cantonese technique: raw food is cooked briefly in boiling water or stock, which keeps its fresh taste; Cantonese cooks use it for prawns and vegetables. In short, a great way to eat your greens quickly, or when watching your weight.',
    steps: [],
  },
  清炒花菜: {
    description:
      'Stir-fried cauliflower is a common home-style vegetable dish, rich in vitamin C and fibre, crisp and tender. It is simple and quick to learn: a beginner needs only about 15 minutes.',
    steps: [
      'Wash the cauliflower and break it into small florets with a knife or your hands; slice the thick stem; set aside.',
      'Peel the garlic and slice it; set aside.',
      'Bring {0} ml of drinking water to the boil on high heat.',
      'Add the florets and boil for 2–3 minutes, until they turn paler and slightly softer.',
      'Lift out the cauliflower, drain and set aside.',
      'Heat the wok, add {0} ml of cooking oil and heat it on high.',
      'Add the garlic slices and fry quickly until fragrant.',
      'Add the blanched florets, turn the heat to medium-high and stir-fry quickly for about 2 minutes so they heat evenly.',
      'Add {0} g of salt and keep stir-frying to mix.',
      'Pour {0} ml of drinking water around the sides of the wok, cover and leave 1 minute, so the cauliflower cooks through and takes up the seasoning.',
      'Uncover, stir-fry quickly to mix and serve.',
    ],
  },
  炒茄子: {
    description:
      'Home-style stir-fried aubergine: simple to learn, with few ingredients; the optional ones can be left out (but star anise is strongly recommended).',
    steps: [
      'Wash the aubergine and cut it in half lengthways. Cut each half into diamond-shaped pieces and put them in a bowl.',
      'Wash the spring onions, chop them and leave them on the board.',
      'Cut up the star anise and leave it on the board.',
      'Heat the wok until there is no water left in it.',
      'Pour in cooking oil to twice the depth needed to cover the bottom (more oil is fine, less is not).',
      'When the oil is moderately hot, add the three optional ingredients: star anise, dried baby shrimp and spring onion.',
      'Without star anise and the other optional ingredients, heat the oil until very hot.',
      'When the oil is very hot, add the aubergine from the bowl and stir-fry with the spatula.',
      'After about 40 seconds of stir-frying, hold the spatula level above the wok and pour the soy sauce into it: about 2.5 spatulas per person (less soy sauce is fine, more is too salty).',
      'Keep stir-frying.',
      'When all the aubergine has changed colour and softened, take it out.',
    ],
  },
  素炒豆角: {
    description: 'A home-style dish that goes brilliantly with rice.',
    steps: [
      'Chop the spring onion and mince the garlic; set aside.',
      'Mix the light soy sauce, dark soy sauce, oyster sauce and salt into a sauce; set aside.',
      "Cut the bird's eye chillies into rings; set aside.",
      'String the green beans and cut them at a 45° angle into 4–10 cm pieces; set aside.',
      'Heat the wok with oil ({0}–{1} ml); when it smokes, add the spring onion and chillies and stir-fry until fragrant.',
      'Add the green beans and stir-fry for 30 seconds.',
      'Add the sauce and stir-fry on high heat for 2 minutes.',
      'Pour in {0} ml of water.',
      'Turn the heat to medium-low, cover and simmer for 8–10 minutes.',
      'Add the minced garlic and serve.',
    ],
  },
  清蒸南瓜: {
    description:
      "Steamed pumpkin is an extremely simple home-style dessert or staple. It keeps as much as possible of the pumpkin's natural sweetness and goodness, and is soft and tender: a good choice for healthy eating. A beginner needs only 15–20 minutes (mostly steaming).",
    steps: [
      'Wash the skin of the pumpkin and scoop out the pulp and seeds.',
      'Cut the pumpkin into slices about 2 cm thick and set aside.',
      'Pour {0} ml of drinking water into the steamer pot.',
      'Arrange the pumpkin slices evenly on a plate.',
      'When the water in the steamer boils, put in the plate of pumpkin.',
      'Cover and steam on high heat for 15–20 minutes, until the pumpkin is soft and a chopstick goes through easily.',
      'Turn off the heat and take the plate out carefully.',
    ],
  },
  煮泡面加蛋: {
    description:
      "Instant noodles with egg meet everyone's basic need to survive: the ingredients are easy to get, the method is simple and it takes very little time.",
    steps: [
      'Bring water to the boil (any heat will do; hot water is quicker).',
      'Put the block of noodles in the pot.',
      'Add the seasoning sachets that come with the noodles.',
      'Stir the noodles gently with chopsticks so the seasoning dissolves and the noodles are soaked and heated through.',
      'Cover and wait about 1 minute, until the water boils again.',
      'Crack in the egg.',
      'Wait about 3 to 4 minutes, and it is ready.',
    ],
  },
  凉拌金针菇: {
    description:
      'Enoki mushroom salad is a quick, simple cold starter: crisp, tender and silky, rich in fibre and vitamins. It needs no complicated technique, so it suits beginners and busy days: a beginner needs only about 10 minutes.',
    steps: [
      'Cut off the base of the enoki and rinse them in water; set aside.',
      'Wash the spring onions, chop them and set aside.',
      'Peel the garlic, mince it and set aside.',
      'Bring {0} ml of drinking water to the boil on high heat.',
      'Add the enoki and boil for 1–2 minutes, until they soften.',
      'Lift out the enoki, drain them and put them in a large bowl; set aside.',
      'In another clean small bowl, put {0} ml of light soy sauce, {1} ml of vinegar, {2} g of white sugar (optional) and {3} ml of sesame oil (optional).',
      'Add the minced garlic.',
      'Stir until the sugar dissolves and the sauce is smooth.',
      'Pour the sauce evenly over the enoki.',
      'Sprinkle with the chopped spring onion.',
      'If you like, drizzle with {0} ml of chilli oil (optional).',
      'Mix gently with chopsticks and serve.',
    ],
  },
  蒸水蛋: {
    description:
      'Steamed egg (in parts of the north it is called "egg cake") always tastes better at a restaurant. How to make silky, tender, fragrant steamed egg yourself? This guide will get you there!',
    steps: [
      'Crack the eggs into a bowl and beat them.',
      'In another container, pour 1.5 times the volume of the egg in warm water (20–30 °C; half an eggshell is 0.5 times), and dissolve the salt in it.',
      'Pour the salted water into the egg and stir in one direction only, clockwise or anticlockwise; skim off any bubbles, and strain it for an even smoother texture.',
      'Cover the bowl of egg with foil (or a plate) and put it in a pot with a lid and about 3 cm of water.',
      'Bring the water to the boil on medium heat, then steam on the lowest heat for 4 minutes more.',
    ],
  },
}
