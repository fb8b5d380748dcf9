import type { DishText } from '../../types'

/** Descriptions and steps in English, part 13 (docs/catalogue-languages.md). */
export const part13: Readonly<Record<string, DishText>> = {
  耙耙柑茶: {
    description: '',
    steps: [
      'Make the jasmine green tea (recommended ratio, tea : water : ice = 1–2 : 50 : 30).',
      'Then mix the drink itself.',
    ],
  },
  菠萝咖啡特调: {
    description:
      'Pineapple coffee is a drink that is easy to make at home: sweet, sour and refreshing.',
    steps: [
      'Put ice cubes, strong coffee, pineapple juice and soda water into the glass, in that order.',
      'Whip the cream with the sugar to soft peaks, then mix in the rum and milk until the cream just flows.',
      'Pour the cream over the mixture from the first step.',
      'Sprinkle sea salt over the cream.',
    ],
  },
  酸梅汤: {
    description:
      'Suanmeitang is a chilled sweet-and-sour drink made from smoked plums, a Chinese summer classic. There is a video demonstration on bilibili.com.',
    steps: [
      'Rinse the ingredients (except the dried osmanthus and rock sugar) and soak them in {0} L of water at room temperature for at least two hours (again without the osmanthus and rock sugar).',
      'Bring to the boil on medium-high heat, cover, turn the heat to low and simmer for 40 minutes: this is the first brew.',
      'Put the rock sugar in a large bowl, strain the first brew over it while hot and stir until the sugar dissolves.',
      'Put the herbs and fruit back in the pot with {0} ml of water, bring to the boil on high heat, cover, turn the heat to medium and simmer 20 minutes more: this is the second brew.',
      'Finally, mix the second brew with the sweetened first brew while both are hot. When it has cooled to 60–70 °C, add the dried osmanthus (never above 80 °C), cover and let it cool, then chill in the fridge for at least 3 hours.',
      'Strain out the osmanthus before drinking. Sip it slowly, like tea: ice-cold, bracingly sour, just sweet enough, with a full, lingering flavour.',
    ],
  },
  冷吃兔: {
    description: '',
    steps: [],
  },
  咕噜肉: {
    description:
      'Sweet and sour pork (gulou yuk) goes wonderfully with rice: this one dish is enough for a hearty meal, and adults and children alike love it. This is an easy pineapple version that brings its special flavour home with simple ingredients.',
    steps: [
      'Wash the pork shoulder ({0} g), pat it dry with kitchen paper and cut it into pieces a little smaller than you want them in the end.',
      'Marinate the pork with salt ({0} tsp) for 20 minutes.',
      'Chop the green pepper ({0} g).',
      'Cut the pineapple slices ({0} g) into pieces.',
      'In a bowl, mix tomato ketchup ({0} tbsp), white vinegar ({1} tsp), minced garlic ({2} tbsp), light soy sauce (½ tsp), starch (2½ tsp), caster sugar ({3} tbsp), salt (¼ tsp) and water ({4} ml) into a sauce.',
      'Coat the pork pieces in starch ({0} tbsp).',
      'Heat the oil ({0} ml) on medium heat.',
      'Deep-fry the pork on medium heat for 5 minutes, then lift it out.',
      'Put the pork back in and fry it again on high heat for 1 minute.',
      'In a clean wok, heat oil ({0} tsp) with the sauce on medium heat for 3 minutes.',
      'Add the green pepper and pineapple and cook on high heat for 2 minutes.',
      'Toss the fried pork in the sauce and serve.',
    ],
  },
  小炒肉: {
    description: '',
    steps: [
      'Slice the pork belly.',
      'Put the pork in a bowl, add the starch, dark soy sauce and salt, mix and marinate for half an hour.',
      'Cut the spring onions into pieces.',
      "Cut the bird's eye chillies and facing-heaven chillies on the diagonal.",
      'Heat the wok and add oil.',
      'When the oil is hot, add the pork belly and stir-fry until it changes colour, then take it out.',
      'Add the garlic to the wok and fry until fragrant, then add the fermented black beans and stir well.',
      'Add the chilli bean paste and stir well.',
      'Return the pork belly and keep stir-frying until everything is well mixed.',
      "Add the bird's eye chillies, facing-heaven chillies and spring onion and stir-fry for 40 seconds.",
      'Serve.',
    ],
  },
  小酥肉: {
    description: '',
    steps: [
      'Cut the mature ginger into strips; leave the spring onions whole.',
      'Pour in the Shaoxing wine and water according to the formula.',
      'Squeeze and knead them by hand for 5 minutes so the ginger and spring onion flavour goes into the water.',
      'Remove the skin from the pork and wash it.',
      'Cut it into strips 8–10 cm long and 1.5 cm thick.',
      'Following the formula above, add the salt, thirteen-spice powder, ground pepper, MSG, chicken bouillon powder, crushed Sichuan pepper, Sichuan peppercorns and light soy sauce.',
      'Pour in the spring onion and ginger water made earlier.',
      'Mix by hand and knead thoroughly for 10 minutes, until the meat has absorbed all the liquid and feels sticky.',
      'Cover with cling film and leave in the fridge for 30 minutes.',
      'Add the flour and sweet potato starch to the marinated meat, along with the egg whites.',
      'Knead thoroughly for 15 minutes.',
      'Pour vegetable oil into the wok, enough for a depth of at least 3 cm depending on the size of the wok.',
      'Heat the oil on high heat to 150 °C, then turn the heat to low to keep it there.',
      'With chopsticks, lower the coated pork strips into the oil, shaping them as you like, and fry for 3–5 minutes until set. They are ready when they look lightly golden and feel a little firm when you turn them with the spatula. The exact time depends on the size of the pieces, the oil temperature and how thick the coating is.',
      'Lift them out and drain.',
      'Raise the oil to 180 °C, put the fried pork strips back in and fry until golden, then lift them out.',
    ],
  },
  意式烤鸡: {
    description: '',
    steps: [
      'Rub the chicken thighs with salt, black pepper, olive oil and minced garlic.',
      'Roast in an oven preheated to 180 °C for 30–40 minutes, or until cooked through.',
      'Finely chop the parsley and set aside.',
      'Squeeze the lemon juice and set aside.',
      'Take the roast chicken out and drizzle with the lemon juice.',
      'Sprinkle with the chopped parsley and serve.',
    ],
  },
  椒盐排条: {
    description:
      'Salt and pepper pork strips are a classic of Shanghai home cooking (benbang cuisine): salty, fragrant and easy to make.',
    steps: [
      'Wash the pork chops, remove the bone, tenderise them with the flat of the knife, cut them into thick slices and then into thick strips.',
      'Add the Sichuan pepper salt and mix; when the meat turns sticky, add the spring onion and ginger water a little at a time. Marinate in the fridge for 20 minutes.',
      'Make the batter: {0} g of flour, {1} g of starch (only {2} g of starch here; keep the other {3} g for later), {4} g of custard powder and {5} g of salt.',
      'Crack in an egg and stir, then add {0} g of water a little at a time and {1} g of oil, stirring all the while, until the batter is completely smooth and slightly thick.',
      'Take the remaining {0} g of starch and coat the pork strips with a layer of it, then with the batter.',
      'Add enough oil to the wok to cover the pork and heat it to about 150–160 °C. Fry the strips until pale golden, then lift them out. They may stick together when they first go in: leave them alone. Once they have set, you can separate them by turning them with chopsticks.',
      'When the oil is back up to 150–160 °C, fry the strips again until golden, then lift them out.',
      'Sprinkle with Sichuan pepper salt, toss well and serve.',
    ],
  },
  猪肉烩酸菜: {
    description:
      'Pork braised with sauerkraut is a famous northern Chinese dish, simple to make and rich in protein. A beginner needs about 3 hours.',
    steps: [
      'Cut the large green onion into pieces; cut {0} g of ginger into pieces and mince another {1} g; mince the garlic; set everything aside.',
      'Cut all the sauerkraut into strips and rinse it 2–3 times in water.',
      'Put the ribs and pork belly in a pot and cover them with cold water. Add all the green onion, {0} g of ginger pieces and {1} ml of Shaoxing wine. Bring to the boil on high heat and boil for 5 minutes. Turn off the heat, lift out the ribs and pork belly and rinse off the scum under cold water.',
      'Slice or dice the cooked pork belly and set aside.',
      'Wash the pot and dry it well (or the oil will spit when you add it).',
      'Add oil to the pot, turn the heat to medium and fry the minced ginger and garlic until fragrant, then add the pork belly and ribs. Fry until golden on both sides, add {0} g of five-spice powder and {1} g of light soy sauce and turn everything with the spatula for 1–2 minutes.',
      'Add the rinsed sauerkraut and stir-fry for 3 minutes.',
      'Pour in purified water until it just covers everything, add {0} star anise and turn the heat to high until the water boils. Turn to medium, cover and simmer.',
      'Wait 1.5–2 hours, until the pork belly is soft (a chopstick goes through it easily).',
      'Lift the lid, turn the heat to high to reduce the liquid, turning everything in the pot, until only enough liquid is left to cover the bottom. Turn the heat to low and get ready to season.',
      'Season: add {0} g of salt and stir well.',
      'Turn off the heat and serve.',
    ],
  },
  番茄红酱: {
    description:
      'This tomato sauce is rich, tasty and nourishing; I love it. It goes with all kinds of staples: flatbreads, pasta, hot dry noodles. It is a bit of work, so it suits cooks with some experience. If you cannot finish it in one go, no problem: freeze it and heat it up whenever you like. (But do remember to eat it.)',
    steps: [
      'Finely chop the carrot, celery and onion, and slice the garlic cloves.',
      'Add {0} ml of olive oil; when it is hot, add the vegetables and stir-fry on high heat until they just start to colour, then take them out.',
      'Add {0} ml of oil to the pan and fry the garlic for 10 seconds, then add the minced beef, sugar, salt, pepper and herbs and fry until the beef is crisp (you can feel the little grains).',
      'Add the fried vegetables and the ketchup and keep stir-frying until well mixed.',
      'Slowly pour in the milk a little at a time and simmer on medium-low heat for 30 minutes. Done.',
    ],
  },
  糖醋里脊: {
    description:
      'Sweet and sour pork tenderloin is one of the classics of Chinese cooking: pork tenderloin with flour, starch, vinegar and other seasonings, sweet, sour and appetising. It appears in the Shaanxi, Henan, Zhejiang, Shandong, Sichuan, Huaiyang, Cantonese and Fujian cuisines alike.',
    steps: [
      'Marinate the pork: cut the pork tenderloin into thick slices and pound them with the back of the knife to loosen the meat. Cut into finger-thick strips, add Shaoxing wine, light soy sauce, oyster sauce, salt, ground white pepper and an egg, mix by hand and marinate for at least 20 minutes.',
      'Make the sauce: ketchup + {0} g of vinegar + {1} g of white sugar + {2} ml of water, stirred until the sugar dissolves; set aside.',
      'Coat the pork: coat all of it before you start frying, so you are not rushing while it fries. Put starch in a large bowl and coat every strip thickly.',
      'Fry: put the pork in when the oil is at 160 °C. To check, dip a dry chopstick in the oil: when small bubbles form around it, the oil is ready.',
      'Fry until lightly golden, then lift out; keep the heat at medium throughout. Then let the oil heat up to 200 °C and fry the pork a second time for just 40 seconds, which makes the coating very crisp; lift it out at once.',
      'Coat with sauce: in another wok, heat a little oil, pour in the sauce and bring it to a bubble. Add the fried pork and toss so every strip is coated with sauce.',
      'Toss the fried pork a little more, turn off the heat and serve.',
    ],
  },
  虎皮肘子: {
    description:
      "Tiger-skin pork hock is a traditional dish: a pork hock first scorched, then fried and finally braised, which wrinkles the skin like a tiger's. The skin is soft and full of flavour, rich but not greasy, and the lean meat tender. At festivals it is the surest way to make the elders stop talking and just eat: a real lifesaver.",
    steps: [
      'Thaw the hock, then soak it in water for 1 hour to draw out the blood.',
      'If you have a blowtorch, scorch the skin until it is dark brown, to burn off the hairs and destroy the sweat glands. Do not hold the flame on one spot too long or it will burn; stop when the skin is almost entirely dark brown.',
      'With no blowtorch, heat an iron wok to over 200 °C and put the hock straight in. Use a spatula or chopsticks to press the skin against the wok; when the skin in contact turns brown, move to another spot, until the whole hock has been seared. Watch the temperature of the wok meanwhile: do not let it get red-hot.',
      'Scrub the hock in water with a steel scourer to remove the burnt parts. Afterwards it should look as it did before scorching.',
      'Put the hock in the wok with as much cold water as it will take, depending on the depth of the wok and the size of the hock: ideally enough to cover at least 3/4 of the hock, as long as you can still lift the wok with everything in it.',
      'Cut the white part of the spring onions ({0}) into 3 pieces and add it to the wok.',
      'Crush the garlic cloves ({0}) one by one with the flat of the knife and add them to the wok.',
      'Add {0} g of ginger to the wok.',
      'Add {0} tbsp of Shaoxing wine to the wok.',
      'When the water boils, wait five minutes, then take the hock out. Pick out all the aromatics and keep all the stock in another container.',
      'Pour cold oil into the wok, using the earlier water level as a guide: ideally enough to cover at least 3/5 of the hock. Heat on medium.',
      'When the oil is moderately hot (about 150 °C), turn the heat to low and fry the hock.',
      'Take care of your own safety while frying.',
      'While frying, use a spatula or another heatproof utensil to spoon oil evenly over the part of the hock that is not in the oil; if you can, turn the hock every 3 minutes so it fries evenly.',
      'Frying takes about 20 minutes. When the skin has turned light brown all over and the lean meat is slightly crisp, lift the hock out.',
      'The frying oil can be used for other fried food, but do not reuse it too many times.',
      'Make {0} ml of caramel colouring and set it aside.',
      'Put the hock in the pressure cooker and add all the stock, the caramel colouring, bay leaves, cinnamon bark, cardamom, Sichuan pepper, star anise, dark soy sauce, light soy sauce and white vinegar. If you like it sweet, add {0} g of rock sugar as well.',
      'Cut the white part of the spring onions ({0}) into 3 pieces and add it to the pot.',
      'Crush the garlic cloves ({0}) one by one with the flat of the knife and add them to the pot.',
      'Add {0} g of ginger to the pot.',
      'Close the lid and cook under pressure for 40 minutes.',
      'Meanwhile make the starch slurry: in a bowl, mix {0} tbsp of starch with {1} ml of water into a milky white liquid.',
      'When the time is up, open the pressure cooker and pick out all the aromatics, keeping only the hock.',
      'Move the remaining stock to the wok, and the hock to a plate or bowl.',
      'Put the wok on the hob on high heat. While the stock reduces, dip the tip of a chopstick in it to taste and add salt as needed. Remember that the sauce tastes milder while there is a lot of it than once it has reduced, so allow for that when salting.',
      'While the stock boils, keep an eye on how much is left.',
      'When less than half of the stock is left, stir the starch slurry again and add half of it.',
      'Let the stock come back to the boil, then add the other half.',
      'Let it boil again; after 1–2 minutes turn off the heat. The sauce should now be reddish-brown and thick.',
      'Spoon the sauce evenly over the hock, covering every part if you can. If the sauce runs out first, just serve; if some is left over, there is no need to pour it on, serve as it is.',
    ],
  },
  台式卤肉饭: {
    description:
      'Sugar and fat are the sources of human happiness, and Taiwanese braised pork rice, rich in both, satisfies you to the soul with every bite.\n\nThis is an easy method that loses none of the flavour. It takes about 1.5 hours (half an hour of work, 1 hour of simmering).\n\nComplete beginners can make it.',
    steps: [
      'Cut the skin-on pork belly into thin strips 0.7 cm × 0.7 cm × 2.5 cm.',
      'Mince the shallots and garlic and set aside.',
      'Hard-boil the eggs, peel them and score the whites with a knife (so they take in the flavour); set aside.',
      'Heat the wok on high heat and add {0} ml of cooking oil, just enough to coat the bottom.',
      'Add the pork strips and stir-fry until the meat turns slightly white, then drizzle {0} ml of rice wine down the side of the wok. Keep stir-frying until the pork stops giving off fat.',
      'Add the chopped shallots and stir-fry for 1 minute until their fragrance comes out.',
      'Add the minced garlic and stir-fry for 30 seconds.',
      'Push the pork to one side, add the rock sugar and heat it until it melts, bubbles and turns to caramel, then toss the pork through it so the caramel coats it evenly.',
      'Add the light soy sauce and stir-fry until fragrant.',
      'Splash in {0} ml of rice wine, add water to cover the pork, then the ground white pepper, five-spice powder, star anise, bay leaves and boiled eggs. Bring to the boil, then turn the heat to low and braise for 1 hour.',
      'After 1 hour, turn the heat to high and reduce until the sauce is thick and a glossy amber colour. Done.',
      'When it is done, fill a bowl with rice, spoon the tender braised pork over it, add a braised egg and enjoy.',
    ],
  },
  姜炒鸡: {
    description:
      'Ginger stir-fried chicken is a Hunan-style dish, a five-star companion to rice: ordinary ingredients, very easy to cook, learned in one go.',
    steps: [
      'Chop the chicken into pieces of about 1 cm, rinse and drain, then marinate with light soy sauce and Shaoxing wine for 30 minutes.',
      'Heat the wok on high until it just starts to smoke, add the cooking oil and wait 5 seconds.',
      'Add the ginger slices, turn the heat to medium and stir-fry for 30 seconds.',
      'Add the chicken and stir-fry for 3 minutes, until the moisture has cooked off and the chicken gives off its fat.',
      'Add all the chopped chillies and the garlic cloves, season with salt and dark soy sauce and stir-fry 30 seconds more.',
      'Pour in the beer, cover and simmer on medium-low heat for 2 minutes.',
      'Reduce the sauce on high heat and serve.',
    ],
  },
  姜葱捞鸡: {
    description: 'Tender and juicy, a real rice killer, and simple to make.',
    steps: [
      'Wash four chicken thighs and put them in a bowl.',
      'Add the salt-baked chicken seasoning and {0} ml of oil to the bowl and mix well.',
      'Leave the thighs to marinate for 15 minutes; meanwhile, set up the steamer and bring the water to the boil.',
      'When the thighs have marinated, put them in the steamer over the boiling water and steam for 20 minutes.',
      'Cut the ginger as you like it: 1) grated, 2) in thin strips or 3) finely diced.',
      'Cut the spring onions into 0.5 cm pieces.',
      'Put the spring onion and ginger in a dipping bowl and add the salt and sugar.',
      'Heat the rest of the oil in another pan until hot, about 180 °C.',
      'Pour the hot oil over the spring onion and ginger.',
      'When the chicken is steamed, tear it into shreds; they need not be fine, about 1 cm thick is fine.',
      'Pour the ginger and spring onion oil over the chicken and mix well.',
    ],
  },
  巴基斯坦牛肉咖喱: {
    description:
      'Achar gosht (Pakistani beef curry) is a speciality curry from Pakistan. It combines the richness of curry with tender beef, with a distinctive flavour on the spicy side. It is rich in quality protein and many vitamins. It takes 2.5 hours, but the steps are not complicated: a treat to cook slowly at the weekend.',
    steps: [
      'Cut all the twisted green chillies into pieces and set aside.',
      'Blend all the tomatoes into a purée and set aside.',
      'Cut the beef into 2 cm pieces, rinse and set aside.',
      'Coat the bottom of the wok with a layer of oil (it keeps the tomato purée from boiling away).',
      'Pour in the tomato purée and stir continuously for 2–3 minutes, until it turns redder and redder.',
      'Add {0} g of garlic powder, {1} g of ground ginger and {2} g of garam masala, and stir well.',
      'Add the beef and the chilli pieces and stir well.',
      'Add a tub of yoghurt (it makes the sauce thick) and stir well.',
      'Move everything to a rice cooker or slow cooker, add {0} ml of water, and set it to stew or slow cook for 2–3 hours.',
      'When it is done, open the lid and check that the beef is tender; then it is ready to eat.',
    ],
  },
  广式萝卜牛腩: {
    description:
      'Cantonese beef brisket with daikon is nourishing and delicious, with a rich sauce. Children eat well, and their grades go up too.',
    steps: [
      'Roll-cut the daikon into chunks (turning it a quarter turn between cuts) and set aside.',
      'Blanch the brisket whole with 2 slices of ginger and a bunch of spring onions tied in a knot; once the water boils, cook for 5–10 minutes, then lift it out for cutting.',
      'Cut the brisket into pieces of whatever size you like (blanched brisket barely shrinks when braised; bigger pieces just take a little longer).',
      'Make the braising sauce: mix the red fermented bean curd, Chu Hou sauce, soy sauce, oyster sauce, sugar and salt in the amounts above (I had just run out of rock sugar, so I used white sugar).',
      'Heat the wok, add oil and fry the ginger and garlic until fragrant. Add the brisket and stir-fry until dry, then add the sauce and stir-fry until fragrant. If you like a deeper colour, add a little dark soy sauce.',
      'Once the seasonings are well mixed in, pour in hot water.',
      'Move the brisket to a stockpot, add the cinnamon, star anise, bay leaves and dried chillies and braise for about 2 hours.',
      'When the brisket is half tender, add the daikon and braise 30 minutes more.',
      'When the daikon is soft, it is done: a pot of rich, fragrant beef brisket with daikon.',
    ],
  },
  无骨鸡爪: {
    description:
      'The colour in the picture is fairly pale because my family likes it with less soy sauce.\n\nThese boneless chicken feet are simple to make but take stamina and patience. Sour, spicy and appetising, with a springy bite; the first time, they take 8 hours 15 minutes in all.',
    steps: [
      'With scissors or a knife, cut off all the claws, including the flesh and bone under them, so that no trace of claw is left.',
      'Wash the feet and set them aside.',
      'Put the chicken feet in a large pot to take away their gamey smell.',
      'Add the large green onion, Shaoxing wine and ginger.',
      'Add water to cover the chicken feet.',
      'Bring to the boil on high heat, skimming off the scum as it rises.',
      'Once the water is at a rolling boil (100 °C), wait 10 minutes.',
      'Turn off the heat, lift the feet out, drain, rinse and put them in a basin.',
      'Put them in the freezer for 20 minutes.',
      'Move them all to the fridge (not the freezer), then take them out 10 at a time to bone them.',
      'Starting from the tip of each toe, cut along it with a knife down to the back of the foot.',
      'Then cut from the back of the foot all the way along the leg.',
      'Bend each toe joint back and forth, the way you crack your knuckles.',
      'Holding the tip of each toe, push the bone inwards, toe by toe, as far as the middle of the foot.',
      'Once the skin of every toe has come away, push from the pad of the foot towards the leg until the whole bone slides out.',
      'Put the boned feet in a bowl and set aside.',
      "Cut the bird's eye chillies into small, even pieces.",
      'Finely chop the garlic, onion and coriander.',
      'Halve the lemons and squeeze the juice into the container with the chicken feet.',
      "Pour all the seasonings into the container with the chicken feet, along with the bird's eye chillies, garlic, onion and coriander.",
      'Mix well by hand.',
      'Leave in the fridge overnight (6 hours).',
      'Once the seasoning is mixed, pour it all over the prepared chicken feet.',
    ],
  },
  梅菜扣肉: {
    description:
      'Steamed pork belly with preserved mustard greens looks striking and elegant: a glossy reddish-brown, with a thick, savoury sauce and pork that is rich but not greasy, meltingly soft and fragrant.',
    steps: [
      'Soak the preserved mustard greens in clean water for 1 hour.',
      'Pour {0} ml of cooking oil into the wok, put the whole piece of pork belly in skin side down for 1 minute, then take it out and scrape the skin clean (optional).',
      'Add boiling water to the wok, put in the pork belly and boil on high heat for 20 minutes (until a chopstick goes in), then take it out.',
      'Rub the pork belly evenly with dark soy sauce, five-spice powder and caster sugar and leave for 15 minutes.',
      'Heat oil in the wok, add the pork belly and fry on medium heat until golden on both sides (3–5 minutes).',
      "Heat oil in the wok, add the preserved mustard greens with the bird's eye chillies, minced garlic, chicken bouillon powder and salt, and stir-fry until the greens are dry.",
      'Slice the pork belly (0.5–1 cm thick), lay it in a large bowl and scatter the preserved greens over it.',
      'Steam on medium heat for 45 minutes.',
      'Put a plate upside down over the bowl and turn the pork out onto the plate.',
    ],
  },
  牛排: {
    description:
      'Steak is a hugely popular Western meat dish, rich in protein, fat and minerals such as iron and zinc. Different techniques (pan-frying, grilling, sous-vide, ageing) control how done it is, from medium-rare (pink in the centre) to well done (cooked through). High heat gives it a browned crust, and salt, garlic, butter and herbs add plenty of flavour. Cooking steak is easy to start but hard to master. This recipe covers the simplest method, pan-frying, which takes 15–30 minutes in all. The picture shows short ribs cooked medium.',
    steps: [],
  },
  红烧猪蹄: {
    description:
      "Red-braised pig's trotters are nourishing and fragrant, with a rich sauce that goes wonderfully with rice.",
    steps: [
      "Put the pig's trotters, chopped by a helpful stallholder, in a pot of cold water with {0} ml of Shaoxing wine, spring onion and ginger, and boil for 15 minutes to get rid of the blood.",
      'Heat the wok, then add {0} ml of cooking oil and {1} lumps of rock sugar. On low heat, cook them into caramel colouring, crushing the sugar with the spatula as it melts: about 2 minutes.',
      'When the caramel is ready, add the blanched trotters and keep stir-frying on low heat until they are lightly golden on both sides.',
      'Add bay leaves ({0}), cinnamon sticks ({1}), star anise ({2}), {3} ml of light soy sauce, {4} ml of dark soy sauce, {5} ml of Shaoxing wine, ginger slices ({6}) and {7} g of salt; turn the heat to medium and stir-fry 1 minute more.',
      'Add boiling or cold water to cover the trotters, put the lid on, bring to the boil on high heat, then turn off the heat.',
      'Tip everything into a pressure cooker and cook for 15 minutes (with no pressure cooker, simmer it in the pot: bring it to the boil on high heat, then turn to low).',
      'After 15 minutes, tip everything back into the wok and reduce the sauce on high heat. Taste it with a chopstick now; if it is bland, add {0} g of salt.',
      'How long to reduce depends on how much liquid is in the wok; usually 30 seconds is enough. Leaving a bit more does no harm: the braising liquid is great with rice too.',
    ],
  },
  老妈蹄花: {
    description:
      "Pig's trotters are nourishing; these are smooth and so soft they fall off the bone, and with a sour and spicy dipping sauce they are simply delicious!",
    steps: [
      'Soak {0} g of white kidney beans in clean water the night before.',
      'Get front trotters and ask the butcher to split them down the middle. Burn off the hair follicles with a blowtorch, then wash them at home.',
      'Put the trotters in a pot of cold water with pieces of large green onion, ginger slices and Shaoxing wine, blanch for ten minutes, skim off the scum, then lift them out and rinse.',
      'Put the trotters, dang gui, bai zhi, ground white pepper and ginger slices in a pressure cooker; once it is up to pressure, cook for thirty minutes. Add the white kidney beans and cook under pressure ten minutes more. If the soup is milky white now, congratulations, you got it right (if you need to add water along the way, only add hot water).',
      'When you open the lid, season with salt, chicken bouillon powder and chopped spring onion.',
      "Make the all-important dipping sauce: spring onion, garlic, bird's eye chillies, ground white pepper, light soy sauce, Zhenjiang black vinegar, Shaanxi chilli oil, Sichuan pepper oil and some of the trotter broth.",
      'And now the magic sauce: pour it on!',
    ],
  },
  芥末罗氏虾: {
    description:
      'Any kind of prawn works for this dish, including greasyback, tiger and black tiger prawns. It is fresh and full of flavour, with plenty of wasabi kick, finger-licking good, and very easy to make.',
    steps: [],
  },
  荷兰豆炒腊肠: {
    description:
      "Mangetout with Chinese sausage is a nutritious, fresh-tasting dish that whets the appetite. Mangetout is rich in all kinds of nutrients, above all quality protein, which improves the body's resistance to illness and helps recovery.",
    steps: [
      'Top the mangetout; if you have time, tail them too.',
      'When buying the sausage, ask the seller whether it is raw or cooked: raw sausage needs steaming first, cooked sausage can be used as it is.',
      'Rinse the mangetout and blanch them for about 45 seconds, until they change colour; lift them out and cool them in cold water.',
      'Heat the wok and add about {0} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Add the sausage and keep stir-frying until its edges curl slightly. Keep the heat low here, as low as it will go, or it burns easily.',
      'Add the mangetout, turn the heat to medium-high and stir-fry for 30 seconds; add the light soy sauce and stir-fry 20–30 seconds more.',
    ],
  },
  西红柿土豆炖牛肉: {
    description:
      'The great thing about beef (or brisket) stewed with tomatoes and potatoes is that it is pretty tasty. Beef is a quality protein, and brisket tastes even better.\n\nIt is about as easy as it gets: a 90-year-old granny on a walking stick could make it.\n\nIt takes 1–1.5 hours in all, with roughly three times as long stewing as working.',
    steps: ['Prepare the ingredients.', 'Fry.', 'Stew.'],
  },
  豆豉鲮鱼油麦菜: {
    description:
      'Indian lettuce with fried dace and black beans is a very common dish: simple ingredients, easy steps, and the dace is salty and savoury, great with rice.',
    steps: [],
  },
  豉汁蒸白鱔: {
    description: '',
    steps: [],
  },
  贵州辣子鸡: {
    description:
      'Guizhou people love their chicken.\n\nFor a festival, chicken.\nFor a birthday, chicken.\nWhen ill, chicken.\nWhen guests come, chicken.\nFor a family reunion, chicken.\nNo idea what to eat? Then chicken.\n\nGuizhou chilli chicken comes with all kinds of extras; it is hot and fragrant, soft and tender.',
    steps: [
      'Fill the wok halfway with oil. Fry the potato sticks until golden outside and lift them out. When the oil is hot enough that you feel the heat on a hand held above it, add the chicken pieces with the ginger slices and Sichuan pepper.',
      'When you start frying, the oil is cloudy because of the water in the chicken; when it turns clear, the chicken is done. Lift it out and set aside.',
      'Now ladle about a third of the oil out of the wok; you will not need that much.',
      'Heat the rest of the oil, add the ciba chilli paste, chilli bean paste and ginger slices and stir-fry until the oil turns red, then add the fried chicken and toss well.',
      'When the chicken has taken on colour, add the dark soy sauce and pour in beer, enough to cover the chicken. Add the bay leaves, cover and simmer for ten minutes, stirring now and then.',
      'Then add the potato sticks and the garlic (whole cloves are best), and simmer 20 minutes more.',
      'Finally stir in the fermented rice lees, then the chopped green garlic, and serve.',
    ],
  },
  香干芹菜炒肉: {
    description:
      'Pork stir-fried with pressed tofu and celery is a very simple home-style stir-fry. Celery is said to help with high blood pressure, and fried with pressed tofu and pork it is delicious. A beginner needs only 30 minutes (including prep).',
    steps: [
      'Strip the leaves from the celery and cut it into strips no longer than 4 cm; set aside.',
      'Cut the pressed tofu into strips about as wide as your little finger; set aside.',
      'Slice the garlic or crush it to a paste, either works; set aside.',
      'Cut the chillies into rings or diagonal strips, either works; set aside.',
      'Heat the wok and add {0}–{1} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Add the Sichuan pepper and garlic and fry until fragrant (if you like ginger, add a few slices or strips too).',
      'Add the pork and stir-fry until it changes colour, then add {0} ml of dark soy sauce for colour and stir well (if you have chilli bean paste, add {1} ml of it at the same time).',
      'Add the pressed tofu and stir-fry (about 2 minutes).',
      'Add the chillies and stir-fry (about 1–2 minutes).',
      'Add the celery and {0} g of salt and stir-fry for 1 minute.',
      'Add {0} g of chicken bouillon powder and {1} ml of oyster sauce, stir well and serve.',
    ],
  },
}
