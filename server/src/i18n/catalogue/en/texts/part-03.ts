import type { DishText } from '../../types'

/** Descriptions and steps in English, part 3 (docs/catalogue-languages.md). */
export const part03: Readonly<Record<string, DishText>> = {
  白灼虾: {
    description:
      'Poached prawns are perfect for a programmer living by the sea, much like steamed fish: simple and forgiving, nutritious, satisfying and even good-looking.',
    steps: [
      'Cut the onion into small pieces, slice the ginger and spread them over the bottom of a frying pan.',
      'Rinse the live prawns (deveining them and snipping off the legs and feelers are optional), drain them and lay them on the onion and ginger.',
      'Pour in the Shaoxing wine, cover with the lid, cook on medium heat for 1 minute and on low for 5 minutes, then turn off the heat and wait 5 minutes.',
      'Meanwhile, make the dipping sauce:',
      'Take the prawns out and serve them on a clean plate.',
    ],
  },
  水煮鱼: {
    description:
      'Sichuan poached fish is a hearty dish of medium difficulty. Basa is rich in good protein and low in fat, and with seasonal vegetables it makes a healthy meal. A beginner usually needs about 2 hours.',
    steps: [
      'Preparation: if the basa comes from the freezer, let it thaw at room temperature for 5 hours before slicing.',
      'Slicing: cut the basa into thin slices about 5 cm long and 3 cm wide.',
      'Marinating: put the fish slices in the large stainless steel bowl.',
      'Add {0} g of chilli bean paste, {1} g of salt, {2} ml of green Sichuan pepper oil and {3} g of ground white pepper.',
      'Mix well by hand, then add {0} ml of rapeseed oil to seal in the flavour.',
      'Leave at room temperature for at least 30 minutes.',
      'Vegetables: mince the garlic. For example with {0} g of cauliflower and {1} g of lettuce, wash the cauliflower and lettuce.',
      'Blanching and stir-frying: blanch the cauliflower in boiling water; wash and dry the lettuce and stir-fry it until cooked (no oil needed).',
      'Frying the chilli bean paste: heat the wok, then the rapeseed oil ({0} ml), add {1} g of chilli bean paste, {2} g of fermented black beans (optional) and the minced garlic, and fry slowly on medium heat.',
      'Poaching the fish: add {0} ml of hot water; as soon as it boils, add the marinated fish and stir gently so the slices separate. Season with {1} g of salt and {2} g of sugar (adjust the salt to taste). When it boils again, it is ready.',
      'Serving: put the cooked vegetables in a large bowl, lay the hot fish on top and pour the rest of the hot broth over it.',
    ],
  },
  紫菜蛋花汤: {
    description: '',
    steps: [
      'Soak the dried laver in water for 15 minutes, then drain and set aside.',
      'Heat the pot and add {0} L of water, {1} ml of oil and {2} g of salt. When the water boils, add the laver.',
      '3 minutes after it comes back to the boil, pour the beaten egg slowly into the pot; it is ready 30 seconds later.',
      'Sprinkle with chopped spring onion and turn the heat to low for 20 seconds.',
      'Turn off the heat and add a few drops of sesame oil before serving; some also add a few dried baby shrimp, which tastes good too.',
    ],
  },
  皮蛋瘦肉粥: {
    description: '',
    steps: [
      'Rice: wash it, put it in the rice cooker bowl and add {0} L of drinking water.',
      'Lean pork: wash it, let it drain, add {0} ml of cooking oil, rub it in well and put it in the rice cooker bowl.',
      'Century eggs: peel, rinse and halve them; separate the whites from the yolks, roughly chop the whites, crumble the yolks and put them in the rice cooker bowl.',
      'Ginger: wash, peel, cut away any dry or dark parts, cut into thin strips and put in the rice cooker bowl.',
      'Spring onions: wash, trim the roots and any dry or dark parts, chop and set aside in a small bowl.',
      'Coriander: wash, trim the roots and any dry or dark parts, chop and set aside in a small bowl.',
      'Lettuce: wash, trim the root and any dry or dark parts, chop and set aside in a small bowl.',
      'Soy sauce, oyster sauce, salt and ground pepper: mix well and set aside in a small bowl.',
      "Main ingredients: cook them on the rice cooker's congee setting.",
      'Toppings: once the congee is cooked, blanch the lettuce in hot water, then open the lid and stir it into the congee with the other toppings.',
      'Sauce: once the congee is cooked, open the lid and stir it in with the toppings.',
    ],
  },
  小米粥: {
    description:
      'Millet contains many vitamins, amino acids, fats and carbohydrates and is very nutritious: 100 grams of millet hold 9.7 grams of protein and 3.5 grams of fat, no less than rice or wheat. Millet also has carotene, which most grains lack (0.12 mg per 100 grams), and more vitamin B1 than any other grain. It is high in carbohydrates too, 72.8 grams per 100 grams, giving much more energy than rice, and it is rich in vitamins B1 and B2.',
    steps: [
      'Put {0} g of millet in a bowl and rinse it once gently (stir it with your hand and pour off the water, just to remove the dust: do not rub it!).',
      'Bring water to the boil: it must really boil!',
      'When the water is boiling, pour in the millet (a very important step that is easy to overlook).',
      'Stir so that the millet does not stick to the bottom, and keep boiling on high heat for 6–10 minutes, stirring a few times.',
      'Turn the heat to medium, then low, and simmer for 15–20 minutes with the lid slightly ajar so the millet oil does not boil over; stir a few times so the bottom does not burn.',
    ],
  },
  米粥: {
    description:
      'Rice congee is made by boiling rice and water over a high flame and simmering it. It suits young and old alike and is said to strengthen the spleen, settle the stomach and clear the lungs.',
    steps: [
      '(Optional) Mix Mo ml of oil with the washed rice, making sure it is well mixed, so that every grain has at least a little oil on it.',
      '(Optional) Keep the rice and oil mixture in the fridge for a time Tc.',
      'Put the rice and water in the pot.',
      'Heat on high until T1.',
      'Turn the heat down before T1. If you forget, the water may boil over and put out the flame. Very dangerous!',
      'Heat until Tr, then turn off the heat.',
    ],
  },
  茶叶蛋: {
    description:
      'A fragrant, savoury, high-protein breakfast that is quick and nourishing, in about 30 minutes. The cooking takes a while, so try it at the weekend: one batch feeds about 2–3 people.',
    steps: [
      'Boil the eggs, starting in cold water, on high heat for about 8 minutes (depending on your pots).',
      'Take the eggs out and cool them in cold water.',
      'Knock the eggs against each other so that every shell is cracked.',
      'Put the eggs back in the pot with the star anise, bay leaves, cinnamon, fennel seeds, rock sugar, black tea, light soy sauce, dark soy sauce and salt.',
      'Add water to cover the eggs.',
      'Bring to the boil on high heat, then simmer on medium-low for 15 minutes.',
    ],
  },
  溏心蛋: {
    description: 'Fitness fans get 6 grams of protein from each egg. Ready in about 15 minutes.',
    steps: [
      'Put the eggs in the electric cooker. They must not be stacked: all on the bottom, with room to move.',
      'Pour in cold water to about 2 cm above the eggs.',
      'With the lid off, heat on full power until the water bubbles (about 85–95 °C, gently bubbling, not a full boil).',
      'Turn off the heat, put the lid on and leave the eggs to stand.',
      'Drain, rinse the eggs under cold water for about 1 minute, then peel and eat.',
    ],
  },
  完美水煮蛋: {
    description:
      'A cycling method developed by scientists that gives a creamy yolk, an evenly set white and keeps the most nutrients. It needs precise control of temperature and time, so it is harder.',
    steps: [
      'Prepare two pots of water: pot A kept at 100 °C (boiling), pot B kept at 30 °C (warm).',
      'Lower the eggs into pot A with a slotted spoon and start the timer.',
      'Every 2 minutes exactly, move the eggs to the other pot.',
      'Move them 16 times in all (32 minutes).',
      'After the last move, leave them in pot B for 30 seconds.',
      'Put them straight into iced water (0 °C) for 30 seconds to stop the cooking.',
      'Peel from the blunt end, where the air pocket is, pulling the membrane off along the length of the egg.',
    ],
  },
  鸡蛋羹: {
    description:
      'Steamed egg custard, also called steamed water egg, needs no complicated ingredients: a simple, quick dish for breakfast or a main meal, ready in about 15 minutes.',
    steps: [
      'Beat two eggs in a bowl.',
      'Add {0} g of salt.',
      'Add {0} ml of white vinegar to take away the eggy smell (optional).',
      'Add 1–1.5 times the volume of the egg in purified water at 70 °C and stir well.',
      'Strain the egg mixture to remove the foam (optional, but without straining the custard will have bubbles and look less smooth).',
      'Put {0} ml of water in any pot, bring it to the boil and put in the bowl of egg mixture.',
      'Steaming (choose one of the two ways):',
      'How to tell it is done?',
      'Take it out.',
      'Add sesame oil and light soy sauce and enjoy.',
    ],
  },
  速冻水饺: {
    description:
      'Dumplings are a Chinese food of dough wrapped around a filling, shaped like a half moon or a gold ingot, and an important dish at Chinese New Year and the winter solstice. They are usually minced meat and vegetables sealed in a thin sheet of raw dough. The drawback is that they are hard to make: frozen dumplings bring hot, steaming dumplings to your table quickly.',
    steps: [
      'On medium heat, pour water into the pot and wait for it to boil.',
      'Tip the dumplings into the pot.',
      'You can rinse them briefly with water before they go in.',
      'Once the dumplings are in, stir the water with a ladle or spatula, taking care not to scrape the dumplings: they could stick to the pot and tear, or stick together and stay raw where they touch.',
      'No need to stir often: about 3 seconds every 30 seconds on average, and not at all once the dumplings float.',
      'When the dumplings float and the water boils again, scoop one out with the ladle to check. If the dough is still raw, add {0} ml of cold water to cool it and bring it back to the boil; repeat the check and stirring. At most two additions of water will cook them through.',
      'When all the dumplings float (about 8 minutes after they went in), lift them into a plate or bowl with a spatula or slotted spoon and serve.',
      'After eating, when the water has cooled, pour it away and wash the pot with washing-up liquid straight away, or the cooked flour will form a sticky layer on the sides.',
    ],
  },
  葱油拌面: {
    description:
      'Spring onion oil noodles are a classic Shanghai home-style dish, simple to make and famous for their fragrant spring onion oil. Rich in carbohydrates and fat, they give quick energy. A beginner needs only about 20 minutes: a great simple dinner after working late.',
    steps: [
      'Wash the spring onions and cut them into long pieces (about 5–7 cm). Keep the white and green parts apart.',
      'Heat {0} ml of cooking oil in the wok on medium heat. Add the white parts first and fry until lightly golden.',
      'Add the green parts, turn the heat to low and keep frying.',
      'Keep the heat low and fry patiently for about 15–20 minutes, until the spring onion is dark golden and crisp.',
      'Lift out the browned spring onion (leave the oil in the wok).',
      'To the oil in the wok, add {0} ml of light soy sauce, {1} ml of dark soy sauce and {2} g of white sugar. Heat on low, stirring, for about 1 minute until the sugar dissolves and the sauce is smooth. Turn off the heat at once. Pour the spring onion oil sauce into a container, let it cool and seal it.',
      'Take {0} g of dried noodles.',
      'Bring {0} ml of drinking water to the boil on high heat.',
      'Add the noodles and cook them through as the packet says (usually 3–8 minutes).',
      'Lift out the cooked noodles, drain them and put them in a bowl.',
      'Add {0} ml of the spring onion oil sauce to the noodles.',
      'You can add the fried spring onion too (optional).',
      'Mix quickly with chopsticks and eat.',
    ],
  },
  西红柿鸡蛋挂面: {
    description:
      "Too many dried noodles in the cupboard? Plain noodles in water hard to swallow? How to make tasty noodles from simple ingredients? Tomato and egg noodles need only simple ingredients, quick steps and few utensils. Thanks to my mother for her guidance online. Simple to make, let's go! Time: 20 minutes.",
    steps: [
      'Wash the spring onions and chop them.',
      'Cut the tomatoes into chunks.',
      'Cut the green pepper into diamond-shaped pieces.',
      'Crack the raw eggs into a small bowl and beat them; if they smell a little eggy, add {0} g of white vinegar.',
      'Heat the wok and add {0} g of cooking oil: silky eggs need a little more oil, and some is left for frying the tomatoes.',
      'When the oil is hot (you feel the heat with your palm about 10 cm above it), pour in the egg and quickly stir it apart.',
      'When the egg has set and no liquid egg is left, put it in a small bowl, leaving some oil in the wok.',
      'In the oil left in the wok, fry the white of the spring onion and the minced garlic until fragrant.',
      'Add the tomato and green pepper and cook until the tomatoes release some juice.',
      'Now quickly add {0} g of soy sauce and {1} g of caster sugar.',
      'Stir-fry for ten seconds or so, then add a bowl of water (just enough to nearly cover the tomatoes).',
      'When it boils, add the cooked egg and {0} g of oyster sauce or {1} g of chicken bouillon powder for savour.',
      'Reduce the sauce on medium-low heat, stirring so it does not stick; when it has thickened, add a little chopped spring onion (the rest of the green part) and sesame oil (optional). The topping is ready.',
      'No need to wash the wok: add {0} ml of water.',
      'Bring it to the boil and add the noodles; when they soften, add {0} ml of cold water.',
      'When it boils again and the noodles float, add another {0} ml of cold water.',
      'When it boils, check that the noodles are translucent at the edges: then they are cooked.',
      'Lift the noodles into the bowl of topping and mix.',
    ],
  },
}
