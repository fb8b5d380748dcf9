import type { DishText } from '../../types'

/** Descriptions and steps in English, part 10 (docs/catalogue-languages.md). */
export const part10: Readonly<Record<string, DishText>> = {
  甜辣烤全翅: {
    description:
      'These sweet and spicy whole chicken wings are cooked in an air fryer with everyday seasonings: low in fat, with no need for shop-bought barbecue sauce. One portion serves one person. Preparing takes 15 minutes, marinating 120 minutes and cooking 50 minutes.',
    steps: [
      'Take out 4 fresh whole chicken wings and, between the two bones of the middle section, cut through the skin with a knife, once on each side.',
      'Put the {0} whole wings in a bowl and add {1} ml of light soy sauce, {2} ml of dark soy sauce, {3} g of garlic powder, {4} g of ground pepper, {5} g of sugar, {6} g of paprika, {7} g of chilli powder, {8} ml of oyster sauce, {9} ml of water and {10} ml of oil.',
      'With a spoon, spread the sauce evenly over the wings, especially into the cuts in the middle sections; this takes about 3 minutes.',
      'Cover the bowl of marinating wings with cling film and leave it in the fridge for 120 minutes.',
      'Take out the wings, put the {0} wings in the foil tray and pour the sauce left in the bowl evenly over them.',
      'Put the foil tray in the air fryer basket and cook at 200 °C for 25 minutes.',
      'Open the air fryer, carefully take out the foil tray and turn the wings over.',
      'Cook for another 25 minutes at 200 °C.',
      'Take out and enjoy.',
    ],
  },
  白菜猪肉炖粉条: {
    description:
      'Pork, Chinese cabbage and glass noodle stew is simple and easy to make. It is a traditional home-style dish from Northeast China, much loved there for being easy to make and full of flavour.',
    steps: [
      'Boil water in a pot, add the dried noodles and boil for 5 minutes, then pour them out with the water into a container, cover and leave to soak (do this first; you can carry on with the next steps meanwhile).',
      'Cut the pork belly into 3 mm slices; set aside.',
      'Separate the tender cabbage leaves from the thick stalks and cut both into pieces, keeping them apart; set aside.',
      'Heat the wok and add {0}–{1} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Add the pork belly and keep stir-frying until it changes colour.',
      'Add the dark soy sauce and stir-fry for 1 minute to colour the pork.',
      'Add the cabbage stalks, the salt and the light soy sauce and stir-fry for a minute (if it sticks, add {0} ml of water).',
      'Add water to cover everything, add the chicken bouillon powder and thirteen-spice powder and bring to the boil, then turn the heat down and wait 20 minutes.',
      'Drain the noodles, cut them into short lengths and set them aside in a bowl.',
      'Add the tender cabbage leaves and stir, then lay the noodles on top of the vegetables, cover and cook 5 minutes more.',
      'Taste for seasoning, reduce the sauce and turn off the heat.',
    ],
  },
  肉饼炖蛋: {
    description:
      'Steamed pork patty with egg is a traditional Chinese home-style dish and a great favourite with rice. A beginner needs only 20 minutes.',
    steps: [
      'Put the minced pork, Shaoxing wine, light soy sauce, ground white pepper, egg and sesame oil in a bowl and mix well.',
      'Spread the seasoned pork on a plate, make a hollow in the middle with a spoon and crack {0} egg(s) into it.',
      'Fill a pot with water to a quarter of its height and bring it to the boil, then put in the plate, cover and steam for 15 minutes.',
    ],
  },
  萝卜炖羊排: {
    description:
      'Lamb ribs stewed with daikon is a common home-style dish that young and old enjoy. A beginner needs at most 2 hours.',
    steps: [
      'Peel the daikon and roll-cut it into large chunks of 3–5 cm (turn it a quarter turn after each diagonal cut); set aside.',
      'Ask the butcher to chop the lamb ribs when you buy them, as a kitchen knife will struggle to cut them; set aside.',
      'Put the lamb in a pot of cold water with half the Shaoxing wine and half the large green onion and ginger, and boil for 10 minutes to remove the blood. (Optional) Skim off the scum that rises with a spoon.',
      "In another pot of cold water, put the daikon chunks and half the rock sugar; once the water boils, cook for 5 minutes to take away the daikon's sharpness.",
      'Lift out the blanched lamb ribs and put them in the pressure cooker, with water to cover everything plus about {0} ml more.',
      'Add the rest of the large green onion, ginger and Shaoxing wine, the Sichuan pepper, the rest of the rock sugar, the angelica root (optional) and the salt. Close the lid and, once it is up to pressure, stew on medium heat for about 15 minutes.',
      'Turn off the heat, wait for the pressure cooker to release all its steam and open it. Add the blanched daikon and season: add {0} g of salt, or water, tasting the soup for saltiness.',
      'Turn the heat back on to medium and, once it is up to pressure again, stew 10 minutes more (20 minutes in an ordinary pot with a lid).',
      'Turn off the heat and serve.',
    ],
  },
  香干肉丝: {
    description: '',
    steps: [
      'Mix the shredded pork (if you cannot buy it shredded, cut it yourself) with light soy sauce ({0} ml) and starch, and set aside.',
      'Wash the green peppers and roll-cut them into chunks; set aside.',
      'Slice the garlic crossways and cut the pressed tofu into strips.',
      'Mix the starch with water ({0} ml) and stir well.',
      'Put {0} ml of oil in a clean wok and, without waiting for it to heat, add the pork and gently separate the strands. As soon as the pork is cooked, lift it out, leaving the oil in the wok.',
      'Put the garlic and pressed tofu in the wok, add {0} ml of light soy sauce and stir-fry well.',
      'After 2–3 minutes, depending on your heat, add the green peppers and stir-fry.',
      'After 1 minute, add the pork and mix.',
      'Pour in the starch and water mixture to thicken, add {0} g of salt and {1} g of chicken bouillon powder, stir-fry for 2–3 minutes and serve.',
      'Done.',
    ],
  },
  麻辣香锅: {
    description: '',
    steps: [],
  },
  黄瓜炒肉: {
    description: '',
    steps: [
      'Slice the lean pork and put it in a bowl with {0} g of cooking oil and the light soy sauce; mix well and marinate for 10 minutes.',
      'Cut 5 cm off each end of the cucumber, and slice the rest diagonally 0.5 cm thick.',
      'Put the cucumber in a bowl, sprinkle with {0} g of salt, mix well and leave for 5 minutes.',
      'Peel the garlic, crush it flat and chop it finely; set aside.',
      "Remove the stalks from the bird's eye chillies and cut them into even 0.5 cm pieces.",
      'Heat the wok, add {0} g of oil and, when it smokes, add the garlic and chillies and toss them 5 times.',
      'Add the marinated pork and stir-fry until it is cooked and has changed colour.',
      'Add the cucumber and {0} g of salt, stir-fry on high heat for half a minute and serve.',
    ],
  },
  凉拌鸡丝: {
    description:
      'A quick dish from the days of lockdown: little oil, few calories and simple to make. Allow about 30 minutes.',
    steps: [
      'Slice the ginger and set aside.',
      'Pour {0} L of water into a pot.',
      'Add the chicken breast and ginger slices.',
      'Pour in {0} ml of Shaoxing wine.',
      'Bring to the boil on high heat, uncovered.',
      'When it boils, turn the heat to medium and skim off the foam with a spoon.',
      'Simmer 5–7 minutes more: 5 minutes for fresh chicken, 7 for frozen.',
      'The size of the breast changes the cooking time: push a chopstick into it, and if it goes in easily, the chicken is cooked. If not, cook it longer.',
      'Rinse the chicken breast in cooled boiled water to bring it down to room temperature.',
      'Tear the chicken breast into fine shreds along the grain.',
      'Get a bowl ready.',
      'Put the sesame oil, light soy sauce, Zhenjiang black vinegar, white sugar and salt in the bowl.',
      'Stir the dressing until the sugar and salt have dissolved as much as possible.',
      'Pour the dressing over the shredded chicken and mix well.',
    ],
  },
  口水鸡: {
    description:
      'Kou shui ji, "mouth-watering chicken", is a cold dish. On blazing summer days hot food is hard to face, yet meat lovers still want their meat, and nothing suits a summer meal better. Coated in red chilli oil, the chicken is glossy red, chilled and springy, full of flavour but not greasy: a true summer rice killer! (There are many ways to make it; feel free to add yours.)',
    steps: [
      'Slice the ginger, and set aside {0} spring onion(s) and {1} Sichuan peppercorns.',
      'Wash the chicken and put it in a pot with water to cover. Add the ginger slices, spring onion and Sichuan pepper and bring to the boil on high heat.',
      'Once it boils, turn the heat to medium-low, cook for 20 minutes and turn off the heat.',
      'Take out the chicken and put it in iced water until it is cold through.',
      'Take out the chicken, chop it into pieces and arrange them on a plate; set aside.',
      'Heat the wok on low heat, add the peanuts and roast them until the skins crack. (Keep turning them so they do not burn.)',
      'Cut a spring onion into pieces, crush the garlic and chop it finely, set aside {0} Sichuan peppercorns, and skin and chop the peanuts.',
      'Heat the oil in the wok, add the spring onion pieces, the Sichuan pepper and half the garlic, and fry until fragrant.',
      'When the oil is very hot, turn off the heat and strain the oil.',
      'Pour the hot oil into the bowl with the chilli powder, stir, and strain off the red chilli oil.',
      'To the chilli oil add the rest of the garlic, the light soy sauce, vinegar, salt, MSG, sugar, sesame oil and ground Sichuan pepper. Mix well and let it cool.',
      'Sprinkle the chopped peanuts over the chicken, pour the chilli oil over it and scatter with coriander. Serve.',
    ],
  },
  咖喱肥牛: {
    description:
      'Curry beef is tasty, nourishing and great with rice; after a run of stir-fried and deep-fried dishes it makes a very happy change. It is good at home or packed as a lunch for work (reheated in the microwave, it does not smell much either). It needs few ingredients, all easy to buy, and a beginner can have it on the table in 40 minutes.',
    steps: [
      'Cut the onion into strips and the carrot and potatoes into chunks; set aside.',
      'Bring a pot of water to the boil, add the beef slices, skim off the scum, then lift them out and drain; set aside.',
      'Heat the wok and add {0}–{1} ml of cooking oil; wait 10 seconds for it to heat up.',
      'Add the onion and stir-fry until soft and translucent.',
      'Add the potatoes and carrot and stir-fry for 2 minutes.',
      'Add cold water to just cover everything.',
      'Add the bay leaf and curry roux and cover. When the water boils, turn the heat down and wait until the potatoes and carrot are soft (check with a chopstick).',
      'Add the beef slices and the milk, cover and simmer on low heat for 2–3 minutes more, then serve. (Stir gently with a spoon so the beef slices do not break up.)',
    ],
  },
  啤酒鸭: {
    description:
      'Beer duck is fresh and savoury, with a light, fresh note of beer. The meat never gets tiresome and the broth keeps its flavour however long you dip into it. Warming but not heavy, fragrant but not greasy, its flavour wins praise from everyone. A beginner needs about 1 hour.',
    steps: [
      'Chop the duck into 3 cm pieces and put them in a pot of cold water with the ginger slices and Shaoxing wine to blanch; lift out, drain and set aside.',
      'Heat the wok, add about {0} ml of cooking oil and, when the oil is hot on high heat, add the duck and stir-fry until it takes on colour.',
      'When the duck has completely changed colour (visibly pale), push it to one side, add the chilli bean paste and rock sugar, and stir-fry on low heat until fragrant and the sugar caramelises.',
      'Add the cloves, star anise, bay leaves, dried chillies, light soy sauce, dark soy sauce and garlic, and stir-fry until fragrant.',
      'Pour in the beer to cover the duck, add the salt and chicken bouillon powder, and simmer on medium heat for 30 minutes (5 minutes longer if you like it softer).',
      'Transfer to a plate and serve.',
    ],
  },
  小炒黄牛肉: {
    description:
      'Hunan stir-fried beef is an easy Hunanese dish, fiery and refreshing. A beginner needs only 1 hour.',
    steps: [
      'Cut the beef tenderloin into thin slices no more than 3 cm wide and 3 mm thick, add {0} ml of soy sauce, mix well with your hands and set aside.',
      'Cut the celery into pieces no longer than 5 cm; set aside.',
      "Cut the bird's eye chillies into thin strips; set aside.",
      'Chop the pickled wild chillies into small bits; set aside.',
      'Cut the coriander into pieces no longer than 3 cm; set aside.',
      'Heat the wok, add {0} ml of cooking oil and wait 30 seconds on high heat for it to heat up.',
      "Add the bird's eye chillies and pickled chillies and fry until fragrant.",
      'Add the beef and celery and stir-fry on high heat for 1 minute.',
      'Turn off the heat, scatter the coriander over and serve.',
    ],
  },
  干煸仔鸡: {
    description:
      'Dry-fried spring chicken is a sweet and spicy Sichuan dish created by Zhao Chunyue, head chef of the Peking University canteen, and much loved by students and staff. Chef Zhao has published the recipe so that everyone can make it at home: a must with rice when staying in during the pandemic!',
    steps: [
      'Bone the chicken legs (skip this with boneless thigh fillets), pound the meat with the back of the knife and cut it into 2 cm pieces.',
      'Add the salt, chicken bouillon powder (optional), ground pepper, light soy sauce, dark soy sauce and Shaoxing wine to the chicken and work them in with your hands until sticky. Mix in the starch, add a little cooking oil to stop the pieces sticking together, and marinate for 30 minutes.',
      'Peel the potatoes, cut them into 2 cm pieces, boil for 5 minutes, then lift out and drain well so they do not spit when fried.',
      'Seed the green peppers, cut them into 2 cm pieces and put them in a wire strainer; set aside.',
      'Heat plenty of oil in the wok (enough to cover the food; it depends on the shape of your wok) to 180 °C and fry the potatoes for 3 minutes, then lift them out.',
      'When the oil is back up to 180 °C, fry the chicken for 2 minutes and lift it out.',
      'When the oil is back up to 180 °C, fry the chicken again for 1 minute and lift it out.',
      'When the oil is back up to 180 °C, fry the potatoes again for 1 minute, then pour the oil and potatoes out through the strainer, so that the hot oil just cooks the green peppers in it.',
      'Put {0} ml of cooking oil in the wok and fry the garlic cloves on low heat until golden. Add the chilli bean paste and fry until fragrant, add the white sugar and stir until it melts, then add the crushed Sichuan pepper and {1} ml of water, and keep stirring until the sauce is thick.',
      'Add the fried chicken, potatoes and green peppers, stir well and serve.',
    ],
  },
  徽派红烧肉: {
    description:
      'Anhui-style red-braised pork: pork belly braised with caramel, soy sauce and spices.',
    steps: [
      'Cut the pork belly into pieces of 2–3 cm.',
      'Put {0} ml of cooking oil in the wok, add the pork belly and fry for 2 minutes, then add the salt, stir-fry for 2 minutes more and take the pork out.',
      'Put {0} ml of cooking oil in the wok, add the caster sugar and stir until it turns coffee-brown.',
      'Add the pork belly and stir-fry for 30 seconds, then add the ginger slices and garlic and stir-fry 30 seconds more.',
      'Add the Shaoxing wine, five-spice powder and spring onion, add water to cover the pork, cover and cook for 10 minutes.',
      'Add the light soy sauce, dark soy sauce and oyster sauce and cook on medium heat for 20 minutes.',
      'Uncover, reduce the sauce on high heat and serve.',
    ],
  },
  枝竹羊腩煲: {
    description:
      'Lamb belly and tofu skin casserole is a warming winter dish that young and old enjoy. It is rich but not greasy, and superb with rice. A beginner needs about two and a half hours.',
    steps: [
      'To prepare: soak the shiitake mushrooms for 2–3 hours until soft, and the tofu skin for 30 minutes until soft.',
      'Sauce 1: mix the red fermented bean curd, Chu Hou sauce, {0} g of fermented bean curd and the dark soy sauce in a small bowl.',
      'Sauce 2: mix {0} g of fermented bean curd, the sugar and the chilli oil in another small bowl.',
      'Trim the stems off the soaked mushrooms.',
      'Cut the soaked tofu skin into 5 cm pieces and squeeze out the water.',
      'Peel the onion and slice it thinly. Peeled shallots can be used instead, and taste even better.',
      'Cut the spring onions into pieces of about 5 cm.',
      'Put the lamb belly in a pot with {0} slices of ginger, cover with cold water and bring to the boil on high heat, then turn off the heat.',
      'Lift out the lamb and cool it in a bowl of cold water made ready beforehand: this makes it chewier.',
      'Heat the wok, add cold oil and fry {0} slices of ginger, the onion or shallots, the white parts of the spring onions and {1} garlic cloves until fragrant.',
      'Add the cooled lamb and stir with chopsticks for about 2–5 minutes until golden.',
      'Add sauce 1 and stir-fry for about 2 minutes until evenly coloured.',
      'Pour in water to just cover everything.',
      'Add the mushrooms, rock sugar, bay leaf, star anise and cinnamon.',
      'Cover and simmer on low heat for 90 minutes.',
      'Uncover, add the tofu skin, cover again and cook on medium heat for 20 minutes.',
      'Uncover, add sauce 2 and stir well.',
      'Turn off the heat and add the green parts of the spring onions, or coriander, before serving.',
    ],
  },
  水煮牛肉: {
    description: 'Shuizhu niurou, Sichuan "water-boiled" beef: numbing, spicy, fresh and fragrant.',
    steps: [
      'Wash the beef and slice it.',
      'Add {0} g of shredded ginger, {1} egg(s), {2} g of starch, {3} g of oyster sauce and {4} ml of Shaoxing wine, mix well and marinate for 15 minutes.',
      'Wash the coriander and cut it up.',
      'Heat oil in the wok and add the chilli bean paste, {0} g of shredded ginger and the sliced garlic.',
      'Pour in boiling water and boil it into a red broth.',
      'Wash the bean sprouts, pinch off the tails and blanch them in boiling water until cooked.',
      'Spread the bean sprouts over the bottom of a bowl.',
      'Put the beef slices into the red broth one by one, cook until done and lift them out.',
      'Lay the beef over the bean sprouts and scatter with the coriander stalks.',
      'Scatter with the coriander leaves, chilli powder and chilli rings.',
      'Heat oil in a clean wok and pour the hot oil over the dish. Done.',
    ],
  },
  清蒸鳜鱼: {
    description:
      'Mandarin fish could be called the king of freshwater fish for its delicate flavour. The finest ingredients need only the simplest cooking, and steaming shows off mandarin fish best.',
    steps: [],
  },
  湘祁米夫鸭: {
    description:
      'A speciality of the Qiyang and Qidong area of Hunan, on every table at festivals. The duck is coated in seasoned rice flour: savoury and fragrant, with a long finish, and a cure for homesickness.',
    steps: [
      'Mix the glutinous rice flour, rice flour, spiced rice powder, fine chilli powder, {0} g of salt and the ground white pepper together.',
      'Have a friendly stallholder chop the duck into pieces for steaming; slice the ginger, peel the garlic and slice the pork belly.',
      'Heat the wok, add cold oil and fry the pork belly until its fat runs, then add the cooking oil, heat it, add the duck and stir-fry.',
      'When the duck skin is browned, add the ginger, garlic and salt and keep stir-frying until fragrant.',
      'Turn the heat to low, add the rice flour mixture and stir-fry until the duck is evenly coated, then add the boiling water a little at a time, stirring as you go.',
      'When the duck and rice flour feel moist, scoop them into a bowl and steam in a pressure cooker with water for 20–25 minutes.',
      'Sprinkle with chopped spring onion before serving, and enjoy.',
    ],
  },
  瘦肉土豆片: {
    description:
      'Lean pork with sliced potatoes is an easy dish: a quick home-style stir-fry, ideal for office workers to pack for lunch. A beginner needs only 1 hour.',
    steps: [
      'Peel the potatoes, halve them and cut them into thin slices of about 2 mm; set aside.',
      'Wash the green garlic and cut it into pieces of about 1 cm; set aside.',
      'Wash the lean pork, cut it into thin slices of about 2 mm and put it in a bowl. Add {0} g of starch, {1} g of light soy sauce and {2} g of dark soy sauce and marinate for ten minutes; set aside.',
      'While the pork marinates, bring a pot of water to the boil and blanch the potato slices for about 5 minutes.',
      'Heat the wok and add {0}–{1} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Add the pork and stir-fry until it changes colour, then add the green garlic and stir-fry together for about 20 seconds.',
      'Add the potatoes and keep stir-frying; add {0} g of salt and {1} g of light soy sauce.',
      'Stir-fry for about 3 minutes and serve.',
    ],
  },
  南派红烧肉: {
    description:
      'This red-braised pork recipe is one a beginner cannot get wrong. With rice you will not be able to stop eating: soft and sticky, beautifully coloured, rich but not greasy.',
    steps: [
      'Cut the pork belly into large chunks (about 4.5 cm).',
      'Slice the ginger (about 3 mm thick).',
      'Bring water to the boil.',
      'For the cold water, tap water is fine.',
      'Cut the white part of the spring onions into short pieces (spring onions are best, but large green onion will do).',
      'Halve the garlic; do not crush it, or it is hard to fish out and spoils the taste when the sauce is reduced at the end.',
      'It is best to take out half the spring onion and ginger first, then put the rest of the ginger, the spring onion whites, the garlic, Sichuan pepper, star anise and bay leaves in a bowl, ready for later.',
      'Put the pork belly in a pot of cold water with the Shaoxing wine and two-fifths of the spring onion and ginger, and boil for 15 minutes to remove the blood; lift it out and rinse it clean.',
      'Caramelise the sugar, following method 2 in the guide to making caramel.',
      'Put the prepared ginger, spring onion whites, garlic, Sichuan pepper, star anise and bay leaves and the pork belly in the wok and stir-fry on high heat until fragrant, then pour in boiling water to cover all the meat and simmer for 50–60 minutes.',
      'Add {0} ml of Shaoxing wine.',
      'Cover and bring to the boil, then every 25 minutes lift the lid and skim off the fat and foam on the surface.',
      'When the liquid has gone down to three-fifths of the height of the meat above the bottom of the pot, turn the heat to medium, take out everything except the meat and liquid, and start reducing the sauce.',
      'With the lid off, serve when the sauce is almost gone and sticky (never let it dry out).',
    ],
  },
  荔枝肉: {
    description:
      'Lychee pork is a classic of Fujian cuisine, sweet and sour and delicious, and a common dish around Fuzhou.',
    steps: [
      'Cut the lean pork into pieces (2–3 cm each) and put them in a large bowl with {0} egg(s), {1} g of starch, {2} ml of light soy sauce and {3} g of chicken bouillon powder.',
      'Mix well until the starch coats the pork (if it is too runny, add more starch; if too dry, add water), then add {0} ml of oil, mix well again and set aside.',
      'In another bowl, mix the ketchup, {0} g of chicken bouillon powder, {1} ml of light soy sauce, the minced ginger, caster sugar, {2} g of starch, the Zhenjiang black vinegar and {3} ml of cold water; set aside.',
      'Cut up a pineapple and prepare 6 pieces (1.5–2 cm each).',
      'Heat the wok, pour in {0} ml of oil and heat it until you hear it sizzle.',
      'Put the pork into the oil piece by piece (never tip in the whole bowl), so that no pieces stick together.',
      'Once all the pork is in, turn the pieces over with a spoon every 30 seconds until golden.',
      'Take out the pork; after a minute, put it back into the hot oil and fry until browned and crisp, then take it out and put it in a large bowl.',
      'Heat the wok, pour in the sauce and, after 30 seconds, add the pork and pineapple; toss well and serve.',
      'Sprinkle with sesame seeds.',
    ],
  },
  西红柿牛腩: {
    description:
      'Tomato beef brisket has a thick sweet and sour sauce and soft, rich beef: perfect with rice. A beginner needs about 90 minutes.',
    steps: [
      'Cut the beef brisket into 2 cm cubes, put them in a pot of cold water, bring to the boil and cook for 2 minutes to remove the blood, then lift out and rinse clean.',
      'In another pot bring {0} L of water to the boil and add two 2 cm pieces of spring onion, two slices of ginger, the star anise and {1} ml of Shaoxing or yellow wine. Add the blanched beef, cover and stew (1 hour in a clay pot, 45 minutes on the meat setting of a pressure cooker); it is done when a chopstick goes through easily.',
      'Peel the tomatoes: cut a cross in the top of each, down to its middle, push a chopstick or fork into the stalk end and turn it over a low gas flame as it roasts, checking often; when the skin lifts, peel it off. Chop the tomatoes: the smaller, the better.',
      'Heat oil in the wok until hot (about 200 °C), add the spring onion and ginger ({0} g each) and the tomatoes, and stir-fry until they break down and turn the oil red. Add the stewed beef and its broth, just enough to cover the beef.',
      'Season to taste with salt, sugar and light soy sauce, and cover.',
      'When it boils, keep cooking on high heat for 3–5 minutes.',
      'When the tomato sauce is moderately thick, turn off the heat, scatter with chopped spring onion and serve.',
    ],
  },
  醉排骨: {
    description: 'Drunken pork ribs are a famous traditional dish of Fuzhou, in Fujian.',
    steps: [
      'Add {0} g of sweet potato starch and some water to the ribs and mix, rinse 2–3 times, and set aside in a large bowl.',
      'Add the fish sauce, sweet potato starch and egg yolk to the ribs and mix well.',
      'Put the ribs into the wok of hot oil one by one (never tip in the whole bowl), so that none stick together.',
      'Once they are all in, turn them over with a spoon every 30 seconds until golden.',
      'Take out the ribs; after a minute, put them back into the hot oil and fry until browned and crisp, then take them out and put them in a large bowl.',
      'In a small bowl, mix the minced garlic, Zhenjiang black vinegar, caster sugar, fish sauce, ketchup, chopped spring onion and sesame seeds, then pour in {0} ml of hot oil.',
      'Pour the sauce over the ribs, mix well and transfer to a plate.',
    ],
  },
  香煎五花肉: {
    description:
      'Pan-fried pork belly is simple and easy to make. The pork is rich but not greasy, and the lettuce leaves are crisp and healthy. Anyone with a little cooking experience can make it in half an hour.',
    steps: [
      'Slice the pork belly strips along their length, 1–1.5 mm thick; set aside.',
      'Put the pork in a bowl and add {0} g of soy sauce, {1} g of salt, {2} g of MSG, {3} g of Shaoxing wine, two slices of ginger and two crushed garlic cloves; marinate for 10 minutes.',
      'Pull the lettuce leaves off by hand, wash them and set aside.',
      'Heat the wok and add {0} ml of cooking oil. When it just starts to smoke, add the pork. Fry until browned on one side, then turn and brown the other side.',
      'Take the pork out of the wok and put it on a plate.',
      'Spread chilli bean paste on a lettuce leaf, wrap some pork in it and eat.',
    ],
  },
  黑椒牛柳: {
    description:
      "Black pepper beef is easy to make, with a good balance of vegetables and meat, rich in protein and to most people's taste. A beginner needs under 1 hour.",
    steps: [
      'Cut the beef into strips, ideally no longer than 8 cm, about 5–10 mm thick and about 1 cm wide (no need to be exact).',
      'Marinate the beef with the marinade, mix well and leave it to rest; follow the packet for amounts and time: longer is fine, shorter is not.',
      'If you use a liquid marinade, sprinkle a layer of ground black pepper over the beef three minutes before the end of marinating, then add the starch, mix well again and leave for 20 minutes.',
      'Turn on the heat, heat the wok and add the peanut oil.',
      'When you see a wisp of smoke rise from the oil, add the beef and stir-fry.',
      'On medium-high heat, stir-fry for 2 minutes until the outside of the beef has changed colour (no red left; any red means it needs more stir-frying). (Watch out for spitting oil here.)',
      'Add the onion and bell pepper and stir-fry for 2 minutes.',
      'Add the salt, sprinkle over more ground black pepper and stir-fry for 30 seconds, mixing well.',
      'When the onion has softened, turn off the heat and serve.',
    ],
  },
  牛油火锅底料: {
    description:
      "Chongqing hot pot, also called tripe hot pot or mala hot pot, is one of China's traditional ways of eating. It began on the banks of the Jialing River in Chongqing in the late Ming and early Qing dynasties, as the rough-and-ready meal of the boatmen and haulers at docks such as Chaotianmen. Its main ingredients are beef tripe, pork aorta, duck intestines, beef blood curd and the like. A beginner needs only 1 hour to make the base.",
    steps: [
      'Put the wok on high heat, add the beef tallow and heat until very hot (240 ± 10 °C), then add the mature ginger, large green onion, onion and garlic ({0} g each). Fry them until dry (they soak up the strong smell of the tallow), then lift them out and discard them.',
      'Add the salad oil or rapeseed oil and the lard and, when the oil has cooled to moderately hot (150 ± 10 °C), add the ciba chilli paste and keep stir-frying for 5–8 minutes.',
      'Add the chilli bean paste and break it up, then turn the heat to medium-low and fry slowly until the solids turn pale and sandy (you will hear them rustle).',
      'When the oil looks cherry red, add ginger slices ({0} g) and garlic ({1} g) and fry until fragrant, about 15 seconds.',
      'Add the fermented black beans and doumuzi and fry until fragrant, then add the red Sichuan pepper and fennel seeds and fry until fragrant.',
      '(For old oil) Add the whole spices now.',
      'Add the malt powder and stir it in, then the baijiu and stir it in.',
      'Transfer to a container; it is best left somewhere cool (10–20 °C) for 5 days before use.',
      'For old oil: transfer to a container, stir in the chilli flakes and leave for 24 hours.',
      'To use, put the base in a pot, add boiling water (3 parts water to 2 parts base) and bring to the boil on high heat.',
      'As it boils, foam rises to the surface: skim it all off.',
      'Turn the heat to medium-low and simmer slowly until the flavour comes out (about 25–30 minutes), then strain out the solids.',
      'When the oil and water in the container have separated, skim off all the oil on top and put it in another container.',
      'Pour the oil you skimmed off into a clean wok and cook until all the water in it has evaporated, then transfer to a container: this is hot pot "old oil".',
    ],
  },
  空气炸锅鸡翅中: {
    description:
      'Chicken wings are easy in an air fryer: food with its own fat like this comes out tasty, better than KFC, with no bowls or pans to wash afterwards. Cooking time: 40 minutes (3 minutes to prepare, 20 minutes to thaw, 17 minutes to cook). Hands-on time: 5 minutes.',
    steps: [
      'Take the wings out of the fridge, lay them skin side down in a foil tray, sprinkle with chopped basil, cover with cling film and leave to thaw for 20 minutes.',
      'Sprinkle with chopped basil and air-fry at 200 °C for 10 minutes.',
      'Turn them over, sprinkle with chopped basil and air-fry at 200 °C for 7 minutes.',
    ],
  },
  速冻汤圆: {
    description:
      'Frozen tangyuan (glutinous rice balls) are simple and easy to cook: a beginner needs only 6 minutes.',
    steps: [
      'Take out the frozen tangyuan and put them in a bowl.',
      'Pour in boiling water to cover them.',
      'Microwave on high for 4 minutes.',
      'If all the tangyuan have absorbed water and swelled, they are cooked.',
      'If not, heat for 1 minute more.',
    ],
  },
}
