import type { DishText } from '../../types'

/** Descriptions and steps in English, part 12 (docs/catalogue-languages.md). */
export const part12: Readonly<Record<string, DishText>> = {
  清蒸生蚝: {
    description: '',
    steps: [
      'Scrub the oysters clean with a brush (a toothbrush will do if you have no brush).',
      'Put water in the steamer and set the steaming tray on top. Lay the oysters ({0}) flat on the tray and steam at 50% power for 3 minutes.',
      "Holding a damp cloth in your right hand, lift the hot lid. Prise off and discard the top half of each oyster's shell, leaving the oyster rounded side down, flat side up. Put ginger strips on each oyster ({0} each) and spread {1} g of minced garlic over them.",
      'Put the hot lid back on and steam at 100% power for 3.5 minutes.',
      'Turn off the heat, lift the hot lid with the cloth in your right hand and add {0} ml of soy sauce to each oyster.',
      'Serve on a plate.',
    ],
  },
  红烧鱼: {
    description:
      'WARNING: if you have never chopped meat with a cleaver, this recipe is not for you! A sharp knife can cut your fingers, so please be careful.\n\nThis is a general method for red-braised fish (braised in soy sauce and sugar until glossy and reddish-brown); the ingredients are split into essentials and optional extras.',
    steps: [
      'Prepare the ginger and garlic and chop them finely.',
      'Chop the dried chillies and put them with the ginger and garlic.',
      'Add {0} ml of oil to the wok and wait for it to heat up…',
      'Put in the fish, patted dry (unless you want hot oil spitting all over you), then swirl the wok so the hot oil fries the fish. Keep the heat low the whole time.',
      'Turn the fish over and fry the other side the same way.',
      'Add the ginger, garlic and chillies and stir-fry until fragrant.',
      'Pour in the Shaoxing wine, a little more than usual. Take care: it sends up a lot of smoke.',
      'Add the vinegar (more if you like it sour).',
      'Then add the caster sugar and the soy sauce (dark soy sauce).',
      'Add cold water until it just covers the fish, turn the heat to medium and cover. After about 1 minute turn the fish over and cover again.',
      "After 3–4 minutes add the salt, bird's eye chillies and oyster sauce (and MSG or chicken bouillon powder if you like). Cover again and keep turning the fish from time to time.",
      "When the sauce has reduced to just below the fin along the fish's back (or when little sauce is left), turn the heat to low, add the coriander and chopped spring onion, cover for 20 seconds and turn off the heat.",
      'Serve.',
    ],
  },
  小龙虾: {
    description: 'Crayfish cooked at home: the meat is tender and juicy, and you know it is clean.',
    steps: [
      'Scrub the crayfish clean and remove the vein. Cut the spring onion into 2 cm pieces and mince the ginger and garlic.',
      'Heat the oil; when it is just warm, add the bay leaves, star anise, cinnamon, green Sichuan pepper, Sichuan pepper and dried bullet chillies.',
      'When the spices smell fragrant, add the spring onion, ginger and garlic.',
      'When these are fragrant too, add the Pixian chilli bean paste and the soybean paste and stir-fry until the oil turns red.',
      'Add the crayfish and stir-fry until they change colour.',
      'Pour in the beer; when it boils, add the light soy sauce and salt.',
      'Cook until the crayfish are done all the way through, then serve.',
    ],
  },
  干煎阿根廷红虾: {
    description:
      'Most prawns only turn red after going through fire and water, but Argentine red prawns are red for life, just like their Arctic cousins, the northern prawns: they are born red.\n\nThey are so red because they live in the deep sea, which makes them rich in iodine, phosphorus and the precious astaxanthin. These strengthen the immune system, help regulate the heart and can lower blood cholesterol.\n\nArgentine red prawns are big and plump, their flesh white as set cream, fine and smooth, tender and richly sweet: the darlings of prawn cooking. Just looking at them makes your mouth water, so go ahead and enjoy a feast!',
    steps: [
      'Thaw the prawns, ideally by moving them from the freezer to the fridge a day ahead, which keeps their flavour and texture better. You can buy them already butterflied and deveined, which saves a lot of time.',
      'Rinse the thawed prawns and pat them dry. They must be well drained; if you are short of time, blot them with kitchen paper.',
      'Slice the ginger and cut the onion into small squares. Wash the coriander, separate the leaves from the stems and chop the leaves. Crush the garlic and chop it finely.',
      'Heat the pan on high heat, then add two tablespoons of olive oil. When the oil is hot, add the ginger slices, onion and coriander stems and stir-fry.',
      'After about 1 minute, take out the ginger, onion and coriander stems and discard them.',
      'Turn the heat to medium-high and add the prawns. Each prawn should lie with one whole side flat against the pan. Fry for about 2 minutes, brushing each prawn with a layer of oil meanwhile.',
      'When the shells underneath are lightly browned, turn the prawns over, scatter the chopped garlic over them and shake the pan gently so they heat evenly.',
      'After about 1 minute add {0} ml of white wine.',
      'Fry 1 minute more, turn the heat to medium-low and sprinkle evenly with salt and black pepper.',
      'Put a drop of light soy sauce on each prawn.',
      'Scatter the coriander leaves over them and plate.',
      'Cut the lemon into slices and arrange them around the edge of the plate.',
    ],
  },
  芥末黄油罗氏虾: {
    description: 'A simple, delicious and inventive seafood dish.',
    steps: [
      "Cut off the sharp spikes at the prawns' heads and tails, the feelers and the legs; cut along the back with scissors and remove the vein.",
      'Mix the wasabi sauce beforehand: soy sauce, oyster sauce, wasabi, salt and sugar, stirred well.',
      'Wash the coriander and cut it into pieces.',
      'Drain the prawns. Add oil to the wok, put the prawns straight in and fry them on medium heat until golden outside; take them out.',
      'Add the minced garlic and fry it on high heat in the oil left from the prawns. When white steam rises from the wok and the garlic smells fragrant, add the prawns and the butter and let the prawns soak up the butter.',
      'Pour in the sauce, bring it back to the boil on high heat and stir-fry the prawns until the sauce reduces. Add the alcohol ({0} g of Shaoxing wine or beer; rum is stronger, so {1} g is enough).',
      'When the sauce has thickened a little more, add the coriander, stir a couple of times and serve.',
    ],
  },
  葱烧海参: {
    description:
      'This dish is not hard to make; it is just that dried sea cucumber takes time to rehydrate. Stuck at home in quarantine during the pandemic, I had dried sea cucumber bought for the New Year, so it was the perfect moment to try it.',
    steps: [
      'Cut the white part of the large green onion into 1 cm pieces and set aside.',
      'Cut the sea cucumber into 1 cm pieces and set aside.',
      'In an empty bowl, mix {0} g of oyster sauce, {1} g of light soy sauce and {2} g of white sugar.',
      'In another bowl, mix starch and water into a slurry for thickening the sauce.',
      'Heat the wok and add {0}–{1} ml of cooking oil. Wait 10 seconds for the oil to heat up.',
      'Add the onion whites and turn the heat to low; do not let them burn. Fry for about 3–5 minutes.',
      'Lift the onion out with chopsticks and set it aside on a plate.',
      'Pour in the sauce mixture and stir-fry until fragrant, 1–2 minutes.',
      'Add the sea cucumber and stir-fry for 1 minute.',
      'Add {0} ml of water and simmer on medium-low heat for 5 minutes.',
      'When the sauce has almost boiled away, add the starch slurry and the onion you set aside.',
      'When the sauce looks thick and sticky, turn off the heat and serve.',
    ],
  },
  蒜香黄油虾: {
    description:
      'Garlic butter prawns are a classic Western seafood dish: fresh prawns cooked with minced garlic and butter. Tender, full of garlic flavour and simple to make, they suit everyday home cooking.',
    steps: [
      'Remove the heads and shells, leaving the tails on; pick out the vein with a toothpick, rinse, and pat dry with kitchen paper.',
      'Mince the garlic and set aside.',
      'Heat the frying pan on medium heat and add {0} ml of olive oil.',
      'When the oil is hot, add the prawns and fry them 1–1.5 minutes a side until they change colour; take them out.',
      'In the same pan, melt the butter, add the minced garlic and fry on low heat until fragrant (about 30 seconds).',
      'If using white wine, add it now and let the alcohol cook off (about 1 minute).',
      'Return the prawns to the pan and toss them in the garlic butter (about 1 minute).',
      'Squeeze in the lemon juice, toss well and turn off the heat straight away.',
      'Plate, and pour the rest of the sauce from the pan over the prawns.',
    ],
  },
  鲤鱼炖白菜: {
    description: '',
    steps: [
      'Clean the carp and score it (cut several slashes into its sides so it takes in the flavour).',
      'Wash the baby Chinese cabbage and set it aside on a plate.',
      'Add oil to the wok; when it is hot, add a little salt, the ginger, garlic, Pixian chilli bean paste, cinnamon and star anise and stir-fry until fragrant.',
      'Fry the fish in the wok for 3 minutes, turning it every 30 seconds.',
      'Add water (about level with the fish, or a little less), the light soy sauce, the dark soy sauce and the baby cabbage.',
      'Simmer on high heat for 15–20 minutes; when the liquid has nearly gone, add salt and serve.',
    ],
  },
  黄油煎虾: {
    description:
      'Butter-fried prawns are fairly simple to make and taste wonderful. Most of the time goes into preparing the live prawns; all in, it takes under an hour, so it suits beginners.',
    steps: [
      "Pull off the prawns' heads, drawing out the vein with them (if it stays in, remove it in the next step when you open the back). Cut open the back with scissors or slice it with a knife, then drain.",
      'Make the sauce: in a small bowl, mix all of the light soy sauce, rice wine, white sugar and salt listed above.',
      'Heat the wok on medium-high, add the cooking oil and wait 10 seconds for it to heat up.',
      'Put all the prawns in the wok, grind black pepper evenly over them and stir-fry.',
      'When the prawns change colour, add the butter; once it has melted completely, pour in the sauce and keep stir-frying.',
      'Stir-fry on high heat for 15 seconds to reduce the sauce, then serve.',
    ],
  },
  手抓饼: {
    description: '',
    steps: [''],
  },
  桂圆红枣粥: {
    description:
      'Longan and red date congee, a sweet one. It is said to nourish the blood and calm the mind, sharpen the brain and strengthen the heart and spleen. It takes 70 minutes to make.',
    steps: [
      'Shell the longans, rinse the flesh twice in clean water and soak it in a bowl for 10 minutes.',
      'Rinse the red dates twice in clean water and soak them in a bowl for 10 minutes.',
      'Put the glutinous rice in the rice cooker, wash it twice in clean water, then add {0} ml of water.',
      'Add the longans and red dates to the rice cooker.',
      "Start the rice cooker's rice setting; the congee is ready after 1 hour.",
    ],
  },
  空气炸锅面包片: {
    description: 'Healthy and filling: just right for a programmer trying to lose fat.',
    steps: [
      'Take out two slices of bread (wholegrain bread is best).',
      'Stand the slices upright in the air fryer.',
      'Bake at 200 °C for 5 minutes.',
      'Take them out and enjoy.',
    ],
  },
  蒸花卷: {
    description:
      'Steamed flower rolls (huajuan, twisted steamed buns) are easy to make and give you carbohydrates and dietary fibre. A beginner can have them ready in half an hour. Once you have learned them as a quick breakfast, you will never go hungry in the morning again.',
    steps: [
      'Take 5 rolls out of the bag.',
      'Lay them flat on the plate, overlapping as little as possible.',
      'Pour {0} ml of water into the pot, put the steaming rack in, set the plate of rolls on the rack and cover.',
      'Heat on high until the water boils.',
      'Turn the heat to medium and steam for 15 minutes.',
      'Lift the lid and feel the surface of the rolls with your hand: if they are not hot enough, cover and keep steaming; otherwise turn off the heat and take them out.',
      'Take the plate out and let the rolls cool to 50 °C before eating.',
    ],
  },
  温泉蛋: {
    description:
      'A traditional Japanese snack that goes with all kinds of meals. Do not confuse it with a soft-boiled egg: in a soft-boiled egg the white is set and the yolk runny, while in an onsen egg the white is barely set and the yolk is cooked.',
    steps: [
      'Fill a pot with tap water, enough to cover the eggs by about 3 cm, and put a thermometer in the water.',
      'Turn on the gas or the induction hob and adjust the flame or power little by little to keep the water at 70 °C.',
      'Put the eggs in the pot. They must not be stacked: all of them on the bottom, with room to move.',
      'Keep the water at this temperature for 25 minutes.',
      'Fill {0} glass(es) with iced water.',
      'Lift the eggs out and put them straight into the iced water for 3 minutes.',
      'Crack the eggs into a small bowl, and they are ready.',
    ],
  },
  简易版炒糖色: {
    description:
      'An easy way to make caramel colouring (tangse, the dark caramel that gives braised dishes their colour). For more advanced techniques and uses, see the full caramel colouring recipe.',
    steps: [
      'Turn on the heat and pour {0} ml of boiling water into the wok.',
      'Then pour {0} ml of oil into the wok, as soon after the first step as you can. The heat can be high or medium now; high if you are in a hurry.',
      'Add the rock sugar (if the lumps are too tightly coupled, break them up beforehand: the looser the coupling, the better).',
      'Turn the heat to medium.',
      'Start stirring.',
    ],
  },
  葱油: {
    description:
      'Spring onion oil is made by drawing the flavour of spring onions and other aromatics out into hot oil. Use it to season meat fillings and cold dishes, or drizzle it over stir-fries just before serving.',
    steps: [
      'Soak the dried shrimp in warm water at 50 °C with {0} ml of Shaoxing wine to take away any fishy smell; after 10 minutes take them out and drain.',
      'Wash the spring onions and coriander, cut them into 5 cm lengths and pat them dry.',
      'Cut the onion into strips, boil them in water for 5 minutes, then take them out and drain.',
      'Peel the ginger and slice it.',
      'Pour all the oil into the wok, add all the prepared ingredients and fry on medium-low heat for 20 minutes.',
    ],
  },
  蔗糖糖浆: {
    description:
      'Dissolving the sugar beforehand makes it easy to sweeten drinks, especially cold ones.',
    steps: [],
  },
  反沙芋头: {
    description:
      'Sugar-frosted taro (fan sha yu tou) is a famous Chaoshan snack and afternoon treat, and very easy to make: about 20 minutes.',
    steps: [
      'Cut the taro into long sticks (on the thick side, so they do not fall apart when tossed).',
      'Add enough oil to cover the taro and heat it (it is hot enough when small bubbles rise around a chopstick dipped into it).',
      'Put the taro in the oil and fry until it floats: it is usually lightly golden by then, and a chopstick goes through it easily.',
      'Keep the frying oil; do not waste it, you can use it for cooking later.',
      'Now the key step: heat the sugar ({0} g) and water ({1} g), a 2:1 ratio, until the syrup is full of small bubbles but has not changed colour.',
      'Add the chopped spring onion and the taro, turn off the heat and toss; as it cools, the sugar crystallises into a sandy white coating.',
      'Plate and serve!',
    ],
  },
  戚风蛋糕: {
    description:
      'Chiffon cake is an entry-level bake, though it takes some skill. Done well, it is fine, soft and fluffy, a real treat. Including baking time, a beginner needs about 1.5–2 hours.',
    steps: [
      '(Optional) Drop the tin from a height to knock out the hot air inside.',
      'Turn the tin upside down for 10 minutes to let the cake cool.',
      'Unmould and eat.',
    ],
  },
  无厨师机蜂蜜面包: {
    description:
      'This recipe needs no stand mixer, just patience! You can prepare the dough in the evening, keep it in the fridge and bake it the next day. The texture is not quite as good as with a stand mixer, but it is good enough; keep the bread in the fridge and warm it in the microwave before eating. Most of the time goes into proving the dough.',
    steps: [
      'Make the dough: mix the flour, milk (best warmed to 40 °C; I microwave it for 15–20 seconds), yeast, egg, sugar and salt.',
      'Stir until everything comes together into a dough.',
      'Add the butter and mix it in.',
      'Keep stirring, then knead by hand until evenly mixed.',
      'Prove the dough: cover the bowl with cling film and leave it at ordinary room temperature (10–20 °C) for 1–2 hours; a little longer does no harm.',
      'When the dough has clearly risen (doubled in size), you can start dividing it; by now it should no longer be very sticky.',
      'Divide the dough: ideally {0} g a piece (it looks nicest), but adjust the size as you like.',
      'Roll each piece into a tongue shape with a rolling pin, roll it up and let it rest again for about 10 minutes.',
      'Roll it out into a tongue shape again, roll it up and cut it in half (one becomes two).',
      'Roll out and roll up once more, and cut in half again (two become four). (If you have time, roll and fold a few more times; just keep an eye on the size of each piece.)',
      'Line a baking tray with baking paper and pour a little peanut oil on it. Dip the bottom of each roll in water and then in flour and put it on the tray.',
      'Prove again (covered with cling film); at this point you can put the tray in the fridge and bake the next day.',
      'Brush with beaten egg.',
      'Bake at 180 °C (355 °F) for 18–20 minutes.',
      'When they come out of the oven, brush them with honey water and sprinkle with sesame seeds.',
    ],
  },
  红柚蛋糕: {
    description:
      'Red grapefruit cake is a basic air-fryer dessert. One cake serves one; preparing the ingredients takes 10 minutes and cooking 25.',
    steps: [
      'Crack the eggs ({0}) into the foil tray and add {1} g of red grapefruit flesh.',
      'Pour {0} ml of oil into the tray and tilt it so the oil covers the bottom evenly.',
      'Add {0} g of sugar, {1} g of flour and {2} ml of water to the tray.',
      'Stir clockwise with chopsticks into a pale yellow batter.',
      'Add another {0} g of sugar, {1} g of flour and {2} ml of water to the tray.',
      'Keep stirring with chopsticks into a pale yellow batter.',
      'Put the tray in the air fryer basket and bake at 180 °C for 15 minutes.',
      'Open the air fryer, carefully take out the tray and turn the cake over with chopsticks or a spoon.',
      'Bake at 180 °C for 8 minutes more.',
      'Take it out and eat.',
    ],
  },
  草莓冰淇淋: {
    description:
      'Strawberry ice cream is simple but delicious, and the same method works for many other flavours. This time we use fresh seasonal strawberries to make a tasty no-churn strawberry ice cream.',
    steps: [
      'First make the strawberry syrup. Wash the strawberries and remove the leafy tops. Cut them into 5 mm pieces. Keep half of the chopped strawberries to fold into the ice cream later.',
      'Put the other half in a saucepan with the sugar. Stir and cook on medium heat until the strawberries release their juice and it forms a syrup in the pan.',
      'Let the strawberries cook in the syrup, stirring now and then, until they break down and lose their shape and the syrup thickens slightly.',
      'The syrup is ready when a line drawn through it stays parted for 3 seconds. Take it off the heat and stir in the vanilla and salt. Set the syrup aside to cool.',
      'While the syrup cools, make the ice cream base: put the sweetened condensed milk, double cream, vanilla extract and salt in a bowl and whisk by hand until the mixture is light and fluffy and holds soft peaks.',
      'Fold the reserved fresh strawberries into the base and transfer it to a freezer-safe container. Pour the cooled strawberry syrup over it and gently swirl it through.',
      'Cover the ice cream and freeze it for eight hours, then scoop and serve.',
    ],
  },
  龟苓膏: {
    description: '',
    steps: [''],
  },
  B52轰炸机: {
    description:
      'The B-52 is a cocktail drunk in an unusual way: you need a short straw, a napkin and a lighter.\n\nSet the drink alight and finish it in one go through the straw: you feel cold first and then heat, fire and ice at once. Only trying it tells you what that is like.\n\nThe straw is the gentler way; the most thrilling is to knock it back in one. Avoid touching the rim of the glass, which can burn you, and let the flame go out in your mouth: that is how it tastes best.',
    steps: [
      'Pour Kahlúa into the bottom of the shot glass until it is a third full ({0} ml).',
      'Slowly pour the Baileys down the back of a bar spoon, also to a third ({0} ml). Go slowly so the layers stay distinct (pour too fast and the Baileys mixes with the coffee liqueur).',
      'Finally pour the Skyy vodka on top ({0} ml).',
      'Warm the rim of the glass with the lighter.',
      'The last step, light it: can you see the little pale blue flame?',
    ],
  },
  冬瓜茶: {
    description:
      'Winter melon tea is a refreshing traditional drink; a beginner needs 4–5 hours to make it.',
    steps: [],
  },
  可乐桶: {
    description: 'Alcohol harms your health; minors must not drink it.',
    steps: [],
  },
  杨枝甘露: {
    description:
      'Mango pomelo sago (yang zhi gan lu) is a Hong Kong dessert. I did not use sago because I had none at home, but I had plenty of chia seeds, so I used those instead. Chia seeds only need soaking, not cooking, which saves a lot of time!',
    steps: [
      'Soak the chia seeds in the milk for 10 minutes.',
      'While they soak, peel half a mango and the grapefruit, dice them and put them in the glass.',
      'Cut the other half of the mango into small pieces and blend them with ice cubes and coconut milk into a purée.',
      'Pour it into the glass and add the toppings (if you have them).',
      'Enjoy it while you write code!!',
    ],
  },
  长岛冰茶: {
    description: 'Alcohol harms your health; minors must not drink it.',
    steps: [
      'Halve the lemon and squeeze {0} ml of lemon juice into the glass.',
      'Add the gin, tequila, vodka, white rum and orange liqueur to the glass, one after another (the amounts are in the ingredient list).',
      'Slowly pour in {0} ml of maple syrup, stirring as you pour.',
      'Add {0} ml of cola.',
      'Fill the glass with ice cubes.',
      'Stir gently for 20 seconds.',
      'Enjoy.',
    ],
  },
  奇异果菠菜特调: {
    description: '',
    steps: [
      'Halve the kiwi fruit and cut each half into four pieces.',
      'Dice the apple.',
      'Strip the stalks from the spinach, keeping only the leaves.',
      'Chop the spinach.',
      'Put everything into the blender jug.',
      'Add water.',
      'Add the caster sugar.',
      'Run the blender about 4 times for 15 seconds each (stop after every 15 seconds to check).',
    ],
  },
  泰国手标红茶: {
    description:
      'Thai milk tea made with ChaTraMue ("hand brand") tea mix is sold on street corners all over Thailand: fragrant, rich and smooth.',
    steps: [
      'Bring 600 ml of water to the boil on high heat.',
      'Put {0} g of tea powder in the filter bag and pour the boiling water through it, 20 times over.',
      'On the kitchen scale, weigh {0} g of condensed milk, {1} g of white sugar and {2} ml of milk into a jug that holds more than {3} ml.',
      'Pour the filtered tea into the jug and stir until the sugar dissolves.',
      'Chill the jug in the fridge for at least 4 hours.',
      'Add 6–8 ice cubes before drinking.',
    ],
  },
}
