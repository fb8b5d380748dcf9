import type { DishText } from '../../types'

/**
 * Descriptions and steps in English, part 8 (docs/catalogue-languages.md). 西红柿鸡蛋汤, 金针菇汤
 * and 红烧茄子 have neither description nor steps in the catalogue: their entries are empty, so
 * the dish page shows no note, and a later version with steps falls back to the Chinese.
 */
export const part08: Readonly<Record<string, DishText>> = {
  西红柿鸡蛋汤: { description: '', steps: [] },
  金针菇汤: { description: '', steps: [] },
  陈皮排骨汤: {
    description:
      'Fresh pork ribs are not only for braising or stewing: they also make soup. Simmered with Cantonese dried tangerine peel, this soup is very nourishing and said to be good for the stomach, lungs and throat: a must for night owls.',
    steps: [
      'Scald the ribs in hot water to remove the blood.',
      "Rinse the dried tangerine peel, dwarf lilyturf root, Solomon's seal root, dendrobium and American ginseng.",
      'Wash the soup tureen.',
      "Open the tureen and put the ribs in the bottom first, then the tangerine peel, dwarf lilyturf root, Solomon's seal root, dendrobium and American ginseng, in that order.",
      'Pour hot water into the tureen, not too full.',
      'Put the tureen in a pot of water and double-boil for 1.5 hours.',
      'Add the salt and drink it hot.',
    ],
  },
  排骨苦瓜汤: {
    description:
      'Pork rib and bitter melon soup is delicious and easy to cook. Soups take a long time, though, so it is best to start preparing about 4 hours ahead.',
    steps: [
      'Wash the ribs and cut them into pieces of about 4 cm (± 2 cm) × 3 cm (± 2 cm) (if you have no tool for chopping ribs, ask the butcher).',
      'Put {0} ml of cold water and the ribs in a wok, bring to the boil, then turn off the heat and lift out the ribs.',
      'Halve the bitter melon lengthways, scrape out all the seeds and pith, cut it into strips 0.5 cm (± 0.3 cm) wide and rinse them.',
    ],
  },
  玉米排骨汤: {
    description:
      'Fresh pork ribs are not only for braising or stewing: they also make soup, and simmered with corn and carrot the soup is wonderfully sweet and savoury.',
    steps: [
      'Cut the large green onion into big 3–4 cm lengths and crush them with the back of the knife.',
      'Chop the corn into small pieces.',
      'Roll-cut the carrot into chunks.',
      'Peel the ginger and cut it into large slices.',
      'Chop the fresh ribs into small pieces.',
      'Put the ribs in a pot of cold water with the large green onion, ginger and Shaoxing wine to blanch them; bring to the boil on high heat, skim off the scum, then lift out the ribs and drain them.',
      'Heat the wok, add cold oil, and stir-fry the large ginger slices with the ribs; when the ribs are lightly browned, add the vinegar (it makes the meat tender faster) and stir-fry 1 minute more.',
      'Pour in boiling water, all you need at once (do not add more later), and bring to the boil on high heat.',
      'Add the corn first, with the pepper; cover and simmer on low heat for twenty minutes, then add the carrot, cover and simmer on low heat for forty minutes more.',
      'Seasoning is simple: three minutes before the end, add nothing but salt; finally scatter over a handful of chopped spring onion.',
    ],
  },
  炒年糕: {
    description:
      'Southern Fujian-style stir-fried rice cakes make a delicious staple. Simple to make with easy-to-find ingredients, they are good for friends abroad craving a taste of home. A beginner needs 30 minutes; not difficult.',
    steps: [
      'Bring a pot of water to the boil and cook the rice cakes, then keep them in a bowl of water so they do not stick together; set aside.',
      'Chop the spring onions (keeping the white and green parts apart) and cut the greens into short lengths; set aside.',
      '(Optional) Make scrambled egg: see the recipe for stir-fried tomato and egg.',
      'Heat the wok and add {0} ml of cooking oil.',
      'Add the spring onion whites and fry until most of them are golden brown and fragrant; pour off the spring onion oil and set it aside.',
      'Heat the wok again and add {0} ml of cooking oil.',
      'Add all the extras (egg, greens and so on) and stir-fry to mix.',
      'Drain the rice cakes and add them to the wok.',
      'Add the soy sauce and salt and stir-fry to mix.',
      'Turn off the heat, add the spring onion oil, toss well and serve.',
    ],
  },
  炒方便面: {
    description:
      "After looking into ways to improve plain boiled instant noodles, this was the most successful attempt. It makes instant noodles far tastier, and it is simple. Let's get frying!",
    steps: [
      'Unwrap the ham sausage and cut it into 1 cm pieces.',
      'Put {0} ml of water in a pot and bring it to the boil.',
      'Add the block of noodles and boil for 45 seconds, lifting and stirring to loosen them.',
      'As soon as the noodles have loosened, turn off the heat.',
      'Separate the noodles from the cooking water (keep it), and rinse the noodles briefly in cold water.',
      'Get a small bowl and squeeze the seasoning packets into it.',
      'Squeeze in all the vegetable packets.',
      'Squeeze in all the sauce packets.',
      'Squeeze in 50%–80% of the powder packets (all of it would be very salty).',
      'Add {0} ml of the cooking water from before to the small bowl and stir: this is the seasoning bowl.',
      'Take the eggs you counted out and crack them into a small bowl.',
      'Add {0} g of salt per egg and beat well.',
      'Heat the wok for 20 seconds and add {0} ml of oil.',
      'Add the bowl of egg and stir-fry for about 20 seconds, until it sets.',
      'Take the fried egg out and set it aside.',
      'Heat the wok for 20 seconds and top up the oil in it to {0} ml.',
      'Add the ham sausage from the first step and stir-fry for 10 seconds.',
      'Add the noodles from the second step and stir-fry for 30 seconds.',
      'Add the seasoning bowl from the third step and stir-fry for 30 seconds.',
      'Add the fried egg from the fourth step and stir-fry for 30 seconds.',
      'Turn off the heat and serve.',
    ],
  },
  老干妈拌面: {
    description: '',
    steps: [
      'Pour the water into a pot and bring it to the boil.',
      'Spread the noodles into the pot.',
      'Stir while they cook so they do not clump together.',
      'When a noodle lifted with chopsticks slides off them by itself, wait 30 seconds more and turn off the heat.',
      'Lift the noodles into a bowl.',
      'Add the Lao Gan Ma and soy sauce in the amounts above.',
      'Mix the noodles, Lao Gan Ma and soy sauce well with chopsticks.',
      'Eat.',
    ],
  },
  蛋包饭: {
    description:
      'Omurice is a classic Japanese home-style dish of fried rice wrapped in soft, silky egg: varied in texture, and good to look at, smell and taste. Rich in protein, carbohydrates and vitamins, it is a great choice for breakfast or a main meal. It takes about 25 minutes.',
    steps: [
      'Dice the onion, the carrot and the ham sausage or chicken breast small, and set aside.',
      'Heat the wok, add {0} ml of cooking oil and wait 10 seconds for it to heat up.',
      'Add the diced onion first and stir-fry for 1 minute; when it smells good, add the carrot, sweetcorn and peas and stir-fry 2 minutes more.',
      'Add the diced ham sausage or chicken breast and stir-fry until it changes colour.',
      'Add the rice and break it up, then add {0} ml of ketchup and toss well: the fried rice is done; take it out and set aside.',
      'Beat the eggs and stir in {0} ml of milk.',
      'Put {0} ml of cooking oil in the pan, pour in the egg and tilt the pan gently so the egg covers the bottom evenly.',
      'Cook on low heat; when the top of the egg is half set, put the fried rice in the middle.',
      'Fold the egg over the rice with the spatula, into an oval.',
      'Slide it gently onto a plate with the spatula, tidy its shape, and decorate with a little ketchup on top if you like.',
    ],
  },
  醪糟小汤圆: {
    description: '',
    steps: [
      'Pour the water into a pot and bring it to the boil.',
      'Add the small rice balls and cook for 8 minutes.',
      'Add the sweet fermented rice and the goji berries and cook 2 minutes more.',
      'Ladle into bowls, add white sugar to taste and stir well.',
      'Eat.',
    ],
  },
  韭菜盒子: {
    description:
      'Chive pockets are a delicious traditional snack, with crisp pastry and a savoury filling, rich in vitamins and protein. They are simple to make and good for lunch; allow about 2.5 hours.',
    steps: [
      'Put the flour in a large bowl, add water and mix into a smooth dough; leave it to rest for 30 minutes.',
      'Wash and chop the garlic chives, add the beaten eggs and {0} g of salt, and mix well.',
      'Divide the dough into small pieces and roll each into a thin round; fill with the chives, prawns and egg, and fold over to close.',
      'Heat the wok, add cooking oil and fry the chive pockets until golden on both sides, about 3–4 minutes.',
      'Serve; let them cool a little before eating.',
    ],
  },
  中式馅饼: {
    description: '',
    steps: [
      'Take the minced pork (thawed), add half of each seasoning listed above (oil, salt, sugar, soy sauce, flavourings) and all the starch, mix well and marinate for 30 minutes.',
      'Put the flour in a bowl and add the egg, the other half of each seasoning, and water equal to half the flour (so the batter is fairly thick but still flows); mix well.',
      'Mince the garlic.',
      'Cut the large green onion into lengths.',
      'Mince the carrot (it goes in the filling, so chop it as fine as you can, any which way).',
      'Heat the wok, then add plenty of cold oil.',
      'When the oil is hot, fry the garlic until fragrant.',
      'Add the marinated pork and stir-fry until just cooked.',
      "Add the minced carrot to the pork and stir-fry together until the oil turns golden (this draws out the carrot's flavour).",
      'Turn off the heat and let it cool for 2 minutes.',
      'Tip the fried pork into the batter and mix well.',
      'Turn the heat back on and coat the bottom of a frying pan with oil.',
      'Turn the heat to low and pour in the batter, spreading it evenly; do not make it too thick. You can lift and tilt the pan so the batter flows across the bottom.',
      'While the top of the pancake is still liquid, scatter over the onion pieces.',
      'Keep the heat low until the underside has set.',
      'Turn the pancake over and keep cooking on low heat until the other side has set.',
      'Then fry each side 20 seconds more.',
      'Turn off the heat and serve.',
    ],
  },
  披萨饼皮: {
    description:
      'Making pizza is fairly simple overall; the slightly fiddly and most debated part is the base. Once the base is made, put on whatever toppings you like and bake it, so here we focus on how to make the base. This one is a soft dough with a slow overnight rise in the fridge.',
    steps: [
      'Dissolve the yeast in the warm water, stirring a little; set aside.',
      'Take the flour and add the salt, olive oil and caster sugar in turn.',
      'Pour the yeast water into the flour, stirring as you pour, until all the water is in.',
      'Stir until no dry flour is left.',
      'Put it in a container about three times the size of the dough, seal it and chill it in the fridge (4 °C) for 8–12 hours; usually, make it in the evening and it is ready the next day.',
      'The dough has risen when it is about twice its original size.',
      'Take the risen dough, divide it evenly into four and cover each piece with cling film; set aside.',
      'Dust the board with plenty of dry flour, ready to knead.',
      'As the dough is quite wet, it is less sticky once coated with dry flour. Do not knead it much: once the surface is a little smooth, that is enough.',
      'Stretch it by hand or roll it flat with a rolling pin; it need not be round, as long as it is even in thickness and fits in the oven.',
      'Lay down baking paper, put the base on it, add the toppings you have prepared, as you like, and sprinkle with grated cheese.',
      'Fruit pizza: top heat 180 °C, bottom heat 220 °C, 16 minutes.',
      'Meat and vegetable pizza: top heat 200 °C, bottom heat 230 °C, 18 minutes.',
      'Squeeze over salad cream or any other sauce you like, and enjoy!',
    ],
  },
  炒凉粉: {
    description:
      'Stir-fried liangfen (a starch jelly) is a popular snack in Shanxi and Shaanxi: smooth and tender, loved by young and old.',
    steps: [
      'Cut the jelly into cubes the size of mahjong tiles.',
      'On low heat, heat oil in the wok; when the wok is slightly hot, fry the minced garlic until fragrant, then add the chilli bean paste and fry until the oil turns red.',
      'Add the jelly cubes and stir-fry for 10 seconds.',
      'Add the light soy sauce for flavour and the dark soy sauce for colour, toss well, then add the chilli flakes and toss again.',
      'Add the salt and thirteen-spice powder and stir-fry 10 seconds more.',
      'Add the mineral water and stir-fry another 10 seconds; when the sauce thickens, turn off the heat and serve.',
      'Scatter with chopped spring onion, and it is done.',
    ],
  },
  烙饼: {
    description: '',
    steps: [
      'Put {0} g of flour in a basin; mix half of it with cold water and half with hot water into shaggy flakes, then knead it by hand into a dough. Seal it with cling film and let it rest for 40 minutes.',
      'When the dough has 10 minutes left to rest, see the tips for how to make youxu, the oil and flour paste (it works better hot).',
      'Do not knead the rested dough; just press it a little and cut it into four with one cut across and one down.',
      'Roll each piece into a ball and roll it out into a round about the size of the electric griddle; spread a quarter of the youxu evenly over it.',
      'Cut the round from the edge to the centre, roll it up from the cut into a cone, and pinch the end of the cone closed so the paste does not leak out.',
      'Press the tip of the cone down flat, then roll it out again into a round about the size of the griddle (about 3 mm thick).',
      'Preheat the electric griddle and brush it with cold oil (hot pan, cold oil). Put the rolled bread in, brush a little oil evenly over the top too (to keep in the moisture) and close the lid.',
      'Cook on high for one minute, open the lid, turn the bread over and cook one minute more.',
      'Repeat for the rest of the breads.',
    ],
  },
  老友猪肉粉: {
    description: '',
    steps: [
      'Season all the pork with the Shaoxing wine, salt, light soy sauce, starch and ground pepper in a bowl; set aside.',
      'Heat the wok without oil and stir-fry all the pickled bamboo shoots until dry, leaving a space in the middle.',
      'Put {0}–{1} ml of cooking oil, all the garlic, the chopped salted chillies and the fermented black beans in the space in the middle of the shoots, push everything to the middle and fry until fragrant.',
      'Add all the seasoned pork, then {0} ml of light soy sauce, and stir-fry for a minute.',
      'Add {0} ml of rice vinegar, {1} ml of light soy sauce and {2} ml of water and bring to the boil.',
      'When it boils, add the rice noodles (soaked in warm water), cook 3 minutes more and serve.',
    ],
  },
  酱拌荞麦面: {
    description: 'Soba noodles in sauce are nourishing and healthy, sweet, sour and tasty.',
    steps: [
      'Put the soba noodles in cold water and cook for 8–10 minutes, then lift them out, drain and set aside.',
      'Cut the cucumber and carrot into small strips.',
      'Put the noodles, cucumber and carrot on a plate, top with the Lao Gan Ma and mix.',
    ],
  },
  鲣鱼海苔玉米饭: {
    description:
      'The super-lazy version: decent, though it mostly depends on the quality of the ingredients. Total time: 40 minutes (3 minutes of preparation, 40 to cook the rice, 2 to mix). Hands-on time: 5 minutes.',
    steps: [
      'Serve the rice into a bowl and mix in the sweetcorn.',
      'Add the bonito and nori flakes.',
    ],
  },
  凉拌油麦菜: {
    description: '',
    steps: [
      'Crush and mince the garlic.',
      'Put the vinegar, soy sauce, sesame paste, sesame oil, sugar, oyster sauce and minced garlic in a bowl and stir well.',
      'Cut the Indian lettuce into lengths no longer than 4 cm.',
      'Put the lettuce in a large basin, pour over the sauce from the bowl and toss well.',
    ],
  },
  水油焖蔬菜: {
    description:
      'Braising greens in water with a little oil makes them taste better and helps you absorb their fat-soluble vitamins: better than eating them raw.',
    steps: [
      'Wash the vegetables.',
      'Put {0} ml of water in a pot and bring it to the boil (the water need not cover the vegetables).',
      'Add {0} g of salt.',
      '(Optional) Add {0} ml of oyster sauce.',
      'Add {0} ml of cooking oil.',
      'Add the vegetables, toss once, cover and cook for 1 minute.',
      'Serve.',
    ],
  },
  红烧茄子: { description: '', steps: [] },
  脆皮豆腐: {
    description:
      'Tofu coated all over in a rich sauce: one bite and you cannot stop. Irresistible.',
    steps: [
      'Beat the eggs and set aside.',
      'Mix the sauce ({0} g of light soy sauce, {1} g of oyster sauce, {2} g of dark soy sauce, {3} g of white sugar, {4} g of cornflour and {5} ml of water).',
      'Slice the firm tofu (a suggestion only: 5 slices per person, 1.2 cm thick).',
      'Put cornflour on a plate; coat the tofu slices in cornflour, then in egg, and set them aside.',
      'Heat the pan and add {0} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Lay the coated tofu in the pan, covering the bottom, and fry on low heat until golden, then turn the slices over.',
      'When both sides are golden, pour in the sauce so every piece of tofu bathes in it, and cook on high heat for 3 minutes, until the sauce is thick.',
      'Turn off the heat.',
    ],
  },
  陕北熬豆角: {
    description:
      'Northern Shaanxi stewed green beans are very kind to beginners: because the dish is stewed, you can use more or less of each ingredient, or leave some out, and it is almost impossible to get wrong.',
    steps: [
      'Chop the spring onion, mince the garlic and cut the ginger into thin strips; set aside.',
      'String the green beans and cut them into 2–10 cm lengths; set aside.',
      'Peel the potato and cut it into 1 cm cubes; set aside.',
      'Peel the tomato and cut it into 1 cm cubes; set aside.',
      'Seed the chillies and cut them into strips 0.15 cm wide; set aside.',
      'Heat the wok and add oil ({0}–{1} ml); when it smokes, add the spring onion, ginger and garlic and stir-fry until fragrant.',
      'Add the green beans and stir-fry until they change colour (from dull green to bright green).',
      'Add the potato and stir-fry for 30 seconds.',
      'Add hot water (just enough to cover the vegetables), cover and stew until the potato is soft (check with a chopstick).',
      'Add the tomato, the salt, light soy sauce, oyster sauce, five-spice powder and the chillies, and stew until the tomato turns into a sauce (stir so it does not catch).',
      'Add the chopped coriander and serve.',
    ],
  },
  凉拌莴笋: {
    description: 'Celtuce salad: an appetising little side dish.',
    steps: [
      'Peel the celtuce and cut it into small strips. Cut the radish into strips, put both in a large bowl, mix in the salt and leave for 10 minutes.',
      'Rinse the celtuce 1–2 times.',
      'Bring a pot of water to the boil, add the celtuce, boil it for 1 minute, then lift it out, drain it and put it back in the large bowl.',
      "Heat oil in the wok, add the ginger slice, garlic cloves and bird's eye chillies and stir-fry for 30–45 seconds, then pour everything over the celtuce.",
      'Mix well and serve.',
    ],
  },
  小炒藕丁: {
    description:
      'Stir-fried diced lotus root is simple and easy; lotus root is nourishing and perfect for vegetarians. It takes about 20 minutes.',
    steps: [
      "Cut the large green onion and the bird's eye chillies into short pieces and set aside.",
      'Peel the lotus root, cut it into small pieces no bigger than 3 cm and keep them in water (so they do not darken).',
      'Put {0} ml of cold water in the wok and bring it to the boil.',
      'Blanch the lotus root in the boiling water for 2 minutes, then take it out onto a plate.',
      'Pour out the water, heat the wok until dry and add {0} ml of cooking oil.',
      "When the oil is hot, add the onion and bird's eye chillies and fry until fragrant.",
      'Add the lotus root and stir-fry on high heat.',
      'Add the light soy sauce, dark soy sauce and oyster sauce.',
      'Stir-fry for 2 minutes and serve.',
    ],
  },
  榄菜肉末四季豆: {
    description: '',
    steps: [
      'Wash the green beans, pull off the strings and cut them into small, even pieces; set aside.',
      'Crush and mince the garlic; set aside.',
      "Cut the bird's eye chillies into small, even pieces; set aside.",
      'Remove the skin from the pork belly and mince the meat; set aside.',
      'Heat the wok, add {0} ml of oil and swirl it round to coat the wok, then pour out the hot oil and add {1} ml of cold oil: this is the famous "hot wok, cold oil", which mainly stops the meat sticking.',
      'If you have nowhere to keep the used oil, you can skip coating the wok: after adding the oil, add the minced pork straight away and stir-fry it on low heat for two minutes to render the fat.',
      "When the pork smells good, add the garlic, olive greens and bird's eye chillies and fry until fragrant.",
      'Add the green beans and stir-fry on medium heat for at least 5 minutes: the beans must be cooked through, or they can cause food poisoning.',
      'When the beans are cooked, drizzle {0} ml of soy sauce in around the side of the wok, then add {1} g of salt, {2} g of chicken bouillon powder, {3} g of ground pepper and {4} g of sugar.',
      'Stir-fry to mix in the seasonings.',
      'Serve.',
    ],
  },
  红烧冬瓜: {
    description:
      'Red-braised winter melon is a glossy red home-style dish, savoury and delicious, and nourishing.',
    steps: [
      'Peel the winter melon and cut it into pieces no bigger than 2 cm.',
      'Heat oil in the wok, add the winter melon and fry it, turning it slowly, for 2 minutes, until golden on the outside.',
      'Take out the winter melon and put it in a large bowl.',
      'In the oil left in the wok, add the minced ginger, light soy sauce and oyster sauce, one after another, and stir-fry for 15 seconds.',
      'Put the winter melon back, stir-fry for 30 seconds, then add boiling water to cover it and boil on high heat for 10 minutes.',
      'Add the dark soy sauce for colour and keep cooking until the melon is soft (a chopstick goes in easily).',
      'Add the chicken bouillon powder, Shaoxing wine and spring onion and stir-fry for 30 seconds, then take the winter melon out into the large bowl.',
      'Keep the sauce in the wok, stir in the starch slurry, bring it to the boil and pour it over the winter melon.',
    ],
  },
  蚝油三鲜菇: {
    description:
      'Mushrooms in oyster sauce in a few minutes: silky, tender, full of flavour and delicious. Irresistible.',
    steps: [
      'Trim the dirty base off the brown and white beech mushrooms and pull them apart.',
      'Slice the shiitake (0.5–1 cm thick; thicker slices are chewier).',
      'Put the starch in a small bowl, add {0} ml of water and stir until it dissolves with no lumps (a starch slurry); set aside.',
      'When the water boils, add the broccoli, boil it for 3 minutes and put it in a bowl; set aside.',
      'Rinse the pot and bring water to the boil again, add {0} g of salt and the brown and white beech mushrooms and shiitake, and boil for 1 minute.',
      'After 1 minute, lift them out and drain.',
      "Heat oil in the wok; when small bubbles start to rise, add the minced ginger, bird's eye chilli and pepper and stir-fry for 30 seconds.",
      'Add the mushrooms, then the light soy sauce, oyster sauce and chicken bouillon powder in turn; toss well and pour in the starch slurry.',
      'Cook on medium heat until the sauce has reduced, then add the Shaoxing wine and chopped spring onion and serve.',
      'Arrange the broccoli alongside.',
    ],
  },
}
