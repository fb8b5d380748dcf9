import { categoryByName, type CategoryDef } from '../recipes/categories'

/** Fish and seafood in an ingredient's name; not 鱼香 (a sauce), 鱼露, 虾皮, 蚝油, 蟹味菇 … */
const SEAFOOD =
  /鱼(?![香露])|虾(?![皮酱米油])|蟹(?!味菇)|蛤|蚌|螺(?!丝椒)|鱿|墨鱼|章鱼|蚝(?!油)|鲍|海参|扇贝|贝(?!母)/
/** Meat and poultry; not eggs, stock powders or milk, and not the flesh of a fish (鱼肉). */
const MEAT =
  /猪|牛(?![奶油])|羊(?!奶)|鸡(?![蛋精粉])|鸭(?!蛋)|鹅(?!蛋)|(?<![鱼虾蟹贝])肉|排骨|里脊|五花|培根|火腿|香肠|腊|蹄|肘/

const MEAT_DISHES = categoryByName('荤菜')!
const SEAFOOD_DISHES = categoryByName('水产')!

/**
 * A dish's category: its source's, except that HowToCook files a few fish and shrimp dishes
 * under 荤菜 (meat dishes) beside its own 水产 (fish and seafood) category. Such a dish, with
 * fish or seafood and no meat among its ingredients, goes to 水产: in English, Spanish and
 * French 荤菜 reads "meat", and a steamed mandarin fish carried a "Meat" badge (issue [16]).
 */
export function dishCategory(sourceCategory: string, ingredientNames: readonly string[]) {
  const category: CategoryDef | undefined = categoryByName(sourceCategory)
  if (category !== MEAT_DISHES) return category
  const seafood = ingredientNames.some((name) => SEAFOOD.test(name))
  const meat = ingredientNames.some((name) => MEAT.test(name))
  return seafood && !meat ? SEAFOOD_DISHES : category
}
